/// The Debian package that installs each font family we render with, so a missing font
/// is reported with its fix (DESIGN.md: never a silent fallback).
enum KnownFonts {
    static let packages: [String: String] = [
        "inter": "fonts-inter-variable",
        "inter display": "fonts-inter-variable",
        "quicksand": "fonts-quicksand",
        "noto color emoji": "fonts-noto-color-emoji",
        "material design icons": "fonts-materialdesignicons-webfont",
        "dejavu sans": "fonts-dejavu-core",
        "dejavu sans mono": "fonts-dejavu-core",
        "dejavu serif": "fonts-dejavu-core",
    ]

    static func package(for family: String) -> String? { packages[family.lowercased()] }
}

import Tokens

/// UIKit's semantic system colours as SwiftUI exposes them (`Color(.systemGroupedBackground)`,
/// `.blue`…), each with its iOS 18 light and dark value, resolved by the appearance of the
/// environment it is drawn in. Values: Apple's Human Interface Guidelines colour tables,
/// the same values UIKit returns on a device; the tints with the tables' "accessible"
/// values too, which iOS draws under Settings › Accessibility › Increase Contrast
/// (`--contrast high`).
extension Color {
    static func system(light: String, dark: String) -> Color {
        Color(value: .dynamic(light: RGBA(hex: light) ?? .clear, dark: RGBA(hex: dark) ?? .clear))
    }

    static func system(light: String, dark: String, increasedLight: String, increasedDark: String) -> Color {
        Color(value: .accessible(light: RGBA(hex: light) ?? .clear, dark: RGBA(hex: dark) ?? .clear,
                                 increasedLight: RGBA(hex: increasedLight) ?? .clear, increasedDark: RGBA(hex: increasedDark) ?? .clear))
    }

    /// A background colour: in dark, elevated content (a sheet; `\.userInterfaceLevel`) is
    /// drawn one step lighter so it stands out from what it covers, as UIKit's are.
    static func background(light: String, dark: String, darkElevated: String) -> Color {
        Color(value: .leveled(light: RGBA(hex: light) ?? .clear, dark: RGBA(hex: dark) ?? .clear,
                              darkElevated: RGBA(hex: darkElevated) ?? .clear))
    }

    // Backgrounds (dark elevated values: UIKit's with `userInterfaceLevel == .elevated`)
    public static let systemBackground = background(light: "#FFFFFF", dark: "#000000", darkElevated: "#1C1C1E")
    public static let secondarySystemBackground = background(light: "#F2F2F7", dark: "#1C1C1E", darkElevated: "#2C2C2E")
    public static let tertiarySystemBackground = background(light: "#FFFFFF", dark: "#2C2C2E", darkElevated: "#3A3A3C")
    /// Behind an inset-grouped list.
    public static let systemGroupedBackground = background(light: "#F2F2F7", dark: "#000000", darkElevated: "#1C1C1E")
    /// The cards (cells) of an inset-grouped list.
    public static let secondarySystemGroupedBackground = background(light: "#FFFFFF", dark: "#1C1C1E", darkElevated: "#2C2C2E")

    // Text
    public static let label = system(light: "#000000", dark: "#FFFFFF")
    public static let secondaryLabel = system(light: "#3C3C4399", dark: "#EBEBF599")
    public static let tertiaryLabel = system(light: "#3C3C434D", dark: "#EBEBF54D")

    // Lines and fills
    /// A hairline between rows: #3C3C43 at 29 % light, #545458 at 60 % dark (as `Divider`).
    public static let separator = system(light: "#3C3C434A", dark: "#54545899")
    public static let systemFill = system(light: "#78788033", dark: "#7878805C")
    /// The off track of a switch.
    public static let secondarySystemFill = system(light: "#78788029", dark: "#78788052")
    public static let tertiarySystemFill = system(light: "#7676801F", dark: "#7676803D")

    // Tints
    public static let systemBlue = system(light: "#007AFF", dark: "#0A84FF", increasedLight: "#0040DD", increasedDark: "#409CFF")
    public static let systemGreen = system(light: "#34C759", dark: "#30D158", increasedLight: "#248A3D", increasedDark: "#30DB5B")
    public static let systemRed = system(light: "#FF3B30", dark: "#FF453A", increasedLight: "#D70015", increasedDark: "#FF6961")
    public static let systemOrange = system(light: "#FF9500", dark: "#FF9F0A", increasedLight: "#C93400", increasedDark: "#FFB340")
    public static let systemYellow = system(light: "#FFCC00", dark: "#FFD60A", increasedLight: "#B25000", increasedDark: "#FFD426")
    public static let systemGray = system(light: "#8E8E93", dark: "#8E8E93", increasedLight: "#6C6C70", increasedDark: "#AEAEB2")
    public static let systemGray4 = system(light: "#D1D1D6", dark: "#3A3A3C")
    public static let systemGray5 = system(light: "#E5E5EA", dark: "#2C2C2E")

    /// SwiftUI's `.blue`, `.green`, `.red`… are the system colours.
    public static let blue = systemBlue
    public static let green = systemGreen
    public static let red = systemRed
    public static let orange = systemOrange
    public static let yellow = systemYellow
    public static let gray = systemGray
}

/// SwiftUI's `.tint(_:)`: the accent of controls (the selected tab, toolbar buttons,
/// progress fills). iOS's default is system blue.
/// nil until a view sets `.tint`: some controls (the activity spinner, `.bordered`'s fill)
/// look different with no tint than with iOS's default blue one.
struct TintKey: EnvironmentKey {
    static let defaultValue: Color? = nil
}

/// SwiftUI's `TextCase` (`.textCase(.uppercase)`), which grouped-list headers apply.
public enum TextCase: Hashable, Sendable { case uppercase, lowercase }

struct TextCaseKey: EnvironmentKey {
    static let defaultValue: TextCase? = nil
}

/// UIKit's `UIUserInterfaceLevel`: content presented over other content (a sheet) is
/// `.elevated`, and the background colours take their lighter dark values there.
public enum UserInterfaceLevel: Hashable, Sendable { case base, elevated }

struct UserInterfaceLevelKey: EnvironmentKey {
    static let defaultValue = UserInterfaceLevel.base
}

extension EnvironmentValues {
    public var tint: Color {
        get { self[TintKey.self] ?? .systemBlue }
        set { self[TintKey.self] = newValue }
    }
    /// The tint a view set with `.tint(_:)`, or nil when it is iOS's default.
    public var explicitTint: Color? { self[TintKey.self] }
    public var textCase: TextCase? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
    /// `.elevated` inside a sheet: set with `.environment(\.userInterfaceLevel, .elevated)`.
    public var userInterfaceLevel: UserInterfaceLevel {
        get { self[UserInterfaceLevelKey.self] }
        set { self[UserInterfaceLevelKey.self] = newValue }
    }
}

extension View {
    public func tint(_ color: Color) -> some View { EnvironmentModifier(content: self) { $0.tint = color } }
    public func textCase(_ textCase: TextCase?) -> some View { EnvironmentModifier(content: self) { $0.textCase = textCase } }
}

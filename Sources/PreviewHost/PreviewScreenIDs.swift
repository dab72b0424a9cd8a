/// The `APP/SCREEN` ids of a package's previews, stable as files are edited: a file's only
/// preview is named by the file (`contentview`); where a file has several, a named
/// `#Preview` adds its name (`contentview-dark-mode`), an unnamed one its line
/// (`contentview-line-42`), a provider's views their place in `previews`
/// (`contentview-1`, `contentview-2`; with two providers, each's name first). Ids are lower
/// case letters, digits and `-`; a clash gains `-2`, `-3`.
enum PreviewScreenIDs {
    /// One id per (item, part), in the items' order; `parts[i]` is how many views item `i` draws.
    static func make(_ items: [(file: String, line: Int, name: String?, isProvider: Bool)], parts: [Int]) -> [[String]] {
        var perFile: [String: Int] = [:]
        var providersPerFile: [String: Int] = [:]
        for (i, item) in items.enumerated() {
            perFile[item.file, default: 0] += parts[i]
            if item.isProvider { providersPerFile[item.file, default: 0] += 1 }
        }
        var taken = Set<String>()
        var ids: [[String]] = []
        for (i, item) in items.enumerated() {
            let stem = slug(item.file.hasSuffix(".swift") ? String(item.file.dropLast(6)) : item.file, fallback: "preview")
            var mine: [String] = []
            for part in 0..<parts[i] {
                var base: String
                if perFile[item.file] == 1 {
                    base = stem
                } else if item.isProvider {
                    let provider = (providersPerFile[item.file] ?? 0) > 1 ? "-" + slug(providerLabel(item.name ?? ""), fallback: "previews") : ""
                    base = stem + provider + "-\(part + 1)"
                } else if let name = item.name {
                    base = stem + "-" + slug(name, fallback: "line-\(item.line)")
                } else {
                    base = stem + "-line-\(item.line)"
                }
                var id = base
                var n = 2
                while taken.contains(id) { id = base + "-\(n)"; n += 1 }
                taken.insert(id)
                mine.append(id)
            }
            ids.append(mine)
        }
        return ids
    }

    /// `ContentView_Previews` → `ContentView`: the suffix Xcode's templates add says nothing.
    static func providerLabel(_ type: String) -> String {
        for suffix in ["_Previews", "Previews", "_Preview", "Preview"] where type.hasSuffix(suffix) && type.count > suffix.count {
            return String(type.dropLast(suffix.count))
        }
        return type
    }

    /// Lower-case ASCII letters and digits, every other run of characters one `-`, at most
    /// 60 characters; `fallback` when nothing is left.
    static func slug(_ text: String, fallback: String) -> String {
        var out = ""
        var dash = false
        for scalar in text.unicodeScalars {
            let c = Character(scalar)
            if scalar.isASCII, c.isLetter || c.isNumber {
                if dash, !out.isEmpty { out.append("-") }
                out.append(Character(c.lowercased()))
                dash = false
            } else {
                dash = true
            }
            if out.count >= 60 { break }
        }
        return out.isEmpty ? fallback : out
    }
}

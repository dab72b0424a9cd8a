/// Custom property names from token paths: each path component in kebab case
/// (`peachRose` → `peach-rose`), components joined by `-`, after `--`:
/// `color.background.light` → `--color-background-light`. ASCII characters a CSS name
/// cannot hold (spaces, dots, quotes …) become `-`; letters beyond ASCII (é, emoji) are
/// kept, as CSS allows them in names. Two tokens that come out the same keep the first's
/// name; the later one gets `-2`, `-3` … in the file's order.
struct CSSNames {
    private var used: Set<String> = []

    /// The name for `path` plus `suffixes` (e.g. `["", "-0", "-1"]`), unique as a whole:
    /// when any of them is taken, every one gets the next free number.
    mutating func allocate(_ path: String, suffixes: [String]) -> String {
        let base = "--" + Self.kebab(path)
        var candidate = base
        var n = 2
        while suffixes.contains(where: { used.contains(candidate + $0) }) {
            candidate = base + "-\(n)"
            n += 1
        }
        for s in suffixes { used.insert(candidate + s) }
        return candidate
    }

    static func kebab(_ path: String) -> String {
        let parts = path.split(separator: ".", omittingEmptySubsequences: false).map { component -> String in
            var out = ""
            var previous: Character?
            for c in component {
                if c.isASCII {
                    if c.isUppercase, let p = previous, p.isLowercase || p.isNumber { out += "-" }
                    if c.isLetter || c.isNumber || c == "_" || c == "-" { out += c.lowercased() } else { out += "-" }
                } else {
                    out.append(c)
                }
                previous = c
            }
            while out.contains("--") { out = out.replacingOccurrences(of: "--", with: "-") }
            out = String(out.drop(while: { $0 == "-" }).reversed().drop(while: { $0 == "-" }).reversed())
            return out.isEmpty ? "x" : out
        }
        return parts.joined(separator: "-")
    }
}

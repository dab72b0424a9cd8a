/// Custom property names from token paths: each path component in kebab case
/// (`peachRose` → `peach-rose`), components joined by `-`, after `--`:
/// `color.background.light` → `--color-background-light`. ASCII characters a CSS name
/// cannot hold (spaces, dots, quotes …) become `-`; characters beyond ASCII that CSS
/// allows in names (é, emoji: `isNameCodePoint`) are kept, others become `-` too. Two tokens that come out the same keep the first's
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
                } else if c.unicodeScalars.allSatisfy(Self.isNameCodePoint) {
                    out.append(c)
                } else {
                    out += "-"
                }
                previous = c
            }
            while out.contains("--") { out = out.replacingOccurrences(of: "--", with: "-") }
            out = String(out.drop(while: { $0 == "-" }).reversed().drop(while: { $0 == "-" }).reversed())
            return out.isEmpty ? "x" : out
        }
        return parts.joined(separator: "-")
    }

    /// CSS Syntax's non-ASCII ident code points (U+00B7, Latin-1 letters, most scripts, CJK,
    /// everything from U+10000, which holds the emoji). Others — no-break and zero-width
    /// spaces, line separators, bidi marks — become `-`.
    static func isNameCodePoint(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0xB7, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x37D, 0x37F...0x1FFF, 0x200C, 0x200D, 0x203F, 0x2040,
             0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFFD, 0x10000...:
            return true
        default:
            return false
        }
    }
}

import Foundation

/// Swift names from token paths: the path's words in lower camel case
/// (`color.background.light` → `colorBackgroundLight`, `spacing.2xl` → `spacing2xl`).
/// Anything but letters and digits separates words (spaces, dashes); a Latin letter with
/// marks loses them (`café` → `cafe`) and any other character is a word of its code points
/// (`🎉` → `u1F389`), since Swift's rules for letters beyond ASCII are narrower; a name
/// that starts with a digit gets a leading `_`; keywords are written in backticks
/// (`` `default` ``); `Type`, `Protocol`, `self`, `Self` and `init`, which backticks
/// cannot rescue as members, get a trailing `_`. Names that come out the same in one scope
/// keep the first's; later ones get `_2`, `_3` … in the file's order.
struct SwiftIdentifiers {
    private var used: Set<String>

    init(reserved: Set<String> = []) { used = reserved }

    /// Marks `name` (as written, without backticks) as taken, so no later `allocate` gives it.
    mutating func reserve(_ name: String) { used.insert(name) }

    /// A fresh name for `path` in this scope, backticked when it needs to be.
    mutating func allocate(_ path: String) -> String {
        let base = Self.bare(path)
        var candidate = base
        var n = 2
        while used.contains(candidate) {
            candidate = base + "_\(n)"
            n += 1
        }
        used.insert(candidate)
        return Self.keywords.contains(candidate) ? "`" + candidate + "`" : candidate
    }

    /// The name before collisions and backticks.
    static func bare(_ path: String) -> String {
        var words: [String] = []
        var word = ""
        func endWord() {
            if !word.isEmpty { words.append(word) }
            word = ""
        }
        for c in path {
            if c.isASCII {
                if c.isLetter || c.isNumber { word.append(c) } else { endWord() }
                continue
            }
            // A Latin letter with marks keeps its letter (é → e); anything else (emoji,
            // other scripts) becomes a word of its code points (🎉 → u1F389), so that it
            // still tells names apart.
            let folded = String(c).folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
            if !folded.isEmpty, folded.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) {
                word += folded
            } else {
                endWord()
                word = "u" + c.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: "u")
                endWord()
            }
        }
        endWord()
        guard let first = words.first else { return "token" }
        var name = first + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if let c = name.first, c.isNumber { name = "_" + name }
        if Self.unusable.contains(name) { name += "_" }
        return name
    }

    /// Names a member cannot have even in backticks (or that would mean something else).
    static let unusable: Set<String> = ["Type", "Protocol", "self", "Self", "init"]

    /// Swift's reserved words, which a declaration must write in backticks.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "await", "false", "is", "nil", "super", "throws", "true", "try",
        "some", "any", "consume", "borrowing", "consuming", "copy", "discard", "each", "macro", "package",
    ]
}

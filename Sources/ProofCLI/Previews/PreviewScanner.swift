/// Finds the previews in a Swift file's text without compiling it: each `#Preview` (with the
/// line its registration type is named by, and its name when it is a plain string literal)
/// and each type declared as a `PreviewProvider`, skipping comments and string literals
/// (with their interpolations), and each `@main` attribute (whose bytes the runner's copy of
/// the file blanks, since the runner has a `main` of its own), and what Linux cannot compile
/// of Core Data's generated entity code: `@objc` attributes and `@NSManaged` members.
package struct PreviewScanner {
    /// What one file holds.
    package struct Found: Equatable {
        /// `#Preview`s: line, the name when written as a plain literal, and the bytes of
        /// `#Preview` (which the runner's copy of the file rewrites).
        package var macros: [(line: Int, name: String?, range: Range<Int>)] = []
        /// Byte ranges of `@Previewable` attributes (blanked in the runner's copy).
        var previewables: [Range<Int>] = []
        /// Provider types, dotted when nested (`Outer.Card_Previews`), with their line.
        package var providers: [(line: Int, type: String)] = []
        /// Byte ranges of `@main` attributes.
        package var mainAttributes: [Range<Int>] = []
        /// Byte ranges of `@objc` and `@objc(selector)` attributes: Linux has no Objective-C
        /// runtime, so the runner's copy blanks them.
        package var objcAttributes: [Range<Int>] = []
        /// `@NSManaged` members: the attribute's bytes (blanked), where the line's declaration
        /// ends and the accessors put there, which keep the value in the object
        /// (`managedValue(forKey:)`), since Linux cannot synthesise them.
        var managed: [(attribute: Range<Int>, end: Int, accessors: String)] = []

        /// Whether the runner must compile a copy of the file instead of the file itself.
        package var needsCopy: Bool {
            !mainAttributes.isEmpty || !macros.isEmpty || !previewables.isEmpty || !objcAttributes.isEmpty || !managed.isEmpty
        }

        package static func == (a: Found, b: Found) -> Bool {
            a.macros.elementsEqual(b.macros) { $0.line == $1.line && $0.name == $1.name && $0.range == $1.range }
                && a.previewables == b.previewables
                && a.providers.elementsEqual(b.providers) { $0.line == $1.line && $0.type == $1.type }
                && a.mainAttributes == b.mainAttributes
                && a.objcAttributes == b.objcAttributes
                && a.managed.elementsEqual(b.managed) { $0.attribute == $1.attribute && $0.end == $1.end && $0.accessors == $1.accessors }
        }
    }

    /// A token of the little Swift this needs: words (with their line and byte offset),
    /// `#word`, `@word`, string literals and single punctuation characters.
    enum Token: Equatable {
        case word(String)
        case pound(String)
        case at(String)
        case string(String?)   // nil: an interpolated or otherwise non-plain literal
        case punct(UInt8)
    }

    /// The constant the runner's copy of `file` declares for the `#Preview` on `line`.
    package static func registrationName(file: String, line: Int) -> String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        let safe = String(name.unicodeScalars.map { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) ? Character($0) : "_" })
        return "__DesignProofPreview_\(safe)_\(line)"
    }

    /// The previews in `source`.
    package static func scan(_ source: [UInt8]) -> Found {
        var lexer = Lexer(source)
        let tokens = lexer.tokens()
        var found = Found()
        // Open type declarations: (name, brace depth inside them).
        var scopes: [(name: String, depth: Int)] = []
        var depth = 0
        // A declaration seen but whose `{` has not come yet.
        var pending: (name: String, line: Int, isProvider: Bool, isExtension: Bool)?
        var i = 0
        while i < tokens.count {
            let (token, line, range) = tokens[i]
            switch token {
            case .pound("Preview"):
                var name: String?
                if i + 2 < tokens.count, tokens[i + 1].0 == Token.punct(UInt8(ascii: "(")), case .string(let literal) = tokens[i + 2].0 {
                    name = literal
                }
                found.macros.append((line, name, range))
            case .at("Previewable"):
                found.previewables.append(range)
            case .at("main"):
                found.mainAttributes.append(range)
            case .at("objc"):
                var end = range.upperBound
                if i + 1 < tokens.count, tokens[i + 1].0 == Token.punct(UInt8(ascii: "(")), tokens[i + 1].2.lowerBound == end,
                   let close = tokens[(i + 1)...].firstIndex(where: { $0.0 == Token.punct(UInt8(ascii: ")")) }) {
                    end = tokens[close].2.upperBound
                }
                found.objcAttributes.append(range.lowerBound..<end)
            case .at("NSManaged"):
                if let member = managedMember(tokens, after: i) { found.managed.append((range, member.end, member.accessors)) }
            case .word(let w) where ["struct", "enum", "class", "actor", "extension", "protocol"].contains(w):
                // `class func`, `class var`: members, not types.
                if i + 1 < tokens.count, case .word(var name) = tokens[i + 1].0,
                   !["func", "var", "let", "subscript", "init", "deinit", "override", "final", "static", "private", "public"].contains(name) {
                    // An extension's type may be dotted: `extension Outer.Inner`.
                    var j = i + 2
                    while j + 1 < tokens.count, tokens[j].0 == Token.punct(UInt8(ascii: ".")), case .word(let more) = tokens[j + 1].0 {
                        name += "." + more; j += 2
                    }
                    pending = (name, line, false, w == "extension")
                    i = j
                    continue
                }
            case .word("PreviewProvider"):
                pending?.isProvider = true
            case .punct(UInt8(ascii: "{")):
                depth += 1
                if let p = pending {
                    let full = (scopes.map(\.name) + [p.name]).joined(separator: ".")
                    if p.isProvider, !p.isExtension { found.providers.append((p.line, full)) }
                    scopes.append((p.isExtension ? p.name : full, depth))
                    pending = nil
                }
            case .punct(UInt8(ascii: "}")):
                if let last = scopes.last, last.depth == depth { scopes.removeLast() }
                depth = max(0, depth - 1)
            case .punct(UInt8(ascii: ";")):
                pending = nil
            default:
                break
            }
            i += 1
        }
        return found
    }

    /// The accessors for the `@NSManaged` member after token `i`: a `var NAME: TYPE` reads and
    /// writes the object's value for NAME; Core Data's generated `addToBooks(_:)` and
    /// `removeFromBooks(_:)` change the to-many relationship `books`. Nil for anything else
    /// (which then fails to link, naming the member).
    static func managedMember(_ tokens: [(Token, Int, Range<Int>)], after i: Int) -> (end: Int, accessors: String)? {
        var j = i + 1
        let modifiers: Set<String> = ["public", "private", "fileprivate", "internal", "open", "final", "dynamic", "nonisolated", "override", "set"]
        while j < tokens.count {
            if case .word(let w) = tokens[j].0, modifiers.contains(w) { j += 1; continue }
            if tokens[j].0 == Token.punct(UInt8(ascii: "(")) || tokens[j].0 == Token.punct(UInt8(ascii: ")")) { j += 1; continue }
            break
        }
        guard j + 1 < tokens.count, case .word(let kind) = tokens[j].0, case .word(let name) = tokens[j + 1].0 else { return nil }
        // The declaration ends with the last token on its line.
        let line = tokens[j + 1].1
        var last = j + 1
        while last + 1 < tokens.count, tokens[last + 1].1 == line, tokens[last + 1].0 != Token.punct(UInt8(ascii: ";")) { last += 1 }
        let end = tokens[last].2.upperBound
        switch kind {
        case "var":
            return (end, " { get { managedValue(forKey: \"\(name)\") } set { setManagedValue(newValue, forKey: \"\(name)\") } }")
        case "func":
            // The parameter's own name: the word before the first `:` after `(`.
            guard let colon = tokens[(j + 2)...last].firstIndex(where: { $0.0 == Token.punct(UInt8(ascii: ":")) }),
                  case .word(let parameter) = tokens[colon - 1].0 else { return nil }
            for (prefix, call) in [("addTo", "addManagedObjects(\(parameter), toKey:"), ("removeFrom", "removeManagedObjects(\(parameter), fromKey:")]
            where name.hasPrefix(prefix) && name.count > prefix.count {
                let relation = name.dropFirst(prefix.count)
                let key = relation.prefix(1).lowercased() + relation.dropFirst()
                return (end, " { \(call) \"\(key)\") }")
            }
            return nil
        default:
            return nil
        }
    }

    /// Swift's lexical structure, as far as finding declarations needs it.
    struct Lexer {
        let s: [UInt8]
        var i = 0
        var line = 1
        var out: [(Token, Int, Range<Int>)] = []

        init(_ source: [UInt8]) { s = source }

        mutating func tokens() -> [(Token, Int, Range<Int>)] {
            lex(untilClosingParen: false)
            return out
        }

        private func at(_ k: Int) -> UInt8 { k < s.count ? s[k] : 0 }
        private static func isWord(_ c: UInt8) -> Bool {
            (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F || c >= 0x80
        }

        /// Tokens up to the end, or (inside an interpolation) up to its closing `)`.
        private mutating func lex(untilClosingParen: Bool) {
            var parens = 0
            while i < s.count {
                let c = s[i]
                switch c {
                case UInt8(ascii: "\n"): line += 1; i += 1
                case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "/"):
                    while i < s.count, s[i] != UInt8(ascii: "\n") { i += 1 }
                case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "*"):
                    blockComment()
                case UInt8(ascii: "\""):
                    string(pounds: 0)
                case UInt8(ascii: "#") where at(i + 1) == UInt8(ascii: "\"") || at(i + 1) == UInt8(ascii: "#"):
                    var k = i
                    while at(k) == UInt8(ascii: "#") { k += 1 }
                    if at(k) == UInt8(ascii: "\"") { let pounds = k - i; i = k; string(pounds: pounds) } else { i = k }
                case UInt8(ascii: "#"), UInt8(ascii: "@"):
                    let start = i, startLine = line
                    i += 1
                    let wordStart = i
                    while i < s.count, Self.isWord(s[i]) { i += 1 }
                    let word = String(decoding: s[wordStart..<i], as: UTF8.self)
                    out.append((c == UInt8(ascii: "#") ? .pound(word) : .at(word), startLine, start..<i))
                case _ where Self.isWord(c):
                    let start = i
                    while i < s.count, Self.isWord(s[i]) { i += 1 }
                    out.append((.word(String(decoding: s[start..<i], as: UTF8.self)), line, start..<i))
                case UInt8(ascii: "("):
                    parens += 1; out.append((.punct(c), line, i..<i + 1)); i += 1
                case UInt8(ascii: ")"):
                    if untilClosingParen, parens == 0 { i += 1; return }
                    parens -= 1; out.append((.punct(c), line, i..<i + 1)); i += 1
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                    i += 1
                default:
                    out.append((.punct(c), line, i..<i + 1)); i += 1
                }
            }
        }

        /// `/* … */`, nested as Swift nests them.
        private mutating func blockComment() {
            var nesting = 0
            while i < s.count {
                if s[i] == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") { nesting += 1; i += 2; continue }
                if s[i] == UInt8(ascii: "*"), at(i + 1) == UInt8(ascii: "/") {
                    nesting -= 1; i += 2
                    if nesting == 0 { return }
                    continue
                }
                if s[i] == UInt8(ascii: "\n") { line += 1 }
                i += 1
            }
        }

        /// A string literal at `s[i]` (its opening quote), `pounds` `#`s deep: one line or
        /// `"""` multi-line, escapes and interpolations (lexed for their own strings) skipped.
        private mutating func string(pounds: Int) {
            let startLine = line, start = i
            let multiline = at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\"")
            i += multiline ? 3 : 1
            var text: [UInt8] = []
            var plain = true
            while i < s.count {
                let c = s[i]
                if c == UInt8(ascii: "\\"), (0..<pounds).allSatisfy({ at(i + 1 + $0) == UInt8(ascii: "#") }) {
                    let after = i + 1 + pounds
                    if at(after) == UInt8(ascii: "(") {
                        plain = false
                        i = after + 1
                        var inner = Lexer(s)
                        inner.i = i; inner.line = line
                        inner.lex(untilClosingParen: true)
                        i = inner.i; line = inner.line
                        continue
                    }
                    plain = false
                    i = after + 1
                    continue
                }
                if c == UInt8(ascii: "\"") {
                    let closes = multiline ? (at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\"")) : true
                    let quoteEnd = i + (multiline ? 3 : 1)
                    if closes, (0..<pounds).allSatisfy({ at(quoteEnd + $0) == UInt8(ascii: "#") }) {
                        i = quoteEnd + pounds
                        out.append((.string(plain && !multiline ? String(decoding: text, as: UTF8.self) : nil), startLine, start..<i))
                        return
                    }
                }
                if c == UInt8(ascii: "\n") {
                    line += 1
                    if !multiline { break }  // an unterminated one-line literal: stop at the line's end
                }
                text.append(c)
                i += 1
            }
            out.append((.string(nil), startLine, start..<i))
        }
    }
}

import Foundation

extension NSPredicate {
    /// Foundation's `NSPredicate(format:_:)`, which swift-corelibs-foundation leaves out
    /// (it has no key-value coding): the format is read here and evaluated against
    /// `NSManagedObject`s by `value(forKey:)`. It reads comparisons (`==` `=` `!=` `<>` `<` `<=`
    /// `>` `>=`, `BEGINSWITH` `ENDSWITH` `CONTAINS` `LIKE` `IN` with `[c]` `[d]` `[cd]`),
    /// `AND`/`&&`, `OR`/`||`, `NOT`/`!`, parentheses, `TRUEPREDICATE`/`FALSEPREDICATE`, key paths
    /// (`author.name`, `SELF`), quoted strings, numbers, `TRUE`/`YES`/`FALSE`/`NO`, `nil`/`NULL`,
    /// and the arguments `%@`, `%K`, `%d`, `%i`, `%ld`, `%f`, `%lf`. A format it cannot read
    /// stops the program naming the format and where, as Foundation does.
    @_disfavoredOverload
    public convenience init(format predicateFormat: String, _ args: Any...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    /// `NSPredicate(format:argumentArray:)`.
    @_disfavoredOverload
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        let expression: PredicateFormat.Node
        do {
            expression = try PredicateFormat.parse(predicateFormat, arguments: arguments ?? [])
        } catch {
            fatalError("Unable to parse the format string \"\(predicateFormat)\": \(error)")
        }
        self.init { object, _ in expression.holds(for: object) }
    }
}

/// A predicate format read into a tree: comparisons joined by AND, OR and NOT.
enum PredicateFormat {
    indirect enum Node: @unchecked Sendable {
        case constant(Bool)
        case not(Node)
        case and(Node, Node)
        case or(Node, Node)
        case compare(Operand, Operator, Options, Operand)

        func holds(for object: Any?) -> Bool {
            switch self {
            case .constant(let value): return value
            case .not(let node): return !node.holds(for: object)
            case .and(let a, let b): return a.holds(for: object) && b.holds(for: object)
            case .or(let a, let b): return a.holds(for: object) || b.holds(for: object)
            case .compare(let left, let op, let options, let right):
                return op.holds(left.value(for: object), right.value(for: object), options)
            }
        }
    }

    enum Operand: @unchecked Sendable {
        case key(String)
        case this
        case value(Any?)

        func value(for object: Any?) -> Any? {
            switch self {
            case .this: return object
            case .value(let value): return value
            case .key(let path):
                if let managed = object as? NSManagedObject { return managed.value(forKey: path) }
                if let dictionary = object as? [String: Any] { return dictionary[path] }
                return nil
            }
        }
    }

    struct Options: Sendable {
        var caseInsensitive = false
        var diacriticInsensitive = false

        func normalised(_ text: String) -> String {
            var options: String.CompareOptions = []
            if caseInsensitive { options.insert(.caseInsensitive) }
            if diacriticInsensitive { options.insert(.diacriticInsensitive) }
            return options.isEmpty ? text : text.folding(options: options, locale: nil)
        }
    }

    enum Operator: String, Sendable {
        case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
        case beginsWith = "BEGINSWITH", endsWith = "ENDSWITH", contains = "CONTAINS", like = "LIKE", inside = "IN"

        func holds(_ left: Any?, _ right: Any?, _ options: Options) -> Bool {
            switch self {
            case .equal: return Scalar(left, options) == Scalar(right, options)
            case .notEqual: return Scalar(left, options) != Scalar(right, options)
            case .less, .lessOrEqual, .greater, .greaterOrEqual:
                guard let order = Scalar(left, options).order(Scalar(right, options)) else { return false }
                switch self {
                case .less: return order == .orderedAscending
                case .lessOrEqual: return order != .orderedDescending
                case .greater: return order == .orderedDescending
                default: return order != .orderedAscending
                }
            case .beginsWith, .endsWith, .contains, .like:
                if self == .contains, let collection = Self.elements(left) {
                    return collection.contains { Scalar($0, options) == Scalar(right, options) }
                }
                guard case .text(let a) = Scalar(left, options), case .text(let b) = Scalar(right, options) else { return false }
                switch self {
                case .beginsWith: return a.hasPrefix(b)
                case .endsWith: return a.hasSuffix(b)
                case .contains: return b.isEmpty || a.contains(b)
                default: return Self.like(Array(a), Array(b))
                }
            case .inside:
                if let collection = Self.elements(right) { return collection.contains { Scalar($0, options) == Scalar(left, options) } }
                guard case .text(let a) = Scalar(left, options), case .text(let b) = Scalar(right, options) else { return false }
                return a.isEmpty || b.contains(a)
            }
        }

        static func elements(_ value: Any?) -> [Any]? {
            if let array = value as? [Any] { return array }
            if let set = value as? NSSet { return set.allObjects }
            if let set = value as? Set<AnyHashable> { return Array(set) }
            return nil
        }

        /// `LIKE`: `?` one character, `*` any run. Greedy with one backtrack point, so time is
        /// at most text × pattern and memory constant, whatever the pattern.
        static func like(_ text: [Character], _ pattern: [Character]) -> Bool {
            var t = 0, p = 0
            var star: Int?, resume = 0
            while t < text.count {
                if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                    t += 1; p += 1
                } else if p < pattern.count, pattern[p] == "*" {
                    star = p; resume = t; p += 1
                } else if let s = star {
                    p = s + 1; resume += 1; t = resume
                } else {
                    return false
                }
            }
            while p < pattern.count, pattern[p] == "*" { p += 1 }
            return p == pattern.count
        }
    }

    /// A value as a predicate compares it: text, a number, a date, or an object by identity.
    enum Scalar: Equatable {
        case null, text(String), number(Double), date(Date), object(ObjectIdentifier), other(String)

        init(_ value: Any?, _ options: Options) {
            guard let value else { self = .null; return }
            if let optional = value as? any _OptionalValue, optional.isNone { self = .null; return }
            switch value {
            case let text as String: self = .text(options.normalised(text))
            case let text as Substring: self = .text(options.normalised(String(text)))
            case let flag as Bool: self = .number(flag ? 1 : 0)
            case let number as any BinaryInteger: self = .number(Double(number))
            case let number as any BinaryFloatingPoint: self = .number(Double(number))
            case let number as NSNumber: self = .number(number.doubleValue)
            case let date as Date: self = .date(date)
            case let uuid as UUID: self = .text(uuid.uuidString)
            case let object as NSObject: self = .object(ObjectIdentifier(object))
            default: self = .other("\(value)")
            }
        }

        func order(_ other: Scalar) -> ComparisonResult? {
            switch (self, other) {
            case (.text(let a), .text(let b)): return a == b ? .orderedSame : a < b ? .orderedAscending : .orderedDescending
            case (.number(let a), .number(let b)): return a == b ? .orderedSame : a < b ? .orderedAscending : .orderedDescending
            case (.date(let a), .date(let b)): return a == b ? .orderedSame : a < b ? .orderedAscending : .orderedDescending
            default: return nil
            }
        }
    }

    struct ParseError: Error, CustomStringConvertible {
        let description: String
    }

    static func parse(_ format: String, arguments: [Any]) throws -> Node {
        // Evaluation recurses through the tree, so its size is bounded.
        guard format.utf8.count <= 65_536 else { throw ParseError(description: "the format is longer than 64 KB") }
        let read = try tokens(format)
        guard read.count <= 10_000 else { throw ParseError(description: "the format has more than 10000 parts") }
        var parser = Parser(tokens: read, arguments: arguments)
        let node = try parser.or()
        guard parser.index == parser.tokens.count else { throw ParseError(description: "unexpected \"\(parser.tokens[parser.index].text)\"") }
        return node
    }

    struct Token {
        enum Kind { case word, string, number, symbol, argument }
        let kind: Kind
        let text: String
    }

    static func tokens(_ format: String) throws -> [Token] {
        var out: [Token] = []
        let chars = Array(format)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c.isWhitespace { i += 1; continue }
            if c == "\"" || c == "'" {
                var j = i + 1, text = ""
                while j < chars.count, chars[j] != c {
                    if chars[j] == "\\", j + 1 < chars.count { j += 1 }
                    text.append(chars[j]); j += 1
                }
                guard j < chars.count else { throw ParseError(description: "a quoted string is not closed") }
                out.append(Token(kind: .string, text: text)); i = j + 1; continue
            }
            if c == "%" {
                var j = i + 1
                while j < chars.count, chars[j].isLetter || chars[j] == "@" {
                    j += 1
                    if "@KdifgsuxX".contains(chars[j - 1]) { break }
                }
                out.append(Token(kind: .argument, text: String(chars[i..<j]))); i = j; continue
            }
            if c.isNumber || (c == "-" && i + 1 < chars.count && chars[i + 1].isNumber && (out.last?.kind == .symbol || out.isEmpty)) {
                var j = i + 1
                while j < chars.count, chars[j].isNumber || chars[j] == "." { j += 1 }
                out.append(Token(kind: .number, text: String(chars[i..<j]))); i = j; continue
            }
            if c.isLetter || c == "_" || c == "$" || c == "@" {
                var j = i + 1
                while j < chars.count, chars[j].isLetter || chars[j].isNumber || chars[j] == "_" || chars[j] == "." || chars[j] == "@" { j += 1 }
                out.append(Token(kind: .word, text: String(chars[i..<j]))); i = j; continue
            }
            let symbols = ["==", "!=", "<>", "<=", ">=", "=<", "=>", "&&", "||", "<", ">", "=", "!", "(", ")", "[", "]", "{", "}", ","]
            guard let symbol = symbols.first(where: { String(chars[i..<min(chars.count, i + $0.count)]) == $0 }) else {
                throw ParseError(description: "cannot read \"\(c)\" at character \(i + 1)")
            }
            out.append(Token(kind: .symbol, text: symbol))
            i += symbol.count
        }
        return out
    }

    struct Parser {
        let tokens: [Token]
        var arguments: [Any]
        var index = 0
        /// How deep NOTs and parentheses nest; bounded so a hostile format cannot exhaust the stack.
        var depth = 0
        static let maximumDepth = 100

        init(tokens: [Token], arguments: [Any]) { self.tokens = tokens; self.arguments = arguments }

        var next: Token? { index < tokens.count ? tokens[index] : nil }
        func isWord(_ word: String) -> Bool { next?.kind == .word && next?.text.uppercased() == word }
        func isSymbol(_ symbol: String) -> Bool { next?.kind == .symbol && next?.text == symbol }

        mutating func or() throws -> Node {
            var node = try and()
            while isWord("OR") || isSymbol("||") { index += 1; node = .or(node, try and()) }
            return node
        }

        mutating func and() throws -> Node {
            var node = try not()
            while isWord("AND") || isSymbol("&&") { index += 1; node = .and(node, try not()) }
            return node
        }

        mutating func not() throws -> Node {
            depth += 1
            defer { depth -= 1 }
            guard depth <= Self.maximumDepth else { throw ParseError(description: "NOTs and parentheses nest deeper than \(Self.maximumDepth)") }
            if isWord("NOT") || isSymbol("!") { index += 1; return .not(try not()) }
            if isSymbol("(") {
                index += 1
                let node = try or()
                guard isSymbol(")") else { throw ParseError(description: "a \"(\" is not closed") }
                index += 1
                return node
            }
            if isWord("TRUEPREDICATE") { index += 1; return .constant(true) }
            if isWord("FALSEPREDICATE") { index += 1; return .constant(false) }
            return try comparison()
        }

        mutating func comparison() throws -> Node {
            let left = try operand()
            guard let token = next else { throw ParseError(description: "a comparison has no operator") }
            index += 1
            let op: Operator
            switch token.text.uppercased() {
            case "==", "=": op = .equal
            case "!=", "<>": op = .notEqual
            case "<": op = .less
            case "<=", "=<": op = .lessOrEqual
            case ">": op = .greater
            case ">=", "=>": op = .greaterOrEqual
            case "BEGINSWITH": op = .beginsWith
            case "ENDSWITH": op = .endsWith
            case "CONTAINS": op = .contains
            case "LIKE": op = .like
            case "IN": op = .inside
            case "MATCHES": throw ParseError(description: "MATCHES (regular expressions) is not read here; use BEGINSWITH, CONTAINS or LIKE")
            case "BETWEEN": throw ParseError(description: "BETWEEN is not read here; use >= AND <=")
            default: throw ParseError(description: "\"\(token.text)\" is not a comparison")
            }
            var options = Options()
            if isSymbol("[") {
                index += 1
                guard let flags = next, flags.kind == .word else { throw ParseError(description: "an option bracket holds no c or d") }
                index += 1
                for flag in flags.text.lowercased() {
                    switch flag {
                    case "c": options.caseInsensitive = true
                    case "d": options.diacriticInsensitive = true
                    case "n": break
                    default: throw ParseError(description: "\"\(flag)\" is not an option (c, d or n)")
                    }
                }
                guard isSymbol("]") else { throw ParseError(description: "an option bracket is not closed") }
                index += 1
            }
            let right = try operand()
            return .compare(left, op, options, right)
        }

        mutating func operand() throws -> Operand {
            guard let token = next else { throw ParseError(description: "the format ends where a value should be") }
            index += 1
            switch token.kind {
            case .string: return .value(token.text)
            case .number: return .value(Double(token.text) ?? 0)
            case .argument:
                guard !arguments.isEmpty else { throw ParseError(description: "\(token.text) has no argument given for it") }
                let argument = arguments.removeFirst()
                if token.text == "%K" { return .key("\(argument)") }
                return .value(argument)
            case .word:
                switch token.text.uppercased() {
                case "SELF": return .this
                case "TRUE", "YES": return .value(true)
                case "FALSE", "NO": return .value(false)
                case "NIL", "NULL": return .value(nil)
                default: return .key(token.text)
                }
            case .symbol:
                if token.text == "{" {
                    var items: [Any] = []
                    while !isSymbol("}") {
                        guard case .value(let item) = try operand() else { throw ParseError(description: "a { } list holds a key path") }
                        items.append(item as Any)
                        if isSymbol(",") { index += 1 } else if !isSymbol("}") { throw ParseError(description: "a { } list is not closed") }
                    }
                    index += 1
                    return .value(items)
                }
                throw ParseError(description: "unexpected \"\(token.text)\" where a value should be")
            }
        }
    }
}

extension NSSortDescriptor {
    /// `NSSortDescriptor(keyPath: \Book.title, ascending: true)` for an optional attribute, as
    /// Core Data's generated properties are (Foundation on Linux takes only `Comparable`
    /// values): nil sorts first, as Foundation orders it.
    public convenience init<Root, Value: Comparable>(keyPath: KeyPath<Root, Value?>, ascending: Bool) {
        self.init(keyPath: keyPath, ascending: ascending) { a, b in
            let left = a as? Value, right = b as? Value
            switch (left, right) {
            case (nil, nil): return .orderedSame
            case (nil, _): return .orderedAscending
            case (_, nil): return .orderedDescending
            case (let l?, let r?): return l == r ? .orderedSame : l < r ? .orderedAscending : .orderedDescending
            }
        }
    }
}

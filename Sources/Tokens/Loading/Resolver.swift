/// Resolves aliases and decodes every raw token into a checked `TokenValue`.
///
/// Aliases (`"{color.white}"`) may stand for a whole `$value` or for any part of a
/// composite (a gradient stop's colour, a typography's font family). They are resolved
/// on demand with a stack, so a cycle is reported once, where it closes, and a token that
/// depends on a broken token fails quietly instead of repeating its error.
struct Resolver {
    let file: String
    private let raw: [String: RawToken]
    private var resolved: [String: TokenValue] = [:]
    private var failed: Set<String> = []
    private var stack: [String] = []
    private(set) var errors: [TokenError] = []

    init(file: String, tokens: [RawToken]) {
        self.file = file
        var raw: [String: RawToken] = [:]
        for t in tokens { raw[t.path] = t }
        self.raw = raw
    }

    /// The checked value of `path`, or nil when it (or something it refers to) is wrong.
    mutating func resolve(_ path: String) -> TokenValue? {
        if let v = resolved[path] { return v }
        if failed.contains(path) { return nil }
        guard let token = raw[path] else { return nil }
        stack.append(path)
        let errorCount = errors.count
        let value: TokenValue?
        if Self.aliasPath(token.value) != nil {
            value = aliasValue(token.value, at: token.valuePointer, expected: token.declaredType)
        } else if let type = token.declaredType {
            value = decode(token.value, as: type, at: token.valuePointer, extensions: token.extensions)
        } else {
            if !token.typeReported { fail(token.pointer, "token has no $type: set it on the token or on a group above it") }
            value = nil
            failed.insert(path)
        }
        stack.removeLast()
        if let value, errors.count == errorCount {
            resolved[path] = value
            return value
        }
        failed.insert(path)
        return nil
    }

    /// `{a.b.c}` → `a.b.c`; nil when the value is not an alias.
    static func aliasPath(_ value: JSONValue) -> String? {
        guard let s = value.stringValue, s.count > 2, s.first == "{", s.last == "}" else { return nil }
        let inner = s.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        return String(inner)
    }

    /// Resolves an alias found at `pointer`; checks the target's type against `expected`.
    mutating func aliasValue(_ value: JSONValue, at pointer: JSONPointer, expected: TokenType?) -> TokenValue? {
        guard let target = Self.aliasPath(value) else { return nil }
        guard raw[target] != nil else {
            let near = raw.keys.sorted().min { editDistance($0, target) < editDistance($1, target) }
            let hint = near.map { editDistance($0, target) <= max(3, target.count / 3) ? " (did you mean {\($0)}?)" : "" } ?? ""
            fail(pointer, "alias {\(target)} points at no token\(hint)")
            return nil
        }
        if let start = stack.firstIndex(of: target) {
            let cycle = (stack[start...] + [target]).joined(separator: " → ")
            fail(pointer, "alias {\(target)} forms a cycle: \(cycle)")
            return nil
        }
        guard let v = resolve(target) else { return nil }
        if let expected, v.type != expected {
            fail(pointer, "alias {\(target)} is a \(v.type.noun), expected a \(expected.noun)")
            return nil
        }
        return v
    }

    mutating func fail(_ pointer: JSONPointer, _ message: String) {
        errors.append(TokenError(file: file, pointer: pointer, message: message))
    }
}

/// Resolves aliases and decodes every raw token into a checked `TokenValue`.
///
/// Aliases (`"{color.white}"`) may stand for a whole `$value` or for any part of a
/// composite (a gradient stop's colour, a typography's font family). A file may chain
/// them as long as it likes, so resolution is iterative, never recursive: `resolve` keeps
/// an explicit work stack, and decoding a token never decodes another one. When a
/// decoder meets an alias to a token not decoded yet, it notes the target as pending and
/// the attempt is thrown away (its errors too); the driver decodes the pending targets
/// first and then tries the token again, when every target it names is known. So each
/// token is decoded at most twice, however long the chain or wide the composite.
///
/// A cycle is reported once, where it closes, in one short line however long it is; a
/// token that depends on a broken token fails quietly instead of repeating its error.
struct Resolver {
    let file: String
    private let raw: [String: RawToken]
    private var resolved: [String: TokenValue] = [:]
    private var failed: Set<String> = []
    /// The tokens being decoded, each waiting for the next: a path of aliases from the
    /// token `resolve` was asked for to the one on top. A cycle is an alias back into it.
    private var chain: [String] = []
    /// Where each token of `chain` sits in it.
    private var chainIndex: [String: Int] = [:]
    /// Targets the current attempt met undecoded, in the order it met them.
    private var pending: [String] = []
    private var pendingSet: Set<String> = []
    private(set) var errors: [TokenError] = []

    /// How many names of a cycle its message spells out before "… N more".
    static let cycleNamesShown = 4
    /// Names longer than this are shortened in cycle messages, so the line stays short.
    static let cycleNameLength = 60

    init(file: String, tokens: [RawToken]) {
        self.file = file
        var raw: [String: RawToken] = [:]
        for t in tokens { raw[t.path] = t }
        self.raw = raw
    }

    /// The checked value of `path`, or nil when it (or something it refers to) is wrong.
    mutating func resolve(_ path: String) -> TokenValue? {
        guard raw[path] != nil else { return nil }
        // Each entry is a token to decode; `tried` once it has been attempted and is
        // waiting for the targets pushed above it.
        var work: [(path: String, tried: Bool)] = [(path, false)]
        while let (top, tried) = work.last {
            if resolved[top] != nil || failed.contains(top) {
                work.removeLast()
                continue
            }
            if !tried {
                chainIndex[top] = chain.count
                chain.append(top)
                work[work.count - 1].tried = true
            }
            let needs = attempt(top)
            if needs.isEmpty {
                work.removeLast()
                chain.removeLast()
                chainIndex[top] = nil
            } else {
                // Pushed in reverse, so they are decoded in the order the token names them.
                work += needs.reversed().map { ($0, false) }
            }
        }
        return resolved[path]
    }

    /// Decodes `path` once. Returns the undecoded targets it needs first (and then records
    /// nothing), or an empty list once the token is resolved or has failed.
    private mutating func attempt(_ path: String) -> [String] {
        let token = raw[path]!
        let errorCount = errors.count
        pending = []
        pendingSet = []
        let value: TokenValue?
        if Self.aliasPath(token.value) != nil {
            value = aliasValue(token.value, at: token.valuePointer, expected: token.declaredType)
        } else if let type = token.declaredType {
            value = decode(token.value, as: type, at: token.valuePointer, extensions: token.extensions)
        } else {
            if !token.typeReported { fail(token.pointer, "token has no $type: set it on the token or on a group above it") }
            value = nil
        }
        if !pending.isEmpty {
            errors.removeSubrange(errorCount...)
            return pending
        }
        if let value, errors.count == errorCount, placementAllows(value, of: token) {
            resolved[path] = value
        } else {
            failed.insert(path)
        }
        return []
    }

    /// Rules that depend on where a token sits, checked on its resolved value (so an alias
    /// is held to them too): a duration in the `motion` group times an animation, and so
    /// may not be longer than any animation DesignProof draws.
    private mutating func placementAllows(_ value: TokenValue, of token: RawToken) -> Bool {
        guard case .duration(let seconds) = value, !token.isExtension,
              token.path.split(separator: ".").first == Substring(ValueRanges.motionGroup),
              seconds > AnimationTime.longest else { return true }
        let stated = Self.aliasPath(token.value).map { "alias {\($0)} is \(JSONValue.number(seconds).excerpt) s, which" }
            ?? "\(JSONValue.number(seconds).excerpt) s"
        fail(token.valuePointer, "\(stated) is longer than \(AnimationTime.longestText), the longest animation DesignProof draws "
             + "(durations in the \(ValueRanges.motionGroup) group are animation timings)")
        return false
    }

    /// `{a.b.c}` → `a.b.c`; nil when the value is not an alias.
    static func aliasPath(_ value: JSONValue) -> String? {
        guard let s = value.stringValue, s.count > 2, s.first == "{", s.last == "}" else { return nil }
        let inner = s.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        return String(inner)
    }

    /// Resolves an alias found at `pointer`; checks the target's type against `expected`.
    /// A target not decoded yet is noted as pending and gives nil for now.
    mutating func aliasValue(_ value: JSONValue, at pointer: JSONPointer, expected: TokenType?) -> TokenValue? {
        guard let target = Self.aliasPath(value) else { return nil }
        guard raw[target] != nil else {
            fail(pointer, "alias {\(target)} points at no token\(suggestion(for: target))")
            return nil
        }
        if let start = chainIndex[target] {
            fail(pointer, "alias {\(target)} forms a cycle: \(cycleText(from: start, closingAt: target))")
            return nil
        }
        if failed.contains(target) { return nil }
        guard let v = resolved[target] else {
            if pendingSet.insert(target).inserted { pending.append(target) }
            return nil
        }
        if let expected, v.type != expected {
            fail(pointer, "alias {\(target)} is a \(v.type.noun), expected a \(expected.noun)")
            return nil
        }
        return v
    }

    /// `a → b → c → a` for a short cycle; for a long one the first few names, how many
    /// are left out, and the last name with the one it closes on.
    private func cycleText(from start: Int, closingAt target: String) -> String {
        let members = chain.count - start
        let shown = Self.cycleNamesShown
        func name(_ s: String) -> String {
            s.count <= Self.cycleNameLength ? s : String(s.prefix(Self.cycleNameLength - 1)) + "…"
        }
        guard members > shown + 1 else {
            return (chain[start...].map(name) + [name(target)]).joined(separator: " → ")
        }
        let head = chain[start..<start + shown].map(name).joined(separator: " → ")
        let left = members - shown - 1
        return "\(head) → … \(left) more → \(name(chain[chain.count - 1])) → \(name(target)) (\(members) tokens)"
    }

    /// Alias errors that may earn a "did you mean": each suggestion compares the name with
    /// every token's, so a file of thousands of broken aliases would be quadratic. Names
    /// longer than `suggestionNameLength` get none (edit distance is quadratic in length).
    static let suggestionsOffered = 20
    static let suggestionNameLength = 200
    /// Suggestions made so far, by target (an attempt that is thrown away and redone asks again).
    private var suggestions: [String: String] = [:]

    /// " (did you mean {x}?)" for a near token name, or "".
    private mutating func suggestion(for target: String) -> String {
        if let known = suggestions[target] { return known }
        guard suggestions.count < Self.suggestionsOffered, target.count <= Self.suggestionNameLength else { return "" }
        let limit = max(3, target.count / 3)
        var best: (name: String, distance: Int)?
        for name in raw.keys where abs(name.count - target.count) <= limit {
            let d = editDistance(name, target)
            if d <= limit, best.map({ d < $0.distance || (d == $0.distance && name < $0.name) }) ?? true { best = (name, d) }
        }
        let text = best.map { " (did you mean {\($0.name)}?)" } ?? ""
        suggestions[target] = text
        return text
    }

    mutating func fail(_ pointer: JSONPointer, _ message: String) {
        errors.append(TokenError(file: file, pointer: pointer, message: message))
    }
}

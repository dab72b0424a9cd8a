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
    private(set) var resolved: [String: TokenValue] = [:]
    private(set) var failed: Set<String> = []
    /// The tokens being decoded, each waiting for the next: a path of aliases from the
    /// token `resolve` was asked for to the one on top. A cycle is an alias back into it.
    private var chain: [String] = []
    /// Where each token of `chain` sits in it.
    private(set) var chainIndex: [String: Int] = [:]
    /// Targets the current attempt met undecoded, in the order it met them.
    var pending: [String] = []
    var pendingSet: Set<String> = []
    private(set) var errors: [TokenError] = []
    /// What was read but changed to be drawn (see `TokenSet.warnings`).
    private(set) var warnings: [TokenError] = []
    /// Refuse the forms older than the Format Module 2025.10 (hex strings, "20px").
    let strict: Bool
    /// Token paths by the JSON pointer of their token object, for `$ref`s.
    private let pathAtPointer: [String: String]
    /// The `$ref`s being followed into parts of values, to catch one that leads back to itself.
    var refTrail: [String] = []
    /// Parts of values already decoded through a `$ref`, by pointer and type.
    var partValues: [PartKey: TokenValue] = [:]
    /// Token paths by their slug (`Cross B Buttons.bg` → `cross-b-buttons.bg`), nil where two
    /// share one: Figma writes aliases to other collections slugged. Empty in strict mode.
    private let slugged: [String: String?]

    /// How many names of a cycle its message spells out before "… N more".
    static let cycleNamesShown = 4
    /// Names longer than this are shortened in cycle messages, so the line stays short.
    static let cycleNameLength = 60

    init(file: String, tokens: [RawToken], strict: Bool = false) {
        self.file = file
        self.strict = strict
        var raw: [String: RawToken] = [:]
        var pathAtPointer: [String: String] = [:]
        for t in tokens where raw[t.path] == nil {
            raw[t.path] = t
            pathAtPointer[t.pointer.description] = t.path
        }
        self.raw = raw
        self.pathAtPointer = pathAtPointer
        var slugged: [String: String?] = [:]
        if !strict {
            for path in raw.keys {
                let slug = Self.slug(path)
                slugged[slug] = slugged[slug] == nil ? .some(path) : .some(nil)
            }
        }
        self.slugged = slugged
    }

    /// A path as Figma slugs names: each name lower case, every run of characters other than
    /// letters and digits one hyphen, none at either end (`Tokens - Color pallets` →
    /// `tokens-color-pallets`).
    static func slug(_ path: String) -> String {
        path.split(separator: ".", omittingEmptySubsequences: false).map { name in
            var out = "", gap = false
            for ch in name.lowercased() {
                if ch.isLetter || ch.isNumber { if gap && !out.isEmpty { out.append("-") }; out.append(ch); gap = false } else { gap = true }
            }
            return out
        }.joined(separator: ".")
    }

    /// The raw token at `path`, for references into parts of its value.
    func rawToken(_ path: String) -> RawToken? { raw[path] }

    /// The path of the token whose object sits at `pointer`.
    func tokenPath(at pointer: JSONPointer) -> String? { pathAtPointer[pointer.description] }

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
        let warningCount = warnings.count
        pending = []
        pendingSet = []
        let value: TokenValue?
        if Self.isReference(token.value) {
            value = aliasValue(token.value, at: token.valuePointer, expected: token.declaredType)
        } else if let type = token.declaredType {
            value = decode(token.value, as: type, at: token.valuePointer, extensions: token.extensions)
        } else {
            if !token.typeReported { fail(token.pointer, "token has no $type: set it on the token or on a group above it") }
            value = nil
        }
        if !pending.isEmpty {
            errors.removeSubrange(errorCount...)
            warnings.removeSubrange(warningCount...)
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
        let stated = Self.referenceText(token.value).map { "\($0) is \(JSONValue.number(seconds).excerpt) s, which" }
            ?? "\(JSONValue.number(seconds).excerpt) s"
        fail(token.valuePointer, "\(stated) is longer than \(AnimationTime.longestText), the longest animation DesignProof draws "
             + "(durations in the \(ValueRanges.motionGroup) group are animation timings)")
        return false
    }

    /// True for an alias (`"{a.b}"`) and for a JSON-pointer reference (`{"$ref": "#/a/b"}`),
    /// and for an object with a `$ref` that is not one (reported as such by `aliasValue`).
    static func isReference(_ value: JSONValue) -> Bool {
        aliasPath(value) != nil || value["$ref"] != nil
    }

    /// `{"$ref": "#/a/b"}` → `#/a/b`; nil for anything else (an object with more members
    /// than `$ref` is not a reference).
    static func refPointer(_ value: JSONValue) -> String? {
        guard case .object(let members) = value, members.count == 1, members[0].key == "$ref" else { return nil }
        return members[0].value.stringValue
    }

    /// How a message names a reference: `alias {a.b}` or `reference #/a/b`.
    static func referenceText(_ value: JSONValue) -> String? {
        if let path = aliasPath(value) { return "alias {\(path)}" }
        if let ref = refPointer(value) { return "reference \(ref)" }
        return nil
    }

    /// `{a.b.c}` → `a.b.c`; nil when the value is not an alias.
    static func aliasPath(_ value: JSONValue) -> String? {
        guard let s = value.stringValue, s.count > 2, s.first == "{", s.last == "}" else { return nil }
        let inner = s.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        return String(inner)
    }

    /// Resolves an alias or `$ref` found at `pointer`; checks the target's type against
    /// `expected`. A target not decoded yet is noted as pending and gives nil for now.
    mutating func aliasValue(_ value: JSONValue, at pointer: JSONPointer, expected: TokenType?) -> TokenValue? {
        if let ref = Self.refPointer(value) { return refValue(ref, at: pointer, expected: expected) }
        guard let target = Self.aliasPath(value) else {
            if case .object(let members) = value, members.contains(where: { $0.key == "$ref" }) {
                fail(pointer, "a reference is {\"$ref\": \"#/json/pointer\"} with a string and nothing else")
            }
            return nil
        }
        guard raw[target] != nil else {
            // `{cross-b-buttons.bg}` for `Cross B Buttons.bg`: exactly one token has that slug.
            if !strict, let only = slugged[Self.slug(target)], let path = only, path != target {
                let value = tokenValue(path, named: "alias {\(target)}", at: pointer, expected: expected)
                if value != nil { warn(pointer, "alias {\(target)} names {\(path)} as Figma slugs it; read as {\(path)}") }
                return value
            }
            fail(pointer, "alias {\(target)} points at no token\(suggestion(for: target))")
            return nil
        }
        return tokenValue(target, named: "alias {\(target)}", at: pointer, expected: expected)
    }

    /// The value of the token at `target`, which `name` (an alias or a reference) names.
    mutating func tokenValue(_ target: String, named name: String, at pointer: JSONPointer, expected: TokenType?) -> TokenValue? {
        if let start = chainIndex[target] {
            fail(pointer, "\(name) forms a cycle: \(cycleText(from: start, closingAt: target))")
            return nil
        }
        if failed.contains(target) { return nil }
        guard let v = resolved[target] else {
            if pendingSet.insert(target).inserted { pending.append(target) }
            return nil
        }
        if let expected, v.type != expected {
            // A number that names a dimension (Figma's and Tokens Studio's "font size" numbers):
            // its points, outside strict mode.
            if !strict, expected == .number, case .dimension(let points) = v {
                warn(pointer, "\(name) is a dimension where a number belongs; read as its \(JSONValue.number(points).excerpt) pt")
                return .number(points)
            }
            fail(pointer, "\(name) is a \(v.type.noun), expected a \(expected.noun)")
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

    mutating func warn(_ pointer: JSONPointer, _ message: String) {
        warnings.append(TokenError(file: file, pointer: pointer, message: "warning: " + message))
    }
}

/// All tokens of one design-system file, in document order, with typed look-ups.
///
/// Look-ups throw a `TokenError` naming the file and the missing or mistyped path, so a
/// screen that asks for a token the file lacks fails with a message a designer can act on.
public struct TokenSet: Sendable {
    /// The file as it was named when loaded (e.g. `tokens/airfit/base.tokens.json`).
    public let file: String
    /// The design system's id: the file name before `.tokens.json` (`airfit`).
    public let system: String
    /// The root `$description`.
    public let description: String?
    /// Every token in the order the file lists it (main tree first, then `$extensions`).
    public let tokens: [Token]
    /// `$description`s of groups, by dotted group path.
    public let groupDescriptions: [String: String]
    /// What the loader read but could not keep exactly: a colour outside sRGB (clipped to
    /// it), a gradient stop position outside 0…1 (clamped), an inset shadow. Each names
    /// the file and the JSON pointer of the value; `proof tokens validate` prints them.
    public let warnings: [TokenError]
    private let index: [String: Int]

    /// A set of already-resolved tokens (the loader builds these; tests may too).
    public init(file: String, system: String, description: String?, tokens: [Token], groupDescriptions: [String: String],
                warnings: [TokenError] = []) {
        self.warnings = warnings
        self.file = file
        self.system = system
        self.description = description
        self.tokens = tokens
        self.groupDescriptions = groupDescriptions
        var index: [String: Int] = [:]
        for (i, t) in tokens.enumerated() { index[t.path] = i }
        self.index = index
    }

    /// The token at dotted `path`, if any.
    public subscript(path: String) -> Token? {
        index[path].map { tokens[$0] }
    }

    /// Tokens whose path starts with `group.` in document order.
    public func tokens(in group: String) -> [Token] {
        let prefix = group + "."
        return tokens.filter { $0.path.hasPrefix(prefix) }
    }

    /// Names of the direct children (tokens or groups) of `group`, in document order.
    public func childNames(of group: String) -> [String] {
        let prefix = group.isEmpty ? "" : group + "."
        var seen = Set<String>()
        var names: [String] = []
        for t in tokens where t.path.hasPrefix(prefix) {
            let rest = t.path.dropFirst(prefix.count)
            let child = String(rest.split(separator: ".").first ?? "")
            if seen.insert(child).inserted { names.append(child) }
        }
        return names
    }

    /// The value of `path`; throws naming the file, the pointer where the token belongs
    /// (`/color/glass/stroke`) and a near name, when there is none.
    public func value(_ path: String) throws(TokenError) -> TokenValue {
        guard let t = self[path] else {
            let pointer = JSONPointer(path.split(separator: ".", omittingEmptySubsequences: false).map(String.init))
            throw TokenError(file: file, pointer: pointer, message: "no token \(path)\(suggestion(for: path))")
        }
        return t.value
    }

    /// The colour of `path` (converted to sRGB when the file states another colour space).
    public func color(_ path: String) throws(TokenError) -> RGBA {
        if case .color(let v) = try value(path) { return v }
        throw mistyped(path, .color)
    }

    /// Points.
    public func dimension(_ path: String) throws(TokenError) -> Double {
        if case .dimension(let v) = try value(path) { return v }
        throw mistyped(path, .dimension)
    }

    /// Seconds.
    public func duration(_ path: String) throws(TokenError) -> Double {
        if case .duration(let v) = try value(path) { return v }
        throw mistyped(path, .duration)
    }

    /// The number of `path`.
    public func number(_ path: String) throws(TokenError) -> Double {
        if case .number(let v) = try value(path) { return v }
        throw mistyped(path, .number)
    }

    /// A number that must lie in `range` (and be whole when `whole`), for a reader that
    /// knows what it means: a scale factor, a count of turns. `meaning` says so in the
    /// error ("a scale factor"), which names the file and the token's value.
    public func number(_ path: String, in range: ClosedRange<Double>, whole: Bool = false, meaning: String) throws(TokenError) -> Double {
        let v = try number(path)
        guard range.contains(v), !whole || v == v.rounded() else {
            let p = self[path]?.pointer.appending("$value") ?? .root
            let bounds = "\(JSONValue.number(range.lowerBound).excerpt)…\(JSONValue.number(range.upperBound).excerpt)"
            throw TokenError(file: file, pointer: p, message: "\(JSONValue.number(v).excerpt) is not \(meaning) in \(bounds)\(whole ? " (a whole number)" : "")")
        }
        return v
    }

    /// A scale factor, 0…10 (`motion.glassIn.scaleFrom`): `number(_:in:meaning:)` with the
    /// range and wording every app's motion tokens use.
    public func scaleFactor(_ path: String) throws(TokenError) -> Double { try number(path, in: 0...10, meaning: "a scale factor") }

    /// An opacity, 0…1 (`motion.micRipple.opacityTo`).
    public func opacity(_ path: String) throws(TokenError) -> Double { try number(path, in: 0...1, meaning: "an opacity") }

    /// The font weight of `path`, 1…1000 (names such as `semi-bold` are read as their numbers).
    public func fontWeight(_ path: String) throws(TokenError) -> Double {
        if case .fontWeight(let v) = try value(path) { return v }
        throw mistyped(path, .fontWeight)
    }

    /// The font family of `path`.
    public func fontFamily(_ path: String) throws(TokenError) -> FontFamily {
        if case .fontFamily(let v) = try value(path) { return v }
        throw mistyped(path, .fontFamily)
    }

    /// The timing curve of `path`.
    public func cubicBezier(_ path: String) throws(TokenError) -> CubicBezier {
        if case .cubicBezier(let v) = try value(path) { return v }
        throw mistyped(path, .cubicBezier)
    }

    /// The gradient of `path`.
    public func gradient(_ path: String) throws(TokenError) -> Gradient {
        if case .gradient(let v) = try value(path) { return v }
        throw mistyped(path, .gradient)
    }

    /// The shadows (one or more) of `path`.
    public func shadow(_ path: String) throws(TokenError) -> [Shadow] {
        if case .shadow(let v) = try value(path) { return v }
        throw mistyped(path, .shadow)
    }

    /// The text style of `path`.
    public func typography(_ path: String) throws(TokenError) -> Typography {
        if case .typography(let v) = try value(path) { return v }
        throw mistyped(path, .typography)
    }

    /// The stroke style of `path`.
    public func strokeStyle(_ path: String) throws(TokenError) -> StrokeStyle {
        if case .strokeStyle(let v) = try value(path) { return v }
        throw mistyped(path, .strokeStyle)
    }

    /// The border of `path`.
    public func border(_ path: String) throws(TokenError) -> Border {
        if case .border(let v) = try value(path) { return v }
        throw mistyped(path, .border)
    }

    /// The transition of `path`.
    public func transition(_ path: String) throws(TokenError) -> Transition {
        if case .transition(let v) = try value(path) { return v }
        throw mistyped(path, .transition)
    }

    /// The spring (ours, under $extensions) of `path`.
    public func spring(_ path: String) throws(TokenError) -> SpringParameters {
        if case .spring(let v) = try value(path) { return v }
        throw mistyped(path, .spring)
    }

    /// The material (ours, under $extensions) of `path`.
    public func material(_ path: String) throws(TokenError) -> MaterialToken {
        if case .material(let v) = try value(path) { return v }
        throw mistyped(path, .material)
    }

    func mistyped(_ path: String, _ expected: TokenType) -> TokenError {
        let actual = self[path]?.type.noun ?? "missing"
        return TokenError(file: file, pointer: self[path]?.pointer ?? .root,
                          message: "token \(path) is a \(actual), expected a \(expected.noun)")
    }

    func suggestion(for path: String) -> String {
        guard let best = tokens.map(\.path).min(by: { editDistance($0, path) < editDistance($1, path) }),
              editDistance(best, path) <= max(3, path.count / 3) else { return "" }
        return " (did you mean \(best)?)"
    }
}

/// Levenshtein distance, for "did you mean" suggestions.
public func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}

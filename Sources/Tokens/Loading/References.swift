/// JSON-pointer references (`{"$ref": "#/color/brand"}`), the Format Module 2025.10's
/// second way to refer to a value besides curly-brace aliases. A reference may name a
/// token (its object or its `$value`), which then works exactly like an alias (same cycle
/// detection, same type check), or a part of a composite value
/// (`#/border/focus/$value/color`, `#/brand/$value/components/0`), which is decoded in
/// place as the type that part has. Only pointers into the same file (`#/…`) are read.
///
/// A part of another token is read only once that token is resolved (it becomes a pending
/// target, as an alias's target does), and each part is decoded once (`partValues`), so a
/// chain of part references of any length costs linear time and no recursion deeper than
/// one link: the next link's part is already known. Only a part of a token that is itself
/// being decoded (its own value, or one waiting in the chain) is followed in place, nested
/// at most `longestRefChain` deep.
extension Resolver {
    /// Parts followed in place through `$ref`s into other parts of tokens being decoded
    /// before giving up (nesting this deep inside one value is a generated file gone wrong;
    /// a cycle is caught before).
    static let longestRefChain = 64

    /// The part of `token`'s value as written that `parts[split...]` (`$value/…`) names; nil,
    /// reported, when the way goes through a reference or leads nowhere.
    private mutating func part(of token: RawToken, path: String, parts: [String], split: Int, named name: String, at pointer: JSONPointer) -> JSONValue? {
        let rest = Array(parts[split...])
        var node = token.value
        for (i, key) in rest.dropFirst().enumerated() {
            if let through = Self.referenceText(node) {
                let at = JSONPointer(Array(parts[..<(split + 1 + i)]))
                fail(pointer, "\(name) goes through \(through) at \(at): refer to the part of the token it names")
                return nil
            }
            switch node {
            case .object: node = node[key] ?? .null
            case .array(let items): node = Int(key).flatMap { $0 >= 0 && $0 < items.count ? items[$0] : nil } ?? .null
            default: node = .null
            }
            if node == .null {
                fail(pointer, "\(name) points at nothing: token \(path) has no \(JSONPointer(Array(rest[...(i + 1)])))")
                return nil
            }
        }
        return node
    }

    /// The token a pointer enters: the path of the longest prefix of `parts` that is a token
    /// object, and that prefix's length (nil, 0 when none is).
    private func enteredToken(_ parts: [String]) -> (path: String?, split: Int) {
        var split = parts.count
        while split >= 0 {
            if let p = tokenPath(at: JSONPointer(Array(parts[..<split]))) { return (p, split) }
            split -= 1
        }
        return (nil, 0)
    }

    /// The literal a `$ref` names inside another token's value, for parts that have no token
    /// type of their own — a dimension's or duration's `unit` (Format Module 2025.10, Aliases:
    /// "Dimension Component References"). A reference there must lead to a literal.
    mutating func refLiteral(_ ref: String, at pointer: JSONPointer) -> JSONValue? {
        let name = "reference \(ref)"
        guard let parts = Self.pointerTokens(ref) else {
            fail(pointer, "\(name) is not a JSON pointer into this file (write \"#/group/token/$value/unit\")")
            return nil
        }
        let (path, split) = enteredToken(parts)
        guard let path, let token = rawToken(path), split < parts.count, parts[split] == "$value", split + 1 < parts.count else {
            fail(pointer, "\(name) points at no part of a token's value (write \"#/group/token/$value/unit\")")
            return nil
        }
        guard let node = part(of: token, path: path, parts: parts, split: split, named: name, at: pointer) else { return nil }
        if let through = Self.referenceText(node) {
            fail(pointer, "\(name) leads to \(through): refer to the part it names")
            return nil
        }
        return node
    }

    mutating func refValue(_ ref: String, at pointer: JSONPointer, expected: TokenType?) -> TokenValue? {
        let name = "reference \(ref)"
        guard let parts = Self.pointerTokens(ref) else {
            fail(pointer, "\(name) is not a JSON pointer into this file (write \"#/group/token\"; other files are not read)")
            return nil
        }
        let (path, split) = enteredToken(parts)
        guard let path, let token = rawToken(path) else {
            fail(pointer, "\(name) points at no token (a reference names a token, its $value or a part of it)")
            return nil
        }
        let rest = Array(parts[split...])
        if rest.isEmpty || rest == ["$value"] {
            return tokenValue(path, named: name, at: pointer, expected: expected)
        }
        guard rest[0] == "$value" else {
            fail(pointer, "\(name) points at the token's \(rest[0]), not at its value")
            return nil
        }
        // A part of a value: find it in the value as written.
        guard let node = part(of: token, path: path, parts: parts, split: split, named: name, at: pointer) else { return nil }
        let inferred = Self.partType(of: token.declaredType, at: rest.dropFirst())
        guard let type = expected ?? inferred else {
            fail(pointer, "\(name) points at a part whose type cannot be told: set $type on the token that refers to it")
            return nil
        }
        if let expected, let inferred, expected != inferred {
            fail(pointer, "\(name) is a \(inferred.noun), expected a \(expected.noun)")
            return nil
        }
        let key = PartKey(ref: ref, type: type)
        if let known = partValues[key] { return known }
        // Another token's part: that token first (iteratively, by the driver), then the part.
        if chainIndex[path] == nil {
            if failed.contains(path) { return nil }
            guard resolved[path] != nil else {
                if pendingSet.insert(path).inserted { pending.append(path) }
                return nil
            }
        }
        if refTrail.contains(ref) {
            fail(pointer, "\(name) forms a cycle: " + (refTrail.drop { $0 != ref } + [ref]).joined(separator: " → "))
            return nil
        }
        guard refTrail.count < Self.longestRefChain else {
            fail(pointer, "\(name) is the \(Self.longestRefChain + 1)th reference in a chain of references to parts; the most followed is \(Self.longestRefChain)")
            return nil
        }
        refTrail.append(ref)
        defer { refTrail.removeLast() }
        let errorCount = errors.count
        let pendingCount = pending.count
        let value = part(node, as: type, at: pointer)
        // Known for good only when nothing failed or waits (a failure is told where it was
        // met; what waits is decoded again once its targets are).
        if let value, errors.count == errorCount, pending.count == pendingCount { partValues[key] = value }
        return value
    }

    /// A part of a value as one type: what `partValues` remembers.
    struct PartKey: Hashable {
        let ref: String
        let type: TokenType
    }

    /// `#/a/b~1c` → ["a", "b/c"] (RFC 6901 unescaping); nil when it is not `#` or `#/…`.
    static func pointerTokens(_ ref: String) -> [String]? {
        guard ref.hasPrefix("#") else { return nil }
        let body = ref.dropFirst()
        if body.isEmpty { return [] }
        guard body.hasPrefix("/") else { return nil }
        return body.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
            String($0).replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
    }

    /// The type of the part of a `type` value at `rest` (the pointer after `$value`), as
    /// the Format Module defines each composite's members; nil where it defines none (a
    /// hex string, a font name) or the pointer leaves the type's structure.
    static func partType(of type: TokenType?, at rest: ArraySlice<String>) -> TokenType? {
        guard let type, let first = rest.first else { return type }
        let after = rest.dropFirst()
        switch type {
        case .color:
            return (first == "components" && after.count == 1) || (first == "alpha" && after.isEmpty) ? .number : nil
        case .cubicBezier: return after.isEmpty && Int(first) != nil ? .number : nil
        case .shadow:
            if Int(first) != nil { return partType(of: .shadow, at: after) }
            switch first {
            case "color": return partType(of: .color, at: after)
            case "offsetX", "offsetY", "blur", "spread": return partType(of: .dimension, at: after)
            default: return nil
            }
        case .border:
            switch first {
            case "color": return partType(of: .color, at: after)
            case "width": return partType(of: .dimension, at: after)
            case "style": return partType(of: .strokeStyle, at: after)
            default: return nil
            }
        case .strokeStyle:
            return first == "dashArray" && after.count == 1 ? .dimension : nil
        case .transition:
            switch first {
            case "duration", "delay": return partType(of: .duration, at: after)
            case "timingFunction": return partType(of: .cubicBezier, at: after)
            default: return nil
            }
        case .typography:
            switch first {
            case "fontFamily": return partType(of: .fontFamily, at: after)
            case "fontSize", "letterSpacing": return partType(of: .dimension, at: after)
            case "fontWeight": return partType(of: .fontWeight, at: after)
            case "lineHeight": return partType(of: .number, at: after)
            default: return nil
            }
        case .gradient:
            guard Int(first) != nil, let member = after.first else { return nil }
            switch member {
            case "color": return partType(of: .color, at: after.dropFirst())
            case "position": return partType(of: .number, at: after.dropFirst())
            default: return nil
            }
        case .dimension, .duration, .fontFamily, .fontWeight, .number, .spring, .material:
            return nil
        }
    }
}

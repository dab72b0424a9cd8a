/// Where a part of a merged token structure was written: the file and the pointer in it.
struct TokenOrigin: Hashable, Sendable {
    /// The file, as messages name it.
    let file: String
    /// Where the node sits in that file (for a source written inline in a resolver
    /// document, where it sits in the resolver document).
    let pointer: JSONPointer
}

/// Token documents merged the way the Resolver Module orders them (Resolver Module 2025.10,
/// "Ordering"): a later source overrides an earlier one, groups of the same name merge member
/// by member, and a token is replaced whole. Each node remembers the source that wrote it, so a
/// problem found in the merged structure is reported in the file and at the pointer it was
/// written. Aliases are not looked at here: they are resolved in the merged structure
/// afterwards, as the module says ("Aliases MUST NOT be resolved until this step").
struct TokenMerge {
    /// The merged structure.
    private(set) var document: JSONValue = .object([])
    /// The source that last wrote each group and token, by its pointer in `document`.
    private var origins: [JSONPointer: TokenOrigin] = [:]
    /// Tokens written by more than one source: where, the source overridden and the one kept.
    private(set) var overrides: [(pointer: JSONPointer, earlier: TokenOrigin, later: TokenOrigin)] = []

    /// Merges `source` (a token document's root object) over what is there; `origin` is where
    /// that root was written.
    mutating func add(_ source: JSONValue, from origin: TokenOrigin) {
        if origins[.root] == nil { origins[.root] = origin }
        document = merge(document, over: source, at: .root, from: origin)
    }

    /// Where the node at `pointer` of the merged structure was written: the nearest group or
    /// token above it (or itself), with the rest of the pointer appended.
    func origin(of pointer: JSONPointer) -> TokenOrigin {
        var tokens = pointer.tokens
        var rest: [String] = []
        while true {
            if let found = origins[JSONPointer(tokens)] {
                return TokenOrigin(file: found.file, pointer: JSONPointer(found.pointer.tokens + rest))
            }
            guard let last = tokens.popLast() else { return TokenOrigin(file: "", pointer: pointer) }
            rest.insert(last, at: 0)
        }
    }

    /// A token (or a whole-token `$ref`) is replaced whole; anything else that is an object
    /// is a group, merged member by member.
    static func isLeaf(_ node: JSONValue) -> Bool {
        guard case .object(let members) = node else { return true }
        if node["$value"] != nil { return true }
        return node["$ref"] != nil && members.allSatisfy { $0.key.hasPrefix("$") }
    }

    private mutating func merge(_ base: JSONValue?, over: JSONValue, at pointer: JSONPointer, from origin: TokenOrigin) -> JSONValue {
        let here = TokenOrigin(file: origin.file, pointer: origin.pointer)
        guard let base, case .object(var members) = base, !Self.isLeaf(base), !Self.isLeaf(over),
              case .object(let incoming) = over else {
            if let base, pointer != .root, Self.isLeaf(base) || Self.isLeaf(over), let earlier = origins[pointer], base != over {
                overrides.append((pointer, earlier, here))
            }
            record(over, at: pointer, from: here)
            return over
        }
        if pointer != .root { origins[pointer] = here }
        var index: [String: Int] = [:]
        for (i, member) in members.enumerated() { index[member.key] = i }
        for (key, value) in incoming {
            let child = pointer.appending(key)
            let from = TokenOrigin(file: origin.file, pointer: origin.pointer.appending(key))
            if key.hasPrefix("$"), key != "$root" {
                // A group's own properties ($type, $description…): the later source's.
                if let i = index[key] { members[i].value = value } else { index[key] = members.count; members.append((key, value)) }
                continue
            }
            if let i = index[key] {
                members[i].value = merge(members[i].value, over: value, at: child, from: from)
            } else {
                index[key] = members.count
                members.append((key, merge(nil, over: value, at: child, from: from)))
            }
        }
        return .object(members)
    }

    /// Notes `origin` for `node` and every group and token inside it.
    private mutating func record(_ node: JSONValue, at pointer: JSONPointer, from origin: TokenOrigin) {
        origins[pointer] = origin
        guard case .object(let members) = node, !Self.isLeaf(node) else { return }
        for (key, value) in members where !key.hasPrefix("$") || key == "$root" {
            record(value, at: pointer.appending(key), from: TokenOrigin(file: origin.file, pointer: origin.pointer.appending(key)))
        }
    }
}

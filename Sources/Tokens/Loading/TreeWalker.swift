/// Walks a DTCG document into raw tokens and group descriptions, reporting structural
/// problems (unknown `$` keys, bad names, values that are neither token nor group).
///
/// It also applies what the Format Module 2025.10 lets a group state for everything in
/// it: `$type` and `$deprecated` are inherited by the tokens below (the nearest wins), and
/// `$extends` (`"{other.group}"` or `{"$ref": "#/other/group"}`) makes a group behave as
/// if it held every token and group of the other one, its own members winning (groups
/// present in both are merged the same way, deeply). A `$root` member is a token like any
/// other (its path ends in `.$root`).
struct TreeWalker {
    /// Our namespace under `$extensions`.
    static let namespace = "dev.designproof"

    let file: String
    private(set) var tokens: [RawToken] = []
    private(set) var groupDescriptions: [String: String] = [:]
    private(set) var errors: [TokenError] = []
    /// What lenient reading read past (unknown `$` keys in a token, members inside a token,
    /// names with a dot); each is an error in strict mode.
    private(set) var warnings: [TokenError] = []
    private(set) var rootDescription: String?
    /// Whether every deviation from the Format Module is an error.
    let strict: Bool
    /// The document, for `$extends` targets.
    private var document: JSONValue = .null
    /// `$extends` problems already reported (a group walked through two extensions would
    /// otherwise report its cycle twice).
    private var reportedExtends: Set<String> = []
    /// The longest chain of groups extending groups that is followed.
    static let longestExtendsChain = 64

    init(file: String, strict: Bool = true) {
        self.file = file
        self.strict = strict
    }

    mutating func walk(document: JSONValue) {
        guard case .object(let members) = document else {
            fail(.root, "the document must be a JSON object of token groups")
            return
        }
        self.document = document
        var rootType: TokenType?
        var rootReported = false
        var rootDeprecated: String?
        for (key, value) in members where key.hasPrefix("$") {
            switch key {
            case "$description": rootDescription = describe(value, at: JSONPointer.root.appending(key))
            case "$schema": break
            case "$type":
                rootType = parseType(value, at: JSONPointer.root.appending(key), inExtension: false)
                rootReported = rootType == nil
            case "$deprecated": rootDeprecated = deprecation(value, at: JSONPointer.root.appending(key)) ?? nil
            case "$root": break
            case "$extensions":
                // Springs and materials live in our namespace, walked like a token tree of
                // their own; other tools' namespaces are left alone.
                if let ours = value[Self.namespace] {
                    let p = JSONPointer.root.appending("$extensions").appending(Self.namespace)
                    walkGroup(ours, path: [], pointer: p, inheritedType: nil, typeReported: false, inExtension: true)
                }
            default: fail(JSONPointer.root.appending(key), "unknown key \(key) (allowed at the top: $description, $type, $deprecated, $extensions, $schema, $root)")
            }
        }
        walkGroup(document, path: [], pointer: .root, inheritedType: rootType, typeReported: rootReported, inExtension: false,
                  skipDollarKeys: true, deprecated: .some(rootDeprecated))
    }

    /// `$deprecated`: true (deprecated, no reason given → ""), false (nil) or the reason.
    private mutating func deprecation(_ value: JSONValue, at pointer: JSONPointer) -> String?? {
        switch value {
        case .bool(let b): return .some(b ? "" : nil)
        case .string(let s): return .some(s)
        default:
            fail(pointer, "\(value.excerpt) is not a $deprecated value (true, false or a string saying what to use instead)")
            return .none
        }
    }

    /// A group's members with its `$extends` applied (see the type's comment). `trail`
    /// holds the groups whose extension led here, to catch a cycle.
    private mutating func effectiveMembers(_ node: JSONValue, pointer: JSONPointer, trail: [JSONPointer] = []) -> [(key: String, value: JSONValue)] {
        let own = (node.objectMembers ?? []).filter { $0.key != "$extends" && $0.key != "$ref" }
        // `$extends` is defined as JSON Schema's `$ref`, so a group's `"$ref": "#/other"` extends too.
        let key = node["$extends"] != nil ? "$extends" : "$ref"
        guard let written = node[key] else { return own }
        let ext = key == "$ref" ? JSONValue.object([(key: "$ref", value: written)]) : written
        let ep = pointer.appending(key)
        func problem(_ message: String) -> [(key: String, value: JSONValue)] {
            if reportedExtends.insert(ep.description).inserted { fail(ep, message) }
            return own
        }
        let targetTokens: [String]
        if let alias = Resolver.aliasPath(ext) {
            targetTokens = alias.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        } else if let ref = Resolver.refPointer(ext), let tokens = Resolver.pointerTokens(ref) {
            targetTokens = tokens
        } else {
            return problem("\(ext.excerpt) is not a group to extend (write \"{group.name}\" or {\"$ref\": \"#/group/name\"})")
        }
        let target = JSONPointer(targetTokens)
        let name = ext.stringValue ?? Resolver.refPointer(ext) ?? ""
        if pointer.tokens.starts(with: targetTokens) {
            return problem("\(name) is this group or one that contains it, so extending it never ends")
        }
        if let start = trail.firstIndex(of: target) {
            let names = (trail[start...] + [pointer, target]).map { $0.description.isEmpty ? "/" : $0.description }
            let result = problem("$extends \(name) forms a cycle: " + names.joined(separator: " → "))
            // One line per cycle: its other groups are not reported again when walked.
            for member in trail[start...] { reportedExtends.insert(member.appending("$extends").description) }
            return result
        }
        guard trail.count < Self.longestExtendsChain else {
            // Reported where the walk began (the group whose chain is too long).
            let origin = (trail.first ?? pointer).appending("$extends")
            if reportedExtends.insert(origin.description).inserted {
                fail(origin, "this group's chain of extensions is more than \(Self.longestExtendsChain) groups long (it reaches \(name) at \(pointer))")
            }
            return own
        }
        var targetNode: JSONValue? = document
        for key in targetTokens { targetNode = targetNode?[key] }
        guard let targetNode, case .object = targetNode, targetNode["$value"] == nil else {
            return problem("$extends \(name) names no group in this file")
        }
        let base = effectiveMembers(targetNode, pointer: target, trail: trail + [pointer])
        return Self.merge(base: base, over: own)
    }

    /// `over`'s members win over `base`'s, except that two groups of the same name are merged.
    private static func merge(base: [(key: String, value: JSONValue)], over: [(key: String, value: JSONValue)]) -> [(key: String, value: JSONValue)] {
        var out: [(key: String, value: JSONValue)] = []
        for (key, value) in base {
            if let mine = over.first(where: { $0.key == key })?.value {
                if case .object(let b) = value, case .object(let o) = mine, value["$value"] == nil, mine["$value"] == nil, !key.hasPrefix("$") {
                    out.append((key, .object(merge(base: b, over: o))))
                } else {
                    out.append((key, mine))
                }
            } else {
                out.append((key, value))
            }
        }
        for (key, value) in over where !base.contains(where: { $0.key == key }) { out.append((key, value)) }
        return out
    }

    /// The deepest group a walk enters (the JSON reader's own nesting limit).
    static let deepestGroup = 256

    private mutating func walkGroup(_ node: JSONValue, path: [String], pointer: JSONPointer,
                                    inheritedType: TokenType?, typeReported: Bool, inExtension: Bool, skipDollarKeys: Bool = false,
                                    deprecated: String?? = .none) {
        guard case .object = node else {
            fail(pointer, "\(node.excerpt) is not a token or a group (a token is an object with \"$value\")")
            return
        }
        // A file nests at most 256 levels (the JSON reader's limit), so a deeper group comes
        // from extensions that bring in the group that extends — without this the walk
        // recursed until the stack ran out (found by the token fuzzer).
        guard pointer.tokens.count <= Self.deepestGroup else {
            fail(pointer, "groups nest more than \(Self.deepestGroup) levels deep through $extends or $ref: a group extends one that contains it")
            return
        }
        let members = skipDollarKeys ? (node.objectMembers ?? []) : effectiveMembers(node, pointer: pointer)
        let node = JSONValue.object(members)
        var groupType = inheritedType
        var reported = typeReported
        var groupDeprecated: String? = deprecated ?? nil
        if !skipDollarKeys {
            if let d = node["$deprecated"], let parsed = deprecation(d, at: pointer.appending("$deprecated")) {
                groupDeprecated = parsed
            }
            if let t = node["$type"] {
                let parsed = parseType(t, at: pointer.appending("$type"), inExtension: inExtension)
                groupType = parsed ?? groupType
                reported = reported || parsed == nil
            }
            if let d = node["$description"], let text = describe(d, at: pointer.appending("$description")) {
                groupDescriptions[path.joined(separator: ".")] = text
            }
        }
        for (key, value) in members {
            let childPointer = pointer.appending(key)
            if key == "$root", case .object = value, value["$value"] != nil {
                addToken(value, path: path + [key], pointer: childPointer, inheritedType: groupType, typeReported: reported,
                         inExtension: inExtension, deprecated: groupDeprecated)
                continue
            }
            if key.hasPrefix("$") {
                if skipDollarKeys { continue }
                if !["$type", "$description", "$extensions", "$deprecated", "$ref"].contains(key) {
                    fail(childPointer, "unknown key \(key) in a group (a group may have $type, $description, $extensions, $deprecated, $extends, $root)")
                }
                continue
            }
            if let problem = Self.nameProblem(key) {
                // Figma and Tokens Studio name tokens "0.25" or "1.5x": outside strict mode the
                // token is left out with a warning (no alias could name it), the rest read.
                if strict || key.isEmpty { fail(childPointer, problem) } else { warn(childPointer, problem + "; this token or group is left out") }
                continue
            }
            if case .object = value, value["$value"] != nil {
                addToken(value, path: path + [key], pointer: childPointer, inheritedType: groupType, typeReported: reported,
                         inExtension: inExtension, deprecated: groupDeprecated)
            } else if let alias = tokenReference(value) {
                addToken(alias, path: path + [key], pointer: childPointer, inheritedType: groupType, typeReported: reported,
                         inExtension: inExtension, deprecated: groupDeprecated)
            } else {
                walkGroup(value, path: path + [key], pointer: childPointer, inheritedType: groupType, typeReported: reported,
                          inExtension: inExtension, deprecated: .some(groupDeprecated))
            }
        }
    }

    /// `{"$ref": "#/colors/blue"}` where a token may stand, pointing at a token: an alias of
    /// that whole token (Format Module 2025.10, Aliases: "JSON Pointer Syntax" — `semantic.primary`
    /// becomes an alias for `colors.blue`), returned as a token whose `$value` is that reference.
    /// A `$ref` to a group is the group's extension instead (`effectiveMembers`).
    private func tokenReference(_ node: JSONValue) -> JSONValue? {
        guard case .object(let members) = node, let written = node["$ref"],
              let ref = Resolver.refPointer(.object([(key: "$ref", value: written)])),
              var tokens = Resolver.pointerTokens(ref) else { return nil }
        if tokens.last == "$value" { tokens.removeLast() }
        var target: JSONValue? = document
        for key in tokens { target = target?[key] }
        guard let target, case .object = target, target["$value"] != nil else { return nil }
        return .object(members.filter { $0.key != "$ref" } + [(key: "$value", value: .object([(key: "$ref", value: written)]))])
    }

    private mutating func addToken(_ node: JSONValue, path: [String], pointer: JSONPointer,
                                   inheritedType: TokenType?, typeReported: Bool, inExtension: Bool, deprecated: String?) {
        var type = inheritedType
        var reported = typeReported
        var description: String?
        var deprecated = deprecated
        for (key, value) in node.objectMembers ?? [] {
            switch key {
            case "$value": break
            case "$extensions":
                if case .object = value {} else { fail(pointer.appending(key), "\(value.excerpt) is not an object of extensions by vendor (e.g. {\"\(Self.namespace)\": {...}})") }
            case "$deprecated":
                if let parsed = deprecation(value, at: pointer.appending(key)) { deprecated = parsed }
            case "$type":
                let parsed = parseType(value, at: pointer.appending(key), inExtension: inExtension)
                type = parsed ?? type
                reported = reported || parsed == nil
            case "$description": description = describe(value, at: pointer.appending(key))
            default:
                if strict {
                    fail(pointer.appending(key), key.hasPrefix("$")
                         ? "unknown key \(key) in a token (a token may have $value, $type, $description, $extensions, $deprecated)"
                         : "a token cannot also be a group: move \"\(key)\" out of the token or rename $value")
                } else {
                    // Tools add their own keys to tokens ($name, $fluid) and nest tokens in
                    // tokens; the token's own $value is unambiguous, so it is read without them.
                    warn(pointer.appending(key), key.hasPrefix("$")
                         ? "unknown key \(key) in a token is not read (a token may have $value, $type, $description, $extensions, $deprecated)"
                         : "a token cannot also be a group: \"\(key)\" inside the token is not read (move it out of the token)")
                }
            }
        }
        tokens.append(RawToken(path: path.joined(separator: "."), pointer: pointer, declaredType: type,
                               value: node["$value"] ?? .null, description: description,
                               extensions: node["$extensions"], isExtension: inExtension, typeReported: reported, deprecated: deprecated))
    }

    private mutating func parseType(_ value: JSONValue, at pointer: JSONPointer, inExtension: Bool) -> TokenType? {
        guard let name = value.stringValue, let type = TokenType(rawValue: name) else {
            let known = TokenType.allCases.filter { inExtension || !$0.isExtension }.map(\.rawValue)
            fail(pointer, "\(value.excerpt) is not a token type (one of \(known.joined(separator: ", ")))")
            return nil
        }
        if type.isExtension && !inExtension {
            fail(pointer, "$type \(name) is ours, not DTCG's: put it under $extensions/\(Self.namespace)")
            return nil
        }
        return type
    }

    private mutating func describe(_ value: JSONValue, at pointer: JSONPointer) -> String? {
        guard let text = value.stringValue else {
            fail(pointer, "\(value.excerpt) is not a string")
            return nil
        }
        return text
    }

    /// DTCG forbids `.`, `{` and `}` in names: they would break alias paths.
    static func nameProblem(_ name: String) -> String? {
        if name.isEmpty { return "an empty name is not allowed" }
        if name.contains(where: { $0 == "." || $0 == "{" || $0 == "}" }) {
            return "the name \"\(name)\" contains '.', '{' or '}', which alias paths reserve"
        }
        return nil
    }

    private mutating func fail(_ pointer: JSONPointer, _ message: String) {
        errors.append(TokenError(file: file, pointer: pointer, message: message))
    }

    private mutating func warn(_ pointer: JSONPointer, _ message: String) {
        warnings.append(TokenError(file: file, pointer: pointer, message: "warning: " + message))
    }
}

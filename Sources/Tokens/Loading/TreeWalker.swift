/// Walks a DTCG document into raw tokens and group descriptions, reporting structural
/// problems (unknown `$` keys, bad names, values that are neither token nor group).
struct TreeWalker {
    /// Our namespace under `$extensions`.
    static let namespace = "dev.designproof"

    let file: String
    private(set) var tokens: [RawToken] = []
    private(set) var groupDescriptions: [String: String] = [:]
    private(set) var errors: [TokenError] = []
    private(set) var rootDescription: String?

    init(file: String) { self.file = file }

    mutating func walk(document: JSONValue) {
        guard case .object(let members) = document else {
            fail(.root, "the document must be a JSON object of token groups")
            return
        }
        for (key, value) in members where key.hasPrefix("$") {
            switch key {
            case "$description": rootDescription = describe(value, at: JSONPointer.root.appending(key))
            case "$schema", "$type": break
            case "$extensions":
                // Springs and materials live in our namespace, walked like a token tree of
                // their own; other tools' namespaces are left alone.
                if let ours = value[Self.namespace] {
                    let p = JSONPointer.root.appending("$extensions").appending(Self.namespace)
                    walkGroup(ours, path: [], pointer: p, inheritedType: nil, typeReported: false, inExtension: true)
                }
            default: fail(JSONPointer.root.appending(key), "unknown key \(key) (allowed at the top: $description, $extensions, $schema)")
            }
        }
        walkGroup(document, path: [], pointer: .root, inheritedType: nil, typeReported: false, inExtension: false, skipDollarKeys: true)
    }

    private mutating func walkGroup(_ node: JSONValue, path: [String], pointer: JSONPointer,
                                    inheritedType: TokenType?, typeReported: Bool, inExtension: Bool, skipDollarKeys: Bool = false) {
        guard case .object(let members) = node else {
            fail(pointer, "\(node.excerpt) is not a token or a group (a token is an object with \"$value\")")
            return
        }
        var groupType = inheritedType
        var reported = typeReported
        if !skipDollarKeys {
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
            if key.hasPrefix("$") {
                if skipDollarKeys { continue }
                if !["$type", "$description", "$extensions", "$deprecated"].contains(key) {
                    fail(childPointer, "unknown key \(key) in a group (a group may have $type, $description, $extensions, $deprecated)")
                }
                continue
            }
            if let problem = Self.nameProblem(key) {
                fail(childPointer, problem)
                continue
            }
            if case .object = value, value["$value"] != nil {
                addToken(value, path: path + [key], pointer: childPointer, inheritedType: groupType, typeReported: reported, inExtension: inExtension)
            } else {
                walkGroup(value, path: path + [key], pointer: childPointer, inheritedType: groupType, typeReported: reported, inExtension: inExtension)
            }
        }
    }

    private mutating func addToken(_ node: JSONValue, path: [String], pointer: JSONPointer,
                                   inheritedType: TokenType?, typeReported: Bool, inExtension: Bool) {
        var type = inheritedType
        var reported = typeReported
        var description: String?
        for (key, value) in node.objectMembers ?? [] {
            switch key {
            case "$value", "$extensions", "$deprecated": break
            case "$type":
                let parsed = parseType(value, at: pointer.appending(key), inExtension: inExtension)
                type = parsed ?? type
                reported = reported || parsed == nil
            case "$description": description = describe(value, at: pointer.appending(key))
            default:
                fail(pointer.appending(key), key.hasPrefix("$")
                     ? "unknown key \(key) in a token (a token may have $value, $type, $description, $extensions, $deprecated)"
                     : "a token cannot also be a group: move \"\(key)\" out of the token or rename $value")
            }
        }
        tokens.append(RawToken(path: path.joined(separator: "."), pointer: pointer, declaredType: type,
                               value: node["$value"] ?? .null, description: description,
                               extensions: node["$extensions"], isExtension: inExtension, typeReported: reported))
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
}

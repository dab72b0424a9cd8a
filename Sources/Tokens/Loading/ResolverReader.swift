import Foundation

/// Reads a resolver document's structure (Resolver Module 2025.10, "Syntax"): checks every
/// member, follows `#/sets/…` and `#/modifiers/…` references (a cycle, or nesting deeper
/// than `TokenResolverDocument.deepestReference`, is an error), and lists the resolution
/// order's items with their sources. Files are not opened here; `TokenLoader.merged` does.
struct ResolverReader {
    let file: String
    let root: JSONValue
    let strict: Bool
    private(set) var errors: [TokenError] = []
    private(set) var warnings: [TokenError] = []
    /// Sets' sources already read, by name.
    private var setSources: [String: [TokenResolverDocument.Source]] = [:]
    /// Sets being read, to catch one that refers back to itself.
    private var reading: [String] = []

    init(file: String, root: JSONValue, strict: Bool) {
        self.file = file
        self.root = root
        self.strict = strict
    }

    /// The folder relative `$ref`s are resolved from.
    private var folder: String { (file as NSString).deletingLastPathComponent }

    mutating func read() -> [TokenResolverDocument.Item]? {
        guard case .object(let members) = root else {
            fail(.root, "a resolver document is a JSON object with version and resolutionOrder")
            return nil
        }
        // `$defs` is JSON Schema's place for definitions a `$ref` points at (tokens, here).
        let known = ["name", "version", "description", "sets", "modifiers", "resolutionOrder", "$schema", "$defs", "$extensions"]
        for (key, _) in members where !known.contains(key) {
            unknown(JSONPointer([key]), "unknown key \(key) in a resolver document (it may have \(known.dropLast().joined(separator: ", ")))")
        }
        switch root["version"] {
        case .string("2025.10")?: break
        case let v?: fail(JSONPointer(["version"]), "\(v.excerpt) is not a version this module reads (write \"2025.10\")")
        case nil where strict: fail(.root, "a resolver document needs \"version\": \"2025.10\"")
        case nil: warn(.root, "no \"version\": read as the Resolver Module 2025.10 (write \"version\": \"2025.10\")")
        }
        for key in ["name", "description"] {
            if let v = root[key], v.stringValue == nil { fail(JSONPointer([key]), "\(v.excerpt) is not a string") }
        }
        for key in ["sets", "modifiers"] {
            if let v = root[key], v.objectMembers == nil { fail(JSONPointer([key]), "\(v.excerpt) is not an object of \(key) by name") }
        }
        guard case .array(let order)? = root["resolutionOrder"] else {
            fail(root["resolutionOrder"] == nil ? .root : JSONPointer(["resolutionOrder"]),
                 "a resolver document needs \"resolutionOrder\": an array of {\"$ref\": \"#/sets/NAME\"} and {\"$ref\": \"#/modifiers/NAME\"}")
            return nil
        }
        guard order.count <= TokenResolverDocument.mostItems else {
            fail(JSONPointer(["resolutionOrder"]), "has \(order.count) items, more than \(TokenResolverDocument.mostItems); is it generated wrong?")
            return nil
        }
        var items: [TokenResolverDocument.Item] = []
        var names: [String: JSONPointer] = [:]
        for (i, entry) in order.enumerated() {
            let at = JSONPointer(["resolutionOrder", String(i)])
            guard let item = orderItem(entry, at: at) else { continue }
            let name: String
            switch item {
            case .set(let n, _): name = "set " + n
            case .modifier(let m, _): name = "modifier " + m.name
            }
            if let first = names[name] {
                fail(at, "\(name) is already in the resolution order at \(first)")
                continue
            }
            names[name] = at
            items.append(item)
        }
        var modifierNames: [String: JSONPointer] = [:]
        for (i, item) in items.enumerated() {
            guard case .modifier(let m, _) = item else { continue }
            if let first = modifierNames[m.name] {
                fail(JSONPointer(["resolutionOrder", String(i)]), "a second modifier named \(m.name) (the first is at \(first)): an input could not tell them apart")
            }
            modifierNames[m.name] = JSONPointer(["resolutionOrder", String(i)])
        }
        return items
    }

    /// An item of the resolution order: a reference to a set or modifier, or one written inline
    /// with `type` and `name`.
    private mutating func orderItem(_ entry: JSONValue, at: JSONPointer) -> TokenResolverDocument.Item? {
        if let ref = refText(entry) {
            guard let target = localTarget(ref, at: at.appending("$ref")) else { return nil }
            switch (target.kind, target.name) {
            case ("sets", let name):
                guard let sources = set(named: name, at: at.appending("$ref")) else { return nil }
                return .set(name: name, sources: sources)
            case ("modifiers", let name):
                guard let node = root["modifiers"]?[name] else {
                    fail(at.appending("$ref"), "\(ref) names no modifier (the document's modifiers: \(names(of: "modifiers")))")
                    return nil
                }
                return modifier(node, name: name, at: JSONPointer(["modifiers", name]))
            default:
                fail(at.appending("$ref"), "\(ref) is neither a set nor a modifier (write \"#/sets/NAME\" or \"#/modifiers/NAME\")")
                return nil
            }
        }
        guard case .object = entry else {
            fail(at, "\(entry.excerpt) is not a set or modifier (write {\"$ref\": \"#/sets/NAME\"} or an inline one with type and name)")
            return nil
        }
        var kind = entry["type"]?.stringValue
        var name = entry["name"]?.stringValue ?? ""
        // Tools write an inline set as just its sources (`{"sources": [...]}`): outside strict
        // mode it is read as a set named by its place in the order, with a warning.
        if !strict, entry["type"] == nil, entry["contexts"] == nil, entry["sources"] != nil {
            kind = "set"
            if name.isEmpty { name = "set \(at.description.split(separator: "/").last ?? "")" }
            warn(at, "an inline set needs \"type\": \"set\" and a \"name\"; read as a set named \"\(name)\"")
        }
        guard !name.isEmpty else {
            fail(at, "an inline set or modifier needs a \"name\"")
            return nil
        }
        switch kind {
        case "set":
            guard let sources = sourceList(entry["sources"], at: at.appending("sources"), inModifier: false) else { return nil }
            checkKeys(entry, at: at, allowed: ["type", "name", "description", "sources", "$extensions"])
            return .set(name: name, sources: sources)
        case "modifier":
            return modifier(entry, name: name, at: at, inline: true)
        default:
            fail(at.appending("type"), "an inline item needs \"type\": \"set\" or \"modifier\"")
            return nil
        }
    }

    /// The sources of the set called `name` in `sets`.
    private mutating func set(named name: String, at: JSONPointer) -> [TokenResolverDocument.Source]? {
        if let known = setSources[name] { return known }
        guard let node = root["sets"]?[name] else {
            fail(at, "#/sets/\(name) names no set (the document's sets: \(names(of: "sets")))")
            return nil
        }
        if let start = reading.firstIndex(of: name) {
            fail(at, "set \(name) refers back to itself: " + (reading[start...] + [name]).joined(separator: " → "))
            return nil
        }
        guard reading.count < TokenResolverDocument.deepestReference else {
            fail(at, "sets refer to sets more than \(TokenResolverDocument.deepestReference) deep (at \(name))")
            return nil
        }
        let here = JSONPointer(["sets", name])
        guard case .object = node else {
            fail(here, "\(node.excerpt) is not a set (write {\"sources\": [...]})")
            return nil
        }
        checkKeys(node, at: here, allowed: ["description", "sources", "$extensions"])
        reading.append(name)
        defer { reading.removeLast() }
        let sources = sourceList(node["sources"], at: here.appending("sources"), inModifier: false)
        if let sources { setSources[name] = sources }
        return sources
    }

    private mutating func modifier(_ node: JSONValue, name: String, at: JSONPointer, inline: Bool = false) -> TokenResolverDocument.Item? {
        guard case .object = node else {
            fail(at, "\(node.excerpt) is not a modifier (write {\"contexts\": {\"light\": [...], \"dark\": [...]}})")
            return nil
        }
        checkKeys(node, at: at, allowed: (inline ? ["type", "name"] : []) + ["description", "contexts", "default", "$extensions"])
        guard case .object(let contexts)? = node["contexts"] else {
            fail(node["contexts"] == nil ? at : at.appending("contexts"), "a modifier needs \"contexts\": an object of token sources by context name")
            return nil
        }
        guard !contexts.isEmpty else {
            fail(at.appending("contexts"), "a modifier needs at least one context (the module requires it)")
            return nil
        }
        guard contexts.count <= TokenResolverDocument.mostContexts else {
            fail(at.appending("contexts"), "has \(contexts.count) contexts, more than \(TokenResolverDocument.mostContexts)")
            return nil
        }
        if contexts.count == 1 {
            let message = "a modifier of one context is a set (the module asks for two or more)"
            if strict { fail(at.appending("contexts"), message) } else { warn(at.appending("contexts"), message) }
        }
        var byContext: [String: [TokenResolverDocument.Source]] = [:]
        var ok = true
        for (context, list) in contexts {
            guard let sources = sourceList(list, at: at.appending("contexts").appending(context), inModifier: true) else { ok = false; continue }
            byContext[context] = sources
        }
        var fallback: String?
        if let d = node["default"] {
            if let text = d.stringValue, contexts.contains(where: { $0.key == text }) { fallback = text } else {
                fail(at.appending("default"), "\(d.excerpt) is not one of the contexts (\(contexts.map(\.key).joined(separator: ", ")))")
                ok = false
            }
        }
        guard ok else { return nil }
        let modifier = TokenResolverDocument.Modifier(name: name, contexts: contexts.map(\.key), defaultContext: fallback,
                                                      description: node["description"]?.stringValue)
        return .modifier(modifier, contexts: byContext)
    }

    /// An array of sources: inline token documents, `{"$ref": "FILE[#/pointer]"}` and (in a
    /// set or a modifier's context) `{"$ref": "#/sets/NAME"}`.
    private mutating func sourceList(_ node: JSONValue?, at: JSONPointer, inModifier: Bool) -> [TokenResolverDocument.Source]? {
        guard case .array(let entries)? = node else {
            fail(node == nil ? JSONPointer(at.tokens.dropLast()) : at, "\(node == nil ? "a set needs \"sources\"" : node!.excerpt + " is not"): an array of token documents and {\"$ref\": \"FILE\"}")
            return nil
        }
        var out: [TokenResolverDocument.Source] = []
        var ok = true
        for (i, entry) in entries.enumerated() {
            let here = at.appending(i)
            guard let ref = refText(entry) else {
                guard case .object = entry else {
                    fail(here, "\(entry.excerpt) is not a token document or {\"$ref\": \"FILE\"}")
                    ok = false
                    continue
                }
                out.append(.inline(entry, at: here))
                continue
            }
            if ref.hasPrefix("#"), let tokens = Resolver.pointerTokens(ref), !tokens.isEmpty,
               !["sets", "modifiers", "resolutionOrder"].contains(tokens[0]) {
                // Anywhere else in this document (`#/$defs/light`): the tokens written there.
                var node: JSONValue? = root
                for key in tokens { node = node?[key] }
                guard let node, case .object = node else {
                    fail(here.appending("$ref"), "\(ref) points at no token document in this file")
                    ok = false
                    continue
                }
                out.append(.inline(node, at: JSONPointer(tokens)))
                continue
            }
            if ref.hasPrefix("#") {
                guard let target = localTarget(ref, at: here.appending("$ref")) else { ok = false; continue }
                guard target.kind == "sets" else {
                    fail(here.appending("$ref"), "\(ref): a set or a modifier's context may refer to a set or a file, never to a modifier or another part of the document")
                    ok = false
                    continue
                }
                guard let sources = set(named: target.name, at: here.appending("$ref")) else { ok = false; continue }
                out += sources
                continue
            }
            if ref.contains("://") {
                fail(here.appending("$ref"), "\(ref) is a remote reference, which is not read (give the file's path, relative to this document)")
                ok = false
                continue
            }
            let pieces = ref.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            var part: [String] = []
            if pieces.count == 2, !pieces[1].isEmpty {
                guard let tokens = Resolver.pointerTokens(pieces[1].hasPrefix("/") ? "#" + pieces[1] : "#/" + pieces[1]) else {
                    fail(here.appending("$ref"), "\(ref): the part after # is not a JSON pointer")
                    ok = false
                    continue
                }
                part = tokens
            }
            guard !pieces[0].isEmpty else {
                fail(here.appending("$ref"), "\(ref) names no file")
                ok = false
                continue
            }
            let path = pieces[0].hasPrefix("/") ? pieces[0] : (folder.isEmpty ? pieces[0] : folder + "/" + pieces[0])
            out.append(.file(path: path, part: part, at: here.appending("$ref")))
        }
        return ok ? out : nil
    }

    /// `#/sets/NAME` → ("sets", "NAME"); a pointer into the resolution order is refused (the
    /// module: inline items MUST NOT be referenced).
    private mutating func localTarget(_ ref: String, at: JSONPointer) -> (kind: String, name: String)? {
        guard let tokens = Resolver.pointerTokens(ref), tokens.count == 2, ["sets", "modifiers", "resolutionOrder"].contains(tokens[0]) else {
            fail(at, "\(ref) is not \"#/sets/NAME\" or \"#/modifiers/NAME\"")
            return nil
        }
        guard tokens[0] != "resolutionOrder" else {
            fail(at, "\(ref) points into the resolution order, whose items may not be referred to (the module forbids it)")
            return nil
        }
        return (tokens[0], tokens[1])
    }

    private func refText(_ node: JSONValue) -> String? {
        guard case .object(let members) = node, members.count == 1, members[0].key == "$ref" else { return nil }
        return members[0].value.stringValue
    }

    private func names(of key: String) -> String {
        let list = root[key]?.objectMembers?.map(\.key) ?? []
        return list.isEmpty ? "none" : list.prefix(10).joined(separator: ", ") + (list.count > 10 ? " …" : "")
    }

    private mutating func checkKeys(_ node: JSONValue, at: JSONPointer, allowed: [String]) {
        for (key, _) in node.objectMembers ?? [] where !allowed.contains(key) {
            unknown(at.appending(key), "unknown key \(key) (allowed here: \(allowed.joined(separator: ", ")))")
        }
    }

    /// A key the module does not define: ignored with a warning (tools write `name` in a
    /// modifier, for one), refused with `--strict`.
    private mutating func unknown(_ pointer: JSONPointer, _ message: String) {
        if strict { fail(pointer, message) } else { warn(pointer, message + "; it is ignored") }
    }

    private mutating func fail(_ pointer: JSONPointer, _ message: String) {
        errors.append(TokenError(file: file, pointer: pointer, message: message))
    }

    private mutating func warn(_ pointer: JSONPointer, _ message: String) {
        warnings.append(TokenError(file: file, pointer: pointer, message: "warning: " + message))
    }
}

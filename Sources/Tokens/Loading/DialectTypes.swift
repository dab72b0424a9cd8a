/// `$type`s other tools add to the Format Module 2025.10 — Terrazzo's and Style Dictionary's
/// `string`, `boolean` and `link` —, which DesignProof has nothing to draw with. Outside
/// strict mode a token of one is left out of the set with one warning line (its meaning is
/// plain; it is simply not a design value we draw), so the rest of a real file loads; in
/// strict mode the tree walker refuses the type as any other unknown one.
enum DialectTypes {
    /// The types left out.
    static let leftOut: Set<String> = ["string", "boolean", "link"]

    /// `document` without the tokens whose own or inherited `$type` is one of `leftOut`
    /// (and without those `$type`s on groups), nor the aliases of those tokens (chains
    /// included), and a warning for each token left out.
    static func filter(_ document: JSONValue, file: String) -> (document: JSONValue, warnings: [TokenError]) {
        // First: which tokens go — those of a left-out type, then every alias leading to one
        // (a worklist over who-aliases-whom, so a chain of any length costs linear time).
        var typed: [String: String] = [:]        // path → the left-out type
        var aliasesOf: [String: [String]] = [:]   // target path → the paths aliasing it
        func scan(_ node: JSONValue, path: [String], inherited: String?) {
            guard case .object(let members) = node else { return }
            let type = node["$type"]?.stringValue ?? inherited
            if let value = node["$value"] {
                let name = path.joined(separator: ".")
                if let type, leftOut.contains(type) { typed[name] = type }
                if let target = Resolver.aliasPath(value) { aliasesOf[target, default: []].append(name) }
                return
            }
            for (key, value) in members where !key.hasPrefix("$") || key == "$root" { scan(value, path: path + [key], inherited: type) }
        }
        scan(document, path: [], inherited: nil)
        guard !typed.isEmpty else { return (document, []) }
        var gone: [String: String] = [:]          // path → why
        var work = Array(typed.keys)
        for (path, type) in typed { gone[path] = "$type \"\(type)\" is not a Format Module type (other tools add it); this token is left out" }
        while let target = work.popLast() {
            for alias in aliasesOf[target] ?? [] where gone[alias] == nil {
                gone[alias] = "it is an alias of {\(target)}, which is left out; so is this token"
                work.append(alias)
            }
        }
        var warnings: [TokenError] = []
        func walk(_ node: JSONValue, path: [String], at pointer: JSONPointer) -> JSONValue? {
            guard case .object(let members) = node else { return node }
            let own = node["$type"]?.stringValue
            if node["$value"] != nil {
                guard let why = gone[path.joined(separator: ".")] else { return node }
                warnings.append(TokenError(file: file, pointer: pointer, message: "warning: " + why))
                return nil
            }
            var kept: [(key: String, value: JSONValue)] = []
            for (key, value) in members {
                if key == "$type", let own, leftOut.contains(own) { continue }
                if key.hasPrefix("$"), key != "$root" { kept.append((key, value)); continue }
                if let child = walk(value, path: path + [key], at: pointer.appending(key)) { kept.append((key, child)) }
            }
            return .object(kept)
        }
        // The JSON reader nests at most 256 levels, so these recursions are bounded.
        return (walk(document, path: [], at: .root) ?? .object([]), warnings)
    }
}

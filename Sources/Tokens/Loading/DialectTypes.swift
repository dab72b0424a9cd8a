/// `$type`s other tools add to the Format Module 2025.10 — Terrazzo's and Style Dictionary's
/// `string`, `boolean` and `link` —, which DesignProof has nothing to draw with. Outside
/// strict mode a token of one is left out of the set with one warning line (its meaning is
/// plain; it is simply not a design value we draw), so the rest of a real file loads; in
/// strict mode the tree walker refuses the type as any other unknown one.
enum DialectTypes {
    /// The types left out.
    static let leftOut: Set<String> = ["string", "boolean", "link"]
    /// Whether tokens of `type` are left out: the other tools' types, and any type that is
    /// neither the Format Module's nor one letter or two away from one of its names (`colour`,
    /// `Color`, `dimensions` are typos, which stay errors).
    static func isLeftOut(_ type: String) -> Bool {
        if leftOut.contains(type) { return true }
        guard TokenType(rawValue: type) == nil else { return false }
        return !TokenType.allCases.contains { closeEnough($0.rawValue.lowercased(), type.lowercased()) }
    }

    /// Edit distance at most 2 (small strings only).
    static func closeEnough(_ a: String, _ b: String) -> Bool {
        let a = Array(a), b = Array(b)
        guard abs(a.count - b.count) <= 2, a.count < 64, b.count < 64 else { return false }
        var row = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var next = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                next[j] = min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            row = next
        }
        return row[b.count] <= 2
    }

    /// The aliases inside a composite value's members and elements (not a whole-value alias).
    static func memberAliases(_ value: JSONValue) -> [String] {
        var out: [String] = []
        func walk(_ v: JSONValue, depth: Int) {
            guard depth < 8 else { return }
            switch v {
            case .object(let members): for (_, m) in members { if let t = Resolver.aliasPath(m) { out.append(t) } else { walk(m, depth: depth + 1) } }
            case .array(let items): for m in items { if let t = Resolver.aliasPath(m) { out.append(t) } else { walk(m, depth: depth + 1) } }
            default: break
            }
        }
        walk(value, depth: 0)
        return out
    }

    /// Tokens left out for one reason that are named one by one; the rest are counted.
    static let shownPerReason = 3

    /// `document` without the tokens whose own or inherited `$type` is one of `leftOut`
    /// (and without those `$type`s on groups), nor the aliases of those tokens (chains
    /// included), and a warning for each token left out.
    /// `also` names more tokens to leave out, with why (`UntypedTokens`); their aliases go too.
    static func filter(_ document: JSONValue, file: String, also: [String: String] = [:]) -> (document: JSONValue, warnings: [TokenError]) {
        // First: which tokens go — those of a left-out type, then every alias leading to one
        // (a worklist over who-aliases-whom, so a chain of any length costs linear time).
        var typed: [String: String] = [:]        // path → the left-out type
        var aliasesOf: [String: [String]] = [:]   // target path → the paths aliasing it
        func scan(_ node: JSONValue, path: [String], inherited: String?) {
            guard case .object(let members) = node else { return }
            let type = node["$type"]?.stringValue ?? inherited
            if let value = node["$value"] {
                let name = path.joined(separator: ".")
                if let type, isLeftOut(type) { typed[name] = type }
                if let target = Resolver.aliasPath(value) { aliasesOf[target, default: []].append(name) }
                // A composite naming a left-out token in a member goes with it (a typography
                // whose letter spacing is a token left out).
                for target in Self.memberAliases(value) { aliasesOf[target, default: []].append(name) }
                return
            }
            for (key, value) in members where !key.hasPrefix("$") || key == "$root" { scan(value, path: path + [key], inherited: type) }
        }
        scan(document, path: [], inherited: nil)
        guard !typed.isEmpty || !also.isEmpty else { return (document, []) }
        var gone = also                           // path → why
        var work = Array(typed.keys) + also.keys.sorted()
        for (path, type) in typed where gone[path] == nil { gone[path] = "$type \"\(type)\" is not a Format Module type (\(leftOut.contains(type) ? "other tools add it" : "a tool's own")); this token is left out" }
        while let target = work.popLast() {
            for alias in aliasesOf[target] ?? [] where gone[alias] == nil {
                gone[alias] = "it is an alias of {\(target)}, which is left out; so is this token"
                work.append(alias)
            }
        }
        var warnings: [TokenError] = []
        // The first few tokens of each reason are named one by one; the rest in one line.
        var beyond: [String: (count: Int, first: JSONPointer)] = [:]
        var said: [String: Int] = [:]
        func walk(_ node: JSONValue, path: [String], at pointer: JSONPointer) -> JSONValue? {
            guard case .object(let members) = node else { return node }
            let own = node["$type"]?.stringValue
            if node["$value"] != nil {
                guard let why = gone[path.joined(separator: ".")] else { return node }
                let reason = why.hasPrefix("it is an alias") ? "alias" : why
                said[reason, default: 0] += 1
                if said[reason]! <= shownPerReason {
                    warnings.append(TokenError(file: file, pointer: pointer, message: "warning: " + why))
                } else if let b = beyond[reason] {
                    beyond[reason] = (b.count + 1, b.first)
                } else {
                    beyond[reason] = (1, pointer)
                }
                return nil
            }
            var kept: [(key: String, value: JSONValue)] = []
            for (key, value) in members {
                if key == "$type", let own, isLeftOut(own) { continue }
                if key.hasPrefix("$"), key != "$root" { kept.append((key, value)); continue }
                if let child = walk(value, path: path + [key], at: pointer.appending(key)) { kept.append((key, child)) }
            }
            return .object(kept)
        }
        // The JSON reader nests at most 256 levels, so these recursions are bounded.
        let kept = walk(document, path: [], at: .root) ?? .object([])
        for (reason, b) in beyond.sorted(by: { $0.value.first.description < $1.value.first.description }) {
            let what = reason == "alias" ? "aliases of tokens left out" : reason.components(separatedBy: ";").first ?? reason
            warnings.append(TokenError(file: file, pointer: b.first, message: "warning: … and \(b.count) more token\(b.count == 1 ? "" : "s") left out here and after: \(what)"))
        }
        return (kept, warnings)
    }
}

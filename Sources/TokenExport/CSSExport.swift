import Tokens

/// A token set as CSS custom properties on `:root` (docs/TOKENS.md, "Exporting to CSS and
/// Swift"): one property per token in the file's order, named from its path
/// (`CSSNames`), valued by `CSSValues`; `@property` registrations (`<color>`) for every
/// colour and gradient stop, so they animate; and for each `X.light`/`X.dark` pair
/// (`AppearancePair`) a property `--X` that follows `prefers-color-scheme`.
public enum CSSExport {
    /// The CSS file for `set`: the `@property` registrations, the `:root` block, and a
    /// `prefers-color-scheme: dark` block when the set has light/dark pairs.
    public static func css(_ set: TokenSet) -> String {
        var names = CSSNames()
        var registrations: [String] = []
        var body: [String] = []
        var nameOf: [String: String] = [:]
        var declarationsOf: [String: [CSSDeclaration]] = [:]
        for token in set.tokens {
            let name = names.allocate(token.path, suffixes: CSSValues.suffixes(token.value))
            let declarations = CSSValues.declarations(token.value, name: name)
            nameOf[token.path] = name
            declarationsOf[token.path] = declarations
            for d in declarations {
                if let comment = d.comment { body.append("  /* \(CSSValues.commentSafe(token.path)): \(CSSValues.commentSafe(comment)) */") }
                body.append("  \(name)\(d.suffix): \(d.value);")
                if let initial = d.registeredColor { registrations.append(register(name + d.suffix, initial: initial)) }
            }
        }
        var dark: [String] = []
        let pairs = AppearancePair.pairs(in: set)
        if !pairs.isEmpty { body.append("  /* Appearance: X follows prefers-color-scheme between X-light and X-dark. */") }
        for pair in pairs {
            guard let light = nameOf[pair.light.path], let darkName = nameOf[pair.dark.path],
                  let declarations = declarationsOf[pair.light.path] else { continue }
            let name = names.allocate(pair.path, suffixes: declarations.map(\.suffix))
            for d in declarations {
                body.append("  \(name)\(d.suffix): var(\(light)\(d.suffix));")
                dark.append("    \(name)\(d.suffix): var(\(darkName)\(d.suffix));")
                if let initial = d.registeredColor { registrations.append(register(name + d.suffix, initial: initial)) }
            }
        }
        var out = "/* proof tokens export --format css: \(CSSValues.commentSafe(set.file)) (\(set.tokens.count) tokens).\n"
        out += "   Generated from the token file; edit that, not this. Colours and gradient stops are\n"
        out += "   registered with @property so they animate. */\n"
        if !registrations.isEmpty { out += "\n" + registrations.joined(separator: "\n") + "\n" }
        out += "\n:root {\n" + body.map { $0 + "\n" }.joined() + "}\n"
        if !dark.isEmpty {
            out += "\n@media (prefers-color-scheme: dark) {\n  :root {\n" + dark.map { $0 + "\n" }.joined() + "  }\n}\n"
        }
        return out
    }

    private static func register(_ name: String, initial: String) -> String {
        "@property \(name) { syntax: '<color>'; inherits: true; initial-value: \(initial); }"
    }
}

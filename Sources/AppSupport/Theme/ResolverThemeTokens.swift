public import Tokens

/// An app's tokens from a resolver document (Resolver Module 2025.10) whose modifiers include
/// appearance (contexts `light` and `dark`) and contrast (a context `more`, `high` or
/// `increased`): the document resolved in each environment a screen can be drawn in, then
/// normalised into one set in the form `ThemeReader` reads — a token whose value is the same
/// everywhere once; one that differs in dark (or that the dark context writes) also as
/// `NAME.light` / `NAME.dark`; one that differs under Increase Contrast (or that the
/// increased context writes) also as `contrast.increased.NAME.light` / `.dark`. So an
/// app reads a resolver document exactly as it reads a plain file, and its screens get the
/// values of the environment they are drawn in. Other modifiers (a brand, a density) are held
/// at their defaults, or at the contexts `fixed` names.
public enum ResolverThemeTokens {
    /// The words a modifier's contexts are recognised by (any case).
    static let increased: Set<String> = ["more", "high", "increased", "high-contrast", "highcontrast"]

    /// `document`'s tokens in every environment, normalised into one set named after it.
    public static func flattened(_ document: TokenResolverDocument, fixed: [String: String] = [:]) throws(TokenFileInvalid) -> TokenSet {
        let appearance = document.modifiers.first { m in
            fixed[m.name] == nil && Set(m.contexts.map { $0.lowercased() }).isSuperset(of: ["light", "dark"])
        }
        let contrast = document.modifiers.first { m in
            fixed[m.name] == nil && m.name != appearance?.name && m.contexts.contains { increased.contains($0.lowercased()) }
        }
        func context(_ m: TokenResolverDocument.Modifier?, _ word: (String) -> Bool) -> String? { m?.contexts.first { word($0.lowercased()) } }
        let light = context(appearance) { $0 == "light" }, dark = context(appearance) { $0 == "dark" }
        let more = context(contrast) { increased.contains($0) }
        // Standard contrast: the modifier's default when that is not the increased one, else its first other context.
        let standard = contrast.flatMap { c in c.defaultContext.flatMap { increased.contains($0.lowercased()) ? nil : $0 } ?? c.contexts.first { !increased.contains($0.lowercased()) } }
        func input(_ a: String?, _ c: String?) -> [String: String] {
            var input = fixed
            if let appearance, let a { input[appearance.name] = a }
            if let contrast, let c { input[contrast.name] = c }
            return input
        }
        let base = try document.resolve(input(light, standard))
        let darkSet = dark == nil ? base : try document.resolve(input(dark, standard))
        let moreLight = more == nil ? base : try document.resolve(input(light, more))
        let moreDark = more == nil ? darkSet : try document.resolve(input(dark, more))
        // What the dark and increased contexts write themselves: appearance- (or contrast-)
        // dependent by the author's word, even where a value happens to be equal in both.
        let writtenDark = appearance.flatMap { m in dark.map { document.tokenPaths(writtenBy: m.name, in: $0) } } ?? []
        let writtenMore = contrast.flatMap { m in more.map { document.tokenPaths(writtenBy: m.name, in: $0) } } ?? []
        var tokens: [Token] = []
        var added: [Token] = []
        for token in base.tokens {
            tokens.append(token)
            let darkToken = darkSet[token.path] ?? token
            if darkToken.value != token.value || writtenDark.contains(token.path) {
                added.append(renamed(token, token.path + ".light"))
                added.append(renamed(darkToken, token.path + ".dark"))
            }
            let l = moreLight[token.path] ?? token, d = moreDark[token.path] ?? darkToken
            if l.value != token.value || d.value != darkToken.value || writtenMore.contains(token.path) {
                added.append(renamed(l, "contrast.increased." + token.path + ".light"))
                added.append(renamed(d, "contrast.increased." + token.path + ".dark"))
            }
        }
        // A name the document already has wins over one made here (a file that states `color.ink.light` itself).
        let kept = added.filter { base[$0.path] == nil }
        return TokenSet(file: document.file, system: base.system, description: base.description, tokens: tokens + kept,
                        groupDescriptions: base.groupDescriptions, warnings: base.warnings)
    }

    private static func renamed(_ token: Token, _ path: String) -> Token {
        Token(path: path, value: token.value, description: token.description, pointer: token.pointer,
              isExtension: token.isExtension, deprecated: token.deprecated, authored: token.authored)
    }
}

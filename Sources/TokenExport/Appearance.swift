import Tokens

/// The token files' convention for appearance variants: a token `X.light` with a sibling
/// `X.dark` of the same type is one value that follows the appearance (our files name
/// light and dark this way, e.g. `color.background.light` / `.dark`).
struct AppearancePair: Equatable {
    /// `X`, the path the pair shares.
    let path: String
    let light: Token
    let dark: Token

    /// Every pair in `set`, in the order of the light tokens.
    static func pairs(in set: TokenSet) -> [AppearancePair] {
        set.tokens.compactMap { light in
            guard light.path.hasSuffix(".light") else { return nil }
            let base = String(light.path.dropLast(".light".count))
            guard let dark = set[base + ".dark"], dark.type == light.type, set[base] == nil else { return nil }
            return AppearancePair(path: base, light: light, dark: dark)
        }
    }
}

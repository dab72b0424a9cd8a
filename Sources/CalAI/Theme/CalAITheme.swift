public import SwiftUI
public import Tokens
import DisplayList

/// Cal AI's design values, read from `tokens/calai.tokens.json`. Colours come in light
/// and dark (`color.NAME.light` / `.dark`) or once; `color(_:)` picks by appearance.
public struct CalAITheme: Sendable {
    public let tokens: TokenSet
    public let appearance: Appearance

    public init(tokens: TokenSet, appearance: Appearance = .light) {
        self.tokens = tokens
        self.appearance = appearance
    }

    /// `color.NAME.light|dark`, else `color.NAME`; a missing token is a programming error
    /// caught by `CalAIThemeTests` for every name the screens use.
    public func color(_ name: String) -> RGBA {
        // Look the paired path up before asking for it: a failed `tokens.color` builds a
        // "did you mean" suggestion against every token, which was a fifth of `proof check`.
        let paired = "color.\(name).\(appearance.rawValue)"
        let path = tokens[paired] != nil ? paired : "color.\(name)"
        return (try? tokens.color(path)) ?? RGBA(hex: "#FF00FF")!
    }

    public func dimension(_ name: String) -> Double { (try? tokens.dimension(name)) ?? 0 }

    /// A text style from `typography.NAME`, scaling with Dynamic Type like `relativeTo`.
    public func font(_ name: String, relativeTo style: TextStyle = .body) -> Font {
        guard let t = try? tokens.typography("typography.\(name)") else { return .body }
        return .system(size: t.fontSize, weight: FontWeight(t.fontWeight), design: .default, relativeTo: style)
    }

    /// The environment a Cal AI screen is built in.
    public func environment(_ base: EnvironmentValues = EnvironmentValues()) -> EnvironmentValues {
        var env = base
        let themed = CalAITheme(tokens: tokens, appearance: base.appearance)
        env.fontFamilies = [.default: (try? tokens.fontFamily("font.family.sans").renderWith) ?? "Inter",
                            .rounded: "Quicksand", .monospaced: "Inter", .serif: "Inter"]
        env[CalAIThemeKey.self] = themed
        return env
    }
}

struct CalAIThemeKey: EnvironmentKey {
    static let defaultValue: CalAITheme? = nil
}

extension EnvironmentValues {
    public var calAI: CalAITheme? { self[CalAIThemeKey.self] }
}

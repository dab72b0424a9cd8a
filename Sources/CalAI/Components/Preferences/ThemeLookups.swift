import DisplayList
import SwiftUI
import Tokens

/// Token look-ups for the preference screens (seeds 000/001 page 6–7) when the theme comes
/// from `@Environment(\.calAI)`, which is optional: every catalogue screen is built with it,
/// so the fallbacks (CalAITheme's magenta for a missing colour) only show in a bare preview.
extension Optional where Wrapped == CalAITheme {
    /// `color.NAME` for the current appearance, as a SwiftUI colour.
    func swatch(_ name: String) -> Color { Color(self?.color(name) ?? RGBA(hex: "#FF00FF")!) }

    /// `color.NAME` as RGBA (for materials and strokes).
    func rgba(_ name: String) -> RGBA { self?.color(name) ?? RGBA(hex: "#FF00FF")! }

    /// A dimension token (`size.star`, `radius.alert` …).
    func length(_ path: String) -> Double { self?.dimension(path) ?? 0 }

    /// `typography.NAME`, scaling with Dynamic Type like `style`.
    func typeface(_ name: String, _ style: TextStyle) -> Font { self?.font(name, relativeTo: style) ?? Font(size: .style(style)) }

    /// The iOS thick material from `material.thick.APPEARANCE` (system alerts and sheets).
    func thickMaterial(_ appearance: Appearance) -> MaterialStyle {
        guard let m = try? self?.tokens.material("material.thick.\(appearance.rawValue)") else {
            return MaterialKind.defaults(for: appearance)[.thick]!
        }
        return MaterialStyle(name: "thickMaterial", blur: m.blur, tint: m.tint, saturation: m.saturation)
    }

    /// `shadow.NAME.APPEARANCE` (the cards' soft shadow, `shadow.card`).
    func shadowToken(_ name: String, _ appearance: Appearance) -> Shadow {
        guard let theme = self, let s = try? theme.tokens.shadow("shadow.\(name).\(appearance.rawValue)").first else {
            return Shadow(color: .clear, blur: 0)
        }
        return s
    }
}

extension View {
    /// A token shadow (`shadow.card`) as SwiftUI's `.shadow(color:radius:x:y:)`.
    nonisolated func tokenShadow(_ s: Shadow) -> some View { shadow(color: Color(s.color), radius: s.blur, x: s.offsetX, y: s.offsetY) }
}

import DisplayList
import SwiftUI
import Tokens

/// Token look-ups the preference screens (seeds 000/001 page 6–7) spell as SwiftUI values.
extension CalAITheme {
    /// `color.NAME` for the current appearance, as a SwiftUI colour.
    func swatch(_ name: CalAIColor) -> Color { Color(color(name)) }

    /// `color.NAME` as RGBA (for materials and strokes).
    func rgba(_ name: CalAIColor) -> RGBA { color(name) }

    /// A dimension token (`size.star`, `radius.alert` …).
    func length(_ name: CalAIDimension) -> Double { dimension(name) }

    /// `typography.NAME`, scaling with Dynamic Type like `style`.
    func typeface(_ name: CalAITypography, _ style: TextStyle) -> Font { font(name, relativeTo: style) }

    /// The iOS thick material from `material.thick.APPEARANCE` (system alerts and sheets).
    func thickMaterial(_ appearance: Appearance) -> MaterialStyle { resolved(appearance, contrast).material(.thick) }

    /// `shadow.NAME.APPEARANCE` (the cards' soft shadow, `shadow.card`).
    func shadowToken(_ name: CalAIShadow, _ appearance: Appearance) -> Shadow { resolved(appearance, contrast).shadow(name) }
}

extension View {
    /// A token shadow (`shadow.card`) as SwiftUI's `.shadow(color:radius:x:y:)`.
    nonisolated func tokenShadow(_ s: Shadow) -> some View { shadow(color: Color(s.color), radius: s.blur, x: s.offsetX, y: s.offsetY) }
}

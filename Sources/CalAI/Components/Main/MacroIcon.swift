public import SwiftUI

/// A macro's icon: its symbol on a disc in the macro's data colour (000 §3 "splashes of
/// color … to highlight key data points"). The glyph is black on the coloured discs and
/// white on the black calories disc, so every icon clears WCAG's 3:1 for graphics — the
/// carbs amber alone is 2:1 on white, too light for a bare coloured glyph.
nonisolated public struct MacroIcon: View {
    @Environment(\.mainLook) private var look
    let macro: Macro
    let diameter: Double

    public init(_ macro: Macro, diameter: Double = 24) { self.macro = macro; self.diameter = diameter }

    public var body: some View {
        let d = look.scaled(value: diameter, .subheadline)
        // The glyph needs its disc behind it: it is only drawn where it is on screen.
        OnScreen {
            Image(systemName: macro.symbol)
                .font(.system(size: d * 0.55, weight: .semibold))
                .foregroundColor(look.color(macro == .calories ? .onInverse : .black))
        }
            .frame(width: d, height: d)
            .background(look.color(macro.colorToken), in: Circle())
            .accessibilityLabel(macro.title)
    }
}

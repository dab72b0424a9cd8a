public import SwiftUI

/// The ring of a recommendation card (000 §2.2 "Four distinct, rounded cards … each with a
/// value"): a grey track and an arc in the macro's colour from 12 o'clock, round-capped,
/// the value in the middle. It grows with Dynamic Type so the value always fits inside.
/// `fill` (0…1) scales the arc for the ring-fill animation (`motion.ringFill`).
nonisolated public struct MacroRing: View {
    @Environment(\.mainLook) private var look
    let macro: Macro
    let value: String
    let fraction: Double
    let fill: Double

    public init(_ macro: Macro, value: String, fraction: Double, fill: Double = 1) {
        self.macro = macro; self.value = value
        self.fraction = min(max(fraction, 0), 1); self.fill = min(max(fill, 0), 1)
    }

    public var body: some View {
        let d = look.scaled(.sizeMacroRingDiameter, .title3)
        let line = look.length(.sizeMacroRingLineWidth)
        ZStack {
            Circle().stroke(look.color(.macroRingTrack), lineWidth: line)
            Circle().trim(from: 0, to: fraction * fill)
                .stroke(look.color(macro.colorToken), lineWidth: line, lineCap: .round)
                .rotationEffect(.degrees(-90))
            Text(value)
                .font(look.font(.macroValue, .title3))
                .monospacedDigit()
                .foregroundColor(look.color(.textPrimary))
                .lineLimit(1)
                .fixedSize()
        }
        .frame(width: d, height: d)
        .accessibilityLabel("\(macro.title) \(value)")
    }
}

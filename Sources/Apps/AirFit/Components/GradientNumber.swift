public import Layout

/// Seed §7: a number in 64 pt thin rounded, tabular digits, filled with the active gradient.
public struct GradientNumber: View {
    @Environment(\.activeGradient) private var active
    @Environment(\.appearance) private var appearance
    @Environment(\.numberChange) private var change
    let value: Int

    public init(value: Int) { self.value = value }

    public var body: some View {
        // `.animation(.easeOut(duration: 0.6), value: value)`: SwiftUI cross-fades the old
        // digits out and the new ones in.
        if let change, change.progress < 1 {
            ZStack {
                digits(change.from).opacity(1 - change.progress)
                digits(value).opacity(change.progress)
            }
        } else {
            digits(value)
        }
    }

    @ViewBuilder
    func digits(_ value: Int) -> some View {
        let text = Text("\(value)")
            .font(.scaled(.system(size: 64, weight: .thin, design: .rounded)))
            .monospacedDigit()
        if let active {
            // The seed overlays the active gradient masked by the text, so the digits are
            // the very gradient the screen sits on — literally, whatever it does to contrast
            // (the contrast check reports it).
            text.foregroundStyle(active.linear(appearance))
        } else {
            text
        }
    }
}

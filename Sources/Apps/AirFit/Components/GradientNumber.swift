public import Layout

/// Seed §7: a number in 64 pt thin rounded, tabular digits, filled with the active gradient.
public struct GradientNumber: View {
    @Environment(\.activeGradient) private var active
    @Environment(\.appearance) private var appearance
    let value: Int

    public init(value: Int) { self.value = value }

    public var body: some View {
        let text = Text("\(value)")
            .font(.system(size: 64, weight: .thin, design: .rounded))
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

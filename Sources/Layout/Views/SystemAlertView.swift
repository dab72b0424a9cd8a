import DisplayList
import Tokens

/// iOS 18's alert (UIAlertController `.alert`), drawn over the whole screen: the screen
/// dimmed (black at 20 %, 48 % in dark), a 270-pt card on the thick material with 14-pt
/// corners, centred; the title (headline) and message (footnote) centred in the label
/// colour, 19 pt from the top, 18 pt above a hairline; then the buttons, 44 pt tall in the
/// tint (system blue) — a destructive one in system red, a cancel one semibold — side by
/// side when there are two (cancel leading) and not at an accessibility size, else stacked
/// (cancel last). With no buttons iOS shows "OK". Drawn by iOS, so marked `.systemChrome()`.
nonisolated struct SystemAlertView: View {
    let title: String
    let message: String?
    let actions: [DialogAction]

    static let width = 270.0
    static let cornerRadius = 14.0
    static let buttonHeight = 44.0
    static let dimming = Color(value: .dynamic(light: RGBA(r: 0, g: 0, b: 0, a: 0.2), dark: RGBA(r: 0, g: 0, b: 0, a: 0.48)))

    @Environment(\.device) private var device
    @Environment(\.contentSize) private var contentSize

    /// The buttons in the order iOS draws them.
    var ordered: [DialogAction] {
        let buttons = actions.isEmpty ? [DialogAction(title: "OK", role: nil)] : actions
        let cancel = buttons.filter { $0.role == .cancel }, others = buttons.filter { $0.role != .cancel }
        return sideBySide(buttons) ? cancel + others : others + cancel
    }

    func sideBySide(_ buttons: [DialogAction]) -> Bool { buttons.count == 2 && !contentSize.isAccessibilityCategory }

    var body: some View {
        let hairline = 1 / device.scale
        let buttons = ordered
        ZStack {
            Self.dimming
            VStack(spacing: 0) {
                VStack(spacing: 2) {
                    Text(title).font(.headline)
                    if let message { Text(message).font(.footnote) }
                }
                .foregroundStyle(Color.label)
                .multilineTextAlignment(.center)
                .fixedSize(horizontal: false, vertical: true)
                .frame(maxWidth: .infinity)
                .padding(.horizontal, 16)
                .padding(.top, 19)
                .padding(.bottom, 18)
                Rectangle().fill(Color.separator).frame(height: hairline)
                if sideBySide(buttons) {
                    HStack(spacing: 0) {
                        button(buttons[0])
                        Rectangle().fill(Color.separator).frame(width: hairline, height: Self.buttonHeight)
                        button(buttons[1])
                    }
                } else {
                    VStack(spacing: 0) {
                        ForEach(Array(buttons.enumerated()), id: \.offset) { index, action in
                            if index > 0 { Rectangle().fill(Color.separator).frame(height: hairline) }
                            button(action)
                        }
                    }
                }
            }
            .frame(width: Self.width)
            .background(.thick, in: RoundedRectangle(cornerRadius: Self.cornerRadius))
            .accessibilityLabel(message.map { title + ". " + $0 } ?? title)
        }
        .systemChrome()
    }

    private func button(_ action: DialogAction) -> some View {
        Text(action.title)
            .font(.body)
            .fontWeight(action.role == .cancel ? .semibold : nil)
            .foregroundStyle(action.role == .destructive ? Color.systemRed : Color.accentColor)
            .lineLimit(1)
            .frame(maxWidth: .infinity)
            .padding(.vertical, 11)
            .frame(minHeight: Self.buttonHeight)
            .accessibilityLabel(action.title)
            .accessibilityAddTraits(.isButton)
    }
}

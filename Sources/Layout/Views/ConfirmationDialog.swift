import DisplayList
import Tokens

extension View {
    /// SwiftUI's `.confirmationDialog(_:isPresented:titleVisibility:actions:)`: while
    /// presented, iOS's action sheet at the bottom of the screen (`SystemActionSheetView`);
    /// otherwise the view as it is.
    nonisolated public func confirmationDialog<A: View>(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                        @ViewBuilder actions: () -> A) -> some View {
        PresentingModifier(content: self, style: .dialog, presented: isPresented.wrappedValue
            ? SystemActionSheetView(title: titleVisibility == .visible ? title : nil, message: nil, actions: DialogAction.actions(in: actions()))
            : nil)
    }
    /// The same with a message under the title.
    nonisolated public func confirmationDialog<A: View, M: View>(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                                 @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        let shown = isPresented.wrappedValue
        return PresentingModifier(content: self, style: .dialog, presented: shown
            ? SystemActionSheetView(title: titleVisibility == .visible ? title : nil,
                                    message: Button<Text>.spokenText(in: message()).joined(separator: "\n"),
                                    actions: DialogAction.actions(in: actions()))
            : nil)
    }
    /// The dialog for `data`, while presented and `data` is not nil.
    nonisolated public func confirmationDialog<A: View, T>(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                           presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        let value = isPresented.wrappedValue ? data : nil
        return PresentingModifier(content: self, style: .dialog, presented: value.map {
            SystemActionSheetView(title: titleVisibility == .visible ? title : nil, message: nil, actions: DialogAction.actions(in: actions($0)))
        })
    }
}

/// iOS 18's action sheet (what `.confirmationDialog` shows on an iPhone): the screen
/// dimmed as under an alert; at the bottom, 8 pt from the sides and above the home
/// indicator, a card on the thick material with 13-pt corners holding the title and
/// message (13 pt, secondary label; the title semibold) when shown and the actions, 57 pt
/// tall in 20-pt text in the tint (destructive ones in system red), split by hairlines; and
/// 8 pt below it the Cancel button, semibold, on its own opaque card. iOS adds Cancel when
/// the actions have none.
nonisolated struct SystemActionSheetView: View {
    let title: String?
    let message: String?
    let actions: [DialogAction]

    static let margin = 8.0
    static let cornerRadius = 13.0
    static let rowHeight = 57.0

    @Environment(\.device) private var device

    var body: some View {
        let hairline = 1 / device.scale
        let others = actions.filter { $0.role != .cancel }
        let cancel = actions.first { $0.role == .cancel } ?? DialogAction(title: "Cancel", role: .cancel)
        let hasHeader = title != nil || (message.map { !$0.isEmpty } ?? false)
        ZStack(alignment: .bottom) {
            SystemAlertView.dimming
            VStack(spacing: Self.margin) {
                VStack(spacing: 0) {
                    if hasHeader {
                        VStack(spacing: 4) {
                            if let title { Text(title).font(.footnote).fontWeight(.semibold) }
                            if let message, !message.isEmpty { Text(message).font(.footnote) }
                        }
                        .foregroundStyle(Color.secondaryLabel)
                        .multilineTextAlignment(.center)
                        .fixedSize(horizontal: false, vertical: true)
                        .frame(maxWidth: .infinity)
                        .padding(.horizontal, 16)
                        .padding(.vertical, 14)
                    }
                    ForEach(Array(others.enumerated()), id: \.offset) { index, action in
                        if index > 0 || hasHeader { Rectangle().fill(Color.separator).frame(height: hairline) }
                        row(action)
                    }
                }
                .background(.thick, in: RoundedRectangle(cornerRadius: Self.cornerRadius))
                row(cancel)
                    .background(Color.secondarySystemGroupedBackground, in: RoundedRectangle(cornerRadius: Self.cornerRadius))
            }
            .padding(.horizontal, Self.margin)
            .padding(.bottom, max(device.safeAreaInsets.bottom, Self.margin))
        }
        .systemChrome()
    }

    private func row(_ action: DialogAction) -> some View {
        Text(action.title)
            .font(.system(size: 20))
            .fontWeight(action.role == .cancel ? .semibold : nil)
            .foregroundStyle(action.role == .destructive ? Color.systemRed : Color.accentColor)
            .lineLimit(1)
            .frame(maxWidth: .infinity)
            .frame(height: Self.rowHeight)
            .accessibilityLabel(action.title)
            .accessibilityAddTraits(.isButton)
    }
}

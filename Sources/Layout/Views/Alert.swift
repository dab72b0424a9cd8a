/// SwiftUI's alert modifiers: when the binding says presented, iOS's alert over the whole
/// screen (`SystemAlertView`); otherwise the view as it is, nothing added.
///
///     .alert("Delete entry?", isPresented: $confirming) {
///         Button("Delete", role: .destructive) { delete() }
///         Button("Cancel", role: .cancel) {}
///     } message: { Text("This cannot be undone.") }
extension View {
    /// The alert `title` with the buttons `actions` lists, while `isPresented`.
    nonisolated public func alert<A: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        presentingAlert(title, message: nil, actions: isPresented.wrappedValue ? actions() : nil)
    }
    /// The alert `title` with its `message` and the buttons `actions` lists, while `isPresented`.
    nonisolated public func alert<A: View, M: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                                    @ViewBuilder message: () -> M) -> some View {
        let shown = isPresented.wrappedValue
        return presentingAlert(title, message: shown ? Button<Text>.spokenText(in: message()).joined(separator: "\n") : nil,
                               actions: shown ? actions() : nil)
    }
    /// The same with a `Text` title.
    nonisolated public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(title.string, isPresented: isPresented, actions: actions)
    }
    /// The same with a `Text` title and a message.
    nonisolated public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                                    @ViewBuilder message: () -> M) -> some View {
        alert(title.string, isPresented: isPresented, actions: actions, message: message)
    }
    /// The alert for `data`, while `isPresented` and `data` is not nil.
    nonisolated public func alert<A: View, M: View, T>(_ title: String, isPresented: Binding<Bool>, presenting data: T?,
                                                       @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let value = isPresented.wrappedValue ? data : nil
        return presentingAlert(title, message: value.map { Button<Text>.spokenText(in: message($0)).joined(separator: "\n") },
                               actions: value.map(actions))
    }
    /// The alert for `data` without a message.
    nonisolated public func alert<A: View, T>(_ title: String, isPresented: Binding<Bool>, presenting data: T?,
                                              @ViewBuilder actions: (T) -> A) -> some View {
        presentingAlert(title, message: nil, actions: isPresented.wrappedValue ? data.map(actions) : nil)
    }
    /// SwiftUI's older `.alert(isPresented:content:)` with an `Alert`.
    nonisolated public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = isPresented.wrappedValue ? content() : nil
        return PresentingModifier(content: self, style: .dialog, presented: alert.map(\.view))
    }
    /// SwiftUI's older `.alert(item:content:)`: the `Alert` for the item, while there is one.
    nonisolated public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        PresentingModifier(content: self, style: .dialog, presented: item.wrappedValue.map(content)?.view)
    }

    nonisolated func presentingAlert<A: View>(_ title: String, message: String?, actions: A?) -> some View {
        PresentingModifier(content: self, style: .dialog,
                           presented: actions.map { SystemAlertView(title: title, message: message, actions: DialogAction.actions(in: $0)) })
    }
}

/// SwiftUI's older `Alert` value: a title, an optional message and one or two buttons.
public struct Alert {
    let title: String
    let message: String?
    let buttons: [Button]

    /// An alert with one button (nil: "OK").
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title.string; self.message = message?.string; buttons = dismissButton.map { [$0] } ?? []
    }
    /// An alert with two buttons side by side.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title.string; self.message = message?.string; buttons = [primaryButton, secondaryButton]
    }

    var view: SystemAlertView {
        SystemAlertView(title: title, message: message, actions: buttons.map { DialogAction(title: $0.title, role: $0.role) })
    }

    /// SwiftUI's `Alert.Button`; its action is never run.
    public struct Button {
        let title: String
        let role: ButtonRole?
        /// A button in the tint.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(title: label.string, role: nil) }
        /// A semibold cancel button titled `label`.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(title: label.string, role: .cancel) }
        /// iOS's own "Cancel".
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(title: "Cancel", role: .cancel) }
        /// A button in system red.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(title: label.string, role: .destructive) }
    }
}

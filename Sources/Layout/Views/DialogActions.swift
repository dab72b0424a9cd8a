/// The buttons an alert's or confirmation dialog's `actions` builder lists, in order:
/// found through stacks of views, `if`, `ForEach`, `Group` and modifiers, as SwiftUI
/// takes them. A render never runs their actions.
struct DialogAction: Hashable, Sendable {
    let title: String
    let role: ButtonRole?

    /// The buttons in `view`.
    static func actions(in view: any View) -> [DialogAction] {
        if let button = view as? any DialogActionSource { return [DialogAction(title: button.dialogTitle, role: button.dialogRole)] }
        if let container = view as? any DialogActionContainer { return container.dialogChildren.flatMap { actions(in: $0) } }
        if let modified = view as? any ModifierView { return actions(in: modified.contentView) }
        return []
    }
}

/// A view that holds other views an actions builder may list buttons in.
protocol DialogActionContainer { var dialogChildren: [any View] { get } }

extension TupleView: DialogActionContainer { var dialogChildren: [any View] { views } }
extension OptionalView: DialogActionContainer { var dialogChildren: [any View] { wrapped.map { [$0] } ?? [] } }
extension Group: DialogActionContainer { var dialogChildren: [any View] { [content] } }
extension ForEach: DialogActionContainer { var dialogChildren: [any View] { items.map(\.view) } }
extension ConditionalView: DialogActionContainer {
    var dialogChildren: [any View] {
        switch self {
        case .first(let v): [v]
        case .second(let v): [v]
        }
    }
}

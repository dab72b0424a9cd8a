/// A piece of user interface, as in SwiftUI: either built-in (a primitive that lays
/// itself out) or composed from other views in `body`.
@MainActor @preconcurrency
public protocol View {
    /// The type of view `body` returns.
    associatedtype Body: View
    /// What the view is made of, built with the environment of the moment.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError("Never has no body") }
}

/// Built-in views: they become layout nodes directly instead of through a body.
public protocol PrimitiveView: View where Body == Never {
    /// The node that lays this view out in `context` (its environment and element id).
    nonisolated func makeNode(_ context: BuildContext) -> any LayoutNode
}

extension PrimitiveView {
    nonisolated public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// Views that stand for several siblings in a stack (a tuple, a ForEach, a conditional).
protocol ViewList {
    func children(_ context: BuildContext) -> [BuiltChild]
}

/// One child produced while flattening lists: its node and the name used in its id.
public struct BuiltChild {
    /// The child's layout node.
    public var node: any LayoutNode
    /// A child of `node`.
    init(node: any LayoutNode) { self.node = node }
}

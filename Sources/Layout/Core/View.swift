/// A piece of user interface, as in SwiftUI: either built-in (a primitive that lays
/// itself out) or composed from other views in `body`.
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError("Never has no body") }
}

/// Built-in views: they become layout nodes directly instead of through a body.
public protocol PrimitiveView: View where Body == Never {
    func makeNode(_ context: BuildContext) -> any LayoutNode
}

extension PrimitiveView {
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// Views that stand for several siblings in a stack (a tuple, a ForEach, a conditional).
public protocol ViewList {
    func children(_ context: BuildContext) -> [BuiltChild]
}

/// One child produced while flattening lists: its node and the name used in its id.
public struct BuiltChild {
    public var node: any LayoutNode
    public init(node: any LayoutNode) { self.node = node }
}

/// SwiftUI's `AnyView`: a view whose type is erased, for choosing screens at run time.
nonisolated public struct AnyView: PrimitiveView {
    let view: any View
    /// `view`, its type erased.
    public init(_ view: any View) { self.view = view }
    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        context.build(view, index: 0, name: context.baseTypeName(of: view))
    }
}

import DisplayList

/// SwiftUI's `ContainerRelativeShape`: the shape of the container it is drawn in, as
/// `.containerShape(_:)` set it on an ancestor (a rectangle where none did). SwiftUI insets a
/// rounded container's corners by the view's distance from the container's edge; DesignProof
/// draws the container's shape as it is (a circle is exact; a rounded rectangle keeps its
/// radius), and says so here.
nonisolated public struct ContainerRelativeShape: ShapeView {
    public var style = ShapeDrawing()
    /// The container's shape.
    public init() {}
    /// A rectangle: the outline before a container is known.
    public var outline: ShapeOutline { .rectangle }
    /// The container's shape.
    public func outline(in environment: EnvironmentValues) -> ShapeOutline { environment.containerShape ?? .rectangle }
}

private struct ContainerShapeKey: EnvironmentKey { static let defaultValue: ShapeOutline? = nil }

extension EnvironmentValues {
    /// The shape `.containerShape(_:)` set for the views inside: nil, a rectangle.
    public var containerShape: ShapeOutline? {
        get { self[ContainerShapeKey.self] }
        set { self[ContainerShapeKey.self] = newValue }
    }
}

extension View {
    /// SwiftUI's `.containerShape(_:)`: the shape `ContainerRelativeShape` takes inside.
    nonisolated public func containerShape<S: ShapeView>(_ shape: S) -> some View {
        let outline = shape.outline
        return EnvironmentModifier(content: self) { $0.containerShape = outline }
    }
}

/// `.clipShape(_:)`: the shape resolved where the view is built (a container-relative one
/// takes its container's).
nonisolated struct ClipShapeModifier<Content: View, S: ShapeView>: ModifierView {
    let content: Content
    let shape: S
    var contentView: any View { content }
    func makeNode(_ context: BuildContext) -> any LayoutNode {
        EffectNode(child: context.buildContent(content), effect: .clip(shape.outline(in: context.environment)), owner: context.path)
    }
}

extension ShapeView where Self == ContainerRelativeShape {
    /// SwiftUI's `.containerRelative`.
    nonisolated public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

extension View {
    /// SwiftUI's `.background(in:fillStyle:)`: the background style in `shape`.
    nonisolated public func background<S: ShapeView>(in shape: S) -> some View { background(BackgroundStyle(), in: shape) }
}

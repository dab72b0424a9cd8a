public import DisplayList

/// SwiftUI's `GeometryReader`: a view that takes all the space it is offered and builds its
/// content from that size. Its content is proposed the whole size and placed at the top
/// leading corner (as since iOS 14). Asked for its ideal size on an axis (nil, as a vertical
/// `ScrollView` asks for height) it takes 10 points, SwiftUI's default for a view with no
/// size of its own.
nonisolated public struct GeometryReader<Content: View>: PrimitiveView {
    let content: (GeometryProxy) -> Content

    /// A reader that builds `content` from the space it is given.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        GeometryReaderNode(context: context, make: { AnyView(self.content($0)) })
    }
}

/// SwiftUI's `GeometryProxy`: the size and place of a `GeometryReader`.
public struct GeometryProxy {
    /// The reader's size in points.
    public let size: Size
    /// The reader's frame on the screen (absolute, in points).
    let global: Rect
    /// The screen's safe area insets (the device's, as the reader is not inside
    /// `.ignoresSafeArea`).
    public let safeAreaInsets: EdgeInsets
    /// The viewport of the scroll view the reader is in (absolute), if any.
    var scrollViewport: Rect? = nil

    init(size: Size, global: Rect, safeAreaInsets: EdgeInsets, scrollViewport: Rect? = nil) {
        self.size = size; self.global = global; self.safeAreaInsets = safeAreaInsets; self.scrollViewport = scrollViewport
    }

    /// SwiftUI's `bounds(of:)` (iOS 17): the bounds of the container `space` names, in the
    /// reader's own coordinates — the enclosing scroll view's viewport for `.scrollView`,
    /// the screen for `.global`; nil when the reader is in no such container.
    public func bounds(of space: CoordinateSpace) -> Rect? {
        switch space {
        case .scrollView:
            guard let viewport = scrollViewport else { return nil }
            return Rect(x: viewport.x - global.x, y: viewport.y - global.y, width: viewport.width, height: viewport.height)
        case .local: return Rect(x: 0, y: 0, width: size.width, height: size.height)
        case .global, .named: return Rect(x: -global.x, y: -global.y, width: global.width, height: global.height)
        }
    }

    /// The reader's frame in `space`: `.local` at the origin, `.global` on the screen (a
    /// named space is the screen's here).
    public func frame(in space: CoordinateSpace) -> Rect {
        switch space {
        case .local: Rect(x: 0, y: 0, width: size.width, height: size.height)
        case .global, .named: global
        // Outside a scroll view, its space is the screen's.
        case .scrollView:
            scrollViewport.map { Rect(x: global.x - $0.x, y: global.y - $0.y, width: size.width, height: size.height) } ?? global
        }
    }
}

/// SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable, Sendable {
    /// The screen's.
    case global
    /// The view's own.
    case local
    /// A space a view named with `.coordinateSpace(name:)`.
    case named(AnyHashableSendable)
    /// SwiftUI's `.scrollView` (iOS 17): the enclosing scroll view's viewport.
    case scrollView

    /// A space named `name` (SwiftUI's `.named(_:)` over any hashable name).
    public static func named<H: Hashable & Sendable>(_ name: H) -> CoordinateSpace { .named(AnyHashableSendable(name)) }
}

/// The name of a coordinate space, as its description (the space itself is the screen's).
public struct AnyHashableSendable: Hashable, Sendable {
    let description: String
    /// The name `value`.
    public init<H: Hashable & Sendable>(_ value: H) { description = "\(H.self):\(value)" }
}

extension View {
    /// SwiftUI's `.coordinateSpace(name:)`: accepted (named spaces are the screen's here).
    nonisolated public func coordinateSpace<H: Hashable & Sendable>(name: H) -> some View { self }
}

struct GeometryReaderNode: LayoutNode {
    let context: BuildContext
    let make: (GeometryProxy) -> AnyView

    /// SwiftUI's size for a view without one of its own on an axis asked for its ideal.
    static let idealLength = 10.0

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        Size(width: proposal.width ?? Self.idealLength, height: proposal.height ?? Self.idealLength)
    }

    func place(in frame: Rect, _ placement: inout PlacementContext) {
        let proxy = GeometryProxy(size: frame.size, global: frame, safeAreaInsets: context.environment.device.safeAreaInsets,
                                  scrollViewport: placement.scrollViewport)
        // The content is built now, at placement, not while the body that made the reader
        // ran: an `@Environment` it reads (a theme) must find the reader's environment, as
        // it does in SwiftUI, not the empty one outside any body.
        let content = EnvironmentValues.$current.withValue(context.environment) { make(proxy) }
        let child = context.build(content, index: 0)
        let size = child.sizeThatFits(ProposedSize(width: frame.width, height: frame.height), placement.layoutContext)
        child.place(in: Rect(x: frame.x, y: frame.y, width: size.width, height: size.height), &placement)
    }
}

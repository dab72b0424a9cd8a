public import DisplayList

/// What a parent proposes to a child, per axis: nil asks for the child's ideal size,
/// `.infinity` for its largest, a number for a size to fit.
public struct ProposedSize: Hashable, Sendable {
    /// The proposed width in points: nil for the ideal, `.infinity` for the largest.
    public var width: Double?
    /// The proposed height in points: nil for the ideal, `.infinity` for the largest.
    public var height: Double?
    /// A proposal of `width` × `height` points (nil: the ideal on that axis).
    public init(width: Double?, height: Double?) { self.width = width; self.height = height }
    /// Asks for the ideal size on both axes.
    public static let unspecified = ProposedSize(width: nil, height: nil)
    /// Asks for the smallest size.
    public static let zero = ProposedSize(width: 0, height: 0)
    /// Asks for the largest size.
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    /// The proposal along `axis`.
    public subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

/// Horizontal (x, width) or vertical (y, height).
public enum Axis: Hashable, Sendable { case horizontal, vertical }

extension Size {
    subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

/// A laid-out-able node, the result of building a view: SwiftUI's layout protocol in
/// miniature — the parent proposes, the child chooses its size, the parent places it.
public protocol LayoutNode {
    /// The size in points the node takes for `proposal`; may be asked several times.
    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size
    /// Places the node in `frame` (absolute, in points) and emits its elements into `context`.
    func place(in frame: Rect, _ context: inout PlacementContext)
    /// SwiftUI's `.layoutPriority`: stacks offer space to higher priorities first.
    var layoutPriority: Double { get }
    /// Non-nil for a Spacer: its minimum length along a stack's axis.
    var spacerMinLength: Double? { get }
    /// SwiftUI's `.zIndex`: a stack draws its children lowest first (ties in order).
    var zIndex: Double { get }
    /// From the top of the node, laid out at `size`, to its first (or last) line of text's
    /// baseline; nil when it holds no text (baseline alignment then uses its bottom edge).
    func baseline(_ which: TextBaseline, at size: Size, _ context: LayoutContext) -> Double?
    /// An explicit alignment guide (`.alignmentGuide`) for the built-in guide at `fraction`
    /// across `axis`, from the node's leading or top edge when laid out at `size`; nil for
    /// the guide's default (`fraction` of the size).
    func alignmentGuide(_ axis: Axis, fraction: Double, at size: Size) -> Double?
}

/// Which line of text a baseline alignment lines up: SwiftUI's `.firstTextBaseline` or
/// `.lastTextBaseline`.
public enum TextBaseline: Hashable, Sendable { case first, last }

extension LayoutNode {
    public var layoutPriority: Double { 0 }
    public var spacerMinLength: Double? { nil }
    public var zIndex: Double { 0 }
    /// No text: baseline alignment uses the node's bottom edge.
    public func baseline(_ which: TextBaseline, at size: Size, _ context: LayoutContext) -> Double? { nil }
    /// No explicit guide.
    public func alignmentGuide(_ axis: Axis, fraction: Double, at size: Size) -> Double? { nil }
}

/// Takes no space and draws nothing.
struct EmptyNode: LayoutNode {
    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size { .zero }
    func place(in frame: Rect, _ context: inout PlacementContext) {}
}

/// Measures text once per (run, width): stacks ask their children several times.
public final class LayoutContext {
    /// What measures text (Pango in Render, `FixedAdvanceMeasurer` in tests).
    public let measurer: any TextMeasuring
    private var cache: [CacheKey: TextMetrics] = [:]

    private struct CacheKey: Hashable {
        let run: TextRun
        let width: Double?
    }

    /// A context measuring text with `measurer`.
    public init(measurer: any TextMeasuring) { self.measurer = measurer }

    /// The size of the nearest container — the nearest scroll view's viewport, else the
    /// screen's safe area — that `.containerRelativeFrame` sizes views against.
    public internal(set) var containerSize = Size(width: 0, height: 0)

    /// `body` with `size` as the nearest container's size (a scroll view measuring and
    /// placing its content), the enclosing one restored after.
    func inContainer<T>(_ size: Size, _ body: () -> T) -> T {
        let saved = containerSize
        containerSize = size
        defer { containerSize = saved }
        return body()
    }

    /// `run`'s size wrapped at `width` points (nil: unwrapped), measured once and then cached.
    public func measure(_ run: TextRun, width: Double?) -> TextMetrics {
        let key = CacheKey(run: run, width: width)
        if let hit = cache[key] { return hit }
        let m = measurer.measure(run, width: width)
        cache[key] = m
        return m
    }
}

/// A node that changes how its one child draws (colour filter, redaction, mask), never its
/// layout: it takes the child's size, priority and z-index.
protocol DrawingOnlyNode: LayoutNode {
    var child: any LayoutNode { get }
}

extension DrawingOnlyNode {
    var layoutPriority: Double { child.layoutPriority }
    var zIndex: Double { child.zIndex }
    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size { child.sizeThatFits(proposal, context) }
}

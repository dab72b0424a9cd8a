import DisplayList
import Foundation
import Layout

/// SwiftUI's `Canvas`: immediate-mode drawing into the space the view is offered. The
/// renderer closure runs once with a `GraphicsContext` and the canvas's size; what it fills,
/// strokes and draws becomes ordinary views laid over the canvas — paths filled and stroked
/// in the canvas's coordinates, text and images at their points — so every check sees them
/// as it sees any other view. The context's transform moves and scales paths and moves text
/// and images (text and images are not rotated or scaled by it); its opacity applies to what
/// is drawn after it is set, its clip to the paths drawn after it. Filters, blend modes and
/// resolved symbols are not drawn.
nonisolated public struct Canvas: View {
    let opaque: Bool
    let renderer: (inout GraphicsContext, CGSize) -> Void

    /// A canvas drawn by `renderer` (`Canvas { context, size in context.fill(…) }`).
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.opaque = opaque
        self.renderer = renderer
    }

    public var body: some View {
        GeometryReader { proxy in
            let size = CGSize(width: proxy.size.width, height: proxy.size.height)
            let operations = Self.record(size: size, renderer)
            CanvasPlacement(size: size, operations: operations) {
                ForEach(operations.indices, id: \.self) { index in
                    operations[index].view(in: size)
                }
            }
        }
    }

    /// What `renderer` draws on a canvas of `size`, in order (at most `GraphicsContext.limit`).
    static func record(size: CGSize, _ renderer: (inout GraphicsContext, CGSize) -> Void) -> [CanvasOperation] {
        var context = GraphicsContext(size: size)
        renderer(&context, size)
        return context.recorder.operations
    }
}

/// SwiftUI's `ColorRenderingMode`: the colour space a canvas composites in (drawn in sRGB here).
public enum ColorRenderingMode: Hashable, Sendable {
    /// Non-linear sRGB.
    case nonLinear
    /// Linear sRGB.
    case linear
    /// Extended linear sRGB.
    case extendedLinear
}

/// SwiftUI's `GraphicsContext`: what a `Canvas` renderer draws with.
public struct GraphicsContext {
    /// The most operations one canvas records: a renderer drawing in an unbounded loop stops
    /// adding to the still here instead of exhausting memory.
    public static let limit = 4_096

    final class Recorder {
        var operations: [CanvasOperation] = []
    }

    let recorder = Recorder()
    let size: CGSize
    /// The transform applied to what is drawn next (`translateBy`, `scaleBy`, `rotate`).
    public var transform = CGAffineTransform.identity
    /// The opacity of what is drawn next, 0…1.
    public var opacity: Double = 1
    /// The blend mode of what is drawn next (recorded; composited normally here).
    public var blendMode: BlendMode = .normal
    private var clip: Path?

    init(size: CGSize) { self.size = size }

    /// The canvas's bounds in the current coordinates (the clip's, when one is set).
    public var clipBoundingRect: CGRect { CGRect(x: 0, y: 0, width: size.width, height: size.height) }

    /// Moves what is drawn next by (`x`, `y`) points.
    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: Double(x), y: Double(y)) }
    /// Scales what is drawn next.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: Double(x), y: Double(y)) }
    /// Rotates what is drawn next (paths; text and images keep their orientation).
    public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: angle.radians) }
    /// Concatenates `matrix` to the transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    /// Clips what is drawn next to `path` (in the current coordinates).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        clip = path.applying(transform)
    }
    /// Clips what is drawn next to `rect`.
    public mutating func clip(to rect: CGRect) { clip(to: Path(rect)) }

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        add(.fill(path.applying(transform), shading, style.isEOFilled))
    }
    /// Strokes `path` with `shading`, `lineWidth` points wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: Double(lineWidth)))
    }
    /// Strokes `path` with `shading` in `style` (width, caps, joins, dashes).
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        var scaled = style
        // A scale in the transform widens the line as it scales the path.
        scaled.lineWidth *= (abs(transform.a * transform.d - transform.b * transform.c)).squareRoot()
        add(.stroke(path.applying(transform), shading, scaled))
    }

    /// Draws `text` with its `anchor` at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        add(.view(AnyView(text.fixedSize()), at: point.applying(transform), anchor: anchor, size: nil))
    }
    /// Draws `text` in `rect`, wrapping to its width.
    public func draw(_ text: Text, in rect: CGRect) {
        let r = rect.applying(transform)
        add(.view(AnyView(text), at: r.origin, anchor: .topLeading, size: r.size))
    }
    /// Draws resolved `text` with its `anchor` at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) { draw(text.text, at: point, anchor: anchor) }
    /// Draws resolved `text` in `rect`.
    public func draw(_ text: ResolvedText, in rect: CGRect) { draw(text.text, in: rect) }
    /// Draws `image` filling `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        let r = rect.applying(transform)
        add(.view(AnyView(image.resizable()), at: r.origin, anchor: .topLeading, size: r.size))
    }
    /// Draws `image` at its own size with its `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        add(.view(AnyView(image.fixedSize()), at: point.applying(transform), anchor: anchor, size: nil))
    }
    /// Draws resolved `image` filling `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) { draw(image.image, in: rect, style: style) }
    /// Draws resolved `image` at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) { draw(image.image, at: point, anchor: anchor) }

    /// `text` as this context would draw it.
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text) }
    /// `image` as this context would draw it.
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image: image) }

    /// Draws what `content` draws with a copy of this context, as one layer.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    /// A filter for what is drawn next (blur, shadow, colour matrix): not drawn in a still.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {}

    private func add(_ kind: CanvasOperation.Kind) {
        guard recorder.operations.count < Self.limit else { return }
        recorder.operations.append(CanvasOperation(kind: kind, opacity: opacity, clip: clip))
    }

    /// SwiftUI's `GraphicsContext.Shading`: what a path is filled or stroked with.
    public struct Shading: Sendable {
        let style: AnyShapeStyle?
        let gradient: CanvasGradient?
        init(style: AnyShapeStyle) { self.style = style; gradient = nil }
        init(gradient: CanvasGradient) { style = nil; self.gradient = gradient }
        /// A colour.
        public static func color(_ color: Color) -> Shading { Shading(style: AnyShapeStyle(color)) }
        /// Any shape style (`.style(.tint)`).
        public static func style(_ style: some ShapeStyle) -> Shading { Shading(style: AnyShapeStyle(style)) }
        /// The foreground style around the canvas.
        public static var foreground: Shading { Shading(style: AnyShapeStyle(ForegroundStyle())) }
        /// A linear gradient from `startPoint` to `endPoint`, in the canvas's points.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(gradient: CanvasGradient.linear(gradient, start: startPoint, end: endPoint))
        }
        /// A radial gradient around `center` (the canvas's points), from `startRadius` to `endRadius`.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(gradient: CanvasGradient.radial(gradient, center: center, startRadius: Double(startRadius), endRadius: Double(endRadius)))
        }
    }

    /// SwiftUI's `GraphicsContext.GradientOptions`.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        /// Options of this raw value.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The gradient repeats.
        public static let `repeat` = GradientOptions(rawValue: 1)
        /// The gradient mirrors.
        public static let mirror = GradientOptions(rawValue: 2)
        /// Interpolated in linear colour.
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// SwiftUI's `GraphicsContext.ClipOptions`.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        /// Options of this raw value.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clips to the outside of the path (not drawn: the path clips as given).
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// SwiftUI's `GraphicsContext.FilterOptions`.
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        /// Options of this raw value.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
    }

    /// SwiftUI's `GraphicsContext.Filter` (not drawn in a still).
    public struct Filter: Sendable {
        let name: String
        /// A Gaussian blur.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter(name: "blur") }
        /// A shadow.
        public static func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Filter { Filter(name: "shadow") }
        /// A change of opacity.
        public static func opacity(_ amount: Double) -> Filter { Filter(name: "opacity") }
        /// A change of saturation.
        public static func saturation(_ amount: Double) -> Filter { Filter(name: "saturation") }
        /// A change of brightness.
        public static func brightness(_ amount: Double) -> Filter { Filter(name: "brightness") }
        /// A grayscale.
        public static func grayscale(_ amount: Double) -> Filter { Filter(name: "grayscale") }
    }

    /// SwiftUI's `GraphicsContext.BlurOptions`.
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        /// Options of this raw value.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The blur is opaque.
        public static let opaque = BlurOptions(rawValue: 1)
    }

    /// SwiftUI's `GraphicsContext.BlendMode`.
    public struct BlendMode: Hashable, Sendable {
        let name: String
        /// Source over.
        public static let normal = BlendMode(name: "normal")
        /// Multiply.
        public static let multiply = BlendMode(name: "multiply")
        /// Screen.
        public static let screen = BlendMode(name: "screen")
        /// Plus lighter.
        public static let plusLighter = BlendMode(name: "plusLighter")
        /// Plus darker.
        public static let plusDarker = BlendMode(name: "plusDarker")
    }

    /// SwiftUI's `GraphicsContext.ResolvedText`.
    public struct ResolvedText {
        let text: Text
        /// Whether the text's style is the foreground style (it is until shaded).
        public var shading: Shading = .foreground
    }

    /// SwiftUI's `GraphicsContext.ResolvedImage`.
    public struct ResolvedImage {
        let image: Image
    }
}

/// A gradient given in a canvas's points, drawn on a path framed to the whole canvas.
struct CanvasGradient: ShapeStyle {
    enum Kind: Sendable {
        case linear(start: CGPoint, end: CGPoint)
        case radial(center: CGPoint, startRadius: Double, endRadius: Double)
    }
    let gradient: Gradient
    let kind: Kind
    /// The canvas's size, set when the operation is drawn (the unit points are fractions of it).
    var size = CGSize(width: 1, height: 1)

    static func linear(_ gradient: Gradient, start: CGPoint, end: CGPoint) -> CanvasGradient {
        CanvasGradient(gradient: gradient, kind: .linear(start: start, end: end))
    }
    static func radial(_ gradient: Gradient, center: CGPoint, startRadius: Double, endRadius: Double) -> CanvasGradient {
        CanvasGradient(gradient: gradient, kind: .radial(center: center, startRadius: startRadius, endRadius: endRadius))
    }

    func unit(_ p: CGPoint) -> UnitPoint {
        UnitPoint(x: size.width > 0 ? Double(p.x / size.width) : 0, y: size.height > 0 ? Double(p.y / size.height) : 0)
    }

    func paint(in environment: EnvironmentValues) -> Paint {
        switch kind {
        case let .linear(start, end): LinearGradient(gradient: gradient, startPoint: unit(start), endPoint: unit(end)).paint(in: environment)
        case let .radial(center, startRadius, endRadius):
            RadialGradient(gradient: gradient, center: unit(center), startRadius: startRadius, endRadius: endRadius).paint(in: environment)
        }
    }
}

/// One thing a canvas renderer drew, with the opacity and clip in force when it did.
struct CanvasOperation {
    enum Kind {
        case fill(Path, GraphicsContext.Shading, Bool)
        case stroke(Path, GraphicsContext.Shading, StrokeStyle)
        case view(AnyView, at: CGPoint, anchor: UnitPoint, size: CGSize?)
    }
    let kind: Kind
    let opacity: Double
    let clip: Path?

    /// The operation as a view: a path framed to the whole canvas (its points are the
    /// canvas's), a text or image as it is (placed by `CanvasPlacement`).
    @ViewBuilder func view(in size: CGSize) -> some View {
        switch kind {
        case let .fill(path, shading, evenOdd):
            clipped(path.fill(Self.sized(shading, size), style: FillStyle(eoFill: evenOdd)), in: size)
        case let .stroke(path, shading, style):
            clipped(path.stroke(Self.sized(shading, size), style: style), in: size)
        case let .view(view, _, _, fixed):
            if let fixed {
                view.frame(width: max(0, fixed.width), height: max(0, fixed.height), alignment: .topLeading).opacity(opacity)
            } else {
                view.opacity(opacity)
            }
        }
    }

    /// Where the operation's view goes: its point, the anchor put there, what it is offered.
    var placement: (point: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize?) {
        switch kind {
        case .fill, .stroke: (.zero, .topLeading, nil)
        case let .view(_, point, anchor, fixed): (point, fixed == nil ? anchor : .topLeading, fixed.map { ProposedViewSize($0) })
        }
    }

    /// A path's view over the whole canvas, clipped by the clip in force, at its opacity.
    @ViewBuilder private func clipped(_ drawn: some View, in size: CGSize) -> some View {
        let framed = drawn.frame(width: size.width, height: size.height, alignment: .topLeading)
        if let clip {
            framed.clipShape(clip).opacity(opacity)
        } else {
            framed.opacity(opacity)
        }
    }

    /// The shading as a style: a canvas gradient told the canvas's size, others as they are.
    static func sized(_ shading: GraphicsContext.Shading, _ size: CGSize) -> AnyShapeStyle {
        guard var gradient = shading.gradient else { return shading.style ?? AnyShapeStyle(ForegroundStyle()) }
        gradient.size = size
        return AnyShapeStyle(gradient)
    }
}

/// Places a canvas's operations: paths over the whole canvas from its corner, texts and
/// images with their anchor on their point (at their ideal size, or the rectangle given).
struct CanvasPlacement: Layout {
    let size: CGSize
    let operations: [CanvasOperation]

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { size }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (subview, operation) in zip(subviews, operations) {
            let (point, anchor, offered) = operation.placement
            subview.place(at: CGPoint(x: bounds.minX + point.x, y: bounds.minY + point.y), anchor: anchor,
                          proposal: offered ?? (operation.isPath ? ProposedViewSize(size) : .unspecified))
        }
    }
}

extension CanvasOperation {
    /// Whether the operation draws a path (framed to the whole canvas).
    var isPath: Bool {
        if case .view = kind { return false }
        return true
    }
}

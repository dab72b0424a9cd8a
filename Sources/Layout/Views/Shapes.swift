public import Foundation
public import DisplayList

/// The shapes of SwiftUI: they fill whatever size they are offered and draw their
/// outline filled with the foreground style unless told `.fill(…)` or `.stroke(…)`.
public protocol ShapeView: PrimitiveView {
    /// The outline in a frame (the display list's shape).
    nonisolated var outline: ShapeOutline { get }
    /// The outline where the shape is drawn: `outline`, except for a shape that takes it from
    /// the environment (`ContainerRelativeShape`).
    nonisolated func outline(in environment: EnvironmentValues) -> ShapeOutline
    /// The fill and stroke set by `.fill`, `.stroke`, `.strokeBorder` (and `Circle.trim`).
    nonisolated var style: ShapeDrawing { get set }
}

/// How a shape is painted.
public struct ShapeDrawing: Sendable {
    var fill: (any ShapeStyle)?
    var stroke: (style: any ShapeStyle, width: Double, inside: Bool, cap: Stroke.LineCap, dash: [Double], phase: Double)?
    var trim: (from: Double, to: Double)?
    /// Filled by the even-odd rule (`FillStyle(eoFill: true)`); only a path's outline can
    /// differ, a built-in shape's being convex.
    var evenOdd = false
    /// Drawn this many points inside the frame on every side (`inset(by:)`).
    var inset = 0.0
    /// Neither fill nor stroke: the shape fills with the foreground style.
    public init() {}
}

extension ShapeView {
    /// The shape filled with `style` (a colour or gradient).
    nonisolated public func fill(_ style: some ShapeStyle) -> Self { var s = self; s.style.fill = style; return s }
    /// SwiftUI's `fill(_:style:)`: filled with `style` by `fillStyle`'s rule.
    nonisolated public func fill(_ style: some ShapeStyle = ForegroundStyle(), style fillStyle: FillStyle) -> Self {
        var s = fill(style); s.style.evenOdd = fillStyle.isEOFilled; return s
    }
    /// Centred on the outline, as SwiftUI's `stroke`.
    nonisolated public func stroke(_ style: some ShapeStyle, lineWidth: Double = 1, lineCap: Stroke.LineCap = .butt) -> Self {
        var s = self; s.style.stroke = (style, lineWidth, false, lineCap, [], 0); return s
    }
    /// Centred on the outline in `strokeStyle`'s width, cap and dashes, as SwiftUI's
    /// `stroke(_:style:)`.
    nonisolated public func stroke(_ style: some ShapeStyle, style strokeStyle: StrokeStyle) -> Self {
        // The renderer draws a pattern it cannot draw in bounded time solid (drawableDash).
        var s = self; s.style.stroke = (style, strokeStyle.lineWidth, false, strokeStyle.lineCap, strokeStyle.dash, strokeStyle.dashPhase); return s
    }
    /// Centred on the outline in the foreground style, in `strokeStyle`'s width and cap.
    nonisolated public func stroke(style strokeStyle: StrokeStyle) -> Self { stroke(ForegroundStyle(), style: strokeStyle) }
    /// SwiftUI's `InsettableShape.inset(by:)`: the shape drawn `amount` points inside its
    /// frame on every side (a negative amount outside it, at most 10,000 points — far past
    /// any screen — so an absurd one cannot ask the renderer for a shape of light-years);
    /// the view keeps its size.
    nonisolated public func inset(by amount: CGFloat) -> Self {
        var s = self; s.style.inset = max(-1e4, s.style.inset + (amount.isFinite ? Double(amount) : 0)); return s
    }
    /// Inside the outline, as SwiftUI's `strokeBorder`.
    nonisolated public func strokeBorder(_ style: some ShapeStyle, lineWidth: Double = 1) -> Self {
        var s = self; s.style.stroke = (style, lineWidth, true, .butt, [], 0); return s
    }
    /// Inside the outline in `strokeStyle`'s width, cap and dashes, as SwiftUI's
    /// `strokeBorder(_:style:antialiased:)`.
    nonisolated public func strokeBorder(_ style: some ShapeStyle, style strokeStyle: StrokeStyle, antialiased: Bool = true) -> Self {
        var s = self; s.style.stroke = (style, strokeStyle.lineWidth, true, strokeStyle.lineCap, strokeStyle.dash, strokeStyle.dashPhase); return s
    }
    /// Inside the outline in the foreground style, in `strokeStyle` (`strokeBorder(style:)`).
    nonisolated public func strokeBorder(style strokeStyle: StrokeStyle, antialiased: Bool = true) -> Self {
        strokeBorder(ForegroundStyle(), style: strokeStyle)
    }

    nonisolated public func makeNode(_ context: BuildContext) -> any LayoutNode {
        let env = context.environment
        let fallback = env.foreground ?? .solid(Color.primary.resolved(in: env))
        var fill: Paint? = style.fill.map { $0.paint(in: env) }
        if fill == nil && style.stroke == nil { fill = fallback }
        let stroke = style.stroke.map { Stroke($0.style.paint(in: env), width: $0.width, inside: $0.inside, lineCap: $0.cap, dash: $0.dash, dashPhase: $0.phase) }
        var shape = outline(in: env)
        if style.evenOdd, case .path(let commands) = shape { shape = .evenOddPath(commands) }
        // A trim animates as its two fractions, so a ring fills through every length between.
        let trim = style.trim.map { t -> (from: Double, to: Double) in
            let v = context.animated(ComponentVector([t.from, t.to]), "trim", labels: ["trim from", "trim to"]).values
            return (v.count > 0 ? v[0] : t.from, v.count > 1 ? v[1] : t.to)
        }
        let node = ShapeNode(id: context.path, shape: shape, fill: fill, stroke: stroke, circular: self is Circle, trim: trim, inset: style.inset)
        // A fill style with a shadow (`.fill(.background.shadow(.drop(…)))`): the shape casts it.
        if let shadow = (style.fill as? any ShadowCastingStyle)?.castShadow { return EffectNode(child: node, effect: .shadow(shadow), owner: context.path) }
        return node
    }

    /// `outline`.
    nonisolated public func outline(in environment: EnvironmentValues) -> ShapeOutline { outline }
}

/// A rectangle filling its frame.
nonisolated public struct Rectangle: ShapeView {
    public var style = ShapeDrawing()
    /// A rectangle, filled with the foreground style until told otherwise.
    public init() {}
    public var outline: ShapeOutline { .rectangle }
}

/// How a rounded rectangle's corners turn.
public struct RoundedCornerStyle: Hashable, Sendable {
    let value: ShapeOutline.CornerStyle
    /// Apple's squircle-like corners: the curve starts earlier than a circle's and eases in.
    public static let continuous = RoundedCornerStyle(value: .continuous)
    /// Quarter circles.
    public static let circular = RoundedCornerStyle(value: .circular)
}

/// A rectangle with rounded corners filling its frame.
nonisolated public struct RoundedRectangle: ShapeView {
    public var style = ShapeDrawing()
    /// The corners' radius in points.
    public let cornerRadius: Double
    /// Continuous or circular corners.
    public let cornerStyle: RoundedCornerStyle
    /// SwiftUI's default corner style is `.continuous` (since iOS 17's SDK).
    public init(cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = cornerRadius; self.cornerStyle = style
    }
    public var outline: ShapeOutline { .roundedRectangle(cornerRadius: cornerRadius, style: cornerStyle.value) }
}

/// A rounded rectangle whose corner radius is half its shorter side.
nonisolated public struct Capsule: ShapeView {
    public var style = ShapeDrawing()
    /// A capsule, filled with the foreground style until told otherwise.
    public init() {}
    public var outline: ShapeOutline { .capsule }
}

/// An ellipse filling its frame.
nonisolated public struct Ellipse: ShapeView {
    public var style = ShapeDrawing()
    /// An ellipse, filled with the foreground style until told otherwise.
    public init() {}
    public var outline: ShapeOutline { .ellipse }
}

/// A circle inscribed in the middle of its frame (the frame's shorter side).
nonisolated public struct Circle: ShapeView {
    public var style = ShapeDrawing()
    /// A circle, filled with the foreground style until told otherwise.
    public init() {}
    public var outline: ShapeOutline { .ellipse }
    /// SwiftUI's `trim(from:to:)`: only the part of the outline between the two fractions,
    /// starting at 3 o'clock and running clockwise — a ring when stroked.
    public func trim(from: Double = 0, to: Double = 1) -> Circle {
        var c = self; c.style.trim = (from, to); return c
    }
}

/// SwiftUI's `Path`: lines and curves in the coordinates of the frame it is laid out in.
nonisolated public struct Path: ShapeView {
    public var style = ShapeDrawing()
    /// The path's segments, in the frame's coordinates (points from its top left).
    public private(set) var commands: [PathCommand] = []

    /// A path drawn by `build` (`Path { p in p.move(to: …); p.addLine(to: …) }`).
    public init(_ build: (inout Path) -> Void) { build(&self) }
    /// A path of these segments.
    public init(commands: [PathCommand]) { self.commands = commands }

    /// Starts a new subpath at `p` (in display-list points; SwiftUI's spelling takes a CGPoint).
    @_disfavoredOverload public mutating func move(to p: Point) { commands.append(.move(p)) }
    /// A straight line from the current point to `p`.
    @_disfavoredOverload public mutating func addLine(to p: Point) { commands.append(.line(p)) }
    /// A cubic Bézier curve from the current point to `p`.
    @_disfavoredOverload public mutating func addCurve(to p: Point, control1: Point, control2: Point) {
        commands.append(.curve(p, control1: control1, control2: control2))
    }
    /// A straight line back to the subpath's start, closing it.
    public mutating func closeSubpath() { commands.append(.close) }
    public var outline: ShapeOutline { .path(commands) }
}

/// A shape laid out in whatever it is offered (nil proposals take 10 pt, as SwiftUI).
struct ShapeNode: LayoutNode {
    let id: String
    let shape: ShapeOutline
    let fill: Paint?
    let stroke: Stroke?
    let circular: Bool
    var trim: (from: Double, to: Double)? = nil
    var inset = 0.0

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        func dim(_ v: Double?) -> Double { guard let v else { return 10 }; return v.isFinite ? v : 10 }
        return Size(width: dim(proposal.width), height: dim(proposal.height))
    }

    func place(in frame: Rect, _ context: inout PlacementContext) {
        let dx = min(inset, frame.width / 2), dy = min(inset, frame.height / 2)
        var rect = inset == 0 ? frame : frame.insetBy(dx: dx, dy: dy)
        if circular {
            let side = min(rect.width, rect.height)
            rect = Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        }
        var outline = shape
        // An inset rounded rectangle keeps its corners concentric, as SwiftUI's does.
        if inset != 0, case .roundedRectangle(let r, let style) = shape { outline = .roundedRectangle(cornerRadius: max(0, r - inset), style: style) }
        var fill = self.fill
        if let trim, circular {
            outline = .path(CircleArc.commands(in: Rect(origin: .zero, size: rect.size), from: trim.from, to: trim.to))
            if stroke != nil { fill = nil }
        } else if let trim {
            outline = .path(PathTrim.commands(Self.commands(of: outline, size: rect.size), from: trim.from, to: trim.to))
            if stroke != nil { fill = nil }
        }
        context.emit(.shape(id, rect, outline, fill: fill, stroke: stroke))
    }
}

extension ShapeNode {
    /// `outline` as path commands in a frame of `size` at the origin (where a trim cuts it).
    static func commands(of outline: ShapeOutline, size: Size) -> [PathCommand] {
        let rect = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        switch outline {
        case .rectangle: return Path(rect).commands
        case .roundedRectangle(let r, _): return Path(roundedRect: rect, cornerRadius: min(max(r, 0), min(size.width, size.height) / 2)).commands
        case .capsule: return Path(roundedRect: rect, cornerRadius: min(size.width, size.height) / 2).commands
        case .ellipse: return Path(ellipseIn: rect).commands
        case .path(let c), .evenOddPath(let c): return c
        }
    }
}

extension ShapeView {
    /// SwiftUI's `trim(from:to:)`: only the part of the outline between the two fractions of
    /// its length — a progress border when stroked.
    nonisolated public func trim(from: Double = 0, to: Double = 1) -> Self {
        var s = self; s.style.trim = (from, to); return s
    }
}

/// Cubic Bézier approximation of a circular arc (four segments per full turn at most).
enum CircleArc {
    static func commands(in rect: Rect, from: Double, to: Double) -> [PathCommand] {
        let start = max(0, min(from, to)), end = min(1, max(from, to))
        guard end > start else { return [] }
        let cx = rect.midX, cy = rect.midY, r = min(rect.width, rect.height) / 2
        let total = (end - start) * 2 * Double.pi
        let segments = max(1, Int((total / (Double.pi / 2)).rounded(.up)))
        let step = total / Double(segments)
        let k = 4.0 / 3.0 * tanQuarter(step)
        var angle = start * 2 * Double.pi
        func point(_ a: Double) -> Point { Point(x: cx + r * cosine(a), y: cy + r * sine(a)) }
        var out: [PathCommand] = [.move(point(angle))]
        for _ in 0..<segments {
            let next = angle + step
            let p0 = point(angle), p3 = point(next)
            let c1 = Point(x: p0.x - k * r * sine(angle), y: p0.y + k * r * cosine(angle))
            let c2 = Point(x: p3.x + k * r * sine(next), y: p3.y - k * r * cosine(next))
            out.append(.curve(p3, control1: c1, control2: c2))
            angle = next
        }
        return out
    }
}

public import DisplayList
public import Foundation
public import Motion

// SwiftUI's `Shape` protocol and `Path`'s Core Graphics spellings: a team's own shape is a
// `path(in:)` drawn in the frame it is laid out in, filled with the foreground style unless
// told `.fill(…)` or `.stroke(…)`, as a built-in shape is.

/// SwiftUI's `Shape`: an outline drawn in whatever frame the view is given. It is
/// `Animatable`, as in SwiftUI: a shape's `animatableData` (its inset, its trim) is what an
/// animation interpolates.
public protocol Shape: View, Animatable {
    /// The outline in `rect` (the frame the shape is laid out in, its origin at zero).
    nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
    /// The shape, filled with the foreground style.
    nonisolated public var body: ShapeDrawn<Self> { ShapeDrawn(shape: self, fill: nil, stroke: nil) }
    /// The shape filled with `style`.
    nonisolated public func fill(_ style: some ShapeStyle) -> ShapeDrawn<Self> { ShapeDrawn(shape: self, fill: style, stroke: nil) }
    /// SwiftUI's `fill(_:style:)`: filled with `style` by `fillStyle`'s rule (even-odd makes
    /// a hole where sub-paths overlap).
    nonisolated public func fill(_ style: some ShapeStyle = ForegroundStyle(), style fillStyle: FillStyle) -> ShapeDrawn<Self> {
        ShapeDrawn(shape: self, fill: style, stroke: nil, evenOdd: fillStyle.isEOFilled)
    }
    /// The shape's outline stroked with `style`, centred on it, `lineWidth` points wide.
    nonisolated public func stroke(_ style: some ShapeStyle, lineWidth: Double = 1) -> ShapeDrawn<Self> {
        ShapeDrawn(shape: self, fill: nil, stroke: (style, StrokeStyle(lineWidth: lineWidth)))
    }
    /// The shape's outline stroked with `style` in `strokeStyle` (width, dashes).
    nonisolated public func stroke(_ style: some ShapeStyle, style strokeStyle: StrokeStyle) -> ShapeDrawn<Self> {
        ShapeDrawn(shape: self, fill: nil, stroke: (style, strokeStyle))
    }
    /// The shape's outline stroked with the foreground style in `strokeStyle`.
    nonisolated public func stroke(style strokeStyle: StrokeStyle) -> ShapeDrawn<Self> {
        ShapeDrawn(shape: self, fill: nil, stroke: (ForegroundStyle(), strokeStyle))
    }
    /// The shape's outline stroked with the foreground style, `lineWidth` points wide.
    nonisolated public func stroke(lineWidth: Double = 1) -> ShapeDrawn<Self> {
        ShapeDrawn(shape: self, fill: nil, stroke: (ForegroundStyle(), StrokeStyle(lineWidth: lineWidth)))
    }
}

/// SwiftUI's `FillStyle`: which rule decides the inside of a filled path.
public struct FillStyle: Hashable, Sendable {
    /// The even-odd rule (true) or the non-zero winding rule (false, the default).
    public var isEOFilled: Bool
    /// Whether edges are antialiased (always drawn antialiased here, as iOS's default).
    public var isAntialiased: Bool
    /// A fill by the even-odd rule when `eoFill`, else by non-zero winding.
    public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill; isAntialiased = antialiased }
}

/// SwiftUI's `ForegroundStyle` (`.foreground`): the foreground style of the view.
public struct ForegroundStyle: ShapeStyle {
    /// The foreground style.
    public init() {}
    /// The environment's foreground, or the primary colour.
    public func paint(in environment: EnvironmentValues) -> Paint {
        environment.foreground ?? .solid(Color.primary.resolved(in: environment))
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style of the view it is drawn in.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// A team's shape drawn: its path in the frame it is laid out in, filled and stroked.
nonisolated public struct ShapeDrawn<S: Shape>: PrimitiveView {
    let shape: S
    let fill: (any ShapeStyle)?
    let stroke: (paint: any ShapeStyle, line: StrokeStyle)?
    var evenOdd = false

    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        let env = context.environment
        var fillPaint = fill.map { $0.paint(in: env) }
        if fillPaint == nil && stroke == nil { fillPaint = ForegroundStyle().paint(in: env) }
        let strokePaint = stroke.map { Stroke($0.paint.paint(in: env), width: $0.line.lineWidth, lineCap: $0.line.lineCap, dash: $0.line.dash,
                                              dashPhase: $0.line.dashPhase) }
        let shape = context.animatedData(self.shape, "animatableData")
        return PathShapeNode(id: context.path, fill: fillPaint, stroke: strokePaint, evenOdd: evenOdd) { size in
            shape.path(in: CGRect(x: 0, y: 0, width: size.width, height: size.height))
        }
    }
}

/// A shape whose outline depends on its frame: laid out as a shape, drawn when placed.
struct PathShapeNode: LayoutNode {
    let id: String
    let fill: Paint?
    let stroke: Stroke?
    let evenOdd: Bool
    let path: (Size) -> Path

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        func dim(_ v: Double?) -> Double { guard let v else { return 10 }; return v.isFinite ? v : 10 }
        return Size(width: dim(proposal.width), height: dim(proposal.height))
    }

    func place(in frame: Rect, _ context: inout PlacementContext) {
        let commands = path(frame.size).commands
        context.emit(.shape(id, frame, evenOdd ? .evenOddPath(commands) : .path(commands), fill: fill, stroke: stroke))
    }
}

// `Path` as Core Graphics spells it.
extension Path {
    /// An empty path.
    public init() { self.init(commands: []) }
    /// A rectangle.
    public init(_ rect: CGRect) { self.init(); addRect(rect) }
    /// A rounded rectangle with `cornerRadius` corners (circular arcs).
    public init(roundedRect rect: CGRect, cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
        self.init(); addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
    }
    /// The ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { self.init(); addEllipse(in: rect) }

    /// Starts a new subpath at `p`.
    public mutating func move(to p: CGPoint) { move(to: Point(p)) }
    /// A straight line from the current point to `p`.
    public mutating func addLine(to p: CGPoint) { addLine(to: Point(p)) }
    /// Straight lines through `points`, starting a subpath at the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }
    /// A cubic Bézier curve from the current point to `p`.
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        addCurve(to: Point(p), control1: Point(control1), control2: Point(control2))
    }
    /// A quadratic Bézier curve from the current point to `p` (drawn as the cubic that is
    /// the same curve: control points two thirds of the way to `control`).
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) {
        let start = currentPoint.map { Point(x: $0.x, y: $0.y) } ?? Point(p)
        let c = Point(control), end = Point(p)
        let c1 = Point(x: start.x + 2 / 3 * (c.x - start.x), y: start.y + 2 / 3 * (c.y - start.y))
        let c2 = Point(x: end.x + 2 / 3 * (c.x - end.x), y: end.y + 2 / 3 * (c.y - end.y))
        addCurve(to: end, control1: c1, control2: c2)
    }
    /// A closed rectangle subpath.
    public mutating func addRect(_ rect: CGRect) {
        addLines([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                  CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)])
        closeSubpath()
    }
    /// Closed rectangle subpaths.
    public mutating func addRects(_ rects: [CGRect]) { for r in rects { addRect(r) } }
    /// A closed rounded rectangle subpath with elliptical corners of `cornerSize`.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let rx = min(abs(cornerSize.width), abs(rect.width) / 2), ry = min(abs(cornerSize.height), abs(rect.height) / 2)
        guard rx > 0, ry > 0 else { addRect(rect); return }
        let k = 0.5522847498307936  // a quarter circle's Bézier handle length, as a fraction of its radius
        let (x0, y0, x1, y1) = (Double(rect.minX), Double(rect.minY), Double(rect.maxX), Double(rect.maxY))
        move(to: Point(x: x0 + rx, y: y0))
        addLine(to: Point(x: x1 - rx, y: y0))
        addCurve(to: Point(x: x1, y: y0 + ry), control1: Point(x: x1 - rx + k * rx, y: y0), control2: Point(x: x1, y: y0 + ry - k * ry))
        addLine(to: Point(x: x1, y: y1 - ry))
        addCurve(to: Point(x: x1 - rx, y: y1), control1: Point(x: x1, y: y1 - ry + k * ry), control2: Point(x: x1 - rx + k * rx, y: y1))
        addLine(to: Point(x: x0 + rx, y: y1))
        addCurve(to: Point(x: x0, y: y1 - ry), control1: Point(x: x0 + rx - k * rx, y: y1), control2: Point(x: x0, y: y1 - ry + k * ry))
        addLine(to: Point(x: x0, y: y0 + ry))
        addCurve(to: Point(x: x0 + rx, y: y0), control1: Point(x: x0, y: y0 + ry - k * ry), control2: Point(x: x0 + rx - k * rx, y: y0))
        closeSubpath()
    }
    /// A closed ellipse subpath inscribed in `rect` (four Bézier quarters).
    public mutating func addEllipse(in rect: CGRect) {
        let cx = Double(rect.midX), cy = Double(rect.midY), rx = Double(rect.width) / 2, ry = Double(rect.height) / 2
        let k = 0.5522847498307936
        move(to: Point(x: cx + rx, y: cy))
        addCurve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + k * ry), control2: Point(x: cx + k * rx, y: cy + ry))
        addCurve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - k * rx, y: cy + ry), control2: Point(x: cx - rx, y: cy + k * ry))
        addCurve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - k * ry), control2: Point(x: cx - k * rx, y: cy - ry))
        addCurve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + k * rx, y: cy - ry), control2: Point(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }
    /// An arc of the circle of `radius` about `center` from `startAngle` to `endAngle`
    /// (0 at 3 o'clock; in y-down coordinates `clockwise: false` runs as SwiftUI draws it:
    /// counter-clockwise on screen), joined to the current point by a line.
    public mutating func addArc(center: CGPoint, radius: Double, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        let start = startAngle.radians, end = endAngle.radians
        // SwiftUI's `clockwise` is in a flipped (y-up) sense: on screen, clockwise: false
        // sweeps with increasing angle (clockwise in y-down coordinates).
        var sweep = end - start
        if !clockwise { while sweep < 0 { sweep += 2 * Double.pi } } else { while sweep > 0 { sweep -= 2 * Double.pi } }
        let cx = Double(center.x), cy = Double(center.y), r = radius
        func point(_ a: Double) -> Point { Point(x: cx + r * cos(a), y: cy + r * sin(a)) }
        let first = point(start)
        if commands.isEmpty || commands.last == .close { move(to: first) } else { addLine(to: first) }
        let segments = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a = start
        for _ in 0..<segments {
            let b = a + step
            let p0 = point(a), p3 = point(b)
            let c1 = Point(x: p0.x - k * r * sin(a), y: p0.y + k * r * cos(a))
            let c2 = Point(x: p3.x + k * r * sin(b), y: p3.y - k * r * cos(b))
            addCurve(to: p3, control1: c1, control2: c2)
            a = b
        }
    }
    /// `path`'s subpaths added to this one.
    public mutating func addPath(_ path: Path) { self = Path(commands: commands + path.commands) }

    /// The last point of the path, or nil when it is empty.
    public var currentPoint: CGPoint? {
        var start: Point?, current: Point?
        for command in commands {
            switch command {
            case .move(let p): start = p; current = p
            case .line(let p), .curve(let p, _, _): current = p
            case .close: current = start
            }
        }
        return current.map { CGPoint(x: $0.x, y: $0.y) }
    }
    /// True when the path has no segments.
    public var isEmpty: Bool { commands.isEmpty }
}

extension Point {
    /// The point at `p`.
    init(_ p: CGPoint) { self.init(x: Double(p.x), y: Double(p.y)) }
}

// The built-in shapes by SwiftUI's static names: `.clipShape(.capsule)`,
// `.background(.red, in: .rect(cornerRadius: 12))`.
extension ShapeView where Self == Capsule {
    /// A capsule.
    nonisolated public static var capsule: Capsule { Capsule() }
}
extension ShapeView where Self == Circle {
    /// A circle.
    nonisolated public static var circle: Circle { Circle() }
}
extension ShapeView where Self == Ellipse {
    /// An ellipse.
    nonisolated public static var ellipse: Ellipse { Ellipse() }
}
extension ShapeView where Self == Rectangle {
    /// A rectangle.
    nonisolated public static var rect: Rectangle { Rectangle() }
}
extension ShapeView where Self == RoundedRectangle {
    /// A rectangle with `cornerRadius` corners.
    nonisolated public static func rect(cornerRadius: Double, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

/// SwiftUI's `InsettableShape`: a shape that can draw itself inset, which is how
/// `strokeBorder` keeps the whole line inside the outline (inset by half the line's width,
/// then stroked).
public protocol InsettableShape: Shape {
    /// The inset shape's type.
    associatedtype InsetShape: InsettableShape
    /// The shape with its outline moved `amount` points inwards.
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// The outline stroked with `style` inside the shape, `lineWidth` points wide.
    nonisolated public func strokeBorder(_ style: some ShapeStyle, lineWidth: Double = 1, antialiased: Bool = true) -> ShapeDrawn<InsetShape> {
        inset(by: CGFloat(lineWidth / 2)).stroke(style, lineWidth: lineWidth)
    }
    /// The outline stroked with `style` inside the shape, in `strokeStyle`.
    nonisolated public func strokeBorder(_ style: some ShapeStyle, style strokeStyle: StrokeStyle, antialiased: Bool = true) -> ShapeDrawn<InsetShape> {
        inset(by: CGFloat(strokeStyle.lineWidth / 2)).stroke(style, style: strokeStyle)
    }
    /// The outline stroked with the foreground style inside the shape.
    nonisolated public func strokeBorder(lineWidth: Double = 1, antialiased: Bool = true) -> ShapeDrawn<InsetShape> {
        strokeBorder(ForegroundStyle(), lineWidth: lineWidth)
    }
    /// The outline stroked with the foreground style inside the shape, in `strokeStyle`.
    nonisolated public func strokeBorder(style strokeStyle: StrokeStyle, antialiased: Bool = true) -> ShapeDrawn<InsetShape> {
        strokeBorder(ForegroundStyle(), style: strokeStyle)
    }
}

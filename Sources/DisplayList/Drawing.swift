public import Tokens

/// A picture made of vector operations — paths filled and stroked with colours and
/// gradients, clipped, with soft shadows — in the points of the image element that shows
/// it (origin at the frame's top-left corner). It is how content such as the apps' food
/// photos reaches the renderer: as data built above it (the way resvg draws usvg's
/// normalised tree), so the renderer knows no picture by name and draws whatever it is given.
///
/// A drawing is not written to a display list's JSON: an image element names it
/// (`illustration:NAME`), and its thousands of operations are drawn, not listed.
public struct Drawing: Hashable, Sendable {
    /// What to draw, in order (later on top).
    public var operations: [DrawingOperation]
    /// The frame size the operations were made for, in points; drawn into a frame of another
    /// size (an image whose frame animates) the drawing is scaled to fit it. Zero: drawn as it is.
    public var size: Size

    /// A drawing of `operations`, drawn in order, made for a frame of `size` points.
    public init(operations: [DrawingOperation] = [], size: Size = Size(width: 0, height: 0)) {
        self.operations = operations
        self.size = size
    }

    /// How many operations it holds, those inside clips included.
    public var operationCount: Int {
        func count(_ ops: [DrawingOperation]) -> Int {
            ops.reduce(0) { n, op in
                if case .clip(_, _, let inner) = op { return n + 1 + count(inner) }
                return n + 1
            }
        }
        return count(operations)
    }
}

/// One step of a drawing.
public indirect enum DrawingOperation: Hashable, Sendable {
    /// The path filled with the paint, by the even-odd rule when `evenOdd` (else non-zero).
    case fill(DrawingPath, DrawingPaint, evenOdd: Bool)
    /// The path stroked with the paint, `width` points wide, with round joins and round or
    /// flat (butt) caps.
    case stroke(DrawingPath, DrawingPaint, width: Double, roundCap: Bool)
    /// The paint laid over everything the current clip lets through (a lighting overlay).
    case paint(DrawingPaint)
    /// `operations` drawn inside the path (intersected with any clip around it).
    case clip(DrawingPath, evenOdd: Bool, [DrawingOperation])
    /// A soft shadow of the path: the outline filled and stroked `layers` times with widths
    /// growing to 2 × `spread` points, each layer at `layerAlpha` of `color`, so the darkness
    /// falls off outside the shape like a blur's tail; the fill by the even-odd rule when
    /// `evenOdd`.
    case layeredShadow(DrawingPath, evenOdd: Bool, color: RGBA, spread: Double, layers: Int, layerAlpha: Double)
}

/// A path of a drawing, in the drawing's points.
public struct DrawingPath: Hashable, Sendable {
    /// The steps, in order.
    public var commands: [DrawingPathCommand]
    /// A path of `commands`.
    public init(_ commands: [DrawingPathCommand] = []) { self.commands = commands }
    /// Whether the path has no steps.
    public var isEmpty: Bool { commands.isEmpty }
}

/// One step of a drawing's path.
public enum DrawingPathCommand: Hashable, Sendable {
    /// Starts a new subpath at the point.
    case move(Point)
    /// A straight line to the point (from nowhere, it starts a subpath there).
    case line(Point)
    /// A cubic Bézier to the point through the two control points.
    case curve(Point, control1: Point, control2: Point)
    /// A straight line back to the subpath's start, closing it.
    case close
    /// A closed subpath: the unit circle mapped by the transform (a circle or a turned
    /// ellipse), kept as an arc so the renderer divides it as finely as its pixels need.
    case ellipse(AffineTransform)
}

/// What a drawing's fills and strokes are painted with. A gradient's points and radii are in
/// its own space, which `transform` maps into the drawing's points (a gradient drawn under
/// a turned, squashed space, as a shadow's ellipse is); outside its ends it keeps its end
/// colours.
public enum DrawingPaint: Hashable, Sendable {
    /// One colour.
    case solid(RGBA)
    /// Colours along the line from `start` to `end`.
    case linear(start: Point, end: Point, stops: [GradientStop], transform: AffineTransform)
    /// Colours from the circle (`startCenter`, `startRadius`) to the circle (`endCenter`,
    /// `endRadius`): an inner circle off the centre lights a round thing from one side.
    case radial(startCenter: Point, startRadius: Double, endCenter: Point, endRadius: Double, stops: [GradientStop],
                transform: AffineTransform)
}

/// Content drawn for the frame it is given — a photo's stand-in that varies with the
/// frame's shape (a wide frame shows more table): its name, the aspect ratio it is composed
/// for, and the drawing it makes for a size. Apps hand one to `Image(illustration:)`; equal
/// when the names are.
public struct Illustration: Hashable, Sendable {
    /// What the display list calls it (`illustration:NAME`).
    public let name: String
    private let make: @Sendable (Size) -> Drawing

    /// An illustration named `name` that `make` draws for a frame of a given size.
    public init(name: String, drawing make: @escaping @Sendable (Size) -> Drawing) {
        self.name = name
        self.make = make
    }

    /// The drawing for a frame of `size` points (empty for a frame with no area).
    public func drawing(for size: Size) -> Drawing {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return Drawing() }
        var drawing = make(size)
        drawing.size = size
        return drawing
    }

    /// Whether the two have the same name (names identify illustrations).
    public static func == (a: Illustration, b: Illustration) -> Bool { a.name == b.name }
    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

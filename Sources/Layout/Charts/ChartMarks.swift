/// One mark as the chart draws it: what kind, where, in which series and colour.
public struct ChartMark: Sendable {
    /// Bar, line, point or rule.
    public enum Kind: String, Hashable, Sendable { case bar, line, point, rule, area }
    /// Which mark this is.
    public var kind: Kind
    /// The x value (a category or a number); nil for a horizontal rule.
    public var x: PlottableValue?
    /// The y value; nil for a vertical rule.
    public var y: PlottableValue?
    /// `.foregroundStyle(by:)`: the series, which picks the colour and the legend entry.
    public var series: PlottableValue?
    /// `.foregroundStyle(_:)`: overrides the series colour.
    public var color: Color?
    /// `.lineStyle(_:)`: the width and dashes of a line or rule.
    public var lineStyle: StrokeStyle?
    /// `.annotation(position:content:)`: a caption beside the mark.
    public var annotation: (text: String, position: AnnotationPosition)?
    /// `.symbol(.circle)` on a line: a point at each value.
    public var showsSymbol = false
    /// `.interpolationMethod(_:)`: how a line or area passes between its values (nil: straight).
    public var interpolation: InterpolationMethod?
    /// `.cornerRadius(_:)` on a bar: its corners' radius in points (nil: square).
    public var cornerRadius: Double?
    /// `.foregroundStyle(_:)` with a style that is not a plain colour (a gradient): bars and
    /// areas are filled with it; lines, points and the legend take its representative colour.
    public var style: AnyShapeStyle?
}

/// Anything a `Chart`'s content can hold: marks (BarMark, LineMark, PointMark, RuleMark).
public protocol ChartContent {
    /// The marks this content draws, in order.
    var marks: [ChartMark] { get }
}

/// The modifiers Swift Charts gives every mark.
public protocol MarkModifiers: ChartContent {
    /// The one mark this is, which the modifiers change.
    var mark: ChartMark { get set }
}

extension MarkModifiers {
    public var marks: [ChartMark] { [mark] }
    /// Series: marks with the same value share a colour from the palette and a legend
    /// entry; bars of different series at one x stack.
    public func foregroundStyle(by value: PlottableValue) -> Self { var m = self; m.mark.series = value; return m }
    /// The mark drawn in `color`, over its series colour.
    public func foregroundStyle(_ color: Color) -> Self { var m = self; m.mark.color = color; m.mark.style = nil; return m }
    /// The mark drawn in `style` (`.pink.gradient`, a `LinearGradient`), over its series colour.
    @_disfavoredOverload
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self {
        var m = self; m.mark.style = AnyShapeStyle(style); m.mark.color = nil; return m
    }
    /// The line or rule drawn with `style`'s width and dashes.
    public func lineStyle(_ style: StrokeStyle) -> Self { var m = self; m.mark.lineStyle = style; return m }
    /// Swift Charts' `.annotation(position:) { Text("Goal") }`: a caption beside the mark
    /// (for a horizontal rule, at its leading end above or below the line).
    public func annotation(position: AnnotationPosition = .top, content: () -> Text) -> Self {
        var m = self; m.mark.annotation = (content().string, position); return m
    }
    /// `.annotation(position:alignment:spacing:content:)` with any view: its text, when the
    /// view is a `Text` (drawn by rules and bars); other views are not drawn as annotations.
    public func annotation<V: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: Double? = nil,
                                    @ViewBuilder content: () -> V) -> Self {
        guard let text = content() as? Text else { return self }
        var m = self; m.mark.annotation = (text.string, position); return m
    }
    /// Swift Charts' `.interpolationMethod(_:)`: a line or area drawn through its values
    /// straight, as a smooth curve, or in steps.
    public func interpolationMethod(_ method: InterpolationMethod) -> Self { var m = self; m.mark.interpolation = method; return m }
    /// Swift Charts' `.cornerRadius(_:style:)`: a bar with rounded corners.
    public func cornerRadius(_ radius: Double, style: RoundedCornerStyle = .continuous) -> Self {
        var m = self; m.mark.cornerRadius = radius.isFinite ? max(0, radius) : nil; return m
    }
    /// Swift Charts' `.symbol(by:)`: a dot at each value of a line (drawn as a circle for
    /// every series) — a point mark already is one.
    public func symbol(by value: PlottableValue) -> Self { var m = self; m.mark.showsSymbol = true; return m }
    /// Swift Charts' `.symbolSize(_:)`: accepted; dots are drawn at their standard size.
    public func symbolSize(_ size: Double) -> Self { self }
}

/// A filled area from zero up to `y` along the categories, the series colour under a line
/// through the values (areas of several series are drawn over each other, not stacked).
public struct AreaMark: MarkModifiers {
    public var mark: ChartMark
    /// The area's top at (`x`, `y`).
    public init(x: PlottableValue, y: PlottableValue) { mark = ChartMark(kind: .area, x: x, y: y) }
}

/// Swift Charts' `InterpolationMethod`: how a line passes between its values.
public struct InterpolationMethod: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case linear, smooth, stepStart, stepCenter, stepEnd }
    let kind: Kind
    /// Straight segments.
    public static let linear = InterpolationMethod(kind: .linear)
    /// A Catmull–Rom curve through every value.
    public static let catmullRom = InterpolationMethod(kind: .smooth)
    /// A cardinal spline through every value (drawn as Catmull–Rom's).
    public static let cardinal = InterpolationMethod(kind: .smooth)
    /// A monotone cubic through every value (drawn as Catmull–Rom's).
    public static let monotone = InterpolationMethod(kind: .smooth)
    /// Steps that rise or fall at each value.
    public static let stepStart = InterpolationMethod(kind: .stepStart)
    /// Steps that change halfway between values.
    public static let stepCenter = InterpolationMethod(kind: .stepCenter)
    /// Steps that change at the next value.
    public static let stepEnd = InterpolationMethod(kind: .stepEnd)
    /// A Catmull–Rom curve (every `alpha` drawn as the uniform curve).
    public static func catmullRom(alpha: Double) -> InterpolationMethod { .catmullRom }
    /// A cardinal spline (every `tension` drawn as Catmull–Rom's).
    public static func cardinal(tension: Double) -> InterpolationMethod { .cardinal }
}

/// A bar from zero to `y` centred on the category `x`; bars at one x stack (Swift Charts'
/// default). Square corners, as Swift Charts draws them.
public struct BarMark: MarkModifiers {
    public var mark: ChartMark
    /// A bar at the category `x`, `y` tall.
    public init(x: PlottableValue, y: PlottableValue) { mark = ChartMark(kind: .bar, x: x, y: y) }
}

/// A 2-pt line through the values of a series, in x order, with round joins.
public struct LineMark: MarkModifiers {
    public var mark: ChartMark
    /// A point of the line at (`x`, `y`).
    public init(x: PlottableValue, y: PlottableValue) { mark = ChartMark(kind: .line, x: x, y: y) }
    /// `.symbol(.circle)`: a dot at each value.
    public func symbol(_ symbol: ChartSymbol) -> LineMark { var m = self; m.mark.showsSymbol = true; return m }
}

/// A mark's symbol: only a circle.
public enum ChartSymbol: Sendable { case circle }

/// A dot at (`x`, `y`).
public struct PointMark: MarkModifiers {
    public var mark: ChartMark
    /// A dot at (`x`, `y`).
    public init(x: PlottableValue, y: PlottableValue) { mark = ChartMark(kind: .point, x: x, y: y) }
}

/// A line across the plot: horizontal at `y` (a goal), or vertical at the category `x`.
/// 1 pt solid unless `.lineStyle` says otherwise.
public struct RuleMark: MarkModifiers {
    public var mark: ChartMark
    /// A horizontal line across the plot at `y`.
    public init(y: PlottableValue) { mark = ChartMark(kind: .rule, y: y) }
    /// A vertical line across the plot at the category `x`.
    public init(x: PlottableValue) { mark = ChartMark(kind: .rule, x: x) }
}

/// Gathers a chart's marks: statements, `if`, and `for` loops over data
///
///     Chart {
///         for day in week { BarMark(x: .value("Day", day.name), y: .value("kcal", day.kcal)) }
///         RuleMark(y: .value("Goal", 2000))
///     }
@resultBuilder
public enum ChartContentBuilder {
    /// A mark, or other chart content, as its marks.
    public static func buildExpression(_ content: some ChartContent) -> [ChartMark] { content.marks }
    /// Marks as they are.
    public static func buildExpression(_ marks: [ChartMark]) -> [ChartMark] { marks }
    /// The statements' marks, in order.
    public static func buildBlock(_ parts: [ChartMark]...) -> [ChartMark] { parts.flatMap { $0 } }
    /// A `for` loop's marks, in order.
    public static func buildArray(_ parts: [[ChartMark]]) -> [ChartMark] { parts.flatMap { $0 } }
    /// An `if` without `else`: its marks, or none.
    public static func buildOptional(_ part: [ChartMark]?) -> [ChartMark] { part ?? [] }
    /// An `if`'s first branch.
    public static func buildEither(first: [ChartMark]) -> [ChartMark] { first }
    /// An `if`'s `else` branch.
    public static func buildEither(second: [ChartMark]) -> [ChartMark] { second }
}

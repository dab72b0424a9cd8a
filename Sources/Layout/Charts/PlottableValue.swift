public import DisplayList
/// Swift Charts' `.value("Day", "Mon")`: a value with the name of what it measures. The
/// x of a mark is a category (a string, or a number or date the caller formats as one);
/// the y is a number. The name becomes the accessibility summary's unit ("kcal").
public struct PlottableValue: Hashable, Sendable {
    /// A category or a number.
    public enum Value: Hashable, Sendable {
        /// A category on a band axis (a day's name, a formatted date).
        case category(String)
        /// A number on a linear axis.
        case number(Double)
    }
    /// The name of what is measured ("Day", "kcal").
    public let label: String
    /// The value.
    public let value: Value

    /// A category `value` named `label` (an x).
    public static func value(_ label: String, _ value: String) -> PlottableValue { PlottableValue(label: label, value: .category(value)) }
    /// A number `value` named `label`.
    public static func value(_ label: String, _ value: Double) -> PlottableValue { PlottableValue(label: label, value: .number(value)) }
    /// A whole number `value` named `label`.
    public static func value(_ label: String, _ value: Int) -> PlottableValue { PlottableValue(label: label, value: .number(Double(value))) }

    /// The category an x value stands for: a number is written as the axis writes numbers.
    var category: String {
        switch value {
        case .category(let s): s
        case .number(let n): ChartNumberFormat.string(n)
        }
    }

    /// The number a y value stands for; nil for a category or a NaN/infinite number
    /// (such marks are skipped, not drawn).
    var number: Double? {
        if case .number(let n) = value, n.isFinite { return n }
        return nil
    }
}

/// SwiftUI's `StrokeStyle` as `.lineStyle(_:)` takes it: width and dash lengths in points.
public struct StrokeStyle: Hashable, Sendable {
    /// The line's width in points.
    public var lineWidth: Double
    /// How open ends are drawn (butt by default, as Core Graphics').
    public var lineCap: CGLineCap
    /// How corners are joined (miter by default). Display-list strokes join round, so a
    /// miter or bevel join draws as round at sharp corners.
    public var lineJoin: CGLineJoin
    /// The miter limit (10 by default); kept for the spelling.
    public var miterLimit: Double
    /// Dash and gap lengths in points, alternating; empty for a solid line.
    public var dash: [Double]
    /// How far into the dash pattern the line starts, in points.
    public var dashPhase: Double
    /// SwiftUI's `StrokeStyle(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:)`.
    public init(lineWidth: Double = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: Double = 10,
                dash: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin; self.miterLimit = miterLimit
        self.dash = dash; self.dashPhase = dashPhase
    }
}

/// Core Graphics' `CGLineCap`: how a stroke's open ends are drawn.
public typealias CGLineCap = Stroke.LineCap

/// Core Graphics' `CGLineJoin`: how a stroke's corners are joined.
public enum CGLineJoin: Hashable, Sendable {
    /// A sharp corner, cut at the miter limit.
    case miter
    /// A rounded corner.
    case round
    /// A corner cut flat.
    case bevel
}

/// Where `.annotation` puts its text against the mark.
public enum AnnotationPosition: Hashable, Sendable {
    /// Above the mark, or below it.
    case top, bottom
    /// Swift Charts' other positions; drawn above the mark, as `.top`.
    case automatic, leading, trailing, overlay, topLeading, topTrailing, bottomLeading, bottomTrailing

    /// Whether the text goes under the mark (the bottom positions) rather than over it.
    var isBelow: Bool { self == .bottom || self == .bottomLeading || self == .bottomTrailing }
}

/// `.chartXAxis(.hidden)`, `.chartLegend(.visible)`…
public enum Visibility: Hashable, Sendable { case automatic, visible, hidden }

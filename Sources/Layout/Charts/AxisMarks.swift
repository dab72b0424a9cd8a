import DisplayList
import Foundation

// Swift Charts' axis customisation: `.chartYAxis { AxisMarks(position: .leading, values:
// [0, 1000, 2000]) { value in AxisGridLine(); AxisValueLabel() } }`. What is drawn of it:
// which values get marks (automatic, a desired count, a stride, or the values listed), on
// which side the y labels sit, whether gridlines and labels are drawn at all, and each
// label's text — its own `Text`, its format, or the axis's default. Ticks (`AxisTick`) and
// the marks' strokes are not drawn: the charts here draw no tick marks.

/// One value an axis mark is drawn for, as the content closure of `AxisMarks` receives it.
public struct AxisValue: Sendable {
    enum Raw: Sendable { case number(Double), category(String) }
    let raw: Raw
    /// Its position among the axis's values.
    public let index: Int
    /// How many values the axis marks.
    public let count: Int

    /// The value as `type`: a number as any numeric type, a category as a string; nil when
    /// it is not one (a date on an axis here is its label, a string).
    public func `as`<T>(_ type: T.Type) -> T? {
        switch raw {
        case .number(let n):
            if let t = n as? T { return t }
            if T.self == Int.self, n.isFinite, abs(n) < 1e18 { return Int(n.rounded()) as? T }
            if T.self == Float.self { return Float(n) as? T }
            if T.self == CGFloat.self { return CGFloat(n) as? T }
            if T.self == String.self { return ChartNumberFormat.string(n) as? T }
            return nil
        case .category(let s): return s as? T
        }
    }
}

/// One part of an axis mark: a gridline, a tick or a label.
public protocol AxisMark {
    /// What the part is, as the chart draws it.
    var axisMarkPart: AxisMarkPart { get }
}

/// What an axis mark's part draws.
public enum AxisMarkPart: Sendable {
    /// A gridline across the plot at the value.
    case gridLine
    /// A tick at the axis (not drawn here).
    case tick
    /// The value's label: its own text when given, else nil (the default or the format).
    case label(String?)
}

/// Swift Charts' `AxisGridLine`: a line across the plot at the value.
public struct AxisGridLine: AxisMark {
    /// A gridline (its stroke, centring and length are accepted; the chart's is drawn).
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}
    /// A gridline.
    public var axisMarkPart: AxisMarkPart { .gridLine }
}

/// Swift Charts' `AxisTick`: a short line at the axis (not drawn: the charts here draw none).
public struct AxisTick: AxisMark {
    /// A tick.
    public init(centered: Bool? = nil, length: Double? = nil, stroke: StrokeStyle? = nil) {}
    /// A tick.
    public var axisMarkPart: AxisMarkPart { .tick }
}

/// Swift Charts' `AxisValueLabel`: the value's label — the axis's default text, the value in
/// a format, or a `Text` of the team's own.
public struct AxisValueLabel: AxisMark {
    let text: String?
    /// The default label.
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil) {
        text = nil
    }
    /// A label of the team's own: drawn when it is a `Text` (other views draw the default).
    public init<Content: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                               collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                               orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: Double? = nil,
                               verticalSpacing: Double? = nil, @ViewBuilder content: () -> Content) {
        text = (content() as? Text)?.string
    }
    /// The value written by `format` (a date format on a date axis draws the default:
    /// dates are labels here already).
    public init<F: FormatStyle>(format: F, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: Double? = nil,
                                verticalSpacing: Double? = nil) where F.FormatOutput == String {
        text = AxisValueLabel.formatted(format)
    }
    init(text: String?) { self.text = text }
    /// The label, with its own text if it has one.
    public var axisMarkPart: AxisMarkPart { .label(text) }

    /// The value being labelled while a content closure runs (set by `AxisMarks`, on the
    /// thread that lays the chart out), for `AxisValueLabel(format:)`.
    @TaskLocal static var current: AxisValue?

    static func formatted<F: FormatStyle>(_ format: F) -> String? where F.FormatOutput == String {
        guard let value = current, let input = value.as(F.FormatInput.self) else { return nil }
        return format.format(input)
    }
}

/// Swift Charts' `AxisValueLabelCollisionResolution` (labels here are thinned to fit).
public struct AxisValueLabelCollisionResolution: Hashable, Sendable {
    let name: String
    /// The chart's choice.
    public static let automatic = AxisValueLabelCollisionResolution(name: "automatic")
    /// Labels that would overlap are hidden.
    public static let greedy = AxisValueLabelCollisionResolution(name: "greedy")
    /// Every label drawn.
    public static let disabled = AxisValueLabelCollisionResolution(name: "disabled")
}

/// Swift Charts' `AxisValueLabelOrientation` (labels here are horizontal).
public struct AxisValueLabelOrientation: Hashable, Sendable {
    let name: String
    /// The chart's choice.
    public static let automatic = AxisValueLabelOrientation(name: "automatic")
    /// Horizontal.
    public static let horizontal = AxisValueLabelOrientation(name: "horizontal")
    /// Vertical.
    public static let vertical = AxisValueLabelOrientation(name: "vertical")
    /// Rotated 90° the other way.
    public static let verticalReversed = AxisValueLabelOrientation(name: "verticalReversed")
}

/// Gathers an axis mark's parts.
@resultBuilder
public enum AxisMarkBuilder {
    /// A part.
    public static func buildExpression(_ mark: some AxisMark) -> [AxisMarkPart] { [mark.axisMarkPart] }
    /// The statements' parts.
    public static func buildBlock(_ parts: [AxisMarkPart]...) -> [AxisMarkPart] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ parts: [AxisMarkPart]?) -> [AxisMarkPart] { parts ?? [] }
    /// An `if`'s branches.
    public static func buildEither(first: [AxisMarkPart]) -> [AxisMarkPart] { first }
    /// An `if`'s `else`.
    public static func buildEither(second: [AxisMarkPart]) -> [AxisMarkPart] { second }
}

/// Swift Charts' `AxisMarkPosition`.
public enum AxisMarkPosition: Hashable, Sendable {
    /// The chart's side: y labels trailing, x labels below.
    case automatic
    /// Y labels at the leading edge.
    case leading
    /// Y labels at the trailing edge.
    case trailing
    /// X labels above the plot (drawn below here).
    case top
    /// X labels below the plot.
    case bottom
}

/// Swift Charts' `AxisMarkPreset` (how marks sit against the plot; drawn as `.automatic`).
public enum AxisMarkPreset: Hashable, Sendable { case automatic, extended, aligned, inset }

/// Swift Charts' `AxisMarkValues`: which values get marks.
public struct AxisMarkValues: Sendable {
    enum Kind: Sendable { case automatic(desiredCount: Int?), stride(Double), numbers([Double]), categories([String]) }
    let kind: Kind
    /// As the chart picks them.
    public static let automatic = AxisMarkValues(kind: .automatic(desiredCount: nil))
    /// About `desiredCount` of them (at most that many intervals).
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount))
    }
    /// Every multiple of `step`.
    public static func stride(by step: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .stride(step))
    }
    /// Every `count`-th date `component` on a date axis: every label, here, where dates are labels.
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: nil))
    }
}

/// Anything `.chartXAxis { }` and `.chartYAxis { }` hold: axis marks.
public protocol AxisContent {
    /// The marks, in order.
    var axisMarks: [AxisMarks] { get }
}

/// Gathers an axis's marks.
@resultBuilder
public enum AxisContentBuilder {
    /// Marks as content.
    public static func buildExpression(_ content: some AxisContent) -> [AxisMarks] { content.axisMarks }
    /// The statements' marks.
    public static func buildBlock(_ parts: [AxisMarks]...) -> [AxisMarks] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ parts: [AxisMarks]?) -> [AxisMarks] { parts ?? [] }
    /// An `if`'s branches.
    public static func buildEither(first: [AxisMarks]) -> [AxisMarks] { first }
    /// An `if`'s `else`.
    public static func buildEither(second: [AxisMarks]) -> [AxisMarks] { second }
}

/// Swift Charts' `AxisMarks`: marks at an axis's values, each drawn from the parts its
/// content lists (by default a gridline, a tick and the label).
public struct AxisMarks: AxisContent, @unchecked Sendable {
    let position: AxisMarkPosition
    let values: AxisMarkValues
    /// The parts drawn for `value` (called once per value, on the layout's thread).
    let parts: (AxisValue) -> [AxisMarkPart]
    /// These marks.
    public var axisMarks: [AxisMarks] { [self] }

    /// Marks at `values` on the `position` side, each drawn by `content`.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                @AxisMarkBuilder content: @escaping (AxisValue) -> [AxisMarkPart]) {
        self.position = position
        self.values = values
        parts = { value in AxisValueLabel.$current.withValue(value) { content(value) } }
    }
    /// The default marks (gridline, tick, label) at `values` on the `position` side.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                stroke: StrokeStyle? = nil) {
        self.init(preset: preset, position: position, values: values) { _ in AxisGridLine(); AxisTick(); AxisValueLabel() }
    }
    /// The default marks, each label written by `format`.
    public init<F: FormatStyle>(format: F, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) where F.FormatOutput == String {
        self.init(preset: preset, position: position, values: values) { _ in AxisGridLine(); AxisTick(); AxisValueLabel(format: format) }
    }
    /// The default marks at the numbers listed, each label written by `format`.
    public init<F: FormatStyle>(format: F, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                values: [Double], stroke: StrokeStyle? = nil) where F.FormatOutput == String {
        self.init(format: format, preset: preset, position: position, values: AxisMarkValues(kind: .numbers(values)), stroke: stroke)
    }
    /// Marks at the numbers listed.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Double],
                @AxisMarkBuilder content: @escaping (AxisValue) -> [AxisMarkPart]) {
        self.init(preset: preset, position: position, values: AxisMarkValues(kind: .numbers(values)), content: content)
    }
    /// The default marks at the numbers listed.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Double], stroke: StrokeStyle? = nil) {
        self.init(preset: preset, position: position, values: AxisMarkValues(kind: .numbers(values)))
    }
    /// Marks at the whole numbers listed.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Int],
                @AxisMarkBuilder content: @escaping (AxisValue) -> [AxisMarkPart]) {
        self.init(preset: preset, position: position, values: values.map(Double.init), content: content)
    }
    /// The default marks at the whole numbers listed.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Int], stroke: StrokeStyle? = nil) {
        self.init(preset: preset, position: position, values: values.map(Double.init))
    }
    /// Marks at the categories listed.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [String],
                @AxisMarkBuilder content: @escaping (AxisValue) -> [AxisMarkPart]) {
        self.init(preset: preset, position: position, values: AxisMarkValues(kind: .categories(values)), content: content)
    }
    /// The default marks at the categories listed.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [String], stroke: StrokeStyle? = nil) {
        self.init(preset: preset, position: position, values: AxisMarkValues(kind: .categories(values)))
    }
    /// The default marks at the dates listed.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Date], stroke: StrokeStyle? = nil) {
        self.init(preset: preset, position: position, values: values) { _ in AxisGridLine(); AxisTick(); AxisValueLabel() }
    }
    /// Marks at the dates listed: at their day's label (dates are labels here).
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Date],
                @AxisMarkBuilder content: @escaping (AxisValue) -> [AxisMarkPart]) {
        self.init(preset: preset, position: position,
                  values: AxisMarkValues(kind: .categories(values.map { ChartDateFormat.string($0, unit: .day) })), content: content)
    }
}

/// An axis's marks as the chart draws them.
struct AxisSpec: @unchecked Sendable {
    let marks: [AxisMarks]

    /// The side the labels sit on.
    var position: AxisMarkPosition { marks.first?.position ?? .automatic }

    /// What is drawn at `value`: whether a gridline and a label, and the label's own text.
    func parts(at value: AxisValue) -> (grid: Bool, label: Bool, text: String?) {
        var grid = false, label = false, text: String?
        for mark in marks {
            for part in mark.parts(value) {
                switch part {
                case .gridLine: grid = true
                case .tick: break
                case .label(let own): label = true; text = text ?? own
                }
            }
        }
        return (grid, label, text)
    }
}

extension View {
    /// Swift Charts' `.chartXAxis { AxisMarks(…) }`: the x axis's marks.
    nonisolated public func chartXAxis(@AxisContentBuilder content: () -> [AxisMarks]) -> some View {
        let spec = AxisSpec(marks: content())
        return EnvironmentModifier(content: self) { $0.chartOptions.xMarks = spec }
    }
    /// Swift Charts' `.chartYAxis { AxisMarks(…) }`: the y axis's marks.
    nonisolated public func chartYAxis(@AxisContentBuilder content: () -> [AxisMarks]) -> some View {
        let spec = AxisSpec(marks: content())
        return EnvironmentModifier(content: self) { $0.chartOptions.yMarks = spec }
    }
}

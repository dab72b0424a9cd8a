import DisplayList
import Tokens

/// SwiftUI's `ProgressView` as iOS 18 draws it:
///
/// - `ProgressView(value:total:)`: a 4-pt capsule track across the width it is offered,
///   filled from the leading edge in the tint colour; VoiceOver reads the percentage.
/// - `ProgressView()` (no value): iOS's activity indicator, `ActivitySpinner`.
/// - `ProgressView("Analyzing…")`: the spinner with its label under it in the secondary colour.
/// - `.progressViewStyle(.circular)` with a value: the spinner too — on iOS the circular style
///   has no determinate look (SwiftUI draws a gauge only on macOS, watchOS and in widgets).
///
///     ProgressView(value: 1_240, total: 2_100)
///     ProgressView("Analyzing…")
nonisolated public struct ProgressView: View {
    let fraction: Double?
    let title: String?
    /// A label view (`ProgressView(value:) { Text("Uploading") }`), drawn above a bar or
    /// under the spinner.
    var label: AnyView? = nil
    /// The current value's label, under a bar.
    var currentValueLabel: AnyView? = nil
    /// The style a `LinearProgressViewStyle`/`CircularProgressViewStyle` asks for, over the environment's.
    var forcedStyle: SystemProgressViewStyle.Kind? = nil

    /// A value outside 0…total (or a total ≤ 0, or NaN) is clamped, as SwiftUI does.
    public init(value: Double, total: Double = 1) {
        fraction = Self.fraction(value, total)
        title = nil
    }

    static func fraction(_ value: Double, _ total: Double) -> Double {
        let f = total > 0 ? value / total : 0
        return f.isNaN ? 0 : min(1, max(0, f))
    }

    /// The indeterminate spinner.
    public init() { fraction = nil; title = nil }
    /// The spinner over its label.
    public init(_ title: String) { fraction = nil; self.title = title }

    /// SwiftUI's `ProgressView(_:value:total:)`: the title above the bar (the spinner over
    /// the title when `value` is nil).
    public init<V: BinaryFloatingPoint>(_ title: String, value: V?, total: V = 1) {
        fraction = value.map { Self.fraction(Double($0), Double(total)) }
        self.title = title
    }
    /// `ProgressView(value:total:label:)`.
    public init<V: BinaryFloatingPoint, L: View>(value: V?, total: V = 1, @ViewBuilder label: () -> L) {
        fraction = value.map { Self.fraction(Double($0), Double(total)) }; title = nil
        self.label = AnyView(label())
    }
    /// `ProgressView(value:total:label:currentValueLabel:)`: the current value's label under the bar.
    public init<V: BinaryFloatingPoint, L: View, C: View>(value: V?, total: V = 1, @ViewBuilder label: () -> L,
                                                         @ViewBuilder currentValueLabel: () -> C) {
        fraction = value.map { Self.fraction(Double($0), Double(total)) }; title = nil
        self.label = AnyView(label()); self.currentValueLabel = AnyView(currentValueLabel())
    }
    /// `ProgressView(label:)`: the spinner over a label view.
    public init<L: View>(@ViewBuilder label: () -> L) { fraction = nil; title = nil; self.label = AnyView(label()) }

    /// SwiftUI's `ProgressView(_ configuration:)`: a style's progress view in the system look.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        fraction = configuration.fractionCompleted; title = nil
        label = configuration.label.map { AnyView($0) }; currentValueLabel = configuration.currentValueLabel.map { AnyView($0) }
    }
    init(_ configuration: ProgressViewStyleConfiguration, style: SystemProgressViewStyle.Kind) {
        self.init(configuration); forcedStyle = style
    }

    /// Between a label and the bar, and the bar and the current value's label.
    static let barLabelSpacing = 4.0

    /// The linear track's height.
    public static let trackHeight = 4.0
    /// Between the spinner and its label.
    static let labelSpacing = 8.0

    @Environment(\.progressViewStyle) private var style
    @Environment(\.customProgressViewStyle) private var customStyle

    /// The label as a view: the title's text or the label view.
    private var labelView: AnyView? { label ?? title.map { AnyView(Text($0)) } }

    public var body: some View {
        if let customStyle, forcedStyle == nil {
            customStyle.makeBody(ProgressViewStyleConfiguration(
                fractionCompleted: fraction, label: labelView.map { .init(content: $0) },
                currentValueLabel: currentValueLabel.map { .init(content: $0) }))
        } else {
            system
        }
    }

    @ViewBuilder private var system: some View {
        if let fraction, (forcedStyle ?? style.kind) != .circular {
            if labelView == nil && currentValueLabel == nil {
                LinearProgressBar(fraction: fraction)
            } else {
                VStack(alignment: .leading, spacing: Self.barLabelSpacing) {
                    labelView
                    LinearProgressBar(fraction: fraction)
                    currentValueLabel?.font(.footnote).foregroundStyle(Color.secondaryLabel)
                }
            }
        } else if let label {
            VStack(spacing: Self.labelSpacing) {
                ActivitySpinner(label: Button<Text>.spokenText(in: label).joined(separator: " "))
                label.foregroundStyle(Color.secondaryLabel).multilineTextAlignment(.center)
            }
        } else if let title {
            VStack(spacing: Self.labelSpacing) {
                ActivitySpinner(label: title)
                Text(title)
                    .foregroundStyle(Color.secondaryLabel)
                    .multilineTextAlignment(.center)
            }
        } else {
            ActivitySpinner(label: "In progress")
        }
    }
}

/// The linear bar of a determinate `ProgressView`.
nonisolated struct LinearProgressBar: PrimitiveView {
    let fraction: Double

    func makeNode(_ context: BuildContext) -> any LayoutNode {
        let env = context.environment
        return ProgressBarNode(id: context.path, fraction: fraction, track: Color.systemGray5.resolved(in: env),
                               fill: env.tint.resolved(in: env))
    }
}

/// UIActivityIndicatorView's `.medium` style (iOS 13 and later), drawn as a still: eight
/// rounded spokes around a 20-pt square, the one at twelve o'clock full strength and each
/// one behind it (anticlockwise, the way it turns) fainter, down to 30 %. Grey, or the
/// `.tint` set on it. It keeps its size at every text size, as UIKit's does. VoiceOver says
/// its label ("In progress" when it has none).
nonisolated struct ActivitySpinner: PrimitiveView {
    let label: String

    static let size = 20.0
    static let spokeCount = 8
    /// Each spoke's length and width, and the radius its inner end starts at.
    static let spokeLength = 5.5
    static let spokeWidth = 2.5
    static let innerRadius = 4.25

    /// The still's opacity of spoke `index` (0 at twelve o'clock, then clockwise).
    static func spokeOpacity(_ index: Int) -> Double {
        let behind = (spokeCount - index % spokeCount) % spokeCount
        return max(0.3, 1 - 0.125 * Double(behind))
    }

    func makeNode(_ context: BuildContext) -> any LayoutNode {
        let env = context.environment
        return ActivitySpinnerNode(id: context.path, label: label, colour: (env.explicitTint ?? Color.systemGray).resolved(in: env))
    }
}

struct ActivitySpinnerNode: LayoutNode {
    let id: String
    let label: String
    let colour: RGBA

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        Size(width: ActivitySpinner.size, height: ActivitySpinner.size)
    }

    func place(in frame: Rect, _ context: inout PlacementContext) {
        typealias S = ActivitySpinner
        for index in 0..<S.spokeCount {
            let angle = Double(index) * 2 * Double.pi / Double(S.spokeCount)
            var element = Element.shape("\(id)/spoke.\(index)", frame, .path(Self.spoke(at: angle, in: frame.size)),
                                        fill: .solid(colour.opacity(S.spokeOpacity(index))))
            if index == 0 {
                element.accessibilityLabel = label
                element.accessibilityTraits = ["progressIndicator"]
            }
            context.emit(element)
        }
    }

    /// One spoke, clockwise from twelve o'clock by `angle`, as a path in the frame's space:
    /// a line with round caps (two straight sides, two half circles of quarter-arc curves).
    /// Paths rather than rotated capsules keep each spoke's geometry in the list itself.
    static func spoke(at angle: Double, in size: Size) -> [PathCommand] {
        typealias S = ActivitySpinner
        let centre = Point(x: size.width / 2, y: size.height / 2)
        let u = Point(x: sine(angle), y: -cosine(angle))    // outward
        let n = Point(x: -u.y, y: u.x)                    // across, to the right of u
        let h = S.spokeWidth / 2
        func at(_ along: Double, _ across: Double) -> Point {
            Point(x: centre.x + u.x * along + n.x * across, y: centre.y + u.y * along + n.y * across)
        }
        let inner = S.innerRadius + h, outer = S.innerRadius + S.spokeLength - h
        let k = 0.5523 * h
        return [
            .move(at(inner, h)),
            .line(at(outer, h)),
            .curve(at(outer + h, 0), control1: at(outer + k, h), control2: at(outer + h, k)),
            .curve(at(outer, -h), control1: at(outer + h, -k), control2: at(outer + k, -h)),
            .line(at(inner, -h)),
            .curve(at(inner - h, 0), control1: at(inner - k, -h), control2: at(inner - h, -k)),
            .curve(at(inner, h), control1: at(inner - h, k), control2: at(inner - k, h)),
            .close,
        ]
    }
}

struct ProgressBarNode: LayoutNode {
    let id: String
    let fraction: Double
    let track: RGBA
    let fill: RGBA

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let width = proposal.width.flatMap { $0.isFinite ? max(0, $0) : nil } ?? 0
        return Size(width: width, height: ProgressView.trackHeight)
    }

    func place(in frame: Rect, _ context: inout PlacementContext) {
        let bar = Rect(x: frame.x, y: frame.midY - ProgressView.trackHeight / 2, width: frame.width, height: ProgressView.trackHeight)
        var trackElement = Element.shape(id, bar, .capsule, fill: .solid(track))
        trackElement.accessibilityLabel = "\(Int((fraction * 100).rounded())) percent"
        trackElement.accessibilityTraits = ["progressIndicator"]
        context.emit(trackElement)
        if fraction > 0 {
            context.emit(.shape(id + "/fill", Rect(x: bar.x, y: bar.y, width: bar.width * fraction, height: bar.height), .capsule, fill: .solid(fill)))
        }
    }
}

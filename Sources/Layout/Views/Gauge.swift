import DisplayList
import Tokens

/// SwiftUI's `Gauge`: a value within a range, with a label, the current value's label and
/// the bounds' labels. The style decides which labels show (`GaugeStyle`):
///
/// - `.automatic` (`.linearCapacity` on iOS) and `.accessoryLinearCapacity`: the label above
///   a capsule bar filled in the tint from the leading end, the bounds' labels either side
///   of the bar (caption, secondary);
/// - `.accessoryLinear`: the bar unfilled, a marker at the value;
/// - `.accessoryCircularCapacity`: a ring filled clockwise from twelve o'clock, the current
///   value's label inside;
/// - `.accessoryCircular`: an open ring (a gap at the bottom) with a marker at the value, the
///   current value's label inside and the bounds' labels in the gap.
///
/// The accessory styles are the Lock Screen widgets' look; their sizes here (a 58-pt ring,
/// 6-pt strokes) are estimates, not measured against a device. A team's own `GaugeStyle`
/// draws exactly what its `makeBody` says.
///
///     Gauge(value: 67, in: 0...170) { Text("BPM") } currentValueLabel: { Text("67") }
///         minimumValueLabel: { Text("0") } maximumValueLabel: { Text("170") }
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: AnyView?
    let currentValueLabel: AnyView?
    let minimumValueLabel: AnyView?
    let maximumValueLabel: AnyView?

    init(fraction: Double, label: Label, current: CurrentValueLabel?, minimum: BoundsLabel?, maximum: BoundsLabel?) {
        self.fraction = fraction.isNaN ? 0 : min(1, max(0, fraction))
        func view(_ v: (some View)?) -> AnyView? { v.flatMap { $0 is EmptyView ? nil : AnyView($0) } }
        self.label = view(label); currentValueLabel = view(current)
        minimumValueLabel = view(minimum); maximumValueLabel = view(maximum)
    }

    /// A gauge with every label: the current value's, and the bounds' either side.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) where MarkedValueLabels == EmptyView {
        self.init(fraction: Self.fraction(value, bounds), label: label(), current: currentValueLabel(),
                  minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        return span > 0 ? Double(value - bounds.lowerBound) / span : 0
    }

    @Environment(\.gaugeStyle) private var style
    @Environment(\.customGaugeStyle) private var customStyle

    public var body: some View {
        let configuration = GaugeStyleConfiguration(
            value: fraction, label: GaugeStyleConfiguration.Label(content: label ?? AnyView(EmptyView())),
            currentValueLabel: currentValueLabel.map { GaugeStyleConfiguration.CurrentValueLabel(content: $0) },
            minimumValueLabel: minimumValueLabel.map { GaugeStyleConfiguration.MarkedValueLabel(content: $0) },
            maximumValueLabel: maximumValueLabel.map { GaugeStyleConfiguration.MarkedValueLabel(content: $0) })
        if let customStyle {
            customStyle.makeBody(configuration)
        } else {
            SystemGauge(kind: style.kind, configuration: configuration)
                .accessibilityLabel("\(Int((fraction * 100).rounded())) percent")
        }
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// `Gauge(value: level) { Text("Battery") }`.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, bounds), label: label(), current: nil, minimum: nil, maximum: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with its label and the current value's.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: Self.fraction(value, bounds), label: label(), current: currentValueLabel(), minimum: nil, maximum: nil)
    }
}

/// SwiftUI's `GaugeStyle`: a team's own look for gauges.
public protocol GaugeStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// What a gauge gives its style.
    typealias Configuration = GaugeStyleConfiguration
    /// The gauge drawn in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// SwiftUI's `GaugeStyleConfiguration`: the value as a fraction of the range (0…1) and the labels.
public struct GaugeStyleConfiguration {
    /// The gauge's label.
    nonisolated public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The current value's label.
    nonisolated public struct CurrentValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// A bound's label.
    nonisolated public struct MarkedValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// Where the value lies in the range, 0…1.
    public let value: Double
    /// The gauge's label.
    public let label: Label
    /// The current value's label, if the gauge has one.
    public let currentValueLabel: CurrentValueLabel?
    /// The minimum's label, if any.
    public let minimumValueLabel: MarkedValueLabel?
    /// The maximum's label, if any.
    public let maximumValueLabel: MarkedValueLabel?
}

/// The gauge styles iOS draws itself.
public struct SystemGaugeStyle: GaugeStyle, Hashable, Sendable {
    enum Kind: Hashable, Sendable { case linearCapacity, accessoryLinear, accessoryLinearCapacity, accessoryCircular, accessoryCircularCapacity }
    let kind: Kind
    /// The label: `Gauge` draws the system styles itself.
    public func makeBody(configuration: Configuration) -> Configuration.Label { configuration.label }
}

extension GaugeStyle where Self == SystemGaugeStyle {
    /// `.linearCapacity` on iOS.
    public static var automatic: SystemGaugeStyle { SystemGaugeStyle(kind: .linearCapacity) }
    /// A bar filled to the value.
    public static var linearCapacity: SystemGaugeStyle { SystemGaugeStyle(kind: .linearCapacity) }
    /// A bar with a marker at the value.
    public static var accessoryLinear: SystemGaugeStyle { SystemGaugeStyle(kind: .accessoryLinear) }
    /// A bar filled to the value (the Lock Screen's).
    public static var accessoryLinearCapacity: SystemGaugeStyle { SystemGaugeStyle(kind: .accessoryLinearCapacity) }
    /// An open ring with a marker at the value.
    public static var accessoryCircular: SystemGaugeStyle { SystemGaugeStyle(kind: .accessoryCircular) }
    /// A ring filled to the value.
    public static var accessoryCircularCapacity: SystemGaugeStyle { SystemGaugeStyle(kind: .accessoryCircularCapacity) }
}


private struct GaugeStyleKey: EnvironmentKey { static let defaultValue = SystemGaugeStyle(kind: .linearCapacity) }
private struct CustomGaugeStyleKey: EnvironmentKey { static let defaultValue: CustomStyle<GaugeStyleConfiguration>? = nil }

extension EnvironmentValues {
    /// The system style of gauges inside (`.gaugeStyle(_:)`).
    public var gaugeStyle: SystemGaugeStyle {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
    var customGaugeStyle: CustomStyle<GaugeStyleConfiguration>? {
        get { self[CustomGaugeStyleKey.self] }
        set { self[CustomGaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// SwiftUI's `.gaugeStyle(_:)`.
    nonisolated public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        let system = style as? SystemGaugeStyle
        let custom = system == nil ? CustomStyle { AnyView(style.makeBody(configuration: $0)) } : nil
        return EnvironmentModifier(content: self) {
            if let system { $0.gaugeStyle = system }
            $0.customGaugeStyle = custom
        }
    }
}

/// The system gauges' drawing.
nonisolated struct SystemGauge: View {
    let kind: SystemGaugeStyle.Kind
    let configuration: GaugeStyleConfiguration

    /// The ring's diameter and stroke in the circular styles.
    static let ringDiameter = 58.0
    static let ringLineWidth = 6.0
    /// The linear marker's diameter.
    static let markerDiameter = 8.0

    @Environment(\.tint) private var tint

    var body: some View {
        switch kind {
        case .linearCapacity, .accessoryLinearCapacity, .accessoryLinear:
            VStack(alignment: .leading, spacing: 4) {
                configuration.label
                // The bounds first, at their own widths; the bar takes the rest of the row.
                HStack(spacing: 8) {
                    if let minimum = configuration.minimumValueLabel { minimum.font(.caption).foregroundStyle(Color.secondaryLabel).fixedSize().layoutPriority(1) }
                    if kind == .accessoryLinear {
                        marker
                    } else {
                        LinearProgressBar(fraction: configuration.value)
                    }
                    if let maximum = configuration.maximumValueLabel { maximum.font(.caption).foregroundStyle(Color.secondaryLabel).fixedSize().layoutPriority(1) }
                }
            }
        case .accessoryCircularCapacity:
            ZStack {
                Circle().stroke(tint.opacity(0.3), lineWidth: Self.ringLineWidth)
                Circle().trim(from: 0, to: configuration.value)
                    .stroke(tint, style: StrokeStyle(lineWidth: Self.ringLineWidth, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                configuration.currentValueLabel?.font(.system(size: 17, weight: .semibold))
            }
            .frame(width: Self.ringDiameter, height: Self.ringDiameter)
        case .accessoryCircular:
            openRing
        }
    }

    /// The unfilled bar with a round marker at the value, in the tint.
    private var marker: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(Color.systemGray5).frame(height: ProgressView.trackHeight)
                Circle().fill(tint)
                    .frame(width: Self.markerDiameter, height: Self.markerDiameter)
                    .offset(x: (proxy.size.width - Self.markerDiameter) * configuration.value)
            }
            .frame(maxHeight: .infinity)
        }
        .frame(height: Self.markerDiameter)
    }

    /// A 270° ring open at the bottom (from 135° to 405°, clockwise from 3 o'clock), its
    /// marker at the value, the current value inside and the bounds in the gap.
    private var openRing: some View {
        let d = Self.ringDiameter, w = Self.ringLineWidth
        let radius = (d - w) / 2
        let angle = (135 + 270 * configuration.value) * Double.pi / 180
        return ZStack {
            Circle().trim(from: 0, to: 0.75)
                .stroke(tint.opacity(0.3), style: StrokeStyle(lineWidth: w, lineCap: .round))
                .rotationEffect(.degrees(135))
            Circle().fill(tint)
                .overlay(Circle().stroke(Color.systemBackground, lineWidth: 1.5))
                .frame(width: w + 2, height: w + 2)
                .offset(x: radius * cosine(angle), y: radius * sine(angle))
            configuration.currentValueLabel?.font(.system(size: 17, weight: .semibold))
            HStack {
                configuration.minimumValueLabel
                Spacer(minLength: 0)
                configuration.maximumValueLabel
            }
            .font(.system(size: 10, weight: .medium))
            .foregroundStyle(Color.secondaryLabel)
            .frame(maxHeight: .infinity, alignment: .bottom)
        }
        .frame(width: d, height: d)
    }
}

import DisplayList
import Tokens

/// SwiftUI's `Slider` as iOS 18 draws it (UISlider): a 4-pt capsule track in the system
/// fill, filled in the tint (`.tint`, else the accent colour, system blue) from its leading
/// end to the thumb's centre, and a 27-pt white thumb with UISwitch's soft shadow, its
/// centre kept a radius inside each end so the thumb never leaves the control. The control
/// is as wide as it is offered and 28 pt tall; a minimum and a maximum value label sit
/// either side of it (the label itself is VoiceOver's, never drawn on iOS).
///
///     Slider(value: $volume, in: 0...10, step: 1) { Text("Volume") }
///         minimumValueLabel: { Text("0") } maximumValueLabel: { Text("10") }
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Double
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    /// A slider showing `value` within `bounds`, snapped to `step`, with value labels either side.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        fraction = SliderMetrics.fraction(Double(value.wrappedValue), lower: Double(bounds.lowerBound), upper: Double(bounds.upperBound),
                                          step: Double(step))
        self.label = label(); self.minimumValueLabel = minimumValueLabel(); self.maximumValueLabel = maximumValueLabel()
    }

    /// A slider showing `value` within `bounds` with value labels either side (no snapping).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        fraction = SliderMetrics.fraction(Double(value.wrappedValue), lower: Double(bounds.lowerBound), upper: Double(bounds.upperBound), step: nil)
        self.label = label(); self.minimumValueLabel = minimumValueLabel(); self.maximumValueLabel = maximumValueLabel()
    }

    init(fraction: Double, label: Label, minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?) {
        self.fraction = fraction; self.label = label
        self.minimumValueLabel = minimumValueLabel; self.maximumValueLabel = maximumValueLabel
    }

    @Environment(\.isEnabled) private var isEnabled

    public var body: some View {
        HStack(spacing: SliderMetrics.labelSpacing) {
            if let minimumValueLabel { minimumValueLabel }
            SliderTrack(fraction: fraction)
                .accessibilityLabel("\(Int((fraction * 100).rounded()))%")
                .accessibilityAddTraits(isEnabled ? .systemControl : [.notEnabled, .systemControl])
            if let maximumValueLabel { maximumValueLabel }
        }
        // UIKit draws a disabled slider at half opacity, as it does a switch.
        .opacity(isEnabled ? 1 : 0.5)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// `Slider(value: $x, in: 0...100, step: 5)`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: SliderMetrics.fraction(Double(value.wrappedValue), lower: Double(bounds.lowerBound),
                                                   upper: Double(bounds.upperBound), step: Double(step)),
                  label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil)
    }
    /// `Slider(value: $x)` or `Slider(value: $x, in: 0...100)`: continuous.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: SliderMetrics.fraction(Double(value.wrappedValue), lower: Double(bounds.lowerBound),
                                                   upper: Double(bounds.upperBound), step: nil),
                  label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// `Slider(value: $x, in: 0...1, step: 0.1) { Text("Opacity") }`: the label is VoiceOver's only.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: SliderMetrics.fraction(Double(value.wrappedValue), lower: Double(bounds.lowerBound),
                                                   upper: Double(bounds.upperBound), step: Double(step)),
                  label: label(), minimumValueLabel: nil, maximumValueLabel: nil)
    }
    /// `Slider(value: $x, in: 0...1) { Text("Opacity") }`: continuous.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: SliderMetrics.fraction(Double(value.wrappedValue), lower: Double(bounds.lowerBound),
                                                   upper: Double(bounds.upperBound), step: nil),
                  label: label(), minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

/// The track, its filled part and the thumb, across the width offered.
nonisolated struct SliderTrack: View {
    let fraction: Double
    typealias M = SliderMetrics

    var body: some View {
        // Placed by padding from the top-leading corner, so the frames are where they are drawn.
        GeometryReader { proxy in
            let width = proxy.size.width
            let centre = M.thumbCentre(fraction: fraction, width: width)
            ZStack(alignment: .topLeading) {
                Capsule().fill(Color.systemFill)
                    .frame(width: width, height: M.trackHeight)
                    .padding(.top, (M.height - M.trackHeight) / 2)
                Capsule().fill(Color.accentColor)
                    .frame(width: centre, height: M.trackHeight)
                    .padding(.top, (M.height - M.trackHeight) / 2)
                Circle().fill(Color.white)
                    .frame(width: M.thumbDiameter, height: M.thumbDiameter)
                    .shadow(color: Color(RGBA(r: 0, g: 0, b: 0, a: 0.15)), radius: 4, y: 3)
                    .padding(EdgeInsets(top: (M.height - M.thumbDiameter) / 2, leading: centre - M.thumbDiameter / 2, bottom: 0, trailing: 0))
            }
        }
        .frame(height: M.height)
    }
}

/// UISlider's geometry.
enum SliderMetrics {
    /// The control's height: the thumb and half a point either side.
    static let height = 28.0
    static let trackHeight = 4.0
    static let thumbDiameter = 27.0
    /// Between a value label and the track.
    static let labelSpacing = 8.0

    /// Where `value` sits in `lower…upper`, 0…1, after snapping to `step` from `lower` (as
    /// SwiftUI snaps); an empty or non-finite range shows the thumb at the start.
    static func fraction(_ value: Double, lower: Double, upper: Double, step: Double?) -> Double {
        guard upper > lower, value.isFinite, lower.isFinite, upper.isFinite else { return 0 }
        var v = min(max(value, lower), upper)
        if let step, step > 0, step.isFinite { v = min(upper, lower + ((v - lower) / step).rounded() * step) }
        return (v - lower) / (upper - lower)
    }

    /// The thumb's centre, from the track's leading end: a radius in at 0, a radius short
    /// of the end at 1.
    static func thumbCentre(fraction: Double, width: Double) -> Double {
        thumbDiameter / 2 + min(max(fraction, 0), 1) * max(0, width - thumbDiameter)
    }
}

extension Slider {
    /// SwiftUI's older form with the value labels as views and the label last:
    /// `Slider(value: $x, in: 0...20, minimumValueLabel: Text("0"), maximumValueLabel: Text("20")) { Text("Cups") }`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: SliderMetrics.fraction(Double(value.wrappedValue), lower: Double(bounds.lowerBound),
                                                   upper: Double(bounds.upperBound), step: step.map { Double($0) }),
                  label: label(), minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
    }
}

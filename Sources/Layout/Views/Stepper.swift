import DisplayList
import Tokens

/// SwiftUI's `Stepper` as iOS 18 draws it (UIStepper): the label at the leading edge in the
/// font around it (it grows with Dynamic Type), and at the trailing edge the 94 × 32-pt control
/// — a rounded rectangle (8-pt corners) in the tertiary fill, − and + each on half of it,
/// split by a hairline. The control keeps its size at every text size, as UIKit's does. At the
/// range's lower bound − is greyed out and not enabled (+ likewise at the upper bound).
///
///     Stepper("Servings: 2", value: $servings, in: 1...10)
nonisolated public struct Stepper<Label: View>: View {
    let label: Label
    let canDecrement: Bool
    let canIncrement: Bool

    /// A stepper for `value` in `bounds`: − greyed at the lower bound, + at the upper; `step` is accepted.
    public init<V: Strideable & Sendable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                          @ViewBuilder label: () -> Label) {
        self.label = label()
        canDecrement = value.wrappedValue > bounds.lowerBound
        canIncrement = value.wrappedValue < bounds.upperBound
    }

    /// SwiftUI's `Stepper(value:in:step:onEditingChanged:label:)`: the same; the editing
    /// callback never runs in a still.
    public init<V: Strideable & Sendable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                          onEditingChanged: @escaping (Bool) -> Void, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, step: step, label: label)
    }
    /// SwiftUI's `Stepper(value:step:onEditingChanged:label:)`: unbounded, so both halves are enabled.
    public init<V: Strideable & Sendable>(value: Binding<V>, step: V.Stride = 1,
                                          onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
        canDecrement = true
        canIncrement = true
    }
    /// SwiftUI's `Stepper(label:onIncrement:onDecrement:onEditingChanged:)`: − enabled when
    /// `onDecrement` is given, + when `onIncrement` is (as UIKit greys a half with no action).
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        canDecrement = onDecrement != nil
        canIncrement = onIncrement != nil
    }

    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.device) private var device

    @Environment(\.labelsHidden) private var labelsHidden

    public var body: some View {
        HStack(spacing: 0) {
            // `.labelsHidden()`: the control alone.
            if !labelsHidden {
                label.frame(maxWidth: .infinity, alignment: .leading)
                Spacer(minLength: StepperMetrics.labelSpacing)
            }
            HStack(spacing: 0) {
                StepperHalf(isPlus: false, isEnabled: isEnabled && canDecrement)
                StepperHalf(isPlus: true, isEnabled: isEnabled && canIncrement)
            }
            .frame(width: StepperMetrics.width, height: StepperMetrics.height)
            .background(Color.tertiarySystemFill, in: RoundedRectangle(cornerRadius: StepperMetrics.cornerRadius))
            .overlay {
                Rectangle().fill(Color.separator).frame(width: 1 / device.scale, height: StepperMetrics.dividerHeight)
            }
        }
    }
}

extension Stepper where Label == Text {
    /// `Stepper("Servings: 2", value: $servings, in: 1...10, step: 1)`.
    public init<V: Strideable & Sendable>(_ title: String, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }
    /// `Stepper("Servings", value: $servings, in: 1...10, step: 1, onEditingChanged: { _ in })`.
    public init<V: Strideable & Sendable>(_ title: String, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                          onEditingChanged: @escaping (Bool) -> Void) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }
    /// `Stepper("Count", value: $count, step: 2)`: unbounded.
    public init<V: Strideable & Sendable>(_ title: String, value: Binding<V>, step: V.Stride = 1,
                                          onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }
    /// `Stepper("Count", onIncrement: { … }, onDecrement: { … })`.
    public init(_ title: String, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
    /// The same with the value at this moment (no binding needed for a render).
    public init<V: Strideable & Sendable>(_ title: String, value: V, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        self.init(title, value: .constant(value), in: bounds, step: step)
    }
}

/// UIStepper's geometry (iOS 13 and later).
enum StepperMetrics {
    static let width = 94.0
    static let height = 32.0
    static let cornerRadius = 8.0
    /// The hairline between − and +.
    static let dividerHeight = 18.0
    /// The glyphs' bars: 14 pt long, 2 pt thick.
    static let glyphLength = 14.0
    static let glyphThickness = 2.0
    /// Least room between the label and the control.
    static let labelSpacing = 8.0
}

/// One half of the control: its glyph centred, a button to VoiceOver ("Decrement", "Increment").
nonisolated struct StepperHalf: View {
    let isPlus: Bool
    let isEnabled: Bool

    var body: some View {
        let ink = isEnabled ? Color.label : Color.tertiaryLabel
        let bar = RoundedRectangle(cornerRadius: StepperMetrics.glyphThickness / 2, style: .circular).fill(ink)
        return ZStack {
            bar.frame(width: StepperMetrics.glyphLength, height: StepperMetrics.glyphThickness)
            if isPlus {
                bar.frame(width: StepperMetrics.glyphThickness, height: StepperMetrics.glyphLength)
            }
        }
        .frame(width: StepperMetrics.width / 2, height: StepperMetrics.height)
        // The whole half is the button VoiceOver frames and a finger hits, not the glyph.
        .background(Rectangle().fill(Color.clear))
        .accessibilityLabel(isPlus ? "Increment" : "Decrement")
        .accessibilityAddTraits(isEnabled ? [.isButton, .systemControl] : [.isButton, .notEnabled, .systemControl])
    }
}

public import SwiftUI
import DisplayList
import Tokens

/// A question with a value the user nudges with − and + (the seed's "[6:00 AM] ±" and
/// "Do you exercise? [3] times per week"): the question, then the value in an input-styled
/// field (input fill and border, `radius.input` 16 pt — "Input Fields: Dark background,
/// 16pt corner radius"), an optional unit after it, and a round − and + button. Each
/// button is its own control, at least 44 pt square (Apple's minimum hit target) and
/// growing with Dynamic Type, with a label that says what a tap changes ("Wake up
/// earlier"), because "minus" tells a VoiceOver user nothing.
nonisolated public struct ValueStepper: View {
    @Environment(\.nutriSync) private var theme
    @Environment(\.contentSize) private var contentSize
    let question: String
    let value: String
    /// "times per week", after the field; nil lets the field take the row's width.
    let unit: String?
    /// What the field reads to VoiceOver ("Wake up time, 6:00 AM").
    let valueLabel: String
    let decrease: String
    let increase: String
    /// Names the buttons' ids (`KEY.decrease`, `KEY.increase`): unique on the screen, so
    /// each button's symbol is seen as its own and not as printed over a sibling's.
    let key: String

    public init(_ question: String, value: String, unit: String? = nil, valueLabel: String, decrease: String, increase: String,
                key: String) {
        self.question = question; self.value = value; self.unit = unit; self.valueLabel = valueLabel
        self.decrease = decrease; self.increase = increase; self.key = key
    }

    public var body: some View {
        let t = theme
        VStack(alignment: .leading, spacing: 8) {
            Text(question)
                .font(t.font(.optionTitle, relativeTo: .body))
                .foregroundColor(Color(t.color(.textPrimary)))
                .fixedSize(horizontal: false, vertical: true)
            // Side by side while the value, its unit and both buttons fit; at the largest
            // text sizes the buttons move under the field rather than squeeze the value.
            ViewThatFits(in: .horizontal) {
                HStack(spacing: 10) {
                    field
                    if let unit { unitText(unit, wraps: false); Spacer(minLength: 0) }
                    buttons
                }
                VStack(alignment: .leading, spacing: 10) {
                    HStack(spacing: 10) {
                        field
                        if let unit { unitText(unit, wraps: true) }
                    }
                    buttons
                }
            }
        }
    }

    /// The value in the input-styled field; the field's shape carries the VoiceOver label.
    var field: some View {
        let t = theme
        return Text(value)
            .font(t.font(.body, relativeTo: .body))
            .fontWeight(.semibold)
            .monospacedDigit()
            .foregroundColor(Color(t.color(.textPrimary)))
            .fixedSize()
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .frame(minWidth: unit == nil ? nil : t.dimension(.sizeInputHeight),
                   maxWidth: unit == nil ? .infinity : nil,
                   minHeight: t.dimension(.sizeInputHeight),
                   alignment: unit == nil ? .leading : .center)
            .background(
                RoundedRectangle(cornerRadius: t.dimension(.radiusInput))
                    .fill(Color(t.color(.inputFill)))
                    .strokeBorder(Color(t.color(.inputBorder)), lineWidth: 1)
            )
            .id("input")
            .accessibilityLabel(valueLabel)
    }

    /// "times per week": on one line beside the buttons, or wrapping beside the field once
    /// the buttons have moved under it (it must never push the screen wider).
    func unitText(_ unit: String, wraps: Bool) -> some View {
        let t = theme
        return Text(unit)
            .font(t.font(.body, relativeTo: .body))
            .foregroundColor(Color(t.color(.textSecondary)))
            .fixedSize(horizontal: !wraps, vertical: true)
            .accessibilityLabel("")
    }

    var buttons: some View {
        HStack(spacing: 10) {
            button("minus", decrease, id: key + ".decrease")
            button("plus", increase, id: key + ".increase")
        }
    }

    /// A round − or + button: the circle is the hit target, so it is the element that
    /// carries the label and the button trait.
    func button(_ symbol: String, _ label: String, id: String) -> some View {
        let t = theme
        let glyph = scaledFontSize(18, relativeTo: .body, at: contentSize)
        let side = max(44, glyph + 24)
        return Circle()
            .fill(Color(t.color(.buttonSecondaryFill)))
            .frame(width: side, height: side)
            .overlay(
                Image(systemName: symbol)
                    .font(.system(size: 18, weight: .semibold, relativeTo: .body))
                    .foregroundColor(Color(t.color(.textPrimary)))
            )
            .id(id)
            .accessibilityLabel(label)
            .accessibilityAddTraits(.isButton)
    }
}

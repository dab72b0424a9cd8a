import DisplayList
import Tokens

/// SwiftUI's `Toggle` as iOS 18 draws it (UISwitch): the label at the leading edge (it grows
/// with Dynamic Type), the 51 × 31-pt switch at the trailing edge — a capsule in system green
/// when on (or the `.tint` set on it), in the secondary fill when off — with a 27-pt white knob
/// and its soft shadow at the end it is switched to. The switch keeps its size at every text size.
///
///     Toggle("Reminders", isOn: $reminders)
nonisolated public struct Toggle<Label: View>: View {
    let label: Label
    let binding: Binding<Bool>
    var isOn: Bool { binding.wrappedValue }

    /// A switch showing `isOn`, with `label` at the leading edge.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label(); self.binding = isOn
    }

    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.explicitTint) private var explicitTint
    @Environment(\.labelsHidden) private var labelsHidden
    @Environment(\.customToggleStyle) private var customStyle
    @Environment(\.switchTint) private var switchTint

    private var tint: Color? { switchTint ?? explicitTint }

    public var body: some View {
        if let customStyle {
            // A team's style draws the whole toggle from its configuration.
            // A toggle inside the style's own body is drawn as the switch, not by the style
            // again (SwiftUI gives it the next outer style): no endless recursion.
            customStyle.makeBody(ToggleStyleConfiguration(label: .init(content: AnyView(label)), binding: binding))
                .environment(\.customToggleStyle, nil)
                .tapTarget(tapLabel, kind: "toggle", isEnabled: isEnabled, action: flip)
        } else {
            systemSwitch
                .tapTarget(tapLabel, kind: "toggle", isEnabled: isEnabled, action: flip)
        }
    }

    /// What a tap by label calls the toggle: the text of its label (or its symbol's name).
    private var tapLabel: String {
        let spoken = Button<Text>.spokenText(in: label).joined(separator: ", ")
        return spoken.isEmpty ? Button<Text>.tapLabel(in: label) : spoken
    }

    /// A tap flips it through its binding (and the binding's transaction).
    private var flip: () -> Void {
        let binding = self.binding
        return { binding.wrappedValue = !binding.wrappedValue }
    }

    @ViewBuilder private var systemSwitch: some View {
        let traits: AccessibilityTraits = [.isButton, .isToggle, .systemControl]
        HStack(spacing: 0) {
            // `.labelsHidden()`: the switch alone, as iOS draws it (VoiceOver still reads the label).
            if !labelsHidden {
                label
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .accessibilityAddTraits(isOn ? traits.union(.isSelected) : traits)
                    .accessibilityAddTraits(isEnabled ? [] : .notEnabled)
                Spacer(minLength: ToggleMetrics.labelSpacing)
            }
            Capsule()
                .fill(isOn ? tint ?? Color.systemGreen : Color.secondarySystemFill)
                .frame(width: ToggleMetrics.width, height: ToggleMetrics.height)
                .overlay(alignment: isOn ? .trailing : .leading) {
                    Circle()
                        .fill(Color.white)
                        .frame(width: ToggleMetrics.knobDiameter, height: ToggleMetrics.knobDiameter)
                        .shadow(color: Color(RGBA(r: 0, g: 0, b: 0, a: 0.15)), radius: 4, y: 3)
                        .padding(ToggleMetrics.knobInset)
                }
                // UIKit draws a disabled switch at half opacity.
                .opacity(isEnabled ? 1 : 0.5)
        }
    }
}

extension Toggle where Label == Text {
    /// `Toggle("Reminders", isOn: $reminders)`.
    public init(_ title: String, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(title) } }
    /// The same with the state at this moment.
    public init(_ title: String, isOn: Bool) { self.init(title, isOn: .constant(isOn)) }
}

/// SwiftUI's `ToggleStyle`: a team's own look for toggles (a checkbox, a chip).
public protocol ToggleStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// What a toggle gives its style.
    typealias Configuration = ToggleStyleConfiguration
    /// The toggle drawn in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// SwiftUI's `ToggleStyleConfiguration`: the toggle's label and state.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    nonisolated public struct Label: View {
        let content: AnyView
        /// The label's view.
        public var body: some View { content }
    }
    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on (`configuration.$isOn` is the toggle's binding).
    @Binding public var isOn: Bool

    init(label: Label, binding: Binding<Bool>) { self.label = label; _isOn = binding }
    /// Whether the toggle stands for several values, some on and some off: never, here.
    public var isMixed: Bool { false }
}

/// SwiftUI's `SwitchToggleStyle` (`.switch`, iOS's default): the UISwitch, in `tint` when on
/// (system green when none is given).
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?
    /// The switch, `tint` when on.
    public init(tint: Color? = nil) { self.tint = tint }
    /// Drawn by `Toggle` itself.
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// SwiftUI's `DefaultToggleStyle` (`.automatic`): the switch, on iOS.
public struct DefaultToggleStyle: ToggleStyle {
    /// The platform's style.
    public init() {}
    /// Drawn by `Toggle` itself.
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// The switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform's style: the switch on iOS.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

private struct CustomToggleStyleKey: EnvironmentKey { static let defaultValue: CustomStyle<ToggleStyleConfiguration>? = nil }
private struct SwitchTintKey: EnvironmentKey { static let defaultValue: Color? = nil }

extension EnvironmentValues {
    /// A team's style for toggles inside, which wins over the switch.
    var customToggleStyle: CustomStyle<ToggleStyleConfiguration>? {
        get { self[CustomToggleStyleKey.self] }
        set { self[CustomToggleStyleKey.self] = newValue }
    }
    /// `SwitchToggleStyle(tint:)`'s colour, which wins over `.tint`.
    var switchTint: Color? {
        get { self[SwitchTintKey.self] }
        set { self[SwitchTintKey.self] = newValue }
    }
}

extension View {
    /// SwiftUI's `.toggleStyle(_:)`: how toggles inside are drawn — the switch (optionally
    /// tinted) or a team's own style.
    nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        let switchStyle = style as? SwitchToggleStyle
        let tint = switchStyle?.tint
        let system = switchStyle != nil || style is DefaultToggleStyle
        let custom = system ? nil : CustomStyle<ToggleStyleConfiguration> { AnyView(style.makeBody(configuration: $0)) }
        return EnvironmentModifier(content: self) {
            $0.customToggleStyle = custom
            $0.switchTint = tint
        }
    }
}

/// UISwitch's geometry.
enum ToggleMetrics {
    static let width = 51.0
    static let height = 31.0
    static let knobDiameter = 27.0
    /// The knob's inset from the track's edge.
    static let knobInset = 2.0
    /// Least room between the label and the switch.
    static let labelSpacing = 8.0
}

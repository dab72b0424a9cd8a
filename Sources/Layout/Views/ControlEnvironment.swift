/// What SwiftUI's control modifiers put in the environment: `.controlSize`, `.disabled`,
/// `.buttonStyle`, `.textFieldStyle`, `.progressViewStyle`. Controls read them while their
/// body is built, so a modifier on a container reaches every control inside, as in SwiftUI.

/// SwiftUI's `ControlSize`. iOS draws `.regular` unless told; `.large` is the tall
/// full-width button of onboarding and sign-in screens.
public enum ControlSize: String, CaseIterable, Hashable, Sendable { case mini, small, regular, large, extraLarge }

/// The system button styles iOS draws itself (`Button` draws each; see there). `.automatic`
/// is `.borderless` on iOS (outside and inside a list).
public struct SystemButtonStyle: ButtonStyle, Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, borderless, plain, bordered, borderedProminent, glass, glassProminent }
    let kind: Kind
    /// The label: `Button` draws the system styles itself and never asks for this body.
    public func makeBody(configuration: Configuration) -> Configuration.Label { configuration.label }
}

extension ButtonStyle where Self == SystemButtonStyle {
    /// `.borderless` on iOS.
    public static var automatic: SystemButtonStyle { SystemButtonStyle(kind: .automatic) }
    /// The label alone in the tint colour, no background.
    public static var borderless: SystemButtonStyle { SystemButtonStyle(kind: .borderless) }
    /// The label alone in the primary colour, not tinted.
    public static var plain: SystemButtonStyle { SystemButtonStyle(kind: .plain) }
    /// The label in the tint on a rounded fill: the `.tint` at 15 %, or the tertiary system fill.
    public static var bordered: SystemButtonStyle { SystemButtonStyle(kind: .bordered) }
    /// A semibold white label on a rounded fill of the tint.
    public static var borderedProminent: SystemButtonStyle { SystemButtonStyle(kind: .borderedProminent) }
    /// iOS 26's `.glass`: the label in the tint on Liquid Glass in a capsule.
    public static var glass: SystemButtonStyle { SystemButtonStyle(kind: .glass) }
    /// iOS 26's `.glassProminent`: a semibold white label on glass tinted with the tint, in a capsule.
    public static var glassProminent: SystemButtonStyle { SystemButtonStyle(kind: .glassProminent) }
}

/// SwiftUI's `ButtonStyle`: a team's own look for buttons, `makeBody(configuration:)` drawing
/// the label (a still shows the button at rest: `isPressed` is false).
public protocol ButtonStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// What a button gives its style.
    typealias Configuration = ButtonStyleConfiguration
    /// The button drawn in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// SwiftUI's `ButtonStyleConfiguration`.
public struct ButtonStyleConfiguration {
    /// SwiftUI's `ButtonStyleConfiguration.Label`: the button's label as a view.
    nonisolated public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The button's label.
    public let label: Label
    /// Whether the button is being pressed: never, in a still.
    public let isPressed: Bool
    /// The button's role.
    public let role: ButtonRole?
}

/// SwiftUI's `PrimitiveButtonStyle`: a style that also decides when the button triggers.
public protocol PrimitiveButtonStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// What a button gives its style.
    typealias Configuration = PrimitiveButtonStyleConfiguration
    /// The button drawn in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// SwiftUI's `PrimitiveButtonStyleConfiguration`.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label.
    public let label: ButtonStyleConfiguration.Label
    /// The button's role.
    public let role: ButtonRole?
    /// Runs the button's action: never, in a still.
    public func trigger() {}
}

/// A team's style for one kind of control (button, progress view, gauge, toggle), kept in
/// the environment: its body for a configuration. Not `Sendable` in truth (a team's style is
/// a value of its view tree): carried to the thread that lays the tree out, as the tree is.
struct CustomStyle<Configuration>: @unchecked Sendable {
    let makeBody: (Configuration) -> AnyView
    init(_ makeBody: @escaping (Configuration) -> AnyView) { self.makeBody = makeBody }
}

extension CustomStyle where Configuration == ButtonStyleConfiguration {
    init<S: ButtonStyle>(_ style: S) { self.init { AnyView(style.makeBody(configuration: $0)) } }
    init<S: PrimitiveButtonStyle>(primitive style: S) {
        self.init { AnyView(style.makeBody(configuration: PrimitiveButtonStyleConfiguration(label: $0.label, role: $0.role))) }
    }
}

/// SwiftUI's `TextFieldStyle`: `.automatic` and `.plain` draw the bare text (what a field
/// in a list row looks like); `.roundedBorder` draws UIKit's rounded-rect field.
public struct TextFieldStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case plain, roundedBorder }
    let kind: Kind
    /// `.plain` on iOS.
    public static let automatic = TextFieldStyle(kind: .plain)
    /// The bare text, no border.
    public static let plain = TextFieldStyle(kind: .plain)
    /// UIKit's rounded rectangle: 5-pt corners, a grey hairline border, 7-pt side insets.
    public static let roundedBorder = TextFieldStyle(kind: .roundedBorder)
}

/// The progress view styles iOS draws itself. On iOS `.circular` is always the activity
/// spinner, with a value or without (SwiftUI draws a determinate circular gauge only on macOS
/// and watchOS).
public struct SystemProgressViewStyle: ProgressViewStyle, Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, linear, circular }
    let kind: Kind
    /// The label: `ProgressView` draws the system styles itself.
    public func makeBody(configuration: Configuration) -> Configuration.Label? { configuration.label }
}

extension ProgressViewStyle where Self == SystemProgressViewStyle {
    /// Linear with a value, the spinner without one.
    public static var automatic: SystemProgressViewStyle { SystemProgressViewStyle(kind: .automatic) }
    /// A horizontal track filled to the value (the spinner when there is none).
    public static var linear: SystemProgressViewStyle { SystemProgressViewStyle(kind: .linear) }
    /// The activity spinner, with a value or without.
    public static var circular: SystemProgressViewStyle { SystemProgressViewStyle(kind: .circular) }
}

/// SwiftUI's `ProgressViewStyle`: a team's own look for progress views.
public protocol ProgressViewStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// What a progress view gives its style.
    typealias Configuration = ProgressViewStyleConfiguration
    /// The progress view drawn in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// SwiftUI's `ProgressViewStyleConfiguration`.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label.
    nonisolated public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The label of the current value.
    nonisolated public struct CurrentValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// How much is done, 0…1; nil for an indeterminate one.
    public let fractionCompleted: Double?
    /// The label, if any.
    public let label: Label?
    /// The current value's label, if any.
    public let currentValueLabel: CurrentValueLabel?
}

/// SwiftUI's `LinearProgressViewStyle` (with an optional tint): `.linear`.
public struct LinearProgressViewStyle: ProgressViewStyle, Sendable {
    let tint: Color?
    /// The linear style, tinted `tint` when given.
    public init(tint: Color? = nil) { self.tint = tint }
    /// A linear bar in the tint.
    public func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration, style: .linear).tint(tint ?? .accentColor)
    }
}

/// SwiftUI's `CircularProgressViewStyle` (with an optional tint): `.circular`.
public struct CircularProgressViewStyle: ProgressViewStyle, Sendable {
    let tint: Color?
    /// The circular style, tinted `tint` when given.
    public init(tint: Color? = nil) { self.tint = tint }
    /// The spinner, in the tint when given.
    @ViewBuilder public func makeBody(configuration: Configuration) -> some View {
        if let tint { ProgressView(configuration, style: .circular).tint(tint) } else { ProgressView(configuration, style: .circular) }
    }
}


/// UIKit's keyboard types, accepted so seed code reads as SwiftUI; a render shows no keyboard.
public enum UIKeyboardType: Hashable, Sendable {
    /// The keyboards UIKit names (a still draws none of them).
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// UIKit's text content types (autofill hints); accepted, drawn the same.
public struct UITextContentType: Hashable, Sendable {
    let name: String
    /// A user name.
    public static let username = UITextContentType(name: "username")
    /// An email address.
    public static let emailAddress = UITextContentType(name: "emailAddress")
    /// An existing password.
    public static let password = UITextContentType(name: "password")
    /// A new password (iOS offers a strong one).
    public static let newPassword = UITextContentType(name: "newPassword")
    /// A one-time code from a message.
    public static let oneTimeCode = UITextContentType(name: "oneTimeCode")
    /// A person's name.
    public static let name = UITextContentType(name: "name")
}

struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
struct ButtonStyleKey: EnvironmentKey { static let defaultValue = SystemButtonStyle(kind: .automatic) }
struct CustomButtonStyleKey: EnvironmentKey { static let defaultValue: CustomStyle<ButtonStyleConfiguration>? = nil }
struct TextFieldStyleKey: EnvironmentKey { static let defaultValue = TextFieldStyle.automatic }
struct ProgressViewStyleKey: EnvironmentKey { static let defaultValue = SystemProgressViewStyle(kind: .automatic) }
struct CustomProgressViewStyleKey: EnvironmentKey { static let defaultValue: CustomStyle<ProgressViewStyleConfiguration>? = nil }

extension EnvironmentValues {
    /// SwiftUI's `controlSize`: how large buttons and other controls inside are drawn.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
    /// SwiftUI's `isEnabled`: false under `.disabled(true)`.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
    /// The system style of buttons inside (`.buttonStyle(_:)`).
    public var buttonStyle: SystemButtonStyle {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
    /// A team's style for buttons inside, which wins over the system one.
    var customButtonStyle: CustomStyle<ButtonStyleConfiguration>? {
        get { self[CustomButtonStyleKey.self] }
        set { self[CustomButtonStyleKey.self] = newValue }
    }
    /// The style of text fields inside (`.textFieldStyle(_:)`).
    public var textFieldStyle: TextFieldStyle {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
    /// The system style of progress views inside (`.progressViewStyle(_:)`).
    public var progressViewStyle: SystemProgressViewStyle {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
    /// A team's style for progress views inside, which wins over the system one.
    var customProgressViewStyle: CustomStyle<ProgressViewStyleConfiguration>? {
        get { self[CustomProgressViewStyleKey.self] }
        set { self[CustomProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// SwiftUI's `.controlSize(_:)`: the size of buttons and other controls inside.
    nonisolated public func controlSize(_ size: ControlSize) -> some View { EnvironmentModifier(content: self) { $0.controlSize = size } }
    /// SwiftUI's `.disabled(_:)`: once disabled, a view stays disabled inside (`false` cannot re-enable).
    nonisolated public func disabled(_ disabled: Bool) -> some View { EnvironmentModifier(content: self) { $0.isEnabled = $0.isEnabled && !disabled } }
    /// SwiftUI's `.buttonStyle(_:)`: how buttons inside are drawn.
    nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        let system = style as? SystemButtonStyle
        let custom = system == nil ? CustomStyle(style) : nil
        return EnvironmentModifier(content: self) {
            if let system { $0.buttonStyle = system }
            $0.customButtonStyle = custom
        }
    }
    /// `.buttonStyle(_:)` with a `PrimitiveButtonStyle`.
    nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        let custom = CustomStyle(primitive: style)
        return EnvironmentModifier(content: self) { $0.customButtonStyle = custom }
    }
    /// SwiftUI's `.textFieldStyle(_:)`: how text fields inside are drawn.
    nonisolated public func textFieldStyle(_ style: TextFieldStyle) -> some View { EnvironmentModifier(content: self) { $0.textFieldStyle = style } }
    /// SwiftUI's `.progressViewStyle(_:)`: how progress views inside are drawn.
    nonisolated public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        let system = style as? SystemProgressViewStyle
        let custom = system == nil ? CustomStyle { AnyView(style.makeBody(configuration: $0)) } : nil
        return EnvironmentModifier(content: self) {
            if let system { $0.progressViewStyle = system }
            $0.customProgressViewStyle = custom
        }
    }
    /// Accepted so seed code reads as SwiftUI: a render shows no keyboard.
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    /// Accepted so seed code reads as SwiftUI: autofill hints change nothing drawn.
    nonisolated public func textContentType(_ type: UITextContentType?) -> some View { self }
}


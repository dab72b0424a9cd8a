/// What SwiftUI's control modifiers put in the environment: `.controlSize`, `.disabled`,
/// `.buttonStyle`, `.textFieldStyle`, `.progressViewStyle`. Controls read them while their
/// body is built, so a modifier on a container reaches every control inside, as in SwiftUI.

/// SwiftUI's `ControlSize`. iOS draws `.regular` unless told; `.large` is the tall
/// full-width button of onboarding and sign-in screens.
public enum ControlSize: String, CaseIterable, Hashable, Sendable { case mini, small, regular, large, extraLarge }

/// SwiftUI's `ButtonStyle` for the system styles. `.automatic` is `.borderless` on iOS
/// (outside and inside a list).
public struct ButtonStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, borderless, plain, bordered, borderedProminent }
    let kind: Kind
    public static let automatic = ButtonStyle(kind: .automatic)
    public static let borderless = ButtonStyle(kind: .borderless)
    public static let plain = ButtonStyle(kind: .plain)
    public static let bordered = ButtonStyle(kind: .bordered)
    public static let borderedProminent = ButtonStyle(kind: .borderedProminent)
}

/// SwiftUI's `TextFieldStyle`: `.automatic` and `.plain` draw the bare text (what a field
/// in a list row looks like); `.roundedBorder` draws UIKit's rounded-rect field.
public struct TextFieldStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case plain, roundedBorder }
    let kind: Kind
    public static let automatic = TextFieldStyle(kind: .plain)
    public static let plain = TextFieldStyle(kind: .plain)
    public static let roundedBorder = TextFieldStyle(kind: .roundedBorder)
}

/// SwiftUI's `ProgressViewStyle`. On iOS `.circular` is always the activity spinner, with a
/// value or without (SwiftUI draws a determinate circular gauge only on macOS and watchOS).
public struct ProgressViewStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, linear, circular }
    let kind: Kind
    public static let automatic = ProgressViewStyle(kind: .automatic)
    public static let linear = ProgressViewStyle(kind: .linear)
    public static let circular = ProgressViewStyle(kind: .circular)
}

/// UIKit's keyboard types, accepted so seed code reads as SwiftUI; a render shows no keyboard.
public enum UIKeyboardType: Hashable, Sendable { case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, emailAddress, decimalPad, webSearch }

/// UIKit's text content types (autofill hints); accepted, drawn the same.
public struct UITextContentType: Hashable, Sendable {
    let name: String
    public static let username = UITextContentType(name: "username")
    public static let emailAddress = UITextContentType(name: "emailAddress")
    public static let password = UITextContentType(name: "password")
    public static let newPassword = UITextContentType(name: "newPassword")
    public static let oneTimeCode = UITextContentType(name: "oneTimeCode")
    public static let name = UITextContentType(name: "name")
}

struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
struct ButtonStyleKey: EnvironmentKey { static let defaultValue = ButtonStyle.automatic }
struct TextFieldStyleKey: EnvironmentKey { static let defaultValue = TextFieldStyle.automatic }
struct ProgressViewStyleKey: EnvironmentKey { static let defaultValue = ProgressViewStyle.automatic }

extension EnvironmentValues {
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
    /// SwiftUI's `isEnabled`: false under `.disabled(true)`.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
    public var buttonStyle: ButtonStyle {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
    public var textFieldStyle: TextFieldStyle {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
    public var progressViewStyle: ProgressViewStyle {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    public func controlSize(_ size: ControlSize) -> some View { EnvironmentModifier(content: self) { $0.controlSize = size } }
    /// SwiftUI's `.disabled(_:)`: once disabled, a view stays disabled inside (`false` cannot re-enable).
    public func disabled(_ disabled: Bool) -> some View { EnvironmentModifier(content: self) { $0.isEnabled = $0.isEnabled && !disabled } }
    public func buttonStyle(_ style: ButtonStyle) -> some View { EnvironmentModifier(content: self) { $0.buttonStyle = style } }
    public func textFieldStyle(_ style: TextFieldStyle) -> some View { EnvironmentModifier(content: self) { $0.textFieldStyle = style } }
    public func progressViewStyle(_ style: ProgressViewStyle) -> some View { EnvironmentModifier(content: self) { $0.progressViewStyle = style } }
    /// Accepted so seed code reads as SwiftUI: a render shows no keyboard.
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    /// Accepted so seed code reads as SwiftUI: autofill hints change nothing drawn.
    public func textContentType(_ type: UITextContentType?) -> some View { self }
}

/// SwiftUI's `Binding`, reduced to what a render needs: the value at this moment.
/// `text: .constant("alex@example.com")` reads as in SwiftUI previews.
public struct Binding<Value: Sendable>: Sendable {
    public let wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public static func constant(_ value: Value) -> Binding<Value> { Binding(wrappedValue: value) }
}

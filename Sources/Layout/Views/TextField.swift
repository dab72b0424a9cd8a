import DisplayList
import Tokens

/// SwiftUI's `TextField` and `SecureField`, drawn unfocused (a render has no keyboard or
/// caret): the text in the label colour, or while empty the prompt (the title when no prompt
/// is given) in the tertiary label colour, as UIKit draws a placeholder. The field takes the
/// width it is offered (its ideal width is its text's), on one line that ends in an ellipsis,
/// or with `axis: .vertical` wrapping onto more lines as SwiftUI's growing field does.
///
/// `.textFieldStyle(.automatic)` / `.plain` draw the bare text, which is what a field in a
/// list row looks like; `.roundedBorder` draws UIKit's rounded-rect field around it
/// (5-pt corners, 6 pt above and below the text, 7 pt at the sides). The text follows the font around it (body), so Dynamic Type grows it.
///
///     TextField("Email", text: $email).keyboardType(.emailAddress)
///     SecureField("Password", text: $password)
nonisolated public struct TextField: View {
    let title: String
    let text: String
    let prompt: String?
    let axis: Axis
    let isSecure: Bool

    /// A field titled `title` showing `text` (or `prompt` when empty); `.vertical` wraps onto more lines.
    public init(_ title: String, text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal) {
        self.init(title, text: text.wrappedValue, prompt: prompt, axis: axis)
    }
    /// A field showing `text` (a render is one moment: no binding needed).
    public init(_ title: String, text: String, prompt: Text? = nil, axis: Axis = .horizontal) {
        self.init(title: title, text: text, prompt: prompt?.string, axis: axis, isSecure: false)
    }
    /// The pre-iOS 15 `TextField(_:text:onEditingChanged:onCommit:)`: the callbacks run as
    /// the person types and presses Return, never in a still.
    public init(_ title: String, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void = {}) {
        self.init(title, text: text.wrappedValue)
    }
    /// The pre-iOS 15 `TextField(_:text:onCommit:)`.
    public init(_ title: String, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title, text: text.wrappedValue)
    }
    init(title: String, text: String, prompt: String?, axis: Axis, isSecure: Bool) {
        self.title = title; self.text = text; self.prompt = prompt; self.axis = axis; self.isSecure = isSecure
    }

    @Environment(\.textFieldStyle) private var style
    @Environment(\.device) private var device

    /// A secure field shows one bullet per character.
    public static func bullets(_ text: String) -> String { String(repeating: "•", count: text.count) }

    public var body: some View {
        let isEmpty = text.isEmpty
        let field = Text(isEmpty ? (prompt ?? title) : isSecure ? Self.bullets(text) : text)
            .foregroundStyle(isEmpty ? Color.tertiaryLabel : Color.label)
            .lineLimit(axis == .vertical ? nil : 1)
            .frame(maxWidth: .infinity, alignment: .leading)
            .accessibilityLabel(title)
        if style.kind == .roundedBorder {
            field
                .padding(.vertical, TextFieldMetrics.verticalPadding)
                .padding(.horizontal, TextFieldMetrics.horizontalPadding)
                .background(
                    RoundedRectangle(cornerRadius: TextFieldMetrics.cornerRadius)
                        .fill(Color.systemBackground)
                        .strokeBorder(Color.systemGray4, lineWidth: 1 / device.scale)
                )
        } else {
            field
        }
    }
}

/// SwiftUI's `SecureField`: a `TextField` whose text shows as bullets (•), never read aloud.
nonisolated public struct SecureField: View {
    let field: TextField
    /// A field titled `title` showing `text` as bullets (`prompt` when empty).
    public init(_ title: String, text: Binding<String>, prompt: Text? = nil) {
        self.init(title, text: text.wrappedValue, prompt: prompt)
    }
    /// A field titled `title` showing `text` as bullets (`prompt` when empty).
    public init(_ title: String, text: String, prompt: Text? = nil) {
        field = TextField(title: title, text: text, prompt: prompt?.string, axis: .horizontal, isSecure: true)
    }
    /// The pre-iOS 15 `SecureField(_:text:onCommit:)`: `onCommit` runs on Return, never in a still.
    public init(_ title: String, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title, text: text.wrappedValue)
    }
    public var body: some View { field }
}

/// UIKit's rounded-rect text field (`.roundedBorder`): 6 pt above and below the text (34 pt
/// with body text), 7 pt at the sides, 5-pt corners, a one-pixel grey border on the
/// system background.
enum TextFieldMetrics {
    static let verticalPadding = 6.0
    static let horizontalPadding = 7.0
    static let cornerRadius = 5.0
}

public import Foundation
import DisplayList
import Tokens

/// SwiftUI's `Button` as iOS 18 draws it in each system style (`.buttonStyle(_:)`):
///
/// - `.automatic` / `.borderless`: the label in the tint colour, no padding or fill;
/// - `.plain`: the label in the colour around it (plain buttons are not tinted);
/// - `.bordered`: the tint colour in the label over the tint at 15 % (the grey tertiary
///   fill while no `.tint` is set), on a continuous rounded rectangle;
/// - `.borderedProminent`: a white semibold label on the tint;
/// - `.glass` (iOS 26): the tint colour in the label on Liquid Glass (`.glassEffect`) in a
///   capsule; `.glassProminent`: a white semibold label on the tint, with glass's rim.
///
/// The padding and corners follow `.controlSize` (`ButtonMetrics`); the label keeps the font
/// around it (body by default), so the button grows with Dynamic Type. Under `.disabled(true)`
/// the label turns tertiary grey on the tertiary fill and carries `notEnabled`.
/// A still is one moment, so the action never runs there; a recording runs it when a
/// scripted tap finds the button by its label (`AnimationRecording.tap(_:at:)`).
///
///     Button("Create Account") { signUp() }
///         .buttonStyle(.borderedProminent)
///         .controlSize(.large)
nonisolated public struct Button<Label: View>: View {
    let label: Label
    let title: String?
    /// `.destructive` draws the label in system red (and an alert's button red); `.cancel`
    /// makes it an alert's semibold cancel button.
    var role: ButtonRole? = nil
    /// What a tap runs (in a recording only).
    var action: () -> Void = {}

    /// A button showing `label` that runs `action` when tapped.
    public init(action: @escaping () -> Void = {}, @ViewBuilder label: () -> Label) {
        self.label = label(); title = nil; self.action = action
    }
    /// SwiftUI's `Button(role:action:label:)`.
    public init(role: ButtonRole?, action: @escaping () -> Void = {}, @ViewBuilder label: () -> Label) {
        self.label = label(); title = nil; self.role = role; self.action = action
    }

    @Environment(\.buttonStyle) private var style
    @Environment(\.customButtonStyle) private var customStyle
    @Environment(\.controlSize) private var controlSize
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint
    @Environment(\.explicitTint) private var explicitTint
    @Environment(\.font) private var font
    @Environment(\.fontWeight) private var fontWeight
    @Environment(\.buttonBorderShape) private var borderShape

    public var body: some View {
        if let customStyle {
            // A button inside the style's own body (a PrimitiveButtonStyle's `Button(action:)`)
            // is drawn by the system style, not by this one again.
            accessible(customStyle.makeBody(ButtonStyleConfiguration(label: .init(content: AnyView(label)), isPressed: false, role: role))
                .environment(\.customButtonStyle, nil))
        } else {
            system
        }
    }

    @ViewBuilder private var system: some View {
        switch style.kind {
        case .automatic, .borderless:
            accessible(label.foregroundStyle(isEnabled ? (role == .destructive ? Color.systemRed : tint) : Color.tertiaryLabel))
        case .plain:
            accessible(label.foregroundStyle(isEnabled ? Color.primary : Color.tertiaryLabel))
        case .glass, .glassProminent:
            // Liquid Glass buttons are capsules unless a border shape says otherwise.
            if borderShape.kind == .automatic {
                bordered(in: Capsule())
            } else {
                bordered(in: ButtonBorderOutline(shape: borderShape, standardRadius: ButtonMetrics.of(controlSize).cornerRadius))
            }
        case .bordered, .borderedProminent:
            // The automatic outline stays a `RoundedRectangle` (its element keeps its id); the
            // others are drawn in the border shape's own outline.
            if borderShape.kind == .automatic {
                bordered(in: RoundedRectangle(cornerRadius: ButtonMetrics.of(controlSize).cornerRadius))
            } else {
                bordered(in: ButtonBorderOutline(shape: borderShape, standardRadius: ButtonMetrics.of(controlSize).cornerRadius))
            }
        }
    }

    /// The label padded to the control size and filled in `shape`.
    private func bordered<S: ShapeView>(in shape: S) -> some View {
        let m = ButtonMetrics.of(controlSize)
        let prominent = style.kind == .borderedProminent || style.kind == .glassProminent
        let glass = style.kind == .glass || style.kind == .glassProminent
        return accessible(
            label
                .font(font ?? m.font)
                .fontWeight(fontWeight ?? (prominent ? .semibold : .regular))
                .foregroundStyle(!isEnabled ? Color.tertiaryLabel : prominent ? Color.white : tint)
                // The label's own text says it is inactive too (the button's traits land on
                // its background), so the contrast check exempts it as WCAG 1.4.3 does.
                .accessibilityAddTraits(isEnabled ? [] : .notEnabled)
                .multilineTextAlignment(.center)
                .padding(.vertical, m.verticalPadding)
                .padding(.horizontal, borderShape.isCircle ? m.verticalPadding : m.horizontalPadding)
                .frame(minWidth: borderShape.isCircle ? m.minHeight : nil, minHeight: m.minHeight)
                .background(fill(prominent: prominent), in: shape)
                // Liquid Glass's frosted backdrop and rim, under the fill (clear for `.glass`).
                .background { if glass { GlassBackground(glass: .regular, shape: shape) } }
        )
    }

    private func fill(prominent: Bool) -> Color {
        if style.kind == .glass && isEnabled { return .clear }
        if !isEnabled { return .tertiarySystemFill }
        if prominent { return tint }
        return explicitTint.map { $0.opacity(ButtonMetrics.borderedTintOpacity) } ?? .tertiarySystemFill
    }

    /// VoiceOver says a button's title, or as SwiftUI does the text of its label; every
    /// button is a button to VoiceOver, and a disabled one says so.
    @ViewBuilder private func accessible(_ view: some View) -> some View {
        let traits: AccessibilityTraits = isEnabled ? .isButton : [.isButton, .notEnabled]
        let spoken = Self.spokenText(in: label).joined(separator: ", ")
        if let title = title ?? (spoken.isEmpty ? nil : spoken) {
            view.accessibilityLabel(title).accessibilityAddTraits(traits)
                .tapTarget(title, kind: "button", isEnabled: isEnabled, action: action)
        } else {
            // No text to read: the node takes what a tap by label calls it (a symbol's name),
            // unless a view inside names it (`.accessibilityLabel` on the icon).
            EffectModifier(content: view.accessibilityAddTraits(traits), effect: .accessibilityFallbackLabel(Self.tapLabel(in: label)))
                .tapTarget(Self.tapLabel(in: label), kind: "button", isEnabled: isEnabled, action: action)
        }
    }
}

extension Button {
    /// The strings of the `Text`s in a label, through its modifiers and stacks' direct children.
    static func spokenText(in view: any View) -> [String] {
        if let text = view as? Text { return [text.string] }
        if let modified = view as? any ModifierView { return spokenText(in: modified.contentView) }
        if let tuple = view as? TupleView { return tuple.views.flatMap { spokenText(in: $0) } }
        return []
    }

    /// What a tap by label calls a label without text: an `.accessibilityLabel` inside it, or
    /// the name of its SF Symbol (`Image(systemName: "plus")` → "plus"), looking into stacks.
    static func iconLabel(in view: any View) -> String? {
        if let image = view as? Image, case .symbol(let name) = image.kind { return name }
        if let effect = view as? any AccessibilityLabelled, let label = effect.accessibilityLabelGiven { return label }
        if let modified = view as? any ModifierView { return iconLabel(in: modified.contentView) }
        if let tuple = view as? TupleView { return tuple.views.lazy.compactMap { iconLabel(in: $0) }.first }
        if let stack = view as? any StackContent { return iconLabel(in: stack.stackContent) }
        return nil
    }

    /// What a tap by label calls a label VoiceOver reads no text in directly: the texts inside
    /// its stacks, else its `iconLabel`, else "" (a label with nothing to name it by).
    static func tapLabel(in view: any View) -> String {
        let texts = stackTexts(in: view)
        return texts.isEmpty ? iconLabel(in: view) ?? "" : texts.joined(separator: ", ")
    }

    private static func stackTexts(in view: any View) -> [String] {
        if let text = view as? Text { return [text.string] }
        if let modified = view as? any ModifierView { return stackTexts(in: modified.contentView) }
        if let tuple = view as? TupleView { return tuple.views.flatMap { stackTexts(in: $0) } }
        if let stack = view as? any StackContent { return stackTexts(in: stack.stackContent) }
        return []
    }
}

/// A stack, for what a tap by label looks for inside a button's label.
protocol StackContent {
    var stackContent: any View { get }
}

extension VStack: StackContent { var stackContent: any View { content } }
extension HStack: StackContent { var stackContent: any View { content } }
extension ZStack: StackContent { var stackContent: any View { content } }

/// A modifier that may name its content for VoiceOver (`.accessibilityLabel`).
protocol AccessibilityLabelled {
    var accessibilityLabelGiven: String? { get }
}

extension EffectModifier: AccessibilityLabelled {
    var accessibilityLabelGiven: String? {
        if case .accessibility(let label, _) = effect, !label.isEmpty { return label }
        return nil
    }
}

extension Button where Label == Text {
    /// `Button("Log In")` or `Button("Log In") { logIn() }`.
    public init(_ title: String, action: @escaping () -> Void = {}) {
        label = Text(title); self.title = title; self.action = action
    }
    /// `Button(key) { … }` with a localised key: its text.
    public init(_ key: LocalizedStringKey, action: @escaping () -> Void = {}) {
        label = Text(key.text); self.title = key.text; self.action = action
    }
    /// `Button("Delete", role: .destructive) { … }`.
    public init(_ title: String, role: ButtonRole?, action: @escaping () -> Void = {}) {
        label = Text(title); self.title = title; self.role = role; self.action = action
    }
}

extension Button where Label == Layout.Label<Text, Image> {
    /// SwiftUI's `Button(_:systemImage:action:)`: a button labelled with the title and the
    /// SF Symbol, as `Label(title, systemImage:)` draws them (a toolbar shows the icon alone).
    public init(_ title: String, systemImage: String, action: @escaping () -> Void = {}) {
        label = Layout.Label(title, systemImage: systemImage); self.title = title; self.action = action
    }
    /// The same with a role.
    public init(_ title: String, systemImage: String, role: ButtonRole?, action: @escaping () -> Void = {}) {
        label = Layout.Label(title, systemImage: systemImage); self.title = title; self.role = role; self.action = action
    }
    /// SwiftUI's `Button(_:image:action:)` (iOS 17): labelled with the title and an image of
    /// the app's catalogue by its generated symbol (`image: .thumbsUp`).
    public init(_ title: String, image: ImageResource, action: @escaping () -> Void = {}) {
        label = Layout.Label(title, image: image); self.title = title; self.action = action
    }
}

/// SwiftUI's `ButtonBorderShape`: the outline of a bordered button's fill.
public struct ButtonBorderShape: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, capsule, circle, roundedRectangle(Double?) }
    let kind: Kind
    /// The control size's rounded rectangle.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// Fully rounded ends.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle, the label padded evenly (an icon button).
    public static let circle = ButtonBorderShape(kind: .circle)
    /// The control size's rounded rectangle.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    /// A rounded rectangle with `radius`-point corners.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(kind: .roundedRectangle(Double(radius))) }
    var isCircle: Bool { kind == .circle }
}

/// A bordered button's outline for a border shape other than the automatic one.
nonisolated struct ButtonBorderOutline: ShapeView {
    let shape: ButtonBorderShape
    let standardRadius: Double
    var style = ShapeDrawing()
    var outline: ShapeOutline {
        switch shape.kind {
        case .automatic, .roundedRectangle(nil): .roundedRectangle(cornerRadius: standardRadius, style: .continuous)
        case .roundedRectangle(let radius?): .roundedRectangle(cornerRadius: radius.isFinite ? max(0, radius) : 0, style: .continuous)
        case .capsule: .capsule
        case .circle: .ellipse
        }
    }
}

private struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }

extension EnvironmentValues {
    /// SwiftUI's `\.buttonBorderShape`: the outline of bordered buttons inside.
    public var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// SwiftUI's `.buttonBorderShape(_:)`: the outline `.bordered` and `.borderedProminent`
    /// buttons inside are filled in.
    nonisolated public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        EnvironmentModifier(content: self) { $0.buttonBorderShape = shape }
    }
}

/// SwiftUI's `ButtonRole`: what a button does, which decides how alerts, dialogs and menus draw it.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    /// Deletes or discards: drawn in system red.
    public static let destructive = ButtonRole(name: "destructive")
    /// Dismisses without acting: an alert's semibold button, a dialog's separate bottom card.
    public static let cancel = ButtonRole(name: "cancel")
}

/// A button as an alert or dialog lists it: its title and role.
protocol DialogActionSource {
    var dialogTitle: String { get }
    var dialogRole: ButtonRole? { get }
}

extension Button: DialogActionSource {
    var dialogTitle: String { title ?? Self.spokenText(in: label).joined(separator: " ") }
    var dialogRole: ButtonRole? { role }
}

/// The bordered styles' geometry per control size (iOS 18, iPhone): the label's padding, the
/// continuous corner radius, the label's default font and the least height. With body text
/// (a 22-pt line) a regular button is 6 + 22 + 6 = 34 pt tall and a large one 14 + 22 + 14 =
/// 50 pt, as on iOS; a taller label (Dynamic Type) makes it taller, never a shorter one shorter.
struct ButtonMetrics: Hashable, Sendable {
    let minHeight: Double
    let verticalPadding: Double
    let horizontalPadding: Double
    let cornerRadius: Double
    let font: Font

    /// `.bordered`'s fill: the tint at 15 %.
    static let borderedTintOpacity = 0.15

    static func of(_ size: ControlSize) -> ButtonMetrics {
        switch size {
        case .mini: ButtonMetrics(minHeight: 20, verticalPadding: 2, horizontalPadding: 8, cornerRadius: 5, font: .footnote)
        case .small: ButtonMetrics(minHeight: 28, verticalPadding: 4, horizontalPadding: 10, cornerRadius: 6, font: .subheadline)
        case .regular: ButtonMetrics(minHeight: 34, verticalPadding: 6, horizontalPadding: 12, cornerRadius: 8, font: .body)
        case .large, .extraLarge: ButtonMetrics(minHeight: 50, verticalPadding: 14, horizontalPadding: 20, cornerRadius: 12, font: .body)
        }
    }
}


// SwiftUI's accessibility modifiers beyond a label and traits. The display list records what
// VoiceOver says (`accessibilityLabel`), what a view is (traits), its value and hint — each at
// the view's own frame (`DisplayList.accessibility`), which the checks read; identifiers,
// actions and ordering change nothing drawn or checked, so those draw the view as it is.
extension View {
    /// SwiftUI's `.accessibilityLabel(_:)` with a localised key: its text.
    nonisolated public func accessibilityLabel(_ key: LocalizedStringKey) -> some View { accessibilityLabel(key.text) }
    /// SwiftUI's `.accessibilityInputLabels(_:)` with localised keys: drawn as it is.
    nonisolated public func accessibilityInputLabels(_ labels: [LocalizedStringKey]) -> some View { self }
    /// SwiftUI's `.accessibilityInputLabels(_:)` with texts: drawn as it is.
    nonisolated public func accessibilityInputLabels(_ labels: [Text]) -> some View { self }
    /// SwiftUI's `.accessibilityRespondsToUserInteraction(_:)`: whether VoiceOver offers the
    /// element as interactive; nothing drawn changes.
    nonisolated public func accessibilityRespondsToUserInteraction(_ responds: Bool = true) -> some View { self }
    /// SwiftUI's `.accessibilityRepresentation(representation:)`: VoiceOver reads the
    /// representation (its label) in place of the view, which is drawn as it is. The
    /// representation's label is taken when it is a labelled control or a text.
    nonisolated public func accessibilityRepresentation<R: View>(@ViewBuilder representation: () -> R) -> some View {
        let spoken = Button<Text>.spokenText(in: representation()).joined(separator: ", ")
        return AccessibilityRepresented(content: self, spoken: spoken)
    }
    /// SwiftUI's `.accessibilityLabel(_:)` with a `Text`: its string.
    nonisolated public func accessibilityLabel(_ label: Text) -> some View { accessibilityLabel(label.string) }
    /// SwiftUI's older `.accessibility(label:)`.
    nonisolated public func accessibility(label: Text) -> some View { accessibilityLabel(label.string) }
    /// SwiftUI's older `.accessibility(addTraits:)`.
    nonisolated public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }
    /// SwiftUI's older `.accessibility(removeTraits:)`: as `.accessibilityRemoveTraits`.
    nonisolated public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { accessibilityRemoveTraits(traits) }
    /// SwiftUI's older `.accessibility(hidden:)`: drawn as it is.
    nonisolated public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }
    /// SwiftUI's older `.accessibility(value:)`: recorded on the view's accessibility node (`DisplayList.accessibility`).
    nonisolated public func accessibility(value: Text) -> some View { accessibilityValue(value.string) }
    /// SwiftUI's older `.accessibility(hint:)`: recorded on the view's accessibility node (`DisplayList.accessibility`).
    nonisolated public func accessibility(hint: Text) -> some View { accessibilityHint(hint.string) }
    /// SwiftUI's older `.accessibility(identifier:)`: drawn as it is.
    nonisolated public func accessibility(identifier: String) -> some View { self }
    /// SwiftUI's `.accessibilityHidden(_:)`: drawn as it is (VoiceOver's skipping is not modelled).
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View {
        EffectModifier(content: self, effect: hidden ? .accessibilityHidden : .accessibilityDetail(value: nil, hint: nil))
    }
    /// SwiftUI's `.accessibilityValue(_:)`: recorded on the view's accessibility node (`DisplayList.accessibility`).
    nonisolated public func accessibilityValue(_ value: String) -> some View { EffectModifier(content: self, effect: .accessibilityDetail(value: value, hint: nil)) }
    /// SwiftUI's `.accessibilityValue(_:)` with a `Text`: recorded on the view's accessibility node (`DisplayList.accessibility`).
    nonisolated public func accessibilityValue(_ value: Text) -> some View { accessibilityValue(value.string) }
    /// SwiftUI's `.accessibilityValue(_:)` with a localised key: recorded on the view's accessibility node (`DisplayList.accessibility`).
    nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { accessibilityValue(valueKey.text) }
    /// SwiftUI's `.accessibilityValue(_:)` with any string value (`model.title`): recorded on the view's accessibility node (`DisplayList.accessibility`).
    @_disfavoredOverload
    nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { accessibilityValue(String(value)) }
    /// SwiftUI's `.accessibilityHint(_:)` with a localised key: recorded on the view's accessibility node (`DisplayList.accessibility`).
    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { accessibilityHint(hintKey.text) }
    /// SwiftUI's `.accessibilityHint(_:)`: recorded on the view's accessibility node (`DisplayList.accessibility`).
    nonisolated public func accessibilityHint(_ hint: String) -> some View { EffectModifier(content: self, effect: .accessibilityDetail(value: nil, hint: hint)) }
    /// SwiftUI's `.accessibilityHint(_:)` with a `Text`: recorded on the view's accessibility node (`DisplayList.accessibility`).
    nonisolated public func accessibilityHint(_ hint: Text) -> some View { accessibilityHint(hint.string) }
    /// SwiftUI's `.accessibilityIdentifier(_:)`: drawn as it is.
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> some View { self }
    /// SwiftUI's `.accessibilitySortPriority(_:)`: drawn as it is.
    nonisolated public func accessibilitySortPriority(_ priority: Double) -> some View { self }
    /// SwiftUI's `.accessibilityRemoveTraits(_:)`: drawn as it is.
    nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
    /// SwiftUI's `.accessibilityInputLabels(_:)`: drawn as it is.
    nonisolated public func accessibilityInputLabels(_ labels: [String]) -> some View { self }
    /// SwiftUI's `.accessibilityAction(_:_:)`: drawn as it is.
    nonisolated public func accessibilityAction(_ kind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View { self }
    /// SwiftUI's `.accessibilityActions(_:)` (iOS 16): the buttons inside become the view's
    /// custom actions for VoiceOver; nothing is drawn for them.
    nonisolated public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { self }
    /// SwiftUI's named `.accessibilityAction(named:_:)`: drawn as it is.
    nonisolated public func accessibilityAction(named name: String, _ handler: @escaping () -> Void) -> some View { self }
    /// SwiftUI's `.accessibilityAdjustableAction(_:)`: drawn as it is.
    nonisolated public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View { self }
    /// SwiftUI's `.accessibilityElement(children:)`: drawn as it is (each text keeps its own
    /// label; VoiceOver's grouping is not modelled).
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
    /// SwiftUI's `.accessibilityShowsLargeContentViewer()`: drawn as it is.
    nonisolated public func accessibilityShowsLargeContentViewer() -> some View { self }
}

/// SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    /// The children are not read.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// The children are read as one element.
    public static let combine = AccessibilityChildBehavior(name: "combine")
    /// The children are read as they are, inside the element.
    public static let contain = AccessibilityChildBehavior(name: "contain")
}

/// SwiftUI's `AccessibilityActionKind`.
public struct AccessibilityActionKind: Hashable, Sendable {
    let name: String
    /// The element's default action.
    public static let `default` = AccessibilityActionKind(name: "default")
    /// Escape (a two-finger Z).
    public static let escape = AccessibilityActionKind(name: "escape")
    /// The magic tap (two-finger double tap).
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    /// A named action.
    public init(named name: String) { self.name = name }
    init(name: String) { self.name = name }
}

/// SwiftUI's `AccessibilityAdjustmentDirection`.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable { case increment, decrement }

/// A view VoiceOver reads through its representation's words, when it has any.
nonisolated struct AccessibilityRepresented<Content: View>: View {
    let content: Content
    let spoken: String
    var body: some View {
        if spoken.isEmpty { content } else { content.accessibilityLabel(spoken) }
    }
}

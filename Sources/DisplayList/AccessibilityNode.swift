/// What VoiceOver finds at one place on the screen: a view's own frame (the bounds of the
/// view the accessibility modifiers are on — a button's whole padded label, not the glyph
/// drawn first inside it) with its label, traits, value and hint. Checks of the controls
/// themselves (a tap target's size) read these; elements keep their traits for what is
/// drawn (contrast of a text, an image).
public struct AccessibilityNode: Hashable, Sendable, Codable {
    /// The view's frame on the canvas, in points (its bounding box after transforms).
    public var frame: Rect
    /// What VoiceOver says (`.accessibilityLabel`, a button's title); nil when none is given.
    public var label: String?
    /// SwiftUI's trait names (`isButton`, `isSelected`, `notEnabled` …); `systemChrome`
    /// when iOS draws it.
    public var traits: [String]
    /// `.accessibilityValue`, when given.
    public var value: String?
    /// `.accessibilityHint`, when given.
    public var hint: String?

    /// True for what a finger acts on: a button, a link, a switch, a search field.
    public static func isControl(_ traits: [String]) -> Bool {
        traits.contains { $0 == "isButton" || $0 == "isToggle" || $0 == "isSearchField" || $0 == "isLink" }
    }

    /// A node at `frame`.
    public init(frame: Rect, label: String? = nil, traits: [String] = [], value: String? = nil, hint: String? = nil) {
        self.frame = frame; self.label = label; self.traits = traits; self.value = value; self.hint = hint
    }
}

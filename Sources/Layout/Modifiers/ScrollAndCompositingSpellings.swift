// Modifiers that change how a view scrolls or is composited, not what a still of it shows:
// each draws the view as it is.

/// SwiftUI's `ScrollIndicatorVisibility`.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let name: String
    /// As the platform decides.
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    /// Shown while scrolling.
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    /// Hidden (shown only for an external pointer).
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(name: "never")
}

/// SwiftUI's `ScrollDismissesKeyboardMode`.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    let name: String
    /// As the platform decides.
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    /// As soon as scrolling starts.
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    /// As the drag moves the keyboard.
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    /// Never.
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// SwiftUI's `ScrollBounceBehavior`.
public struct ScrollBounceBehavior: Hashable, Sendable {
    let name: String
    /// As the platform decides.
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    /// Always bounces.
    public static let always = ScrollBounceBehavior(name: "always")
    /// Bounces only when the content is larger than the view.
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

extension View {
    /// SwiftUI's `.scrollIndicators(_:axes:)`: a still shows no indicators either way.
    nonisolated public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }
    /// SwiftUI's `.scrollDisabled(_:)`: drawn as it is.
    nonisolated public func scrollDisabled(_ disabled: Bool) -> some View { self }
    /// SwiftUI's `.scrollDismissesKeyboard(_:)`: drawn as it is.
    nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
    /// SwiftUI's `.scrollBounceBehavior(_:axes:)`: drawn as it is.
    nonisolated public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }
    /// SwiftUI's `.scrollTargetLayout(isEnabled:)`: drawn as it is.
    nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
    /// SwiftUI's `.drawingGroup(opaque:colorMode:)`: drawn as it is (rendering off screen
    /// first changes nothing in the pixels of a still).
    nonisolated public func drawingGroup(opaque: Bool = false) -> some View { self }
    /// SwiftUI's `.compositingGroup()`: drawn as it is (a following `.opacity` already fades
    /// the view as one layer here).
    nonisolated public func compositingGroup() -> some View { self }
}

import DisplayList
import Foundation

extension View {
    /// SwiftUI's older `.navigationBarItems(leading:trailing:)`: the trailing item drawn at
    /// the bar's trailing edge, as a `.navigationBarTrailing` toolbar item is (leading items
    /// are not drawn, as toolbar leading items are not).
    nonisolated public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }
    /// `.navigationBarItems(trailing:)`.
    nonisolated public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }
    /// `.navigationBarItems(leading:)`: drawn as the view alone (leading items are not drawn).
    nonisolated public func navigationBarItems<L: View>(leading: L) -> some View { self }
    /// SwiftUI's `.keyboardShortcut(_:modifiers:)`: a hardware-keyboard shortcut; drawn as it is.
    nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }
    /// SwiftUI's `.keyboardShortcut(_:)` with a whole shortcut (`.defaultAction`,
    /// `.cancelAction`); drawn as it is.
    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }
    /// SwiftUI's `.keyboardShortcut(_:)` with an optional shortcut (nil: none); drawn as it is.
    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View { self }
}

/// SwiftUI's `KeyboardShortcut`: a key and its modifiers.
public struct KeyboardShortcut: Hashable, Sendable {
    /// The key.
    public let key: KeyEquivalent
    /// The modifier keys held with it.
    public let modifiers: EventModifiers
    /// `key` with `modifiers` (⌘ by default).
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) { self.key = key; self.modifiers = modifiers }
    /// Return: a dialog's default button.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape: a dialog's cancel button.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// SwiftUI's `KeyEquivalent`.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The key's character.
    public let character: Character
    /// The key that types `character`.
    public init(_ character: Character) { self.character = character }
    /// `"s"` as a key.
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }
    /// Return.
    public static let `return` = KeyEquivalent("\r")
    /// Escape.
    public static let escape = KeyEquivalent("\u{1B}")
    /// Delete (backspace).
    public static let delete = KeyEquivalent("\u{8}")
    /// Space.
    public static let space = KeyEquivalent(" ")
}

/// SwiftUI's `EventModifiers`.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    /// Modifiers of this raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Command (⌘).
    public static let command = EventModifiers(rawValue: 1)
    /// Shift (⇧).
    public static let shift = EventModifiers(rawValue: 2)
    /// Option (⌥).
    public static let option = EventModifiers(rawValue: 4)
    /// Control (⌃).
    public static let control = EventModifiers(rawValue: 8)
}

/// SwiftUI's `EditButton`: "Edit" in the tint colour (a list not being edited).
nonisolated public struct EditButton: View {
    /// The button.
    public init() {}
    public var body: some View { Button("Edit") {} }
}

/// SwiftUI's `Link`: its label in the tint colour, as a borderless button; the URL is not
/// opened in a still.
nonisolated public struct Link<Label: View>: View {
    let label: Label
    /// A link to `destination` showing `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) { self.label = label() }
    public var body: some View { Button(action: {}) { label } }
}

extension Link where Label == Text {
    /// `Link("Privacy policy", destination: url)`.
    public init(_ title: String, destination: URL) { self.init(destination: destination) { Text(title) } }
}

/// SwiftUI's `ShareLink`: a button that opens the share sheet (a still opens none), drawn
/// with its label — by default "Share" and the square-and-arrow symbol in the tint colour.
nonisolated public struct ShareLink<Label: View>: View {
    let label: Label
    /// A link sharing `item`, drawn as `label`.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) { self.label = label() }
    /// A link sharing `item` with the share sheet's preview of it, drawn as `label`.
    public init<Item, PreviewImage, PreviewIcon>(item: Item, subject: Text? = nil, message: Text? = nil,
                                                 preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    /// A link sharing several `items`, drawn as `label`.
    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) { self.label = label() }
    public var body: some View { Button(action: {}) { label } }
}

/// `ShareLink`'s default label: the title and the square-and-arrow symbol.
extension ShareLink where Label == Layout.Label<Text, Image> {
    /// A link sharing `item`.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) { label = Layout.Label("Share", systemImage: "square.and.arrow.up") }
    /// A link sharing `item`, titled `title`.
    public init<Item>(_ title: String, item: Item, subject: Text? = nil, message: Text? = nil) { label = Layout.Label(title, systemImage: "square.and.arrow.up") }
    /// A link sharing `item` with the share sheet's preview of it (drawn as the default link).
    public init<Item, PreviewImage, PreviewIcon>(item: Item, subject: Text? = nil, message: Text? = nil,
                                                 preview: SharePreview<PreviewImage, PreviewIcon>) { label = Layout.Label("Share", systemImage: "square.and.arrow.up") }
    /// A link titled `title` sharing `item` with its preview.
    public init<Item, PreviewImage, PreviewIcon>(_ title: String, item: Item, subject: Text? = nil, message: Text? = nil,
                                                 preview: SharePreview<PreviewImage, PreviewIcon>) { label = Layout.Label(title, systemImage: "square.and.arrow.up") }
    /// A link sharing several `items`.
    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil) { label = Layout.Label("Share", systemImage: "square.and.arrow.up") }
}

/// SwiftUI's `SharePreview`: how the share sheet shows a shared item (its title, image and
/// icon); a still opens no share sheet, so it is kept and not drawn.
public struct SharePreview<Image, Icon> {
    /// The item's title.
    public let title: String
    /// A preview titled `title` with `image` and `icon`.
    public init(_ title: String, image: Image, icon: Icon) { self.title = title }
    /// A preview titled `title` with `image`.
    public init(_ title: String, image: Image) where Icon == Never { self.title = title }
    /// A preview titled `title` with `icon`.
    public init(_ title: String, icon: Icon) where Image == Never { self.title = title }
    /// A preview titled `title`.
    public init(_ title: String) where Image == Never, Icon == Never { self.title = title }
}

/// SwiftUI's `OpenURLAction` (`@Environment(\.openURL)`): opens nothing in a still. A view
/// may set its own (`.environment(\.openURL, OpenURLAction { url in .handled })`); its
/// handler is kept and never called.
public struct OpenURLAction: Sendable {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        let name: String
        /// The handler opened it.
        public static let handled = Result(name: "handled")
        /// The handler refused it.
        public static let discarded = Result(name: "discarded")
        /// The system should open it.
        public static let systemAction = Result(name: "systemAction")
        /// The system should open `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(name: "systemAction") }
    }
    /// The system's action.
    public init() {}
    /// An action that hands each URL to `handler`.
    public init(handler: @escaping @Sendable (URL) -> Result) {}
    /// Opens `url`: nothing, in a still.
    public func callAsFunction(_ url: URL) {}
    /// Opens `url` and reports that it did not: a still opens nothing.
    public func callAsFunction(_ url: URL, completion: (Bool) -> Void) { completion(false) }
}

/// SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }

extension EnvironmentValues {
    /// SwiftUI's `\.openURL`: a still opens nothing, whichever action is set.
    public var openURL: OpenURLAction {
        get { OpenURLAction() }
        set {}
    }
    /// SwiftUI's `\.horizontalSizeClass`: compact, as on every iPhone in portrait.
    public var horizontalSizeClass: UserInterfaceSizeClass? { .compact }
    /// SwiftUI's `\.verticalSizeClass`: regular, as on every iPhone in portrait.
    public var verticalSizeClass: UserInterfaceSizeClass? { .regular }
}

/// SwiftUI's `ControlGroup`: related controls drawn as one, side by side — on iOS, borderless
/// buttons in the tint colour on a shared rounded rectangle (8-pt corners, the tertiary
/// fill), 36 pt tall, each given 12 pt at its sides. Inside a toolbar or a menu iOS draws
/// the group its own way; here it is always this bar. A group with a label (iOS 16's
/// compact menu) is drawn as its controls.
///
///     ControlGroup { Button("Bold") {}; Button("Italic") {} }
nonisolated public struct ControlGroup<Content: View>: View {
    let content: Content

    /// A group of the controls `content` lists.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// A group with a label (shown when the group collapses into a menu).
    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) { self.content = content() }
    /// `ControlGroup("Text style") { … }`.
    public init(_ title: String, @ViewBuilder content: () -> Content) { self.content = content() }
    /// `ControlGroup(titleKey) { … }` with a localised key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
    /// `ControlGroup("Text style", systemImage: "textformat") { … }`.
    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) { self.content = content() }

    @Environment(\.tint) private var tint

    public var body: some View {
        // Each control gets `itemPadding` at both sides: twice that between two of them.
        HStack(spacing: 2 * ControlGroupMetrics.itemPadding) { content }
        .padding(.horizontal, ControlGroupMetrics.itemPadding)
        .buttonStyle(.borderless)
        .foregroundStyle(tint)
        .frame(height: ControlGroupMetrics.height)
        .background(Color.tertiarySystemFill, in: RoundedRectangle(cornerRadius: ControlGroupMetrics.cornerRadius))
    }
}

/// The bar's height, corners, and each control's side padding.
enum ControlGroupMetrics {
    static let height = 36.0
    static let cornerRadius = 8.0
    static let itemPadding = 12.0
}

/// SwiftUI's `ControlGroupStyle`: how control groups are drawn; every style is drawn as the
/// bar above.
public protocol ControlGroupStyle: Sendable {}
/// SwiftUI's `AutomaticControlGroupStyle`.
public struct AutomaticControlGroupStyle: ControlGroupStyle { public init() {} }
/// SwiftUI's `NavigationControlGroupStyle` (back and forward).
public struct NavigationControlGroupStyle: ControlGroupStyle { public init() {} }
/// SwiftUI's `MenuControlGroupStyle`.
public struct MenuControlGroupStyle: ControlGroupStyle { public init() {} }
/// SwiftUI's `CompactMenuControlGroupStyle`.
public struct CompactMenuControlGroupStyle: ControlGroupStyle { public init() {} }
/// SwiftUI's `PaletteControlGroupStyle`.
public struct PaletteControlGroupStyle: ControlGroupStyle { public init() {} }

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The platform's style.
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}
extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// Back and forward.
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}
extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// A menu.
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    /// A compact menu.
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}
extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    /// A palette.
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

extension View {
    /// SwiftUI's `.controlGroupStyle(_:)`: groups inside drawn as the bar whatever the style.
    nonisolated public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { self }
}

import DisplayList
import Tokens

/// SwiftUI's `TabView` with iOS 18's `Tab` items: the selected tab's content above iOS's
/// bottom tab bar — 49 pt plus the home-indicator safe area, a translucent bar material with a
/// hairline on top, each item an SF Symbol over a 10-pt label, the selected one in the tint
/// colour and the others gray.
///
///     TabView(selection: "history") {
///         Tab("Home", systemImage: "house.fill", value: "home") { HomeView() }
///         Tab("History", systemImage: "calendar", value: "history") { HistoryView() }
///     }
///
/// `selection` is the selected tab's value (no bindings here: a render is one moment);
/// nil selects the first tab.
nonisolated public struct TabView<Selection: Hashable, Content: View>: View {
    let selection: Selection?
    let content: Content

    /// Tabs built by `content`, the one whose value is `selection` shown (nil: the first).
    public init(selection: Selection?, @ViewBuilder content: () -> Content) {
        self.selection = selection; self.content = content()
    }

    @Environment(\.safeAreaInsets) private var safeArea
    @Environment(\.tabViewStyle) private var style
    @Environment(\.indexViewStyle) private var indexStyle

    public var body: some View {
        let tabs = Self.tabs(in: content)
        let wanted = selection.map { AnyHashable($0) }
        let selected = tabs.firstIndex { $0.tabValue == wanted } ?? 0
        if style.kind == .page {
            // `.tabViewStyle(.page)`: the selected page alone (pages are any views, tagged or
            // not; a ForEach's ids are its pages' tags), the page control's dots over its bottom.
            let pages = PagedContent.pages(in: content)
            let current = pages.firstIndex { $0.value != nil && $0.value == wanted } ?? 0
            ZStack(alignment: .bottom) {
                if pages.indices.contains(current) {
                    pages[current].view.frame(maxWidth: .infinity, maxHeight: .infinity)
                } else {
                    Color.clear
                }
                if style.index == .always || (style.index == .automatic && pages.count > 1) {
                    PageControl(count: pages.count, current: current, onCapsule: indexStyle.backgroundAlways)
                }
            }
        } else {
            tabBarBody(tabs, selected: selected)
        }
    }

    private func tabBarBody(_ tabs: [any TabSource], selected: Int) -> some View {
        VStack(spacing: 0) {
            if tabs.indices.contains(selected) {
                // The bar insets the tab's safe area: its backgrounds and scroll views go on under it.
                tabs[selected].tabContent.frame(maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .top)
                    .safeAreaEndsAtBottom()
            } else {
                Spacer(minLength: 0)
            }
            TabBar(items: tabs.map { ($0.tabTitle, $0.tabSystemImage) }, selected: selected, bottomInset: safeArea.bottom)
        }
        .ignoresSafeArea(edges: .bottom)
    }

    static func tabs(in content: any View) -> [any TabSource] {
        if let tab = content as? any TabSource { return [tab] }
        if let tuple = content as? TupleView { return tuple.views.flatMap { tabs(in: $0) } }
        // A tab under a modifier (`.badge(3)`): the tab (its badge is not drawn on the bar).
        if !(content is any TagSource), let modified = content as? any ModifierView { return tabs(in: modified.contentView) }
        // `.tabItem { … }.tag(value)`: the tag selects the tab.
        if let tagged = content as? any TagSource {
            return tabs(in: tagged.taggedContent.view).map { TaggedTab(base: $0, value: tagged.tagValue) }
        }
        return []
    }
}

extension TabView {
    /// SwiftUI's `TabView(selection: $tab)`: the tab whose tag is the binding's value shown.
    public init(selection: Binding<Selection>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection.wrappedValue, content: content)
    }
}

extension TabView where Selection == Int {
    /// Tabs built by `content`, the first shown.
    public init(@ViewBuilder content: () -> Content) { self.init(selection: nil, content: content) }
}

protocol TabSource {
    var tabTitle: String { get }
    var tabSystemImage: String { get }
    var tabValue: AnyHashable { get }
    var tabContent: AnyView { get }
}

/// SwiftUI's `Tab` (iOS 18): a title, an SF Symbol and the value that selects it.
nonisolated public struct Tab<Value: Hashable, Content: View>: View, TabSource {
    let title: String
    let systemImage: String
    let value: Value
    let content: Content

    /// A tab titled `title` with the SF Symbol `systemImage`, selected by `value`, showing `content`.
    public init(_ title: String, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.title = title; self.systemImage = systemImage; self.value = value; self.content = content()
    }

    public var body: some View { content }
    var tabTitle: String { title }
    var tabSystemImage: String { systemImage }
    var tabValue: AnyHashable { AnyHashable(value) }
    var tabContent: AnyView { AnyView(content) }
}

/// The geometry of iOS's tab bar on an iPhone in portrait.
public enum TabBarMetrics {
    /// The bar above the home-indicator safe area (which it extends into).
    public static let height = 49.0
    /// The label's fixed size.
    public static let labelSize = 10.0
    /// The symbol's point size (the icon font draws it in a box 1.2 × as tall).
    public static let iconSize = 21.0
    /// From the bar's top to the symbol's box.
    public static let iconTop = 5.0
    /// Between the symbol's box and the label.
    public static let labelSpacing = 1.0
}

/// The bar: equal-width items across the screen, on the bar material, a hairline on top.
nonisolated struct TabBar: View {
    let items: [(title: String, systemImage: String)]
    let selected: Int
    let bottomInset: Double

    @Environment(\.tint) private var tint
    @Environment(\.appearance) private var appearance
    @Environment(\.device) private var device

    var body: some View {
        HStack(spacing: 0) {
            ForEach(Array(items.indices), id: \.self) { index in
                TabBarItem(title: items[index].title, systemImage: items[index].systemImage, isSelected: index == selected,
                           colour: index == selected ? tint : Color.systemGray)
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: TabBarMetrics.height, alignment: .top)
        .padding(.bottom, bottomInset)
        // VoiceOver names the bar itself as UIKit does ("Tab Bar"), its items one by one.
        .background(BarMaterial().accessibilityLabel("Tab Bar"))
        .overlay(alignment: .top) {
            Rectangle().fill(Self.hairline(appearance)).frame(height: 1 / device.scale)
        }
        // iOS draws the bar, over the tab's content, which scrolls on under its glass: the
        // checks leave it out as they leave out the status bar and the keyboard.
        .systemChrome()
    }

    /// UIKit's bar shadow: black at 30 % over light bars, white at 15 % over dark ones.
    static func hairline(_ appearance: Appearance) -> Color {
        appearance == .light ? Color(RGBA(r: 0, g: 0, b: 0, a: 0.3)) : Color(RGBA(r: 1, g: 1, b: 1, a: 0.15))
    }
}

nonisolated struct TabBarItem: View {
    let title: String
    let systemImage: String
    let isSelected: Bool
    let colour: Color

    var body: some View {
        // iOS keeps the tab bar's symbols and 10-pt labels at a fixed size at every Dynamic
        // Type setting (a long press shows them enlarged in the large content viewer), so the
        // bar never grows and its labels stay legible at AX sizes: fixed `.system(size:)` fonts.
        VStack(spacing: TabBarMetrics.labelSpacing) {
            Image(systemName: systemImage)
                .font(.system(size: TabBarMetrics.iconSize))
            Text(title)
                .font(.system(size: TabBarMetrics.labelSize, weight: .medium))
                .lineLimit(1)
        }
        .foregroundStyle(colour)
        .padding(.top, TabBarMetrics.iconTop)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .accessibilityLabel(title)
        .accessibilityAddTraits(isSelected ? [.isButton, .isSelected] : .isButton)
    }
}

/// iOS's bar material (`systemChromeMaterial`): a strong blur under a nearly opaque tint —
/// #F9F9F9 at 94 % over light content, #161616 at 94 % over dark.
nonisolated struct BarMaterial: PrimitiveView {
    func makeNode(_ context: BuildContext) -> any LayoutNode {
        let light = context.environment.appearance == .light
        let tint = light ? RGBA(hex: "#F9F9F9F0")! : RGBA(hex: "#161616F0")!
        return MaterialNode(id: context.path, shape: .rectangle, material: MaterialStyle(name: "barMaterial", blur: 20, tint: tint, saturation: 1.8))
    }
}

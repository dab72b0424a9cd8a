import DisplayList

/// SwiftUI's tab view styles. An iPhone draws `.automatic`, `.tabBarOnly` and
/// `.sidebarAdaptable` as the tab bar; `.page` as one page at a time, filling the view, with
/// the page control's dots over its bottom (iOS's UIPageControl: 8-pt dots 8 pt apart, the
/// current one white, the others white at 35 %, 26 pt above the bottom safe area; with
/// `.indexViewStyle(.page(backgroundDisplayMode: .always))` on a dark capsule). watchOS'
/// `.carousel` and `.verticalPage` are drawn as `.page`.
public struct TabViewStyleKind: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case tabBar, page }
    let kind: Kind
    let index: PageIndexDisplayMode
    /// The platform's: the tab bar on iPhone.
    public static let automatic = TabViewStyleKind(kind: .tabBar, index: .automatic)
    /// The tab bar only.
    public static let tabBarOnly = TabViewStyleKind(kind: .tabBar, index: .automatic)
    /// A sidebar on iPad, the tab bar on iPhone.
    public static let sidebarAdaptable = TabViewStyleKind(kind: .tabBar, index: .automatic)
    /// Pages swiped sideways, with the page control's dots.
    public static let page = TabViewStyleKind(kind: .page, index: .automatic)
    /// Pages, the dots shown as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageIndexDisplayMode) -> TabViewStyleKind { TabViewStyleKind(kind: .page, index: indexDisplayMode) }
    /// watchOS' carousel: drawn as pages.
    public static let carousel = TabViewStyleKind(kind: .page, index: .automatic)
    /// watchOS' vertical pages: drawn as pages.
    public static let verticalPage = TabViewStyleKind(kind: .page, index: .automatic)
}

/// SwiftUI's `PageTabViewStyle.IndexDisplayMode`.
public enum PageIndexDisplayMode: Hashable, Sendable {
    /// Shown when there is more than one page.
    case automatic
    /// Always shown.
    case always
    /// Never shown.
    case never
}

/// SwiftUI's `PageTabViewStyle` spelled as a type (`PageTabViewStyle(indexDisplayMode: .never)`).
public struct PageTabViewStyle: Sendable {
    let mode: PageIndexDisplayMode
    /// Pages, the dots shown as `indexDisplayMode` says.
    public init(indexDisplayMode: PageIndexDisplayMode = .automatic) { mode = indexDisplayMode }
    /// SwiftUI's name for the display modes.
    public typealias IndexDisplayMode = PageIndexDisplayMode
}

/// SwiftUI's index view style: whether the page dots sit on a capsule.
public struct IndexViewStyleKind: Hashable, Sendable {
    let backgroundAlways: Bool
    /// The dots alone.
    public static let page = IndexViewStyleKind(backgroundAlways: false)
    /// The dots on a capsule when `backgroundDisplayMode` is `.always` (or `.interactive`, at rest: not).
    public static func page(backgroundDisplayMode: PageIndexBackgroundDisplayMode) -> IndexViewStyleKind {
        IndexViewStyleKind(backgroundAlways: backgroundDisplayMode == .always)
    }
}

/// SwiftUI's `PageIndexViewStyle.BackgroundDisplayMode`.
public enum PageIndexBackgroundDisplayMode: Hashable, Sendable {
    /// The system's: none at rest.
    case automatic
    /// Only while interacting: none at rest.
    case interactive
    /// Always.
    case always
    /// Never.
    case never
}

struct TabViewStyleKey: EnvironmentKey { static let defaultValue = TabViewStyleKind.automatic }
struct IndexViewStyleKey: EnvironmentKey { static let defaultValue = IndexViewStyleKind.page }

extension EnvironmentValues {
    /// `.tabViewStyle(_:)`.
    var tabViewStyle: TabViewStyleKind {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }
    /// `.indexViewStyle(_:)`.
    var indexViewStyle: IndexViewStyleKind {
        get { self[IndexViewStyleKey.self] }
        set { self[IndexViewStyleKey.self] = newValue }
    }
}

extension View {
    /// SwiftUI's `.tabViewStyle(_:)`: how tab views inside are drawn (see `TabViewStyleKind`).
    nonisolated public func tabViewStyle(_ style: TabViewStyleKind) -> some View {
        EnvironmentModifier(content: self) { $0.tabViewStyle = style }
    }
    /// `.tabViewStyle(PageTabViewStyle())`.
    nonisolated public func tabViewStyle(_ style: PageTabViewStyle) -> some View { tabViewStyle(.page(indexDisplayMode: style.mode)) }
    /// SwiftUI's `.indexViewStyle(_:)`: the page dots' background.
    nonisolated public func indexViewStyle(_ style: IndexViewStyleKind) -> some View {
        EnvironmentModifier(content: self) { $0.indexViewStyle = style }
    }
}

/// The page control: a dot per page, the current one opaque.
nonisolated struct PageControl: View {
    let count: Int
    let current: Int
    let onCapsule: Bool

    /// A dot's diameter and the gap between dots; the control's height; its distance above
    /// the bottom safe area.
    static let dot = 8.0, gap = 8.0, height = 26.0, bottomGap = 0.0

    var body: some View {
        // At most 100 dots are drawn (a page control of 10,000 pages is a bar of dots anyway).
        HStack(spacing: Self.gap) {
            ForEach(0..<min(count, 100), id: \.self) { i in
                Circle().fill(Color.white.opacity(i == current ? 1 : 0.35)).frame(width: Self.dot, height: Self.dot)
            }
        }
        .padding(.horizontal, 12)
        .frame(height: Self.height)
        .background { if onCapsule { Capsule().fill(Color.black.opacity(0.25)) } }
        .accessibilityLabel("Page \(current + 1) of \(count)")
    }
}

/// The pages of a paged tab view: each view of its content, with the value that selects it.
enum PagedContent {
    /// At most 10,000 pages are read (a page control of more draws the same 100 dots).
    static func pages(in content: any View) -> [(value: AnyHashable?, view: AnyView)] {
        var out: [(value: AnyHashable?, view: AnyView)] = []
        func visit(_ view: any View, id: AnyHashable?) {
            guard out.count < 10_000 else { return }
            if let tab = view as? any TabSource { out.append((tab.tabValue, tab.tabContent)); return }
            if let tagged = view as? any TagSource { out.append((tagged.tagValue, tagged.taggedContent)); return }
            if view is EmptyView { return }
            if let list = view as? any BuiltViews { for (childID, child) in list.builtViews { visit(child, id: childID ?? id) }; return }
            out.append((id, AnyView(view)))
        }
        visit(content, id: nil)
        return out
    }
}

import DisplayList
import Tokens

/// SwiftUI's `NavigationStack` at its root, scrolled to the top: iOS 18's navigation bar in
/// its large-title state. Under the status bar, a 44-pt bar holds the trailing toolbar item;
/// below it the 34-pt bold title sits in a 52-pt band, at the list's leading margin. At the
/// scroll edge the bar has no background of its own: the content's (the grouped background
/// under a `List`, else the system background) runs up behind it to the top of the screen.
///
///     NavigationStack {
///         List { … }
///             .navigationTitle("Summary")
///             .toolbar { ToolbarItem(placement: .topBarTrailing) { Text("Edit") } }
///     }
///
/// `.navigationTitle`, `.navigationBarTitleDisplayMode` and `.toolbar` are read from the
/// root's outer modifiers, so write them after the root's other modifiers (as above).
///
/// A screen pushed onto a stack (SwiftUI's `NavigationLink` destination) is drawn with
/// `NavigationStack(backTitle: "Home") { … }`: the bar's leading edge holds the system back
/// button — a chevron and the previous screen's title in the tint colour — as iOS draws it.
nonisolated public struct NavigationStack<Root: View>: View {
    let root: Root
    /// The title of the screen under this one (the back button's label); nil at the root.
    let backTitle: String?
    /// A stack showing `root` at the root (no back button).
    public init(@ViewBuilder root: () -> Root) { self.root = root(); backTitle = nil }
    /// The stack with `root` pushed over a screen titled `backTitle`.
    public init(backTitle: String, @ViewBuilder root: () -> Root) { self.root = root(); self.backTitle = backTitle }

    @Environment(\.device) private var device

    public var body: some View {
        let bar = NavigationBarContents(of: root)
        return VStack(alignment: .leading, spacing: 0) {
            if !bar.appearance.hidden {
                BarBackgroundModifier(
                    content: NavigationBar(title: bar.title, inline: bar.inline, back: backTitle, trailing: bar.trailing,
                                           margin: InsetGroupedMetrics.cardInset(screenWidth: device.size.width), search: bar.search,
                                           leading: bar.leading, principal: bar.principal),
                    style: bar.appearance.visibleBackground)
            }
            root.frame(maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .top)
        }
        .background((bar.isGroupedList ? Color.systemGroupedBackground : Color.systemBackground).ignoresSafeArea())
    }
}

/// The geometry of the large-title navigation bar.
enum NavigationBarMetrics {
    /// The standard bar under the status bar (where the back button and toolbar items sit).
    static let barHeight = 44.0
    /// The band the large title occupies below it.
    static let largeTitleHeight = 52.0
    /// From the large title's text box to the bottom of its band.
    static let largeTitleBottomPadding = 8.0
}

/// The title and toolbar found on a navigation stack's root.
struct NavigationBarContents {
    var title: String?
    var trailing: AnyView?
    var leading: AnyView?
    var principal: AnyView?
    var inline = false
    var isGroupedList = false
    var search: SearchField?
    /// `.toolbar(.hidden, for:)` and `.toolbarBackground(…)`, the innermost winning.
    var appearance = NavigationBarAppearance()

    init(of root: any View) {
        var view: any View = root
        var appearanceSources: [any NavigationBarAppearanceSource] = []
        defer { for source in appearanceSources.reversed() { source.apply(to: &appearance) } }
        while true {
            if let source = view as? any NavigationBarAppearanceSource { appearanceSources.append(source) }
            if let titled = view as? any NavigationTitleSource, title == nil { title = titled.navigationTitleText }
            if let toolbar = view as? any ToolbarSource, trailing == nil {
                trailing = toolbar.trailingItem; leading = toolbar.leadingItem; principal = toolbar.principalItem
            }
            if view is any GroupedListMarker { isGroupedList = true }
            if let searchable = view as? any SearchableSource, search == nil { search = searchable.search }
            if let mode = view as? any TitleDisplayModeSource { inline = inline || mode.displayMode == .inline }
            guard let modifier = view as? any ModifierView else { break }
            view = modifier.contentView
        }
    }
}

/// The bar itself: the back button (when pushed), the trailing toolbar item (tinted, body
/// font, a button; like the back button, a control iOS sizes — UINavigationBar gives its
/// items the bar's height to tap, whatever they draw) and the title — large below the bar, or inline (headline, centred in it).
nonisolated struct NavigationBar: View {
    let title: String?
    var inline = false
    var back: String? = nil
    let trailing: AnyView?
    let margin: Double
    /// `.searchable`'s field, drawn under the large title when shown.
    var search: SearchField? = nil
    /// The toolbar's leading items (drawn at a root, where no back button is).
    var leading: AnyView? = nil
    /// The toolbar's principal item, centred in the bar.
    var principal: AnyView? = nil

    @Environment(\.tint) private var tint
    @Environment(\.contentSize) private var contentSize

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 0) {
                if let back { BackButton(title: back, tint: tint, margin: margin) }
                Spacer(minLength: 0)
                if let trailing {
                    trailing
                        .font(.body)
                        .foregroundStyle(tint)
                        .accessibilityAddTraits([.isButton, .systemControl])
                        // iOS caps bar items at AX1-ish sizes (they grow in the large content viewer instead).
                        .dynamicTypeSize(...ContentSizeCategory.extraExtraExtraLarge)
                }
            }
            .padding(.trailing, margin)
            .padding(.leading, back == nil ? margin : 0)
            .frame(height: NavigationBarMetrics.barHeight)
            .overlay {
                if let title, inline {
                    Text(title)
                        .font(.headline)
                        .foregroundStyle(Color.label)
                        .lineLimit(1)
                        .accessibilityAddTraits(.isHeader)
                        // Kept clear of the back button and the trailing item, as UIKit centres it
                        // (they grow up to xxxLarge, and so does the room kept for them).
                        .padding(.horizontal, contentSize > .large ? 120 : 96)
                        .dynamicTypeSize(...ContentSizeCategory.extraExtraExtraLarge)
                }
            }
            // Overlays, so the bar's other parts keep their ids.
            .overlay(alignment: .leading) {
                if let leading, back == nil {
                    leading
                        .font(.body)
                        .foregroundStyle(tint)
                        .accessibilityAddTraits([.isButton, .systemControl])
                        .dynamicTypeSize(...ContentSizeCategory.extraExtraExtraLarge)
                        .padding(.leading, margin)
                }
            }
            .overlay {
                if let principal {
                    principal
                        .lineLimit(1)
                        .dynamicTypeSize(...ContentSizeCategory.extraExtraExtraLarge)
                        .padding(.horizontal, contentSize > .large ? 120 : 96)
                }
            }
            if let title, !inline {
                Text(title)
                    .font(.largeTitle.weight(.bold))
                    .foregroundStyle(Color.label)
                    .lineLimit(1)
                    .accessibilityAddTraits(.isHeader)
                    .padding(.horizontal, margin)
                    .padding(.bottom, NavigationBarMetrics.largeTitleBottomPadding)
                    .frame(maxWidth: .infinity, minHeight: NavigationBarMetrics.largeTitleHeight, alignment: .bottomLeading)
            }
            // Last in the bar, so the ids of the bar's other parts and of the stack's root stay put.
            if let search { NavigationSearchField(field: search, margin: margin) }
        }
    }
}

/// The system back button: a semibold chevron about 8 pt from the screen edge, then the
/// previous screen's title in the body font, both in the tint colour.
nonisolated struct BackButton: View {
    let title: String
    let tint: Color
    let margin: Double

    var body: some View {
        HStack(spacing: 0) {
            // The icon font's chevron fills less of its em than SF's, so it is set at 24 pt;
            // its glyph box (1.2 em) is left whole — squeezing it would push the glyph out of
            // its frame — and its blank sides stand in for iOS's 8-pt inset and 3-pt gap.
            Icon(systemName: "chevron.left").font(.system(size: 24, weight: .semibold))
            Text(title).lineLimit(1)
        }
        .font(.body)
        .foregroundStyle(tint)
        .padding(.leading, 2)
        .accessibilityLabel(title)
        .accessibilityAddTraits([.isButton, .systemControl])
        .dynamicTypeSize(...ContentSizeCategory.extraExtraExtraLarge)
    }
}

/// SwiftUI's `NavigationBarItem.TitleDisplayMode`.
public enum NavigationBarTitleDisplayMode: Hashable, Sendable { case automatic, large, inline }

protocol TitleDisplayModeSource { var displayMode: NavigationBarTitleDisplayMode { get } }

/// `.navigationBarTitleDisplayMode(…)`: read by the enclosing `NavigationStack`.
nonisolated struct TitleDisplayModeModifier<Content: View>: ModifierView, TitleDisplayModeSource {
    let content: Content
    let displayMode: NavigationBarTitleDisplayMode
    var contentView: any View { content }
    func makeNode(_ context: BuildContext) -> any LayoutNode { context.buildContent(content) }
}

protocol NavigationTitleSource { var navigationTitleText: String { get } }
protocol ToolbarSource {
    var trailingItem: AnyView { get }
    var leadingItem: AnyView? { get }
    var principalItem: AnyView? { get }
}
protocol GroupedListMarker {}
extension List: GroupedListMarker {}

/// `.navigationTitle("…")`: read by the enclosing `NavigationStack`; draws nothing itself.
nonisolated struct NavigationTitleModifier<Content: View>: ModifierView, NavigationTitleSource {
    let content: Content
    let navigationTitleText: String
    var contentView: any View { content }
    func makeNode(_ context: BuildContext) -> any LayoutNode { context.buildContent(content) }
}

/// `.toolbar { … }`: its item goes to the bar's trailing edge.
nonisolated struct ToolbarModifier<Content: View>: ModifierView, ToolbarSource {
    let content: Content
    let trailingItem: AnyView
    var leadingItem: AnyView? = nil
    var principalItem: AnyView? = nil
    var contentView: any View { content }
    func makeNode(_ context: BuildContext) -> any LayoutNode { context.buildContent(content) }
}

/// SwiftUI's `ToolbarItemPlacement`. The bar draws the trailing placements (`.automatic`,
/// `.primaryAction`, `.confirmationAction`, `.topBarTrailing` and its older name
/// `.navigationBarTrailing`) at its trailing edge; items placed elsewhere are not drawn.
public enum ToolbarItemPlacement: Hashable, Sendable {
    /// The bar's trailing edge (drawn).
    case topBarTrailing
    /// The main action: trailing on an iPhone (drawn).
    case primaryAction
    /// Where the system puts it: trailing (drawn).
    case automatic
    /// The older name of `.topBarTrailing` (drawn).
    case navigationBarTrailing
    /// A sheet's confirming action: trailing (drawn).
    case confirmationAction
    /// The bar's leading edge (drawn at a stack's root; beside a back button it is not).
    case topBarLeading
    /// The older name of `.topBarLeading` (drawn as it is).
    case navigationBarLeading
    /// The bar's centre, in place of an inline title (drawn).
    case principal
    /// A sheet's cancel action: leading (drawn as `.topBarLeading`).
    case cancellationAction
    /// A destructive action (not drawn).
    case destructiveAction
    /// Beside the back button: leading (drawn as `.topBarLeading`).
    case navigation
    /// The bottom toolbar (not drawn).
    case bottomBar
    /// Above the keyboard, which a still does not show (not drawn).
    case keyboard
    /// The bottom toolbar's centre (not drawn).
    case status

    /// Whether the bar draws an item so placed at its trailing edge.
    var isTrailing: Bool { [.topBarTrailing, .primaryAction, .automatic, .navigationBarTrailing, .confirmationAction].contains(self) }
    /// Whether the bar draws it at its leading edge (where a pushed screen's back button would be).
    var isLeading: Bool { [.topBarLeading, .navigationBarLeading, .cancellationAction, .navigation].contains(self) }
}

/// An item of `.toolbar { … }` and where it goes.
protocol ToolbarPlaced { var toolbarPlacement: ToolbarItemPlacement { get } }

/// SwiftUI's `ToolbarItem`.
nonisolated public struct ToolbarItem<Content: View>: View, ToolbarPlaced {
    let content: Content
    let toolbarPlacement: ToolbarItemPlacement
    /// An item showing `content` at `placement` (drawn when it is a trailing one).
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.content = content(); toolbarPlacement = placement
    }
    /// The same with an identifier (for customisable toolbars).
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.init(placement: placement, content: content)
    }
    public var body: some View { content }
}

/// SwiftUI's `ToolbarItemGroup`: several items at one placement, side by side 8 pt apart.
nonisolated public struct ToolbarItemGroup<Content: View>: View, ToolbarPlaced {
    let content: Content
    let toolbarPlacement: ToolbarItemPlacement
    /// Items showing `content` at `placement` (drawn when it is a trailing one).
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.content = content(); toolbarPlacement = placement
    }
    public var body: some View { HStack(spacing: 8) { content } }
}

/// SwiftUI's `ToolbarTitleMenu` (iOS 16): a menu opened from the navigation title. The bar
/// draws the title as it is; the menu (and the small chevron iOS adds after an inline
/// title) is not drawn in a still.
nonisolated public struct ToolbarTitleMenu<Content: View>: View, ToolbarPlaced {
    let content: Content
    // Never a leading or trailing item: nothing of it is drawn in the bar.
    var toolbarPlacement: ToolbarItemPlacement { .status }
    /// A title menu of `content`'s actions.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// A title menu with no actions of its own (the document's commands on iPadOS).
    public init() where Content == EmptyView { content = EmptyView() }
    public var body: some View { EmptyView() }
}

/// iOS 26's `ToolbarSpacer`: space between toolbar items, which splits them into separate
/// glass groups. A fixed spacer is 8 pt in a bar drawn here; a flexible one, between items at
/// one edge, none.
nonisolated public struct ToolbarSpacer: View, ToolbarPlaced {
    let sizing: SpacerSizing
    let toolbarPlacement: ToolbarItemPlacement
    /// Space at `placement`, `.fixed` or `.flexible`.
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.sizing = sizing; toolbarPlacement = placement
    }
    public var body: some View { Color.clear.frame(width: sizing == .fixed ? 8 : 0, height: 0) }
}

/// iOS 26's `SpacerSizing`: a toolbar spacer's kind.
public enum SpacerSizing: Hashable, Sendable {
    /// A fixed gap.
    case fixed
    /// As much as there is.
    case flexible
}

/// SwiftUI's `ToolbarContent`: what `.toolbar { … }` lists — here, views.
public typealias ToolbarContent = View
/// SwiftUI's `@ToolbarContentBuilder`: here, `@ViewBuilder`.
public typealias ToolbarContentBuilder = ViewBuilder

/// The items of a toolbar the bar draws at its trailing edge: those at a trailing placement
/// and views not in an item (iOS puts them there too); others are left out.
/// The items of a toolbar at the placements `where` accepts.
func placedToolbarItems(_ view: any View, where accepts: (ToolbarItemPlacement) -> Bool) -> [any View] {
    if let placed = view as? any ToolbarPlaced { return accepts(placed.toolbarPlacement) ? [view] : [] }
    if let tuple = view as? TupleView { return tuple.views.flatMap { placedToolbarItems($0, where: accepts) } }
    return []
}

func trailingToolbarItems(_ view: any View) -> [any View] {
    if let placed = view as? any ToolbarPlaced { return placed.toolbarPlacement.isTrailing ? [view] : [] }
    if let tuple = view as? TupleView { return tuple.views.flatMap(trailingToolbarItems) }
    if view is EmptyView { return [] }
    return [view]
}

extension View {
    /// SwiftUI's `.navigationTitle(_:)`: the title the enclosing `NavigationStack` shows.
    nonisolated public func navigationTitle(_ title: String) -> some View { NavigationTitleModifier(content: self, navigationTitleText: title) }
    /// SwiftUI's older `.navigationBarTitle(_:)`: `.navigationTitle(_:)`.
    nonisolated public func navigationBarTitle(_ title: String) -> some View { navigationTitle(title) }
    /// SwiftUI's older `.navigationBarTitle(_:displayMode:)`: the title in that display mode.
    nonisolated public func navigationBarTitle(_ title: String, displayMode: NavigationBarTitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }
    /// `.navigationTitle(Text("…"))`: the title as its text says it (its styling is the bar's).
    nonisolated public func navigationTitle(_ title: Text) -> some View { navigationTitle(title.string) }
    /// SwiftUI's `.navigationTitle(_: Binding<String>)` (an editable title): its current value.
    nonisolated public func navigationTitle(_ title: Binding<String>) -> some View { navigationTitle(title.wrappedValue) }
    /// A title of any string value (`viewModel.title`), not only a literal.
    @_disfavoredOverload
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(String(title)) }
    /// `.navigationTitle(_:)` with a localised key: its text.
    nonisolated public func navigationTitle(_ key: LocalizedStringKey) -> some View { navigationTitle(key.text) }
    /// SwiftUI's older `.navigationBarTitle(Text("…"))`.
    nonisolated public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title.string) }
    /// SwiftUI's older `.navigationBarTitle(Text("…"), displayMode:)`.
    nonisolated public func navigationBarTitle(_ title: Text, displayMode: NavigationBarTitleDisplayMode) -> some View {
        navigationBarTitle(title.string, displayMode: displayMode)
    }
    /// `.inline` puts the title in the bar (headline, centred); the others keep it large.
    nonisolated public func navigationBarTitleDisplayMode(_ mode: NavigationBarTitleDisplayMode) -> some View {
        TitleDisplayModeModifier(content: self, displayMode: mode)
    }
    /// SwiftUI's `.toolbar { … }`: the item drawn at the bar's trailing edge.
    nonisolated public func toolbar<Item: View>(@ViewBuilder content: () -> Item) -> some View {
        let built = content()
        // A toolbar of one view keeps it as it is; of several, the trailing ones side by side.
        if !(built is TupleView), (built as? any ToolbarPlaced).map({ $0.toolbarPlacement.isTrailing }) ?? true {
            return ToolbarModifier(content: self, trailingItem: AnyView(built))
        }
        if !(built is TupleView), let placed = built as? any ToolbarPlaced {
            let item = AnyView(built)
            return ToolbarModifier(content: self, trailingItem: AnyView(EmptyView()),
                                   leadingItem: placed.toolbarPlacement.isLeading ? item : nil,
                                   principalItem: placed.toolbarPlacement == .principal ? item : nil)
        }
        let items = trailingToolbarItems(built)
        func row(_ views: [any View]) -> AnyView? {
            views.isEmpty ? nil : AnyView(HStack(spacing: 8) { ForEach(Array(views.indices), id: \.self) { AnyView(views[$0]) } })
        }
        return ToolbarModifier(content: self, trailingItem: row(items) ?? AnyView(EmptyView()),
                               leadingItem: row(placedToolbarItems(built) { $0.isLeading }),
                               principalItem: row(placedToolbarItems(built) { $0 == .principal }))
    }
}

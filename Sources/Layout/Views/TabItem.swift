/// SwiftUI's `.tabItem { … }` (before iOS 18's `Tab`): the view a `TabView` shows for a
/// tab, and the label its bar draws — a `Label("Home", systemImage: "house")`, or an
/// `Image(systemName:)` and a `Text`. `.tag(value)` on it (either side) selects it.
nonisolated struct TabItemModifier<Content: View>: ModifierView, TabSource {
    let content: Content
    let title: String
    let systemImage: String
    var contentView: any View { content }
    func makeNode(_ context: BuildContext) -> any LayoutNode { context.buildContent(content) }

    var tabTitle: String { title }
    var tabSystemImage: String { systemImage }
    /// Its own tag (`.tag(1).tabItem { … }`), else its title.
    var tabValue: AnyHashable { (content as? any TagSource)?.tagValue ?? AnyHashable("tabItem:" + title) }
    var tabContent: AnyView { AnyView(content) }
}

/// A tab selected by the `.tag` around it.
struct TaggedTab: TabSource {
    let base: any TabSource
    let value: AnyHashable
    var tabTitle: String { base.tabTitle }
    var tabSystemImage: String { base.tabSystemImage }
    var tabValue: AnyHashable { value }
    var tabContent: AnyView { base.tabContent }
}

/// What a tab item's label says and shows.
enum TabItemLabel {
    /// The title and SF Symbol name in `view`: a `Label`'s, or those of an `Image` and a
    /// `Text` side by side (empty when it has none).
    static func parts(of view: any View) -> (title: String, systemImage: String) {
        if let label = view as? any LabelParts { return merge(parts(of: label.titleView), parts(of: label.iconView)) }
        if let text = view as? Text { return (text.string, "") }
        if let image = view as? Image, case .symbol(let name) = image.kind { return ("", name) }
        if let tuple = view as? TupleView { return tuple.views.map(parts(of:)).reduce(("", ""), merge) }
        return ("", "")
    }

    private static func merge(_ a: (title: String, systemImage: String), _ b: (title: String, systemImage: String)) -> (title: String, systemImage: String) {
        (a.title.isEmpty ? b.title : a.title, a.systemImage.isEmpty ? b.systemImage : a.systemImage)
    }
}

protocol LabelParts {
    var titleView: any View { get }
    var iconView: any View { get }
}

extension Label: LabelParts {
    var titleView: any View { title }
    var iconView: any View { icon }
}

extension View {
    /// SwiftUI's `.tabItem(_:)`: this view is a tab of the enclosing `TabView`, labelled in
    /// the bar by `label` (a `Label`, or an `Image(systemName:)` and a `Text`).
    nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        let parts = TabItemLabel.parts(of: label())
        return TabItemModifier(content: self, title: parts.title, systemImage: parts.systemImage)
    }
}

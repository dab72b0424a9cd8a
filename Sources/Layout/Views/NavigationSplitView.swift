import DisplayList
public import Foundation

/// SwiftUI's `NavigationSplitView` as an iPhone in portrait shows it. At compact width the
/// columns collapse into one navigation stack whose root is the sidebar — or the column
/// `preferredCompactColumn` names — and the other columns are pushed by selection, which a
/// still does not do. (Apple's Food Truck says it of its own: "On iOS the NavigationSplitView
/// displays a navigation stack with the Sidebar view as the root".)
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content
    let detail: Detail
    let compactColumn: NavigationSplitViewColumn

    /// Three columns: a sidebar, a content list and the detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar(); self.content = content(); self.detail = detail(); compactColumn = .sidebar
    }
    /// Three columns whose visibility a binding holds (a wide layout's concern).
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }
    /// Three columns, the compact stack rooted at `preferredCompactColumn`.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar(); self.content = content(); self.detail = detail(); compactColumn = preferredCompactColumn.wrappedValue
    }

    public var body: some View {
        switch compactColumn {
        case .sidebar: NavigationStack { sidebar }
        case .content: NavigationStack { content }
        case .detail: NavigationStack { detail }
        }
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Two columns: a sidebar and the detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar(); self.content = EmptyView(); self.detail = detail(); compactColumn = .sidebar
    }
    /// Two columns whose visibility a binding holds.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, detail: detail)
    }
    /// Two columns, the compact stack rooted at `preferredCompactColumn` (`.content` is the sidebar).
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar(); self.content = EmptyView(); self.detail = detail()
        compactColumn = preferredCompactColumn.wrappedValue == .detail ? .detail : .sidebar
    }
}

/// SwiftUI's `NavigationSplitViewColumn`: one column of a split view.
public enum NavigationSplitViewColumn: Hashable, Sendable {
    /// The leading column.
    case sidebar
    /// The middle column of three.
    case content
    /// The trailing column.
    case detail
}

/// SwiftUI's `NavigationSplitViewVisibility`: which columns a wide split view shows.
public enum NavigationSplitViewVisibility: Hashable, Sendable {
    /// The platform's choice.
    case automatic
    /// Every column.
    case all
    /// The content and detail columns.
    case doubleColumn
    /// The detail alone.
    case detailOnly
}

/// SwiftUI's navigation split view styles: how a wide split view shares its width.
public enum NavigationSplitViewStyleKind: Hashable, Sendable {
    /// The platform's choice.
    case automatic
    /// The columns side by side.
    case balanced
    /// The detail keeps its width; the others float over it.
    case prominentDetail
}

extension View {
    /// SwiftUI's `.navigationSplitViewStyle(_:)`: accepted; an iPhone shows one column.
    nonisolated public func navigationSplitViewStyle(_ style: NavigationSplitViewStyleKind) -> some View { self }
    /// SwiftUI's `.navigationSplitViewColumnWidth(_:)`: accepted; an iPhone's column is the screen.
    nonisolated public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }
    /// SwiftUI's `.navigationSplitViewColumnWidth(min:ideal:max:)`: accepted, as above.
    nonisolated public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}

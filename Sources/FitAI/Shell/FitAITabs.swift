import SwiftUI

/// FitAI's tabs (seed: "Create basic navigation structure (TabView)"; its views are Home,
/// History, Stats and Profile, with adding food as the app's main action). The add action
/// sits in the middle as a tab of its own, as iOS apps whose main action is "add" do.
enum FitAITab: String, CaseIterable, Hashable, Sendable {
    case home, history, add, stats, profile

    var title: String {
        switch self {
        case .home: "Home"
        case .history: "History"
        case .add: "Add Food"
        case .stats: "Stats"
        case .profile: "Profile"
        }
    }

    var systemImage: String {
        switch self {
        case .home: "house.fill"
        case .history: "calendar"
        case .add: "plus.circle.fill"
        case .stats: "chart.bar.fill"
        case .profile: "person.crop.circle.fill"
        }
    }
}

/// A screen as one tab of FitAI's `TabView`: `content` in the `selected` tab, the bar
/// below. Every tab-root screen (home, history, add-food, stats, profile) and the screens
/// pushed inside one (food-list, food-detail, day-detail, goals) are drawn through this.
///
/// Two environment values serve `fitai/tab-switch`: under `fitAITabSwitch` the page of the
/// tab being left is drawn beneath this one, each at its opacity of the fade-through (the
/// bar already shows the new tab, as UIKit switches the tint at once); under
/// `fitAITabPageOnly` only the page is drawn, no bar — how the page being left is drawn
/// inside the new screen.
nonisolated struct FitAITabs<Content: View>: View {
    let selected: FitAITab
    let content: Content

    init(_ selected: FitAITab, @ViewBuilder content: () -> Content) {
        self.selected = selected; self.content = content()
    }

    @Environment(\.fitAITabSwitch) private var tabSwitch
    @Environment(\.fitAITabPageOnly) private var pageOnly

    var body: some View {
        if pageOnly {
            AnyView(content)
        } else {
            AnyView(TabView(selection: selected) {
                Tab(FitAITab.home.title, systemImage: FitAITab.home.systemImage, value: FitAITab.home) { page(.home) }
                Tab(FitAITab.history.title, systemImage: FitAITab.history.systemImage, value: FitAITab.history) { page(.history) }
                Tab(FitAITab.add.title, systemImage: FitAITab.add.systemImage, value: FitAITab.add) { page(.add) }
                Tab(FitAITab.stats.title, systemImage: FitAITab.stats.systemImage, value: FitAITab.stats) { page(.stats) }
                Tab(FitAITab.profile.title, systemImage: FitAITab.profile.systemImage, value: FitAITab.profile) { page(.profile) }
            })
        }
    }

    /// Only the selected tab's page is drawn; the others are never laid out.
    private func page(_ tab: FitAITab) -> AnyView {
        guard tab == selected else { return AnyView(EmptyView()) }
        guard let tabSwitch, tabSwitch.toOpacity < 1 else { return AnyView(content) }
        return AnyView(ZStack(alignment: .top) {
            tabSwitch.fromPage
                .environment(\.fitAITabPageOnly, true)
                .environment(\.fitAITabSwitch, nil)
                .opacity(tabSwitch.fromOpacity)
            content.opacity(tabSwitch.toOpacity)
        })
    }
}

/// `fitai/tab-switch` at one moment: the screen of the tab being left (drawn as its page
/// alone) and the two pages' opacities — a fade-through, so at most one of them is above
/// zero at any moment. Unchecked Sendable: `AnyView` holds an immutable view value, never
/// shared mutable state.
struct FitAITabSwitch: @unchecked Sendable {
    /// The share of the switch the page being left takes to fade out; the new page fades
    /// in over the rest (Material's fade-through splits at 0.35).
    static let fadeOutShare = 0.35
    var fromPage: AnyView
    var fromOpacity: Double
    var toOpacity: Double
}

struct FitAITabSwitchKey: EnvironmentKey { static let defaultValue: FitAITabSwitch? = nil }
struct FitAITabPageOnlyKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    var fitAITabSwitch: FitAITabSwitch? {
        get { self[FitAITabSwitchKey.self] }
        set { self[FitAITabSwitchKey.self] = newValue }
    }
    var fitAITabPageOnly: Bool {
        get { self[FitAITabPageOnlyKey.self] }
        set { self[FitAITabPageOnlyKey.self] = newValue }
    }
}

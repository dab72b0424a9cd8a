import DisplayList
import SwiftUI
import Testing
import Tokens

/// `.tabItem { … }` with `.tag` and `TabView(selection: $tab)`: drawn as the iOS 18 `Tab`
/// spelling of the same tabs is.
@Suite @MainActor struct TabItemTests {
    private func drawn(_ list: DisplayList) -> [String: Rect] {
        Dictionary(list.elements.compactMap { e in e.text.map { ($0.string, e.frame) } }, uniquingKeysWith: { a, _ in a })
    }

    @Test func tabItemsAreTheTabsOfTheirTabView() {
        struct Old: View {
            @State private var tab = 1
            var body: some View {
                TabView(selection: $tab) {
                    Text("First page").tabItem { Label("Home", systemImage: "house") }.tag(0)
                    Text("Second page").tabItem { Image(systemName: "gear"); Text("Settings") }.tag(1)
                }
            }
        }
        let old = layout(Old())
        let new = layout(TabView(selection: 1) {
            Tab("Home", systemImage: "house", value: 0) { Text("First page") }
            Tab("Settings", systemImage: "gear", value: 1) { Text("Second page") }
        })
        // The second page shown; the bar's two labels where the Tab spelling puts them.
        #expect(old.texts.contains("Second page") && !old.texts.contains("First page"))
        #expect(drawn(old)["Home"] == drawn(new)["Home"] && drawn(old)["Settings"] == drawn(new)["Settings"])
        #expect(drawn(old)["Second page"] == drawn(new)["Second page"])
        #expect(drawn(old)["Home"] != nil)
        // The selected label is in the tint (system blue), the other gray.
        let settings = old.elements.first { $0.text?.string == "Settings" }
        #expect(settings?.text?.paint == .solid(RGBA(hex: "#007AFF")!))
    }

    @Test func untaggedTabItemsShowTheFirstAndATabItemOutsideATabViewIsItsView() {
        let list = layout(TabView {
            Text("One").tabItem { Text("A") }
            Text("Two").tabItem { Text("B") }
        })
        #expect(list.texts.contains("One") && !list.texts.contains("Two"))
        #expect(list.texts.contains("A") && list.texts.contains("B"))
        #expect(layout(Text("Alone").tabItem { Text("X") }).texts == ["Alone"])
    }
}

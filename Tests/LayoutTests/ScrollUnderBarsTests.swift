import DisplayList
import Tokens
import Layout
import Testing

/// iOS extends a scroll view into the safe area it borders and insets its content instead:
/// content is laid out above the home indicator or a tab bar, and drawn on under it to the
/// screen's edge. A scroll view that stops short of the safe area is cut where it stops.
@Suite struct ScrollUnderBarsTests {
    func layout<V: View>(_ view: V) -> DisplayList {
        var env = EnvironmentValues()
        env.device = .default
        return ScreenLayout.layout(view, environment: env, measurer: FixedAdvanceMeasurer(), rootName: "root")
    }

    func text(_ list: DisplayList, _ string: String) throws -> Element {
        try #require(list.elements.first { $0.text?.string == string })
    }

    @Test func aScrollViewReachingTheHomeIndicatorDrawsOnToTheScreensEdge() throws {
        let device = Device.default
        let list = layout(ScrollView { VStack { Color.clear.frame(height: 2000); Text("Far down") } })
        let clip = try #require(try text(list, "Far down").clip)
        // Laid out in the safe area (from its top), drawn down to the glass's bottom.
        #expect(clip.frame.minY == device.safeAreaInsets.top)
        #expect(clip.frame.maxY == device.size.height)
    }

    @Test func aScrollViewStoppingShortIsCutWhereItStops() throws {
        let list = layout(VStack(spacing: 0) {
            ScrollView { VStack { Color.clear.frame(height: 2000); Text("Far down") } }
            Color.black.frame(height: 100)
        })
        let device = Device.default
        let clip = try #require(try text(list, "Far down").clip)
        #expect(clip.frame.maxY == device.size.height - device.safeAreaInsets.bottom - 100)
    }

    @Test func aTabsScrollViewGoesOnUnderTheBarWhichIsIOSsChrome() throws {
        let device = Device.default
        let list = layout(TabView(selection: "a") {
            Tab("A", systemImage: "house.fill", value: "a") {
                ZStack {
                    Color(RGBA(r: 0, g: 1, b: 0, a: 1)).ignoresSafeArea()
                    ScrollView { VStack { Color.clear.frame(height: 2000); Text("Far down") } }
                }
            }
            Tab("B", systemImage: "calendar", value: "b") { Text("B") }
        })
        let clip = try #require(try text(list, "Far down").clip)
        #expect(clip.frame.maxY == device.size.height)
        // The tab's background reaches under the bar too; the bar is drawn over both, by iOS.
        let green = try #require(list.elements.first { $0.fill == .solid(RGBA(r: 0, g: 1, b: 0, a: 1)) })
        #expect(green.frame.maxY == device.size.height)
        let bar = try #require(list.elements.first { $0.material?.name == "barMaterial" })
        #expect(bar.accessibilityTraits.contains("systemChrome"))
        #expect(list.elements.firstIndex { $0.material?.name == "barMaterial" }! > list.elements.firstIndex { $0.text?.string == "Far down" }!)
    }
}

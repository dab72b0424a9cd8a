import DesignProofTesting
import Foundation
import Layout
import Render
import SnapshotTesting
import Testing

/// A bar chart, a stacked bar chart with its legend and a line chart with a dashed goal
/// rule (ChartsDemo), pinned as PNGs on the iPhone 16, light and dark, at @2x.
/// Record with `DESIGNPROOF_RECORD=1 swift test --filter ChartsSnapshotTests`; `DEMO_SCALE=3`
/// writes @3x copies to look at (not kept).
@Suite struct ChartsSnapshotTests {
    @Test(arguments: [Appearance.light, .dark])
    func demo(_ appearance: Appearance) {
        let scale = Double(ProcessInfo.processInfo.environment["DEMO_SCALE"] ?? "") ?? 2
        assertDesignSnapshot(of: ChartsDemo(), as: .png(device: .iPhone16, appearance: appearance, scale: scale),
                             named: "charts-iphone16-\(appearance.rawValue)@\(Int(scale))x", in: "layout")
    }
}

/// The demo's charts at every Dynamic Type size, with the real fonts: labels grow and are
/// thinned, never overlapping, clipped or truncated.
@Suite struct ChartsDynamicTypeTests {
    @Test(arguments: ContentSizeCategory.allCases)
    func noLabelOverlapsAtAnySize(_ size: ContentSizeCategory) {
        var env = EnvironmentValues()
        env.device = .iPhoneSE
        env.contentSize = size
        let list = ScreenLayout.layout(ChartsDemo(), environment: env, measurer: PangoText())
        let chartTexts = list.overflows.filter { o in o.ids.contains { $0.contains("Label.") || $0.contains("legend.") || $0.contains("annotation.") } }
        #expect(chartTexts.isEmpty, "\(size): \(chartTexts)")
    }
}

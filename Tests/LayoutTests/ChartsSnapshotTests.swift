import DesignProofTesting
import Foundation
import Layout
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

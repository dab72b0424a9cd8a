import DesignProofTesting
import Foundation
import Layout
import SnapshotTesting
import Testing

/// The input controls gallery (`ControlsDemo`) pinned as PNGs on the iPhone 16, light and
/// dark, at @2x. Record with `DESIGNPROOF_RECORD=1 swift test --filter ControlsSnapshotTests`.
@Suite struct ControlsSnapshotTests {
    @Test(arguments: [Appearance.light, .dark])
    func gallery(_ appearance: Appearance) {
        assertDesignSnapshot(of: ControlsDemo(), as: .png(device: .iPhone16, appearance: appearance, scale: 2),
                             named: "controls-\(Device.iPhone16.id)-\(appearance.rawValue)@2x", in: "layout")
    }
}

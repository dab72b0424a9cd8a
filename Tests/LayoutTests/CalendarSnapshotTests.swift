import DesignProofTesting
import Foundation
import Layout
import SnapshotTesting
import Testing

/// The compact and graphical date pickers pinned as PNGs on the iPhone 16, light and dark,
/// at @2x. Record with `DESIGNPROOF_RECORD=1 swift test --filter CalendarSnapshotTests`.
@Suite struct CalendarSnapshotTests {
    @Test(arguments: [Appearance.light, .dark])
    func demo(_ appearance: Appearance) {
        assertDesignSnapshot(of: CalendarDemo(), as: .png(device: .iPhone16, appearance: appearance, scale: 2),
                             named: "calendar-\(Device.iPhone16.id)-\(appearance.rawValue)@2x", in: "layout")
    }
}

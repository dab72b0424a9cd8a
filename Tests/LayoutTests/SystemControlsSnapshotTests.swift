import DesignProofTesting
import Foundation
import Layout
import SnapshotTesting
import Testing

/// The stock iOS controls (tab bar, large title, inset-grouped list) pinned as PNGs on the
/// SE and the iPhone 16, light and dark, at @2x (the SE's own scale; the 16's @3x was looked
/// at when recording and is left out to keep snapshots/ lean).
/// Record with `DESIGNPROOF_RECORD=1 swift test --filter SystemControlsSnapshotTests`; with
/// `DEMO_SCALE=3` as well it writes @3x copies to look at (named -3x, not kept).
@Suite struct SystemControlsSnapshotTests {
    static let cases: [(device: Device, appearance: Appearance)] = [
        (.iPhoneSE, .light), (.iPhoneSE, .dark), (.iPhone16, .light), (.iPhone16, .dark),
    ]

    @Test(arguments: 0..<4)
    func demo(_ index: Int) {
        let (device, appearance) = Self.cases[index]
        let scale = Double(ProcessInfo.processInfo.environment["DEMO_SCALE"] ?? "") ?? 2
        assertDesignSnapshot(of: SystemControlsDemo(), as: .png(device: device, appearance: appearance, scale: scale),
                             named: "system-controls-\(device.id)-\(appearance.rawValue)@\(Int(scale))x", in: "layout")
    }
}

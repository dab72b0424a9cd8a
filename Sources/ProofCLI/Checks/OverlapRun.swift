import DisplayList
import Inspect
import Layout

/// `proof check overlap`: nothing of any screen is drawn over a text or control it does not
/// belong to (`OverlapCheck`), on any device, at every content size — beyond the seeds'
/// Accessibility XL a screen may scroll or truncate, but never overlap.
struct OverlapRun {
    private(set) var failures: [CheckReport.Failure] = []

    mutating func visit(_ place: LayoutSweep.Place, _ list: DisplayList) {
        for c in OverlapCheck.collisions(list) {
            let size = "\(OverlapCheck.Collision.points(c.overlap.width)) × \(OverlapCheck.Collision.points(c.overlap.height))"
            failures.append(.init(line: "\(place.label): \(c.description)", screen: place.screen.label, element: c.above,
                                  data: place.data.merging(["kind": c.kind.rawValue, "below": c.below, "above": c.above,
                                                            "belowText": c.belowText, "aboveText": c.aboveText, "overlap": size]) { a, _ in a }))
        }
    }

    func report(layouts: Int, devices: [Device]) -> CheckReport {
        let screens = Set(failures.map(\.screen)).count
        return CheckReport(name: "overlap", passed: failures.isEmpty,
                           summary: "\(layouts) layouts (every screen and state at all 12 content sizes on \(devices.map(\.id).joined(separator: ", "))); \(failures.count) collisions on \(screens) screens",
                           measured: layouts, failures: failures, devices: devices.map(\.id))
    }
}

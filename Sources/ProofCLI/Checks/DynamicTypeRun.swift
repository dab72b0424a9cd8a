import DisplayList
import Inspect
import Layout

/// `proof check dynamic-type`: up to the seeds' limit (Accessibility XL) no text of any
/// screen is truncated, clipped or outside its parent on any device; beyond it, problems
/// are counted but not failures (a screen may scroll or truncate there).
struct DynamicTypeRun {
    static let bound = ContentSizeCategory.accessibilityExtraLarge
    private(set) var failures: [CheckReport.Failure] = []
    private(set) var beyond = 0

    mutating func visit(_ place: LayoutSweep.Place, _ list: DisplayList) {
        for o in DynamicTypeCheck.failures(list) {
            guard place.size <= Self.bound else { beyond += 1; continue }
            failures.append(.init(line: "\(place.label): \(o.kind.rawValue) \(o.ids.joined(separator: " & "))", screen: place.screen.label,
                                  element: o.ids.first, data: place.data.merging(["kind": o.kind.rawValue]) { a, _ in a }))
        }
    }

    func report(layouts: Int, devices: [Device]) -> CheckReport {
        CheckReport(name: "dynamic-type", passed: failures.isEmpty,
                    summary: "\(layouts) layouts (every screen and state at all 12 content sizes on \(devices.map(\.id).joined(separator: ", "))); \(failures.count) problems up to accessibilityExtraLarge, \(beyond) beyond it (not required by the seed)",
                    measured: layouts, failures: failures, devices: devices.map(\.id))
    }
}

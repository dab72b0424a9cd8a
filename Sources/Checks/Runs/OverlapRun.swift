import DisplayList
import Inspect
import Layout

/// `proof check overlap`: nothing of any screen is drawn over a text or control it does not
/// belong to (`OverlapCheck`), on any device, at every content size — beyond the seeds'
/// Accessibility XL a screen may scroll or truncate, but never overlap.
package struct OverlapRun: LayoutSweepReader {
    package static let name = "overlap"
    package static let measures = "nothing drawn over a text or control it does not belong to, at every content size"

    private(set) var failures: [CheckReport.Failure] = []
    private(set) var layouts = Coverage(unit: "layouts")
    private(set) var texts = Coverage(unit: "texts in them")

    package init() {}

    package static func examine(_ list: DisplayList, probes: CheckProbes) -> OverlapCheck.Examination { probes.overlap(list) }

    /// Adds one layout, examined on a lane by the context's probe.
    package mutating func visit(_ place: LayoutSweep.Place, _ list: DisplayList, examined examination: OverlapCheck.Examination) {
        layouts.measure()
        // Texts counted apart from the probe: every text and icon the layout holds.
        texts.contain(list.elements.filter { $0.kind == .text }.count)
        texts.measure(examination.texts)
        for (reason, n) in examination.skippedTexts { texts.skip(reason, n) }
        for c in examination.collisions {
            failures.append(.init(line: "\(place.label): \(c.description)", screen: place.screen.label, element: c.above,
                                  data: place.data.merging(["kind": .text(c.kind.rawValue), "below": .text(c.below), "above": .text(c.above),
                                                            "belowText": .text(c.belowText), "aboveText": .text(c.aboveText),
                                                            "overlapWidth": .number(c.overlap.width), "overlapHeight": .number(c.overlap.height)]) { a, _ in a }))
        }
    }

    /// `expected`: the layouts the sweep was to make, counted from the catalogue.
    package func report(expected: Int, devices: [Device]) -> CheckReport {
        var layouts = self.layouts
        layouts.contain(expected)
        let screens = Set(failures.map(\.screen)).count
        return CheckReport(name: Self.name,
                           summary: "\(layouts.measured) layouts (every screen and state at all 12 content sizes on \(devices.map(\.id).joined(separator: ", "))) with \(texts.measured) texts compared; \(failures.count) collisions on \(screens) screens",
                           failures: failures, coverage: [layouts, texts], devices: devices.map(\.id))
    }
}

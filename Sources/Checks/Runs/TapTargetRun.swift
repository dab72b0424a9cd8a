import DisplayList
import Inspect
import Layout

/// `proof check tap-targets`: Apple's Human Interface Guidelines ask for "a hit region of at
/// least 44x44 pt" for every control. Measured on what VoiceOver finds
/// (`DisplayList.accessibility`), each control at the frame of the view its modifiers are
/// on — a button's whole label, a list row's whole cell — on every screen and state, on
/// each device, at the default text size (larger sizes only grow a control).
///
/// Left out, and counted as such: what iOS draws (`systemChrome`: bars, the keyboard) and
/// the controls iOS sizes itself (`systemControl`: a segmented picker's segments, a
/// stepper's halves, a calendar's days, a switch), which a design does not size; a control
/// collapsed to nothing.
package enum TapTargetRun: DesignCheck {
    package static let name = "tap-targets"
    package static let measures = "every control of the design at least 44 × 44 pt (HIG)"
    package static var work: CheckWork { .lanes { context, lanes, _ in try context.tapTargets(lanes: lanes) } }

    /// Nothing to hold to the HIG when no screen has a control the design sizes (a team's
    /// previews of iOS's own controls): looked for on the first device, stopping at the first.
    package static func inapplicable(in context: CheckContext) throws -> String? {
        guard let device = context.devices.first else { return nil }
        for screen in context.screens where examine(try context.list(screen, appearance: .light, device: device)).measured > 0 { return nil }
        return "no screen of this run has a control the design sizes (iOS sizes every one)"
    }

    /// The HIG's minimum, each way, in points.
    package static let minimum = 44.0
    /// Layout arithmetic leaves a 44-pt frame a hair short (43.99999…): not a failure.
    static let tolerance = 0.01

    /// One control found too small.
    package struct Finding: Sendable, Equatable {
        package let label: String
        package let frame: Rect
    }

    /// What one display list holds: its controls too small, and how many were measured or
    /// left out, by reason.
    package struct Examination: Sendable, Equatable {
        package var small: [Finding] = []
        package var controls = 0
        package var measured = 0
        package var skipped: [String: Int] = [:]
    }

    /// Every control of `list` held to the minimum.
    package static func examine(_ list: DisplayList) -> Examination {
        var out = Examination()
        for node in list.accessibility where AccessibilityNode.isControl(node.traits) {
            out.controls += 1
            if let reason = ["systemChrome", "systemControl"].first(where: node.traits.contains) {
                out.skipped[reason, default: 0] += 1
                continue
            }
            guard node.frame.width > 0, node.frame.height > 0 else {
                out.skipped["collapsed", default: 0] += 1
                continue
            }
            out.measured += 1
            if node.frame.width < minimum - tolerance || node.frame.height < minimum - tolerance {
                out.small.append(Finding(label: node.label ?? "unlabelled control", frame: node.frame))
            }
        }
        return out
    }
}

extension CheckContext {
    package func tapTargets(lanes: CheckLanes? = nil) throws -> CheckReport {
        var failures: [CheckReport.Failure] = []
        var coverage = Coverage(unit: "controls")
        let places = devices.flatMap { device in screens.map { (device, $0) } }
        let lanes = try lanes ?? CheckLanes(self)
        try lanes.run(count: places.count) { lane, k in
            TapTargetRun.examine(try lane.list(places[k].1, appearance: .light, device: places[k].0))
        } consume: { k, examined in
            let (device, screen) = places[k]
            coverage.contain(examined.controls)
            coverage.measure(examined.measured)
            for (reason, n) in examined.skipped.sorted(by: { $0.key < $1.key }) { coverage.skip(reason, n) }
            for f in examined.small {
                let size = "\(Self.points(f.frame.width)) × \(Self.points(f.frame.height)) pt"
                failures.append(.init(line: "\(screen.label) · \(device.id): \"\(f.label)\" is \(size), under 44 × 44", screen: screen.label, element: nil,
                                      data: ["device": .text(device.id), "state": .text(screen.state ?? ""), "label": .text(f.label),
                                             "x": .number(f.frame.x), "y": .number(f.frame.y), "width": .number(f.frame.width), "height": .number(f.frame.height)]))
            }
        }
        let controls = Set(failures.map { "\($0.screen)|\($0.data["label"].map { "\($0)" } ?? "")" }).count
        let summary = "\(coverage.measured) controls on \(screens.count) screens and states × \(devices.count) devices"
            + " (\(coverage.skipped["systemControl"] ?? 0) sized by iOS and \(coverage.skipped["systemChrome"] ?? 0) of its chrome left out)"
            + "; \(failures.count) under 44 × 44 pt (\(controls) controls)"
        return CheckReport(name: TapTargetRun.name, summary: summary, failures: failures, coverage: [coverage], devices: devices.map(\.id))
    }

    /// 17, 55.5: a size as the HIG gives it, in points, without trailing zeros.
    private static func points(_ v: Double) -> String {
        let r = (v * 10).rounded() / 10
        return r == r.rounded() ? String(Int(r)) : String(r)
    }
}

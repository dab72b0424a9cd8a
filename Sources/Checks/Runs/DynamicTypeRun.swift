import AppSupport
import DisplayList
import Inspect
import Layout
import Tokens

/// `proof check dynamic-type`: up to the seeds' limit (Accessibility XL) no text of any
/// screen is truncated, clipped or outside its parent on any device; beyond it, problems
/// are listed but not failures (a screen may scroll or truncate there). And the marks a
/// control draws beside its words grow with them: each screen's controls at the default
/// size are compared with the same controls at the limit (`ControlMarks`), and a mark that
/// kept its size while its words grew is a `fixedMark` failure.
package struct DynamicTypeRun: LayoutSweepReader {
    package static let name = "dynamic-type"
    package static let measures = "no text truncated, clipped or outside its parent at any content size up to Accessibility XL"
    package static let proposes = true

    package static let bound = ContentSizeCategory.accessibilityExtraLarge
    private(set) var failures: [CheckReport.Failure] = []
    private(set) var beyond: [CheckReport.Beyond] = []
    private(set) var layouts = Coverage(unit: "layouts")
    private(set) var texts = Coverage(unit: "texts in them")
    /// The text failures as found.
    private var textProblems: [Problem] = []
    /// Each screen's controls on each device at the default size and at the bound, by
    /// "screen · device", with the place of the larger layout.
    private var controls: [String: (small: [ControlMarks.Control]?, large: [ControlMarks.Control]?, place: LayoutSweep.Place?)] = [:]
    /// The failures as found, for `--propose` (`DynamicTypeProposer`; a fixed mark has no
    /// text to fit and is left to the design).
    package var problems: [Problem] {
        textProblems + stuckMarks.map { Problem(place: $0.place, kind: Self.fixedMark, ids: [$0.stuck.mark], texts: []) }
    }
    /// The finding kind of a mark that did not grow with its words.
    package static let fixedMark = "fixedMark"

    /// A failure up to the bound: where, what, the elements, and which of them are texts
    /// with the line limit they were laid out with.
    package struct Problem {
        package let place: LayoutSweep.Place
        package let kind: String
        package let ids: [String]
        package let texts: [(id: String, lineLimit: Int?)]
        /// Where and what, to tell a problem of the design from one a proposal makes.
        package var key: String { "\(place.label): \(kind) \(ids.joined(separator: " & "))" }
    }

    package init() {}

    package static func examine(_ list: DisplayList, probes: CheckProbes) -> DynamicTypeCheck.Examination { probes.dynamicType(list) }

    /// Adds one layout, examined on a lane by the context's probe.
    package mutating func visit(_ place: LayoutSweep.Place, _ list: DisplayList, examined examination: DynamicTypeCheck.Examination) {
        layouts.measure()
        // Texts counted apart from the probe: every text and icon the layout holds.
        texts.contain(list.elements.filter { $0.kind == .text }.count)
        texts.measure(examination.texts)
        texts.skip("systemChrome", examination.chrome)
        if place.size == .large || place.size == Self.bound {
            let key = "\(place.screen.label) · \(place.device.id)"
            var entry = controls[key] ?? (nil, nil, nil)
            if place.size == .large { entry.small = ControlMarks.controls(in: list) } else {
                entry.large = ControlMarks.controls(in: list, markLimit: .infinity)
                entry.place = place
            }
            controls[key] = entry
        }
        for o in examination.failures {
            let line = "\(place.label): \(o.kind.rawValue) \(o.ids.joined(separator: " & "))"
            guard place.size <= Self.bound else {
                beyond.append(.init(screen: place.screen.label, device: place.device.id, contentSize: place.size.cliName, kind: o.kind.rawValue, ids: o.ids, line: line))
                continue
            }
            textProblems.append(Problem(place: place, kind: o.kind.rawValue, ids: o.ids, texts: o.ids.compactMap { id in
                list[id].flatMap { e in e.text.map { (id, $0.lineLimit) } }
            }))
            failures.append(.init(line: line, screen: place.screen.label,
                                  element: o.ids.first, data: place.data.merging(["kind": .text(o.kind.rawValue)]) { a, _ in a }))
        }
    }

    /// Marks that kept their size while their words grew, screen by screen and device by
    /// device in the order of the screen labels, each with the larger layout's place.
    private var stuckMarks: [(place: LayoutSweep.Place, stuck: ControlMarks.Stuck)] {
        controls.keys.sorted().flatMap { key -> [(place: LayoutSweep.Place, stuck: ControlMarks.Stuck)] in
            guard let entry = controls[key], let small = entry.small, let large = entry.large, let place = entry.place else { return [] }
            return ControlMarks.stuck(small, large).map { (place, $0) }
        }
    }

    /// Two decimals at most ("22", "2.35").
    private static func points(_ v: Double) -> String {
        let r = (v * 100).rounded() / 100
        return r == r.rounded() ? String(Int(r)) : String(r)
    }

    /// `expected`: the layouts the sweep was to make (every screen and state at every size
    /// on each device), counted from the catalogue, not from what was visited.
    package func report(expected: Int, devices: [Device]) -> CheckReport {
        var layouts = self.layouts
        layouts.contain(expected)
        var failures = self.failures
        for (place, stuck) in stuckMarks {
            let line = "\(place.label): \(Self.fixedMark) \(stuck.mark) in \"\(stuck.control)\" stays \(Self.points(stuck.grownSize)) pt "
                + "(\(Self.points(stuck.size)) pt at \(ContentSizeCategory.large.cliName)) while its words grow \(Self.points(stuck.textGrowth))×; "
                + "scale it with its text (@ScaledMetric(relativeTo:) on its size, or a symbol's font)"
            failures.append(.init(line: line, screen: place.screen.label, element: stuck.mark,
                                  data: place.data.merging(["kind": .text(Self.fixedMark), "control": .text(stuck.control),
                                                            "size": .number(stuck.size), "grownSize": .number(stuck.grownSize),
                                                            "textGrowth": .number(stuck.textGrowth)]) { a, _ in a }))
        }
        return CheckReport(name: Self.name,
                           summary: "\(layouts.measured) layouts (every screen and state at all 12 content sizes on \(devices.map(\.id).joined(separator: ", "))) with \(texts.measured) texts; \(failures.count) problems up to \(Self.bound.cliName), \(beyond.count) beyond it (not required by the seed)",
                           failures: failures, coverage: [layouts, texts], devices: devices.map(\.id), beyond: beyond)
    }
}

extension CheckContext {
    /// The Dynamic Type check alone (its own sweep), with the failures as found: what
    /// `--propose` starts from and checks its proposals again with.
    package func dynamicType(lanes: CheckLanes? = nil) throws -> DynamicTypeRun {
        try LayoutSweep.read(self, lanes: lanes, [DynamicTypeRun()])[0] as! DynamicTypeRun
    }
}

extension DynamicTypeRun {
    /// A dynamic-type proposal: one text of a screen laid out with a line limit or a scale factor.
    package static func addProposal(_ p: Proposal, which: String, tokens: TokenSet, to overlay: inout DesignOverlay) throws(ProposalInvalid) {
        guard p.kind == .element, let screen = p.screen, !screen.isEmpty, let element = p.element, !element.isEmpty else {
            throw ProposalInvalid("\(which): a dynamic-type proposal lays out one text of a screen: kind element, its screen and element")
        }
        guard let adjustment = Proposal.textAdjustment(p.to) else {
            throw ProposalInvalid("\(which): \"\(Proposal.shown(p.to))\" is not lineLimit(N) with N in 1…\(Proposal.maxLineLimit) or minimumScaleFactor(F) with F in 0.01…1")
        }
        if let earlier = overlay.texts.first(where: { $0.screen == screen && $0.element == element }), earlier.adjustment != adjustment {
            throw ProposalInvalid("\(which): \(Proposal.shown(element)) of \(Proposal.shown(screen)) is given two layouts")
        }
        overlay.texts.append(ElementText(screen: screen, element: element, adjustment: adjustment))
    }
}

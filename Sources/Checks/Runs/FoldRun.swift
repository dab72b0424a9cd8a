import AppSupport
import DisplayList
import Inspect
import Layout
import Tokens

/// `proof check fold`: no screen's first view slices a line of text at its fold — the
/// bottom edge of a scroll view, or an opaque element pinned over the text — on any device
/// at any content size up to the seeds' limit (Accessibility XL), unless the screen shows
/// that it goes on (a fade over the cut, or content running off the screen's bottom edge).
/// See `FoldCheck` for what counts. Larger sizes are laid out by the same sweep but not held
/// to it: a screen may scroll anywhere there.
///
/// Each finding says how far the sliced line reaches past the fold: the room that would fit
/// it (spacing or sizes above it taken in by that much), or the fade that would mark the
/// screen as scrolling. With `--propose`, `FoldProposer` proposes that fade
/// (`ElementFade`) for each container whose fold slices a line.
package struct FoldRun: LayoutSweepReader {
    package static let name = "fold"
    package static var proposes: Bool { true }
    package static let measures = "no first view slices a line of text at a scroll view's edge or under a pinned element, up to Accessibility XL"

    private(set) var failures: [CheckReport.Failure] = []
    private(set) var layouts = Coverage(unit: "layouts")
    private(set) var texts = Coverage(unit: "texts in them")
    /// Cuts a fade or the screen's edge marks as scrolling, counted.
    private(set) var accepted = 0
    /// Every sliced line with the layout it is in, for `FoldProposer`.
    package private(set) var found: [(place: LayoutSweep.Place, cut: FoldCheck.Cut)] = []

    package init() {}

    package static func examine(_ list: DisplayList, probes: CheckProbes) -> FoldCheck.Examination { probes.fold(list) }

    package mutating func visit(_ place: LayoutSweep.Place, _ list: DisplayList, examined: FoldCheck.Examination) {
        guard place.size <= DynamicTypeRun.bound else {
            layouts.skip("beyondAccessibilityExtraLarge")
            return
        }
        layouts.measure()
        texts.contain(examined.texts + examined.skipped.values.reduce(0, +))
        texts.measure(examined.texts)
        for (reason, n) in examined.skipped.sorted(by: { $0.key < $1.key }) { texts.skip(reason, n) }
        accepted += examined.accepted.count
        for cut in examined.cuts {
            found.append((place, cut))
            failures.append(.init(
                line: "\(place.label): \(cut.description); \(Self.remedy(cut))", screen: place.screen.label, element: cut.id,
                data: place.data.merging(["text": .text(cut.text), "by": .text(cut.by), "y": .number(cut.y), "line": .number(Double(cut.line)),
                                          "lines": .number(Double(cut.lines)), "hidden": .number(cut.hidden), "shown": .number(cut.shown)]) { a, _ in a }))
        }
    }

    /// What would mend a cut: the line moved above the fold (the room to find above it), or
    /// the fold marked as one.
    static func remedy(_ cut: FoldCheck.Cut) -> String {
        "fits with \(OverlapCheck.Collision.points(cut.hidden)) pt more room above the fold"
            + " (or \(OverlapCheck.Collision.points(cut.shown)) pt less, dropping the line), or fade the edge to say the screen scrolls (--propose)"
    }

    /// A fold proposal: `to` is `foldFade(H)` with H in 1…`FoldFade.maxHeight` points, `from`
    /// what makes the fold (`FoldFade.scrollEdge` or the pinned element's id), `element` the
    /// container whose content meets it.
    package static func addProposal(_ p: Proposal, which: String, tokens: TokenSet, to overlay: inout DesignOverlay) throws(ProposalInvalid) {
        guard p.kind == .element, let screen = p.screen, !screen.isEmpty, let element = p.element, !element.isEmpty, !p.from.isEmpty else {
            throw ProposalInvalid("\(which): a fold proposal fades one container's fold: kind element, its screen, element (the container) and from (what makes the fold)")
        }
        guard let height = Self.fadeHeight(p.to) else {
            throw ProposalInvalid("\(which): \"\(Proposal.shown(p.to))\" is not foldFade(H) with H in 1…\(Int(FoldFade.maxHeight)) points")
        }
        let fade = ElementFade(screen: screen, container: element, cutBy: p.from, height: height)
        if overlay.fades.contains(where: { $0.screen == screen && $0.container == element && $0.cutBy == p.from && $0.height != height }) {
            throw ProposalInvalid("\(which): the fold of \(Proposal.shown(element)) on \(Proposal.shown(screen)) is given two fades")
        }
        if !overlay.fades.contains(fade) { overlay.fades.append(fade) }
    }

    /// `foldFade(28)` → 28; nil for anything else or a height outside 1…`FoldFade.maxHeight`.
    package static func fadeHeight(_ text: String) -> Double? {
        guard text.hasPrefix("foldFade("), text.hasSuffix(")") else { return nil }
        let inner = text.dropFirst("foldFade(".count).dropLast()
        guard inner.count <= 12, inner.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let h = Double(inner),
              h.isFinite, h >= 1, h <= FoldFade.maxHeight else { return nil }
        return h
    }

    package func report(expected: Int, devices: [Device]) -> CheckReport {
        var layouts = self.layouts
        layouts.contain(expected)
        let screens = Set(failures.map(\.screen)).count
        return CheckReport(name: Self.name,
                           summary: "\(layouts.measured) layouts (every screen and state up to \(DynamicTypeRun.bound.cliName) on \(devices.map(\.id).joined(separator: ", "))) with \(texts.measured) texts; "
                               + "\(failures.count) lines sliced at the fold on \(screens) screens, \(accepted) more where a fade or the screen's edge says it scrolls",
                           failures: failures, coverage: [layouts, texts], devices: devices.map(\.id))
    }
}

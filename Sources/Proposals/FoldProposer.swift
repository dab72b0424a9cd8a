import AppSupport
import Checks
import DisplayList
import Inspect
import Layout

/// `proof check fold --propose`: for every container whose fold slices a line of text in a
/// first view — a scroll view's bottom edge, or a footer pinned over the page — the fade
/// that marks the fold as one, as `View.foldFade(_:height:)` draws it: the page's colour
/// over the last H points above the fold, H the tallest sliced line (at least 28 pt, the
/// height our apps' fades use). A fade is what the check accepts; a change of spacing
/// that would move the line is the designer's call (the finding names the room it needs).
///
/// A proposal holds when, drawn over its screen in every state, on every device of the run
/// and at every size up to the seeds' bound (Accessibility XL), no line of that container
/// is sliced at that fold and no new line is sliced anywhere. A fold no fade mends — a
/// pinned element that is not there in every layout it cuts in — is named as left.
package struct FoldProposer {
    package let context: CheckContext

    private struct Group {
        let screen: String
        let container: String
        let by: String
        var found: [(place: LayoutSweep.Place, cut: FoldCheck.Cut)]
    }

    package func propose(_ found: [(place: LayoutSweep.Place, cut: FoldCheck.Cut)]) throws -> ProposerOutcome {
        var outcome = ProposerOutcome()
        var groups: [Group] = []
        for f in found {
            let container = FoldFade.container(of: f.cut.id)
            if let i = groups.firstIndex(where: { $0.screen == f.place.screen.id && $0.container == container && $0.by == f.cut.by }) {
                groups[i].found.append(f)
            } else {
                groups.append(Group(screen: f.place.screen.id, container: container, by: f.cut.by, found: [f]))
            }
        }
        let designed = Set(found.map { Self.key($0.place, $0.cut) })
        var accepted: [String: [ElementFade]] = [:]
        for group in groups {
            let line = group.found.map { $0.cut.hidden + $0.cut.shown }.max() ?? 0
            let height = min(FoldFade.maxHeight, max(FoldFade.defaultHeight, line.rounded(.up)))
            let fade = ElementFade(screen: group.screen, container: group.container, cutBy: group.by, height: height)
            let fades = (accepted[group.screen] ?? []) + [fade]
            let result = try holds(fades, for: group, designed: designed)
            guard result.holds else {
                outcome.left.append("\(group.screen) \(group.container): a \(Int(height))-pt fade at the fold made by \(group.by) does not mark every sliced line"
                    + " (\(group.found.count) failing, e.g. \(group.found[0].place.label)); make room above the fold instead")
                continue
            }
            accepted[group.screen] = fades
            let heightText = height == height.rounded() ? String(Int(height)) : String(height)
            outcome.proposals.append(Proposal(
                check: FoldRun.name, app: String(group.screen.prefix { $0 != "/" }), kind: .element, token: nil, screen: group.screen,
                element: group.container, from: group.by, to: "foldFade(\(heightText))", required: 0,
                worstBefore: Double(group.found.count), worstAfter: 0, lightnessChange: nil, uses: result.layouts, failing: group.found.count,
                examples: Array(group.found.prefix(3).map { "\($0.place.label): \"\(Self.quoted($0.cut.text))\" line \($0.cut.line) of \($0.cut.lines)" }),
                why: "the page's colour fading in over the last \(heightText) pt above the fold says the screen scrolls, as .foldFade(_:height:) draws it"))
        }
        return outcome
    }

    /// Whether `fades` drawn over `group`'s screen leave no line of its container sliced at
    /// its fold, and no line sliced that the design did not slice, in every state, on every
    /// device and at every size up to the bound; and how many layouts that is.
    private func holds(_ fades: [ElementFade], for group: Group, designed: Set<String>) throws -> (holds: Bool, layouts: Int) {
        var overlay = DesignOverlay()
        overlay.fades = fades
        let places = LayoutSweep.places(of: group.screen, in: context, first: group.found.map(\.place))
        let prefix = group.container + "/"
        for place in places {
            let list = overlay.fading(try context.list(place.screen, appearance: .light, contentSize: place.size, device: place.device), of: group.screen)
            for cut in context.probes.fold(list).cuts {
                if (cut.id.hasPrefix(prefix) && cut.by == group.by) || !designed.contains(Self.key(place, cut)) { return (false, places.count) }
            }
        }
        return (true, places.count)
    }

    private static func key(_ place: LayoutSweep.Place, _ cut: FoldCheck.Cut) -> String { "\(place.label)|\(cut.id)|\(cut.by)" }

    private static func quoted(_ text: String) -> String {
        let one = text.replacingOccurrences(of: "\n", with: " ")
        return one.count > 32 ? String(one.prefix(31)) + "…" : one
    }
}

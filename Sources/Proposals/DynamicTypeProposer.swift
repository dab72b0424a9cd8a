import AppSupport
import Checks
import DisplayList
import Inspect
import Layout

/// `proof check dynamic-type --propose`: for every text that is cut, clipped, outside its
/// parent or overlapping at a size up to the seeds' bound (Accessibility XL), the smallest
/// change to that one text that fits — SwiftUI's `.lineLimit(n)` with the fewest lines
/// (only for a text cut at its line limit), or else `.minimumScaleFactor(f)` with the
/// least shrinking, in steps of 0.05 down to 0.5. A candidate holds when, laid over the
/// screen in every state, on every device of the run and at every size up to the bound,
/// no problem names the text and no problem appears that the design did not have. Texts
/// for which neither holds (a `.fixedSize()` text never shrinks; a taller one may collide)
/// are named as left, not proposed.
package struct DynamicTypeProposer {
    package let context: CheckContext

    /// Lines tried beyond a text's own limit.
    package static let extraLines = 8
    /// Scale factors tried, largest first (hundredths).
    package static let factors = Array(stride(from: 95, through: 50, by: -5))

    private struct Group {
        package let screen: String
        package let element: String
        package var problems: [DynamicTypeRun.Problem]
        package var truncated: Bool { problems.contains { $0.kind == "truncated" && $0.ids.first == element } }
        package var lineLimit: Int? { problems.compactMap { p in p.texts.first { $0.id == element }?.lineLimit }.max() }
    }

    package func propose(_ problems: [DynamicTypeRun.Problem]) throws -> ProposerOutcome {
        var outcome = ProposerOutcome()
        let designed = Set(problems.map(\.key))
        // One group per text of a screen, in the order first found.
        var groups: [Group] = []
        for p in problems {
            if p.texts.isEmpty { outcome.left.append("\(p.key): no text in it to fit (an icon or a control: the layout needs a change of its own)") }
            for t in p.texts {
                if let i = groups.firstIndex(where: { $0.screen == p.place.screen.id && $0.element == t.id }) {
                    groups[i].problems.append(p)
                } else {
                    groups.append(Group(screen: p.place.screen.id, element: t.id, problems: [p]))
                }
            }
        }
        var accepted: [String: [String: TextAdjustment]] = [:]
        for group in groups {
            let earlier = accepted[group.screen] ?? [:]
            // A text another proposal already fixed (two texts overlapping): nothing more.
            if !earlier.isEmpty, try holds(earlier, for: group, designed: designed, names: Set(earlier.keys).union([group.element])).holds { continue }
            var candidates: [(TextAdjustment, from: String, to: String)] = []
            if group.truncated, let own = group.lineLimit {
                for n in (own + 1)...(own + Self.extraLines) where n <= Proposal.maxLineLimit {
                    candidates.append((TextAdjustment(lineLimit: n), "lineLimit(\(own))", "lineLimit(\(n))"))
                }
            }
            for f in Self.factors {
                let text = f % 10 == 0 ? "0.\(f / 10)" : "0.\(f)"
                candidates.append((TextAdjustment(minimumScaleFactor: Double(f) / 100), "minimumScaleFactor(1)", "minimumScaleFactor(\(text))"))
            }
            var found = false
            for candidate in candidates {
                var adjustments = earlier
                adjustments[group.element] = candidate.0
                let result = try holds(adjustments, for: group, designed: designed, names: Set(adjustments.keys))
                guard result.holds else { continue }
                accepted[group.screen] = adjustments
                outcome.proposals.append(proposal(group, from: candidate.from, to: candidate.to, layouts: result.layouts))
                found = true
                break
            }
            if !found {
                let tried = (group.truncated && group.lineLimit != nil ? "no line limit up to \((group.lineLimit ?? 0) + Self.extraLines) and " : "")
                    + "no scale factor down to 0.5"
                outcome.left.append("\(group.screen) \(group.element): \(tried) fits it in every state and size up to \(DynamicTypeRun.bound.cliName) (\(group.problems.count) failing, e.g. \(group.problems[0].key))")
            }
        }
        return outcome
    }

    /// Whether `adjustments` laid over `group`'s screen leave no problem naming any of
    /// `names` and none the design did not have, in every state, on every device and at
    /// every size up to the bound (the failing layouts first); and how many layouts that is.
    private func holds(_ adjustments: [String: TextAdjustment], for group: Group, designed: Set<String>,
                       names: Set<String>) throws -> (holds: Bool, layouts: Int) {
        let places = LayoutSweep.places(of: group.screen, in: context, first: group.problems.map(\.place))
        for place in places {
            let list = try context.list(place.screen, appearance: .light, contentSize: place.size, device: place.device, textAdjustments: adjustments)
            for o in context.probes.dynamicType(list).failures {
                let key = "\(place.label): \(o.kind.rawValue) \(o.ids.joined(separator: " & "))"
                if o.ids.contains(where: names.contains) || !designed.contains(key) { return (false, places.count) }
            }
        }
        return (true, places.count)
    }

    private func proposal(_ group: Group, from: String, to: String, layouts: Int) -> Proposal {
        let lines = to.hasPrefix("lineLimit")
        let sizes = Set(group.problems.map(\.place.size)).sorted().map(\.cliName)
        let why = lines
            ? "the fewest lines at which the text shows whole at every size up to \(DynamicTypeRun.bound.cliName), in every state, with nothing else cut or overlapping"
            : "the least shrinking that fits it where it does not (\(sizes.joined(separator: ", "))); smaller sizes keep their size"
        return Proposal(check: DynamicTypeRun.name, app: String(group.screen.prefix { $0 != "/" }), kind: .element, token: nil, screen: group.screen,
                        element: group.element, from: from, to: to, required: 0, worstBefore: Double(group.problems.count), worstAfter: 0,
                        lightnessChange: nil, uses: layouts, failing: group.problems.count,
                        examples: Array(group.problems.prefix(3).map { "\($0.place.label): \($0.kind)" }), why: why)
    }
}

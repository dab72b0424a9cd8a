/// Consecutive elements composited together and then drawn at one opacity, as iOS draws a
/// view whose `.opacity` is below 1: the view is rendered offscreen as a whole and the
/// result faded, so a card at 50 % does not show through its own text, and two of its
/// children that overlap do not show through each other. Multiplying the opacity into
/// each element instead would draw exactly that.
///
/// A list keeps its groups in `DisplayList.groups`; an element names the innermost group it
/// belongs to (`Element.group`); a group names the group around it (`parent`), which comes
/// earlier in the list, so nesting has no cycles. The elements of a group are consecutive.
public struct OpacityGroup: Hashable, Sendable, Codable {
    /// The view that faded (its place in the tree): for people reading the JSON.
    public var id: String
    /// 0…1: what the composited group is drawn at.
    public var opacity: Double
    /// The enclosing group: an index into `DisplayList.groups`, smaller than this group's
    /// own; nil at the top level.
    public var parent: Int?
    /// How the composited group meets what lies beneath it (SwiftUI's `.blendMode`); nil
    /// draws it over, as `.normal` does.
    public var blendMode: BlendMode?

    /// A group for the view `id`, drawn at `opacity` (0…1) with `blendMode`, inside group `parent` if given.
    public init(id: String, opacity: Double, parent: Int? = nil, blendMode: BlendMode? = nil) {
        self.id = id; self.opacity = opacity; self.parent = parent; self.blendMode = blendMode
    }

    /// How deeply groups may nest. Each open group is a surface the size of the canvas, so
    /// depth is memory; views nest three or four deep at most. A decoded list that nests
    /// deeper is refused; one built in code is drawn with the groups beyond this depth
    /// multiplied into their elements.
    public static let maxDepth = 16
}

extension DisplayList {
    /// The groups `element` lies in, outermost first (empty when it names none). Robust to
    /// lists built in code that break the rules: an index out of range ends the chain, and a
    /// parent that is not an earlier group is ignored.
    public func groupChain(of element: Element) -> [Int] {
        guard let innermost = element.group, groups.indices.contains(innermost) else { return [] }
        var chain = [innermost]
        var current = innermost
        while let parent = groups[current].parent, parent >= 0, parent < current {
            chain.append(parent)
            current = parent
        }
        return chain.reversed()
    }

    /// The opacity an element is seen at: its own times that of every group around it.
    public func effectiveOpacity(of element: Element) -> Double {
        groupChain(of: element).reduce(element.opacity) { $0 * groups[$1].opacity }
    }

    /// Every element at its effective opacity, with no groups: for checks that look at one
    /// element at a time (is it visible, does it hide what is beneath it, how light is it).
    public var elementsAtEffectiveOpacity: [Element] {
        guard !groups.isEmpty else { return elements }
        return elements.map { e in
            var flat = e
            flat.opacity = effectiveOpacity(of: e)
            flat.group = nil
            return flat
        }
    }

    /// Why the groups are malformed, or nil when they are sound: each group's opacity lies in
    /// 0…1, each parent is an earlier group, each element names an existing group, and the
    /// elements of every group are consecutive.
    public func groupProblem() -> String? {
        var depth: [Int] = []
        for (index, group) in groups.enumerated() {
            guard group.opacity.isFinite, group.opacity >= 0, group.opacity <= 1 else {
                return "group \(index) (\(group.id)) has opacity \(group.opacity); a group's opacity lies in 0…1"
            }
            if let parent = group.parent, !(parent >= 0 && parent < index) {
                return "group \(index) (\(group.id)) names parent \(parent), which is not an earlier group; a parent comes before its children"
            }
            depth.append(group.parent.map { depth[$0] + 1 } ?? 1)
            if depth[index] > OpacityGroup.maxDepth {
                return "group \(index) (\(group.id)) is nested \(depth[index]) deep; groups nest at most \(OpacityGroup.maxDepth) deep"
            }
        }
        var open: [Int] = []
        var closed = Set<Int>()
        for (index, element) in elements.enumerated() {
            if let g = element.group, !groups.indices.contains(g) {
                return "element \(index) (\(element.id)) names group \(g), but the list has \(groups.count) group\(groups.count == 1 ? "" : "s")"
            }
            let chain = groupChain(of: element)
            var common = 0
            while common < open.count, common < chain.count, open[common] == chain[common] { common += 1 }
            closed.formUnion(open[common...])
            open.removeLast(open.count - common)
            for g in chain[common...] {
                if closed.contains(g) {
                    return "group \(g) (\(groups[g].id)) is split: element \(index) (\(element.id)) belongs to it after elements outside it; a group's elements are consecutive"
                }
                open.append(g)
            }
        }
        return nil
    }
}

/// SwiftUI's `BlendMode`: the separable and non-separable blend modes of the PDF and CSS
/// compositing specifications, and Core Graphics' Porter–Duff ones, drawn with Cairo's
/// operators of the same definitions. `plusDarker` (max(0, source + backdrop − 1)) has no
/// Cairo operator: it is drawn as `multiply`, which darkens alike but less.
public enum BlendMode: String, Hashable, Sendable, Codable, CaseIterable {
    /// Over (the default).
    case normal
    /// Source × backdrop.
    case multiply
    /// 1 − (1 − source)(1 − backdrop).
    case screen
    /// Multiply or screen by the backdrop.
    case overlay
    /// The darker of the two.
    case darken
    /// The lighter of the two.
    case lighten
    /// Brightens the backdrop towards the source.
    case colorDodge
    /// Darkens the backdrop towards the source.
    case colorBurn
    /// A soft light.
    case softLight
    /// Multiply or screen by the source.
    case hardLight
    /// |source − backdrop|.
    case difference
    /// Like difference, lower contrast.
    case exclusion
    /// The source's hue, the backdrop's saturation and luminosity.
    case hue
    /// The source's saturation.
    case saturation
    /// The source's hue and saturation.
    case color
    /// The source's luminosity.
    case luminosity
    /// The source where the backdrop is, the backdrop elsewhere.
    case sourceAtop
    /// The backdrop over the source.
    case destinationOver
    /// The backdrop where the source is not.
    case destinationOut
    /// Source + backdrop − 1 (Core Graphics' plus-darker): drawn as multiply.
    case plusDarker
    /// Source + backdrop, clamped (additive light).
    case plusLighter
}

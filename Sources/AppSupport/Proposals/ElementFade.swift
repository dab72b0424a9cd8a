public import DisplayList
import Inspect
import Tokens

/// A fold marked as one, laid over a screen as `proof check fold --propose` proposes it and
/// `--apply-proposals` draws it: what `View.foldFade(_:height:)` draws in an app — the
/// page's colour fading in over the last `height` points above the fold — added to a
/// screen whose first view slices a line there.
///
/// The fold is where the container's content stops showing: the bottom of its viewport
/// (the clip its elements are drawn in) when `cutBy` is `FoldFade.scrollEdge`, else the
/// top of the element `cutBy` names (a footer pinned over the content). The colour is what
/// the page paints behind the container at the fold, found in the display list (the last
/// opaque solid shape under that point, else the canvas's background), so the fade is right
/// in either appearance. Drawn in every layout where the container and its fold are found,
/// as the modifier would be — not only where a line is cut.
public struct ElementFade: Sendable, Equatable {
    /// The screen (`APP/SCREEN`), in any of its states.
    public let screen: String
    /// The container whose content meets the fold: a scroll view's id
    /// (`…/ScrollView`), or the element id of the part of the page under a pinned element.
    public let container: String
    /// What the fold is: `FoldFade.scrollEdge`, or the id of the element pinned over the content.
    public let cutBy: String
    /// How far above the fold the fade starts (points).
    public let height: Double

    /// A fade `height` points tall over the fold of `container` on `screen`, made by `cutBy`.
    public init(screen: String, container: String, cutBy: String, height: Double) {
        self.screen = screen; self.container = container; self.cutBy = cutBy; self.height = height
    }
}

/// Names for a fold fade's parts.
public enum FoldFade {
    /// A fold made by a scroll view's own bottom edge (`FoldCheck.Cut.by`'s words for it).
    public static let scrollEdge = FoldCheck.scrollEdge
    /// The id suffix of a fade laid over a container.
    public static let suffix = "foldFade"
    /// A fade's height at Large (points), `foldFade`'s default and the least a proposal draws.
    public static let defaultHeight = 28.0
    /// The tallest fade a proposal may draw (points): more is a scrim, not an edge.
    public static let maxHeight = 200.0

    /// The views that scroll their content: a fold is the bottom edge of one of these.
    public static let scrollers: Set<Substring> = ["ScrollView", "List", "Form"]

    /// The container of a text with element id `id`: its innermost scroll view, list or form
    /// (the id up to the last component named so, with or without a `.N` or `[key]`), else
    /// its parent.
    public static func container(of id: String) -> String {
        let parts = id.split(separator: "/", omittingEmptySubsequences: false)
        let named = { (part: Substring) in part.prefix { $0 != "." && $0 != "[" } }
        if let i = parts.lastIndex(where: { scrollers.contains(named($0)) }), i < parts.count - 1 {
            return parts[...i].joined(separator: "/")
        }
        return parts.count > 1 ? parts.dropLast().joined(separator: "/") : id
    }
}

extension DesignOverlay {
    /// `list` (a layout of screen `id`) with the fold fades meant for it drawn.
    public func fading(_ list: DisplayList, of id: String) -> DisplayList {
        var list = list
        for fade in fades where fade.screen == id { list = fade.drawn(on: list) }
        return list
    }
}

extension ElementFade {
    /// `list` with this fade painted right after the container's last element, or `list`
    /// as it is where the container, its viewport or its fold is not there.
    func drawn(on list: DisplayList) -> DisplayList {
        let prefix = container + "/"
        let mine = list.elements.indices.filter { list.elements[$0].id.hasPrefix(prefix) || list.elements[$0].id == container }
        guard let last = mine.last, height.isFinite, height > 0 else { return list }
        // The viewport: the union of the clips its elements are drawn in.
        let clips = mine.compactMap { list.elements[$0].clip?.frame }
        let fold: Double, minX: Double, maxX: Double
        if cutBy == FoldFade.scrollEdge {
            guard let bottom = clips.map(\.maxY).max() else { return list }
            fold = bottom
            minX = clips.map(\.minX).min()!; maxX = clips.map(\.maxX).max()!
        } else {
            guard let cover = list.elements[(last + 1)...].first(where: { $0.id == cutBy }) else { return list }
            fold = cover.frame.minY
            if clips.isEmpty {
                minX = cover.frame.minX; maxX = cover.frame.maxX
            } else {
                minX = max(clips.map(\.minX).min()!, cover.frame.minX); maxX = min(clips.map(\.maxX).max()!, cover.frame.maxX)
            }
        }
        guard maxX > minX, fold.isFinite else { return list }
        let top = max(0, fold - height)
        guard fold > top else { return list }
        let color = Self.page(under: (minX + maxX) / 2, fold - 1, behind: container, before: last + 1, in: list)
        // One point past the fold, as `View.foldFade` draws it: where the content's clip and
        // the fade both end inside one pixel row, two antialiased edges leave a 1-px line of
        // content under the fade. What the fold is made by is drawn after, over the overhang.
        var element = Element.shape(prefix + FoldFade.suffix, Rect(x: minX, y: top + 1, width: maxX - minX, height: fold - top),
                                    fill: .linearGradient(Gradient([RGBA(r: color.r, g: color.g, b: color.b, a: 0), color]), start: .top, end: .bottom))
        element.group = list.elements[last].group
        var out = list
        out.elements.insert(element, at: last + 1)
        return out
    }

    /// The colour the page paints at (`x`, `y`) behind `container`'s content: the last opaque
    /// solid shape drawn before `index` that covers the point and is not that content (the
    /// container's own background is the page: a grouped list's grey), else the canvas's
    /// background. Content fades into the page, as iOS's scroll edge does.
    static func page(under x: Double, _ y: Double, behind container: String, before index: Int, in list: DisplayList) -> RGBA {
        for e in list.elements[..<index].reversed() where e.kind == .shape
            && (!e.id.hasPrefix(container + "/") || e.id == container + "/background") && list.effectiveOpacity(of: e) >= 0.999 && e.material == nil && e.blur == nil {
            guard case .solid(let c)? = e.fill, c.a >= 0.999, e.transform?.isIdentity ?? true else { continue }
            let f = e.frame
            guard x >= f.minX, x <= f.maxX, y >= f.minY, y <= f.maxY else { continue }
            if let clip = e.clip?.frame, !(x >= clip.minX && x <= clip.maxX && y >= clip.minY && y <= clip.maxY) { continue }
            return c
        }
        return list.background
    }
}

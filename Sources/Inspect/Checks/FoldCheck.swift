public import DisplayList

/// Text sliced at the fold: in a screen's first view, a line of text cut through — not
/// between two lines — by the bottom edge of the scroll view it is in, or by an opaque
/// element pinned over it (a footer button, a bar the design draws). Scrolled content may
/// pass under a bar, so overlap and Dynamic Type let it be; but a first view that ends
/// half-way down a line reads as a mistake, unless the screen says it goes on.
///
/// What says it goes on, and is accepted: a fade painted over the cut (a gradient that
/// runs to nothing, as a scrim or iOS 26's soft scroll edge draws it), or a cut at the
/// screen's own bottom edge (content running off the glass reads as "more below"; under
/// iOS's tab bar, which is chrome, that is where a tab's scroll view ends).
///
/// Looked at: the design's texts (not `.systemChrome()`: iOS's bars are glass that content
/// passes under by design, and nor are they counted as covering), seen at more than 1 %,
/// not turned or scaled (a transition's frame), cut at their bottom only — a first view
/// starts at the top of its content. Nor a text behind a modal's dimming view (the sheet
/// over it is the presentation). A text the layout already reports as clipped by a
/// `clipShape` is Dynamic Type's finding, not this check's. The lines of a text are the
/// ones the layout set (`Element.lines`); a list read from JSON has none, and its texts
/// are taken as one line each.
public enum FoldCheck {
    /// One text cut through a line.
    public struct Cut: Codable, Sendable, Equatable {
        /// The text element's id.
        public let id: String
        /// Its string.
        public let text: String
        /// What cuts it: "the scroll view's edge" or the covering element's id.
        public let by: String
        /// The cut, in canvas points from the top.
        public let y: Double
        /// The line it passes through (1-based).
        public let line: Int
        /// The text's lines.
        public let lines: Int
        /// How much of that line is hidden below the cut (points).
        public let hidden: Double
        /// How much of it shows above the cut (points).
        public let shown: Double
        /// What the screen shows that it goes on (a fade's id, "the screen's edge"); nil
        /// when nothing does: a finding.
        public let acceptedBy: String?

        /// "\"Create Account\" is cut through line 2 of 2 by the scroll view's edge (9 pt of 20 hidden)".
        public var description: String {
            let shownText = text.replacingOccurrences(of: "\n", with: "\\n")
            let quoted = shownText.count > 40 ? String(shownText.prefix(39)) + "…" : shownText
            return "\"\(quoted)\" (\(id)) is cut through line \(line) of \(lines) by \(by)"
                + " (\(OverlapCheck.Collision.points(hidden)) pt of \(OverlapCheck.Collision.points(hidden + shown)) hidden)"
        }
    }

    /// One layout as the check read it.
    public struct Examination: Sendable, Equatable {
        /// Texts cut through a line with nothing saying the screen goes on.
        public let cuts: [Cut]
        /// Texts cut through a line where the screen shows that it goes on.
        public let accepted: [Cut]
        /// Texts looked at.
        public let texts: Int
        /// Texts left out, by reason ("systemChrome", "transparent", "transformed", "clipped",
        /// "notVisible", "behindModal").
        public let skipped: [String: Int]
    }

    /// What `Cut.by` says when the scroll view's own bottom edge is the fold.
    public static let scrollEdge = "the scroll view's edge"

    /// How far inside a line a cut must fall to slice it (points): less reads as a cut
    /// between lines (a descender's tip, layout rounding).
    public static let margin = 1.0

    /// `list`'s texts cut at the fold.
    public static func examine(_ list: DisplayList) -> Examination {
        var cuts: [Cut] = [], accepted: [Cut] = [], texts = 0
        var skipped: [String: Int] = [:]
        let flat = list.elementsAtEffectiveOpacity
        let clipped = Set(list.overflows.filter { $0.kind == .clipped }.flatMap(\.ids))
        for i in flat.indices where flat[i].kind == .text {
            let e = flat[i]
            guard !e.accessibilityTraits.contains("systemChrome") else { skipped["systemChrome", default: 0] += 1; continue }
            guard let run = e.text, !run.string.isEmpty, e.opacity > 0.01, run.paint.maxAlpha > 0.02 else {
                skipped["transparent", default: 0] += 1; continue
            }
            guard e.transform?.isIdentity ?? true else { skipped["transformed", default: 0] += 1; continue }
            guard !clipped.contains(e.id) else { skipped["clipped", default: 0] += 1; continue }
            // What of the frame shows through its clip, top to bottom.
            var top = e.frame.minY, bottom = e.frame.maxY
            var by = Self.scrollEdge
            if let clip = e.clip {
                top = max(top, clip.frame.minY)
                bottom = min(bottom, clip.frame.maxY)
            }
            // Scrolled or clipped wholly away, or collapsed: nothing of it shows to be cut.
            guard bottom - top > margin, e.frame.width > 0 else { skipped["notVisible", default: 0] += 1; continue }
            texts += 1
            let cutByClip = bottom < e.frame.maxY - margin
            // An opaque element painted after it, from above its bottom to past it: pinned over it.
            let box = Rect(x: e.frame.minX, y: top, width: e.frame.width, height: bottom - top)
            for j in flat.indices where j > i {
                let c = flat[j]
                guard c.kind == .shape, !c.accessibilityTraits.contains("systemChrome"), VisibleArea.hides(c),
                      !e.id.hasPrefix(Self.owner(of: c.id) + "/"), let cover = Quad(c, inset: 0).box,
                      let meet = cover.overlap(box), meet.width >= min(box.width, cover.width) / 2 else { continue }
                if cover.minY > top + margin, cover.minY < bottom - margin, cover.maxY >= bottom - margin {
                    bottom = cover.minY
                    by = c.id
                } else if cover.minY <= top + margin, cover.maxY >= bottom - margin {
                    // Wholly under it: hidden, not sliced.
                    bottom = top
                    break
                }
            }
            guard bottom - top > margin, cutByClip || by != Self.scrollEdge else { continue }
            let lines = e.lines ?? TextLines(count: 1, height: e.frame.height)
            guard let k = lines.line(cutAt: bottom - e.frame.minY, margin: margin) else { continue }
            // Behind a modal's dimming view the page is inert: the sheet over it is the
            // presentation, not a fold.
            if VisibleArea(elementAt: i, of: list)?.behindModal == true { skipped["behindModal", default: 0] += 1; texts -= 1; continue }
            let span = lines.span(k)
            let cut = Cut(id: e.id, text: run.string, by: by, y: bottom, line: k + 1, lines: lines.count,
                          hidden: e.frame.minY + span.bottom - bottom, shown: bottom - (e.frame.minY + span.top),
                          acceptedBy: Self.goesOn(at: bottom, over: box, after: i, in: flat, canvas: list.size))
            if cut.acceptedBy == nil { cuts.append(cut) } else { accepted.append(cut) }
        }
        return Examination(cuts: cuts, accepted: accepted, texts: texts, skipped: skipped)
    }

    /// What shows that the screen goes on past a cut at `y` across `box`: a fade painted
    /// after the text over the cut line, or the screen's bottom edge; nil when nothing does.
    static func goesOn(at y: Double, over box: Rect, after i: Int, in flat: [Element], canvas: Size) -> String? {
        if y >= canvas.height - margin { return "the screen's edge" }
        for c in flat[(i + 1)...] where c.kind == .shape && c.opacity > 0.01 && c.fill?.fades == true {
            guard let fade = Quad(c, inset: 0).box, fade.minY <= y + margin, fade.maxY >= y - margin,
                  let meet = fade.overlap(box), meet.width >= box.width / 2 else { continue }
            return c.id
        }
        return nil
    }

    /// The view an element is drawn for: `X` for `X/background` or `X/overlay`, else itself.
    static func owner(of id: String) -> String {
        for suffix in ["/background", "/overlay"] where id.hasSuffix(suffix) { return String(id.dropLast(suffix.count)) }
        return id
    }
}

public import DisplayList
import Tokens

/// Contrast of text and icons on what is really drawn beneath them: the element's colour
/// composited over every backdrop pixel its frame covers where it shows (inside its clip,
/// not under a later opaque element: `VisibleArea`), with the texts and icons left out of
/// the backdrop; WCAG 2.2 ratio per pixel, reported as the worst and the median.
public enum ContrastCheck {
    /// One text or icon measured against the pixels beneath it.
    public struct Measurement: Codable, Sendable, Equatable {
        /// The element's id.
        public let elementID: String
        /// Its string, or an icon's accessibility label.
        public let text: String
        /// "text" or "icon".
        public let kind: String
        /// Its colour where the ratio is worst, composited, as `#RRGGBB`.
        public let foreground: String
        /// The backdrop pixel where the ratio is worst, and the median ratio's pixel.
        public let worstBackground: String
        /// The lowest WCAG 2.2 contrast ratio over the pixels where it shows (1…21).
        public let worstRatio: Double
        /// The median WCAG ratio over those pixels.
        public let medianRatio: Double
        /// APCA's Lc at the worst pixel (signed: negative for light text on dark).
        public let apcaWorst: Double
        /// The ratio it needs: 4.5, or 3 for large text and icons.
        public let required: Double
        /// Whether WCAG counts it as large text (≥ 18 pt, or ≥ 14 pt bold).
        public let largeText: Bool
        /// Whether the worst ratio meets the required one.
        public var passes: Bool { WCAGLevel.reaches(worstRatio, required) }
    }

    /// Elements the check measures: visible text (4.5:1, or 3:1 when large) and icons
    /// (3:1, WCAG's non-text level). System chrome is iOS's, not the design's, and left out;
    /// so is the text of disabled controls, which WCAG exempts, and emoji: they are drawn in
    /// their own colours (a colour font ignores the paint), so the paint says nothing of them.
    public static func measurable(_ element: Element) -> Bool {
        element.kind == .text && exemption(element) == nil
    }

    /// Why a text or icon element is deliberately not measured; nil when it is measured.
    public enum Exemption: String, Sendable, CaseIterable {
        /// iOS draws it (`.systemChrome()`): an alert, a sheet, the status bar.
        case systemChrome
        /// The text of a disabled control (WCAG 1.4.3 exempts inactive components).
        case disabled
        /// Only emoji: a colour font ignores the paint.
        case emoji
        /// No characters but spaces.
        case empty
        /// Opacity ≤ 1 % (at its effective opacity): nothing drawn to read.
        case transparent
    }

    /// Why `element` (a text or icon, at its effective opacity) is not measured, or nil.
    public static func exemption(_ element: Element) -> Exemption? {
        guard let run = element.text, !run.string.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return .empty }
        if element.accessibilityTraits.contains("systemChrome") { return .systemChrome }
        // WCAG 1.4.3 exempts text of inactive user-interface components.
        if element.accessibilityTraits.contains("notEnabled") { return .disabled }
        if isEmoji(run.string) { return .emoji }
        if element.opacity <= 0.01 { return .transparent }
        return nil
    }

    /// Only emoji (and spaces): every character shows as an emoji by default or asks for
    /// emoji presentation (U+FE0F).
    static func isEmoji(_ s: String) -> Bool {
        s.allSatisfy { c in
            c.isWhitespace || c.unicodeScalars.contains("\u{FE0F}")
                || (c.unicodeScalars.first.map { $0.properties.isEmojiPresentation } ?? false)
        }
    }

    /// What measuring one element gave: a measurement, or nothing to measure because no
    /// pixel of it shows (neither a pass nor a failure).
    public enum Outcome: Sendable, Equatable {
        /// The element was measured.
        case measured(Measurement)
        /// The element shows on no pixel.
        case notVisible(NotVisible)
    }

    /// A text or icon that shows on no pixel, and why.
    public struct NotVisible: Codable, Sendable, Equatable {
        /// The element's id.
        public let elementID: String
        /// Its string, or an icon's accessibility label.
        public let text: String
        /// "text" or "icon".
        public let kind: String
        /// Why it does not show: off the canvas, clipped, covered, collapsed.
        public let reason: VisibleArea.Hidden
    }

    /// The element at `index` of `list`, measured on the pixels where it shows: inside its
    /// clip and not under an opaque element painted after it. Nil when it is not measurable.
    /// A text inside an opacity group is taken at its effective opacity and laid on the
    /// backdrop as if faded alone: exact when what its group draws beneath it (a card) and
    /// what lies beneath the group are alike, an approximation otherwise (the real pixel
    /// shows the card at the group's opacity, not through the text).
    public static func measure(elementAt index: Int, of list: DisplayList, on backdrop: PixelBuffer) -> Outcome? {
        // At its effective opacity: a text inside a fading view is as light as the view.
        var element = list.elements[index]
        element.opacity = list.effectiveOpacity(of: element)
        guard measurable(element) else { return nil }
        guard let area = VisibleArea(elementAt: index, of: list) else { return .notVisible(notVisible(element, .collapsed)) }
        return measure(element, in: area, on: backdrop)
    }

    /// `element` on its own (nothing painted over it), inside its clip. Nil when it is not
    /// measurable or shows on no pixel.
    public static func measure(_ element: Element, on backdrop: PixelBuffer) -> Measurement? {
        guard measurable(element), let area = VisibleArea(element, under: [], canvas: Size(width: Double(backdrop.width) / backdrop.scale, height: Double(backdrop.height) / backdrop.scale)),
              case .measured(let m) = measure(element, in: area, on: backdrop) else { return nil }
        return m
    }

    static func measure(_ element: Element, in area: VisibleArea, on backdrop: PixelBuffer, collecting collector: SampleCollector? = nil) -> Outcome {
        let run = element.text!
        let required = requiredRatio(element)
        let large = isLarge(run)
        var ratios: [(Double, RGBA, RGBA)] = []
        // The last sample's pixel and text colour with what they gave: neighbouring samples
        // mostly repeat both (a text on a flat card), and the ratio is a function of the
        // two, so a repeat reuses it instead of working the luminances out again.
        var last: (pixel: UInt32, fg: RGBA, sample: (Double, RGBA, RGBA))?
        let walked = walk(element, in: area, on: backdrop, restart: { ratios.removeAll(keepingCapacity: true); collector?.restart() }) { p, o in
            collector?.add(p, o)
            let pixel = UInt32(backdrop.pixels[o]) << 24 | UInt32(backdrop.pixels[o + 1]) << 16
                | UInt32(backdrop.pixels[o + 2]) << 8 | UInt32(backdrop.pixels[o + 3])
            // The text's colour as seen through any tints painted over it, then laid with
            // its own alpha on the backdrop (which has the tints).
            var fg = run.paint.colour(at: area.element.local(p), in: element.frame)
            let alpha = fg.a * element.opacity
            fg.a = 1
            fg = area.seen(fg, at: p)
            fg.a = alpha
            if let last, last.pixel == pixel, last.fg == fg {
                ratios.append(last.sample)
            } else {
                let bg = Self.backdropColour(backdrop, o)
                let composited = fg.over(bg)
                let sample = (contrastRatio(composited, bg), composited, bg)
                ratios.append(sample)
                last = (pixel, fg, sample)
            }
        }
        guard !ratios.isEmpty else { return .notVisible(notVisible(element, walked.hidden)) }
        if area.behindModal { return .notVisible(notVisible(element, .behindModal)) }
        // The worst is the first sample with the lowest ratio (what a stable sort puts
        // first); the median needs only the ratios sorted, not the colours moved with them.
        let worst = ratios.min { $0.0 < $1.0 }!
        let medianRatio = ratios.map(\.0).sorted()[ratios.count / 2]
        return .measured(Measurement(elementID: element.id, text: label(element), kind: kind(element),
                                     foreground: worst.1.hex, worstBackground: worst.2.hex, worstRatio: worst.0, medianRatio: medianRatio,
                                     apcaWorst: apcaContrast(text: worst.1, background: worst.2), required: required, largeText: large))
    }

    /// WCAG's large text (`WCAGLevel.isLargeText`): ≥ 18 pt, or ≥ 14 pt bold.
    static func isLarge(_ run: TextRun) -> Bool { WCAGLevel.isLargeText(pointSize: run.font.size, weight: run.font.weight) }

    /// The level `element` needs: non-text (3:1) for icons, AA for its text's size.
    static func requiredLevel(_ element: Element) -> WCAGLevel {
        element.accessibilityTraits.contains("isImage") ? .nonText : WCAGLevel.aa(textOfSize: element.text!.font.size, weight: element.text!.font.weight)
    }

    /// The ratio `element` needs: 3 for icons and large text, 4.5 otherwise (`requiredLevel`).
    static func requiredRatio(_ element: Element) -> Double { requiredLevel(element).minimumRatio }

    /// The backdrop pixel at byte offset `o`, composited on white (an opaque colour).
    static func backdropColour(_ backdrop: PixelBuffer, _ o: Int) -> RGBA {
        RGBA(r8: backdrop.pixels[o], g8: backdrop.pixels[o + 1], b8: backdrop.pixels[o + 2], a8: backdrop.pixels[o + 3]).over(.white)
    }

    /// Calls `body` with the canvas point and byte offset of every sampled backdrop pixel
    /// where `element` shows: on a grid of at most ~4000 points (contrast varies smoothly on
    /// a backdrop), and when that finds none — a sliver the coarse grid misses — again pixel
    /// by pixel, after `restart`. Returns why nothing showed, if nothing did.
    static func walk(_ element: Element, in area: VisibleArea, on backdrop: PixelBuffer, restart: () -> Void,
                     _ body: (Point, Int) -> Void) -> (found: Bool, hidden: VisibleArea.Hidden) {
        let s = backdrop.scale
        let box = area.pixelBox(scale: s, width: backdrop.width, height: backdrop.height)
        guard box.x1 > box.x0, box.y1 > box.y0 else { return (false, area.hidden(insideClip: 0)) }
        let coarse = max(1, Int((Double((box.x1 - box.x0) * (box.y1 - box.y0)) / 4000).squareRoot()))
        var insideClip = 0
        for step in coarse > 1 ? [coarse, 1] : [1] {
            restart()
            insideClip = 0
            var found = false
            var y = box.y0
            while y < box.y1 {
                var x = box.x0
                while x < box.x1 {
                    let p = Point(x: (Double(x) + 0.5) / s, y: (Double(y) + 0.5) / s)
                    if area.element.insideClip(p) {
                        insideClip += 1
                        if !area.covers.contains(where: { $0.contains(p) }) {
                            found = true
                            body(p, (y * backdrop.width + x) * 4)
                        }
                    }
                    x += step
                }
                y += step
            }
            if found { return (true, area.hidden(insideClip: insideClip)) }
        }
        return (false, area.hidden(insideClip: insideClip))
    }

    static func kind(_ e: Element) -> String { e.accessibilityTraits.contains("isImage") ? "icon" : "text" }
    static func label(_ e: Element) -> String { kind(e) == "icon" ? (e.accessibilityLabel ?? "icon") : (e.text?.string ?? "") }

    static func notVisible(_ e: Element, _ reason: VisibleArea.Hidden) -> NotVisible {
        NotVisible(elementID: e.id, text: label(e), kind: kind(e), reason: reason)
    }

    /// The display list without the elements the check measures: their backdrop.
    public static func backdrop(of list: DisplayList) -> DisplayList {
        var l = list
        let measured = list.elementsAtEffectiveOpacity.map(measurable)
        l.elements = list.elements.indices.filter { !measured[$0] }.map { list.elements[$0] }
        return l
    }
}

extension Paint {
    /// The colour at canvas point `p` of this paint laid over `frame`: solid, or the
    /// gradient's colour there (unit points resolved against the frame, as Cairo draws it).
    func colour(at p: Point, in frame: Rect) -> RGBA {
        switch self {
        case .solid(let c): return c
        case .linearGradient(let g, let start, let end):
            let a = start.point(in: frame), b = end.point(in: frame)
            let dx = b.x - a.x, dy = b.y - a.y, len2 = dx * dx + dy * dy
            guard len2 > 0 else { return g.color(at: 0) }
            return g.color(at: ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2)
        case .radialGradient(let g, let center, let r0, let r1):
            let c = center.point(in: frame)
            let d = ((p.x - c.x) * (p.x - c.x) + (p.y - c.y) * (p.y - c.y)).squareRoot()
            return g.color(at: r1 > r0 ? (d - r0) / (r1 - r0) : 0)
        case .angularGradient(let g, let center, let a0, let a1):
            return AngularSweep(g, startDegrees: a0, endDegrees: a1).color(at: p, center: center.point(in: frame))
        }
    }
}

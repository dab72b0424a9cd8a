public import DisplayList
import Tokens

/// Contrast of text and icons on what is really drawn beneath them: the element's colour
/// composited over every backdrop pixel its frame covers (the backdrop rendered with the
/// texts and icons left out), WCAG 2.2 ratio per pixel, reported as the worst and the median.
public enum ContrastCheck {
    public struct Measurement: Codable, Sendable, Equatable {
        public let elementID: String
        public let text: String
        public let kind: String
        public let foreground: String
        /// The backdrop pixel where the ratio is worst, and the median ratio's pixel.
        public let worstBackground: String
        public let worstRatio: Double
        public let medianRatio: Double
        public let apcaWorst: Double
        public let required: Double
        public let largeText: Bool
        public var passes: Bool { worstRatio >= required }
    }

    /// Elements the check measures: visible text (4.5:1, or 3:1 when large) and icons
    /// (3:1, WCAG's non-text level). System chrome is iOS's, not the design's, and left out;
    /// so is the text of disabled controls, which WCAG exempts.
    public static func measurable(_ element: Element) -> Bool {
        guard element.kind == .text, let run = element.text, element.opacity > 0.01,
              !element.accessibilityTraits.contains("systemChrome"),
              // WCAG 1.4.3 exempts text of inactive user-interface components.
              !element.accessibilityTraits.contains("notEnabled"),
              !run.string.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return false }
        return true
    }

    public static func measure(_ element: Element, on backdrop: PixelBuffer) -> Measurement? {
        guard measurable(element), let run = element.text else { return nil }
        let isIcon = element.accessibilityTraits.contains("isImage")
        let large = run.font.size >= 18 || (run.font.size >= 14 && run.font.weight >= 700)
        let required = isIcon ? 3.0 : (large ? 3.0 : 4.5)
        // The frame in device pixels, through the element's transform.
        let f = element.frame
        var corners = [Point(x: f.minX, y: f.minY), Point(x: f.maxX, y: f.maxY), Point(x: f.minX, y: f.maxY), Point(x: f.maxX, y: f.minY)]
        if let t = element.transform { corners = corners.map(t.apply) }
        let s = backdrop.scale
        let x0 = max(0, Int((corners.map(\.x).min()! * s).rounded(.down))), x1 = min(backdrop.width, Int((corners.map(\.x).max()! * s).rounded(.up)))
        let y0 = max(0, Int((corners.map(\.y).min()! * s).rounded(.down))), y1 = min(backdrop.height, Int((corners.map(\.y).max()! * s).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return nil }
        var ratios: [(Double, RGBA, RGBA)] = []
        ratios.reserveCapacity((x1 - x0) * (y1 - y0))
        // Sample on a grid of at most ~4000 points: contrast varies smoothly on a backdrop.
        let step = max(1, Int((Double((x1 - x0) * (y1 - y0)) / 4000).squareRoot()))
        var y = y0
        while y < y1 {
            var x = x0
            while x < x1 {
                let o = (y * backdrop.width + x) * 4
                let bg = RGBA(r8: backdrop.pixels[o], g8: backdrop.pixels[o + 1], b8: backdrop.pixels[o + 2], a8: backdrop.pixels[o + 3]).over(.white)
                var fg = foreground(run.paint, element: element, at: Point(x: (Double(x) + 0.5) / s, y: (Double(y) + 0.5) / s))
                fg.a *= element.opacity
                let composited = fg.over(bg)
                ratios.append((contrastRatio(composited, bg), composited, bg))
                x += step
            }
            y += step
        }
        let sorted = ratios.sorted { $0.0 < $1.0 }
        let worst = sorted[0], median = sorted[sorted.count / 2]
        return Measurement(elementID: element.id, text: isIcon ? (element.accessibilityLabel ?? "icon") : run.string, kind: isIcon ? "icon" : "text",
                           foreground: worst.1.hex, worstBackground: worst.2.hex, worstRatio: worst.0, medianRatio: median.0,
                           apcaWorst: apcaContrast(text: worst.1, background: worst.2), required: required, largeText: large)
    }

    /// The text colour at a point: solid, or the gradient's colour there.
    static func foreground(_ paint: Paint, element: Element, at p: Point) -> RGBA {
        switch paint {
        case .solid(let c): return c
        case .linearGradient(let g, let start, let end):
            let a = start.point(in: element.frame), b = end.point(in: element.frame)
            let dx = b.x - a.x, dy = b.y - a.y, len2 = dx * dx + dy * dy
            guard len2 > 0 else { return g.color(at: 0) }
            return g.color(at: ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2)
        case .radialGradient(let g, let center, let r0, let r1):
            let c = center.point(in: element.frame)
            let d = ((p.x - c.x) * (p.x - c.x) + (p.y - c.y) * (p.y - c.y)).squareRoot()
            return g.color(at: r1 > r0 ? (d - r0) / (r1 - r0) : 0)
        }
    }

    /// The display list without the elements the check measures: their backdrop.
    public static func backdrop(of list: DisplayList) -> DisplayList {
        var l = list
        l.elements.removeAll { measurable($0) }
        return l
    }
}

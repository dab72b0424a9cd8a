public import DisplayList
import Tokens

/// What one text or icon was measured on, kept so that another paint can be measured on
/// the same pixels without rendering again: the backdrop colour of each sampled pixel, what
/// the tints painted over the element do there, and where the pixel lies in the element's
/// own space (for a gradient paint). A contrast proposal (`ContrastFix`) tries colours on
/// these; the check re-run on the proposed render has the last word.
public struct ContrastSamples: Sendable, Equatable {
    /// One sampled pixel.
    public struct Sample: Hashable, Sendable {
        /// The pixel's centre in the element's own (untransformed) space.
        public let point: Point
        /// The backdrop there (the render without the texts and icons), opaque.
        public let background: RGBA
        /// The tints painted over the element there, as the affine map they are on an opaque
        /// colour c: seen(c) = c · scale + offset, per channel (1 and 0 without tints).
        public let scale: RGBA
        /// The constant part of that map: seen(black).
        public let offset: RGBA
    }

    /// The element's id, string (or icon label) and kind ("text" or "icon").
    public let elementID: String
    /// Its string, or an icon's accessibility label.
    public let text: String
    /// "text" or "icon".
    public let kind: String
    /// The paint it is drawn with, its effective opacity and its frame.
    public let paint: Paint
    /// Its effective opacity (its own times its enclosing groups').
    public let opacity: Double
    /// Its frame, in points (a gradient paint is laid over it).
    public let frame: Rect
    /// The ratio it needs (4.5, or 3 for large text and icons).
    public let required: Double
    /// The pixels, at most `limit`.
    public let samples: [Sample]

    /// At most this many samples are kept per element (by backdrop lightness, the darkest
    /// and lightest of each band), so a whole catalogue's samples stay a few megabytes.
    public static let limit = 256

    /// The lowest WCAG ratio `paint` would give on these pixels (laid as the element is:
    /// at its opacity, seen through the same tints). Infinity when there are no samples.
    public func worstRatio(with paint: Paint) -> Double {
        var worst = Double.infinity
        for s in samples {
            var fg = paint.colour(at: s.point, in: frame)
            let alpha = fg.a * opacity
            fg = RGBA(r: fg.r * s.scale.r + s.offset.r, g: fg.g * s.scale.g + s.offset.g, b: fg.b * s.scale.b + s.offset.b, a: alpha)
            worst = min(worst, contrastRatio(fg.over(s.background), s.background))
        }
        return worst
    }

    /// The worst ratio of the paint it is drawn with.
    public var worstRatio: Double { worstRatio(with: paint) }

    /// The same pixels for the element drawn with `paint` at `opacityScale` times its
    /// opacity (a token's colour where the code applies its own opacity to it).
    public func drawn(with paint: Paint, opacityScale: Double = 1) -> ContrastSamples {
        ContrastSamples(elementID: elementID, text: text, kind: kind, paint: paint, opacity: opacity * opacityScale, frame: frame,
                        required: required, samples: samples)
    }
}

extension ContrastCheck {
    /// The element at `index` of `list` measured (as `measure(elementAt:of:on:)`) and, in
    /// the same pass over its pixels, the pixels it was measured on (`ContrastSamples`);
    /// nil samples when it is not measured or shows on no pixel.
    public static func measureAndSample(elementAt index: Int, of list: DisplayList, on backdrop: PixelBuffer) -> (Outcome?, ContrastSamples?) {
        var element = list.elements[index]
        element.opacity = list.effectiveOpacity(of: element)
        guard measurable(element) else { return (nil, nil) }
        guard let area = VisibleArea(elementAt: index, of: list) else { return (.notVisible(notVisible(element, .collapsed)), nil) }
        let collector = SampleCollector(element: element, area: area, backdrop: backdrop)
        let outcome = measure(element, in: area, on: backdrop, collecting: collector)
        guard case .measured = outcome else { return (outcome, nil) }
        return (outcome, collector.samples(of: element))
    }

    /// The pixels the element at `index` of `list` is measured on, or nil when it is not
    /// measured or shows on no pixel.
    public static func samples(elementAt index: Int, of list: DisplayList, on backdrop: PixelBuffer) -> ContrastSamples? {
        measureAndSample(elementAt: index, of: list, on: backdrop).1
    }

    /// Gathers, pixel by pixel as `measure` walks them, what `ContrastSamples` keeps.
    final class SampleCollector {
        let area: VisibleArea
        let backdrop: PixelBuffer
        let isSolid: Bool
        let untinted: Bool
        private var unique: [ContrastSamples.Sample] = []
        private var seen = Set<ContrastSamples.Sample>()
        private var pixels = Set<UInt32>()

        init(element: Element, area: VisibleArea, backdrop: PixelBuffer) {
            self.area = area
            self.backdrop = backdrop
            if case .solid = element.text!.paint { isSolid = true } else { isSolid = false }
            untinted = area.tints.isEmpty
        }

        func restart() { unique.removeAll(); seen.removeAll(); pixels.removeAll() }

        func add(_ p: Point, _ o: Int) {
            // Without tints, a solid paint's sample is its backdrop pixel alone: repeats (most
            // of a text on a flat card) are skipped by the pixel's bytes before any work.
            if isSolid && untinted {
                let key = UInt32(backdrop.pixels[o]) << 24 | UInt32(backdrop.pixels[o + 1]) << 16 | UInt32(backdrop.pixels[o + 2]) << 8 | UInt32(backdrop.pixels[o + 3])
                guard pixels.insert(key).inserted else { return }
                unique.append(ContrastSamples.Sample(point: Point(x: 0, y: 0), background: backdropColour(backdrop, o), scale: .white, offset: .black))
                return
            }
            let k = area.seen(.black, at: p), w = area.seen(.white, at: p)
            // A solid paint is the same at every point: only the backdrop and tints matter.
            let sample = ContrastSamples.Sample(point: isSolid ? Point(x: 0, y: 0) : area.element.local(p),
                                                background: backdropColour(backdrop, o),
                                                scale: RGBA(r: w.r - k.r, g: w.g - k.g, b: w.b - k.b), offset: RGBA(r: k.r, g: k.g, b: k.b))
            if seen.insert(sample).inserted { unique.append(sample) }
        }

        func samples(of element: Element) -> ContrastSamples {
            ContrastSamples(elementID: element.id, text: label(element), kind: kind(element), paint: element.text!.paint,
                            opacity: element.opacity, frame: element.frame, required: requiredRatio(element),
                            samples: reduced(unique, solid: isSolid))
        }
    }

    /// At most `ContrastSamples.limit` samples: all when there are few; else, in bands of
    /// backdrop luminance, the darkest and the lightest of each (the ones a colour that
    /// moves in lightness meets first) — for a gradient paint, whose colour changes from
    /// point to point, half of them so and half evenly spread over the element — in the
    /// order they were sampled.
    static func reduced(_ samples: [ContrastSamples.Sample], solid: Bool) -> [ContrastSamples.Sample] {
        guard samples.count > ContrastSamples.limit else { return samples }
        let extremes = solid ? ContrastSamples.limit : ContrastSamples.limit / 2
        let bands = extremes / 2
        var darkest: [Int: (Double, Int)] = [:], lightest: [Int: (Double, Int)] = [:]
        for (i, s) in samples.enumerated() {
            let l = s.background.relativeLuminance
            let band = min(bands - 1, Int(l * Double(bands)))
            if darkest[band].map({ l < $0.0 }) ?? true { darkest[band] = (l, i) }
            if lightest[band].map({ l > $0.0 }) ?? true { lightest[band] = (l, i) }
        }
        var keep = Set(darkest.values.map(\.1)).union(lightest.values.map(\.1))
        if !solid {
            let spread = ContrastSamples.limit - extremes
            for k in 0..<spread { keep.insert(k * samples.count / spread) }
        }
        return samples.indices.filter { keep.contains($0) }.map { samples[$0] }
    }
}

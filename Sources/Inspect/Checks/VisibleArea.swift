public import DisplayList
import Tokens

/// The pixels an element can show on: those its frame touches (through its transform), whose
/// centres lie inside its clip (a ScrollView's viewport, a clipShape) and are not under an
/// opaque element painted after it (a pinned button, a sheet). A check that reads the
/// backdrop anywhere else measures against something the element never appears on.
/// Translucent layers painted after it (a dimming view, a fade) are kept as `tints`: they
/// change the element's colour as much as its backdrop's.
public struct VisibleArea: Sendable {
    /// Why an element shows on no pixel at all.
    public enum Hidden: String, Codable, Sendable {
        /// Its frame lies outside the canvas.
        case offCanvas
        /// Its clip leaves nothing of it (scrolled out of the viewport, clipped away).
        case clipped
        /// What its clip leaves is under opaque elements painted after it.
        case covered
        /// Its transform flattens it (a zero scale).
        case collapsed
        /// Visible, but under a translucent layer across the whole canvas: a modal's dimming
        /// view, behind which the page is inert (WCAG 1.4.3 exempts inactive components).
        case behindModal
    }

    /// An outline drawn on the canvas: shape in frame, inside clip, all through a transform.
    /// The renderer applies the transform first and clips in the transformed space, so a
    /// point is tested by mapping it back through the inverse.
    struct Outline: Sendable {
        let frame: Rect
        let shape: Shape
        let clip: Clip?
        let inverse: AffineTransform?
        /// Canvas bounding box of the frame, and of the part of it inside the clip's bounds.
        let frameBounds: Rect
        let bounds: Rect

        init?(_ e: Element, shape: Shape? = nil) {
            let t = e.transform.flatMap { $0.isIdentity ? nil : $0 }
            if let t {
                guard let inv = t.inverted else { return nil }
                inverse = inv
            } else {
                inverse = nil
            }
            frame = e.frame; self.shape = shape ?? e.shape; clip = e.clip
            let box = e.frame.bounds(through: t)
            frameBounds = box
            guard let c = e.clip else { bounds = box; return }
            bounds = box.overlap(c.frame.bounds(through: t)) ?? Rect(x: box.x, y: box.y, width: 0, height: 0)
        }

        func local(_ p: Point) -> Point { inverse.map { $0.apply(p) } ?? p }

        func insideClip(_ p: Point) -> Bool {
            guard let clip else { return true }
            return clip.shape.contains(local(p), in: clip.frame)
        }

        func contains(_ p: Point) -> Bool {
            guard bounds.contains(p) else { return false }
            let q = local(p)
            return shape.contains(q, in: frame) && (clip.map { $0.shape.contains(q, in: $0.frame) } ?? true)
        }
    }

    let element: Outline
    /// Opaque elements painted later whose bounds meet this element's.
    let covers: [Outline]
    /// A translucent filled shape painted later: where it reaches, its paint at its opacity.
    struct Tint: Sendable {
        let outline: Outline
        let paint: Paint
        let opacity: Double
    }
    /// Tints whose bounds meet this element's, in paint order.
    let tints: [Tint]
    /// A tint covers the whole canvas: the element sits behind a modal's dimming view.
    public let behindModal: Bool
    /// Canvas size in points.
    let canvas: Size

    /// The element at `index` of `list`, under the opaque elements painted after it.
    /// Nil when its transform flattens it. Elements are taken at their effective opacity
    /// (an opaque card inside a half-faded view hides nothing fully).
    public init?(elementAt index: Int, of list: DisplayList) {
        let flat = list.elementsAtEffectiveOpacity
        self.init(flat[index], under: flat[(index + 1)...], canvas: list.size)
    }

    /// `element`, under whichever of `later` (elements painted after it) are opaque.
    init?<S: Sequence<Element>>(_ element: Element, under later: S, canvas: Size) {
        guard let own = Outline(element, shape: .rectangle) else { return nil }
        self.element = own
        self.canvas = canvas
        var covers: [Outline] = [], tints: [Tint] = []
        for e in later where e.kind == .shape && e.opacity > 0 {
            guard let o = Outline(e), o.bounds.overlap(own.bounds) != nil else { continue }
            // A fade painted over it (a gradient running to nothing: a scroll view's fold
            // marked as one, a scrim) hides it as a cover does: what lies under a fade is
            // content on its way out of view, not text to be read there.
            if Self.hides(e) || Self.fadesOut(e) {
                covers.append(o)
            } else if let fill = e.fill, e.material == nil, (e.blur ?? 0) == 0 {
                tints.append(Tint(outline: o, paint: fill, opacity: e.opacity))
            }
        }
        self.covers = covers
        self.tints = tints
        let whole = Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        behindModal = tints.contains { t in
            t.outline.shape == .rectangle && t.outline.bounds.overlap(whole) == whole
        }
    }

    /// Whether `e` is a fade: a shape filled with a gradient that runs to nothing, no material.
    static func fadesOut(_ e: Element) -> Bool {
        e.kind == .shape && e.material == nil && e.stroke == nil && (e.fill?.fades ?? false)
    }

    /// Whether `e`, painted on top, hides what is beneath it wherever its outline reaches:
    /// a filled shape with every colour fully opaque, at full opacity, not blurred (a blur
    /// softens its edge). A material counts too: it shows the backdrop blurred, and text
    /// blurred beneath frosted glass is not text anyone reads. Images are not assumed
    /// opaque (a PNG may be transparent anywhere), nor are strokes or text.
    static func hides(_ e: Element) -> Bool {
        guard e.kind == .shape, e.opacity >= 0.999, (e.blur ?? 0) == 0 else { return false }
        if e.material != nil { return true }
        switch e.fill {
        case .solid(let c)?: return c.a >= 0.999
        case let paint?:
            let stops = paint.gradient?.stops ?? []
            return !stops.isEmpty && stops.allSatisfy { $0.color.a >= 0.999 }
        case nil: return false
        }
    }

    /// The canvas pixel box (at `scale` pixels per point, clamped to `width`×`height`) the
    /// element's frame touches, cut to its clip's bounds: where to look for visible pixels.
    func pixelBox(scale s: Double, width: Int, height: Int) -> (x0: Int, y0: Int, x1: Int, y1: Int) {
        let b = element.bounds
        return (max(0, Int((b.minX * s).rounded(.down))), max(0, Int((b.minY * s).rounded(.down))),
                min(width, Int((b.maxX * s).rounded(.up))), min(height, Int((b.maxY * s).rounded(.up))))
    }

    /// Whether the pixel whose centre is at canvas point `p` (inside `pixelBox`) shows the
    /// element: inside its clip and under no cover.
    public func shows(_ p: Point) -> Bool {
        element.insideClip(p) && !covers.contains { $0.contains(p) }
    }

    /// The opaque colour `colour` as seen at `p` through the tints painted over it. Source-over
    /// with a fixed layer is affine in what lies beneath, so text of alpha a under the tints
    /// shows as `a · seen(text) + (1 − a) · backdrop`, where the backdrop pixel already has
    /// the tints on it: no need to know what was beneath them.
    func seen(_ colour: RGBA, at p: Point) -> RGBA {
        var c = colour
        for t in tints where t.outline.contains(p) {
            var layer = t.paint.colour(at: t.outline.local(p), in: t.outline.frame)
            layer.a *= t.opacity
            c = layer.over(c)
        }
        return c
    }

    /// Why no pixel of `pixelBox` shows the element, given how many of the sampled ones were
    /// inside its clip.
    func hidden(insideClip: Int) -> Hidden {
        if element.frameBounds.overlap(Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)) == nil { return .offCanvas }
        return insideClip == 0 ? .clipped : .covered
    }
}

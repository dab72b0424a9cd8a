public import DisplayList

/// Things drawn over each other that should not be: a label under a floating button, a
/// caption half under a bottom bar, two button titles printed over each other, a label
/// printed across another button or across the edge of a card or picture.
///
/// The display list is flat, but element ids are paths in the view tree
/// (`…/PlanCard.1/HStack/Text`, `…/PlanCard.1/background`), and that is what tells intended
/// layering from a collision. The rules, for an element A painted before an element B whose
/// visible boxes (frame through its transform, cut to its clip and the canvas) overlap by
/// more than `tolerance` points both ways:
///
/// - **text over text**: both are text (labels and SF Symbols alike) — always a collision,
///   unless one lies inside the other's subtree (a text and its own overlay);
/// - **covers**: A is text or a control (a shape with the `isButton` trait) and B paints
///   over it (any filled or stroked shape, image or control) without being part of A —
///   a floating button over a label, a bar over a caption; a stroke only counts where its
///   band reaches (a selection ring around a label does not cover the label);
/// - **text on another control**: B is text and A a control that is not B's own (its
///   owner, the view the `…/background` belongs to, is not an ancestor of B);
/// - **text across an edge**: B is text and A an image or an opaque surface (a card, a
///   material) that is not B's own background, and B lies partly on it and partly off it.
///   Text wholly on a picture or a sibling's card is a caption laid on it, as a ZStack does.
///
/// Not collisions: a text inside its parent's frame and on its own card or button
/// (`…/X/background` draws X's own content), elements behind a modal's dimming view
/// against the dialog over it (a full-canvas fill starts a new layer, and only elements of
/// one layer are compared), `.systemChrome()` elements (iOS draws them), whatever a
/// ScrollView's viewport or a clipShape cuts away, and invisible elements (opacity 0, no
/// paint).
public enum OverlapCheck {
    /// How two elements collide (see the type's rules).
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// Two texts (or SF Symbols) overlap.
        case textOverText = "text over text"
        /// Something paints over a text or control without being part of it.
        case covers = "covers"
        /// A text lies on a control that is not its own.
        case textOnOtherControl = "text on another control"
        /// A text lies partly on an image or opaque surface that is not its own background, partly off it.
        case textAcrossEdge = "text across an edge"
    }

    /// Two elements that collide: `below` painted first, `above` over it; `overlap` is
    /// where their visible boxes meet, in canvas points.
    public struct Collision: Codable, Sendable, Equatable {
        /// How they collide.
        public let kind: Kind
        /// The id of the element painted first.
        public let below: String
        /// The id of the element painted over it.
        public let above: String
        /// Where their visible boxes meet, in canvas points.
        public let overlap: Rect
        /// The lower element's string when it is text ("" otherwise).
        public let belowText: String
        /// The upper element's string when it is text ("" otherwise).
        public let aboveText: String

        /// "covers “7/10” (…/Text.3) with …/CameraButton.2/background by 32.0 × 7.6 pt".
        public var description: String {
            func name(_ id: String, _ text: String) -> String { text.isEmpty ? id : "\"\(text)\" (\(id))" }
            let size = "\(Self.points(overlap.width)) × \(Self.points(overlap.height)) pt"
            switch kind {
            case .covers: return "\(name(above, aboveText)) covers \(name(below, belowText)) by \(size)"
            case .textOverText: return "\(name(above, aboveText)) printed over \(name(below, belowText)) by \(size)"
            case .textOnOtherControl: return "\(name(above, aboveText)) printed on another control \(name(below, belowText)) by \(size)"
            case .textAcrossEdge: return "\(name(above, aboveText)) lies across the edge of \(name(below, belowText)) by \(size)"
            }
        }

        /// A length in points to one decimal, without a trailing ".0".
        public static func points(_ v: Double) -> String {
            let r = (v * 10).rounded() / 10
            return r == r.rounded() ? String(Int(r)) : String(r)
        }
    }

    /// One layout as the check read it: its collisions, the texts it compared (labels and
    /// SF Symbols), and the texts it left out, by reason.
    public struct Examination: Sendable, Equatable {
        /// Every collision, in paint order of the upper element.
        public let collisions: [Collision]
        /// Texts and SF Symbols compared.
        public let texts: Int
        /// "systemChrome", "transparent" (opacity or paint ≤ 2 %), "empty", "notVisible"
        /// (clipped away, collapsed, off the canvas).
        public let skippedTexts: [String: Int]
        /// An examination of these counts.
        public init(collisions: [Collision], texts: Int, skippedTexts: [String: Int]) {
            self.collisions = collisions; self.texts = texts; self.skippedTexts = skippedTexts
        }
    }

    /// `list`'s collisions and counts; boxes must overlap by more than `tolerance` points both ways.
    public static func examine(_ list: DisplayList, tolerance: Double = 1) -> Examination {
        var skipped: [String: Int] = [:]
        let items = Item.items(of: list, tolerance: tolerance, skippedTexts: &skipped)
        return Examination(collisions: collisions(items, tolerance: tolerance), texts: items.filter { $0.role == .text }.count, skippedTexts: skipped)
    }

    /// Every collision in `list`, in paint order of the upper element.
    public static func collisions(_ list: DisplayList, tolerance: Double = 1) -> [Collision] {
        var skipped: [String: Int] = [:]
        return collisions(Item.items(of: list, tolerance: tolerance, skippedTexts: &skipped), tolerance: tolerance)
    }

    static func collisions(_ items: [Item], tolerance: Double) -> [Collision] {
        var out: [Collision] = []
        for j in items.indices {
            let b = items[j]
            for i in 0..<j {
                let a = items[i]
                guard a.layer == b.layer, let meet = a.box.overlap(b.box), meet.width > tolerance, meet.height > tolerance,
                      a.outline.meets(b.outline), let kind = kind(below: a, above: b, tolerance: tolerance) else { continue }
                // Text on its own card or button that is painted over `a` sits on that card:
                // whether the card may cover `a` is the card's question, asked on its own.
                if b.role == .text, items[(i + 1)..<j].contains(where: { k in
                    k.opaque && b.belongs(to: k) && k.box.insetBy(dx: -tolerance, dy: -tolerance).containsBox(b.box)
                }) { continue }
                out.append(Collision(kind: kind, below: a.element.id, above: b.element.id, overlap: meet,
                                     belowText: a.text, aboveText: b.text))
            }
        }
        return out
    }

    /// What `above`, painted over `below` where their boxes meet, does wrong; nil when the
    /// layering is intended.
    static func kind(below a: Item, above b: Item, tolerance: Double) -> Kind? {
        switch (a.role, b.role) {
        case (.text, .text):
            return a.isPart(of: b) || b.isPart(of: a) ? nil : .textOverText
        case (.control, .text):
            return b.belongs(to: a) ? nil : .textOnOtherControl
        case (.text, _), (.control, _):
            // Over a text or a control: anything that paints there, unless it is part of it
            // (a text's overlay; a button's own badge or inner buttons).
            guard !b.isPart(of: a), !(a.role == .control && b.isPart(ofOwnerOf: a)) else { return nil }
            return b.paints(over: a, tolerance: tolerance) ? .covers : nil
        case (.image, .text), (.surface, .text):
            guard a.role == .image || a.opaque else { return nil }
            // Text wholly on a picture or a card is laid on it; partly on it, it collides.
            guard !b.belongs(to: a) else { return nil }
            return a.box.insetBy(dx: -tolerance, dy: -tolerance).containsBox(b.box) ? nil : .textAcrossEdge
        default:
            return nil
        }
    }

    /// An element as the check sees it.
    struct Item {
        enum Role { case text, control, image, surface }
        let element: Element
        let role: Role
        /// The visible box: frame through the transform, cut to the clip and the canvas.
        let box: Rect
        /// The visible part of the frame as drawn (a rotated label is a turned rectangle,
        /// not its bounding box), shrunk by half the tolerance on each side.
        let outline: Quad
        /// The view whose content this element stands behind: `X` for `X/background`, and
        /// for a shape that is a view of its own (a Circle in a ZStack), its container.
        let owner: String
        /// Paint order layer: each full-canvas fill (a page background, a modal's dimming
        /// view) starts a new one.
        let layer: Int
        /// A fully opaque fill or a material: it hides what is beneath.
        let opaque: Bool
        var text: String { element.kind == .text ? (element.text?.string ?? "") : "" }

        /// Whether this element is in `other`'s subtree (its id extends `other`'s).
        func isPart(of other: Item) -> Bool { element.id.hasPrefix(other.element.id + "/") }
        /// Whether this element is in the subtree of the view `other` is drawn for.
        func isPart(ofOwnerOf other: Item) -> Bool { element.id == other.owner || element.id.hasPrefix(other.owner + "/") }
        /// Whether `other` (a background, a surface) is this element's own: drawn for one of
        /// its ancestors or itself.
        func belongs(to other: Item) -> Bool { isPart(ofOwnerOf: other) }

        /// Whether this element paints over `other`: a stroke without a fill only along
        /// its band, so a ring around a label (or a card's border) leaves the label alone.
        func paints(over other: Item, tolerance: Double) -> Bool {
            guard (element.fill?.maxAlpha ?? 0) <= 0.02, element.material == nil, element.kind == .shape,
                  let stroke = element.stroke else { return true }
            let band = stroke.width * (stroke.inside ? 1 : 0.5)
            let hole = element.frame.insetBy(dx: band + tolerance, dy: band + tolerance)
            guard hole.width > 0, hole.height > 0 else { return true }
            // In the stroke's own space: a scaled card's border and text scale together.
            var inverse = AffineTransform.identity
            if let t = element.transform {
                guard let inverted = t.inverted else { return true }
                inverse = inverted
            }
            return !other.outline.corners.map(inverse.apply).allSatisfy(hole.contains)
        }

        /// The elements the check compares; `skippedTexts` counts the texts left out, by reason.
        static func items(of list: DisplayList, tolerance: Double, skippedTexts: inout [String: Int]) -> [Item] {
            let canvas = Rect(x: 0, y: 0, width: list.size.width, height: list.size.height)
            var items: [Item] = []
            var layer = 0
            for e in list.elements {
                func skipText(_ reason: String) { if e.kind == .text { skippedTexts[reason, default: 0] += 1 } }
                guard !e.accessibilityTraits.contains("systemChrome") else { skipText("systemChrome"); continue }
                guard e.opacity > 0.01 else { skipText("transparent"); continue }
                let shows = Quad(e, inset: 0)
                guard VisibleArea.Outline(e) != nil, let box = shows.box?.overlap(canvas) else { skipText("notVisible"); continue }
                let role: Role
                switch e.kind {
                case .text:
                    guard let run = e.text, !run.string.isEmpty else { skipText("empty"); continue }
                    guard run.paint.maxAlpha > 0.02 else { skipText("transparent"); continue }
                    role = .text
                case .image:
                    role = .image
                case .shape:
                    let fill = (e.fill?.maxAlpha ?? 0) > 0.02 || e.material != nil
                    let stroke = (e.stroke.map { $0.width > 0 && $0.paint.maxAlpha > 0.02 }) ?? false
                    guard fill || stroke else { continue }
                    if fill, e.transform == nil, e.clip == nil, e.frame.containsBox(canvas.insetBy(dx: 0.5, dy: 0.5)) {
                        // A page background or a dimming view: what follows is another layer.
                        layer += 1
                        continue
                    }
                    // A gradient that fades to nothing is a scrim laid over content on
                    // purpose (a preview fading out, a shade behind the status bar): what
                    // it does to the text beneath is the contrast check's business.
                    if e.fill?.fades == true, e.stroke == nil, e.material == nil { continue }
                    role = e.accessibilityTraits.contains("isButton") ? .control : .surface
                }
                items.append(Item(element: e, role: role, box: box, outline: Quad(e, inset: tolerance / 2), owner: Self.owner(of: e),
                                  layer: layer, opaque: VisibleArea.hides(e)))
            }
            return items
        }

        static func owner(of e: Element) -> String {
            let drawnFor = FoldCheck.owner(of: e.id)
            if drawnFor != e.id { return drawnFor }
            if e.kind == .shape, let slash = e.id.lastIndex(of: "/") { return String(e.id[..<slash]) }
            return e.id
        }
    }
}

/// What of an element shows, as a convex polygon on the canvas: its frame (shrunk by
/// `inset` on each side) through its transform, cut to its clip through the same transform —
/// a rotated label in a ScrollView is a turned rectangle cut by the straight viewport, not
/// the bounding box of either. Two regions meet unless an edge of one separates them.
struct Quad {
    let corners: [Point]

    init(_ e: Element, inset: Double) {
        let f = e.frame
        let local = f.insetBy(dx: min(inset, f.width / 2), dy: min(inset, f.height / 2))
        let t = e.transform ?? .identity
        var points = [Point(x: local.minX, y: local.minY), Point(x: local.maxX, y: local.minY),
                      Point(x: local.maxX, y: local.maxY), Point(x: local.minX, y: local.maxY)].map(t.apply)
        if let clip = e.clip {
            // A clip with no area (a row scrolled wholly out of its viewport) shows nothing.
            guard clip.frame.width > 0, clip.frame.height > 0 else { corners = []; return }
            let window = (clip.polygon() ?? Clip(frame: clip.frame, shape: .rectangle).polygon()!).map(t.apply)
            if Clip.isConvex(window) { points = Clip.clip(points, to: window) }
        }
        corners = points
    }

    /// The bounding box of what shows; nil when nothing does.
    var box: Rect? {
        guard corners.count >= 3 else { return nil }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    func meets(_ other: Quad) -> Bool {
        corners.count >= 3 && other.corners.count >= 3 && !separates(other) && !other.separates(self)
    }

    /// Whether one of this polygon's edges has all of `other` on its outer side.
    private func separates(_ other: Quad) -> Bool {
        for i in corners.indices {
            let p = corners[i], q = corners[(i + 1) % corners.count]
            let nx = q.y - p.y, ny = p.x - q.x
            guard nx != 0 || ny != 0 else { continue }
            // The side the polygon's own corners lie on.
            let inside = corners.map { ($0.x - p.x) * nx + ($0.y - p.y) * ny }
            let sign: Double = inside.contains { $0 > 1e-9 } ? 1 : -1
            if other.corners.allSatisfy({ (($0.x - p.x) * nx + ($0.y - p.y) * ny) * sign <= 0 }) { return true }
        }
        return false
    }
}

extension Paint {
    /// A gradient with a (nearly) transparent stop: a fade.
    var fades: Bool {
        gradient?.stops.contains { $0.color.a < 0.05 } ?? false
    }

    /// The most opaque any part of this paint gets.
    var maxAlpha: Double {
        if case .solid(let c) = self { return c.a }
        return gradient?.stops.map(\.color.a).max() ?? 0
    }
}

extension Rect {
    /// Whether `r` lies wholly inside this rectangle.
    func containsBox(_ r: Rect) -> Bool { r.minX >= minX && r.maxX <= maxX && r.minY >= minY && r.maxY <= maxY }
}

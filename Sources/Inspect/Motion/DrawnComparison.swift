public import DisplayList

/// Whether two display lists draw the same thing: `proof check motion` asks it of an
/// animation's last frame and the catalogue screen the animation ends on.
///
/// What is compared is what reaches the pixels: the canvas, then each element seen at its
/// effective opacity (its own times its groups'), in drawing order, leaving out elements at
/// opacity 0 (a faded-out screen still in the tree draws nothing). Ids and accessibility
/// are not compared: an animation may wrap a screen in containers of its own, which
/// renames elements without changing a pixel. Geometry and opacity agree within a
/// millionth (two paths to the same layout round differently); everything else exactly.
public enum DrawnComparison {
    static let geometryTolerance = 1e-6

    /// nil when `a` and `b` draw the same; else the first difference in words
    /// ("element 12 (…/Text "1920"): frame 20 × 30 at (4, 5) vs 20 × 30 at (4, 6)").
    public static func firstDifference(_ a: DisplayList, _ b: DisplayList) -> String? {
        if a.size != b.size { return "canvas \(text(a.size)) vs \(text(b.size))" }
        if a.background != b.background { return "canvas background \(a.background.hex) vs \(b.background.hex)" }
        let left = drawn(a), right = drawn(b)
        for (index, (x, y)) in zip(left, right).enumerated() {
            if let what = difference(x, y) { return "element \(index) (\(x.id)): \(what)" }
        }
        if left.count != right.count {
            let extra = left.count > right.count ? left[right.count] : right[left.count]
            return "\(left.count) elements drawn vs \(right.count); the first unmatched is \(extra.id)"
        }
        return nil
    }

    /// The elements that draw, at their effective opacity, with no groups.
    static func drawn(_ list: DisplayList) -> [Element] {
        list.elementsAtEffectiveOpacity.filter { $0.opacity > 0 }
    }

    static func difference(_ x: Element, _ y: Element) -> String? {
        if x.kind != y.kind { return "kind \(x.kind) vs \(y.kind)" }
        if !close(x.frame, y.frame) { return "frame \(text(x.frame)) vs \(text(y.frame))" }
        if abs(x.opacity - y.opacity) > geometryTolerance { return "opacity \(x.opacity) vs \(y.opacity)" }
        if !close(x.transform ?? .identity, y.transform ?? .identity) { return "transform differs" }
        if x.text != y.text { return "text \"\(x.text?.string ?? "")\" vs \"\(y.text?.string ?? "")\"" }
        var u = x, v = y
        u.id = ""; v.id = ""
        u.accessibilityLabel = nil; v.accessibilityLabel = nil
        u.accessibilityTraits = []; v.accessibilityTraits = []
        u.frame = v.frame; u.opacity = v.opacity; u.transform = v.transform
        if u.shape != v.shape { return "shape differs" }
        if u.fill != v.fill { return "fill differs" }
        if u.stroke != v.stroke { return "stroke differs" }
        if u != v { return "effects (clip, shadow, blur, material or image) differ" }
        return nil
    }

    static func close(_ r: Rect, _ s: Rect) -> Bool {
        [r.x - s.x, r.y - s.y, r.width - s.width, r.height - s.height].allSatisfy { abs($0) <= geometryTolerance }
    }

    static func close(_ t: AffineTransform, _ u: AffineTransform) -> Bool {
        [t.a - u.a, t.b - u.b, t.c - u.c, t.d - u.d, t.tx - u.tx, t.ty - u.ty].allSatisfy { abs($0) <= geometryTolerance }
    }

    static func text(_ s: Size) -> String { "\(s.width) × \(s.height)" }
    static func text(_ r: Rect) -> String { "\(r.width) × \(r.height) at (\(r.x), \(r.y))" }
}

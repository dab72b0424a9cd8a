public import DisplayList

/// Collects elements while the tree is placed, carrying what ancestors apply to their
/// descendants: transform, opacity, clip, shadow, blur and a pending accessibility label.
public struct PlacementContext {
    public private(set) var elements: [Element] = []
    public private(set) var overflows: [Overflow] = []
    var transform = AffineTransform.identity
    var opacity = 1.0
    var clip: Clip?
    var clipRect: Rect?
    var shadow: ShadowStyle?
    var blur: Double?
    var pendingLabel: String?
    var pendingTraits: [String] = []
    /// Frames of the enclosing containers, innermost last (for "outside its parent").
    var parentFrames: [Rect] = []
    private(set) var textFrames: [(id: String, frame: Rect)] = []
    /// The whole screen and the part inside the safe area, in points.
    public var screen = Rect(x: 0, y: 0, width: 0, height: 0)
    public var safeArea = Rect(x: 0, y: 0, width: 0, height: 0)
    /// For nodes that measure again while placing.
    public let layoutContext: LayoutContext

    public init(layoutContext: LayoutContext) { self.layoutContext = layoutContext }

    /// Adds `element` with the inherited effects applied.
    mutating func emit(_ element: Element) {
        var e = element
        e.opacity *= opacity
        if !transform.isIdentity { e.transform = transform }
        if e.clip == nil { e.clip = clip }
        // A container's shadow is drawn from its first filled shape (its background):
        // SwiftUI shades the composited layer, whose outline that shape gives.
        if let shadow, e.shadow == nil, e.kind == .shape, e.fill != nil || e.material != nil {
            e.shadow = shadow
            self.shadow = nil
        }
        if let blur { e.blur = max(e.blur ?? 0, blur) }
        if let label = pendingLabel {
            if !label.isEmpty { e.accessibilityLabel = label }
            e.accessibilityTraits += pendingTraits
            pendingLabel = nil
            pendingTraits = []
        }
        elements.append(e)
        if e.kind == .text { noteText(e) }
    }

    mutating func record(_ kind: Overflow.Kind, _ ids: [String]) {
        let o = Overflow(kind: kind, ids: ids)
        if !overflows.contains(o) { overflows.append(o) }
    }

    private mutating func noteText(_ e: Element) {
        let frame = e.frame
        let tolerance = 0.5
        let inner = frame.insetBy(dx: tolerance, dy: tolerance)
        // Outside any enclosing container (a stack that outgrew its parent counts too).
        if parentFrames.contains(where: { !$0.insetBy(dx: -tolerance, dy: -tolerance).contains(rect: frame) }) {
            record(.outsideParent, [e.id])
        }
        if let clipRect, !clipRect.insetBy(dx: -tolerance, dy: -tolerance).contains(rect: frame), e.opacity > 0 {
            record(.clipped, [e.id])
        }
        if e.opacity > 0 {
            for other in textFrames where other.frame.intersects(inner) {
                record(.overlap, [other.id, e.id])
            }
            textFrames.append((e.id, frame))
        }
    }
}

extension Rect {
    func contains(rect r: Rect) -> Bool { r.minX >= minX && r.maxX <= maxX && r.minY >= minY && r.maxY <= maxY }

    func intersection(_ r: Rect) -> Rect? {
        let x0 = max(minX, r.minX), y0 = max(minY, r.minY), x1 = min(maxX, r.maxX), y1 = min(maxY, r.maxY)
        return x1 > x0 && y1 > y0 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
    }
}

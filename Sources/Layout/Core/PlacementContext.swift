public import DisplayList

/// Collects elements while the tree is placed, carrying what ancestors apply to their
/// descendants: transform, opacity, clip, shadow, blur and a pending accessibility label.
public struct PlacementContext {
    /// The elements emitted so far, in drawing order.
    public private(set) var elements: [Element] = []
    /// Content that did not fit where it was placed (truncated text, a child outside its parent).
    public private(set) var overflows: [Overflow] = []
    /// Opacity groups opened by `.opacity` below 1 around more than one element.
    public private(set) var groups: [OpacityGroup] = []
    /// What VoiceOver finds, at each accessibility-modified view's own frame.
    public private(set) var accessibility: [AccessibilityNode] = []
    /// The node the innermost enclosing accessibility modifier made: a modifier inside it
    /// on a view of the same frame (`.accessibilityLabel(…).accessibilityAddTraits(…)`)
    /// adds to that node instead of making another.
    var openAccessibility: Int?
    /// The view each node was made for (`EffectNode.owner`): modifiers chained on one view
    /// share it, so they add to one node; a child of the same frame does not.
    private var accessibilityOwners: [String] = []
    /// Inside `.accessibilityHidden(true)`: VoiceOver finds nothing here.
    var accessibilityHidden = false
    var transform = AffineTransform.identity
    /// Multiplied into each element: the opacities that are not groups (0 hides a view
    /// whole; a group of one element is folded into it, see `endGroup`).
    var opacity = 1.0
    /// The innermost open group, which elements emitted now belong to.
    var group: Int?
    /// Where descendants may draw, in the space of `clipTransform` (the transform in force
    /// when the clip was set): a clip does not follow transforms applied inside it.
    var clip: Clip?
    var clipTransform = AffineTransform.identity
    var clipRect: Rect?
    var shadow: ShadowStyle?
    var blur: Double?
    var pendingLabel: String?
    var pendingTraits: [String] = []
    /// Inside `.systemChrome()`: elements are marked as drawn by iOS.
    var systemChrome = false
    /// Inside `.redacted(reason: .placeholder)` (and not `.unredacted()`).
    var redacted = false
    /// Frames of the enclosing containers, innermost last (for "outside its parent").
    var parentFrames: [Rect] = []
    /// The innermost enclosing scroll view's viewport (absolute) and axis, for scroll
    /// transitions and `GeometryProxy.bounds(of: .scrollView)`; nil outside scroll views.
    var scrollViewport: Rect?
    var scrollAxis: Axis = .vertical
    /// The chart placed last, for `.chartOverlay`'s proxy (set before its plot style is placed).
    var lastChart: PlacedChart?
    private(set) var textFrames: [(id: String, frame: Rect, transform: AffineTransform?, chrome: Bool)] = []
    /// What views placed so far present over the window (alerts, sheets), in order;
    /// `ScreenLayout` places them after the screen (Presentation.swift).
    var presentations: [Presentation] = []
    /// The whole screen and the part inside the safe area, in points.
    public var screen = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The part of the screen inside the safe area, in points.
    public var safeArea = Rect(x: 0, y: 0, width: 0, height: 0)
    /// For nodes that measure again while placing.
    public let layoutContext: LayoutContext

    /// An empty context measuring text with `layoutContext`.
    public init(layoutContext: LayoutContext) { self.layoutContext = layoutContext }

    /// Changes every element emitted from index `start` on (a colour filter over a view).
    mutating func updateElements(from start: Int, _ change: (inout Element) -> Void) {
        guard start < elements.count else { return }
        for i in start..<elements.count { change(&elements[i]) }
    }

    /// Adds `element` with the inherited effects applied (inside `.redacted`, a text or an
    /// image becomes its placeholder).
    mutating func emit(_ element: Element) {
        guard redacted, element.kind != .shape else { return append(element) }
        for placeholder in Redaction.placeholders(for: element) { append(placeholder) }
    }

    private mutating func append(_ element: Element) {
        var e = element
        e.opacity *= opacity
        e.group = group
        if systemChrome, !e.accessibilityTraits.contains("systemChrome") { e.accessibilityTraits.append("systemChrome") }
        if !transform.isIdentity { e.transform = transform }
        // One clip per element, in its own space: the inherited clip seen through the
        // transforms applied since it was set, cut with the element's own (an image's
        // frame); an image clipped to rounded corners keeps exactly its rounded clip.
        if let outer = clip, let toElement = transform.inverted {
            let inherited = outer.mapped(by: toElement.concatenating(clipTransform))
            e.clip = e.clip.map { $0.intersecting(inherited) } ?? inherited
        }
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

    /// Notes an accessibility modifier on the view `owner` placed at `frame` (in the current
    /// transform's space): added to the enclosing modifier's node when that was made for the
    /// same view (modifiers chained on one view, whatever layout modifiers lie between: the
    /// outermost's frame stands), else a node of its own. A modifier that says nothing (no
    /// label, traits, value or hint) makes no node, nor does one VoiceOver would not find:
    /// inside `.accessibilityHidden(true)`, or drawn fully transparent (`.hidden()`, opacity 0).
    mutating func noteAccessibility(owner: String, frame: Rect, label: String?, traits: [String], value: String? = nil, hint: String? = nil) {
        let label = label.flatMap { $0.isEmpty ? nil : $0 }
        guard label != nil || !traits.isEmpty || value != nil || hint != nil, !accessibilityHidden, !isTransparent else { return }
        let canvas = transform.isIdentity ? frame : transform.boundingBox(of: frame)
        var extra = traits
        if systemChrome, !extra.contains("systemChrome") { extra.append("systemChrome") }
        // A button is one element to VoiceOver: what its label's views say is the button's
        // (its label when it has none), not elements of their own.
        if let i = openAccessibility, accessibilityOwners[i] != owner, accessibility[i].traits.contains("isButton") {
            if accessibility[i].label == nil, let label { accessibility[i].label = label }
            return
        }
        if let i = openAccessibility, accessibilityOwners[i] == owner {
            // The inner modifier is applied first in SwiftUI: its label and value stand.
            if let label { accessibility[i].label = label }
            for t in extra where !accessibility[i].traits.contains(t) { accessibility[i].traits.append(t) }
            if let value { accessibility[i].value = value }
            if let hint { accessibility[i].hint = hint }
            return
        }
        accessibility.append(AccessibilityNode(frame: canvas, label: label, traits: extra, value: value, hint: hint))
        accessibilityOwners.append(owner)
        openAccessibility = accessibility.count - 1
    }

    /// A list row's one control (a NavigationLink, a Button, a Toggle) is the whole cell to a
    /// finger and to VoiceOver, as UITableView makes it: the control's node among those made
    /// from index `first` on takes the cell's frame. A row with several controls (a stepper's
    /// halves, two buttons) keeps each at its own.
    mutating func widenLoneControl(madeFrom first: Int, toCell cell: Rect) {
        guard first < accessibility.count else { return }
        let controls = (first..<accessibility.count).filter { AccessibilityNode.isControl(accessibility[$0].traits) }
        guard controls.count == 1 else { return }
        accessibility[controls[0]].frame = transform.isIdentity ? cell : transform.boundingBox(of: cell)
    }

    /// Gives the node `owner`'s modifiers made (at index `first` or later) `label` when
    /// nothing named it: an icon-only button is read by its symbol's name.
    mutating func labelAccessibilityNode(madeFrom first: Int, owner: String, label: String) {
        guard !label.isEmpty, first < accessibility.count,
              let i = (first..<accessibility.count).first(where: { accessibilityOwners[$0] == owner }), accessibility[i].label == nil else { return }
        accessibility[i].label = label
    }

    /// Whether what is placed now is drawn at opacity 0: its own opacity, or an enclosing group's.
    private var isTransparent: Bool {
        if opacity == 0 { return true }
        var g = group
        while let i = g {
            if groups[i].opacity == 0 { return true }
            g = groups[i].parent
        }
        return false
    }

    /// Opens an opacity group inside the current one; elements emitted until `endGroup`
    /// belong to it. Returns what `endGroup` needs.
    mutating func beginGroup(id: String, opacity: Double, blendMode: BlendMode? = nil) -> (group: Int, firstElement: Int) {
        groups.append(OpacityGroup(id: id, opacity: opacity, parent: group, blendMode: blendMode))
        group = groups.count - 1
        return (groups.count - 1, elements.count)
    }

    /// Closes the group `begin` opened. A group that drew one element or none is not kept:
    /// one element at the group's opacity gives the same pixels, so the opacity goes into
    /// that element (as it always did) and the list stays as simple as it was.
    mutating func endGroup(_ begin: (group: Int, firstElement: Int)) {
        let parent = groups[begin.group].parent
        group = parent
        // A blended group is kept whatever it holds (the blend is the group's, not the
        // element's), and so is one around a group kept inside it.
        guard elements.count - begin.firstElement <= 1, groups.count == begin.group + 1, groups[begin.group].blendMode == nil else { return }
        let opacity = groups.removeLast().opacity
        if begin.firstElement < elements.count {
            elements[begin.firstElement].opacity *= opacity
            elements[begin.firstElement].group = parent
        }
    }

    /// Narrows the clip to `shape` laid in `frame` (in the current transform's space), inside
    /// whatever clip is already in force.
    mutating func narrowClip(to new: Clip) {
        if let outer = clip, let here = transform.inverted {
            clip = new.intersecting(outer.mapped(by: here.concatenating(clipTransform)))
        } else {
            clip = new
        }
        clipTransform = transform
    }

    mutating func record(_ kind: Overflow.Kind, _ ids: [String]) {
        let o = Overflow(kind: kind, ids: ids)
        if !overflows.contains(o) { overflows.append(o) }
    }

    private mutating func noteText(_ e: Element) {
        let frame = e.frame
        let tolerance = 0.5
        // Outside any enclosing container (a stack that outgrew its parent counts too).
        if parentFrames.contains(where: { !$0.insetBy(dx: -tolerance, dy: -tolerance).contains(rect: frame) }) {
            record(.outsideParent, [e.id])
        }
        if let clipRect, !clipRect.insetBy(dx: -tolerance, dy: -tolerance).contains(rect: frame), e.opacity > 0 {
            record(.clipped, [e.id])
        }
        // Only the visible part of a text can overlap another (a ScrollView clips the rest).
        // The clip is in the text's own space, like its frame; two texts under the same
        // transform (a turned wheel's labels) compare there, others where they are drawn.
        let visible = e.clip.map { frame.intersection($0.frame) } ?? frame
        if e.opacity > 0, let visible {
            let visibleInner = visible.insetBy(dx: min(tolerance, visible.width / 2), dy: min(tolerance, visible.height / 2))
            let drawnInner = visibleInner.boundingBox(through: e.transform)
            // iOS's chrome (a tab bar's labels) is drawn over content scrolling under its
            // glass: that is not two texts of the design overlapping.
            let chrome = e.accessibilityTraits.contains("systemChrome")
            for other in textFrames where !chrome && !other.chrome {
                let meets = other.transform == e.transform ? other.frame.intersects(visibleInner)
                    : other.frame.boundingBox(through: other.transform).intersects(drawnInner)
                if meets { record(.overlap, [other.id, e.id]) }
            }
            textFrames.append((e.id, visible, e.transform, chrome))
        }
    }
}

extension Rect {
    /// The bounding box of this rectangle's corners through `transform` (nil: itself).
    func boundingBox(through transform: AffineTransform?) -> Rect {
        guard let t = transform, !t.isIdentity else { return self }
        let corners = [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: minX, y: maxY), Point(x: maxX, y: maxY)].map(t.apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    func contains(rect r: Rect) -> Bool { r.minX >= minX && r.maxX <= maxX && r.minY >= minY && r.maxY <= maxY }

    func intersection(_ r: Rect) -> Rect? {
        let x0 = max(minX, r.minX), y0 = max(minY, r.minY), x1 = min(maxX, r.maxX), y1 = min(maxY, r.maxY)
        return x1 > x0 && y1 > y0 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
    }
}

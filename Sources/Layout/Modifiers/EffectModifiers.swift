import DisplayList

/// Drawing effects that leave layout alone: opacity, transforms, clips, shadow, blur,
/// accessibility. They apply to everything the content emits.
enum Effect {
    case opacity(Double)
    case offset(x: Double, y: Double)
    /// An offset in multiples of the view's own size (a `.move(edge:)` transition).
    case sizeOffset(x: Double, y: Double)
    case scale(x: Double, y: Double, anchor: UnitPoint)
    case rotation(radians: Double, anchor: UnitPoint)
    /// A turn by `radians` about the 3D axis (x, y, z), projected on the screen about
    /// `anchor` (`.rotation3DEffect`): kept as its angle, so it animates through every angle.
    case rotation3D(radians: Double, x: Double, y: Double, z: Double, anchor: UnitPoint)
    /// A linear map of the plane about `anchor` (x' = a·x + c·y, y' = b·x + d·y).
    case linear(a: Double, b: Double, c: Double, d: Double, anchor: UnitPoint)
    case clip(ShapeOutline)
    case shadow(ShadowStyle)
    case blur(Double)
    case accessibility(label: String, traits: [String])
    /// `.accessibilityValue` / `.accessibilityHint`: recorded on the view's node, nothing drawn changes.
    case accessibilityDetail(value: String?, hint: String?)
    /// `.accessibilityHidden(true)`: VoiceOver skips the view and what it holds (no nodes); drawn as it is.
    case accessibilityHidden
    /// A label for the view's accessibility node only, used when nothing inside names it
    /// (an icon-only button's symbol name); elements keep their own labels.
    case accessibilityFallbackLabel(String)
    /// Drawn by iOS, not the app: every element inside carries the "systemChrome" trait.
    case systemChrome
    /// Composited as one layer with this blend mode (SwiftUI's `.blendMode`).
    case blend(BlendMode)

    /// The effect with nonsense made harmless, so no value a view computes (a NaN opacity,
    /// an infinite scale from a division) can reach the renderer or the JSON: opacity in
    /// 0…1 (NaN: 1), offsets within ±1e6 pt (not finite: 0), scales within ±100 (not
    /// finite: 1: a glyph scaled further overflows FreeType), rotations and linear maps finite
    /// (else none), blur radii 0…1,000 pt.
    var sanitized: Effect {
        func finite(_ v: Double, or fallback: Double, bound: Double) -> Double { v.isFinite ? min(max(v, -bound), bound) : fallback }
        switch self {
        case .opacity(let o): return .opacity(o.isNaN ? 1 : min(max(o, 0), 1))
        case .offset(let x, let y): return .offset(x: finite(x, or: 0, bound: 1e6), y: finite(y, or: 0, bound: 1e6))
        case .sizeOffset(let x, let y): return .sizeOffset(x: finite(x, or: 0, bound: 1e3), y: finite(y, or: 0, bound: 1e3))
        case .scale(let x, let y, let anchor): return .scale(x: finite(x, or: 1, bound: 100), y: finite(y, or: 1, bound: 100), anchor: anchor)
        case .rotation(let r, let anchor): return .rotation(radians: r.isFinite ? r : 0, anchor: anchor)
        case .rotation3D(let r, let x, let y, let z, let anchor):
            return [r, x, y, z].allSatisfy(\.isFinite) ? self : .rotation3D(radians: 0, x: 0, y: 0, z: 1, anchor: anchor)
        case .linear(let a, let b, let c, let d, let anchor):
            return [a, b, c, d].allSatisfy({ $0.isFinite && abs($0) <= 1e4 }) ? self : .linear(a: 1, b: 0, c: 0, d: 1, anchor: anchor)
        case .blur(let r): return .blur(r.isFinite ? min(max(r, 0), 1_000) : 0)
        default: return self
        }
    }
}

nonisolated struct EffectModifier<Content: View>: ModifierView {
    let content: Content
    let effect: Effect
    var contentView: any View { content }
    func makeNode(_ context: BuildContext) -> any LayoutNode {
        EffectNode(child: context.buildContent(content), effect: context.animatedEffect(effect).sanitized, owner: context.path)
    }
}

struct EffectNode: LayoutNode {
    let child: any LayoutNode
    let effect: Effect
    /// The modified view's place in the tree: names an opacity group.
    var owner = ""
    var layoutPriority: Double { child.layoutPriority }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size { child.sizeThatFits(proposal, context) }

    func place(in frame: Rect, _ context: inout PlacementContext) {
        let saved = context
        var group: (group: Int, firstElement: Int)?
        switch effect {
        case .opacity(let o) where o > 0 && o < 1:
            // iOS fades the view as one layer: its elements are composited, then faded.
            group = context.beginGroup(id: owner, opacity: o)
        case .opacity(let o):
            // 0 hides everything inside; 1 (or more) changes nothing.
            context.opacity *= o
        case .offset(let x, let y):
            context.transform = context.transform.concatenating(.translation(x: x, y: y))
        case .sizeOffset(let x, let y):
            context.transform = context.transform.concatenating(.translation(x: x * frame.width, y: y * frame.height))
        case .scale(let x, let y, let anchor):
            context.transform = context.transform.concatenating(.scale(x: x, y: y, anchor: anchor.point(in: frame)))
        case .rotation(let radians, let anchor):
            context.transform = context.transform.concatenating(.rotation(radians: radians, anchor: anchor.point(in: frame)))
        case .rotation3D(let r, let x, let y, let z, let anchor):
            let m = Rotation3D.projected(angle: r, axis: (x, y, z))
            let p = anchor.point(in: frame)
            let map = AffineTransform(a: m.a, b: m.b, c: m.c, d: m.d, tx: p.x - (m.a * p.x + m.c * p.y), ty: p.y - (m.b * p.x + m.d * p.y))
            context.transform = context.transform.concatenating(map)
        case .linear(let a, let b, let c, let d, let anchor):
            let p = anchor.point(in: frame)
            let map = AffineTransform(a: a, b: b, c: c, d: d, tx: p.x - (a * p.x + c * p.y), ty: p.y - (b * p.x + d * p.y))
            context.transform = context.transform.concatenating(map)
        case .clip(let shape):
            context.narrowClip(to: Clip(frame: frame, shape: shape))
            context.clipRect = context.clipRect.map { $0.intersection(frame) ?? Rect(x: frame.x, y: frame.y, width: 0, height: 0) } ?? frame
        case .shadow(let s):
            context.shadow = s
        case .blur(let r):
            context.blur = (context.blur ?? 0) + r
        case .accessibility(let label, let traits):
            // `.accessibilityLabel` and `.accessibilityAddTraits` combine, in either order.
            if !label.isEmpty || context.pendingLabel == nil { context.pendingLabel = label.isEmpty ? (context.pendingLabel ?? "") : label }
            context.pendingTraits += traits.filter { $0 != "systemControl" }  // a node's mark (tap targets), not an element's trait
            context.noteAccessibility(owner: owner, frame: frame, label: label, traits: traits)
        case .accessibilityDetail(let value, let hint):
            context.noteAccessibility(owner: owner, frame: frame, label: nil, traits: [], value: value, hint: hint)
        case .accessibilityHidden:
            context.accessibilityHidden = true
        case .accessibilityFallbackLabel:
            break  // After the content is placed, below: only then is it known whether it named the node.
        case .systemChrome:
            context.systemChrome = true
        case .blend(let mode):
            if mode != .normal { group = context.beginGroup(id: owner, opacity: 1, blendMode: mode) }
        }
        let nodesBefore = context.accessibility.count
        child.place(in: frame, &context)
        if case .accessibilityFallbackLabel(let label) = effect { context.labelAccessibilityNode(madeFrom: nodesBefore, owner: owner, label: label) }
        if let group { context.endGroup(group) }
        context.restoreEffects(from: saved)
    }
}

extension PlacementContext {
    /// Ends an effect's scope: everything but the collected output returns to `saved`.
    mutating func restoreEffects(from saved: PlacementContext) {
        transform = saved.transform
        opacity = saved.opacity
        group = saved.group
        clip = saved.clip
        clipTransform = saved.clipTransform
        clipRect = saved.clipRect
        // A shadow is used by the first filled shape inside; if none took it, drop it here.
        shadow = saved.shadow
        blur = saved.blur
        systemChrome = saved.systemChrome
        redacted = saved.redacted
        openAccessibility = saved.openAccessibility
        accessibilityHidden = saved.accessibilityHidden
        if pendingLabel != nil && saved.pendingLabel == nil {
            pendingLabel = nil
            pendingTraits = []
        }
    }
}

extension View {
    /// SwiftUI's `.blendMode(_:)`: the view is drawn as one layer and blended with what lies
    /// beneath it by `mode` (Cairo's operator of the same definition; see `BlendMode`).
    nonisolated public func blendMode(_ mode: BlendMode) -> some View { EffectModifier(content: self, effect: .blend(mode)) }
}

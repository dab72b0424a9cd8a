import DisplayList
import Foundation

// SwiftUI's visual effects (iOS 17): changes that draw a view differently without moving
// anything around it — opacity, scale, offset, rotation, blur and the colour filters —
// given as a value (`content.opacity(0.5).scaleEffect(0.9)`) by `.visualEffect { content,
// proxy in … }` and `.scrollTransition { content, phase in … }`. Each effect is applied
// with the view modifier of the same name, after layout, as SwiftUI applies them.

/// One step of a visual effect.
public enum VisualEffectStep: Sendable, Equatable {
    /// `.opacity(_:)`.
    case opacity(Double)
    /// `.scaleEffect(x:y:anchor:)`.
    case scale(x: Double, y: Double, anchor: UnitPoint)
    /// `.offset(x:y:)`.
    case offset(x: Double, y: Double)
    /// `.rotationEffect(_:anchor:)`.
    case rotation(Angle, anchor: UnitPoint)
    /// `.rotation3DEffect(_:axis:anchor:perspective:)`.
    case rotation3D(Angle, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint, perspective: Double)
    /// `.blur(radius:)`.
    case blur(Double)
    /// `.brightness(_:)`.
    case brightness(Double)
    /// `.contrast(_:)`.
    case contrast(Double)
    /// `.saturation(_:)`.
    case saturation(Double)
    /// `.grayscale(_:)`.
    case grayscale(Double)
    /// `.hueRotation(_:)`.
    case hueRotation(Angle)

    /// Equal kinds with equal values (the 3D axis compared member by member).
    public static func == (a: VisualEffectStep, b: VisualEffectStep) -> Bool {
        switch (a, b) {
        case let (.opacity(x), .opacity(y)), let (.blur(x), .blur(y)), let (.brightness(x), .brightness(y)),
             let (.contrast(x), .contrast(y)), let (.saturation(x), .saturation(y)), let (.grayscale(x), .grayscale(y)):
            return x == y
        case let (.scale(ax, ay, aa), .scale(bx, by, ba)): return ax == bx && ay == by && aa == ba
        case let (.offset(ax, ay), .offset(bx, by)): return ax == bx && ay == by
        case let (.rotation(x, xa), .rotation(y, ya)): return x == y && xa == ya
        case let (.hueRotation(x), .hueRotation(y)): return x == y
        case let (.rotation3D(x, xa, xn, xp), .rotation3D(y, ya, yn, yp)):
            return x == y && xa == ya && xn == yn && xp == yp
        default: return false
        }
    }

    /// This step `t` of the way to `other` (0: this, 1: other), when both are the same kind
    /// of step; otherwise `other` once past halfway.
    public func interpolated(to other: VisualEffectStep, _ t: Double) -> VisualEffectStep {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        switch (self, other) {
        case let (.opacity(a), .opacity(b)): return .opacity(mix(a, b))
        case let (.blur(a), .blur(b)): return .blur(mix(a, b))
        case let (.brightness(a), .brightness(b)): return .brightness(mix(a, b))
        case let (.contrast(a), .contrast(b)): return .contrast(mix(a, b))
        case let (.saturation(a), .saturation(b)): return .saturation(mix(a, b))
        case let (.grayscale(a), .grayscale(b)): return .grayscale(mix(a, b))
        case let (.scale(ax, ay, _), .scale(bx, by, anchor)): return .scale(x: mix(ax, bx), y: mix(ay, by), anchor: anchor)
        case let (.offset(ax, ay), .offset(bx, by)): return .offset(x: mix(ax, bx), y: mix(ay, by))
        case let (.rotation(a, _), .rotation(b, anchor)): return .rotation(.degrees(mix(a.degrees, b.degrees)), anchor: anchor)
        case let (.hueRotation(a), .hueRotation(b)): return .hueRotation(.degrees(mix(a.degrees, b.degrees)))
        case let (.rotation3D(a, _, _, _), .rotation3D(b, axis, anchor, perspective)):
            return .rotation3D(.degrees(mix(a.degrees, b.degrees)), axis: axis, anchor: anchor, perspective: perspective)
        default: return t < 0.5 ? self : other
        }
    }
}

/// SwiftUI's `VisualEffect`: effects to draw a view with, built by chaining
/// (`content.opacity(0.5).blur(radius: 2)`).
public protocol VisualEffect: Sendable {
    /// The effects, in the order they are applied.
    var steps: [VisualEffectStep] { get }
}

/// SwiftUI's `EmptyVisualEffect`: no effect, what the closures start from.
public struct EmptyVisualEffect: VisualEffect {
    /// No effect.
    public init() {}
    /// None.
    public var steps: [VisualEffectStep] { [] }
}

/// Effects chained onto another.
public struct VisualEffectChain: VisualEffect {
    /// The effects, in the order they are applied.
    public let steps: [VisualEffectStep]
}

extension VisualEffect {
    private func adding(_ step: VisualEffectStep) -> VisualEffectChain { VisualEffectChain(steps: steps + [step]) }
    /// Drawn at `opacity`.
    public func opacity(_ opacity: Double) -> VisualEffectChain { adding(.opacity(opacity)) }
    /// Scaled by `scale` about `anchor`.
    public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> VisualEffectChain { adding(.scale(x: scale, y: scale, anchor: anchor)) }
    /// Scaled by `x` and `y` about `anchor`.
    public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> VisualEffectChain { adding(.scale(x: x, y: y, anchor: anchor)) }
    /// Scaled by `scale`'s width and height about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> VisualEffectChain {
        adding(.scale(x: Double(scale.width), y: Double(scale.height), anchor: anchor))
    }
    /// Moved by `offset`.
    public func offset(_ offset: CGSize) -> VisualEffectChain { adding(.offset(x: Double(offset.width), y: Double(offset.height))) }
    /// Moved by `x` and `y`.
    public func offset(x: Double = 0, y: Double = 0) -> VisualEffectChain { adding(.offset(x: x, y: y)) }
    /// Rotated by `angle` about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> VisualEffectChain { adding(.rotation(angle, anchor: anchor)) }
    /// Rotated in 3D about `axis`.
    public func rotation3DEffect(_ angle: Angle, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint = .center,
                                 anchorZ: Double = 0, perspective: Double = 1) -> VisualEffectChain {
        adding(.rotation3D(angle, axis: axis, anchor: anchor, perspective: perspective))
    }
    /// Blurred by `radius`.
    public func blur(radius: Double, opaque: Bool = false) -> VisualEffectChain { adding(.blur(radius)) }
    /// Brightened by `amount`.
    public func brightness(_ amount: Double) -> VisualEffectChain { adding(.brightness(amount)) }
    /// Its contrast multiplied by `amount`.
    public func contrast(_ amount: Double) -> VisualEffectChain { adding(.contrast(amount)) }
    /// Its saturation multiplied by `amount`.
    public func saturation(_ amount: Double) -> VisualEffectChain { adding(.saturation(amount)) }
    /// Greyed by `amount`.
    public func grayscale(_ amount: Double) -> VisualEffectChain { adding(.grayscale(amount)) }
    /// Its hues turned by `angle`.
    public func hueRotation(_ angle: Angle) -> VisualEffectChain { adding(.hueRotation(angle)) }
}

extension VisualEffectStep {
    /// `view` drawn with this step, by the view modifier of the same name.
    func apply(to view: AnyView) -> AnyView {
        switch self {
        case .opacity(let o): AnyView(view.opacity(o))
        case let .scale(x, y, anchor): AnyView(view.scaleEffect(x: x, y: y, anchor: anchor))
        case let .offset(x, y): AnyView(view.offset(x: x, y: y))
        case let .rotation(angle, anchor): AnyView(view.rotationEffect(angle, anchor: anchor))
        case let .rotation3D(angle, axis, anchor, perspective): AnyView(view.rotation3DEffect(angle, axis: axis, anchor: anchor, perspective: perspective))
        case .blur(let r): AnyView(view.blur(radius: r))
        case .brightness(let a): AnyView(view.brightness(a))
        case .contrast(let a): AnyView(view.contrast(a))
        case .saturation(let a): AnyView(view.saturation(a))
        case .grayscale(let a): AnyView(view.grayscale(a))
        case .hueRotation(let a): AnyView(view.hueRotation(a))
        }
    }
}

/// A view drawn with effects chosen once its frame is known (`.visualEffect`,
/// `.scrollTransition`): measured as the view alone — effects never change layout — then
/// placed with the effects the frame calls for.
struct EffectAtPlacementNode: LayoutNode {
    let context: BuildContext
    let content: AnyView
    let child: any LayoutNode
    /// The effects for the frame the view is placed in, with the placement's scroll viewport.
    let effects: (Rect, PlacementContext) -> [VisualEffectStep]
    var layoutPriority: Double { child.layoutPriority }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size { child.sizeThatFits(proposal, context) }
    func baseline(_ which: TextBaseline, at size: Size, _ context: LayoutContext) -> Double? { child.baseline(which, at: size, context) }

    func place(in frame: Rect, _ placement: inout PlacementContext) {
        let steps = effects(frame, placement)
        guard !steps.isEmpty else { child.place(in: frame, &placement); return }
        let view = steps.reduce(content) { $1.apply(to: $0) }
        context.buildContent(view).place(in: frame, &placement)
    }
}

nonisolated struct VisualEffectModifier<Content: View, Effect: VisualEffect>: ModifierView {
    let content: Content
    let effect: (EmptyVisualEffect, GeometryProxy) -> Effect
    var contentView: any View { content }
    func makeNode(_ context: BuildContext) -> any LayoutNode {
        let safeArea = context.environment.device.safeAreaInsets
        return EffectAtPlacementNode(context: context, content: AnyView(content), child: context.buildContent(content)) { frame, placement in
            effect(EmptyVisualEffect(), GeometryProxy(size: frame.size, global: frame, safeAreaInsets: safeArea,
                                                      scrollViewport: placement.scrollViewport)).steps
        }
    }
}

extension View {
    /// SwiftUI's `.visualEffect(_:)` (iOS 17): the view drawn with the effects the closure
    /// gives for its geometry (its frame, the scroll view's bounds), after layout.
    nonisolated public func visualEffect<E: VisualEffect>(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> E) -> some View {
        VisualEffectModifier(content: self, effect: effect)
    }
}

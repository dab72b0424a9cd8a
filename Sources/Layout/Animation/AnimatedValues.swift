import DisplayList
import Motion
import Tokens

// Where a build asks for a value as drawn now: the model value a body computed, plus what
// the animations of its changes have left (`ViewGraph.animated`). Outside a recording the
// model value is drawn as it is.

extension BuildContext {
    /// `model` as drawn at this moment of the recording, for the `kind` of value at this
    /// view's place (`opacity`, `scale`, `animatableData` …); `insertedFrom` is where a value
    /// new to the tree starts when the view was inserted under an animation (a transition).
    func animated<V: VectorArithmetic>(_ model: V, _ kind: String, insertedFrom: V? = nil, labels: [String] = []) -> V {
        guard let graph else { return model }
        return graph.animated(model, key: graph.key(path, kind), animation: transaction.effectiveAnimation,
                              insertedFrom: insertedFrom, target: path, labels: labels.isEmpty ? [kind] : labels)
    }

    /// `value` with its `animatableData` as drawn now: SwiftUI's `Animatable` (a team's
    /// `Shape` or `AnimatableModifier`), interpolated as its data, not as its drawing, so
    /// a phase that runs 0 → 2π moves through every angle between.
    func animatedData<A: Animatable>(_ value: A, _ kind: String) -> A {
        guard graph != nil else { return value }
        let data = readData(of: value)
        let drawn = animated(data, kind)
        return drawn == data ? value : withData(drawn, of: value)
    }
}

extension BuildContext {
    /// `value` as drawn now when it is `Animatable` (SwiftUI animates the `animatableData` of
    /// any view or `AnimatableModifier` a team declares so: a cascade's phase, a counter's
    /// number), keyed by `kind` at this place; anything else, or a `Shape` (animated where it
    /// is drawn), as it is. Outside a recording nothing is read.
    func animatedIfAnimatable<T>(_ value: T, _ kind: String) -> T {
        guard graph != nil, !(value is any Shape), let animatable = value as? any Animatable else { return value }
        return (animatedOpened(animatable, kind) as? T) ?? value
    }

    private func animatedOpened<A: Animatable>(_ value: A, _ kind: String) -> any Animatable {
        if A.AnimatableData.self == EmptyAnimatableData.self { return value }
        return animatedData(value, kind)
    }
}

/// `value.animatableData`, read on the thread that lays the view out (main-actor code called
/// there, as `bodyOf` calls a body; see there for why this is sound).
func readData<A: Animatable>(of value: A) -> A.AnimatableData {
    let box = LayoutThreadBox(value)
    let isolated: @MainActor () -> LayoutThreadBox<A.AnimatableData> = { LayoutThreadBox(box.value.animatableData) }
    return unsafeBitCast(isolated, to: (() -> LayoutThreadBox<A.AnimatableData>).self)().value
}

/// `value` with its `animatableData` set to `data` (as `readData`).
func withData<A: Animatable>(_ data: A.AnimatableData, of value: A) -> A {
    let box = LayoutThreadBox((value, data))
    let isolated: @MainActor () -> LayoutThreadBox<A> = {
        var copy = box.value.0
        copy.animatableData = box.value.1
        return LayoutThreadBox(copy)
    }
    return unsafeBitCast(isolated, to: (() -> LayoutThreadBox<A>).self)().value
}

/// A flat list of numbers as one animatable value: what an effect's parameters (offset
/// x and y, scale and anchor …) animate as. Lists of different lengths combine as if the
/// shorter were padded with zeros (they do not meet in practice: one kind, one length).
struct ComponentVector: VectorArithmetic {
    var values: [Double]
    init(_ values: [Double]) { self.values = values }
    static var zero: ComponentVector { ComponentVector([]) }
    private static func combine(_ a: ComponentVector, _ b: ComponentVector, _ f: (Double, Double) -> Double) -> ComponentVector {
        let n = max(a.values.count, b.values.count)
        return ComponentVector((0..<n).map { i in f(i < a.values.count ? a.values[i] : 0, i < b.values.count ? b.values[i] : 0) })
    }
    static func + (a: ComponentVector, b: ComponentVector) -> ComponentVector { combine(a, b, +) }
    static func - (a: ComponentVector, b: ComponentVector) -> ComponentVector { combine(a, b, -) }
    mutating func scale(by rhs: Double) { values = values.map { $0 * rhs } }
    var magnitudeSquared: Double { values.reduce(0) { $0 + $1 * $1 } }
    static func == (a: ComponentVector, b: ComponentVector) -> Bool { (a - b).values.allSatisfy { $0 == 0 } }
}

extension Effect {
    /// The effect's animatable parameters and the kind they are keyed by; nil for effects
    /// that do not animate (clips, accessibility, blend modes).
    var animatable: (kind: String, values: [Double])? {
        switch self {
        case .opacity(let o): return ("opacity", [o])
        case .offset(let x, let y): return ("offset", [x, y])
        case .sizeOffset(let x, let y): return ("sizeOffset", [x, y])
        case .scale(let x, let y, let a): return ("scale", [x, y, a.x, a.y])
        case .rotation(let r, let a): return ("rotation", [r, a.x, a.y])
        case .rotation3D(let r, let x, let y, let z, let a): return ("rotation3D", [r, x, y, z, a.x, a.y])
        case .linear(let a, let b, let c, let d, let p): return ("linear", [a, b, c, d, p.x, p.y])
        case .blur(let r): return ("blur", [r])
        case .shadow(let s): return ("shadow", [s.radius, s.x, s.y, s.color.r, s.color.g, s.color.b, s.color.a])
        // `.cornerRadius(_:)` (and `.clipShape(.rect(cornerRadius:))`): the corners morph.
        case .clip(.roundedRectangle(let radius, _)): return ("clipCornerRadius", [radius])
        default: return nil
        }
    }

    /// What each of `animatable`'s numbers is, for the timeline.
    var labels: [String] {
        switch self {
        case .opacity: return ["opacity"]
        case .offset: return ["offset x", "offset y"]
        case .sizeOffset: return ["offset x (× width)", "offset y (× height)"]
        case .scale: return ["scale x", "scale y", "scale anchor x", "scale anchor y"]
        case .rotation: return ["rotation (rad)", "rotation anchor x", "rotation anchor y"]
        case .rotation3D: return ["3D rotation (rad)", "3D axis x", "3D axis y", "3D axis z", "3D anchor x", "3D anchor y"]
        case .linear: return ["a", "b", "c", "d", "anchor x", "anchor y"]
        case .blur: return ["blur radius"]
        case .shadow: return ["shadow radius", "shadow x", "shadow y", "shadow red", "shadow green", "shadow blue", "shadow alpha"]
        case .clip: return ["clip corner radius"]
        default: return []
        }
    }

    /// The effect with its animatable parameters set to `v` (in `animatable`'s order).
    func with(_ v: [Double]) -> Effect {
        func at(_ i: Int) -> Double { i < v.count ? v[i] : 0 }
        switch self {
        case .opacity: return .opacity(at(0))
        case .offset: return .offset(x: at(0), y: at(1))
        case .sizeOffset: return .sizeOffset(x: at(0), y: at(1))
        case .scale: return .scale(x: at(0), y: at(1), anchor: UnitPoint(x: at(2), y: at(3)))
        case .rotation: return .rotation(radians: at(0), anchor: UnitPoint(x: at(1), y: at(2)))
        case .rotation3D: return .rotation3D(radians: at(0), x: at(1), y: at(2), z: at(3), anchor: UnitPoint(x: at(4), y: at(5)))
        case .linear: return .linear(a: at(0), b: at(1), c: at(2), d: at(3), anchor: UnitPoint(x: at(4), y: at(5)))
        case .blur: return .blur(at(0))
        case .clip(.roundedRectangle(_, let style)): return .clip(.roundedRectangle(cornerRadius: max(0, at(0)), style: style))
        case .shadow(let s):
            var shadow = s
            shadow.radius = at(0); shadow.x = at(1); shadow.y = at(2)
            shadow.color = RGBA(r: at(3), g: at(4), b: at(5), a: at(6))
            return .shadow(shadow)
        default: return self
        }
    }
}

extension BuildContext {
    /// `effect` as drawn now (its parameters animated), or as it is outside a recording.
    func animatedEffect(_ effect: Effect, kind prefix: String = "", identity: String? = nil, insertedFrom: Effect? = nil) -> Effect {
        guard graph != nil, let (kind, values) = effect.animatable else { return effect }
        let drawn = animated(ComponentVector(values), prefix + kind + (identity.map { "=" + $0 } ?? ""), insertedFrom: insertedFrom?.animatable.map { ComponentVector($0.values) },
                             labels: effect.labels.map { prefix.isEmpty ? $0 : prefix + " " + $0 })
        return drawn == ComponentVector(values) ? effect : effect.with(drawn.values)
    }
}


import DisplayList
import Tokens

/// iOS 26's `Glass`: the Liquid Glass material of `.glassEffect(_:in:)`.
public struct Glass: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case regular, clear, identity }
    let kind: Kind
    /// The colour the glass is tinted with (nil: none).
    public private(set) var tintColor: Color?

    /// The standard glass: a frosted backdrop with a light rim.
    public static let regular = Glass(kind: .regular, tintColor: nil)
    /// More transparent glass, for media behind it.
    public static let clear = Glass(kind: .clear, tintColor: nil)
    /// No glass: the view as it is.
    public static let identity = Glass(kind: .identity, tintColor: nil)

    /// This glass tinted with `color`.
    public func tint(_ color: Color?) -> Glass { var g = self; g.tintColor = color; return g }
    /// This glass reacting to touches: drawn the same in a still.
    public func interactive(_ isEnabled: Bool = true) -> Glass { self }
}

/// How `.glassEffect` draws, approximating Liquid Glass with what a display list holds (the
/// lensing and specular motion of iOS 26 are not drawn): the backdrop blurred under the
/// thin material's tint (the clear glass under a fainter one), the tint colour at 25 % over
/// it, and a hairline rim of white at 40 % (light) or 25 % (dark) along the shape.
nonisolated struct GlassBackground<S: ShapeView>: View {
    let glass: Glass
    let shape: S
    @Environment(\.appearance) private var appearance

    var body: some View {
        ZStack {
            MaterialShape(shape: shape, kind: glass.kind == .clear ? .ultraThin : .thin)
            if let tint = glass.tintColor { shape.fill(tint.opacity(0.25)) }
            shape.strokeBorder(Color(RGBA(r: 1, g: 1, b: 1, a: appearance == .light ? 0.4 : 0.25)), lineWidth: 0.5)
        }
    }
}

/// iOS 26's `GlassEffectContainer`: glass shapes inside blend when close; drawn as its content.
nonisolated public struct GlassEffectContainer<Content: View>: View {
    let content: Content
    /// Glass views within `spacing` points of each other would merge (not drawn in a still).
    public init(spacing: Double? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { content }
}

extension View {
    /// iOS 26's `.glassEffect(_:in:isEnabled:)`: the view on Liquid Glass in `shape` (see
    /// `GlassBackground` for what is drawn).
    nonisolated public func glassEffect<S: ShapeView>(_ glass: Glass = .regular, in shape: S, isEnabled: Bool = true) -> some View {
        background { if isEnabled && glass.kind != .identity { GlassBackground(glass: glass, shape: shape) } }
    }
    /// iOS 26's `.glassEffect(_:isEnabled:)`: on glass in a capsule.
    nonisolated public func glassEffect(_ glass: Glass = .regular, isEnabled: Bool = true) -> some View {
        glassEffect(glass, in: Capsule(), isEnabled: isEnabled)
    }
    /// iOS 26's `.glassEffectID(_:in:)`: matches glass across changes; drawn as it is.
    nonisolated public func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> some View { self }
}

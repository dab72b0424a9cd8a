import DisplayList
import Foundation
import Motion

extension View {
    /// SwiftUI's `.offset(_:)` with a size (`.offset(dragAmount)`).
    nonisolated public func offset(_ size: CGSize) -> some View { offset(x: size.width, y: size.height) }
    /// SwiftUI's `.clipped(antialiased:)`: nothing drawn outside the view's frame.
    nonisolated public func clipped(antialiased: Bool = false) -> some View { clipShape(Rectangle()) }

    /// SwiftUI's `.rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`, drawn as the
    /// rotated view seen straight on (an orthographic projection): exact for a turn about
    /// the z axis and at 0° and 180° about any axis (a card flipped over is its mirror
    /// image); at other angles the view is foreshortened by cos θ along the turned axis
    /// without SwiftUI's perspective taper (a display list holds affine transforms only).
    nonisolated public func rotation3DEffect(_ angle: Angle, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint = .center,
                                             anchorZ: Double = 0, perspective: Double = 1) -> some View {
        EffectModifier(content: self, effect: .rotation3D(radians: angle.radians, x: axis.x, y: axis.y, z: axis.z, anchor: anchor))
    }
}

/// A 3D rotation's projection onto the screen plane.
enum Rotation3D {
    /// The top-left 2 × 2 block of the rotation by `angle` radians about `axis` (Rodrigues),
    /// in screen axes (x right, y down, z toward the viewer's back, so a turn about z is
    /// clockwise on screen as `.rotationEffect`'s is); a zero axis is no rotation.
    static func projected(angle: Double, axis: (x: Double, y: Double, z: Double)) -> (a: Double, b: Double, c: Double, d: Double) {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite, angle.isFinite else { return (1, 0, 0, 1) }
        let x = axis.x / length, y = axis.y / length, z = axis.z / length
        let cs = cos(angle), sn = sin(angle), t = 1 - cs
        // Row-major R: x' = r00 x + r01 y + r02 z; y' = r10 x + r11 y + r12 z.
        let r00 = cs + x * x * t, r01 = x * y * t - z * sn
        let r10 = y * x * t + z * sn, r11 = cs + y * y * t
        return (a: r00, b: r10, c: r01, d: r11)
    }
}

extension NavigationStack {
    /// SwiftUI's `NavigationStack(path:root:)`: a preview draws the root (what the stack
    /// shows before anything is pushed onto `path`).
    public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root) { self.init(root: root) }
}

/// SwiftUI's `NavigationPath`: the screens pushed onto a stack, of any hashable types.
public struct NavigationPath: Equatable {
    private var elements: [AnyHashable] = []
    /// An empty path.
    public init() {}
    /// A path of `elements`.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map { AnyHashable($0) } }
    /// How many screens are pushed.
    public var count: Int { elements.count }
    /// Nothing is pushed.
    public var isEmpty: Bool { elements.isEmpty }
    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    /// Pops `k` screens (at most all of them).
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(max(0, k), elements.count)) }
}

extension Binding {
    /// SwiftUI's `Binding.animation(_:)`: the binding; how its changes animate is issue 34's.
    public func animation(_ animation: Motion.Animation? = .default) -> Binding<Value> { self }
}

/// SwiftUI's `OpenWindowAction` (`@Environment(\.openWindow)`): does nothing in a still.
public struct OpenWindowAction: Sendable {
    /// Opens the window `id`: nothing, in a still.
    public func callAsFunction(id: String) {}
    /// Opens the window for `value`: nothing, in a still.
    public func callAsFunction<D: Hashable & Codable>(value: D) {}
    /// Opens the window `id` for `value`: nothing, in a still.
    public func callAsFunction<D: Hashable & Codable>(id: String, value: D) {}
}

extension EnvironmentValues {
    /// SwiftUI's `\.openWindow`.
    public var openWindow: OpenWindowAction { OpenWindowAction() }
}

extension Color {
    /// UIKit's `placeholderText`: #3C3C43 at 30 %; #EBEBF5 at 30 % in dark.
    public static let placeholderText = system("placeholderText", light: "#3C3C434D", dark: "#EBEBF54D")
}

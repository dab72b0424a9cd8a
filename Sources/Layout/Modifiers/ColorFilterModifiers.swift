import DisplayList
import Foundation
import Tokens

/// SwiftUI's colour effects — `.hueRotation`, `.grayscale`, `.saturation`, `.brightness`,
/// `.contrast`, `.colorMultiply`, `.colorInvert` — applied to every colour the view draws
/// (fills, strokes, gradient stops, text, shadows, material tints, template images), alpha
/// unchanged. The matrices are the W3C Filter Effects ones (`feColorMatrix` hueRotate and
/// saturate, the luminance weights of grayscale) on gamma-encoded sRGB, as browsers apply
/// CSS filters; brightness adds to each channel and contrast scales about mid-grey, as
/// SwiftUI's do. Photos (PNG assets and illustrations) are drawn unfiltered: the display
/// list carries their pixels by reference, not as colours.
public struct ColorFilter: Hashable, Sendable {
    /// A 3 × 3 matrix on (r, g, b) plus an offset, then clamped to 0…1.
    let matrix: [Double]
    let offset: Double
    let multiply: RGBA?

    /// `colour` through the filter.
    public func apply(_ c: RGBA) -> RGBA {
        var (r, g, b) = (c.r, c.g, c.b)
        if let m = multiply { r *= m.r; g *= m.g; b *= m.b }
        let m = matrix
        let nr = m[0] * r + m[1] * g + m[2] * b + offset
        let ng = m[3] * r + m[4] * g + m[5] * b + offset
        let nb = m[6] * r + m[7] * g + m[8] * b + offset
        func clip(_ v: Double) -> Double { min(1, max(0, v)) }
        return RGBA(r: clip(nr), g: clip(ng), b: clip(nb), a: c.a)
    }

    static let identity = ColorFilter(matrix: [1, 0, 0, 0, 1, 0, 0, 0, 1], offset: 0, multiply: nil)

    /// Hue turned by `angle` (feColorMatrix hueRotate).
    public static func hueRotation(_ angle: Angle) -> ColorFilter {
        let c = cos(angle.radians), s = sin(angle.radians)
        return ColorFilter(matrix: [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928,
                                   0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283,
                                   0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072],
                           offset: 0, multiply: nil)
    }

    /// Saturation scaled by `amount` (0: grey, 1: unchanged; feColorMatrix saturate).
    public static func saturation(_ amount: Double) -> ColorFilter {
        let s = amount
        return ColorFilter(matrix: [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s,
                                   0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s,
                                   0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s], offset: 0, multiply: nil)
    }

    /// `amount` of the way to grey (0: unchanged, 1: its luminance).
    public static func grayscale(_ amount: Double) -> ColorFilter { saturation(1 - min(1, max(0, amount))) }
    /// `amount` added to each channel (SwiftUI's brightness: 0 unchanged, 1 white).
    public static func brightness(_ amount: Double) -> ColorFilter { ColorFilter(matrix: identity.matrix, offset: amount, multiply: nil) }
    /// Each channel's distance from mid-grey scaled by `amount` (1: unchanged, 0: grey).
    public static func contrast(_ amount: Double) -> ColorFilter {
        ColorFilter(matrix: [amount, 0, 0, 0, amount, 0, 0, 0, amount], offset: 0.5 * (1 - amount), multiply: nil)
    }
    /// Each channel multiplied by `color`'s.
    public static func multiply(_ color: RGBA) -> ColorFilter { ColorFilter(matrix: identity.matrix, offset: 0, multiply: color) }
    /// Each channel inverted.
    public static let invert = ColorFilter(matrix: [-1, 0, 0, 0, -1, 0, 0, 0, -1], offset: 1, multiply: nil)

    func apply(_ paint: Paint) -> Paint { paint.mapColors(apply) }

    func apply(to e: inout Element) {
        e.fill = e.fill.map(apply)
        if let stroke = e.stroke { e.stroke!.paint = apply(stroke.paint) }
        if e.text != nil { e.text!.paint = apply(e.text!.paint) }
        if let color = e.text?.strikethrough?.color { e.text!.strikethrough!.color = apply(color) }
        if e.shadow != nil { e.shadow!.color = apply(e.shadow!.color) }
        if e.material != nil { e.material!.tint = apply(e.material!.tint) }
    }
}

nonisolated struct ColorFilterModifier<Content: View>: ModifierView {
    let content: Content
    let filter: ColorFilter
    var contentView: any View { content }
    func makeNode(_ context: BuildContext) -> any LayoutNode {
        ColorFilterNode(child: context.buildContent(content), filter: filter)
    }
}

struct ColorFilterNode: DrawingOnlyNode {
    let child: any LayoutNode
    let filter: ColorFilter

    func place(in frame: Rect, _ context: inout PlacementContext) {
        let start = context.elements.count
        child.place(in: frame, &context)
        context.updateElements(from: start) { filter.apply(to: &$0) }
    }
}

extension View {
    /// SwiftUI's `.hueRotation(_:)`: every colour of the view turned round the hue circle.
    nonisolated public func hueRotation(_ angle: Angle) -> some View { ColorFilterModifier(content: self, filter: .hueRotation(angle)) }
    /// SwiftUI's `.grayscale(_:)`: 0 leaves the colours, 1 makes them grey.
    nonisolated public func grayscale(_ amount: Double) -> some View { ColorFilterModifier(content: self, filter: .grayscale(amount)) }
    /// SwiftUI's `.saturation(_:)`: 0 grey, 1 unchanged, more is more vivid.
    nonisolated public func saturation(_ amount: Double) -> some View { ColorFilterModifier(content: self, filter: .saturation(amount)) }
    /// SwiftUI's `.brightness(_:)`: `amount` added to every channel (−1…1).
    nonisolated public func brightness(_ amount: Double) -> some View { ColorFilterModifier(content: self, filter: .brightness(amount)) }
    /// SwiftUI's `.contrast(_:)`: 1 unchanged, 0 mid-grey, more is harsher.
    nonisolated public func contrast(_ amount: Double) -> some View { ColorFilterModifier(content: self, filter: .contrast(amount)) }
    /// SwiftUI's `.colorMultiply(_:)`: every colour multiplied by `color` (its light value).
    nonisolated public func colorMultiply(_ color: Color) -> some View {
        ColorFilterModifier(content: self, filter: .multiply(color.resolved(in: EnvironmentValues.current)))
    }
    /// SwiftUI's `.colorInvert()`: every colour inverted.
    nonisolated public func colorInvert() -> some View { ColorFilterModifier(content: self, filter: .invert) }
}

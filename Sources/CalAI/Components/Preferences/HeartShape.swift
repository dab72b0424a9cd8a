import DisplayList
public import SwiftUI
public import Tokens

/// A heart as a path in a `width` × `height` box: the Apple Health tile's heart (seed 000
/// p7 "the Apple Health app") and the thank-you illustration's heart.
public enum HeartShape {
    public static func path(width w: Double, height h: Double) -> Path {
        Path { p in
            func pt(_ x: Double, _ y: Double) -> Point { Point(x: x * w, y: y * h) }
            p.move(to: pt(0.5, 0.96))
            p.addCurve(to: pt(0, 0.31), control1: pt(0.17, 0.72), control2: pt(0, 0.52))
            p.addCurve(to: pt(0.27, 0.02), control1: pt(0, 0.13), control2: pt(0.13, 0.02))
            p.addCurve(to: pt(0.5, 0.16), control1: pt(0.38, 0.02), control2: pt(0.46, 0.08))
            p.addCurve(to: pt(0.73, 0.02), control1: pt(0.54, 0.08), control2: pt(0.62, 0.02))
            p.addCurve(to: pt(1, 0.31), control1: pt(0.87, 0.02), control2: pt(1, 0.13))
            p.addCurve(to: pt(0.5, 0.96), control1: pt(1, 0.52), control2: pt(0.83, 0.72))
            p.closeSubpath()
        }
    }
}

/// Colours of Apple's Health app, which Cal AI's tokens do not carry (they are Apple's, not
/// Cal AI's): the pink of the Health icon's heart and the category colours the Health
/// access sheet gives its rows (Activity orange, Body Measurements purple).
public enum HealthPalette {
    /// The heart's pink, top → bottom (iOS systemPink #FF2D55 at the bottom).
    public static let heartTop = RGBA(hex: "#FF5F8A")!
    public static let heartBottom = RGBA(hex: "#FF2D55")!
    /// iOS systemOrange (light / dark): Activity.
    public static func activity(_ a: Appearance) -> RGBA { a == .light ? RGBA(hex: "#FF9500")! : RGBA(hex: "#FF9F0A")! }
    /// iOS systemPurple (light / dark): Body Measurements.
    public static func body(_ a: Appearance) -> RGBA { a == .light ? RGBA(hex: "#AF52DE")! : RGBA(hex: "#BF5AF2")! }
}

/// An Apple-Health-like app tile: a white rounded square (continuous corners at 22.5 %
/// of the side, as iOS app icons) with a hairline edge and the pink heart in its top-right
/// corner. "the Apple Health app" (seed 000 p7).
nonisolated public struct HealthIcon: View {
    @Environment(\.calAI) private var theme
    let size: Double

    public init(size: Double) { self.size = size }

    public var body: some View {
        let t = theme
        let heart = size * 0.42
        RoundedRectangle(cornerRadius: size * 0.225)
            .fill(t.swatch(.white))
            .frame(width: size, height: size)
            .overlay(RoundedRectangle(cornerRadius: size * 0.225).strokeBorder(t.swatch(.border), lineWidth: t.length(.sizeHairline)))
            .overlay(alignment: .topTrailing) {
                HeartShape.path(width: heart, height: heart * 0.9)
                    .fill(LinearGradient(gradient: Gradient([HealthPalette.heartTop, HealthPalette.heartBottom]), startPoint: .top, endPoint: .bottom))
                    .frame(width: heart, height: heart * 0.9)
                    .padding(.top, size * 0.14)
                    .padding(.trailing, size * 0.12)
            }
            .accessibilityLabel("Apple Health")
    }
}

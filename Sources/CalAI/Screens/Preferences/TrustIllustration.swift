public import SwiftUI
import DisplayList

/// The thank-you step's illustration (seed 000 p7 "An animated screen with 'Thank you for
/// trusting us'"): two cupped hands holding a heart inside a soft grey circle, with a few
/// sparkles — drawn with shapes in the app's black, white and grey.
nonisolated public struct TrustIllustration: View {
    @Environment(\.calAI) private var theme
    let size: Double

    public init(size: Double = 200) { self.size = size }

    public var body: some View {
        let t = theme
        let s = size
        ZStack {
            Circle().fill(t.swatch(.optionFill)).frame(width: s, height: s)
            Circle().strokeBorder(t.swatch(.border), lineWidth: t.length(.sizeHairline)).frame(width: s * 0.78, height: s * 0.78)
            // The heart, floating above the hands.
            HeartShape.path(width: s * 0.34, height: s * 0.31)
                .fill(t.swatch(.inverse))
                .frame(width: s * 0.34, height: s * 0.31)
                .offset(y: -s * 0.07)
            hands.offset(y: s * 0.17)
            sparkle(s * 0.07).offset(x: s * 0.27, y: -s * 0.25)
            sparkle(s * 0.05).offset(x: -s * 0.28, y: -s * 0.14)
            sparkle(s * 0.04).offset(x: s * 0.2, y: -s * 0.36)
        }
        .frame(width: s, height: s)
        .accessibilityLabel("Two hands holding a heart")
    }

    /// Two cupped hands side by side, palms up, seen from the front: one outline with a
    /// crease where the hands meet, and a wrist under each.
    var hands: some View {
        let t = theme
        let w = size * 0.6, h = size * 0.3
        let line = size * 0.018
        func pt(_ x: Double, _ y: Double) -> Point { Point(x: x * w, y: y * h) }
        let wrists = Path { p in
            p.move(to: pt(0.14, 0.7)); p.addLine(to: pt(0.0, 1.15)); p.addLine(to: pt(0.26, 1.22)); p.addLine(to: pt(0.34, 0.9))
            p.move(to: pt(0.86, 0.7)); p.addLine(to: pt(1.0, 1.15)); p.addLine(to: pt(0.74, 1.22)); p.addLine(to: pt(0.66, 0.9))
        }
        let palms = Path { p in
            p.move(to: pt(0.0, 0.12))
            p.addCurve(to: pt(0.5, 0.92), control1: pt(0.0, 0.62), control2: pt(0.22, 0.92))
            p.addCurve(to: pt(1.0, 0.12), control1: pt(0.78, 0.92), control2: pt(1.0, 0.62))
            p.addCurve(to: pt(0.88, 0.1), control1: pt(1.0, 0.0), control2: pt(0.9, -0.02))
            p.addCurve(to: pt(0.5, 0.5), control1: pt(0.84, 0.36), control2: pt(0.68, 0.5))
            p.addCurve(to: pt(0.12, 0.1), control1: pt(0.32, 0.5), control2: pt(0.16, 0.36))
            p.addCurve(to: pt(0.0, 0.12), control1: pt(0.1, -0.02), control2: pt(0.0, 0.0))
            p.closeSubpath()
        }
        let creases = Path { p in
            p.move(to: pt(0.5, 0.5)); p.addLine(to: pt(0.5, 0.92))
            // Finger joints on either side.
            p.move(to: pt(0.05, 0.4)); p.addLine(to: pt(0.13, 0.38))
            p.move(to: pt(0.1, 0.58)); p.addLine(to: pt(0.19, 0.53))
            p.move(to: pt(0.95, 0.4)); p.addLine(to: pt(0.87, 0.38))
            p.move(to: pt(0.9, 0.58)); p.addLine(to: pt(0.81, 0.53))
        }
        return ZStack(alignment: .topLeading) {
            wrists.fill(t.swatch(.surface)).stroke(t.swatch(.inverse), lineWidth: line, lineCap: .round)
            palms.fill(t.swatch(.surface)).stroke(t.swatch(.inverse), lineWidth: line, lineCap: .round)
            creases.stroke(t.swatch(.inverse), lineWidth: line * 0.8, lineCap: .round)
        }
        .frame(width: w, height: h)
    }

    func sparkle(_ d: Double) -> some View {
        StarShape.path(size: d).fill(theme.swatch(.inverse)).frame(width: d, height: d)
    }
}

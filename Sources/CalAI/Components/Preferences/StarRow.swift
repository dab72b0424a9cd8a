import DisplayList
public import SwiftUI
import Foundation

/// A five-pointed star drawn as a path in a `size` × `size` square (point up, inner
/// radius 0.4 of the outer, as SF Symbols' star).
public struct StarShape {
    public static func path(size: Double) -> Path {
        Path { p in
            let c = size / 2, outer = size / 2, inner = outer * 0.4
            for k in 0..<10 {
                let r = k.isMultiple(of: 2) ? outer : inner
                let a = -Double.pi / 2 + Double(k) * Double.pi / 5
                let point = Point(x: c + r * cos(a), y: c + 0.06 * size + r * sin(a))
                if k == 0 { p.move(to: point) } else { p.addLine(to: point) }
            }
            p.closeSubpath()
        }
    }
}

/// A row of rating stars: "A screen prompting a 5-star rating" (seed 000 p7). `filled` of
/// `count` stars are solid in `colorName` (the gold `color.star` on the page, the system
/// blue in the App Store prompt), the rest outlined in it.
nonisolated public struct StarRow: View {
    @Environment(\.calAI) private var theme
    let filled: Int
    let count: Int
    let size: Double?
    let spacing: Double
    let colorName: CalAIColor

    public init(filled: Int = 5, of count: Int = 5, size: Double? = nil, spacing: Double = 4, colorName: CalAIColor = .star) {
        self.filled = filled; self.count = count; self.size = size; self.spacing = spacing; self.colorName = colorName
    }

    public var body: some View {
        let t = theme
        let side = size ?? t.length(.sizeStar)
        HStack(spacing: spacing) {
            ForEach(0..<count) { i in
                if i < filled {
                    StarShape.path(size: side).fill(t.swatch(colorName)).frame(width: side, height: side)
                } else {
                    StarShape.path(size: side).stroke(t.swatch(colorName), lineWidth: max(1, side / 20)).frame(width: side, height: side)
                }
            }
        }
        .accessibilityLabel("\(filled) of \(count) stars")
    }
}

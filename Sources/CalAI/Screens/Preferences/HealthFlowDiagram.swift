public import SwiftUI
import DisplayList

/// The Apple Health step's diagram (seed 000 p7: "an icon flow diagram connecting a running
/// person, a heart, and a sleeping person to the Apple Health app"): three white circles
/// with the activity, heart and sleep glyphs, their lines curving down into the Health tile.
nonisolated public struct HealthFlowDiagram: View {
    @Environment(\.calAI) private var theme
    @Environment(\.appearance) private var appearance

    public init() {}

    static let width = 300.0, height = 250.0
    static let bubble = 68.0, tile = 96.0
    /// Centres of the three sources along the top, and of the Health tile below.
    static let sources = [(72.0, 40.0), (150.0, 40.0), (228.0, 40.0)]
    static let target = (150.0, 192.0)
    static let items = [("figure.run", "Activity"), ("heart.fill", "Heart rate"), ("bed.double.fill", "Sleep")]

    public var body: some View {
        let t = theme
        ZStack(alignment: .topLeading) {
            links.frame(width: Self.width, height: Self.height)
            ForEach(Self.items.indices, id: \.self) { i in
                let (x, y) = Self.sources[i]
                Image(systemName: Self.items[i].0)
                    .font(.system(size: 30, weight: .medium))
                    .foregroundColor(t.swatch(.textPrimary))
                    .frame(width: Self.bubble, height: Self.bubble)
                    .background(t.swatch(.surface), in: Circle())
                    .overlay(Circle().strokeBorder(t.swatch(.border), lineWidth: t.length(.sizeHairline)))
                    .tokenShadow(t.shadowToken(.card, appearance))
                    .accessibilityLabel(Self.items[i].1)
                    .padding(.leading, x - Self.bubble / 2)
                    .padding(.top, y - Self.bubble / 2)
            }
            HealthIcon(size: Self.tile)
                .tokenShadow(t.shadowToken(.card, appearance))
                .padding(.leading, Self.target.0 - Self.tile / 2)
                .padding(.top, Self.target.1 - Self.tile / 2)
        }
        .frame(width: Self.width, height: Self.height, alignment: .topLeading)
        .frame(maxWidth: .infinity)
        .accessibilityLabel("Activity, heart rate and sleep flow into Apple Health")
    }

    /// Three curves from the bottoms of the bubbles to the top of the tile, with a dot where
    /// each leaves its bubble.
    var links: some View {
        let t = theme
        let top = Self.target.1 - Self.tile / 2
        return Path { p in
            for (x, y) in Self.sources {
                let start = Point(x: x, y: y + Self.bubble / 2)
                let end = Point(x: Self.target.0 + (x - Self.target.0) * 0.25, y: top)
                p.move(to: start)
                p.addCurve(to: end, control1: Point(x: x, y: start.y + 50), control2: Point(x: end.x, y: top - 40))
            }
        }
        .stroke(t.swatch(.textTertiary), lineWidth: 2, lineCap: .round)
    }
}

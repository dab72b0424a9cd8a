import DisplayList
import Foundation
import SwiftUI
import Testing
import Tokens

/// `Canvas` drawn as views: paths filled and stroked in the canvas's coordinates (moved by
/// the context's transform), text at its anchor, opacity and clip in force when drawn,
/// gradients in canvas points, and a renderer that never stops drawing bounded.
@Suite @MainActor struct CanvasTests {
    static let red = RGBA(r: 1, g: 0, b: 0, a: 1)

    func canvas(_ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) -> DisplayList {
        layout(Canvas(renderer: renderer).frame(width: 200, height: 100), width: 200, height: 100)
    }

    @Test func pathsAreFilledInCanvasCoordinatesThroughTheTransform() throws {
        let list = canvas { context, size in
            #expect(size == CGSize(width: 200, height: 100))
            context.translateBy(x: 10, y: 20)
            context.scaleBy(x: 2, y: 2)
            context.fill(Path(CGRect(x: 5, y: 5, width: 10, height: 10)), with: .color(Color(Self.red)))
        }
        let filled = try #require(list.elements.first { $0.fill == .solid(Self.red) })
        // (5, 5) scaled ×2 then moved by (10, 20): a 20 × 20 square at (20, 30).
        #expect(filled.frame == Rect(x: 0, y: 0, width: 200, height: 100))
        guard case let .path(commands) = filled.shape else { Issue.record("not a path: \(filled.shape)"); return }
        #expect(commands.first == .move(Point(x: 20, y: 30)))
        #expect(commands.contains(.line(Point(x: 40, y: 50))))
    }

    @Test func strokesKeepTheirDashesAndScaledWidth() throws {
        let list = canvas { context, _ in
            context.scaleBy(x: 2, y: 2)
            var line = Path()
            line.move(to: CGPoint(x: 0, y: 10))
            line.addLine(to: CGPoint(x: 50, y: 10))
            context.stroke(line, with: .color(Color(Self.red)), style: StrokeStyle(lineWidth: 1.5, dash: [6, 4]))
        }
        let stroke = try #require(list.elements.first { $0.stroke != nil }?.stroke)
        #expect(stroke.width == 3 && stroke.dash == [6, 4] && stroke.paint == .solid(Self.red))
    }

    @Test func textIsDrawnWithItsAnchorAtThePointAndOpacityAsSet() throws {
        let list = canvas { context, _ in
            context.draw(Text("Mid"), at: CGPoint(x: 100, y: 50))
            context.opacity = 0.5
            context.draw(Text("Corner"), at: CGPoint(x: 200, y: 100), anchor: .bottomTrailing)
        }
        let mid = try #require(list.elements.first { $0.text?.string == "Mid" })
        #expect(mid.frame.midX == 100 && mid.frame.midY == 50 && mid.opacity == 1)
        let corner = try #require(list.elements.first { $0.text?.string == "Corner" })
        #expect(corner.frame.maxX == 200 && corner.frame.maxY == 100 && corner.opacity == 0.5)
    }

    @Test func aGradientIsGivenInCanvasPoints() throws {
        let list = canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)),
                         with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: CGPoint(x: 50, y: 0), endPoint: CGPoint(x: 150, y: 0)))
        }
        let fill = try #require(list.elements.first { $0.fill != nil && $0.fill != .solid(RGBA(r: 0, g: 0, b: 0, a: 0)) }?.fill)
        guard case let .linearGradient(_, start, end) = fill else { Issue.record("not a linear gradient: \(fill) in \(list.elements.map(\.fill))"); return }
        #expect(start == UnitPoint(x: 0.25, y: 0) && end == UnitPoint(x: 0.75, y: 0))
    }

    @Test func aRendererThatDrawsWithoutEndIsBounded() {
        let list = canvas { context, _ in
            for i in 0..<100_000 { context.fill(Path(CGRect(x: Double(i % 200), y: 0, width: 1, height: 1)), with: .color(Color(Self.red))) }
        }
        #expect(list.elements.filter { $0.fill == .solid(Self.red) }.count == GraphicsContext.limit)
    }
}

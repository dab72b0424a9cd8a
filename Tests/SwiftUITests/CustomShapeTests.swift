import DisplayList
import SwiftUI
import Testing
import Tokens

/// A team's own `Shape` and `Path`'s Core Graphics spellings, drawn as SwiftUI draws them.
@Suite @MainActor struct CustomShapeTests {
    struct Triangle: SwiftUI.Shape {
        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
            return path
        }
    }

    func shape(_ list: DisplayList) -> Element? { list.elements.first { $0.kind == .shape } }

    /// Laid out in a 100 × 80 frame centred on the 393 × 852 screen, its path in that frame's
    /// coordinates; filled with the foreground style (black) unless told otherwise.
    @Test func aTeamsShapeIsItsPathInItsFrame() throws {
        let drawn = try #require(shape(layout(Triangle().frame(width: 100, height: 80))))
        #expect(drawn.frame == Rect(x: 146.5, y: 386, width: 100, height: 80))
        #expect(drawn.shape == .path([.move(Point(x: 50, y: 0)), .line(Point(x: 100, y: 80)), .line(Point(x: 0, y: 80)), .close]))
        #expect(drawn.fill == .solid(RGBA(hex: "#000000")!) && drawn.stroke == nil)
        let filled = try #require(shape(layout(Triangle().fill(.red).frame(width: 10, height: 10))))
        #expect(filled.fill == .solid(RGBA(hex: "#FF3B30")!))
        let stroked = try #require(shape(layout(Triangle().stroke(.blue, lineWidth: 3).frame(width: 10, height: 10))))
        #expect(stroked.fill == nil && stroked.stroke?.width == 3 && stroked.stroke?.paint == .solid(RGBA(hex: "#007AFF")!))
        let dashed = try #require(shape(layout(Triangle().stroke(.green, style: StrokeStyle(lineWidth: 2, dash: [4, 2])).frame(width: 10, height: 10))))
        #expect(dashed.stroke?.dash == [4, 2])
        let tinted = try #require(shape(layout(Triangle().foregroundStyle(.purple).frame(width: 10, height: 10))))
        #expect(tinted.fill == .solid(RGBA(hex: "#AF52DE")!))
    }

    /// A quarter arc from 3 o'clock to 6 o'clock (0° → 90°, `clockwise: false`: clockwise on
    /// a y-down screen), one Bézier with handles 4/3 · tan(90°/4) · r = 27.614 long.
    @Test func arcsRectsAndEllipses() {
        var arc = Path()
        arc.addArc(center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        let k = 4.0 / 3.0 * tan(Double.pi / 8) * 50
        guard arc.commands.count == 2, case .move(let start) = arc.commands[0], case .curve(let end, let c1, let c2) = arc.commands[1] else {
            Issue.record("\(arc.commands)"); return
        }
        #expect(start == Point(x: 100, y: 50))
        #expect(abs(end.x - 50) < 1e-9 && abs(end.y - 100) < 1e-9)
        #expect(abs(c1.x - 100) < 1e-9 && abs(c1.y - (50 + k)) < 1e-9)
        #expect(abs(c2.x - (50 + k)) < 1e-9 && abs(c2.y - 100) < 1e-9)
        #expect(arc.currentPoint.map { abs($0.y - 100) < 1e-9 } == true)
        // The long way round: clockwise: true sweeps the other 270°, three quarters.
        var long = Path()
        long.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        #expect(long.commands.count == 4)
        #expect(Path(CGRect(x: 0, y: 0, width: 4, height: 2)).commands == [.move(Point(x: 0, y: 0)), .line(Point(x: 4, y: 0)), .line(Point(x: 4, y: 2)), .line(Point(x: 0, y: 2)), .close])
        #expect(Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10)).commands.count == 6)
        #expect(Path(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 3).commands.count == 10)
        var quad = Path()
        quad.move(to: .zero)
        quad.addQuadCurve(to: CGPoint(x: 30, y: 0), control: CGPoint(x: 15, y: 30))
        #expect(quad.commands.last == .curve(Point(x: 30, y: 0), control1: Point(x: 10, y: 20), control2: Point(x: 20, y: 20)))
        var lines = Path()
        lines.addLines([CGPoint(x: 1, y: 1), CGPoint(x: 2, y: 2)])
        #expect(lines.commands == [.move(Point(x: 1, y: 1)), .line(Point(x: 2, y: 2))])
        #expect(Path().isEmpty && !lines.isEmpty)
    }

    /// The built-in shapes by their static names.
    @Test func shapeStatics() throws {
        let background = layout(Text("Tag").background(.red, in: .rect(cornerRadius: 12)))
        let explicit = layout(Text("Tag").background(.red, in: RoundedRectangle(cornerRadius: 12)))
        #expect(background == explicit)
        #expect(layout(Text("x").clipShape(.capsule)) == layout(Text("x").clipShape(Capsule())))
        #expect(layout(Text("x").clipShape(.circle)) == layout(Text("x").clipShape(Circle())))
        #expect(layout(Text("x").background(.blue, in: .rect)) == layout(Text("x").background(.blue, in: Rectangle())))
        #expect(layout(Text("x").background(.blue, in: .ellipse)) == layout(Text("x").background(.blue, in: Ellipse())))
    }
}

import Foundation
import DisplayList
import SwiftUI
import Testing
import Tokens

/// `trim(from:to:)` on every built-in shape, and Xcode's `#colorLiteral`.
@Suite @MainActor struct TrimAndColorLiteralTests {
    /// A 100 × 50 rectangle's outline runs from its top-left corner clockwise: 300 pt long.
    /// Half of it is the top edge and the right edge — (0,0) → (100,0) → (100,50).
    @Test func halfARectangleIsTwoOfItsEdges() {
        let list = layout(Rectangle().trim(from: 0, to: 0.5).stroke(Color.red, lineWidth: 2).frame(width: 100, height: 50), width: 200, height: 200)
        guard case .path(let commands) = list.elements[0].shape else { Issue.record("not a path"); return }
        #expect(commands == [.move(Point(x: 0, y: 0)), .line(Point(x: 100, y: 0)), .line(Point(x: 100, y: 50))])
        #expect(list.elements[0].fill == nil)
    }

    /// From 0.1 to 0.2 of the same outline: 30 pt to 60 pt along the top edge.
    @Test func aSliceInTheMiddle() {
        let list = layout(Rectangle().trim(from: 0.1, to: 0.2).stroke(Color.red).frame(width: 100, height: 50), width: 200, height: 200)
        guard case .path(let commands) = list.elements[0].shape else { Issue.record("not a path"); return }
        #expect(commands == [.move(Point(x: 30, y: 0)), .line(Point(x: 60, y: 0))])
    }

    /// A capsule's trim is measured along its curves: the whole of it ends where it began.
    @Test func aWholeTrimOfACurvedShapeCloses() {
        let list = layout(Capsule().trim(from: 0, to: 1).stroke(Color.red).frame(width: 100, height: 40), width: 200, height: 200)
        guard case .path(let commands) = list.elements[0].shape, case .move(let first) = commands.first, case .line(let last) = commands.last
        else { Issue.record("not a trimmed path"); return }
        #expect(abs(first.x - last.x) < 1e-9 && abs(first.y - last.y) < 1e-9)
        // An empty or reversed trim draws nothing; NaN is no length.
        let empty = layout(RoundedRectangle(cornerRadius: 8).trim(from: 0.5, to: 0.5).stroke(Color.red).frame(width: 50, height: 50), width: 100, height: 100)
        if case .path(let c) = empty.elements.first?.shape { #expect(c.isEmpty) }
        let nan = layout(Rectangle().trim(from: .nan, to: .nan).stroke(Color.red).frame(width: 50, height: 50), width: 100, height: 100)
        if case .path(let c) = nan.elements.first?.shape { #expect(c.isEmpty) }
    }

    /// Spellings real animated views use: `.bold()` on any view, `strokeBorder(style:)` on a
    /// built-in shape (a 12-pt dashed ring inside a 100-pt frame), `Color(.systemGray6)`.
    @Test func everydaySpellingsOfAnimatedViews() {
        let bold = layout(VStack { Text("a") }.bold(), width: 100, height: 100)
        #expect(bold.elements[0].text?.font.weight == 700)
        let ring = layout(Circle().strokeBorder(style: StrokeStyle(lineWidth: 12, dash: [60, 400])).frame(width: 100, height: 100), width: 100, height: 100)
        #expect(ring.elements[0].stroke?.width == 12 && ring.elements[0].stroke?.inside == true && ring.elements[0].stroke?.dash == [60, 400])
        var env = EnvironmentValues()
        env.appearance = .dark
        #expect(Color(.systemGray6).resolved(in: env) == RGBA(hex: "#1C1C1E"))
        #expect(Color(.systemGray6).resolved(in: EnvironmentValues()) == RGBA(hex: "#F2F2F7"))
    }

    /// `#colorLiteral(red:green:blue:alpha:)` is the sRGB colour it names.
    @Test func aColorLiteralIsItsColour() {
        let c = Color(#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(c == Color(red: 1, green: 0.5, blue: 0))
    }
}

/// A stroke's `dashPhase`: drawn, written only when not 0, and animated (marching ants).
@Suite @MainActor struct DashPhaseTests {
    struct Ants: View {
        @State private var marching = false
        var body: some View {
            Rectangle()
                .stroke(Color.blue, style: StrokeStyle(lineWidth: 2, dash: [10, 5], dashPhase: marching ? 100 : 0))
                .frame(width: 50, height: 50)
                .onAppear { withAnimation(.linear(duration: 1)) { marching = true } }
        }
    }

    /// Linear over 1 s from 0 to 100: 50 at 0.5 s; a still is at rest, at the phase the
    /// appear action set (100).
    @Test func aDashPhaseAnimates() {
        let r = AnimationRecording(Ants(), in: Rect(x: 0, y: 0, width: 100, height: 100), measurer: FixedAdvanceMeasurer(), rootName: "root")
        #expect(r.frame(at: 0.5).elements[0].stroke?.dashPhase == 50)
        #expect(layout(Ants(), width: 100, height: 100).elements[0].stroke?.dashPhase == 100)
    }

    /// JSON: a zero phase is left out (display lists written before read the same), a phase
    /// is written and read back, and a missing one reads as 0.
    @Test func aDashPhaseIsWrittenOnlyWhenItIsNotZero() throws {
        let plain = Stroke(.solid(RGBA(r: 0, g: 0, b: 1, a: 1)), width: 2, dash: [10, 5])
        let moved = Stroke(.solid(RGBA(r: 0, g: 0, b: 1, a: 1)), width: 2, dash: [10, 5], dashPhase: 7.5)
        let plainJSON = String(decoding: try JSONEncoder().encode(plain), as: UTF8.self)
        #expect(!plainJSON.contains("dashPhase"))
        #expect(try JSONDecoder().decode(Stroke.self, from: JSONEncoder().encode(moved)) == moved)
        #expect(try JSONDecoder().decode(Stroke.self, from: Data(plainJSON.utf8)).dashPhase == 0)
        #expect(Stroke(.solid(RGBA(r: 0, g: 0, b: 0, a: 1)), width: 1, dashPhase: .nan).dashPhase == 0)
    }
}

import DisplayList
import Foundation
import SwiftUI
import Testing
import Tokens

/// `.offset(CGSize)`, `.clipped()`, `.rotation3DEffect`, the `Text` title spellings,
/// `NavigationStack(path:)`, `NavigationPath`, with values worked by hand.
@Suite @MainActor struct GeometrySpellingTests {
    private func square() -> some View { Color.red.frame(width: 20, height: 10) }

    @Test func offsetBySizeAndClippedToTheFrame() throws {
        let moved = try #require(layout(square().offset(CGSize(width: 5, height: -3))).elements.first)
        #expect(moved.transform == AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 5, ty: -3))
        // A 40 × 40 circle in a 20 × 20 frame, clipped: the clip is the frame (186.5, 416).
        let clipped = try #require(layout(Circle().fill(Color.red).frame(width: 40, height: 40).frame(width: 20, height: 20).clipped()).elements.first)
        #expect(clipped.clip?.frame == Rect(x: 186.5, y: 416, width: 20, height: 20))
        #expect(clipped.clip?.shape == .rectangle)
    }

    @Test func rotation3DEffectIsTheRotationSeenStraightOn() throws {
        // Half a turn about y mirrors left to right about the centre (196.5, 426): a = −1,
        // tx = 2 × 196.5.
        let flipped = try #require(layout(square().rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))).elements.first?.transform)
        #expect(abs(flipped.a + 1) < 1e-12 && abs(flipped.d - 1) < 1e-12 && abs(flipped.b) < 1e-12 && abs(flipped.c) < 1e-12)
        #expect(abs(flipped.tx - 393) < 1e-9 && abs(flipped.ty) < 1e-9)
        // 60° about x: heights × cos 60° = 0.5 about the centre's y, 426: ty = 213.
        let tilted = try #require(layout(square().rotation3DEffect(.degrees(60), axis: (x: 1, y: 0, z: 0))).elements.first?.transform)
        #expect(abs(tilted.a - 1) < 1e-12 && abs(tilted.d - 0.5) < 1e-12 && abs(tilted.ty - 213) < 1e-9)
        // About z it is .rotationEffect.
        let z = layout(square().rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 1))).elements.first?.transform
        let r = layout(square().rotationEffect(.degrees(30))).elements.first?.transform
        let zt = try #require(z), rt = try #require(r)
        #expect(abs(zt.a - rt.a) < 1e-12 && abs(zt.b - rt.b) < 1e-12 && abs(zt.c - rt.c) < 1e-12 && abs(zt.tx - rt.tx) < 1e-9)
        // A zero axis turns nothing.
        #expect(layout(square().rotation3DEffect(.degrees(45), axis: (x: 0, y: 0, z: 0))).elements.first?.transform == nil)
    }

    @Test func textTitlesAndAStackWithAPathDrawTheirRoot() {
        struct Stacked: View {
            @State private var path = NavigationPath()
            var body: some View {
                NavigationStack(path: $path) {
                    Text("Root").navigationBarTitle(Text("Inbox"), displayMode: .inline)
                }
            }
        }
        let titled = layout(Stacked())
        let plain = layout(NavigationStack { Text("Root").navigationBarTitle("Inbox", displayMode: .inline) })
        #expect(titled.texts == plain.texts)
        #expect(titled.texts.contains("Inbox") && titled.texts.contains("Root"))
        var path = NavigationPath(["a", "b"])
        path.append(3)
        #expect(path.count == 3)
        path.removeLast(5)
        #expect(path.isEmpty)
    }

    @Test func placeholderTextIsUIKitsValue() {
        var env = EnvironmentValues()
        #expect(Color.placeholderText.resolved(in: env) == RGBA(hex: "#3C3C434D"))
        env.appearance = .dark
        #expect(Color.placeholderText.resolved(in: env) == RGBA(hex: "#EBEBF54D"))
    }
}

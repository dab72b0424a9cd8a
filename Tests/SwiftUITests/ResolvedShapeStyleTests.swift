import DisplayList
import SwiftUI
import Testing
import Tokens

/// A team's own `ShapeStyle`, written as iOS 17 has it (`resolve(in:)` returning another
/// style), paints as what it resolves to in the environment it is drawn in; and the
/// transition spellings iOS 17 added compile and leave a still in place.
@Suite @MainActor struct ResolvedShapeStyleTests {
    struct Ink: ShapeStyle {
        var opacity: Double
        func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
            (environment.colorScheme == .dark ? Color.white : Color.black).opacity(opacity)
        }
    }

    struct Layered: ShapeStyle {
        func resolve(in environment: EnvironmentValues) -> Ink { Ink(opacity: 0.5) }
    }

    @Test func aTeamsStylePaintsAsItResolvesInEachAppearance() throws {
        let view = Rectangle().fill(Ink(opacity: 0.25)).frame(width: 10, height: 10)
        var dark = EnvironmentValues()
        dark.appearance = .dark
        let light = try #require(layout(view).elements.first { $0.fill != nil }?.fill)
        let night = try #require(layout(view, environment: dark).elements.first { $0.fill != nil }?.fill)
        #expect(light == .solid(RGBA(r: 0, g: 0, b: 0, a: 0.25)))
        #expect(night == .solid(RGBA(r: 1, g: 1, b: 1, a: 0.25)))
        // A style resolving to another team style resolves again.
        let layered = layout(Text("x").foregroundStyle(Layered()))
        #expect(layered.elements.first?.text?.paint == .solid(RGBA(r: 0, g: 0, b: 0, a: 0.5)))
    }

    @Test func iOS17TransitionSpellingsLeaveTheStillInPlace() {
        let view = VStack {
            Image(systemName: "star.fill").contentTransition(.symbolEffect(.replace.upUp))
            Text("Fed").transition(.scale(0.5).combined(with: .opacity))
        }
        #expect(layout(view).texts.contains("Fed"))
    }
}

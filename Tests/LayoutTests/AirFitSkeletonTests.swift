import AirFit
import DesignProofTesting
import DisplayList
import Foundation
import Layout
import TestSupport
import Testing
import Tokens

/// The seed's four AirFit skeletons (§6) and GlassCard, written in our DSL nearly as the
/// seed writes them, laid out on an iPhone 16 with the fake font, and pinned as JSON.
@Suite struct AirFitSkeletonTests {
    static let root = Checkout.root

    let theme: AirFitTheme

    init() throws {
        theme = try AirFitTheme(tokens: try #require(loadTokens(Self.root + "/tokens/airfit.resolver.json")))
    }

    func list<V: View>(_ view: V, appearance: Appearance = .light) -> DisplayList {
        var env = EnvironmentValues()
        env.appearance = appearance
        return ScreenLayout.layout(view, environment: theme.environment(env), measurer: FixedAdvanceMeasurer())
    }

    @Test func welcomeMatchesItsSnapshot() throws { try assertJSONSnapshot(list(OnboardingWelcome()), named: "airfit-welcome") }
    @Test func dashboardMatchesItsSnapshot() throws { try assertJSONSnapshot(list(Dashboard()), named: "airfit-dashboard") }
    @Test func voiceLogMatchesItsSnapshot() throws { try assertJSONSnapshot(list(VoiceLog()), named: "airfit-voice-log") }
    @Test func repCounterMatchesItsSnapshot() throws { try assertJSONSnapshot(list(RepCounter()), named: "airfit-rep-counter") }
    @Test func glassCardMatchesItsSnapshot() throws {
        try assertJSONSnapshot(list(GlassCard { Text("Get Started").frame(maxWidth: .infinity).font(.headline) }), named: "airfit-glass-card")
    }

    @Test func welcomeIsLaidOutWhereSwiftUIPutsIt() {
        let l = list(OnboardingWelcome())
        let title = l.elements.first { $0.text?.string == "Welcome\nto AirFit" }!
        let button = l.elements.first { $0.text?.string == "Get Started" }!
        // Title centred between two spacers; the card at the bottom of the padded safe area.
        #expect(abs(title.frame.midX - 393 / 2) < 1e-9)
        #expect(title.text?.font == FontSpec(family: "Quicksand", size: 44, weight: 200))
        #expect(title.text?.glyphs?.count == 17)
        // iPhone 16: safe area 59…818; padding 24; GlassCard = headline (20.4) + 2×16 padding.
        let card = l.elements.first { $0.material != nil }!
        #expect(abs(card.frame.maxY - (852 - 34 - 24)) < 1e-9)
        #expect(abs(card.frame.height - (20.4 + 32)) < 1e-9)
        #expect(card.frame.x == 24 && card.frame.width == 393 - 48)
        // The label is centred in a frame(maxWidth: .infinity) as wide as the card's content.
        #expect(abs(button.frame.midX - card.frame.midX) < 1e-9)
        #expect(card.accessibilityLabel == "Get Started")
        // The gradient fills the whole screen (ignoresSafeArea).
        #expect(l.elements[0].frame == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(l.elements[0].fill == .linearGradient(theme.gradients[0].light, start: .topLeading, end: .bottomTrailing))
        #expect(l.overflows.isEmpty)
    }

    @Test func everyDashboardCardHasALabel() {
        let l = list(Dashboard())
        let cards = l.elements.filter { $0.material != nil }
        #expect(cards.count == 4)
        #expect(cards.map(\.accessibilityLabel) == [
            "Nutrition summary, 1920 of 2300 calories",
            "Macros, protein 112 of 140 grams, carbs 205 of 260 grams, fat 58 of 75 grams",
            "Water, 1.6 of 2.5 litres",
            "Workouts, Morning run, 5.2 km · 28 min; Upper body, 12 sets · 45 min",
        ])
        #expect(l.elements.contains { $0.text?.string == "1920" && $0.text?.font.monospacedDigits == true })
    }

    /// The still is the screen at rest (its appear animations over); the recording's first
    /// frame is the moment it appears, before the seed's `withAnimation`s have moved anything.
    @Test func cascadeAtTimeZeroIsInvisibleAndGlassStartsSmall() {
        var env = EnvironmentValues()
        env.appearance = .light
        let l = AnimationRecording(OnboardingWelcome(), environment: theme.environment(env), measurer: FixedAdvanceMeasurer()).frame(at: 0)
        let title = l.elements.first { $0.text?.string == "Welcome\nto AirFit" }!
        #expect(title.text?.glyphs?.allSatisfy { $0.opacity == 0 && $0.offsetY == 6 && $0.weight == 300 } == true)
        let card = l.elements.first { $0.material != nil }!
        #expect(card.opacity == 0)
        #expect(card.transform?.a == 0.96)
    }

    @Test func elementIdsAreUniqueOnEveryScreen() {
        for list in [list(OnboardingWelcome()), list(Dashboard()), list(VoiceLog()), list(RepCounter())] {
            let ids = list.elements.map(\.id)
            #expect(Set(ids).count == ids.count)
        }
    }

    @Test func darkAppearanceUsesTheDarkGradientAndMaterial() {
        let l = list(VoiceLog(), appearance: .dark)
        #expect(l.elements[0].fill == .linearGradient(theme.gradients[0].dark, start: .topLeading, end: .bottomTrailing))
        #expect(l.background == .black)
    }
}

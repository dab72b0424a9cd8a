import AppSupport
import DesignProofTesting
import Foundation
import Layout
import MyFitnessDesign
import Render
import SnapshotTesting
import Testing

/// Both screens pinned as PNG references under snapshots/myfitness (@1x on an iPhone 16 to
/// keep the folder small): a change to the tokens, the theme or a screen shows up here as a
/// pixel diff. Record after checking a change is intended:
/// `DESIGNPROOF_RECORD=1 swift test --filter MyFitnessSnapshotTests`.
@Suite struct MyFitnessSnapshotTests {
    /// `screen[@state]` and appearance: every state of both screens, light and dark.
    static let cases: [(String, Appearance)] = ["today", "today@goal-met", "workouts", "workouts@empty"]
        .flatMap { [($0, Appearance.light), ($0, Appearance.dark)] }

    @Test(arguments: cases)
    func screen(_ name: String, _ appearance: Appearance) throws {
        let parts = name.split(separator: "@").map(String.init)
        var env = EnvironmentValues()
        env.appearance = appearance
        env.device = .iPhone16
        var list = try Example.catalog().render("myfitness/" + parts[0], ScreenRequest(environment: env, state: parts.count > 1 ? parts[1] : nil),
                                                measurer: PangoText())
        list.scale = 1
        let file = name.replacingOccurrences(of: "@", with: "-") + (appearance == .dark ? "-dark" : "") + "@1x"
        assertDesignSnapshot(of: list, as: .png(), named: file, in: "myfitness")
    }

    /// The catalogue is exactly the two screens with their states, in both appearances.
    @Test func catalogueListsBothScreens() throws {
        let entries = try Example.catalog().entries
        #expect(entries.map(\.id) == ["myfitness/today", "myfitness/workouts"])
        #expect(entries.map(\.states) == [["goal-met"], ["empty"]])
        #expect(entries.allSatisfy { $0.appearances == [.light, .dark] })
    }

    /// A state the screen does not have is refused with the states it has.
    @Test func unknownStateIsRefused() throws {
        #expect(throws: ScreenRequestError.unknownState(screen: "myfitness/today", state: "empty", known: ["goal-met"])) {
            try Example.catalog().render("myfitness/today", ScreenRequest(state: "empty"), measurer: PangoText())
        }
    }

    /// Every claimed colour pair reaches its WCAG level in both appearances.
    @Test func contrastPairsPass() throws {
        let app = try MyFitnessApp(tokens: Example.tokens())
        let pairs = app.contrastPairs(.standard)
        #expect(pairs.count == 16)
        #expect(pairs.map(\.name).contains("text.onAccent-on-accent-dark"))
        for pair in pairs { #expect(pair.passes, "\(pair.name): \(pair.ratio)") }
    }
}

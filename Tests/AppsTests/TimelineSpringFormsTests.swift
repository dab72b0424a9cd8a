import AppSupport
import AirFit
import Foundation
import Layout
import Motion
import Render
import TestSupport
import Testing
import Tokens

/// `timeline.json` rows that run on a spring carry it in SwiftUI's three forms, with its
/// settling time and overshoot; other rows have no `spring` key, and the old keys stay.
@Suite struct TimelineSpringFormsTests {
    func airFit() throws -> AirFitAnimations {
        let theme = try AirFitTheme(tokens: try Checkout.appTokens("airfit"))
        return AirFitAnimations(theme: theme, base: EnvironmentValues(), measurer: CairoRenderer().text)
    }

    func json(_ document: TimelineDocument) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: try JSONEncoder().encode(document)) as? [String: Any])
    }

    /// glass-in runs on k 130, c 12: response = duration = 2π / √130 = 0.551072 s, ζ = 12 /
    /// (2√130) = 0.526235, bounce = 1 − ζ = 0.473765, overshoot e^(−πζ/√(1 − ζ²)) = 0.143104
    /// (all to 6 decimals), settling within 0.1 % at the clip's own length.
    @Test func glassInRowsCarryTheSpringInThreeForms() throws {
        let clip = try #require(try airFit().clip("airfit/glass-in"))
        let document = try json(TimelineDocument(clip: clip, fps: 120))
        let schema = try #require(document["schema"] as? [String: Any])
        #expect(schema.count == 2 && schema["name"] as? String == "dev.designproof.timeline" && schema["version"] as? Int == 2)
        let rows = try #require(document["rows"] as? [[String: Any]])
        #expect(rows.count == 2)
        for row in rows {
            #expect(Set(row.keys) == ["element", "property", "from", "to", "start", "end", "curve", "spring", "samples"])
            let spring = try #require(row["spring"] as? [String: Any])
            #expect(Set(spring.keys) == ["interpolatingSpring", "responseDampingFraction", "durationBounce", "settlingDuration", "overshoot"])
            let physical = try #require(spring["interpolatingSpring"] as? [String: Double])
            #expect(physical == ["mass": 1, "stiffness": 130, "damping": 12, "initialVelocity": 0])
            #expect(spring["responseDampingFraction"] as? [String: Double] == ["response": 0.551072, "dampingFraction": 0.526235])
            #expect(spring["durationBounce"] as? [String: Double] == ["duration": 0.551072, "bounce": 0.473765])
            #expect(spring["overshoot"] as? Double == 0.143104)
            #expect(spring["settlingDuration"] as? Double == (clip.duration * 1e6).rounded() / 1e6)
        }
    }

    /// The push runs on spring.transition, written {"duration": 0.5, "bounce": 0}: k =
    /// (2π/0.5)² = 157.913670, c = 4π/0.5 = 25.132741, ζ 1, bounce 0, no overshoot; its
    /// background cross-fade row (easeInOut) has no spring.
    @Test func pushRowsCarryTheTransitionSpring() throws {
        let clip = try #require(try airFit().clip("airfit/push"))
        let rows = try #require(try json(TimelineDocument(clip: clip, fps: 60))["rows"] as? [[String: Any]])
        let spring = try #require(rows[0]["spring"] as? [String: Any])
        #expect(spring["interpolatingSpring"] as? [String: Double]
            == ["mass": 1, "stiffness": 157.91367, "damping": 25.132741, "initialVelocity": 0])
        #expect(spring["durationBounce"] as? [String: Double] == ["duration": 0.5, "bounce": 0])
        #expect(spring["responseDampingFraction"] as? [String: Double] == ["response": 0.5, "dampingFraction": 1])
        #expect(spring["overshoot"] as? Double == 0)
        let fade = try #require(rows.first { ($0["curve"] as? String) == "easeInOut" })
        #expect(fade["spring"] == nil)
        // An old reader's keys decode as before, and a file without `spring` still decodes.
        let decoded = try JSONDecoder().decode(TimelineDocument.self, from: try JSONEncoder().encode(TimelineDocument(clip: clip, fps: 60)))
        #expect(decoded == TimelineDocument(clip: clip, fps: 60))
    }

    @Test func motionTextNamesTheWrittenForm() {
        #expect(MotionText.spring(SpringParameters(stiffness: 157.9, damping: 25.1, duration: 0.5, bounce: -0.25))
            == "spring duration 0.5 bounce -0.25")
        #expect(MotionText.spring(SpringParameters(stiffness: 130, damping: 12)) == "spring k 130 c 12")
    }
}

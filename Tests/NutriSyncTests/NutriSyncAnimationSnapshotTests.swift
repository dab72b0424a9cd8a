import AppSupport
import DesignProofTesting
import Layout
import Motion
@testable import NutriSync
import Render
import SnapshotTesting
import TestSupport
import Testing
import Tokens

/// Key frames (start, middle, end @1x) and the timeline of every NutriSync animation and
/// of its reduced-motion variant, pinned under snapshots/nutrisync/animations as Cal AI's
/// are. The confetti is drawn from seed 0, so its frames are the same on every run. Record
/// with `DESIGNPROOF_RECORD=1 swift test --filter NutriSyncAnimationSnapshotTests`.
@Suite struct NutriSyncAnimationSnapshotTests {
    static let cases: [(id: String, reduced: Bool)] = NutriSyncAnimations.ids.flatMap { [($0, false), ($0, true)] }

    @Test(arguments: cases)
    func keyFramesAndTimeline(_ id: String, _ reduced: Bool) throws {
        let theme = try NutriSyncTheme(tokens: try Checkout.appTokens("nutrisync"))
        let plan = try NutriSyncPlan(profile: .sample, today: NutriSyncProfile.sampleToday)
        var env = EnvironmentValues()
        env.reducedMotion = reduced
        let clip = try #require(try NutriSyncAnimations(theme: theme, plan: plan, base: env, measurer: PangoText()).clip(id))
        let times = AnimationClip.frameTimes(duration: clip.duration, fps: 120)
        let name = String(id.split(separator: "/").last!) + (reduced ? "-reduced" : "")
        for (label, t) in [("start", times.first!), ("middle", times[times.count / 2]), ("end", times.last!)] {
            var list = clip.frame(at: t)
            list.scale = 1
            assertDesignSnapshot(of: list, as: .png(), named: "\(name)-\(label)@1x", in: "nutrisync/animations")
        }
        assertDesignSnapshot(of: TimelineDocument(clip: clip, fps: 120), as: .stableJSON, named: "\(name)-timeline", in: "nutrisync/animations")
    }
}

import AppSupport
import DisplayList
import Inspect
import Layout

extension MotionClaimRun {
    /// The frame at the animation's end time draws what the catalogue screen it animates
    /// to draws, in the same environment (reduced motion included), and the frame before
    /// leads into it without a jump.
    ///
    /// `ending`: where it ends when the app's claims do not say (a recorded preview ends on
    /// its own still, drawn at rest).
    /// `judgesJump` false: the step into the last frame is reported, not judged.
    package mutating func checkEnding(_ frames: MotionFrames, claims: MotionClaims, ending given: AnimationEnding? = nil, judgesJump: Bool = true) throws {
        coverage[2].contain()
        let clip = frames.clip
        let reducedMotion = frames.reducedMotion
        let name = clip.id + (reducedMotion ? " (reduced motion)" : "")
        guard let ending = given ?? claims.endings[clip.id] else {
            fail("ending: \(name): the app names no screen it ends on and no reason (MotionClaims.endings)", clip.id, ["claim": "ending"])
            endings.append(.init(animation: clip.id, reducedMotion: reducedMotion, screen: nil, reason: nil, difference: nil, jump: nil, passed: false))
            return
        }
        switch ending {
        case let .none(reason):
            coverage[2].skip("ends on no catalogue screen")
            endings.append(.init(animation: clip.id, reducedMotion: reducedMotion, screen: nil, reason: reason, difference: nil, jump: nil, passed: true))
        case let .screen(screen, state, gradient):
            var env = environment(clip.id, reduced: reducedMotion)
            env.time = 10
            let label = screen + (state.map { "@" + $0 } ?? "") + (gradient.map { " on " + $0 } ?? "")
            let list: DisplayList
            do { list = try context.catalog.render(screen, ScreenRequest(environment: env, state: state, gradient: gradient), measurer: context.renderer.text) } catch {
                fail("ending: \(name): \(label): \(error.description)", clip.id, ["claim": "ending"])
                endings.append(.init(animation: clip.id, reducedMotion: reducedMotion, screen: label, reason: nil, difference: error.description, jump: nil, passed: false))
                return
            }
            // Paint proposals (check --propose's re-check) repaint the screen; its animations
            // are compared with those paints laid on their last frame.
            let shownGradient = gradient ?? (try? context.catalog.entry(screen))?.defaultGradient
            let end = context.overlay.paintingEnding(clip.frame(at: clip.duration), of: screen, environment: env, gradient: shownGradient)
            let before = clip.frame(at: max(0, clip.duration - 1 / Double(MotionRun.fps)))
            let difference = DrawnComparison.firstDifference(end, list)
            let jump = ElementMotion.movements(from: before, to: end).map(\.distance).max() ?? 0
            coverage[2].measure()
            let jumps = judgesJump && jump > MotionRun.restingJump
            let passed = difference == nil && !jumps
            if let difference {
                fail("ending: \(name) at \(MotionRun.seconds(clip.duration)) does not draw \(label): \(difference)", clip.id, ["claim": "ending", "screen": .text(label)])
            }
            if jumps {
                fail("ending: \(name) jumps \(MotionRun.points(jump)) into its last frame (at most \(MotionRun.points(MotionRun.restingJump)))", clip.id, ["claim": "ending", "jump": .number(jump)])
            }
            endings.append(.init(animation: clip.id, reducedMotion: reducedMotion, screen: label, reason: nil, difference: difference, jump: jump, passed: passed))
        }
    }
}

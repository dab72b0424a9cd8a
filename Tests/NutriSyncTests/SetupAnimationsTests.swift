import AppSupport
import Catalog
import DisplayList
import Foundation
import Layout
import Motion
@testable import NutriSync
import Render
import TestSupport
import Testing
import Tokens

/// The Setup section's three clips: the calculating ring with its cycling messages, the
/// seeded confetti and the checkmark bounce, each with its reduced-motion variant, each
/// ending on (or passing through) the static screen.
@Suite struct SetupAnimationsTests {
    let theme: NutriSyncTheme
    let plan: NutriSyncPlan
    let catalog: ScreenCatalog
    let text = PangoText()

    init() throws {
        theme = try NutriSyncTheme(tokens: try Checkout.appTokens("nutrisync"))
        plan = try NutriSyncPlan(profile: .sample, today: NutriSyncProfile.sampleToday)
        catalog = try Checkout.screenCatalog()
    }

    func clip(_ id: String, reduced: Bool = false, seed: UInt64 = 0, device: Device = .iPhone16) throws -> AnimationClip {
        var env = EnvironmentValues()
        env.reducedMotion = reduced
        env.seed = seed
        env.device = device
        return try #require(try NutriSyncAnimations(theme: theme, plan: plan, base: env, measurer: text).clip(id))
    }

    func screen(_ name: String, device: Device = .iPhone16) throws -> DisplayList {
        var env = EnvironmentValues()
        env.device = device
        return try catalog.render("nutrisync/" + name, ScreenRequest(environment: env), measurer: text)
    }

    func texts(_ l: DisplayList) -> [String] { l.elements.compactMap { $0.text?.string } }
    func confetti(_ l: DisplayList) -> [Element] { l.elements.filter { $0.id.contains("ConfettiLayer") } }
    func times(_ c: AnimationClip, fps: Int = 60) -> [Double] { AnimationClip.frameTimes(duration: c.duration, fps: fps) }

    @Test func theSetupClipsAreListed() {
        for id in ["nutrisync/calculating-ring", "nutrisync/confetti", "nutrisync/checkmark-bounce"] {
            #expect(NutriSyncAnimations.ids.contains(id))
        }
    }

    // MARK: Calculating ring

    @Test func theRingFillsWhileTheMessagesCycleOnTheBeat() throws {
        let c = try clip("nutrisync/calculating-ring")
        let beat = try theme.tokens.duration("motion.calculatingRing.messageInterval")
        let fade = try theme.tokens.duration("motion.calculatingRing.messageFade")
        #expect(c.duration == (try theme.tokens.duration("motion.calculatingRing.duration")))
        #expect(texts(c.frame(at: 0)).contains("0%"))
        #expect(texts(c.frame(at: c.duration)).contains("100%"))
        let messages = CalculatingScreen.messages
        #expect(texts(c.frame(at: 0)).filter(messages.contains) == [messages[0]])
        #expect(texts(c.frame(at: beat + fade + 0.01)).filter(messages.contains) == [messages[1]])
        #expect(texts(c.frame(at: c.duration)).filter(messages.contains) == [messages[2]])
        // Halfway through the hand-over both show, each at half opacity.
        let mid = c.frame(at: 2 * beat + fade / 2)
        let shown = mid.elements.filter { $0.text.map { messages.contains($0.string) } ?? false }
        #expect(shown.map { $0.text!.string } == [messages[1], messages[2]])
        for e in shown { #expect(abs(mid.effectiveOpacity(of: e) - 0.5) < 1e-9) }
        // The fill only grows.
        let fill = try #require(c.rows.first { $0.element == "progress ring" })
        let samples = times(c).map(fill.value)
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test func theStaticCalculatingScreenIsAFrameOfTheClip() throws {
        let c = try clip("nutrisync/calculating-ring")
        let beat = try theme.tokens.duration("motion.calculatingRing.messageInterval")
        #expect(c.frame(at: 1.5 * beat) == (try screen("calculating")))
    }

    @Test func reducedMotionStepsTheRingInThirdsWithFades() throws {
        let c = try clip("nutrisync/calculating-ring", reduced: true)
        let percents = Set(times(c, fps: 20).flatMap { texts(c.frame(at: $0)).filter { $0.hasSuffix("%") } })
        #expect(percents == ["0%", "33%", "67%", "100%"])
        #expect(texts(c.frame(at: c.duration)).contains("100%"))
        #expect(c.rows.allSatisfy { $0.curve.contains("reduced motion") && abs($0.end - $0.start - 0.2) < 1e-9 })
    }

    // MARK: Confetti

    @Test func theSameSeedGivesTheSameFramesAndAnotherSeedOthers() throws {
        let a = try clip("nutrisync/confetti", seed: 42), b = try clip("nutrisync/confetti", seed: 42)
        let other = try clip("nutrisync/confetti", seed: 43)
        for t in [0.3, 1.0, 1.7] {
            #expect(a.frame(at: t) == b.frame(at: t))
            #expect(a.frame(at: t) != other.frame(at: t))
            #expect(!confetti(a.frame(at: t)).isEmpty)
        }
        // Byte for byte, through the renderer and the PNG encoder.
        let renderer = CairoRenderer(text: text)
        let first = try PNGFile.encode(try renderer.render(a.frame(at: 1.0)))
        let second = try PNGFile.encode(try renderer.render(b.frame(at: 1.0)))
        #expect(first == second)
        #expect(first != (try PNGFile.encode(try renderer.render(other.frame(at: 1.0)))))
    }

    @Test func theFlakesAreTheTokensCountAndColoursAndFallUnderGravity() throws {
        let count = Int(try theme.tokens.number("motion.confetti.particleCount"))
        let palette = Set(NutriSyncColor.confetti.map { Paint.solid(theme.color($0)) })
        let field = ConfettiField(count: count, gravity: try theme.tokens.dimension("motion.confetti.gravity"),
                                  screen: Device.iPhone16.size, seed: 9)
        #expect(field.flakes.count == count)
        let c = try clip("nutrisync/confetti", seed: 9)
        var most = 0
        for t in times(c, fps: 10) {
            let pieces = confetti(c.frame(at: t))
            most = max(most, pieces.count)
            #expect(pieces.count <= count)
            #expect(pieces.allSatisfy { $0.fill.map(palette.contains) ?? false })
        }
        #expect(most > count / 2, "at the busiest frame most of the \(count) flakes are in view (\(most))")
        // y(t) = y0 + v·t + g·t²/2: the fall speeds up.
        let f = field.flakes[0]
        let y = { (t: Double) in field.piece(f, at: f.delay + t).y }
        #expect(abs((y(0.2) - y(0.1)) - (y(0.1) - y(0)) - field.gravity * 0.01) < 1e-9)
    }

    @Test(arguments: Device.all)
    func theConfettiEndsOnTheCleanStaticScreen(device: Device) throws {
        let c = try clip("nutrisync/confetti", seed: 1, device: device)
        let still = try screen("all-set", device: device)
        #expect(c.frame(at: c.duration) == still)
        #expect(c.frame(at: 0) == still, "nothing has fallen into view yet")
        // Every flake has left before the end, so the last frame is not a cut.
        let field = ConfettiField(count: 80, gravity: try theme.tokens.dimension("motion.confetti.gravity"), screen: device.size, seed: 1)
        #expect(field.pieces(at: c.duration - 1e-6).isEmpty)
        #expect(field.fallen(at: c.duration - 1e-6) == 80)
    }

    @Test func reducedMotionConfettiLiesStillAndFades() throws {
        let c = try clip("nutrisync/confetti", reduced: true, seed: 5)
        let fade = try theme.tokens.duration("motion.reducedMotion.fadeDuration")
        let early = c.frame(at: 1.0), late = c.frame(at: 2.0)
        #expect(confetti(early).map(\.frame) == confetti(late).map(\.frame), "no flake moves")
        #expect(confetti(early).map(\.transform) == confetti(late).map(\.transform), "nor turns or tumbles")
        #expect(confetti(early).allSatisfy { early.effectiveOpacity(of: $0) == 1 })
        let fading = c.frame(at: fade / 2)
        #expect(confetti(fading).allSatisfy { abs(fading.effectiveOpacity(of: $0) - 0.5) < 1e-9 })
        #expect(c.frame(at: c.duration) == (try screen("all-set")))
    }

    @Test func unitDrawsStayInZeroToOne() {
        var random = SplitMix64(seed: 123)
        for _ in 0..<1000 {
            let u = random.unit()
            #expect(u >= 0 && u < 1)
        }
        var a = SplitMix64(seed: 0), b = SplitMix64(seed: 0)
        #expect(a.uniform(-50...50) == b.uniform(-50...50))
    }

    // MARK: Checkmark bounce

    /// The success checkmark's scale in a frame (1 without a transform).
    func checkScale(_ l: DisplayList) throws -> Double {
        let check = try #require(l.elements.first { $0.id == "successCheck" })
        return check.transform?.a ?? 1
    }

    @Test func theCheckmarkOvershootsThenSettlesOnTheStaticScreen() throws {
        let c = try clip("nutrisync/checkmark-bounce")
        let spring = Spring(try theme.tokens.spring("spring.checkmarkBounce"))
        #expect(abs(c.duration - spring.settlingDuration()) < 0.01)
        let scales = try times(c, fps: 60).map { try checkScale(c.frame(at: $0)) }
        let peak = try #require(scales.max())
        #expect(peak > 1.1, "a bounce: the peak scale is \(peak)")
        #expect(scales.first! <= 0.01)
        #expect(c.frame(at: c.duration) == (try screen("all-set")))
        let row = try #require(c.rows.first)
        #expect(row.curve == "spring response 0.4 ζ 0.5")
    }

    @Test func reducedMotionFadesTheCheckmarkInWithoutScaling() throws {
        let c = try clip("nutrisync/checkmark-bounce", reduced: true)
        #expect(c.duration == (try theme.tokens.duration("motion.reducedMotion.fadeDuration")))
        var opacities: [Double] = []
        for t in times(c, fps: 120) {
            let l = c.frame(at: t)
            #expect(try checkScale(l) == 1, "no scale at \(t)")
            let check = try #require(l.elements.first { $0.id == "successCheck" })
            opacities.append(l.effectiveOpacity(of: check))
        }
        #expect(opacities.first == 0 && opacities.last == 1)
        #expect(zip(opacities, opacities.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(c.frame(at: c.duration) == (try screen("all-set")))
    }
}

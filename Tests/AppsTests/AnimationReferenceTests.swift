import AppSupport
import Catalog
import Foundation
import DesignProofTesting
import Layout
import Render
import TestSupport
import Testing

/// Every animation of every app pinned whole: each frame at 10 fps on the iPhone SE at @1x
/// in one APNG, and its timeline, under snapshots/APP/motion (`assertAnimationSnapshot`).
/// The key frames at 120 fps stay pinned by each app's snapshot suite. 10 fps @1x on the
/// smallest phone keeps the folder lean: 5.2 MB for the 22 animations (the frames store
/// only what changed; 6 fps would save 1.6 MB, 8 fps 0.8 MB: the first frames weigh most).
/// The reduced-motion variants are not pinned here: 2.7 MB more, as much again as half the
/// animations, for fades whose claims `proof check motion` measures on the display lists.
/// Record with `DESIGNPROOF_RECORD=1 swift test --filter AnimationReferenceTests`.
@Suite struct AnimationReferenceTests {
    static let fps = 10

    /// Every animation id of every app, as `proof list` shows them.
    static let ids: [String] = AppList.all.flatMap { $0.animationIDs }

    @Test func everyAnimationOfEveryAppIsPinned() throws {
        let catalog = try AnimationCatalog(tokensDirectory: Checkout.root + "/tokens")
        #expect(Self.ids == catalog.ids)
        #expect(Self.ids.count == 22)
    }

    /// The reader behind the comparison reads a recorded reference back to the frames the
    /// clip draws (passing runs never decode it: equal bytes pass at once). Cal AI's loading
    /// screen: 54 frames, most of them a few changed rows drawn over the frame before.
    @Test func aRecordedReferenceDecodesToTheClipsFrames() throws {
        let reference = try Data(contentsOf: URL(fileURLWithPath: Checkout.root + "/snapshots/calai/motion/motion.loading-progress-se-10fps.png"))
        let animation = try AnimatedPNG.decode(reference)
        var env = EnvironmentValues()
        env.device = .iPhoneSE
        let clip = try AnimationCatalog(tokensDirectory: Checkout.root + "/tokens")
            .clip("calai/loading-progress", from: nil, to: nil, environment: env, measurer: PangoText())
        #expect(animation.frames.count == 54)
        let renderer = CairoRenderer()
        for k in [0, 1, 27, 53] {
            var list = clip.frame(at: Double(k) / 10)
            list.scale = 1
            #expect(animation.frames[k].image == (try PNGFile.decode(try PNGFile.encode(try renderer.render(list)))), "frame \(k)")
        }
        #expect(animation.frames[27].image != animation.frames[26].image)
    }

    @Test(arguments: ids)
    func animationIsPinned(_ id: String) throws {
        let app = String(id.split(separator: "/").first!), name = String(id.split(separator: "/").last!)
        let screens = try Checkout.screenCatalog()
        // Drawn as `proof animate` draws it: light, or dark for a dark-only app (NutriSync).
        let appearances = Set(screens.entries.filter { $0.id.hasPrefix(app + "/") }.flatMap(\.appearances))
        var env = EnvironmentValues()
        env.device = .iPhoneSE
        env.appearance = appearances.contains(.light) ? .light : .dark
        let catalog = try AnimationCatalog(tokensDirectory: Checkout.root + "/tokens")
        assertAnimationSnapshot(of: try catalog.clip(id, from: nil, to: nil, environment: env, measurer: PangoText()),
                                fps: Self.fps, named: name + "-se@\(Self.fps)fps", in: app + "/motion")
    }
}

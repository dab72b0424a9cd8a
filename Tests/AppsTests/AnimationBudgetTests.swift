import AppSupport
import AirFit
import Catalog
import DisplayList
import Layout
import Motion
import Render
import TestSupport
import Testing
import Tokens

/// `proof animate` refuses, before drawing a frame, a run whose frames × frame size would
/// not fit `AnimationBudget`, naming the token the length comes from. Token values the
/// loader accepts (a 600 s cascade) used to render for hours and grow past 3 GB.
@Suite struct AnimationBudgetTests {
    /// A clip of `seconds` whose frames are an empty iPhone 16 page at 3x.
    func clip(_ seconds: Double, tokens: [String] = ["motion.cascade.duration"]) -> AnimationClip {
        AnimationClip(id: "airfit/cascade", duration: seconds, rows: [], lengthTokens: tokens) { _ in
            DisplayList(size: Size(width: 393, height: 852), scale: 3)
        }
    }

    let file = "tokens/airfit.resolver.json"

    @Test func tooManyFramesNamesTheToken() {
        #expect(AnimationBudget.problem(clip: clip(600), fps: 120, scale: nil, tokenFile: file)
            == "airfit/cascade lasts 600 s: 72,001 frames at 120 fps, over the limit of 3,000 frames; "
            + "its length comes from motion.cascade.duration in tokens/airfit.resolver.json (shorten it, or lower --fps)")
        #expect(AnimationBudget.problem(clip: clip(1e6), fps: 240, scale: nil, tokenFile: file)?
            .hasPrefix("airfit/cascade lasts 1000000 s: 240,000,001 frames at 240 fps") == true)
    }

    @Test func tooManyPixelsDrawn() {
        // 2,161 frames of 1179 × 2556 px: 26 GB, over 24 GiB (25.8 GB); at 2x the same run fits.
        #expect(AnimationBudget.problem(clip: clip(9), fps: 240, scale: nil, tokenFile: file)
            == "airfit/cascade lasts 9 s: 2,161 frames of 1179×2556 px at 240 fps are 26 GB of pixels, over the 24 GiB limit "
            + "on frames × frame size; its length comes from motion.cascade.duration in tokens/airfit.resolver.json (shorten it, or lower --fps or --scale)")
        #expect(AnimationBudget.problem(clip: clip(9), fps: 240, scale: 2, tokenFile: file) == nil)
    }

    @Test func tooLongAnAnimatedPNG() {
        // At 30 fps every frame goes into the animated PNG: 601 of 393 × 852 px at 1x.
        #expect(AnimationBudget.problem(clip: clip(20, tokens: ["spring.a", "spring.b"]), fps: 30, scale: 1, tokenFile: file)
            == "airfit/cascade lasts 20 s: its animated PNG would hold 601 frames of 393×852 px (805 MB) in memory, over the 384 MiB limit; "
            + "its length comes from spring.a + spring.b in tokens/airfit.resolver.json (shorten it)")
        #expect(AnimationBudget.problem(clip: clip(.infinity, tokens: []), fps: 30, scale: 1, tokenFile: file)
            == "airfit/cascade has no finite length (inf s); its length is the seed's")
    }

    /// Every animation of the catalogue, normal and reduced, fits at the most costly
    /// options (240 fps, the largest device, 3x), and names tokens that exist and can set
    /// its length (a duration or a spring's settling time within the clip's).
    @Test func everyCatalogueAnimationFitsAndNamesRealTokens() throws {
        let directory = Checkout.root + "/tokens"
        let catalog = try AnimationCatalog(tokensDirectory: directory)
        // Each app's own token file, found by the id's prefix (NutriSync's clips name NutriSync tokens).
        var files: [String: TokenSet] = [:]
        for app in AppList.all { files[app.id] = try DesignApps.appTokens(at: directory + "/" + app.tokenFile) }
        let renderer = CairoRenderer()
        for reduced in [false, true] {
            var env = EnvironmentValues()
            env.device = Device(id: "iphone-16-pro-max")!
            env.reducedMotion = reduced
            for id in catalog.ids {
                let clip = try catalog.clip(id, from: nil, to: nil, environment: env, measurer: renderer.text)
                #expect(AnimationBudget.problem(clip: clip, fps: 240, scale: 3, tokenFile: "t") == nil, "\(id)")
                let tokens = try #require(files[String(id.prefix { $0 != "/" })], "\(id) belongs to no app of AppList")
                for path in clip.lengthTokens {
                    switch try tokens.value(path) {
                    case .duration(let d): #expect(d <= clip.duration + 1e-9, "\(id): \(path)")
                    case .spring(let s):
                        let settles = Spring(stiffness: s.stiffness, damping: s.damping, mass: s.mass, initialVelocity: s.initialVelocity).settlingDuration()
                        #expect(settles <= clip.duration + 1e-9, "\(id): \(path)")
                    default: Issue.record("\(id): \(path) is neither a duration nor a spring")
                    }
                }
                // Every clip's length comes from a token now, reduced or not (AirFit's
                // cross-fade, GradientNumber and reduced fades used to be literals).
                #expect(!clip.lengthTokens.isEmpty, "\(id)")
            }
        }
    }
}

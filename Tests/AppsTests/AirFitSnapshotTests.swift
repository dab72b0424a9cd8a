import AppSupport
import AirFit
import DesignProofTesting
import DisplayList
import Foundation
import Layout
import Render
import SnapshotTesting
import TestSupport
import Testing
import Tokens

/// Every AirFit screen in both appearances, key frames of every animation and their
/// timelines, pinned as references under snapshots/airfit (@1x to keep the folder lean).
/// Record with `DESIGNPROOF_RECORD=1 swift test --filter AirFitSnapshotTests`.
@Suite struct AirFitSnapshotTests {
    let theme: AirFitTheme
    init() throws { theme = try AirFitTheme(tokens: try Checkout.appTokens("airfit")) }

    /// Each screen on its own gradient (seed §11's QA table), as `proof render` draws it.
    @Test(arguments: AirFitScreen.allCases)
    func screenInBothAppearances(_ screen: AirFitScreen) {
        for appearance in Appearance.allCases {
            let theme = self.theme
            assertDesignSnapshot(of: screen.view, as: .png(device: .iPhone16, appearance: appearance, scale: 1,
                                                           environment: { theme.environment($0, active: theme.qaGradient(for: screen)) }),
                                 named: screen.rawValue + (appearance == .dark ? "-dark" : "") + "@1x", in: "airfit", id: screen.id)
        }
    }

    @Test(arguments: AirFitAnimations.ids)
    func animationKeyFramesAndTimeline(_ id: String) throws {
        let animations = AirFitAnimations(theme: theme, base: EnvironmentValues(), measurer: PangoText())
        let clip = try #require(animations.clip(id))
        let times = AnimationClip.frameTimes(duration: clip.duration, fps: 120)
        let name = String(id.split(separator: "/").last!)
        for (label, t) in [("start", times.first!), ("middle", times[times.count / 2]), ("end", times.last!)] {
            var list = clip.frame(at: t)
            list.scale = 1
            assertDesignSnapshot(of: list, as: .png(), named: "\(name)-\(label)@1x", in: "airfit/animations")
        }
        assertDesignSnapshot(of: TimelineDocument(clip: clip, fps: 120), as: .stableJSON, named: "\(name)-timeline", in: "airfit/animations")
    }
}

@Suite struct SnapshotStrategyTests {
    func image(_ colour: RGBA, marked: Bool = false) throws -> Data {
        var list = DisplayList(size: Size(width: 20, height: 20), scale: 1, background: colour)
        if marked { list.append(.shape("dot", Rect(x: 0, y: 0, width: 2, height: 1), fill: .solid(.black))) }
        return try PNGFile.encode(try CairoRenderer().render(list))
    }

    @Test func identicalImagesMatch() throws {
        let a = try image(RGBA(hex: "#FDE4D2")!)
        #expect(Diffing<Data>.png(precision: 1, perceptualPrecision: 1).diffV2(a, a) == nil)
    }

    @Test func precisionAllowsAShareOfPixels() throws {
        let a = try image(RGBA(hex: "#FDE4D2")!), b = try image(RGBA(hex: "#FDE4D2")!, marked: true)
        // 2 of 400 pixels differ: 0.5 %.
        let strict = Diffing<Data>.png(precision: 1, perceptualPrecision: 1).diffV2(a, b)
        #expect(strict?.0.hasPrefix("2 of 400 pixels differ (0.500 %, allowed 0.000 %)") == true)
        #expect(Diffing<Data>.png(precision: 0.99, perceptualPrecision: 1).diffV2(a, b) == nil)
    }

    @Test func perceptualPrecisionForgivesSmallColourChanges() throws {
        let a = try image(RGBA(hex: "#FDE4D2")!), b = try image(RGBA(hex: "#FCE4D2")!)
        #expect(Diffing<Data>.png(precision: 1, perceptualPrecision: 1).diffV2(a, b) != nil)
        #expect(Diffing<Data>.png(precision: 1, perceptualPrecision: 0.98).diffV2(a, b) == nil, "ΔE00 of one level is below 2")
    }

    @Test func differentSizesFail() throws {
        let a = try image(.white)
        var list = DisplayList(size: Size(width: 10, height: 20), scale: 1, background: .white)
        list.append(.shape("x", Rect(x: 0, y: 0, width: 1, height: 1), fill: .solid(.white)))
        let b = try PNGFile.encode(try CairoRenderer().render(list))
        #expect(Diffing<Data>.png(precision: 0, perceptualPrecision: 0).diffV2(a, b)?.0 == "snapshot is 10×20 px, the reference 20×20 px")
    }
}

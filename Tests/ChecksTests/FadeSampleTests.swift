import Checks
import Inspect
import Testing

/// `CrossfadeRun.FadeSample`: the share of a gradient cross-fade's whole change made between
/// two progresses, worked out in linear light on every 37th pixel of the two screens.
@Suite struct FadeSampleTests {
    /// A one-row buffer of `width` opaque black pixels, with `set` applied.
    static func row(_ width: Int, _ set: (inout [UInt8]) -> Void = { _ in }) -> PixelBuffer {
        var pixels = [UInt8](repeating: 0, count: width * 4)
        for x in 0..<width { pixels[x * 4 + 3] = 255 }
        set(&pixels)
        return PixelBuffer(width: width, height: 1, pixels: pixels)
    }

    /// Pixels 0 and 37 are sampled: red 0 → 255 in both. Pixel 5, not sampled, goes
    /// 0 → 128 in blue, which would change the share of the fade's first half if counted.
    static let from = row(38)
    static let to = row(38) { p in p[0] = 255; p[37 * 4] = 255; p[5 * 4 + 2] = 128 }

    @Test func halfwayInProgressIsTheEncodedHalfOfLinearLight() {
        let sample = CrossfadeRun.FadeSample(Self.from, Self.to)
        // enc(0.5) = 1.055 · 0.5^(1/2.4) − 0.055 = 0.735357…: both sampled channels make it.
        #expect(abs(sample.share(0, 0.5) - 0.7353569830524495) < 1e-12)
        #expect(abs(sample.share(0.5, 1) - (1 - 0.7353569830524495)) < 1e-12)
        #expect(abs(sample.share(0, 1) - 1) < 1e-12)
        #expect(sample.share(0.3, 0.3) == 0)
    }

    /// Channels that move different ways are weighted by how many sampled channels make each
    /// move: 0 → 255 twice and 255 → 0 once, each the whole change of its channel.
    @Test func eachMoveCountsAsOftenAsItIsSampled() {
        let from = Self.row(75) { p in p[74 * 4 + 1] = 255 }
        let to = Self.row(75) { p in p[0] = 255; p[37 * 4] = 255 }
        let sample = CrossfadeRun.FadeSample(from, to)
        let up = 0.7353569830524495, down = 1 - up
        #expect(abs(sample.share(0, 0.5) - (2 * up + down) / 3) < 1e-12)
    }

    @Test func theSharesOfAWholeFadeAddUpToOne() {
        // Green 40 → 220 twice (pixels 0 and 37): a sample that ignored how often a move is
        // made would not add up to 1 against the total of all three changes.
        let sample = CrossfadeRun.FadeSample(Self.row(38) { p in p[1] = 40; p[37 * 4 + 1] = 40; p[37 * 4 + 2] = 200 },
                                             Self.row(38) { p in p[1] = 220; p[37 * 4 + 1] = 220; p[37 * 4 + 2] = 10; p[37 * 4] = 90 })
        let steps = (0...12).map { Double($0) / 12 }
        let sum = zip(steps, steps.dropFirst()).map { sample.share($0, $1) }.reduce(0, +)
        #expect(abs(sum - 1) < 1e-12)
    }

    /// Two equal screens change nothing: the share is then the step in progress itself.
    @Test func noChangeSharesByProgress() {
        let sample = CrossfadeRun.FadeSample(Self.from, Self.from)
        #expect(abs(sample.share(0.2, 0.5) - 0.3) < 1e-15)
    }
}

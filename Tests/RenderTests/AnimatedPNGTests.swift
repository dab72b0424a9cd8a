import Foundation
@testable import Render
import Testing

/// The animated PNG's frame delays are exact fractions of a second: fcTL stores a 16-bit
/// numerator and denominator, and `proof animate` puts every `step`-th frame of an `fps`
/// animation in it, so each shows for step/fps s — 2/45 s at 45 fps, where 1/(45/2) = 1/22
/// played the animation 2 % slow.
@Suite struct AnimatedPNGTests {
    /// (sequence, delay numerator, delay denominator) of each fcTL chunk, and acTL's frame count.
    static func frameControls(_ png: Data) -> (frames: Int, delays: [(UInt16, UInt16)]) {
        let b = [UInt8](png)
        var i = 8, frames = 0
        var delays: [(UInt16, UInt16)] = []
        func be32(_ at: Int) -> Int { Int(b[at]) << 24 | Int(b[at + 1]) << 16 | Int(b[at + 2]) << 8 | Int(b[at + 3]) }
        while i + 12 <= b.count {
            let length = be32(i)
            let type = String(decoding: b[(i + 4)..<(i + 8)], as: UTF8.self)
            let body = i + 8
            if type == "acTL" { frames = be32(body) }
            if type == "fcTL" { delays.append((UInt16(b[body + 20]) << 8 | UInt16(b[body + 21]), UInt16(b[body + 22]) << 8 | UInt16(b[body + 23]))) }
            i += 12 + length
        }
        return (frames, delays)
    }

    static let expected: [(fps: Int, step: Int, numerator: UInt16, denominator: UInt16)] = [
        (24, 1, 1, 24), (30, 1, 1, 30), (45, 2, 2, 45), (60, 2, 1, 30), (90, 3, 1, 30), (120, 4, 1, 30), (7, 1, 1, 7),
    ]

    @Test(arguments: expected.indices)
    func delayIsStepOverFPSInLowestTerms(_ index: Int) throws {
        let e = Self.expected[index]
        #expect(AnimatedPNG.playbackStep(fps: e.fps) == e.step)
        let delay = try #require(AnimatedPNG.Delay(frames: e.step, fps: e.fps))
        #expect(delay == AnimatedPNG.Delay(frames: Int(e.numerator), fps: Int(e.denominator)))
        #expect(delay.numerator == e.numerator && delay.denominator == e.denominator)
        let frame = Raster(width: 2, height: 2, stride: 8, bytes: [UInt8](repeating: 0xFF, count: 16))
        let png = try AnimatedPNG.encode([frame, frame, frame], delay: delay)
        let controls = Self.frameControls(png)
        #expect(controls.frames == 3)
        #expect(controls.delays.count == 3)
        for d in controls.delays { #expect(d.0 == e.numerator && d.1 == e.denominator, "\(e.fps) fps") }
        // The frames play for exactly the animation's time: 3 shown frames stand for 3·step frames.
        #expect(Double(controls.delays.count) * Double(e.numerator) / Double(e.denominator) == 3 * Double(e.step) / Double(e.fps))
    }

    @Test func delaysThatDoNotFitAreRefused() {
        #expect(AnimatedPNG.Delay(frames: 1, fps: 0) == nil)
        #expect(AnimatedPNG.Delay(frames: 0, fps: 30) == nil)
        #expect(AnimatedPNG.Delay(frames: 1, fps: 70_000) == nil)
        #expect(AnimatedPNG.Delay(frames: 70_000, fps: 140_000)?.numerator == 1)
    }
}

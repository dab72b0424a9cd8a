import Testing
import Tokens
@testable import Inspect

/// PixelDiff against values worked out by hand on tiny images. Fractions are exact: the
/// diff sums integers (composited channels ×255) and divides once, so e.g. 51 levels over
/// 2 pixels × 3 channels is exactly the Double nearest 1/30.
struct PixelDiffTests {
    /// Straight RGBA8 pixels, one tuple each.
    private func image(_ pixels: [(UInt8, UInt8, UInt8, UInt8)]) -> [UInt8] {
        pixels.flatMap { [$0.0, $0.1, $0.2, $0.3] }
    }

    @Test func oneChannelOf51LevelsOverTwoPixels() {
        let a = image([(100, 100, 100, 255), (0, 0, 0, 255)])
        let b = image([(151, 100, 100, 255), (0, 0, 0, 255)])
        let d = PixelDiff(a, b, width: 2, height: 1)
        // 51/255 = 0.2 in one channel of six.
        #expect(d.meanDelta == 1.0 / 30)
        #expect(d.maxDelta == 0.2)
        #expect(d.changedPixels == 1)
        #expect(d.changedPixelRatio == 0.5)
        #expect(d.boundingBox == PixelBox(x: 0, y: 0, width: 1, height: 1))
        let e = deltaE2000(RGBA(r8: 100, g8: 100, b8: 100), RGBA(r8: 151, g8: 100, b8: 100))
        #expect(d.maxDeltaE2000 == e)
        #expect(d.meanDeltaE2000 == e / 2)
        #expect(abs(e - 19.127384231100034) < 1e-12)
    }

    @Test func identicalImagesAreZeroEverywhere() {
        let a = image([(12, 200, 7, 255), (0, 0, 0, 0), (255, 255, 255, 128)])
        let d = PixelDiff(a, Array(a), width: 3, height: 1)
        #expect(d.meanDelta == 0 && d.maxDelta == 0)
        #expect(d.changedPixels == 0 && d.changedPixelRatio == 0)
        #expect(d.meanDeltaE2000 == 0 && d.maxDeltaE2000 == 0)
        #expect(d.boundingBox == nil)
    }

    @Test func emptyImageIsZeroNotNaN() {
        let d = PixelDiff([], [], width: 0, height: 0)
        #expect(d.meanDelta == 0 && d.changedPixelRatio == 0 && d.meanDeltaE2000 == 0 && d.boundingBox == nil)
    }

    @Test func differenceOfExactlyTheToleranceIsNotAChange() {
        // Pixel 0 differs by 5 levels, pixel 1 by 6, pixel 2 not at all.
        let a = image([(10, 10, 10, 255), (10, 10, 10, 255), (10, 10, 10, 255)])
        let b = image([(15, 10, 10, 255), (10, 10, 16, 255), (10, 10, 10, 255)])
        let at4 = PixelDiff(a, b, width: 3, height: 1, tolerance: 4)
        #expect(at4.changedPixels == 2)
        #expect(at4.boundingBox == PixelBox(x: 0, y: 0, width: 2, height: 1))
        let at5 = PixelDiff(a, b, width: 3, height: 1, tolerance: 5)
        #expect(at5.changedPixels == 1)
        #expect(at5.boundingBox == PixelBox(x: 1, y: 0, width: 1, height: 1))
        let at6 = PixelDiff(a, b, width: 3, height: 1, tolerance: 6)
        #expect(at6.changedPixels == 0)
        #expect(at6.changedPixelRatio == 0)
        #expect(at6.boundingBox == nil)
        // The tolerance decides what "changed" is; the deltas and ΔE measure everything.
        #expect([at4.tolerance, at5.tolerance, at6.tolerance] == [4, 5, 6])
        for d in [at4, at5, at6] {
            #expect(d.meanDelta == 11.0 / (255 * 9))
            #expect(d.maxDelta == 6.0 / 255)
            #expect(d.meanDeltaE2000 == at4.meanDeltaE2000 && d.maxDeltaE2000 == at4.maxDeltaE2000)
        }
        #expect(at4.maxDeltaE2000 > 0)
    }

    @Test func translucentPixelsAreCompositedOnWhite() {
        // 20 % black on white is #CCCCCC: equal to opaque 204, whatever the bytes say.
        let a = image([(0, 0, 0, 51), (255, 0, 0, 0)])
        let b = image([(204, 204, 204, 255), (0, 255, 0, 0)])
        let d = PixelDiff(a, b, width: 2, height: 1)
        #expect(d.meanDelta == 0 && d.maxDelta == 0 && d.changedPixels == 0)
        #expect(d.maxDeltaE2000 == 0 && d.boundingBox == nil)
    }

    @Test func halfTransparentBlackAgainstWhiteIs128Levels() {
        // 0·128 + 255·127 = 255 · 127: composited, the pixel is exactly 127 against 255.
        let d = PixelDiff(image([(0, 0, 0, 128)]), image([(255, 255, 255, 255)]), width: 1, height: 1)
        #expect(d.meanDelta == 128.0 / 255)
        #expect(d.maxDelta == 128.0 / 255)
        #expect(d.changedPixels == 1)
        #expect(d.maxDeltaE2000 == deltaE2000(RGBA(r8: 127, g8: 127, b8: 127), .white))
    }

    @Test func aFractionOfALevelCountsAtToleranceZeroOnly() {
        // 100 at α 100 composites to (100·100 + 255·155)/255 = 194.2157…; against opaque 194
        // that is 55/255 of a level in each channel.
        let a = image([(100, 100, 100, 100)]), b = image([(194, 194, 194, 255)])
        let exact = PixelDiff(a, b, width: 1, height: 1)
        #expect(exact.maxDelta == 55.0 / 65025)
        #expect(exact.meanDelta == 55.0 / 65025)
        #expect(exact.changedPixels == 1)
        #expect(PixelDiff(a, b, width: 1, height: 1, tolerance: 1).changedPixels == 0)
    }

    @Test func boundingBoxSpansRunsAndRows() {
        // 5 × 4: a run of three changed pixels at y 1 (x 1…3) and one at (0, 3).
        var a = [UInt8](repeating: 255, count: 5 * 4 * 4)
        var b = a
        for x in 1...3 { b[(1 * 5 + x) * 4] = 0 }
        b[(3 * 5 + 0) * 4 + 2] = 0
        let d = PixelDiff(a, b, width: 5, height: 4)
        #expect(d.changedPixels == 4)
        #expect(d.boundingBox == PixelBox(x: 0, y: 1, width: 4, height: 3))
        #expect(d.meanDelta == 4.0 / 60)
        #expect(d.changedPixelRatio == 0.2)
        a[(2 * 5 + 4) * 4 + 1] = 0  // a change in A alone, at the right edge
        #expect(PixelDiff(a, b, width: 5, height: 4).boundingBox == PixelBox(x: 0, y: 1, width: 5, height: 3))
    }

    @Test func blackAgainstWhiteIsDeltaE100AndRedGreen86_61() {
        let a = image([(0, 0, 0, 255), (255, 0, 0, 255), (9, 9, 9, 255), (9, 9, 9, 255)])
        let b = image([(255, 255, 255, 255), (0, 255, 0, 255), (9, 9, 9, 255), (9, 9, 9, 255)])
        let d = PixelDiff(a, b, width: 2, height: 2)
        let redGreen = deltaE2000(RGBA(hex: "#FF0000")!, RGBA(hex: "#00FF00")!)
        #expect(abs(redGreen - 86.608238977619) < 1e-9)  // online CIEDE2000 calculators: 86.61
        #expect(d.maxDeltaE2000 == 100)
        #expect(d.meanDeltaE2000 == (100 + redGreen) / 4)
        #expect(d.boundingBox == PixelBox(x: 0, y: 0, width: 2, height: 1))
    }

    /// Most rows equal in both images (skipped whole by the scan's `memcmp`), every third
    /// row changed in a run of 10 pixels, and one row differing only in the colour bytes of
    /// a clear pixel (white hides it): counts pinned, worked out by hand.
    @Test func equalRowsAreSkippedAndChangedRowsCounted() {
        let (width, height) = (40, 30)
        var a = [UInt8](), b = [UInt8]()
        for y in 0..<height {
            for x in 0..<width {
                let clear = y == 1 && x == 0
                let p: [UInt8] = clear ? [9, 9, 9, 0] : [UInt8(x * 6), UInt8(y * 8), 77, 255]
                a += p
                if clear { b += [200, 1, 50, 0] } else if y % 3 == 0, (5..<15).contains(x) { b += [p[0] + 20, p[1], p[2], p[3]] } else { b += p }
            }
        }
        for tolerance in [0, 19] {
            let d = PixelDiff(a, b, width: width, height: height, tolerance: tolerance)
            #expect(d.changedPixels == 100)  // rows 0, 3, … 27: ten rows of ten pixels
            #expect(d.maxDelta == 20.0 / 255)
            #expect(d.meanDelta == Double(100 * 20 * 255) / (65025.0 * 3 * 1200))
            #expect(d.boundingBox == PixelBox(x: 5, y: 0, width: 10, height: 28))
        }
        let atTolerance = PixelDiff(a, b, width: width, height: height, tolerance: 20)
        #expect(atTolerance.changedPixels == 0 && atTolerance.boundingBox == nil && atTolerance.maxDelta == 20.0 / 255)
        let hiddenOnly = PixelDiff(a, a.enumerated().map { $0.offset < width * 4 * 2 && $0.offset >= width * 4 && $0.offset < width * 4 + 3 ? 1 : $0.element },
                                   width: width, height: height)
        #expect(hiddenOnly == PixelDiff(a, a, width: width, height: height))
    }

    /// The run-length scan against a plain per-pixel reference on images with runs, single
    /// pixels, translucency and odd widths.
    @Test(arguments: [1, 2, 7, 33])
    func matchesAPerPixelReference(width: Int) {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D &+ UInt64(width)
        func next() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        let height = 9
        var a = [UInt8](), b = [UInt8]()
        for _ in 0..<(width * height) {
            let p = [next() & 0xF0, next() & 0xC0, 40, next() < 40 ? next() : 255]
            a += p
            // Mostly the same, sometimes a small or a large change, sometimes translucent.
            switch next() % 4 {
            case 0: b += p
            case 1: b += [p[0] &+ 3, p[1], p[2], p[3]]
            case 2: b += [p[0], p[1], 200, p[3]]
            default: b += [p[0], p[1], p[2], 90]
            }
        }
        for tolerance in [0, 3, 50] {
            let d = PixelDiff(a, b, width: width, height: height, tolerance: tolerance)
            var sum = 0.0, worst = 0.0, changed = 0, eSum = 0.0, eMax = 0.0
            var xs: [Int] = [], ys: [Int] = []
            for i in 0..<(width * height) {
                let ca = RGBA(r8: a[4 * i], g8: a[4 * i + 1], b8: a[4 * i + 2], a8: a[4 * i + 3]).over(.white)
                let cb = RGBA(r8: b[4 * i], g8: b[4 * i + 1], b8: b[4 * i + 2], a8: b[4 * i + 3]).over(.white)
                let deltas = [abs(ca.r - cb.r), abs(ca.g - cb.g), abs(ca.b - cb.b)]
                sum += deltas.reduce(0, +)
                worst = max(worst, deltas.max()!)
                if deltas.max()! * 255 > Double(tolerance) + 1e-9 { changed += 1; xs.append(i % width); ys.append(i / width) }
                let e = deltas.max()! == 0 ? 0 : deltaE2000(ca, cb)
                eSum += e
                eMax = max(eMax, e)
            }
            #expect(abs(d.meanDelta - sum / Double(3 * width * height)) < 1e-12)
            #expect(abs(d.maxDelta - worst) < 1e-12)
            #expect(d.changedPixels == changed)
            #expect(abs(d.meanDeltaE2000 - eSum / Double(width * height)) < 1e-9)
            #expect(abs(d.maxDeltaE2000 - eMax) < 1e-9)
            let box = xs.isEmpty ? nil : PixelBox(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()! + 1, height: ys.max()! - ys.min()! + 1)
            #expect(d.boundingBox == box)
        }
    }
}

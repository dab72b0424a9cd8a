import Testing
@testable import Inspect

/// The heatmap: unchanged pixels are A in grey at 35 % contrast, changed ones opaque ramp
/// colours by their largest channel change (in levels, rounded up).
struct PixelDiffHeatmapTests {
    private func pixel(_ rgba: [UInt8], _ i: Int) -> [UInt8] { Array(rgba[(4 * i)..<(4 * i + 4)]) }

    @Test func rampStopsAreYellowOrangeRedMagenta() {
        func c(_ levels: Int) -> [UInt8] { let v = PixelDiffHeatmap.colour(levels: levels); return [v.r, v.g, v.b] }
        #expect(c(1) == [255, 220, 0])
        #expect(c(6) == [255, 140, 0])
        #expect(c(40) == [220, 20, 20])
        #expect(c(255) == [200, 0, 200])
        // Between stops, linear: 51 levels is 11/215 of the way from red to magenta.
        #expect(c(51) == [219, 19, 29])
        #expect(c(0) == c(1) && c(300) == c(255))
    }

    @Test func unchangedPixelsAreGreyAt35PercentContrast() {
        // Black → 255 − 0.35·255 = 165.75 → 166; mid grey 128 → 210.55 → 211; white stays 255;
        // 20 % black composites to 204 → 255 − 0.35·51 = 237.15 → 237.
        let a: [UInt8] = [0, 0, 0, 255, 128, 128, 128, 255, 255, 255, 255, 255, 0, 0, 0, 51]
        let map = PixelDiffHeatmap.rgba(a, a, width: 4, height: 1)
        #expect(pixel(map, 0) == [166, 166, 166, 255])
        #expect(pixel(map, 1) == [211, 211, 211, 255])
        #expect(pixel(map, 2) == [255, 255, 255, 255])
        #expect(pixel(map, 3) == [237, 237, 237, 255])
    }

    @Test func changedPixelsTakeTheRampColourOfTheirLargestChange() {
        let a: [UInt8] = [100, 100, 100, 255, 0, 0, 0, 255, 10, 10, 10, 255, 100, 100, 100, 100]
        let b: [UInt8] = [151, 100, 100, 255, 255, 255, 255, 255, 10, 14, 10, 255, 194, 194, 194, 255]
        let map = PixelDiffHeatmap.rgba(a, b, width: 2, height: 2)
        #expect(pixel(map, 0) == [219, 19, 29, 255])   // 51 levels
        #expect(pixel(map, 1) == [200, 0, 200, 255])   // 255 levels
        let four = PixelDiffHeatmap.colour(levels: 4)
        #expect(pixel(map, 2) == [four.r, four.g, four.b, 255])
        #expect(pixel(map, 3) == [255, 220, 0, 255])   // 55/255 of a level still shows, as 1
    }

    @Test func toleranceLeavesSmallChangesGrey() {
        let a: [UInt8] = [10, 10, 10, 255, 10, 10, 10, 255]
        let b: [UInt8] = [14, 10, 10, 255, 15, 10, 10, 255]
        let map = PixelDiffHeatmap.rgba(a, b, width: 2, height: 1, tolerance: 4)
        // 10 → 255 − 0.35·245 = 169.25 → 169.
        #expect(pixel(map, 0) == [169, 169, 169, 255])
        let five = PixelDiffHeatmap.colour(levels: 5)
        #expect(pixel(map, 1) == [five.r, five.g, five.b, 255])
    }

    @Test func runsAcrossARowAreAllPainted() {
        // 6 × 2: the same change along a whole row, nothing in the other.
        let a = [UInt8](repeating: 255, count: 6 * 2 * 4)
        var b = a
        for x in 0..<6 { b[(6 + x) * 4 + 1] = 0 }
        let map = PixelDiffHeatmap.rgba(a, b, width: 6, height: 2)
        for x in 0..<6 {
            #expect(pixel(map, x) == [255, 255, 255, 255])
            #expect(pixel(map, 6 + x) == [200, 0, 200, 255])
        }
    }
}

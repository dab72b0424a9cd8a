import Testing
@testable import Render

/// Our WebP encoder's backward references (cwebp_fast.c): a stretch of residuals seen
/// before is copied from where it was — a patch drawn again far away, a pattern a few
/// pixels back or on a row above, one at the farthest distance the format codes — and
/// every one decodes by libwebp to exactly the PNG's pixels.
struct WebPBackwardReferenceTests {
    /// A `width` × `height` opaque raster of `colour(x, y)` (red, green, blue).
    static func raster(width: Int, height: Int, _ colour: (Int, Int) -> (UInt8, UInt8, UInt8)) -> Raster {
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b) = colour(x, y), o = (y * width + x) * 4
                bytes[o] = b; bytes[o + 1] = g; bytes[o + 2] = r
            }
        }
        return Raster(width: width, height: height, stride: width * 4, bytes: bytes)
    }

    /// `count` seeded noise colours.
    static func noise(_ count: Int, seed: UInt64) -> [(UInt8, UInt8, UInt8)] {
        var random = SplitMix64(state: seed)
        return (0..<count).map { _ in (random.nextByte(), random.nextByte(), random.nextByte()) }
    }

    static func decodesAsThePNG(_ raster: Raster) throws -> Int {
        let webp = try WebPFile.encode(raster)
        #expect(try WebPFile.decode(webp) == PNGFile.decode(try PNGFile.encode(raster, options: .fast)))
        return webp.count
    }

    /// A 24 × 24 patch of noise on a flat screen, then the same patch again 192 px to the
    /// right and 112 px down (neither the row above nor the pixel before): the second copy
    /// costs under a fifth of the first. Without references it cost as much again.
    @Test func aPatchDrawnAgainFarAwayIsCopied() throws {
        let patch = Self.noise(24 * 24, seed: 5)
        func screen(_ places: [(Int, Int)]) -> Raster {
            Self.raster(width: 300, height: 200) { x, y in
                for (px, py) in places where (px..<px + 24).contains(x) && (py..<py + 24).contains(y) {
                    return patch[(y - py) * 24 + (x - px)]
                }
                return (40, 90, 200)
            }
        }
        let blank = try Self.decodesAsThePNG(screen([]))
        let once = try Self.decodesAsThePNG(screen([(16, 16)]))
        let twice = try Self.decodesAsThePNG(screen([(16, 16), (208, 128)]))
        #expect(once - blank > 1000, "one patch costs \(once - blank) bytes")
        #expect((twice - once) * 5 < once - blank, "the patch cost \(once - blank) bytes once and \(twice - once) more again")
    }

    /// A pattern that repeats every `period` pixels (in reading order), copied by VP8L's
    /// short distance codes (a place up to 7 rows up and 8 columns either side) or by its
    /// long ones: in pictures 3, 5 and 7 px wide (a short code some rows up, a column to the
    /// left); 10 and 12 wide, where 19 and 22 pixels back is 9 and 10 columns to the left on
    /// the row above, which only a code for a place to the right on the row above that
    /// reaches (`distance_code_of`'s second branch); 40 wide (a few pixels to the left, 13
    /// a long code). Each decodes exactly, is well under a third of the same size of noise
    /// that never repeats, and costs under 2 bits a pixel.
    @Test(arguments: [(3, 19), (5, 7), (7, 11), (7, 23), (10, 19), (12, 22), (40, 8), (40, 13)])
    func aRepeatingPatternIsCodedByShortDistances(width: Int, period: Int) throws {
        let pattern = Self.noise(period, seed: UInt64(period)), height = max(60, 3000 / width)
        let repeating = try Self.decodesAsThePNG(Self.raster(width: width, height: height) { x, y in pattern[(y * width + x) % period] })
        let random = Self.noise(width * height, seed: 99)
        let never = try Self.decodesAsThePNG(Self.raster(width: width, height: height) { x, y in random[y * width + x] })
        #expect(repeating * 3 < never, "repeating \(repeating) bytes, never repeating \(never)")
        // Under 2 bits a pixel (0.5–1.7 now: narrow pictures break the copies at each row's
        // end): the colour cache alone, which holds every colour of the pattern, needed 3.3–6.4.
        #expect(repeating * 8 < width * height * 2, "repeating: \(repeating) bytes for \(width * height) px")
    }

    /// The farthest references: a row of noise seen again exactly at the encoder's window
    /// (2^20 − 121 = 1,048,455 px back, in the format's last distance symbol) and again at 2^20 − 119 px after that, the first distance the format
    /// cannot code (a copy from there would write a 41st distance symbol), in the widest
    /// picture WebP allows. Both decode exactly.
    @Test func theFarthestReferencesDecodeExactly() throws {
        let width = 16384, window = (1 << 20) - 121, segment = Self.noise(64, seed: 11)
        let starts = [0, window, window + (1 << 20) - 119]
        let height = (starts[2] + 64) / width + 1
        let raster = Self.raster(width: width, height: height) { x, y in
            let i = y * width + x
            for start in starts where (start..<start + 64).contains(i) { return segment[i - start] }
            return (250, 250, 252)
        }
        _ = try Self.decodesAsThePNG(raster)
    }
}

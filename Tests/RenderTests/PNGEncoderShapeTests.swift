import Foundation
@testable import Render
import Testing

/// The libdeflate encoders (`.small`: filtered rows; `.fast`: unfiltered) on hostile shapes
/// and pixels: each decodes (by libpng, and by the reader's libdeflate fast path) to exactly `Raster.rgba` — the unpremultiply done by
/// division in Swift — and encodes the same pixels to the same bytes twice. With
/// `PNG_FIXTURES` set, the PNGs and their expected RGBA are written there for
/// Tests/PNG/test_pillow.py (`make png-test`), which decodes them with Pillow.
@Suite struct PNGEncoderShapeTests {
    /// A raster of `width` × `height` with `stride` bytes a row (padding filled with 0xA5,
    /// which must not leak into the PNG); `pixel(x, y)` gives (alpha, red, green, blue),
    /// the colours premultiplied (at most alpha).
    static func raster(_ width: Int, _ height: Int, stride: Int? = nil, _ pixel: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> Raster {
        let stride = stride ?? width * 4
        var bytes = [UInt8](repeating: 0xA5, count: stride * height)
        for y in 0..<height {
            for x in 0..<width {
                let (a, r, g, b) = pixel(x, y)
                let o = y * stride + x * 4
                bytes[o] = b; bytes[o + 1] = g; bytes[o + 2] = r; bytes[o + 3] = a
            }
        }
        return Raster(width: width, height: height, stride: stride, bytes: bytes)
    }

    /// Seeded noise, premultiplied: alpha random, each colour random up to it.
    static func noise(_ width: Int, _ height: Int, seed: UInt64, stride: Int? = nil) -> Raster {
        var random = SplitMix64(state: seed)
        return raster(width, height, stride: stride) { _, _ in
            let a = UInt8(truncatingIfNeeded: random.next())
            func c() -> UInt8 { a == 0 ? 0 : UInt8(random.next() % (UInt64(a) + 1)) }
            return (a, c(), c(), c())
        }
    }

    /// Every premultiplied (colour, alpha) pair: row `a`, column `c` (c ≤ a; beyond it, c = a),
    /// the colour in red, its complement to alpha in green, half of it in blue.
    static func everyAlpha() -> Raster {
        raster(256, 256) { x, y in
            let a = UInt8(y), c = UInt8(min(x, y))
            return (a, c, a - c, c / 2)
        }
    }

    /// The edge alphas 0, 1, 254 and 255 with every colour up to them, 16 pixels a row.
    static func edgeAlphas() -> Raster {
        let alphas: [UInt8] = [0, 1, 254, 255]
        return raster(16, 64, stride: 16 * 4 + 8) { x, y in
            let a = alphas[y % 4]
            let c = UInt8((Int(a) * (x + 16 * (y / 4))) / 255)
            return (a, c, a == 0 ? 0 : a, 0)
        }
    }

    /// One opaque row (and its repeat) whose Sub bytes are 1…18 with counts 2, 3, 6, 10, 17…
    /// (each more than the sum of the two before): an unlimited Huffman code would be 18 bits
    /// deep, so the fast encoder's limit to deflate's 15 (cpng_huffman.c) is exercised.
    static func huffmanDepth() -> Raster {
        var counts = [2, 3]
        while counts.count < 18 { counts.append(counts[counts.count - 1] + counts[counts.count - 2] + 1) }
        var deltas = counts.enumerated().flatMap { Array(repeating: UInt8($0.offset + 1), count: $0.element) }
        let width = (deltas.count + 2) / 3
        deltas += Array(repeating: 1, count: width * 3 - deltas.count)
        var (r, g, b) = (UInt8(0), UInt8(0), UInt8(0))
        var pixels: [(UInt8, UInt8, UInt8, UInt8)] = []
        for x in 0..<width {
            r &+= deltas[3 * x]; g &+= deltas[3 * x + 1]; b &+= deltas[3 * x + 2]
            pixels.append((255, r, g, b))
        }
        return raster(width, 2) { x, _ in pixels[x] }
    }

    /// Named shapes: 1 × 1, a column, a very wide strip, odd strides, alpha edges, noise, a
    /// screen-like gradient with flat bands (every filter gets chosen somewhere).
    static func cases() -> [(name: String, raster: Raster)] {
        [
            ("one-pixel", raster(1, 1) { _, _ in (128, 64, 0, 128) }),
            ("one-clear-pixel", raster(1, 1) { _, _ in (0, 0, 0, 0) }),
            ("column-1x300", noise(1, 300, seed: 1)),
            ("row-300x1", noise(300, 1, seed: 2)),
            ("very-wide-9000x3", noise(9000, 3, seed: 3)),
            ("odd-stride-13x7", noise(13, 7, seed: 4, stride: 13 * 4 + 12)),
            ("odd-stride-opaque-5x9", raster(5, 9, stride: 5 * 4 + 4) { x, y in (255, UInt8(x * 40), UInt8(y * 20), 7) }),
            ("every-alpha-256x256", everyAlpha()),
            ("edge-alphas-16x64", edgeAlphas()),
            ("noise-97x61", noise(97, 61, seed: 19)),
            ("gradient-bands-120x90", raster(120, 90) { x, y in
                y < 30 ? (255, 240, 240, 240) : y < 60 ? (255, UInt8(x * 2), UInt8(y * 2), 90) : (200, UInt8((x + y) % 200), 100, UInt8(y))
            }),
            // The fast encoder's own deflate: rows equal to the one above (filter Up, all
            // zeros) whose zero runs, 4 × width long, split into matches of 258 around the
            // edges 255/259/260 (widths 64, 65, 66); a clear image (zeros from the first byte);
            // equal translucent rows under a changing one; runs of every length mod 4.
            ("equal-rows-64x5", raster(64, 5, stride: 64 * 4 + 4) { _, _ in (255, 10, 20, 30) }),
            ("equal-rows-65x5", raster(65, 5) { _, y in y == 2 ? (255, 0, 0, 0) : (255, 200, 100, 50) }),
            ("equal-rows-66x4", raster(66, 4) { x, _ in x == 0 ? (255, 1, 2, 3) : (255, 250, 250, 250) }),
            ("clear-200x50", raster(200, 50) { _, _ in (0, 0, 0, 0) }),
            ("translucent-repeats-31x40", raster(31, 40) { x, y in
                y % 8 == 7 ? (255, UInt8(x), 0, 0) : (UInt8(60 + x), UInt8(x), UInt8(x / 2), 0)
            }),
            ("zero-runs-1100x64", raster(1100, 64) { x, y in
                // a marker changing one channel (y % 4) every 1 + 5·(y / 4) pixels
                let gap = 1 + 5 * (y / 4)
                guard x % gap == 0 else { return (255, 90, 90, 90) }
                let c = y % 4
                return (c == 3 ? 254 : 255, c == 0 ? 7 : 90, c == 1 ? 7 : 90, c == 2 ? 7 : 90)
            }),
            ("wide-flat-9000x4", raster(9000, 4) { x, y in y == 1 && x == 4500 ? (255, 0, 0, 255) : (255, 255, 255, 255) }),
            ("huffman-depth-8152x2", huffmanDepth()),
        ]
    }

    @Test(arguments: ["small", "fast"])
    func everyShapeDecodesToItsPixels(encoder: String) throws {
        let options: PNGOptions = encoder == "small" ? .small : .fast
        for (name, raster) in Self.cases() {
            let png = try PNGFile.encode(raster, options: options)
            let decoded = try PNGFile.decode(png, name: name, maxSide: 16384, maxPixels: PNGFile.maxPixels, fastPath: false)
            #expect(decoded.width == raster.width && decoded.height == raster.height, "\(name)")
            #expect(decoded.pixels == raster.rgba, "\(name) through the \(encoder) encoder, read by libpng")
            #expect(try PNGFile.decode(png, name: name) == decoded, "\(name): the fast reader reads what libpng reads")
            #expect(try PNGFile.encode(raster, options: options) == png, "\(name): the same pixels must give the same bytes")
            if let folder = ProcessInfo.processInfo.environment["PNG_FIXTURES"] {
                try png.write(to: URL(fileURLWithPath: "\(folder)/\(name)-\(encoder).png"))
                try Data(raster.rgba).write(to: URL(fileURLWithPath: "\(folder)/\(name)-\(encoder).rgba"))
            }
        }
    }

    /// The small encoder filters the lower half of a tall image on a helper thread: the
    /// bytes are those of one thread, at the split (a row equal to the one above it, one
    /// that differs, translucent rows) and at heights either side of the 512 rows it
    /// starts from; and what they decode to is the raster.
    @Test func twoThreadsFilterToTheBytesOfOne() throws {
        let tall: [(String, Raster)] = [
            ("noise-37x1030", Self.noise(37, 1030, seed: 5, stride: 37 * 4 + 12)),
            // Rows 255 and 256 (either side of the split) equal, the bands changing later.
            ("bands-120x512", Self.raster(120, 512) { x, y in y < 300 ? (255, 200, 100, 50) : (255, UInt8(x), UInt8(y % 256), 9) }),
            ("odd-noise-5x1031", Self.noise(5, 1031, seed: 8)),
            ("translucent-split-64x600", Self.raster(64, 600) { x, y in (y == 300 ? 255 : UInt8(40 + y % 200), UInt8(x), 0, 0) }),
            ("just-under-64x511", Self.noise(64, 511, seed: 6)),
        ]
        for (name, raster) in tall {
            let one = try PNGFile.encode(raster, options: .smallOnOneThread), two = try PNGFile.encode(raster, options: .small)
            #expect(one == two, "\(name): the same bytes on one thread and on two")
            let decoded = try PNGFile.decode(two, name: name, maxSide: 16384, maxPixels: PNGFile.maxPixels, fastPath: false)
            #expect(decoded.pixels == raster.rgba, "\(name)")
        }
    }

    /// The fast encoder's own deflate (level 1: Up/Sub rows, zero runs, Huffman blocks)
    /// decodes to exactly what the unfiltered rows deflated by libdeflate (level 2, the
    /// fast encoder before it) decode to — for every shape and for noise of every alpha.
    @Test func theFastStreamDecodesAsLibdeflatesUnfilteredRows() throws {
        let unfiltered = PNGOptions(zlibLevel: 2, allFilters: false)
        for (name, raster) in Self.cases() + [("noise-640x480", Self.noise(640, 480, seed: 77))] {
            let fast = try PNGFile.encode(raster, options: .fast), before = try PNGFile.encode(raster, options: unfiltered)
            #expect(fast != before, "\(name): two different streams")
            let a = try PNGFile.decode(fast, name: name, maxSide: 16384, maxPixels: PNGFile.maxPixels, fastPath: false)
            let b = try PNGFile.decode(before, name: name, maxSide: 16384, maxPixels: PNGFile.maxPixels, fastPath: false)
            #expect(a == b, "\(name)")
        }
    }

    /// The fast encoder's bytes, pinned: a 3 × 3 image (an opaque row, a translucent one,
    /// then the translucent one again) is exactly this PNG — filters Sub, Sub, Up; one
    /// dynamic block; the Adler-32 and CRCs. Any change to the stream shows here.
    @Test func theFastEncodersBytesArePinned() throws {
        let r = Self.raster(3, 3) { x, y in y == 0 ? (255, UInt8(10 * x), 20, 30) : (128, 64, UInt8(x), 0) }
        let png = [UInt8](try PNGFile.encode(r, options: .fast))
        #expect(png.map { String(format: "%02x", $0) }.joined() == Self.pinnedFastPNG)
    }

    static let pinnedFastPNG = "89504e470d0a1a0a0000000d49484452000000030000000308060000005628b5bf00000022494441"
        + "5478014dc1210200200804b071916cf6adfc5c2b5b39f7351a358c20c4f20144c3024e5a7d422f0000000049454e44ae426082"

    /// The reciprocal table stands for a division: every (colour, alpha) pair, including
    /// colours over their alpha (not valid premultiplied data, clamped to 255), unpremultiplies
    /// as (c·255 + a/2) / a does — through all three encoders.
    @Test func theReciprocalUnpremultiplyIsExactForEveryPair() throws {
        let all = Self.raster(256, 256) { x, y in (UInt8(y), UInt8(x), UInt8(255 - x), UInt8(x / 3)) }
        var expected = [UInt8](repeating: 0, count: 256 * 256 * 4)
        for a in 0..<256 {
            for x in 0..<256 {
                func un(_ c: Int) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a)) }
                let o = (a * 256 + x) * 4
                expected[o] = un(x); expected[o + 1] = un(255 - x); expected[o + 2] = un(x / 3); expected[o + 3] = UInt8(a)
            }
        }
        func libpng(_ png: Data) throws -> [UInt8] { try PNGFile.decode(png, name: "PNG", maxSide: 16384, maxPixels: PNGFile.maxPixels, fastPath: false).pixels }
        #expect(try libpng(try PNGFile.encode(all, options: .small)) == expected)
        #expect(try libpng(try PNGFile.encode(all, options: .fast)) == expected)
        #expect(try libpng(try PNGFile.encodeWithLibpng(all, zlibLevel: 9, allFilters: true)) == expected)
        #expect(try PNGFile.decode(try PNGFile.encodeWithLibpng(all, zlibLevel: 9, allFilters: true)).pixels == expected)
        #expect(all.rgba == expected, "Raster.rgba, which the checks read, unpremultiplies as the encoders do")
        // With rows padded (the padding must not leak in) and a width that is no multiple of a vector.
        let padded = Self.raster(13, 256, stride: 13 * 4 + 12) { x, y in (UInt8(y), UInt8(min(x * 20, y)), UInt8(y / 2), 255) }
        let packed = (0..<256).flatMap { a in (0..<13).flatMap { x -> [UInt8] in
            func un(_ c: Int) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a)) }
            return [un(min(x * 20, a)), un(a / 2), un(255), UInt8(a)]
        } }
        #expect(padded.rgba == packed)
    }
}

import CPNG
import Foundation
@testable import Render
import Testing

/// `FramePNGEncoder` writes each frame as exactly the bytes the fast encoder writes for it
/// alone, copying the deflate blocks whose rows the frame before shares — whatever came
/// before, in any order, at any size — and refuses a previous frame that does not fit.
@Suite struct FramePNGEncoderTests {
    /// 256 × 512 px of noise (every row about 1,000 tokens: a deflate block for each band of
    /// 16 rows, 32 in all), see-through on odd rows (the filter reads unpremultiplied rows), with a bar in
    /// rows 150–169 that grows with `k` and a counter in rows 300–309 that changes every
    /// other frame.
    static func frame(_ k: Int, width: Int = 256, height: Int = 512, seed: UInt32 = 0) -> Raster {
        let stride = width * 4
        var bytes = [UInt8](repeating: 0, count: stride * height)
        for y in 0..<height {
            let alpha: UInt32 = y % 2 == 0 ? 255 : 160
            for x in 0..<width {
                var h = UInt32(truncatingIfNeeded: x &* 73_856_093 ^ y &* 19_349_663) ^ seed
                h = (h ^ (h >> 13)) &* 0x5bd1_e995
                h ^= h >> 15
                var (r, g, b) = (h & 0xff, (h >> 8) & 0xff, (h >> 16) & 0xff)
                if (150..<170).contains(y), x < 20 + 10 * k { (r, g, b) = (255, 255, 255) }
                if (300..<310).contains(y), x >= 100, x < 140 { (r, g, b) = (UInt32(k / 2) * 40 & 0xff, 0, 0) }
                let o = y * stride + x * 4
                bytes[o] = UInt8(b * alpha / 255)
                bytes[o + 1] = UInt8(g * alpha / 255)
                bytes[o + 2] = UInt8(r * alpha / 255)
                bytes[o + 3] = UInt8(alpha)
            }
        }
        return Raster(width: width, height: height, stride: stride, bytes: bytes)
    }

    @Test func eachFrameIsTheBytesTheFastEncoderWritesAndMostBlocksAreCopied() throws {
        let encoder = FramePNGEncoder()
        var raster = Raster(width: 0, height: 0, stride: 0, bytes: [])
        for k in 0..<6 {
            raster = Self.frame(k)
            let alone = try PNGFile.encode(raster, options: .fast)
            let png = try encoder.encode(&raster)
            #expect(png == alone, "frame \(k)")
            // The caller gets the frame before back (nothing for the first).
            #expect(raster.bytes == (k == 0 ? [] : Self.frame(k - 1).bytes))
            if k == 5 {
                let decoded = try PNGFile.decode(png, name: "frame", maxSide: 16384, maxPixels: 1 << 26, fastPath: false)
                #expect(decoded == (try PNGFile.decode(alone)))
            }
        }
        // 32 bands a frame. Frames 1–5 each change the bar's two bands (rows 144–175) and
        // frames 2 and 4 the counter's two (rows 288–319): 30 + 28 + 30 + 28 + 30 copied.
        #expect(encoder.blocksWritten == 6 * 32)
        #expect(encoder.blocksCopied == 146)
    }

    @Test func framesInAnyOrderAndOfAnySizeGiveTheSameBytes() throws {
        let encoder = FramePNGEncoder()
        let sequence: [(Int, Int, Int, UInt32)] = [(3, 256, 512, 0), (0, 256, 512, 0), (3, 256, 512, 0), (3, 256, 512, 0),
                                                   (2, 200, 512, 0), (2, 256, 400, 0), (2, 256, 512, 0), (2, 256, 512, 7),
                                                   (4, 256, 512, 0), (4, 1, 1, 0), (4, 256, 512, 0)]
        for (k, width, height, seed) in sequence {
            var raster = Self.frame(k, width: width, height: height, seed: seed)
            let alone = try PNGFile.encode(raster, options: .fast)
            #expect(try encoder.encode(&raster) == alone, "frame \(k) at \(width) × \(height), seed \(seed)")
        }
        #expect(encoder.blocksCopied > 0)
    }

    @Test func aFrameEqualToTheOneBeforeIsCopiedWhole() throws {
        let encoder = FramePNGEncoder()
        var raster = Self.frame(1)
        let first = try encoder.encode(&raster)
        raster = Self.frame(1)
        let before = (encoder.blocksWritten, encoder.blocksCopied)
        #expect(try encoder.encode(&raster) == first)
        #expect(encoder.blocksCopied - before.1 == encoder.blocksWritten - before.0)
    }

    /// The C entry point refuses a previous frame of another size, and does not copy
    /// blocks whose records point outside the previous PNG or the picture.
    @Test func aPreviousFrameThatDoesNotFitIsRefusedOrNotCopied() throws {
        let raster = Self.frame(0)
        let alone = [UInt8](try PNGFile.encode(raster, options: .fast))
        var message = [CChar](repeating: 0, count: 256)
        var png: UnsafeMutablePointer<UInt8>?
        var length = 0
        var blocks: UnsafeMutablePointer<cpng_fast_block>?
        var count: UInt32 = 0
        func encode(after previous: inout cpng_fast_previous) -> Int32 {
            raster.bytes.withUnsafeBufferPointer { pixels in
                cpng_encode_argb32_fast_after(pixels.baseAddress, 256, 512, raster.stride, &previous, &blocks, &count,
                                              &png, &length, &message, message.count)
            }
        }
        try raster.bytes.withUnsafeBufferPointer { pixels in
            try alone.withUnsafeBufferPointer { bytes in
                var smaller = cpng_fast_previous(data: pixels.baseAddress, width: 256, height: 500, stride: raster.stride,
                                                 png: bytes.baseAddress, png_length: bytes.count, blocks: nil, block_count: 0)
                #expect(encode(after: &smaller) == CPNG_ERR_ARGUMENT)
                #expect(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self).contains("another size"))
                // Records of blocks beyond the PNG's bits, beyond the picture, or empty.
                var bogus = [cpng_fast_block(first_row: 0, end_row: 40, adler: 1, raw_length: 41 * 1025, bit_start: 1 << 40, bit_count: 8, copied: 0),
                             cpng_fast_block(first_row: 0, end_row: 40, adler: 1, raw_length: 41 * 1025, bit_start: 0, bit_count: 1 << 40, copied: 0),
                             cpng_fast_block(first_row: 0, end_row: 0, adler: 1, raw_length: 0, bit_start: 0, bit_count: 0, copied: 0),
                             cpng_fast_block(first_row: 0, end_row: 600, adler: 1, raw_length: 0, bit_start: 0, bit_count: 8, copied: 0)]
                for i in bogus.indices {
                    try bogus.withUnsafeMutableBufferPointer { records in
                        var previous = cpng_fast_previous(data: pixels.baseAddress, width: 256, height: 512, stride: raster.stride,
                                                          png: bytes.baseAddress, png_length: bytes.count,
                                                          blocks: records.baseAddress! + i, block_count: 1)
                        #expect(encode(after: &previous) == 0)
                        let written = try #require(png)
                        #expect(Array(UnsafeBufferPointer(start: written, count: length)) == alone, "record \(i)")
                        #expect((0..<Int(count)).allSatisfy { blocks![$0].copied == 0 })
                        cpng_free(png)
                        cpng_free(blocks)
                        (png, blocks) = (nil, nil)
                    }
                }
            }
        }
    }
}

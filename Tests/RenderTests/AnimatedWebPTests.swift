import Foundation
import Testing
@testable import Render

/// `AnimatedWebP`: the gallery's playing animations. What libwebp's demuxer shows is the
/// frames we drew, pixel for pixel, at the frame times asked for; a change at odd pixels is
/// stored from the even corner before it; a see-through change replaces instead of blending;
/// bad files and absurd sizes are refused with one line.
struct AnimatedWebPTests {
    /// An opaque `width` × `height` picture: a horizontal ramp with a block of `colour` at
    /// (`x`, `y`) of `size` × `size` pixels, rows padded to show `stride` is honoured.
    static func frame(width: Int = 41, height: Int = 29, block: (x: Int, y: Int, size: Int, colour: UInt8)? = nil,
                      alpha: UInt8 = 255) -> Raster {
        let stride = width * 4 + 8
        var bytes = [UInt8](repeating: 0x55, count: stride * height)
        for y in 0..<height {
            for x in 0..<width {
                let o = y * stride + x * 4
                var (b, g, r, a) = (UInt8(x * 6), UInt8(y * 8), UInt8(200), UInt8(255))
                if let block, x >= block.x, x < block.x + block.size, y >= block.y, y < block.y + block.size {
                    // Premultiplied, as Cairo's: a see-through block's colour is scaled by its alpha.
                    (b, g, r, a) = (UInt8(Int(block.colour) * Int(alpha) / 255), 0, UInt8(Int(alpha) / 2), alpha)
                }
                bytes[o] = b; bytes[o + 1] = g; bytes[o + 2] = r; bytes[o + 3] = a
            }
        }
        return Raster(width: width, height: height, stride: stride, bytes: bytes)
    }

    static let thirtieth = AnimatedPNG.Delay(frames: 1, fps: 30)!

    /// (x, y, width, height, flags) of each ANMF chunk.
    static func anmf(_ data: Data) -> [[Int]] {
        let b = [UInt8](data)
        func le(_ o: Int, _ n: Int) -> Int { (0..<n).reversed().reduce(0) { $0 << 8 | Int(b[o + $1]) } }
        var out: [[Int]] = []
        var at = 12
        while at + 8 <= b.count {
            let length = le(at + 4, 4)
            if b[at..<(at + 4)].elementsEqual("ANMF".utf8) {
                out.append([2 * le(at + 8, 3), 2 * le(at + 11, 3), le(at + 14, 3) + 1, le(at + 17, 3) + 1, Int(b[at + 23])])
            }
            at += 8 + length + length % 2
        }
        return out
    }

    @Test func everyFrameDecodesToWhatWasDrawn() throws {
        let frames = [Self.frame(), Self.frame(block: (7, 5, 6, 240)), Self.frame(block: (7, 5, 6, 240)),
                      Self.frame(block: (10, 12, 4, 90)), Self.frame()]
        let data = try AnimatedWebP.encodeDeltas(frames, delay: Self.thirtieth)
        let decoded = try AnimatedWebP.decode(data)
        #expect(decoded.width == 41 && decoded.height == 29)
        #expect(decoded.frames.map(\.image.pixels) == frames.map(\.rgba))
        // 1/30 s in whole milliseconds, never drifting: ends at 33, 67, 100, 133, 167 ms.
        #expect(decoded.frames.map { Int(($0.delay * 1000).rounded()) } == [33, 34, 33, 33, 34])
        #expect(decoded.frames.map { Int(($0.time * 1000).rounded()) } == [0, 33, 67, 100, 133])
        // Frame 1's change starts at (7, 5): stored from (6, 4), one column and row more.
        // Frame 2 is unchanged: one clear pixel drawn over. Frame 3 undoes frame 1's block
        // and draws another: the rectangle over both, from (7, 5) to (13, 15) → from (6, 4).
        #expect(Self.anmf(data) == [[0, 0, 41, 29, 2], [6, 4, 7, 7, 0], [0, 0, 1, 1, 0], [6, 4, 8, 12, 0], [10, 12, 4, 4, 0]])
        #expect(try AnimatedWebP.encodeDeltas(frames, delay: Self.thirtieth) == data, "the same frames give the same bytes")
    }

    @Test func aSeeThroughChangeReplacesItsRectangle() throws {
        let frames = [Self.frame(), Self.frame(block: (3, 3, 5, 200), alpha: 128)]
        let data = try AnimatedWebP.encodeDeltas(frames, delay: Self.thirtieth)
        // Not blended (flag bit 1): the rectangle holds the frame's own pixels, its odd corner
        // filled from the frame itself, not left clear.
        #expect(Self.anmf(data).last == [2, 2, 6, 6, 2])
        let decoded = try AnimatedWebP.decode(data)
        #expect(decoded.frames.map(\.image.pixels) == frames.map(\.rgba))
        #expect([UInt8](data)[20] == 0x12, "VP8X: animation and alpha")
    }

    @Test func oneOpaqueFrameHasNoAlphaFlag() throws {
        let data = try AnimatedWebP.encodeDeltas([Self.frame()], delay: Self.thirtieth)
        #expect([UInt8](data)[20] == 0x02)
        #expect(try AnimatedWebP.decode(data).frames.map(\.image.pixels) == [Self.frame().rgba])
    }

    @Test func whatCannotBeWrittenIsRefused() throws {
        #expect(throws: RenderError.self) { try AnimatedWebP.encodeDeltas([], delay: Self.thirtieth) }
        #expect(throws: RenderError.self) { try AnimatedWebP.encodeDeltas([Self.frame(), Self.frame(width: 40)], delay: Self.thirtieth) }
        // WebP counts whole milliseconds in 24 bits: 1/2000 s and 65535 s do not fit.
        #expect(throws: RenderError.self) { try AnimatedWebP.encodeDeltas([Self.frame()], delay: AnimatedPNG.Delay(frames: 1, fps: 2000)!) }
        #expect(throws: RenderError.self) { try AnimatedWebP.encodeDeltas([Self.frame()], delay: AnimatedPNG.Delay(frames: 65535, fps: 1)!) }
        let wide = Raster(width: 16385, height: 1, stride: 16385 * 4, bytes: [UInt8](repeating: 255, count: 16385 * 4))
        #expect(throws: RenderError.self) { try AnimatedWebP.encodeDeltas([wide], delay: Self.thirtieth) }
    }

    @Test func badFilesAreRefusedWithOneLine() throws {
        let good = try AnimatedWebP.encodeDeltas([Self.frame(), Self.frame(block: (1, 1, 3, 9)), Self.frame()], delay: Self.thirtieth)
        // The last frame's VP8L signature byte (0x2F) spoilt.
        var flipped = [UInt8](good)
        let vp8l = try #require((0..<(flipped.count - 9)).last { flipped[$0..<($0 + 4)].elementsEqual("VP8L".utf8) })
        #expect(flipped[vp8l + 8] == 0x2F)
        flipped[vp8l + 8] = 0x00
        let cases: [(String, Data)] = [
            ("empty", Data()), ("garbage", Data("RIFF not a webp at all".utf8)),
            ("cut short", good.prefix(good.count / 2)), ("corrupt frame", Data(flipped)),
        ]
        for (name, bytes) in cases {
            do {
                _ = try AnimatedWebP.decode(bytes, name: name)
                Issue.record("\(name) was decoded")
            } catch {
                let line = "\(error)"
                #expect(line.contains(name) && !line.contains("\n"), "\(line)")
            }
        }
        // Too many frames, or too many pixels in all frames, before anything is decoded.
        #expect(throws: RenderError.self) { try AnimatedWebP.decode(good, maxFrames: 2) }
        #expect(throws: RenderError.self) { try AnimatedWebP.decode(good, maxPixels: 41 * 29 * 3 - 1) }
        #expect(try AnimatedWebP.decode(good, maxFrames: 3, maxPixels: 41 * 29 * 3).frames.count == 3)
    }
}

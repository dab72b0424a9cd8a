import Foundation
@testable import Render
import Testing

/// The APNG reader behind the animation snapshot strategy: what the encoders write decodes
/// back to the same pixels, and every hostile file is one thrown error naming what is wrong.
@Suite struct AnimatedPNGDecodingTests {
    /// A `width`×`height` ARGB32 raster of `fill` (0xAARRGGBB, premultiplied) with `dots`.
    static func raster(_ width: Int, _ height: Int, fill: UInt32, dots: [(x: Int, y: Int, argb: UInt32)] = []) -> Raster {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        func put(_ x: Int, _ y: Int, _ v: UInt32) {
            let o = (y * width + x) * 4
            bytes[o] = UInt8(v & 0xFF); bytes[o + 1] = UInt8(v >> 8 & 0xFF); bytes[o + 2] = UInt8(v >> 16 & 0xFF); bytes[o + 3] = UInt8(v >> 24)
        }
        for y in 0..<height { for x in 0..<width { put(x, y, fill) } }
        for d in dots { put(d.x, d.y, d.argb) }
        return Raster(width: width, height: height, stride: width * 4, bytes: bytes)
    }

    /// What each frame reads as on its own, through the ordinary PNG reader.
    static func stills(_ frames: [Raster]) throws -> [RGBAImage] { try frames.map { try PNGFile.decode(try PNGFile.encode($0)) } }

    /// Three 4×3 frames: a red dot moving along a grey row.
    static let moving = [
        raster(4, 3, fill: 0xFF80_8080, dots: [(0, 1, 0xFFFF_0000)]),
        raster(4, 3, fill: 0xFF80_8080, dots: [(1, 1, 0xFFFF_0000)]),
        raster(4, 3, fill: 0xFF80_8080, dots: [(2, 1, 0xFFFF_0000)]),
    ]

    static let tenFPS = AnimatedPNG.Delay(frames: 1, fps: 10)!

    /// The chunks of `png` (type and payload).
    static func chunks(_ png: Data) throws -> [(type: String, data: Data)] { try AnimatedPNG.chunks(of: png) }

    /// `chunks` written back as a PNG, every CRC computed afresh.
    static func assemble(_ chunks: [(type: String, data: Data)]) -> Data {
        chunks.reduce(into: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])) { $0.append(AnimatedPNG.chunk($1.type, $1.data)) }
    }

    /// The byte where the `n`-th chunk of `type` starts.
    static func offset(of type: String, _ n: Int = 0, in png: Data) throws -> Int {
        var i = 8, seen = 0
        for chunk in try chunks(png) {
            if chunk.type == type { if seen == n { return i }; seen += 1 }
            i += 12 + chunk.data.count
        }
        return -1
    }

    static func error(_ png: Data, maxPixels: Int = PNGFile.maxPixels) -> String? {
        do {
            _ = try AnimatedPNG.decode(png, name: "a.png", maxPixels: maxPixels)
            return nil
        } catch {
            return error.description
        }
    }

    /// Replaces bytes `range` of chunk `type` number `n`'s payload with `bytes`.
    static func patched(_ png: Data, _ type: String, _ n: Int = 0, at offset: Int, _ bytes: [UInt8]) throws -> Data {
        var list = try chunks(png), seen = 0
        for k in list.indices where list[k].type == type {
            if seen == n {
                var d = [UInt8](list[k].data)
                d.replaceSubrange(offset..<(offset + bytes.count), with: bytes)
                list[k].data = Data(d)
            }
            seen += 1
        }
        return assemble(list)
    }

    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    @Test func fullFramesDecodeToTheirPixelsAndTimes() throws {
        let decoded = try AnimatedPNG.decode(try AnimatedPNG.encode(Self.moving, delay: Self.tenFPS))
        #expect(decoded.width == 4 && decoded.height == 3)
        #expect(decoded.frames.map(\.image) == (try Self.stills(Self.moving)))
        #expect(decoded.frames.map(\.delay) == [0.1, 0.1, 0.1])
        #expect(decoded.frames.map(\.time) == [0, 0.1, 0.2])
    }

    /// Delta frames: a moved dot (a 2×1 rectangle drawn OVER), an unchanged frame (one
    /// transparent pixel OVER), a half-transparent change (the rectangle replaced, SOURCE).
    @Test func deltaFramesDecodeToTheFullPictures() throws {
        let frames = Self.moving + [Self.moving[2], Self.raster(4, 3, fill: 0xFF80_8080, dots: [(2, 1, 0xFFFF_0000), (3, 2, 0x8040_0000)])]
        let png = try AnimatedPNG.encodeDeltas(frames, delay: Self.tenFPS)
        let decoded = try AnimatedPNG.decode(png)
        #expect(decoded.frames.map(\.image) == (try Self.stills(frames)))
        // fcTL: width, height, x, y at bytes 4…19; blend_op at 25.
        let controls = try Self.chunks(png).filter { $0.type == "fcTL" }.map { [UInt8]($0.data) }
        let rects = controls.map { c in [4, 8, 12, 16].map { Int(c[$0 + 3]) } + [Int(c[25])] }
        #expect(rects == [[4, 3, 0, 0, 0], [2, 1, 0, 1, 1], [2, 1, 1, 1, 1], [1, 1, 0, 0, 1], [1, 1, 3, 2, 0]])
    }

    @Test func deltaFramesAreSmallerWhenLittleMoves() throws {
        // A noisy background (which compresses badly) under a dot that moves one pixel a frame.
        var state: UInt32 = 2_463_534_242
        let noise = (0..<3600).map { _ -> UInt32 in
            state ^= state << 13; state ^= state >> 17; state ^= state << 5
            return 0xFF00_0000 | state & 0x00FF_FFFF
        }
        let frames = (0..<6).map { k in
            Self.raster(60, 60, fill: 0xFFFF_FFFF, dots: (0..<3600).map { ($0 % 60, $0 / 60, noise[$0]) } + [(k, 30, 0xFFFF_0000)])
        }
        let full = try AnimatedPNG.encode(frames, delay: Self.tenFPS, zlibLevel: 9)
        let deltas = try AnimatedPNG.encodeDeltas(frames, delay: Self.tenFPS)
        #expect(deltas.count * 3 < full.count, "\(deltas.count) bytes of deltas, \(full.count) of full frames")
        #expect(try AnimatedPNG.decode(deltas).frames.map(\.image) == (try Self.stills(frames)))
    }

    /// dispose_op background clears the frame's rectangle after it shows; previous puts back
    /// what was there before it. Our encoders write neither; other tools do.
    @Test func disposeOperationsAreHonoured() throws {
        let png = try AnimatedPNG.encodeDeltas(Self.moving + [Self.moving[2]], delay: Self.tenFPS)
        let stills = try Self.stills(Self.moving)
        // Frame 1's rectangle is (0, 1) and (1, 1).
        let background = try AnimatedPNG.decode(try Self.patched(png, "fcTL", 1, at: 24, [1]))
        #expect(background.frames[1].image == stills[1])
        let cleared = background.frames[2].image.pixels
        // Row 1: (0, 1) cleared with frame 1's rectangle; (1, 1) and (2, 1) drawn again by frame 2.
        #expect(Array(cleared[16..<28]) == [0, 0, 0, 0, 128, 128, 128, 255, 255, 0, 0, 255])
        let previous = try AnimatedPNG.decode(try Self.patched(png, "fcTL", 1, at: 24, [2]))
        #expect(previous.frames[1].image == stills[1])
        // Frame 1 undone, then frame 2's own rectangle ((1, 1)…(2, 1)) drawn over frame 0.
        var expected = stills[0].pixels
        expected.replaceSubrange((5 * 4)..<(7 * 4), with: stills[2].pixels[(5 * 4)..<(7 * 4)])
        #expect(previous.frames[2].image.pixels == expected)
    }

    /// An APNG written by another encoder (Pillow 13), which uses what ours does not: a
    /// half-transparent frame blended OVER, dispose PREVIOUS and BACKGROUND, delays that
    /// differ. Expected pixels worked by hand from the APNG specification (Pillow's own
    /// reader gets OVER on an opaque pixel and dispose PREVIOUS wrong, so it is no oracle).
    @Test func anotherEncodersBlendAndDisposeOperations() throws {
        let png = try #require(Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAYAAAAECAYAAACtBE5DAAAACGFjVEwAAAAEAAAAAHzNZtAAAAAaZmNUTAAAAAAAAAAGAAAABAAAAAAAAAAAAAEACgAAI8YFEAAAABVJREFUeJxjbGho+M+ABTBhEyRPAgD0lAKHFOyW/wAAABpmY1RMAAAAAQAAAAMAAAACAAAAAQAAAAEAAQAFAgGNUXfRAAAAF2ZkQVQAAAACeJxj/M/A0MAABUwMSAAAJDUBg6FXWFUAAAAaZmNUTAAAAAMAAAABAAAAAQAAAAUAAAADAAEAFAEBFIEwnwAAABFmZEFUAAAABHicY2Bg+P8fAAMCAf8Nue5hAAAAGmZjVEwAAAAFAAAABgAAAAQAAAAAAAAAAAABAAoAALjpTlcAAAAUZmRBVAAAAAZ4nGNg+M/wn4G2AADBogH/j5F5kgAAAABJRU5ErkJggg=="))
        let decoded = try AnimatedPNG.decode(png)
        #expect(decoded.frames.map(\.delay) == [0.1, 0.2, 0.05, 0.1])
        let grey: [UInt8] = [128, 128, 128, 255], clear: [UInt8] = [0, 0, 0, 0]
        func pixels(_ k: Int) -> [[UInt8]] { stride(from: 0, to: 96, by: 4).map { Array(decoded.frames[k].image.pixels[$0..<($0 + 4)]) } }
        #expect(pixels(0) == Array(repeating: grey, count: 24))
        // Frame 1: red at alpha 128 OVER opaque grey, (1, 1)…(3, 2): opaque (192, 64, 64).
        let block = [7, 8, 9, 13, 14, 15]
        #expect(pixels(1) == (0..<24).map { block.contains($0) ? [192, 64, 64, 255] : grey })
        // Frame 1 disposes PREVIOUS (the block goes); frame 2 draws a blue dot at (5, 3).
        #expect(pixels(2) == (0..<24).map { $0 == 23 ? [0, 0, 255, 255] : grey })
        // Frame 2 disposes BACKGROUND; frame 3 replaces the whole canvas (SOURCE).
        #expect(pixels(3) == (0..<24).map { $0 == 0 ? [0, 255, 0, 255] : clear })
    }

    // MARK: hostile files: each one error naming what is wrong, never a crash

    @Test func emptyAndNotAPNG() throws {
        #expect(Self.error(Data()) == "a.png: not a readable PNG: not a PNG file (it is empty)")
        #expect(Self.error(Data("GIF89a..".utf8)) == "a.png: not a readable PNG: not a PNG file (bad signature)")
        let still = try PNGFile.encode(Self.moving[0])
        #expect(Self.error(still) == "a.png: not a readable PNG: IDAT chunk at byte 33: image data before any acTL chunk (not an animated PNG)")
    }

    @Test func everyTruncationIsAnError() throws {
        let png = try AnimatedPNG.encode(Self.moving, delay: Self.tenFPS)
        for cut in 1..<png.count {
            let message = Self.error(png.prefix(cut))
            #expect(message != nil, "cut at \(cut)")
            if cut >= 8 { #expect(message?.contains("truncated at byte \(cut)") == true, "cut at \(cut): \(message ?? "")") }
        }
        let fdAT = try Self.offset(of: "fdAT", in: png)
        #expect(Self.error(png.prefix(fdAT + 20)) == "a.png: not a readable PNG: truncated at byte \(fdAT + 20): the data ends inside its fdAT chunk (at byte \(fdAT), \(Int(png[fdAT + 3])) bytes)")
    }

    /// Found by the fuzzer: a chunk type holding a line break put it into the message.
    @Test func aChunkTypeThatIsNotLettersIsNamedInHex() throws {
        var png = try AnimatedPNG.encode(Self.moving, delay: Self.tenFPS)
        let fdAT = try Self.offset(of: "fdAT", in: png)
        png[fdAT + 6] = 0x0A
        #expect(Self.error(png) == "a.png: not a readable PNG: the chunk at byte \(fdAT) has the type 0x66640A54, not four letters: the file is corrupt")
    }

    @Test func badChecksum() throws {
        var png = try AnimatedPNG.encode(Self.moving, delay: Self.tenFPS)
        let fdAT = try Self.offset(of: "fdAT", in: png)
        png[fdAT + 14] ^= 0x55
        #expect(Self.error(png)?.hasPrefix("a.png: not a readable PNG: fdAT chunk at byte \(fdAT) has CRC 0x") == true)
        #expect(Self.error(png)?.hasSuffix(": the file is corrupt") == true)
    }

    @Test func wrongSequenceNumber() throws {
        let png = try AnimatedPNG.encode(Self.moving, delay: Self.tenFPS)
        let bad = try Self.patched(png, "fdAT", 0, at: 0, Self.be32(5))
        #expect(Self.error(bad) == "a.png: not a readable PNG: fdAT chunk at byte \(try Self.offset(of: "fdAT", in: bad)): sequence number 5, expected 2 (chunks missing or out of order)")
    }

    @Test func frameOutsideTheCanvas() throws {
        let png = try AnimatedPNG.encode(Self.moving, delay: Self.tenFPS)
        let bad = try Self.patched(png, "fcTL", 1, at: 12, Self.be32(3))
        #expect(Self.error(bad) == "a.png: not a readable PNG: fcTL chunk at byte \(try Self.offset(of: "fcTL", 1, in: bad)): frame 1 is 4×3 px at (3, 0), outside the 4×3 px canvas")
        // Far outside: x + width past 2³², which must not wrap round to inside.
        let wrapped = try Self.patched(png, "fcTL", 1, at: 12, Self.be32(0xFFFF_FFFE))
        #expect(Self.error(wrapped)?.contains("outside the 4×3 px canvas") == true)
        let first = try Self.patched(png, "fcTL", 0, at: 4, Self.be32(2))
        #expect(Self.error(first) == "a.png: not a readable PNG: fcTL chunk at byte 53: the first frame is 2×3 px at (0, 0); it must fill the 4×3 px canvas")
    }

    @Test func frameCounts() throws {
        let png = try AnimatedPNG.encode(Self.moving, delay: Self.tenFPS)
        #expect(Self.error(try Self.patched(png, "acTL", at: 0, Self.be32(1_000_000))) == "a.png: acTL claims 1000000 frames, over the limit of 4096")
        #expect(Self.error(try Self.patched(png, "acTL", at: 0, Self.be32(0))) == "a.png: not a readable PNG: acTL chunk at byte 33: acTL says the animation has 0 frames; it needs at least one")
        #expect(Self.error(png, maxPixels: 20) == "a.png: 3 frames of 4×3 px are 36 px, over the limit of 20 px in all")
        #expect(Self.error(try Self.patched(png, "acTL", at: 0, Self.be32(4))) == "a.png: not a readable PNG: acTL promises 4 frames, the file holds 3")
        #expect(Self.error(try Self.patched(png, "acTL", at: 0, Self.be32(2))) == "a.png: not a readable PNG: fcTL chunk at byte \(try Self.offset(of: "fcTL", 2, in: png)): more frames than acTL's 2")
    }

    @Test func badOperationsAndData() throws {
        let png = try AnimatedPNG.encode(Self.moving, delay: Self.tenFPS)
        let at = try Self.offset(of: "fcTL", 1, in: png)
        #expect(Self.error(try Self.patched(png, "fcTL", 1, at: 24, [7])) == "a.png: not a readable PNG: fcTL chunk at byte \(at): dispose_op 7 or blend_op 0 is not one PNG defines")
        // A valid checksum over data that does not inflate: the frame's own PNG reader says why.
        var list = try Self.chunks(png)
        let k = list.firstIndex { $0.type == "fdAT" }!
        list[k].data = list[k].data.prefix(4) + Data(repeating: 0xAB, count: 20)
        #expect(Self.error(Self.assemble(list))?.hasPrefix("a.png frame 1: not a readable PNG: ") == true)
    }

    /// Random bytes changed (checksums mended, so the damage reaches the parser): every
    /// result is a decoded animation or an error.
    @Test func mutationsNeverCrash() throws {
        let png = try AnimatedPNG.encodeDeltas(Self.moving, delay: Self.tenFPS)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int { state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407; return Int(state >> 33) }
        let list = try Self.chunks(png)
        for _ in 0..<300 {
            var mutated = list
            let k = next() % mutated.count
            var d = [UInt8](mutated[k].data)
            if !d.isEmpty { d[next() % d.count] = UInt8(next() & 0xFF) }
            mutated[k].data = Data(d)
            _ = Self.error(Self.assemble(mutated))
        }
    }
}

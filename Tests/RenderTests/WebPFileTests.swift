import Foundation
import Testing
@testable import Render

/// `WebPFile`: the gallery's lossless pictures — every visible pixel back as the PNG has it,
/// the same bytes every run, and bad or oversized files refused with one line.
struct WebPFileTests {
    /// A `width` × `height` raster with padded rows, from an explicit seed: opaque pixels,
    /// with every seventh half see-through and every eleventh clear.
    static func noisy(width: Int = 37, height: Int = 23, seed: UInt64 = 38) -> Raster {
        var random = SplitMix64(state: seed)
        let stride = width * 4 + 12
        var bytes = [UInt8](repeating: 0xEE, count: stride * height)
        for y in 0..<height {
            for x in 0..<width {
                let i = y * width + x, o = y * stride + x * 4
                let a: UInt8 = i % 11 == 0 ? 0 : i % 7 == 0 ? 128 : 255
                for c in 0..<3 { bytes[o + c] = UInt8(UInt32(random.nextByte()) * UInt32(a) / 255) }
                bytes[o + 3] = a
            }
        }
        return Raster(width: width, height: height, stride: stride, bytes: bytes)
    }

    /// A screen-like picture: a vertical gradient, flat cards, a few lines of "text".
    static func screenLike(width: Int = 390, height: Int = 844) -> Raster {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let o = (y * width + x) * 4
                var (r, g, b) = (255 - y * 80 / height, 200 - y * 60 / height, 180 + y * 60 / height)
                if x >= 20, x < width - 20, (y - 100) % 180 < 150, y >= 100 { (r, g, b) = (250, 250, 252) }
                if x >= 40, x < 40 + (y * 7) % 200, (y - 120) % 180 < 12, y >= 120 { (r, g, b) = (30, 30, 40) }
                bytes[o] = UInt8(b); bytes[o + 1] = UInt8(g); bytes[o + 2] = UInt8(r); bytes[o + 3] = 255
            }
        }
        return Raster(width: width, height: height, stride: width * 4, bytes: bytes)
    }

    /// Every pixel a browser can see comes back as the fast PNG gives it (unpremultiplied the
    /// same way); only the colour under a fully clear pixel may differ.
    @Test func everyVisiblePixelComesBackAsThePNGHasIt() throws {
        let raster = Self.noisy()
        let webp = try WebPFile.decode(try WebPFile.encode(raster))
        let png = try PNGFile.decode(try PNGFile.encode(raster, options: .fast))
        #expect((webp.width, webp.height) == (37, 23))
        var clear = 0
        for i in 0..<(37 * 23) {
            let w = webp.pixels[(i * 4)..<(i * 4 + 4)], p = png.pixels[(i * 4)..<(i * 4 + 4)]
            #expect(w.last == p.last, "alpha of pixel \(i)")
            if p.last == 0 { clear += 1 } else { #expect(Array(w) == Array(p), "pixel \(i)") }
        }
        #expect(clear == 78)  // 851 pixels, every eleventh from the first clear
    }

    /// A half see-through pixel is stored straight: premultiplied (64, 32, 16, 128) reads
    /// back as (32·255/128, …) rounded as Cairo's PNG writer rounds.
    @Test func aSeeThroughPixelIsStoredStraight() throws {
        let raster = Raster(width: 1, height: 1, stride: 4, bytes: [16, 32, 64, 128])
        let image = try WebPFile.decode(try WebPFile.encode(raster))
        #expect(image.pixels == [128, 64, 32, 128])
    }

    @Test func theSamePictureGivesTheSameBytes() throws {
        let raster = Self.screenLike()
        #expect(try WebPFile.encode(raster) == WebPFile.encode(raster))
    }

    /// Why the gallery stores WebP: on a screen-like picture it is well under the fast PNG.
    @Test func aScreenIsSmallerThanItsFastPNG() throws {
        let raster = Self.screenLike()
        let webp = try WebPFile.encode(raster), png = try PNGFile.encode(raster, options: .fast)
        #expect(webp.count * 2 < png.count, "WebP \(webp.count) bytes, fast PNG \(png.count)")
        #expect(try WebPFile.decode(webp).pixels == PNGFile.decode(png).pixels)
    }

    /// Our encoder against libwebp's lossless one (method 1, quality 0) on the screen-like
    /// picture: the same pixels, and ours at most a third larger.
    @Test func ourEncoderIsWithinAThirdOfLibwebp() throws {
        let raster = Self.screenLike()
        let ours = try WebPFile.encode(raster), theirs = try WebPFile.encodeWithLibwebp(raster)
        #expect(try WebPFile.decode(ours) == WebPFile.decode(theirs))
        #expect(ours.count * 3 <= theirs.count * 4, "ours \(ours.count) bytes, libwebp's \(theirs.count)")
    }

    /// The bytes are ours, not a library's: pinned, so that a change to the encoder is seen
    /// (and the gallery's cached WebPs thought about). The header: RIFF, the sizes, VP8L,
    /// the signature 0x2f and 14-bit width − 1, height − 1, no alpha.
    @Test func theScreenLikePictureHasPinnedBytes() throws {
        let webp = [UInt8](try WebPFile.encode(Self.screenLike()))
        #expect(webp.count == 808, "now \(webp.count) bytes")
        #expect(webp[0..<4].elementsEqual("RIFF".utf8) && webp[8..<16].elementsEqual("WEBPVP8L".utf8))
        func le32(_ o: Int) -> Int { Int(webp[o]) | Int(webp[o + 1]) << 8 | Int(webp[o + 2]) << 16 | Int(webp[o + 3]) << 24 }
        #expect(le32(4) == webp.count - 8 && le32(16) + 20 + (le32(16) & 1) == webp.count)
        #expect(webp[20] == 0x2F)
        let bits = le32(21)
        #expect((bits & 0x3FFF, (bits >> 14) & 0x3FFF, (bits >> 28) & 1) == (389, 843, 0))
        let fnv = webp.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
        #expect(fnv == 14_931_332_260_840_777_995, "FNV-1a 64 now \(String(fnv, radix: 16))")
    }

    /// Shapes at the format's edges: one pixel, one row, one column, sides that are not a
    /// whole number of tiles, a run longer than a copy can be (4,096), every pixel another
    /// colour, a see-through picture, the widest WebP (16,384 px) — each decodes by libwebp
    /// to exactly the pixels the PNG has.
    @Test(arguments: [(1, 1), (1, 37), (53, 1), (17, 33), (5000, 2), (16384, 1)])
    func edgeShapesDecodeExactly(width: Int, height: Int) throws {
        var random = SplitMix64(state: UInt64(width * 31 + height))
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0..<(width * height) {
            // Mostly one colour (long runs), with a stripe of noise every 97 pixels.
            let noisy = i % 97 < 5
            let (b, g, r) = noisy ? (random.nextByte(), random.nextByte(), random.nextByte()) : (40, 90, 200)
            bytes[i * 4] = b; bytes[i * 4 + 1] = g; bytes[i * 4 + 2] = r; bytes[i * 4 + 3] = 255
        }
        let raster = Raster(width: width, height: height, stride: width * 4, bytes: bytes)
        let image = try WebPFile.decode(try WebPFile.encode(raster))
        #expect(image == (try PNGFile.decode(try PNGFile.encode(raster, options: .fast))))
    }

    @Test func everyPixelAnotherColourAndSeeThroughDecodeExactly() throws {
        var random = SplitMix64(state: 7)
        let bytes = (0..<(61 * 29)).flatMap { _ -> [UInt8] in
            let a = random.nextByte() | 1
            return [UInt8(UInt32(random.nextByte()) * UInt32(a) / 255), UInt8(UInt32(random.nextByte()) * UInt32(a) / 255),
                    UInt8(UInt32(random.nextByte()) * UInt32(a) / 255), a]
        }
        let raster = Raster(width: 61, height: 29, stride: 61 * 4, bytes: bytes)
        let webp = try WebPFile.encode(raster)
        #expect(webp[webp.startIndex + 24] & 0x10 != 0, "the alpha bit is set")
        #expect(try WebPFile.decode(webp) == PNGFile.decode(try PNGFile.encode(raster, options: .fast)))
    }

    @Test func aRasterWithShortRowsIsRefused() {
        #expect(throws: RenderError.self) { try WebPFile.encode(Raster(width: 4, height: 2, stride: 8, bytes: [UInt8](repeating: 0, count: 16))) }
        #expect(throws: RenderError.self) { try WebPFile.encode(Raster(width: 0, height: 2, stride: 0, bytes: [])) }
        #expect(throws: RenderError.cairo("cannot encode the WebP: the picture is larger than WebP allows (16384 px a side)")) {
            try WebPFile.encode(Raster(width: 16385, height: 1, stride: 16385 * 4, bytes: [UInt8](repeating: 255, count: 16385 * 4)))
        }
    }

    /// Bad bytes: a PNG, a cut-off WebP, a header claiming more pixels than allowed.
    @Test func badDataIsRefusedWithOneLine() throws {
        let webp = try WebPFile.encode(Self.noisy())
        let png = try PNGFile.encode(Self.noisy(), options: .fast)
        #expect(throws: RenderError.badWebP(path: "a.png", reason: "not a WebP file, or a corrupt one")) { try WebPFile.decode(png, name: "a.png") }
        #expect(throws: RenderError.badWebP(path: "cut", reason: "not a WebP file, or a corrupt one")) { try WebPFile.decode(webp.prefix(webp.count / 2), name: "cut") }
        #expect(throws: RenderError.badWebP(path: "empty", reason: "not a WebP file, or a corrupt one")) { try WebPFile.decode(Data(), name: "empty") }
        #expect(throws: RenderError.imageTooLarge(path: "big", reason: "a 37×23 px WebP is larger than this reader accepts (8192 px a side, 800 px)")) {
            try WebPFile.decode(webp, name: "big", maxSide: 8192, maxPixels: 800)
        }
        #expect(RenderError.badWebP(path: "a.png", reason: "x").description == "a.png: not a readable WebP: x")
        #expect(RenderError.badWebP(path: "a.png", reason: "x").exitCode == 65)
    }

    /// Files: read whole, the RIFF header checked; missing, a folder and a PNG named .webp.
    @Test func filesAreReadOrRefused() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("webp-\(getpid())-\(UInt64.random(in: 0...UInt64.max))").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try WebPFile.encode(Self.noisy()).write(to: URL(fileURLWithPath: dir + "/a.webp"))
        try PNGFile.encode(Self.noisy(), options: .fast).write(to: URL(fileURLWithPath: dir + "/b.webp"))
        #expect(try WebPFile.read(dir + "/a.webp").width == 37)
        #expect(throws: RenderError.badWebP(path: dir + "/b.webp", reason: "not a WebP file (no RIFF header)")) { try WebPFile.read(dir + "/b.webp") }
        #expect(throws: RenderError.io(path: dir + "/none.webp", reason: "cannot read: no such file or folder")) { try WebPFile.read(dir + "/none.webp") }
        #expect(throws: RenderError.io(path: dir, reason: "cannot read: it is a folder, not a WebP file")) { try WebPFile.read(dir) }
    }
}

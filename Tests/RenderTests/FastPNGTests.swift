import DisplayList
import Foundation
import Render
import Testing
import Tokens

/// `.fast` PNGs are written around libdeflate's stream without libpng: they must decode
/// (libpng checks every critical chunk's CRC) to exactly what the slow path decodes to.
@Suite struct FastPNGTests {
    /// A 3×2 raster with opaque, half-transparent and clear pixels, rows padded.
    static func raster() -> Raster {
        var bytes = [UInt8](repeating: 0, count: 2 * 16)
        func set(_ x: Int, _ y: Int, _ bgra: [UInt8]) { for c in 0..<4 { bytes[y * 16 + x * 4 + c] = bgra[c] } }
        set(0, 0, [0, 0, 255, 255])      // red
        set(1, 0, [255, 128, 0, 255])    // blue-ish
        set(2, 0, [0, 64, 0, 128])       // green at 50 %, premultiplied
        set(0, 1, [10, 20, 30, 40])
        set(1, 1, [0, 0, 0, 0])          // clear
        set(2, 1, [255, 255, 255, 255])  // white
        bytes[15] = 99                    // padding beyond the row must not leak in
        return Raster(width: 3, height: 2, stride: 16, bytes: bytes)
    }

    @Test func aFastPNGDecodesToTheSamePixelsAsTheSlowOne() throws {
        let r = Self.raster()
        let fast = try PNGFile.encode(r, options: .fast)
        let small = try PNGFile.encode(r, options: .small)
        #expect(fast != small)
        let a = try PNGFile.decode(fast), b = try PNGFile.decode(small)
        #expect(a == b)
        #expect(a.width == 3 && a.height == 2)
        // Straight alpha: 64 premultiplied at alpha 128 is (64·255 + 64) / 128 = 128.
        #expect(Array(a.pixels[0..<12]) == [255, 0, 0, 255, 0, 128, 255, 255, 0, 128, 0, 128])
        #expect(Array(a.pixels[16..<24]) == [0, 0, 0, 0, 255, 255, 255, 255])
        #expect(Array(a.pixels) == r.rgba)
    }

    /// Signature, IHDR (RGBA, 8 bits), one IDAT, IEND — in that order.
    @Test func aFastPNGHasTheFourChunksAPNGNeeds() throws {
        let png = [UInt8](try PNGFile.encode(Self.raster(), options: .fast))
        #expect(Array(png[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var types: [String] = []
        var i = 8
        while i + 12 <= png.count {
            let length = png[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) }
            types.append(String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self))
            i += 12 + length
        }
        #expect(i == png.count)
        #expect(types == ["IHDR", "IDAT", "IEND"])
        #expect(Array(png[16..<29]) == [0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0])
    }

    /// A real screen: the fast and the small file decode to the same pixels, and the fast
    /// one is written a changed byte away from being refused (a flipped CRC byte fails).
    @Test func aRenderedScreenRoundTripsAndACorruptCRCIsRefused() throws {
        var list = DisplayList(size: Size(width: 120, height: 80), scale: 2, background: .white)
        list.append(.shape("card", Rect(x: 10, y: 10, width: 100, height: 60), .roundedRectangle(cornerRadius: 12, style: .continuous),
                           fill: .linearGradient(Gradient(stops: [GradientStop(color: RGBA(hex: "#FF8800")!, position: 0),
                                                                  GradientStop(color: RGBA(hex: "#0088FF80")!, position: 1)]),
                                                 start: UnitPoint(x: 0, y: 0), end: UnitPoint(x: 1, y: 1))))
        let raster = try CairoRenderer().render(list)
        let fast = try PNGFile.encode(raster, options: .fast)
        #expect(try PNGFile.decode(fast) == PNGFile.decode(try PNGFile.encode(raster, options: .small)))
        var broken = [UInt8](fast)
        broken[broken.count - 13] ^= 0xFF   // the IDAT's CRC, just before IEND
        #expect(throws: (any Error).self) { try PNGFile.decode(Data(broken)) }
    }
}

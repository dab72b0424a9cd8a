import CCairo
import Foundation
@testable import Render
import Testing

/// Assets drawn from the pixels the preflight decoded (libdeflate) instead of Cairo's own
/// PNG reader (zlib): the surface must hold the bytes Cairo's reader makes, pixel for pixel.
@Suite struct AssetImagesTests {
    /// A 256 × 4 PNG with every alpha level under four colours, straight alpha as written.
    static func gradientPNG() throws -> String {
        let width = 256, height = 4
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        let colours: [(UInt32, UInt32, UInt32)] = [(255, 255, 255), (200, 100, 7), (0, 0, 0), (13, 250, 128)]
        for y in 0..<height {
            for x in 0..<width {
                let a = UInt32(x), (r, g, b) = colours[y]
                // Premultiplied ARGB32, as a raster holds it (little-endian B, G, R, A).
                let i = (y * width + x) * 4
                bytes[i] = UInt8(b * a / 255); bytes[i + 1] = UInt8(g * a / 255); bytes[i + 2] = UInt8(r * a / 255); bytes[i + 3] = UInt8(a)
            }
        }
        let path = NSTemporaryDirectory() + "asset-images-\(UUID().uuidString).png"
        try PNGFile.write(Raster(width: width, height: height, stride: width * 4, bytes: bytes), to: path)
        return path
    }

    /// Reads the PNG at `path` with Cairo's own reader and as the renderer draws an asset
    /// (decoded, then `premultipliedSurface`); returns how many bytes of the two surfaces
    /// differ, after `inspect` has looked at ours (its data, stride, width and height).
    static func bytesDifferingFromCairosReader(_ path: String,
                                               inspect: (UnsafeMutablePointer<UInt8>, Int, Int, Int) -> Void = { _, _, _, _ in }) throws -> Int {
        let cairos = try #require(cairo_image_surface_create_from_png(path))
        defer { cairo_surface_destroy(cairos) }
        #expect(cairo_surface_status(cairos) == CAIRO_STATUS_SUCCESS)
        #expect(cairo_image_surface_get_format(cairos) == CAIRO_FORMAT_ARGB32)
        let ours = try #require(CairoRenderer.premultipliedSurface(try PNGFile.read(path)))
        defer { cairo_surface_destroy(ours) }
        let (width, height) = (Int(cairo_image_surface_get_width(ours)), Int(cairo_image_surface_get_height(ours)))
        let a = try #require(cairo_image_surface_get_data(cairos)), b = try #require(cairo_image_surface_get_data(ours))
        let (sa, sb) = (Int(cairo_image_surface_get_stride(cairos)), Int(cairo_image_surface_get_stride(ours)))
        inspect(b, sb, width, height)
        var differing = 0
        for y in 0..<height {
            for x in 0..<(width * 4) where a[y * sa + x] != b[y * sb + x] { differing += 1 }
        }
        return differing
    }

    @Test func theDecodedAssetIsTheSurfaceCairosReaderMakes() throws {
        let path = try Self.gradientPNG()
        defer { try? FileManager.default.removeItem(atPath: path) }
        var size = (0, 0), translucent = 0, known: [UInt8] = []
        let differing = try Self.bytesDifferingFromCairosReader(path) { b, sb, width, height in
            size = (width, height)
            for y in 0..<height {
                for x in 0..<width where b[y * sb + x * 4 + 3] > 0 && b[y * sb + x * 4 + 3] < 255 { translucent += 1 }
            }
            let p = b + 1 * sb + 128 * 4
            known = [p[0], p[1], p[2], p[3]]
        }
        #expect(size == (256, 4))
        #expect(differing == 0)
        // The image really exercised the premultiplication: 254 partial alphas a row.
        #expect(translucent == 4 * 254)
        // A known pixel: (200, 100, 7) at alpha 128 is held as (100, 50, 3), written straight
        // as (199, 100, 6), and read back as c·128/255 rounded: BGRA 3, 50, 100, 128.
        #expect(known == [3, 50, 100, 128])
    }

    /// Every premultiplied (colour, alpha) pair a raster can hold — row a, column c (c ≤ a;
    /// beyond it, c = a) — written as a PNG (straight alpha, as `proof` writes it) and read
    /// back: the surface drawn from the decoded pixels is the one Cairo's own reader makes,
    /// byte for byte, so the rounding is Cairo's for every straight value the encoders write.
    @Test func everyPairPremultipliesAsCairosReader() throws {
        let side = 256
        var bytes = [UInt8](repeating: 0, count: side * side * 4)
        for a in 0..<side {
            for x in 0..<side {
                let c = min(x, a), i = (a * side + x) * 4
                // Little-endian B, G, R, A: red c, green its complement to alpha, blue half of it.
                bytes[i] = UInt8(c / 2); bytes[i + 1] = UInt8(a - c); bytes[i + 2] = UInt8(c); bytes[i + 3] = UInt8(a)
            }
        }
        let path = NSTemporaryDirectory() + "asset-pairs-\(UUID().uuidString).png"
        try PNGFile.write(Raster(width: side, height: side, stride: side * 4, bytes: bytes), to: path)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try Self.bytesDifferingFromCairosReader(path) == 0)
    }

    @Test func keptImagesStayWithinTheBudget() throws {
        var assets = AssetImages()
        let big = RGBAImage(width: 2048, height: 2048, pixels: [UInt8](repeating: 255, count: 2048 * 2048 * 4))  // 16 MB
        for k in 0..<5 { assets.keep(big, for: "/nowhere/\(k).png") }
        // Three fit in the 48 MB budget; the other two are read again when drawn (here:
        // nothing to read, so nil rather than a crash).
        #expect((0..<5).filter { assets.has("/nowhere/\($0).png") }.count == 5)
        #expect(assets.image("/nowhere/2.png") != nil)
        #expect(assets.image("/nowhere/3.png") == nil)
        #expect(assets.image("/nowhere/never-read.png") == nil)
    }
}

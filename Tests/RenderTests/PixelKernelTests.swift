import DisplayList
@testable import Render
import Testing
import Tokens

/// The fast pixel loops behind materials, shadows and gradients, each against a plain
/// reference written the obvious way: the optimisations must not change a single byte
/// (or, where stated, more than one level).
@Suite struct PixelKernelTests {
    // MARK: Blur

    /// Three box passes, rows then columns, clamped edges, (sum + w/2) / w — the definition.
    static func referenceBlur(_ data: [UInt8], width: Int, height: Int, channels: Int, sigma: Double) -> [UInt8] {
        var d = data
        for box in GaussianBlur.boxes(sigma: sigma) where box > 1 {
            let r = (box - 1) / 2
            var h = d
            for y in 0..<height { for x in 0..<width { for c in 0..<channels {
                var s = 0
                for k in -r...r { s += Int(d[(y * width + min(max(x + k, 0), width - 1)) * channels + c]) }
                h[(y * width + x) * channels + c] = UInt8((s + box / 2) / box)
            } } }
            for y in 0..<height { for x in 0..<width { for c in 0..<channels {
                var s = 0
                for k in -r...r { s += Int(h[(min(max(y + k, 0), height - 1) * width + x) * channels + c]) }
                d[(y * width + x) * channels + c] = UInt8((s + box / 2) / box)
            } } }
        }
        return d
    }

    @Test(arguments: [(1, 0.9), (1, 5.0), (4, 2.5), (4, 11.0), (3, 4.0)])
    func blurEqualsTheBoxDefinition(_ channels: Int, _ sigma: Double) {
        var bytes = SplitMix64(state: 7)
        let width = 37, height = 23
        let image = bytes.bytes(width * height * channels)
        var fast = image
        GaussianBlur.blur(&fast, width: width, height: height, stride: width * channels, channels: channels, sigma: sigma)
        #expect(fast == Self.referenceBlur(image, width: width, height: height, channels: channels, sigma: sigma))
    }

    @Test func boxDivisionIsExactForEveryReachableSum() {
        for w in [3, 5, 9, 17, 101, 255, 257, 511] {
            let divide = GaussianBlur.BoxDivision(width: w)
            for sum in 0...(255 * w) where sum % 7 == 0 || sum > 255 * w - 300 {
                #expect(divide(UInt32(sum)) == UInt32((sum + w / 2) / w), "w \(w), sum \(sum)")
            }
        }
    }

    // MARK: Downsample

    @Test(arguments: [(4, 8), (1, 8), (4, 3), (1, 1)])
    func downsampleAveragesBlocksExactly(_ channels: Int, _ f: Int) {
        var bytes = SplitMix64(state: 11)
        let width = 29, height = 19, stride = width * channels + 3
        let image = bytes.bytes(stride * height)
        let (got, w, h) = GaussianBlur.downsample(image, width: width, height: height, stride: stride, channels: channels, factor: f)
        #expect(w == (width + f - 1) / f && h == (height + f - 1) / f)
        for by in 0..<h { for bx in 0..<w { for c in 0..<channels {
            var s = 0, n = 0
            for y in (by * f)..<min(height, by * f + f) { for x in (bx * f)..<min(width, bx * f + f) {
                s += Int(image[y * stride + x * channels + c]); n += 1
            } }
            #expect(got[(by * w + bx) * channels + c] == UInt8((s + n / 2) / n), "block (\(bx), \(by)) channel \(c)")
        } } }
    }

    // MARK: Upscale

    /// pixman's bilinear sampling at output pixel centres, PAD edges, in doubles.
    static func referenceUpscale(_ small: [UInt8], width: Int, height: Int, channels: Int, factor f: Int,
                                 outWidth: Int, outHeight: Int, originX: Double, originY: Double) -> [Double] {
        var out = [Double](repeating: 0, count: outWidth * outHeight * channels)
        func at(_ x: Int, _ y: Int, _ c: Int) -> Double {
            Double(small[(min(max(y, 0), height - 1) * width + min(max(x, 0), width - 1)) * channels + c])
        }
        for y in 0..<outHeight { for x in 0..<outWidth {
            let u = (Double(x) + 0.5 - originX) / Double(f) - 0.5, v = (Double(y) + 0.5 - originY) / Double(f) - 0.5
            let i = Int(u.rounded(.down)), j = Int(v.rounded(.down))
            let a = u - Double(i), b = v - Double(j)
            for c in 0..<channels {
                let top = at(i, j, c) * (1 - a) + at(i + 1, j, c) * a
                let bottom = at(i, j + 1, c) * (1 - a) + at(i + 1, j + 1, c) * a
                out[(y * outWidth + x) * channels + c] = top * (1 - b) + bottom * b
            }
        } }
        return out
    }

    @Test(arguments: [(4, 8, 0.0, 0.0), (4, 8, 2.25, 5.5), (1, 8, 0.0, 0.0), (1, 4, 0.5, 0.75), (4, 3, 1.0, 0.0), (4, 1, 0.0, 0.0)])
    func upscaleMatchesBilinearSamplingWithinOneLevel(_ channels: Int, _ f: Int, _ originX: Double, _ originY: Double) {
        var bytes = SplitMix64(state: 3)
        let width = 9, height = 6
        let small = bytes.bytes(width * height * channels)
        let outWidth = width * f + 5, outHeight = height * f + 3, stride = outWidth * channels + 4
        var out = [UInt8](repeating: 0xAA, count: stride * outHeight)
        small.withUnsafeBufferPointer { s in
            out.withUnsafeMutableBufferPointer { o in
                Upscale.bilinear(s.baseAddress!, width: width, height: height, channels: channels, factor: f,
                                 into: o.baseAddress!, outWidth: outWidth, outHeight: outHeight, outStride: stride,
                                 originX: originX, originY: originY)
            }
        }
        let expected = Self.referenceUpscale(small, width: width, height: height, channels: channels, factor: f,
                                             outWidth: outWidth, outHeight: outHeight, originX: originX, originY: originY)
        var worst = 0.0
        for y in 0..<outHeight { for x in 0..<(outWidth * channels) {
            worst = max(worst, abs(Double(out[y * stride + x]) - expected[y * outWidth * channels + x]))
        } }
        // 8-bit weights (as pixman's) round the position to 1/256 of a pixel: under one level.
        #expect(worst <= 1.0, "worst \(worst) levels")
        #expect(out[stride - 1] == 0xAA, "the row padding is left alone")
    }

    // MARK: Gradient rows

    @Test func unclampedSpanIsTheStretchInsideTheTable() {
        let limit: Int64 = 10 << 16
        for t0 in stride(from: Int64(-300_000), through: 1_000_000, by: 77_777) {
            for step in [Int64(0), 1, 9_999, 70_000, -1, -9_999, -70_000] {
                let count = 50
                let (start, end) = CairoRenderer.unclampedSpan(t0: t0, step: step, count: count, limit: limit)
                for k in 0..<count {
                    let u = t0 + Int64(k) * step
                    let inside = u >= 0 && u < limit
                    #expect(inside == (k >= start && k < end), "t0 \(t0) step \(step) k \(k)")
                }
                // Outside the stretch, the side is the one the fill uses (first stop before it when rising).
                if step > 0 { for k in 0..<start { #expect(t0 + Int64(k) * step < 0) } }
                if step < 0 { for k in 0..<start { #expect(t0 + Int64(k) * step >= limit) } }
                if step == 0, t0 < 0 { #expect(start == count, "all before the first stop") }
            }
        }
    }

    /// The incoming gradient of a cross-fade, drawn at 40 % over the outgoing one, is the
    /// straight blend of the two colours the token maths gives (within a level) — whether
    /// the pair merges into one gradient (same geometry) or is blended pixel by pixel.
    @Test(arguments: [true, false])
    func translucentGradientBlendsOverWhatIsThere(_ sameGeometry: Bool) throws {
        let a = Gradient([RGBA(hex: "#FDE4D2")!, RGBA(hex: "#F9C7D6")!])
        let b = Gradient(stops: [GradientStop(color: RGBA(hex: "#D1F2E8")!, position: 0), GradientStop(color: RGBA(hex: "#7FB0D0")!, position: 0.3),
                                 GradientStop(color: RGBA(hex: "#BDE3F2")!, position: 1)])
        let frame = Rect(x: 0, y: 0, width: 30, height: 60)
        var list = DisplayList(size: frame.size, scale: 2)
        list.append(.shape("old", frame, fill: .linearGradient(a, start: .topLeading, end: .bottomTrailing)))
        var incoming = Element.shape("new", frame, fill: .linearGradient(b, start: sameGeometry ? .topLeading : .top, end: sameGeometry ? .bottomTrailing : .bottom))
        incoming.opacity = 0.4
        list.append(incoming)
        #expect((CairoRenderer.crossfadeGradient(list.elements[0], under: list.elements[1]) != nil) == sameGeometry)
        let raster = try CairoRenderer().render(list)
        for (x, y) in [(0, 0), (59, 119), (30, 60), (5, 100), (40, 20)] {
            let px = Double(x) + 0.5, py = Double(y) + 0.5
            let ta = (px * 60 + py * 120) / (60 * 60 + 120 * 120)
            let tb = sameGeometry ? ta : py / 120
            let ca = a.color(at: ta).bytes, cb = b.color(at: tb).bytes
            let got = raster.pixel(x: x, y: y).bytes
            for (g, e) in [(got.r, 0.4 * Double(cb.r) + 0.6 * Double(ca.r)), (got.g, 0.4 * Double(cb.g) + 0.6 * Double(ca.g)),
                           (got.b, 0.4 * Double(cb.b) + 0.6 * Double(ca.b))] {
                #expect(abs(Double(g) - e) <= 1.5, "pixel (\(x), \(y)): \(g) vs \(e)")
            }
        }
    }

    // MARK: Reusing the raster

    @Test func renderingIntoARasterReusesItAndMatchesAFreshRender() throws {
        let renderer = CairoRenderer()
        var list = DisplayList(size: Size(width: 60, height: 40), scale: 2, background: .white)
        var card = Element.shape("card", Rect(x: 10, y: 8, width: 40, height: 24), .roundedRectangle(cornerRadius: 8, style: .continuous))
        card.material = MaterialStyle(name: "test", blur: 6, tint: RGBA.white.opacity(0.3), saturation: 1.4)
        card.shadow = ShadowStyle(color: RGBA.black.opacity(0.2), radius: 4, x: 0, y: 3)
        list.append(.shape("bg", Rect(x: 0, y: 0, width: 60, height: 40), fill: .linearGradient(Gradient([.black, .white]), start: .leading, end: .trailing)))
        list.append(card)
        var raster = Raster(width: 0, height: 0, stride: 0, bytes: [])
        try renderer.render(list, into: &raster)
        #expect(raster == (try CairoRenderer().render(list)))
        let before = raster.bytes.withUnsafeBufferPointer { $0.baseAddress }
        list.elements[0].fill = .solid(.black)
        try renderer.render(list, into: &raster)
        #expect(raster.bytes.withUnsafeBufferPointer { $0.baseAddress } == before, "same size: the buffer is reused")
        #expect(raster == (try CairoRenderer().render(list)), "and nothing of the previous frame is left")
        list.size = Size(width: 30, height: 40)
        try renderer.render(list, into: &raster)
        #expect(raster.width == 60 && raster.height == 80)
    }
}

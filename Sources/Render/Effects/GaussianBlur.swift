/// Gaussian blur of premultiplied ARGB32 pixels (or an 8-bit alpha plane) by three
/// successive box blurs, Kovesi's construction: box widths chosen so that three passes have
/// the variance of a Gaussian of standard deviation σ. The result is within about 2 % of a
/// true Gaussian (pinned in a test), at a cost independent of σ.
///
/// Large blurs are computed on a downsampled copy, as iOS does: averaging f × f blocks and
/// blurring by the remaining σ costs 1/f² as much and stays within 2 % of the full-size
/// blur (also pinned).
///
/// Blur radius convention (docs/ARCHITECTURE.md): SwiftUI's `.blur(radius:)`,
/// `.shadow(radius:)` and material blurs are taken as the Gaussian's σ in points.
public enum GaussianBlur {
    /// Box widths (odd) for three passes approximating σ.
    static func boxes(sigma: Double) -> [Int] {
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let m = ((12 * sigma * sigma - n * Double(lower * lower) - 4 * n * Double(lower) - 3 * n) / (-4 * Double(lower) - 4)).rounded()
        return (0..<3).map { Double($0) < m ? max(lower, 1) : upper }
    }

    /// The downsampling factor for σ (device pixels): keeps at least 3 px of σ after it.
    public static func downsampleFactor(sigma: Double) -> Int { max(1, min(8, Int(sigma / 3))) }

    /// Blurs `channels`-interleaved 8-bit data in place (4 for ARGB32, 1 for A8), rows of
    /// `stride` bytes, edges extended (clamped), as a backdrop blur needs.
    ///
    /// Each box pass runs along rows (a running sum per pixel, SIMD across the four
    /// channels), then down columns as whole rows at once (a running sum per byte of the
    /// row, contiguous, so the compiler vectorises it). Results are exact: each output is
    /// (sum + w/2) / w rounded down.
    public static func blur(_ data: inout [UInt8], width: Int, height: Int, stride: Int, channels: Int, sigma: Double) {
        guard sigma > 0.2, width > 0, height > 0 else { return }
        let n = width * channels
        data.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: n * height)
            let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: n)
            defer { copy.deallocate(); sums.deallocate() }
            for box in boxes(sigma: sigma) where box > 1 {
                let r = (box - 1) / 2
                let divide = BoxDivision(width: box)
                for y in 0..<height {
                    let row = base + y * stride, saved = copy + y * n
                    saved.update(from: row, count: n)
                    if channels == 4 {
                        horizontal4(saved, into: row, count: width, radius: r, divide)
                    } else {
                        horizontal(saved, into: row, count: width, channels: channels, radius: r, divide)
                    }
                }
                for y in 0..<height { (copy + y * n).update(from: base + y * stride, count: n) }
                vertical(copy, into: base, stride: stride, rowLength: n, height: height, radius: r, sums: sums, divide)
            }
        }
    }

    /// (sum + w/2) / w for sums of at most 255·w, as a multiply and a shift: with
    /// m = ⌈2²⁴/w⌉ the error n·(m·w − 2²⁴)/2²⁴ stays below 1/w, so the quotient is exact,
    /// and the product stays below 2³² — for w < 256 (wider boxes use a real division).
    struct BoxDivision {
        let width: UInt32, half: UInt32, multiplier: UInt32
        init(width w: Int) {
            width = UInt32(w); half = UInt32(w / 2)
            multiplier = w < 256 ? UInt32(((1 << 24) + w - 1) / w) : 0
        }
        @inline(__always) func callAsFunction(_ sum: UInt32) -> UInt32 {
            multiplier != 0 ? ((sum &+ half) &* multiplier) &>> 24 : (sum &+ half) / width
        }
        @inline(__always) func callAsFunction(_ sum: SIMD4<UInt32>) -> SIMD4<UInt32> {
            multiplier != 0 ? ((sum &+ half) &* multiplier) &>> 24 : (sum &+ half) / width
        }
    }

    /// A box along one row of 4-channel pixels, read from `src`, written to `dst`.
    private static func horizontal4(_ src: UnsafePointer<UInt8>, into dst: UnsafeMutablePointer<UInt8>, count: Int, radius r: Int, _ divide: BoxDivision) {
        let pixels = UnsafeRawPointer(src).assumingMemoryBound(to: SIMD4<UInt8>.self)
        let out = UnsafeMutableRawPointer(dst).assumingMemoryBound(to: SIMD4<UInt8>.self)
        let last = count - 1
        var sum = SIMD4<UInt32>()
        for k in -r...r { sum &+= SIMD4<UInt32>(truncatingIfNeeded: pixels[min(max(k, 0), last)]) }
        for i in 0..<count {
            out[i] = SIMD4<UInt8>(truncatingIfNeeded: divide(sum))
            sum &+= SIMD4<UInt32>(truncatingIfNeeded: pixels[min(i &+ r &+ 1, last)])
            sum &-= SIMD4<UInt32>(truncatingIfNeeded: pixels[max(i &- r, 0)])
        }
    }

    /// The same for any number of channels (the alpha plane of shadows).
    private static func horizontal(_ src: UnsafePointer<UInt8>, into dst: UnsafeMutablePointer<UInt8>, count: Int, channels: Int, radius r: Int, _ divide: BoxDivision) {
        let last = count - 1
        for c in 0..<channels {
            var sum: UInt32 = 0
            for k in -r...r { sum &+= UInt32(src[min(max(k, 0), last) &* channels &+ c]) }
            for i in 0..<count {
                dst[i &* channels &+ c] = UInt8(truncatingIfNeeded: divide(sum))
                sum &+= UInt32(src[min(i &+ r &+ 1, last) &* channels &+ c])
                sum &-= UInt32(src[max(i &- r, 0) &* channels &+ c])
            }
        }
    }

    /// A box down the columns: one running sum per byte of the row.
    private static func vertical(_ src: UnsafePointer<UInt8>, into dst: UnsafeMutablePointer<UInt8>, stride: Int, rowLength n: Int, height: Int,
                                 radius r: Int, sums: UnsafeMutablePointer<UInt32>, _ divide: BoxDivision) {
        let last = height - 1
        sums.initialize(repeating: 0, count: n)
        for k in -r...r {
            let row = src + min(max(k, 0), last) &* n
            for i in 0..<n { sums[i] &+= UInt32(row[i]) }
        }
        for y in 0..<height {
            let out = dst + y &* stride
            let incoming = src + min(y &+ r &+ 1, last) &* n, outgoing = src + max(y &- r, 0) &* n
            for i in 0..<n {
                out[i] = UInt8(truncatingIfNeeded: divide(sums[i]))
                sums[i] = sums[i] &+ UInt32(incoming[i]) &- UInt32(outgoing[i])
            }
        }
    }

    /// Averages f × f blocks: the downsampled copy large blurs are computed on.
    public static func downsample(_ data: [UInt8], width: Int, height: Int, stride: Int, channels: Int, factor f: Int) -> (pixels: [UInt8], width: Int, height: Int) {
        data.withUnsafeBufferPointer { downsample($0.baseAddress!, width: width, height: height, stride: stride, channels: channels, factor: f) }
    }

    /// The same, reading straight from a pixel buffer (a Cairo surface) without a copy.
    /// The f rows of a block row are first added byte by byte into one row of 16-bit sums
    /// (contiguous, so the compiler vectorises it; at most 8 × 255 per sum), then each
    /// block adds its f columns of that row.
    public static func downsample(_ src: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int, factor f: Int) -> (pixels: [UInt8], width: Int, height: Int) {
        precondition(f >= 1 && f <= 256, "downsample factor \(f) outside 1…256")
        let w = (width + f - 1) / f, h = (height + f - 1) / f
        let n = width * channels
        let out = [UInt8](unsafeUninitializedCapacity: w * h * channels) { dst, count in
            count = w * h * channels
            let rowSums = UnsafeMutablePointer<UInt16>.allocate(capacity: n)
            defer { rowSums.deallocate() }
            for by in 0..<h {
                let y0 = by &* f, rows = min(height, y0 &+ f) &- y0
                // At most 256 rows of bytes: a 16-bit sum holds 256 × 255.
                rowSums.initialize(repeating: 0, count: n)
                for y in y0..<(y0 &+ rows) {
                    let row = src + y &* stride
                    for i in 0..<n { rowSums[i] &+= UInt16(row[i]) }
                }
                let base = by &* w &* channels
                for bx in 0..<w {
                    let x0 = bx &* f, x1 = min(width, x0 &+ f)
                    let count = UInt32((x1 &- x0) &* rows)
                    for c in 0..<channels {
                        var sum: UInt32 = 0
                        for x in x0..<x1 { sum &+= UInt32(rowSums[x &* channels &+ c]) }
                        dst[base &+ bx &* channels &+ c] = UInt8(truncatingIfNeeded: (sum &+ count / 2) / count)
                    }
                }
            }
        }
        return (out, w, h)
    }

    /// σ left to apply after averaging f × f blocks (a box of width f has variance
    /// (f² − 1)/12), in downsampled pixels.
    public static func residualSigma(_ sigma: Double, factor f: Int) -> Double {
        let f = Double(f)
        return (max(0, sigma * sigma - (f * f - 1) / 12)).squareRoot() / f
    }

    /// Boosts saturation of premultiplied ARGB32 pixels in place (`amount` 1 = unchanged),
    /// around Rec. 709 luma, as a material's vibrancy does.
    static func saturate(_ data: inout [UInt8], width: Int, height: Int, stride: Int, amount: Double) {
        guard amount != 1 else { return }
        data.withUnsafeMutableBufferPointer { p in
            for y in 0..<height {
                for x in 0..<width {
                    let o = y * stride + x * 4
                    // Native-endian ARGB32 on little-endian machines: B, G, R, A in memory.
                    let b = Double(p[o]), g = Double(p[o + 1]), r = Double(p[o + 2]), a = Double(p[o + 3])
                    let luma = 0.2126 * r + 0.7152 * g + 0.0722 * b
                    // Rounded half up by truncating (the value is never negative): libm's
                    // round() is a call per channel, truncation one instruction.
                    func adjust(_ v: Double) -> UInt8 { UInt8(min(max(luma + amount * (v - luma), 0), a) + 0.5) }
                    p[o] = adjust(b); p[o + 1] = adjust(g); p[o + 2] = adjust(r)
                }
            }
        }
    }
}

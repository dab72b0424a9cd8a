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
    public static func blur(_ data: inout [UInt8], width: Int, height: Int, stride: Int, channels: Int, sigma: Double) {
        guard sigma > 0.2, width > 0, height > 0 else { return }
        data.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            let longest = max(width, height)
            let line = UnsafeMutablePointer<UInt32>.allocate(capacity: longest * channels)
            let out = UnsafeMutablePointer<UInt32>.allocate(capacity: longest * channels)
            defer { line.deallocate(); out.deallocate() }
            for box in boxes(sigma: sigma) where box > 1 {
                let r = (box - 1) / 2
                for y in 0..<height {
                    let row = base + y * stride
                    for i in 0..<(width &* channels) { line[i] = UInt32(row[i]) }
                    boxPass(line, out, count: width, channels: channels, radius: r)
                    for i in 0..<(width &* channels) { row[i] = UInt8(truncatingIfNeeded: out[i]) }
                }
                for x in 0..<width {
                    let column = base + x * channels
                    for y in 0..<height { for c in 0..<channels { line[y &* channels &+ c] = UInt32(column[y &* stride &+ c]) } }
                    boxPass(line, out, count: height, channels: channels, radius: r)
                    for y in 0..<height { for c in 0..<channels { column[y &* stride &+ c] = UInt8(truncatingIfNeeded: out[y &* channels &+ c]) } }
                }
            }
        }
    }

    /// One running-sum box filter of radius `r` along a line of `count` pixels.
    private static func boxPass(_ src: UnsafeMutablePointer<UInt32>, _ dst: UnsafeMutablePointer<UInt32>, count: Int, channels: Int, radius r: Int) {
        let width = UInt32(2 * r + 1)
        let last = count - 1
        // (sum + w/2) / w as a multiply by ⌈2³²/w⌉ and a shift: exact for sums below 256·w
        // when w < 4096 (the error n·(m·w − 2³²)/2³² stays under 1/w), and a division per
        // value was half the blur's time.
        let reciprocal = ((UInt64(1) << 32) + UInt64(width) - 1) / UInt64(width)
        let half = UInt64(width / 2)
        for c in 0..<channels {
            var sum: UInt32 = 0
            for k in -r...r { sum &+= src[min(max(k, 0), last) &* channels &+ c] }
            for i in 0..<count {
                dst[i &* channels &+ c] = UInt32(truncatingIfNeeded: ((UInt64(sum) &+ half) &* reciprocal) &>> 32)
                sum &+= src[min(i &+ r &+ 1, last) &* channels &+ c]
                sum &-= src[max(i &- r, 0) &* channels &+ c]
            }
        }
    }

    /// Averages f × f blocks: the downsampled copy large blurs are computed on.
    public static func downsample(_ data: [UInt8], width: Int, height: Int, stride: Int, channels: Int, factor f: Int) -> (pixels: [UInt8], width: Int, height: Int) {
        data.withUnsafeBufferPointer { downsample($0.baseAddress!, width: width, height: height, stride: stride, channels: channels, factor: f) }
    }

    /// The same, reading straight from a pixel buffer (a Cairo surface) without a copy.
    /// (Wrapping arithmetic: sums of at most 64 bytes cannot overflow, and the checked
    /// operators cost more than the additions themselves in this loop.)
    public static func downsample(_ src: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int, factor f: Int) -> (pixels: [UInt8], width: Int, height: Int) {
        let w = (width + f - 1) / f, h = (height + f - 1) / f
        let out = [UInt8](unsafeUninitializedCapacity: w * h * channels) { dst, count in
            count = w * h * channels
            let sum = UnsafeMutablePointer<UInt32>.allocate(capacity: w * channels)
            defer { sum.deallocate() }
            for by in 0..<h {
                sum.initialize(repeating: 0, count: w * channels)
                let rows = min(height, by &* f &+ f) &- by &* f
                for y in (by &* f)..<(by &* f &+ rows) {
                    let row = src + y &* stride
                    for bx in 0..<w {
                        let x0 = bx &* f, x1 = min(width, x0 &+ f), o = bx &* channels
                        if channels == 4 {
                            var s0: UInt32 = 0, s1: UInt32 = 0, s2: UInt32 = 0, s3: UInt32 = 0
                            var p = row + x0 &* 4
                            for _ in x0..<x1 {
                                s0 &+= UInt32(p[0]); s1 &+= UInt32(p[1]); s2 &+= UInt32(p[2]); s3 &+= UInt32(p[3])
                                p += 4
                            }
                            sum[o] &+= s0; sum[o &+ 1] &+= s1; sum[o &+ 2] &+= s2; sum[o &+ 3] &+= s3
                        } else {
                            for x in x0..<x1 { for c in 0..<channels { sum[o &+ c] &+= UInt32(row[x &* channels &+ c]) } }
                        }
                    }
                }
                let base = by &* w &* channels
                for bx in 0..<w {
                    let n = UInt32((min(width, bx &* f &+ f) &- bx &* f) &* rows)
                    for c in 0..<channels {
                        dst[base &+ bx &* channels &+ c] = UInt8(truncatingIfNeeded: (sum[bx &* channels &+ c] &+ n / 2) / n)
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
    public static func saturate(_ data: inout [UInt8], width: Int, height: Int, stride: Int, amount: Double) {
        guard amount != 1 else { return }
        data.withUnsafeMutableBufferPointer { p in
            for y in 0..<height {
                for x in 0..<width {
                    let o = y * stride + x * 4
                    // Native-endian ARGB32 on little-endian machines: B, G, R, A in memory.
                    let b = Double(p[o]), g = Double(p[o + 1]), r = Double(p[o + 2]), a = Double(p[o + 3])
                    let luma = 0.2126 * r + 0.7152 * g + 0.0722 * b
                    func adjust(_ v: Double) -> UInt8 { UInt8(min(max(luma + amount * (v - luma), 0), a).rounded()) }
                    p[o] = adjust(b); p[o + 1] = adjust(g); p[o + 2] = adjust(r)
                }
            }
        }
    }
}

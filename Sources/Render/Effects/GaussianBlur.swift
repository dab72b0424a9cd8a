/// Gaussian blur of premultiplied ARGB32 pixels (or an 8-bit alpha plane) by three
/// successive box blurs, Kovesi's construction: box widths chosen so that three passes have
/// the variance of a Gaussian of standard deviation σ. The result is within about 2 % of a
/// true Gaussian (pinned in a test), at a cost independent of σ.
///
/// Blur radius convention (documented in docs/ARCHITECTURE.md): SwiftUI's `.blur(radius:)`,
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

    /// Blurs `channels`-interleaved 8-bit data in place (4 for ARGB32, 1 for A8), rows of
    /// `stride` bytes, edges extended (clamped), as a backdrop blur needs.
    public static func blur(_ data: inout [UInt8], width: Int, height: Int, stride: Int, channels: Int, sigma: Double) {
        guard sigma > 0.2, width > 0, height > 0 else { return }
        var scratch = [UInt16](repeating: 0, count: max(width, height) * channels)
        var line = [UInt16](repeating: 0, count: max(width, height) * channels)
        for box in boxes(sigma: sigma) where box > 1 {
            let r = (box - 1) / 2
            // Horizontal pass.
            for y in 0..<height {
                let row = y * stride
                for i in 0..<(width * channels) { line[i] = UInt16(data[row + i]) }
                boxPass(&line, &scratch, count: width, channels: channels, radius: r)
                for i in 0..<(width * channels) { data[row + i] = UInt8(scratch[i]) }
            }
            // Vertical pass.
            for x in 0..<width {
                for y in 0..<height { for c in 0..<channels { line[y * channels + c] = UInt16(data[y * stride + x * channels + c]) } }
                boxPass(&line, &scratch, count: height, channels: channels, radius: r)
                for y in 0..<height { for c in 0..<channels { data[y * stride + x * channels + c] = UInt8(scratch[y * channels + c]) } }
            }
        }
    }

    /// One running-sum box filter of radius `r` along a line of `count` pixels.
    private static func boxPass(_ src: inout [UInt16], _ dst: inout [UInt16], count: Int, channels: Int, radius r: Int) {
        let width = UInt32(2 * r + 1)
        for c in 0..<channels {
            var sum: UInt32 = 0
            for k in -r...r { sum += UInt32(src[min(max(k, 0), count - 1) * channels + c]) }
            for i in 0..<count {
                dst[i * channels + c] = UInt16((sum + width / 2) / width)
                let add = min(i + r + 1, count - 1), remove = max(i - r, 0)
                sum += UInt32(src[add * channels + c])
                sum -= UInt32(src[remove * channels + c])
            }
        }
    }

    /// Boosts saturation of premultiplied ARGB32 pixels in place (`amount` 1 = unchanged),
    /// around Rec. 709 luma, as a material's vibrancy does.
    public static func saturate(_ data: inout [UInt8], width: Int, height: Int, stride: Int, amount: Double) {
        guard amount != 1 else { return }
        for y in 0..<height {
            for x in 0..<width {
                let o = y * stride + x * 4
                // Native-endian ARGB32 on little-endian machines: B, G, R, A in memory.
                let b = Double(data[o]), g = Double(data[o + 1]), r = Double(data[o + 2]), a = Double(data[o + 3])
                let luma = 0.2126 * r + 0.7152 * g + 0.0722 * b
                func adjust(_ v: Double) -> UInt8 { UInt8(min(max(luma + amount * (v - luma), 0), a).rounded()) }
                data[o] = adjust(b); data[o + 1] = adjust(g); data[o + 2] = adjust(r)
            }
        }
    }
}

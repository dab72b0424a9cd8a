/// Where two frames differ and by how much, as a picture a designer reads at a glance:
/// image A turned grey and faded to 35 % contrast (so its layout is recognisable but no
/// colour of its own competes), with every changed pixel painted opaque on a ramp by the
/// size of its largest channel change.
///
/// The ramp runs yellow → orange → red → magenta with stops at 1, 6, 40 and 255 levels,
/// about equal steps on a log scale: frame deltas are mostly a few levels, and a linear
/// ramp would paint them all the same yellow. Differences are the composited ones of
/// `PixelDiff` (on opaque white), and "changed" uses the same tolerance.
public enum PixelDiffHeatmap {
    /// The heatmap of `a` against `b` (straight-alpha RGBA8, `width` × `height`), as opaque
    /// straight RGBA8 of the same size.
    public static func rgba(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int, tolerance: Int = 0) -> [UInt8] {
        precondition(width >= 0 && height >= 0, "negative image size")
        precondition(a.count == width * height * 4 && b.count == width * height * 4,
                     "buffers must hold width × height RGBA8 pixels")
        precondition((0...255).contains(tolerance), "tolerance is in 8-bit levels, 0…255")
        let threshold = tolerance * PixelDiffScan.level
        var out = [UInt8](repeating: 255, count: a.count)
        let ramp = Self.ramp
        out.withUnsafeMutableBytes { po in
            a.withUnsafeBytes { ra in
                b.withUnsafeBytes { rb in
                    guard let pa = ra.baseAddress, let pb = rb.baseAddress, let pout = po.baseAddress else { return }
                    let ba = ra.bindMemory(to: UInt8.self), bb = rb.bindMemory(to: UInt8.self)
                    for y in 0..<height {
                        let row = y * width * 4
                        var x = 0
                        while x < width {
                            // One colour for the whole run of this same pair along the row.
                            let o = row + x * 4
                            let wa = pa.loadUnaligned(fromByteOffset: o, as: UInt32.self)
                            let wb = pb.loadUnaligned(fromByteOffset: o, as: UInt32.self)
                            let start = x
                            x += 1
                            while x < width, pa.loadUnaligned(fromByteOffset: row + x * 4, as: UInt32.self) == wa,
                                  pb.loadUnaligned(fromByteOffset: row + x * 4, as: UInt32.self) == wb { x += 1 }
                            let alphaA = Int(ba[o + 3]), alphaB = Int(bb[o + 3])
                            let r = PixelDiffScan.composite(ba[o], alphaA)
                            let g = PixelDiffScan.composite(ba[o + 1], alphaA)
                            let bl = PixelDiffScan.composite(ba[o + 2], alphaA)
                            let largest = wa == wb ? 0 : max(abs(r - PixelDiffScan.composite(bb[o], alphaB)),
                                                             abs(g - PixelDiffScan.composite(bb[o + 1], alphaB)),
                                                             abs(bl - PixelDiffScan.composite(bb[o + 2], alphaB)))
                            let colour: (r: UInt8, g: UInt8, b: UInt8)
                            if largest > threshold {
                                // Levels rounded up, so a change of a fraction of a level still shows.
                                colour = ramp[min(255, (largest + PixelDiffScan.level - 1) / PixelDiffScan.level)]
                            } else {
                                let grey = UInt8(faded(luma(r, g, bl)))
                                colour = (grey, grey, grey)
                            }
                            let word = (UInt32(colour.r) | UInt32(colour.g) << 8 | UInt32(colour.b) << 16 | 0xFF00_0000).littleEndian
                            for i in start..<x { pout.storeBytes(of: word, toByteOffset: row + i * 4, as: UInt32.self) }
                        }
                    }
                }
            }
        }
        return out
    }

    /// The ramp colour for a change of `levels` (1…255) 8-bit levels.
    public static func colour(levels: Int) -> (r: UInt8, g: UInt8, b: UInt8) {
        ramp[min(255, max(1, levels))]
    }

    /// Rec. 709 luma weights (×256, summing to 256) of a composited colour; still ×255.
    @inline(__always)
    private static func luma(_ r: Int, _ g: Int, _ b: Int) -> Int {
        (54 * r + 183 * g + 19 * b) >> 8
    }

    /// 35 % contrast, lighter: 255 − 0.35 · (255 − v/255), rounded. Black becomes 166.
    @inline(__always)
    private static func faded(_ v: Int) -> Int {
        (7 * v + 13 * 65025 + 2550) / 5100
    }

    /// Ramp stops: (levels, colour).
    private static let stops: [(Int, (r: Int, g: Int, b: Int))] = [
        (1, (255, 220, 0)),    // yellow
        (6, (255, 140, 0)),    // orange
        (40, (220, 20, 20)),   // red
        (255, (200, 0, 200)),  // magenta
    ]

    /// The ramp for 0…255 levels (entry 0 unused), interpolated linearly between stops.
    private static let ramp: [(r: UInt8, g: UInt8, b: UInt8)] = (0...255).map { level in
        let l = max(1, level)
        let upper = stops.firstIndex { $0.0 >= l } ?? stops.count - 1
        guard upper > 0 else { return (UInt8(stops[0].1.r), UInt8(stops[0].1.g), UInt8(stops[0].1.b)) }
        let (l0, c0) = stops[upper - 1], (l1, c1) = stops[upper]
        func mix(_ x: Int, _ y: Int) -> UInt8 { UInt8((x * (l1 - l) + y * (l - l0) + (l1 - l0) / 2) / (l1 - l0)) }
        return (mix(c0.r, c1.r), mix(c0.g, c1.g), mix(c0.b, c1.b))
    }
}

import Foundation
import Tokens

/// The one pass over both buffers behind `PixelDiff`, kept apart so the arithmetic that
/// must be fast reads on its own.
///
/// Speed (a 1179 × 2556 pair must diff in milliseconds):
/// - a row equal in both frames is skipped with one `memcmp` (libc's, vectorised): a
///   snapshot pair that differs in one place costs little more than reading it once;
/// - in other rows, pixels are compared as 32- and 64-bit words through unsafe pointers,
///   and identical ones are skipped two at a time;
/// - a differing pair is worked out once for its whole run along the row and its figures
///   are added times the run length (rendered frames change in flat fills and gradient
///   bands: the cross-fade pair of docs/PERFORMANCE.md has runs of about 60 pixels);
/// - a channel composited on white is kept scaled by 255, c·α + 255·(255 − α), exact in
///   integers (units of 1/65025), so sums and the tolerance test need no floating point;
/// - CIEDE2000, the one costly figure, is computed only for pairs whose composited colours
///   differ, and memoised per pair of raw pixels (and Lab per colour): that cross-fade
///   pair has 3 546 distinct pairs over 3 million changed pixels. The memos (1.5 MB) are
///   made at the first differing pixel, so equal frames never allocate them.
struct PixelDiffScan {
    /// One 8-bit level of one composited channel, in the scan's units.
    static let level = 255
    /// A whole channel (|a − b| = 1) in the scan's units: 255 · 255.
    static let unit = 65025.0

    let deltaSum: Int
    let maxChannelDelta: Int
    let changedPixels: Int
    let deltaESum: Double
    let maxDeltaE: Double
    let boundingBox: PixelBox?

    init(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int, tolerance: Int) {
        var sum = 0, maxDelta = 0, changed = 0
        var eSum = 0.0, eMax = 0.0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        let threshold = tolerance * Self.level
        var cache: PixelDiffDeltaECache?
        if width > 0 && height > 0 {
            a.withUnsafeBytes { ra in
                b.withUnsafeBytes { rb in
                    let pa = ra.baseAddress!, pb = rb.baseAddress!
                    let ba = ra.bindMemory(to: UInt8.self), bb = rb.bindMemory(to: UInt8.self)
                    let rowBytes = width * 4
                    for y in 0..<height {
                        let row = y * rowBytes
                        if memcmp(pa + row, pb + row, rowBytes) == 0 { continue }
                        var x = 0
                        while x < width {
                            let o = row + x * 4
                            // Identical pixels two at a time: most of a snapshot comparison.
                            if x + 1 < width, pa.loadUnaligned(fromByteOffset: o, as: UInt64.self)
                                == pb.loadUnaligned(fromByteOffset: o, as: UInt64.self) { x += 2; continue }
                            let wa = pa.loadUnaligned(fromByteOffset: o, as: UInt32.self)
                            let wb = pb.loadUnaligned(fromByteOffset: o, as: UInt32.self)
                            x += 1
                            if wa == wb { continue }
                            // The run of this same pair along the row: one computation for all of it.
                            let start = x - 1
                            // Two pixels per 64-bit compare, then the odd one.
                            let pairA = UInt64(wa) << 32 | UInt64(wa), pairB = UInt64(wb) << 32 | UInt64(wb)
                            while x + 1 < width, pa.loadUnaligned(fromByteOffset: row + x * 4, as: UInt64.self) == pairA,
                                  pb.loadUnaligned(fromByteOffset: row + x * 4, as: UInt64.self) == pairB { x += 2 }
                            while x < width, pa.loadUnaligned(fromByteOffset: row + x * 4, as: UInt32.self) == wa,
                                  pb.loadUnaligned(fromByteOffset: row + x * 4, as: UInt32.self) == wb { x += 1 }
                            let run = x - start
                            let alphaA = Int(ba[o + 3]), alphaB = Int(bb[o + 3])
                            let rA = Self.composite(ba[o], alphaA), rB = Self.composite(bb[o], alphaB)
                            let gA = Self.composite(ba[o + 1], alphaA), gB = Self.composite(bb[o + 1], alphaB)
                            let bA = Self.composite(ba[o + 2], alphaA), bB = Self.composite(bb[o + 2], alphaB)
                            let dr = abs(rA - rB), dg = abs(gA - gB), db = abs(bA - bB)
                            let largest = max(dr, dg, db)
                            if largest == 0 { continue }  // differs only where white hides it
                            sum += (dr + dg + db) * run
                            if largest > maxDelta { maxDelta = largest }
                            if largest > threshold {
                                changed += run
                                if start < minX { minX = start }
                                if x - 1 > maxX { maxX = x - 1 }
                                if y < minY { minY = y }
                                maxY = y
                            }
                            if cache == nil { cache = PixelDiffDeltaECache() }
                            let e = cache!.deltaE(wa, wb, { Self.colour(rA, gA, bA) }, { Self.colour(rB, gB, bB) })
                            eSum += e * Double(run)
                            if e > eMax { eMax = e }
                        }
                    }
                }
            }
        }
        deltaSum = sum
        maxChannelDelta = maxDelta
        changedPixels = changed
        deltaESum = eSum
        maxDeltaE = eMax
        boundingBox = changed == 0 ? nil : PixelBox(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// A straight-alpha channel composited on opaque white, scaled by 255.
    @inline(__always)
    static func composite(_ channel: UInt8, _ alpha: Int) -> Int {
        Int(channel) * alpha + 255 * (255 - alpha)
    }

    /// An opaque colour from three composited channels in the scan's units.
    static func colour(_ r: Int, _ g: Int, _ b: Int) -> RGBA {
        RGBA(r: Double(r) / unit, g: Double(g) / unit, b: Double(b) / unit)
    }
}

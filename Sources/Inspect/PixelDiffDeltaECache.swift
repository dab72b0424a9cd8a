/// A direct-mapped memo of CIEDE2000 per pair of raw RGBA8 pixels, so that `PixelDiff`
/// computes the formula (two Lab conversions, trigonometry) once per distinct pair instead
/// of once per pixel.
///
/// Why direct-mapped and not a `Dictionary`: a lookup is one multiply, one shift and one
/// compare, and memory stays fixed (64 Ki slots, 1 MiB) however many pairs an image has;
/// a colliding pair simply replaces the slot's occupant. The key is the two pixels' 32-bit
/// words side by side, so it is exact — a hit returns precisely what the formula would.
/// Key 0 (both pixels 0x00000000) marks an empty slot: the scan never asks about a pair of
/// equal pixels.
struct PixelDiffDeltaECache {
    private static let bits = 16
    private var keys = [UInt64](repeating: 0, count: 1 << bits)
    private var values = [Double](repeating: 0, count: 1 << bits)

    /// The memoised value for `key`, computing it with `compute` on a miss.
    @inline(__always)
    mutating func value(for key: UInt64, _ compute: () -> Double) -> Double {
        // Fibonacci hashing: the top bits of key × 2⁶⁴/φ spread neighbouring colours apart.
        let slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - Self.bits))
        if keys[slot] == key { return values[slot] }
        let v = compute()
        keys[slot] = key
        values[slot] = v
        return v
    }
}

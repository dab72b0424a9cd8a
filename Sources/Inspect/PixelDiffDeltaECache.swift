import Tokens

/// Memos that let `PixelDiff` compute CIEDE2000 once per distinct pair of pixels, and the
/// CIELAB of each colour once, instead of once per pixel: rendered frames repeat a few
/// thousand colours over millions of pixels, and the formula (sRGB → Lab with powers and
/// cube roots, then trigonometry) costs as much as scanning hundreds of pixels.
///
/// Both memos are direct-mapped: a lookup is one multiply, one shift and one compare,
/// memory stays fixed however many colours an image has, and a colliding entry simply
/// replaces the slot's occupant. Keys are the raw RGBA8 words, so a hit returns exactly
/// what the formula would (the composited colour is a function of the raw pixel).
struct PixelDiffDeltaECache {
    private static let pairBits = 16
    private static let colourBits = 14
    /// Key and value side by side, so that a lookup touches one cache line.
    private struct Pair {
        /// Two pixel words side by side; 0 marks an empty slot (never asked: the scan only
        /// asks about pairs of different pixels, and 0x00000000 twice is not one).
        var key: UInt64
        var deltaE: Double
    }
    private var pairs = [Pair](repeating: Pair(key: 0, deltaE: 0), count: 1 << pairBits)
    /// A pixel word with bit 32 set, so that 0 marks an empty slot.
    private var colourKeys = [UInt64](repeating: 0, count: 1 << colourBits)
    private var colourLabs = [CIELAB](repeating: CIELAB(l: 0, a: 0, b: 0), count: 1 << colourBits)

    /// ΔE00 between the colours of raw pixels `a` and `b`, whose composited colours
    /// `colourA` and `colourB` are evaluated only when not already known.
    @inline(__always)
    mutating func deltaE(_ a: UInt32, _ b: UInt32, _ colourA: () -> RGBA, _ colourB: () -> RGBA) -> Double {
        let key = UInt64(a) << 32 | UInt64(b)
        let slot = Self.slot(key, bits: Self.pairBits)
        if pairs[slot].key == key { return pairs[slot].deltaE }
        let value = deltaE2000(lab(a, colourA), lab(b, colourB))
        pairs[slot] = Pair(key: key, deltaE: value)
        return value
    }

    private mutating func lab(_ pixel: UInt32, _ colour: () -> RGBA) -> CIELAB {
        let key = UInt64(pixel) | 1 << 32
        let slot = Self.slot(key, bits: Self.colourBits)
        if colourKeys[slot] == key { return colourLabs[slot] }
        let lab = colour().lab
        colourKeys[slot] = key
        colourLabs[slot] = lab
        return lab
    }

    /// Fibonacci hashing: the top bits of key × 2⁶⁴/φ spread neighbouring colours apart.
    @inline(__always)
    private static func slot(_ key: UInt64, bits: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bits))
    }
}

/// A seeded generator (SplitMix64) for test data: the same "random" bytes on every run.
struct SplitMix64 {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The low byte of the next value.
    mutating func nextByte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }

    /// `count` bytes.
    mutating func bytes(_ count: Int) -> [UInt8] { (0..<count).map { _ in nextByte() } }
}

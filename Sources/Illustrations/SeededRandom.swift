import Tokens

extension Illustrations {
    /// SplitMix64 seeded with FNV-1a of labels. Swift's `Hasher` and the system generator
    /// are seeded per process, so they would make every render different; this one gives
    /// the same numbers for the same labels on every machine.
    struct SeededRandom {
        private var generator: SplitMix64

        init(_ name: String, _ part: String, _ index: Int) {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in "\(name)/\(part)/\(index)".utf8 {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
            generator = SplitMix64(seed: hash)
        }

        mutating func next() -> UInt64 { generator.next() }

        /// Uniform in [0, 1).
        mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
        /// Uniform in [a, b).
        mutating func range(_ a: Double, _ b: Double) -> Double { a + (b - a) * unit() }
        /// Uniform in [-amplitude, amplitude).
        mutating func jitter(_ amplitude: Double) -> Double { range(-amplitude, amplitude) }
        mutating func chance(_ p: Double) -> Bool { unit() < p }
    }
}

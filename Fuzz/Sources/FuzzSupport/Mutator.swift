import Tokens

/// Seeded random variations of corpus inputs, in the spirit of libFuzzer's mutators (bit
/// flips, interesting bytes, inserted, erased, repeated and spliced ranges) but without
/// coverage feedback: a smoke test that every target survives broken inputs, not a search.
struct Mutator {
    private var generator: SplitMix64
    private let corpus: [[UInt8]]
    /// Bytes that mean something to the parsers (JSON syntax, digits, separators, limits).
    private static let interesting: [UInt8] = Array("{}[]\":,.-+eE0123456789$=:#\\ \n".utf8) + [0, 0x7F, 0x80, 0xFF]

    init(seed: UInt64, corpus: [[UInt8]]) {
        generator = SplitMix64(seed: seed)
        self.corpus = corpus.isEmpty ? [[]] : corpus
    }

    private mutating func random() -> UInt64 { generator.next() }

    private mutating func below(_ n: Int) -> Int { n <= 1 ? 0 : Int(random() % UInt64(n)) }

    mutating func next() -> [UInt8] {
        var bytes = corpus[below(corpus.count)]
        for _ in 0...below(8) { mutate(&bytes) }
        return bytes
    }

    private mutating func mutate(_ bytes: inout [UInt8]) {
        let kind = bytes.isEmpty ? 2 : below(7)
        switch kind {
        case 0: // flip a bit
            bytes[below(bytes.count)] ^= 1 << UInt8(below(8))
        case 1: // an interesting byte in place of one
            bytes[below(bytes.count)] = Mutator.interesting[below(Mutator.interesting.count)]
        case 2: // insert a few random or interesting bytes
            let at = below(bytes.count + 1)
            let run = (0...below(4)).map { _ in below(2) == 0 ? UInt8(truncatingIfNeeded: random()) : Mutator.interesting[below(Mutator.interesting.count)] }
            bytes.insert(contentsOf: run, at: at)
        case 3: // erase a range
            let start = below(bytes.count)
            bytes.removeSubrange(start..<min(bytes.count, start + 1 + below(16)))
        case 4: // repeat a range
            let start = below(bytes.count)
            let range = start..<min(bytes.count, start + 1 + below(32))
            let copy = Array(bytes[range])
            for _ in 0...below(8) { bytes.insert(contentsOf: copy, at: range.upperBound) }
        case 5: // splice in part of another input
            let other = corpus[below(corpus.count)]
            guard !other.isEmpty else { return }
            let start = below(other.count)
            bytes.insert(contentsOf: other[start..<min(other.count, start + 1 + below(64))], at: below(bytes.count + 1))
        default: // cut the input short
            bytes.removeLast(below(bytes.count))
        }
    }
}

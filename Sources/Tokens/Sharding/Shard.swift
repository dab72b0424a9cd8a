/// One part of work split over a CI matrix, as Playwright and Jest shard: shard K of N
/// (`--shard K/N`, `DESIGNPROOF_SHARD=K/N`). A screen belongs to the shard its id
/// ("app/screen") hashes to — FNV-1a 64 of the id's UTF-8, modulo N, plus one — so every
/// state and appearance of a screen lands in the same shard, an animation by its id
/// likewise, and the split is the same on every run, machine and Swift version (Swift's
/// `Hasher` is seeded per process, so it is not used). The N shards together cover every id
/// exactly once.
///
/// It lives in Tokens, the lowest module, so that both the command line (ProofCLI) and the
/// snapshot assertions (DesignProofTesting) read the same rule.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// K: which shard, 1…`count`.
    public let index: Int
    /// N: how many shards the work is split into, 1…`Shard.maxCount`.
    public let count: Int

    /// The most shards the work may be split into.
    public static let maxCount = 1000

    /// Shard `index` of `count`; nil unless 1 ≤ index ≤ count ≤ `maxCount`.
    public init?(index: Int, count: Int) {
        guard (1...Self.maxCount).contains(count), (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Reads "K/N": two whole numbers (ASCII digits) and one slash, nothing else — no
    /// spaces, no signs. Throws what is wrong with `text` (`ShardError`).
    public init(parsing text: String) throws(ShardError) {
        func fail(_ problem: String, example count: Int? = nil) -> ShardError {
            ShardError(text: text, problem: problem, example: count.map { "\(min(2, $0))/\($0)" } ?? "2/3")
        }
        if text.isEmpty { throw fail("empty; give K/N, shard K of N") }
        if text.unicodeScalars.contains(where: { $0.properties.isWhitespace }) { throw fail("has white space; give K/N with none") }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw fail("not K/N: give two whole numbers and one slash") }
        // A number: ASCII digits, with a minus sign allowed so "-1" is told it is out of
        // range rather than not a number; one too long for Int is out of range too.
        func number(_ part: Substring) -> Int?? {
            let digits = part.hasPrefix("-") ? part.dropFirst() : part
            guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
            return .some(Int(part))
        }
        guard let k = number(parts[0]) else { throw fail("K is not a whole number") }
        guard let n = number(parts[1]) else { throw fail("N is not a whole number") }
        guard let n, (1...Self.maxCount).contains(n) else { throw fail("N must be 1…\(Self.maxCount)") }
        guard let k, (1...n).contains(k) else { throw fail("K must be 1…\(n)", example: n) }
        self.index = k
        self.count = n
    }

    /// "K/N".
    public var description: String { "\(index)/\(count)" }

    /// True when `id` ("app/screen", or an animation's "app/animation") is this shard's.
    public func contains(_ id: String) -> Bool { Self.number(of: id, count: count) == index }

    /// The shard (1…`count`) that `id` belongs to when the work is split `count` ways.
    public static func number(of id: String, count: Int) -> Int {
        precondition(count >= 1, "a shard count is at least 1")
        return Int(fnv1a64(id) % UInt64(count)) + 1
    }

    /// FNV-1a, 64 bits, of `text`'s UTF-8: offset basis 0xcbf29ce484222325, prime
    /// 0x100000001b3 (the published constants), so anyone can compute the same split.
    public static func fnv1a64(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}

/// Why a "K/N" text is not a shard: the text, what is wrong, and a valid example.
public struct ShardError: Error, Equatable, Sendable {
    /// The text as given.
    public let text: String
    /// "K must be 1…3".
    public let problem: String
    /// A valid shard to show: "2/3".
    public let example: String

    /// One line naming where the text came from: `line(source: "--shard")` is
    /// `--shard 4/3: K must be 1…3 (e.g. --shard 2/3)`; `line(source: "DESIGNPROOF_SHARD",
    /// separator: "=")` is `DESIGNPROOF_SHARD=4/3: … (e.g. DESIGNPROOF_SHARD=2/3)`.
    public func line(source: String, separator: String = " ") -> String {
        "\(source)\(separator)\(Self.shown(text)): \(problem) (e.g. \(source)\(separator)\(example))"
    }

    /// The text as a line can show it: quoted, with escapes, when it is empty or holds
    /// white space, quotes or control characters; cut at 40 characters.
    static func shown(_ text: String) -> String {
        let short = text.count > 40 ? String(text.prefix(40)) + "…" : text
        let plain = !short.isEmpty && !short.unicodeScalars.contains { $0.properties.isWhitespace || $0 == "\"" || $0.value < 0x20 || $0.value == 0x7F }
        return plain ? short : String(reflecting: short)
    }
}

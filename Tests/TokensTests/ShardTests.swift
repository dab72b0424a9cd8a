import Testing
import Tokens

/// `Shard`: "K/N" read strictly, and the split pinned — FNV-1a 64 of the id's UTF-8 mod N —
/// so a change to the hash (which would move screens between CI shards) fails here.
@Suite struct ShardTests {
    @Test(arguments: [("1/1", 1, 1), ("2/3", 2, 3), ("3/3", 3, 3), ("1000/1000", 1000, 1000), ("07/10", 7, 10)])
    func readsKOfN(_ text: String, _ k: Int, _ n: Int) throws {
        let shard = try Shard(parsing: text)
        #expect(shard.index == k && shard.count == n)
        #expect(shard == Shard(index: k, count: n))
        #expect(shard.description == "\(k)/\(n)")
    }

    /// Every kind of bad text, with its exact line as `--shard` and `DESIGNPROOF_SHARD` say it.
    @Test(arguments: [
        ("0/3", "--shard 0/3: K must be 1…3 (e.g. --shard 2/3)"),
        ("4/3", "--shard 4/3: K must be 1…3 (e.g. --shard 2/3)"),
        ("-1/3", "--shard -1/3: K must be 1…3 (e.g. --shard 2/3)"),
        ("99999999999999999999/3", "--shard 99999999999999999999/3: K must be 1…3 (e.g. --shard 2/3)"),
        ("1/1", nil),
        ("2/1", "--shard 2/1: K must be 1…1 (e.g. --shard 1/1)"),
        ("3/0", "--shard 3/0: N must be 1…1000 (e.g. --shard 2/3)"),
        ("1/1001", "--shard 1/1001: N must be 1…1000 (e.g. --shard 2/3)"),
        ("1/99999999999999999999", "--shard 1/99999999999999999999: N must be 1…1000 (e.g. --shard 2/3)"),
        ("a/b", "--shard a/b: K is not a whole number (e.g. --shard 2/3)"),
        ("1/b", "--shard 1/b: N is not a whole number (e.g. --shard 2/3)"),
        ("+1/3", "--shard +1/3: K is not a whole number (e.g. --shard 2/3)"),
        ("1.0/3", "--shard 1.0/3: K is not a whole number (e.g. --shard 2/3)"),
        ("/3", "--shard /3: K is not a whole number (e.g. --shard 2/3)"),
        ("1/", "--shard 1/: N is not a whole number (e.g. --shard 2/3)"),
        ("1/3/5", "--shard 1/3/5: not K/N: give two whole numbers and one slash (e.g. --shard 2/3)"),
        ("13", "--shard 13: not K/N: give two whole numbers and one slash (e.g. --shard 2/3)"),
        ("", "--shard \"\": empty; give K/N, shard K of N (e.g. --shard 2/3)"),
        (" ", "--shard \" \": has white space; give K/N with none (e.g. --shard 2/3)"),
        (" 1/3", "--shard \" 1/3\": has white space; give K/N with none (e.g. --shard 2/3)"),
        ("1/3\n", "--shard \"1/3\\n\": has white space; give K/N with none (e.g. --shard 2/3)"),
        ("1\u{1B}/3", "--shard \"1\\u{1B}/3\": K is not a whole number (e.g. --shard 2/3)"),
        ("١/٣", "--shard ١/٣: K is not a whole number (e.g. --shard 2/3)"),
    ] as [(String, String?)])
    func refusesWithOneLine(_ text: String, _ line: String?) {
        do {
            _ = try Shard(parsing: text)
            #expect(line == nil, "\(text) was read")
        } catch {
            #expect(error.line(source: "--shard") == line)
        }
    }

    @Test func theEnvironmentVariableSaysItsOwnName() {
        do {
            _ = try Shard(parsing: "4/3")
            Issue.record("4/3 was read")
        } catch {
            #expect((error.text, error.problem, error.example) == ("4/3", "K must be 1…3", "2/3"))
            #expect(error.line(source: "DESIGNPROOF_SHARD", separator: "=") == "DESIGNPROOF_SHARD=4/3: K must be 1…3 (e.g. DESIGNPROOF_SHARD=2/3)")
        }
    }

    /// The published FNV-1a 64 vectors, and where the project's ids go.
    @Test func theHashIsFNV1a64() {
        #expect(Shard.fnv1a64("") == 0xcbf2_9ce4_8422_2325)
        #expect(Shard.fnv1a64("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(Shard.fnv1a64("airfit/welcome") == 0xc16a_0519_5d62_4e31)
    }

    @Test(arguments: [
        ("airfit/welcome", 3, 2, 1), ("airfit/dashboard", 3, 2, 3), ("airfit/voice-log", 1, 1, 6), ("airfit/rep-counter", 1, 2, 2),
        ("calai/home", 2, 2, 6), ("airfit/crossfade", 1, 2, 6), ("airfit", 3, 1, 4), ("calai", 2, 2, 4), ("nutrisync", 1, 1, 7), ("fitai", 1, 1, 3),
    ])
    func idsGoToPinnedShards(_ id: String, _ of3: Int, _ of2: Int, _ of7: Int) throws {
        #expect(Shard.number(of: id, count: 3) == of3)
        #expect(Shard.number(of: id, count: 2) == of2)
        #expect(Shard.number(of: id, count: 7) == of7)
        #expect(Shard.number(of: id, count: 1) == 1)
        // Exactly one shard of each split holds it.
        for n in [1, 2, 3, 7, 1000] {
            #expect((1...n).filter { Shard(index: $0, count: n)!.contains(id) } == [Shard.number(of: id, count: n)])
        }
    }

    @Test func outOfRangeShardsAreNotMade() {
        #expect(Shard(index: 0, count: 3) == nil)
        #expect(Shard(index: 4, count: 3) == nil)
        #expect(Shard(index: 1, count: 0) == nil)
        #expect(Shard(index: 1, count: 1001) == nil)
    }
}

import Foundation
import Testing

/// Issue 12's hostile inputs as one table, each held to the same contract rather than to
/// its own expectations alone:
///
/// - the documented exit code (0, 64, 65 or 74) — never a signal, never 70 (an error no
///   command expected);
/// - a failure is one line on stderr, starting `proof: `, at most 400 characters;
/// - under 1 GiB of address space (`prlimit --as`), so a run that tries to allocate
///   without a bound fails here instead of on a user's machine;
/// - within its timeout;
/// - nothing written outside `--out` (the scratch folder holds only the case's own
///   inputs and `out/`), no temporary left anywhere, and a failing run changes nothing.
///
/// A new hostile input found by hand or by a fuzzer belongs in `cases`.
@Suite struct HostileSuiteTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let arguments: [String]
        let status: Int32
        /// Files the case needs in its scratch folder (relative path → bytes).
        var files: [String: Data] = [:]
        /// Token files to use instead of the project's: the project's with `replace[i].0`
        /// replaced by `replace[i].1` in `replace[i].2`'s file.
        var tokens: [(system: String, old: String, new: String)]? = nil
        /// A part of the one error line, when the case pins it.
        var says: String? = nil
        var testDescription: String { name }
    }

    static let gibibyte = 1 << 30

    // MARK: inputs

    /// `{c.t0}` → `{c.t1}` → … → a colour, or back to the start.
    static func aliasChain(_ count: Int, cycle: Bool) -> Data {
        var s = "{\"c\": {\"$type\": \"color\""
        for i in 0..<count {
            let target = i + 1 < count ? "{c.t\(i + 1)}" : (cycle ? "{c.t0}" : "#336699")
            s += ", \"t\(i)\": {\"$value\": \"\(target)\"}"
        }
        return Data((s + "}}").utf8)
    }

    static func colours(_ count: Int) -> Data {
        var s = "{\"color\": {\"$type\": \"color\""
        for i in 0..<count { s += String(format: ", \"c%d\": {\"$value\": \"#%06X\"}", i, (i * 2_654_435_761) & 0xFFFFFF) }
        return Data((s + "}}").utf8)
    }

    static let longDescription = Data(("{\"color\": {\"$type\": \"color\", \"a\": {\"$value\": \"#112233\", \"$description\": \""
                                       + String(repeating: "word ", count: 40_000) + "\"}}}").utf8)

    static let hugeFont = Data(#"{"typography": {"$type": "typography", "t": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 1000000, "unit": "px"}, "fontWeight": 400}}}}"#.utf8)

    /// A 1×1 PNG whose zTXt chunk claims 2 GiB − 16 bytes and then ends: libpng allocated
    /// the claim before noticing.
    static let hugeTextChunk: Data = {
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        func chunk(_ type: String, _ body: [UInt8], length: UInt32? = nil) {
            let n = length ?? UInt32(body.count)
            png += Data([UInt8(n >> 24), UInt8(n >> 16 & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n & 0xFF)])
            let bytes = Array(type.utf8) + body
            png += Data(bytes)
            let crc = crc32(bytes)
            png += Data([UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)])
        }
        chunk("IHDR", [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0])
        chunk("zTXt", Array("Comment".utf8) + [0, 0] + Array(repeating: 0x78, count: 64), length: 0x7FFF_FFF0)
        return png
    }()

    /// A PNG header claiming 16384 × 16384 px (1 GiB as RGBA) over a few bytes of data.
    static let claimsAGibibyte: Data = {
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        for (type, body) in [("IHDR", [0, 0, 0x40, 0, 0, 0, 0x40, 0, 8, 6, 0, 0, 0] as [UInt8]), ("IDAT", [0x78, 0x01, 0x00]), ("IEND", [])] {
            let n = UInt32(body.count)
            png += Data([UInt8(n >> 24), UInt8(n >> 16 & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n & 0xFF)])
            let bytes = Array(type.utf8) + body
            let crc = crc32(bytes)
            png += Data(bytes) + Data([UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)])
        }
        return png
    }()

    /// A reference folder for `animate airfit/gradient-number --fps 10 --verify ref`:
    /// `timeline` and seven frames of `frame`.
    static func reference(timeline: String, frame: Data) -> [String: Data] {
        var files = ["ref/airfit/gradient-number/timeline.json": Data(timeline.utf8)]
        for k in 0..<7 { files["ref/airfit/gradient-number/frame-00\(k).png"] = frame }
        return files
    }

    static let verifyTimeline = #"{"schema": {"name": "dev.designproof.timeline", "version": 2}, "animation": "airfit/gradient-number", "fps": 10, "duration": 0.6, "frameCount": 7, "rows": []}"#

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            c ^= UInt32(b)
            for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return ~c
    }

    // MARK: the table

    static let cases: [Case] = [
        Case(name: "negative check --limit", arguments: ["check", "blur-budget", "--limit=-1"], status: 64),
        Case(name: "50,000-long alias chain", arguments: ["tokens", "validate", "chain.tokens.json"], status: 0,
             files: ["chain.tokens.json": aliasChain(50_000, cycle: false)]),
        Case(name: "50,000-long alias cycle", arguments: ["tokens", "validate", "cycle.tokens.json"], status: 65,
             files: ["cycle.tokens.json": aliasChain(50_000, cycle: true)], says: "49995 more"),
        Case(name: "100,000-deep nesting", arguments: ["tokens", "validate", "deep.tokens.json"], status: 65,
             files: ["deep.tokens.json": Data((String(repeating: "{\"a\": ", count: 100_000) + "1" + String(repeating: "}", count: 100_000)).utf8)]),
        Case(name: "font size 1e6", arguments: ["tokens", "validate", "font.tokens.json"], status: 65, files: ["font.tokens.json": hugeFont]),
        Case(name: "font size 1e6, sheet", arguments: ["tokens", "sheet", "font.tokens.json", "--out", "out"], status: 65, files: ["font.tokens.json": hugeFont]),
        Case(name: "20,000 colours, sheet", arguments: ["tokens", "sheet", "many.tokens.json", "--out", "out"], status: 0,
             files: ["many.tokens.json": colours(20_000)]),
        Case(name: "200,000-character description, sheet", arguments: ["tokens", "sheet", "long.tokens.json", "--out", "out"], status: 0,
             files: ["long.tokens.json": longDescription]),
        Case(name: "empty token file, sheet", arguments: ["tokens", "sheet", "empty.tokens.json", "--out", "out"], status: 0,
             files: ["empty.tokens.json": Data("{}".utf8)]),
        Case(name: "PNG with a 2 GiB zTXt claim", arguments: ["diff", "huge.png", "huge.png"], status: 65, files: ["huge.png": hugeTextChunk]),
        Case(name: "diff of a folder", arguments: ["diff", "folder", "huge.png"], status: 74,
             files: ["folder/keep": Data(), "huge.png": hugeTextChunk], says: "folder"),
        Case(name: "a 1e6 s cascade", arguments: ["animate", "airfit/cascade", "--out", "out"], status: 65,
             tokens: [("airfit", "\"$value\": {\"value\": 0.6, \"unit\": \"s\"}", "\"$value\": {\"value\": 1000000, \"unit\": \"s\"}")]),
        Case(name: "a spring that never settles", arguments: ["animate", "airfit/glass-in", "--out", "out"], status: 65,
             tokens: [("airfit", "\"stiffness\": 130", "\"stiffness\": 0.001")]),
        Case(name: "--fps 1e9", arguments: ["animate", "airfit/cascade", "--fps", "1e9", "--out", "out"], status: 64),
        Case(name: "--from without --to", arguments: ["animate", "airfit/crossfade", "--from", "mintAqua", "--out", "out"], status: 64),
        Case(name: "the same --from and --to", arguments: ["animate", "airfit/crossfade", "--from", "mintAqua", "--to", "mintAqua", "--out", "out"], status: 64),
        Case(name: "--verify against frames claiming 16384 × 16384 px", arguments: ["animate", "airfit/gradient-number", "--fps", "10", "--verify", "ref"],
             status: 65, files: reference(timeline: verifyTimeline, frame: claimsAGibibyte), says: "is 16384×16384 px but this run draws 1179×2556 px: size differs"),
        Case(name: "--verify against a timeline of 2^62 frames", arguments: ["animate", "airfit/gradient-number", "--fps", "10", "--verify", "ref"],
             status: 65, files: reference(timeline: verifyTimeline.replacingOccurrences(of: "\"frameCount\": 7", with: "\"frameCount\": 4611686018427387904"),
                                          frame: claimsAGibibyte),
             says: "timeline.json says 4611686018427387904 frames over 0.6 s, which no animation has"),
        Case(name: "help for no command", arguments: ["help", "frobnicate"], status: 64),
        Case(name: "bench --only nothing", arguments: ["bench", "--only", "zzz"], status: 64),
        Case(name: "--scale 1e9", arguments: ["render", "airfit/welcome", "--scale", "1e9", "--out", "out"], status: 64),
        Case(name: "--time nan", arguments: ["render", "airfit/welcome", "--time", "nan", "--out", "out"], status: 64),
        Case(name: "a 100 kB argument", arguments: ["render", String(repeating: "a", count: 100_000), "--out", "out"], status: 64),
        Case(name: "--out under a file", arguments: ["render", "airfit/welcome", "--out", "plain/out"], status: 74, files: ["plain": Data("x".utf8)]),
        Case(name: "a folder where manifest.json goes", arguments: ["render", "airfit/welcome", "--out", "out"], status: 74,
             files: ["out/manifest.json/keep": Data()]),
        Case(name: "check --out under a file", arguments: ["check", "blur-budget", "--out", "plain/out"], status: 74, files: ["plain": Data("x".utf8)]),
        Case(name: "motion sample of tiny values", arguments: ["motion", "sample", "easeIn", "--duration", "1", "--fps", "1000"], status: 0),
        Case(name: "motion sample 1e12 s", arguments: ["motion", "sample", "linear", "--duration", "1e12"], status: 64),
    ]

    @Test(arguments: cases)
    func holdsTheContract(_ c: Case) throws {
        let scratch = Proof.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        for (path, bytes) in c.files {
            let full = scratch + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try bytes.write(to: URL(fileURLWithPath: full))
        }
        var environment: [String: String]? = nil
        if let replacements = c.tokens {
            environment = ["DESIGNPROOF_TOKENS": try Proof.tokenCopy(in: scratch, replacing: replacements)]
        }
        let before = FolderSnapshot(scratch)
        let r = try Proof.run(c.arguments, in: scratch, through: ["/usr/bin/prlimit", "--as=\(Self.gibibyte)", "--"],
                              environment: environment, timeout: 300)
        let lines = r.stderr.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
        #expect(r.status == c.status, "exit \(r.status), stderr: \(r.stderr.prefix(600))")
        if c.status != 0 {
            #expect(lines.count == 1, "\(lines.count) lines on stderr: \(r.stderr.prefix(600))")
            #expect(lines.first?.hasPrefix("proof: ") == true && (lines.first?.count ?? 0) <= 400)
            if let says = c.says { #expect(r.stderr.contains(says), "\(r.stderr.prefix(400))") }
            // A failing run changes nothing.
            #expect(FolderSnapshot(scratch) == before, "\(FolderSnapshot(scratch))")
        }
        // Nothing outside out/ (and the inputs); no temporary anywhere.
        let after = FolderSnapshot(scratch).paths
        for path in after {
            #expect(before.entries.keys.contains(path) || path == "out" || path.hasPrefix("out/"), "wrote \(path) outside --out")
            #expect(!path.hasSuffix(".tmp"), "left \(path)")
        }
    }
}

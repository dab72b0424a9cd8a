import Foundation
import Testing
@testable import Tokens

/// Our four token files are written in the Format Module 2025.10's strict form, and
/// rewriting them into it changed no resolved value by a single bit.
@Suite struct TokenFilesStrictTests {
    static let systems = ["airfit", "calai", "fitai", "nutrisync"]
    static let fixture = repositoryRoot + "/Tests/TokensTests/Fixtures/resolved-tokens.txt"

    @Test(arguments: systems) func loadsInStrictModeWithoutWarnings(system: String) throws {
        let set = try TokenLoader.load(path: tokenFile(system), options: .strict)
        #expect(set.warnings.isEmpty, "\(set.warnings)")
        #expect(!set.tokens.isEmpty)
    }

    /// Every token of every file, one a line, with every Double written in full (Swift's
    /// shortest round-trip form), so two dumps are equal only when every value is equal bit
    /// for bit. The fixture was recorded from the files before they were rewritten in
    /// 2025.10 form (hex strings and all); DESIGNPROOF_RECORD=1 records it again. Recorded
    /// once since, on purpose: FitAI's six translucent iOS colours (and the aliases that
    /// name them) went from four-decimal approximations to iOS's exact bytes (#3C3C4399 …),
    /// the values Layout draws, so that drawing them from the tokens changes no pixel.
    static func dump() throws -> String {
        var lines: [String] = []
        for system in systems {
            let set = try TokenLoader.load(path: tokenFile(system))
            for t in set.tokens { lines.append("\(system) \(t.path) = \(exact(t.value))") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Every stored property by reflection, Doubles in full (`RGBA`'s own description
    /// rounds to 8-bit hex, which would hide a change in the last bit).
    static func exact(_ value: Any) -> String {
        if let d = value as? Double { return "\(d)" }
        if let s = value as? String { return "\"\(s)\"" }
        let mirror = Mirror(reflecting: value)
        if mirror.children.isEmpty { return "\(value)" }
        let parts = mirror.children.map { ($0.label.map { "\($0): " } ?? "") + exact($0.value) }
        return "\(mirror.subjectType)(" + parts.joined(separator: ", ") + ")"
    }

    @Test func resolvedValuesAreThoseBeforeTheRewrite() throws {
        let now = try Self.dump()
        if ProcessInfo.processInfo.environment["DESIGNPROOF_RECORD"] == "1" {
            try now.write(toFile: Self.fixture, atomically: true, encoding: .utf8)
        }
        let before = try String(contentsOfFile: Self.fixture, encoding: .utf8)
        let a = before.split(separator: "\n"), b = now.split(separator: "\n")
        #expect(a.count == b.count)
        for (x, y) in zip(a, b) where x != y {
            Issue.record("changed: \(x)\n     now: \(y)")
        }
    }
}

import Foundation
import Testing
import Tokens

/// Token files written to break the loader: chains and cycles tens of thousands long,
/// nesting far past any real file, numbers JSON cannot hold, values no design uses. Each
/// used to overflow the stack, run for minutes or load into something absurd; each must
/// now load, or fail with lines naming the file and pointer.
@Suite struct HostileTokenFileTests {
    /// `c.t0` → `c.t1` → … → `c.t(n-1)`, whose value is `last`.
    static func chain(_ n: Int, last: String) -> String {
        var json = "{\"c\": {\"$type\": \"color\""
        for i in 0..<n - 1 { json += ", \"t\(i)\": {\"$value\": \"{c.t\(i + 1)}\"}" }
        return json + ", \"t\(n - 1)\": {\"$value\": \"\(last)\"}}}"
    }

    @Test func aFiftyThousandLongChainResolves() throws {
        let set = try TokenLoader.parse(Self.chain(50_000, last: "#112233"), file: "t.json")
        #expect(set.tokens.count == 50_000)
        #expect(try set.color("c.t0").hex == "#112233")
        #expect(try set.color("c.t25000").hex == "#112233")
    }

    @Test func aFiftyThousandLongCycleIsOneShortLine() {
        let lines = errorLines(Self.chain(50_000, last: "{c.t0}"))
        #expect(lines == [
            "t.tokens.json: /c/t49999/$value: alias {c.t0} forms a cycle: c.t0 → c.t1 → c.t2 → c.t3 → … 49995 more → c.t49999 → c.t0 (50000 tokens)",
        ])
        #expect(lines.allSatisfy { $0.count < 200 })
    }

    @Test func shortCyclesAreSpelledOutAndLongNamesShortened() {
        #expect(errorLines(Self.chain(5, last: "{c.t0}")) == [
            "t.tokens.json: /c/t4/$value: alias {c.t0} forms a cycle: c.t0 → c.t1 → c.t2 → c.t3 → c.t4 → c.t0",
        ])
        #expect(errorLines(Self.chain(6, last: "{c.t0}")) == [
            "t.tokens.json: /c/t5/$value: alias {c.t0} forms a cycle: c.t0 → c.t1 → c.t2 → c.t3 → … 1 more → c.t5 → c.t0 (6 tokens)",
        ])
        #expect(errorLines("{\"c\": {\"$type\": \"color\", \"a\": {\"$value\": \"{c.a}\"}}}") == [
            "t.tokens.json: /c/a/$value: alias {c.a} forms a cycle: c.a → c.a",
        ])
        let long = String(repeating: "x", count: 100)
        let line = errorLines("{\"c\": {\"$type\": \"color\", \"\(long)\": {\"$value\": \"{c.b}\"}, \"b\": {\"$value\": \"{c.\(long)}\"}}}")
        #expect(line == ["t.tokens.json: /c/b/$value: alias {c.\(long)} forms a cycle: c.\(String(repeating: "x", count: 57))… → c.b → c.\(String(repeating: "x", count: 57))…"])
    }

    /// A composite naming many aliases, each the head of a chain: every token is decoded
    /// at most twice however wide or deep (this was quadratic or recursive).
    @Test func aWideGradientOfLongChainsResolves() throws {
        var json = "{\"c\": {\"$type\": \"color\""
        for i in 0..<2_000 { json += ", \"a\(i)\": {\"$value\": \"{c.b\(i)}\"}, \"b\(i)\": {\"$value\": \"{c.z}\"}" }
        json += ", \"z\": {\"$value\": \"#ABCDEF\"}}, \"g\": {\"$type\": \"gradient\", \"$value\": ["
        json += (0..<2_000).map { "{\"color\": \"{c.a\($0)}\", \"position\": \(Double($0) / 1999)}" }.joined(separator: ", ")
        json += "]}}"
        let set = try TokenLoader.parse(json, file: "t.json")
        let g = try set.gradient("g")
        #expect(g.stops.count == 2_000)
        #expect(g.stops.allSatisfy { $0.color.hex == "#ABCDEF" })
    }

    @Test func deepNestingIsAnErrorNotAStackOverflow() {
        #expect(errorLines(String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)) == [
            "t.tokens.json: line 1, column 257: nesting deeper than 256 levels",
        ])
        #expect(errorLines(String(repeating: "{\"a\":", count: 100_000) + "1" + String(repeating: "}", count: 100_000)) == [
            "t.tokens.json: line 1, column 1281: nesting deeper than 256 levels",
        ])
        // 254 nested groups, the token and its members: 256 levels, the deepest the parser allows.
        let depth = 254
        let json = String(repeating: "{\"g\": ", count: depth) + "{\"t\": {\"$type\": \"color\", \"$value\": \"#fff\"}}"
            + String(repeating: "}", count: depth)
        let set = try? TokenLoader.parse(json, file: "t.json")
        #expect(set?.tokens.first?.path == Array(repeating: "g", count: depth).joined(separator: ".") + ".t")
    }

    @Test func numbersJSONCannotHoldAreSyntaxErrors() {
        #expect(errorLines("{\"n\": {\"$type\": \"number\", \"$value\": NaN}}") == [
            "t.tokens.json: line 1, column 37: unexpected character 'N', expected a value",
        ])
        #expect(errorLines("{\"n\": {\"$type\": \"number\", \"$value\": Infinity}}") == [
            "t.tokens.json: line 1, column 37: unexpected character 'I', expected a value",
        ])
        #expect(errorLines("{\"n\": {\"$type\": \"number\", \"$value\": -Infinity}}") == [
            "t.tokens.json: line 1, column 38: expected a digit",
        ])
        #expect(errorLines("{\"n\": {\"$type\": \"number\", \"$value\": 1e309}}") == [
            "t.tokens.json: line 1, column 37: number 1e309 is out of range",
        ])
        #expect(errorLines("{\"n\": {\"$type\": \"number\", \"$value\": -1e309}}") == [
            "t.tokens.json: line 1, column 37: number -1e309 is out of range",
        ])
        #expect(errorLines("{\"d\": {\"$type\": \"duration\", \"$value\": \"1e309s\"}}") == [
            "t.tokens.json: /d/$value: \"1e309s\" is not a duration (write {\"value\": 0.6, \"unit\": \"s\"})",
        ])
    }

    @Test func emptyAndDuplicateNamesAndValues() {
        #expect(errorLines("{\"c\": {\"$type\": \"color\", \"a\": {\"$value\": \"\"}, \"b\": {\"$value\": \"{}\"}, \"\": {\"$value\": \"#fff\"}}}") == [
            "t.tokens.json: /c/: an empty name is not allowed",
            "t.tokens.json: /c/a/$value: \"\" is not a colour (write #RGB, #RRGGBB, #RRGGBBAA, rgb(), hsl() or transparent)",
            "t.tokens.json: /c/b/$value: \"{}\" is not a colour (write #RGB, #RRGGBB, #RRGGBBAA, rgb(), hsl() or transparent)",
        ])
        #expect(errorLines("{\"f\": {\"$type\": \"fontFamily\", \"a\": {\"$value\": \"\"}, \"b\": {\"$value\": []}}}") == [
            "t.tokens.json: /f/a/$value: \"\" is not a font family (a name or a non-empty array of names)",
            "t.tokens.json: /f/b/$value: an array is not a font family (a name or a non-empty array of names)",
        ])
        #expect(errorLines("{\"c\": {\"$type\": \"color\", \"a\": {\"$value\": \"#fff\", \"$value\": \"#000\"}}}") == [
            "t.tokens.json: line 1, column 50: duplicate key \"$value\"",
        ])
    }

    /// Error lines quote at most 80 characters of a value, however long it is.
    @Test func longValuesAreQuotedShort() {
        let lines = errorLines("{\"c\": {\"$type\": \"color\", \"a\": {\"$value\": \"\(String(repeating: "z", count: 200_000))\"}}}")
        #expect(lines == ["t.tokens.json: /c/a/$value: \"\(String(repeating: "z", count: 79))…\" (200000 characters) is not a colour (write #RGB, #RRGGBB, #RRGGBBAA, rgb(), hsl() or transparent)"])
    }

    /// Each "did you mean" compares the name with every token's: only the first 20 broken
    /// aliases get one, so 20,000 of them stay linear.
    @Test func thousandsOfBrokenAliasesStayLinear() {
        var json = "{\"c\": {\"$type\": \"color\""
        for i in 0..<20_000 { json += ", \"t\(i)\": {\"$value\": \"{c.u\(i)}\"}" }
        let lines = errorLines(json + "}}")
        #expect(lines.count == 20_000)
        #expect(lines[0] == "t.tokens.json: /c/t0/$value: alias {c.u0} points at no token (did you mean {c.t0}?)")
        #expect(lines[19] == "t.tokens.json: /c/t19/$value: alias {c.u19} points at no token (did you mean {c.t19}?)")
        #expect(lines[20] == "t.tokens.json: /c/t20/$value: alias {c.u20} points at no token")
    }

    @Test func filesOverEightMiBAreRefusedUnread() throws {
        let path = NSTemporaryDirectory() + "designproof-big-\(UUID().uuidString).tokens.json"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(repeating: 0x20, count: (8 << 20) + 1).write(to: URL(fileURLWithPath: path))
        do {
            _ = try TokenLoader.load(path: path)
            Issue.record("a 8 MiB + 1 byte file loaded")
        } catch {
            #expect(!error.isIOError)
            #expect(error.description == "\(path): is larger than 8 MiB; is it a token file?")
        }
    }
}

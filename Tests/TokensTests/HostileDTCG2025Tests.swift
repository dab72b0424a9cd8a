import Testing
@testable import Tokens

/// Hostile 2025.10 inputs: long chains of references and extensions, huge and NaN-like
/// components. Each is one line (or loads), never a crash or a deep recursion.
@Suite struct HostileDTCG2025Tests {
    /// Whole-token `$ref`s resolve like aliases, iteratively: a 20,000-long chain loads.
    @Test func aLongChainOfWholeTokenReferencesLoads() throws {
        var json = ##"{"c": {"$type": "color", "t0": {"$value": {"colorSpace": "srgb", "components": [0, 0.5, 1]}}"##
        for i in 1..<20_000 { json += ##", "t\##(i)": {"$value": {"$ref": "#/c/t\##(i - 1)"}}"## }
        let set = try TokenLoader.parse(json + "}}", file: "t.tokens.json", options: .strict)
        #expect(try set.color("c.t19999") == RGBA(r: 0, g: 0.5, b: 1))
    }

    /// A chain of references into parts resolves one link at a time (each part decoded
    /// once, its token first): 20,000 links load, in either order of the file, where
    /// following each chain afresh was quadratic (27 s for 20,000, issue 32).
    @Test(arguments: [false, true])
    func aLongChainOfPartReferencesLoads(forward: Bool) throws {
        let n = 20_000
        var members: [String] = []
        for i in 0..<n {
            // Each colour's alpha refers to the next (forward) or previous token's alpha.
            let next = forward ? i + 1 : i - 1
            let alpha = next < 0 || next >= n ? "0.25" : ##"{"$ref": "#/c/p\##(next)/$value/alpha"}"##
            members.append(##""p\##(i)": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": \##(alpha)}}"##)
        }
        let set = try TokenLoader.parse(##"{"c": {"$type": "color", "## + members.joined(separator: ", ") + "}}",
                                        file: "t.tokens.json", options: .strict)
        #expect(try set.color(forward ? "c.p0" : "c.p19999").a == 0.25)
        #expect(try set.color("c.p10000").a == 0.25)
    }

    /// A broken link fails its own token, told once where it is met; every token that
    /// depends on it through the chain fails quietly (no line per link).
    @Test func aBrokenLinkInAChainOfPartReferencesIsOneLine() {
        var json = ##"{"c": {"$type": "color", "p0": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": "half"}}"##
        for i in 1...5_000 { json += ##", "p\##(i)": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": {"$ref": "#/c/p\##(i - 1)/$value/alpha"}}}"## }
        #expect(errorLines(json + "}}") == ["t.tokens.json: /c/p0/$value/alpha: \"half\" is not a number in 0…1"])
    }

    /// Parts of two tokens that refer to each other are a cycle, one line where it closes.
    @Test func partsReferringToEachOtherAreACycle() {
        let json = ##"{"c": {"$type": "color", "##
            + ##""a": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": {"$ref": "#/c/b/$value/alpha"}}}, "##
            + ##""b": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": {"$ref": "#/c/a/$value/alpha"}}}}}"##
        #expect(errorLines(json) == [
            "t.tokens.json: /c/b/$value/alpha: reference #/c/a/$value/alpha forms a cycle: #/c/a/$value/alpha → #/c/b/$value/alpha → #/c/a/$value/alpha",
        ])
    }

    @Test func aLongChainOfExtensionsIsCapped() {
        var json = ##"{"g0": {"$type": "color", "x": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}"##
        for i in 1...100 { json += ##", "g\##(i)": {"$extends": "{g\##(i - 1)}"}"## }
        let lines = errorLines(json + "}")
        // One line for each group whose chain is too long (g65…g100), at its own $extends.
        #expect(lines.count == 36)
        #expect(lines.first == "t.tokens.json: /g65/$extends: this group's chain of extensions is more than 64 groups long (it reaches {g0} at /g1)")
    }

    @Test func hugeAndNaNLikeComponents() {
        #expect(errorLines(##"{"c": {"$type": "color", "$value": {"colorSpace": "lab", "components": [50, 1e308, 0]}}}"##) == [
            "t.tokens.json: /c/$value/components/1: 1e+308 is not a plausible lab's a (at most ±1000000)",
        ])
        #expect(errorLines(##"{"c": {"$type": "color", "$value": {"colorSpace": "oklch", "components": [0.5, 0.1, "Infinity"]}}}"##) == [
            "t.tokens.json: /c/$value/components/2: \"Infinity\" is not a number or \"none\"",
        ])
        #expect(errorLines(##"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": "none"}}}"##) == [
            "t.tokens.json: /c/$value/alpha: \"none\" is not a number in 0…1",
        ])
        #expect(errorLines(##"{"c": {"$type": "color", "$value": {"colorSpace": "oklch", "components": [0.5, 1e300, 10]}}}"##) == [],
                "a huge chroma is in range; it converts to inf/NaN channels, which clip with a warning")
        #expect(warningLines(##"{"c": {"$type": "color", "$value": {"colorSpace": "oklch", "components": [0.5, 1e300, 10]}}}"##).count == 1)
    }

    @Test func referenceObjectsThatAreNotReferences() {
        #expect(errorLines(##"{"c": {"$type": "color", "$value": {"$ref": 5}}}"##) == [
            "t.tokens.json: /c/$value: a reference is {\"$ref\": \"#/json/pointer\"} with a string and nothing else",
        ])
        #expect(errorLines(##"{"c": {"$type": "color", "$value": {"$ref": "#/c", "x": 1}}}"##).first?.hasPrefix("t.tokens.json: /c/$value") == true)
    }
}

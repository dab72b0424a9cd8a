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

    /// References into parts are followed recursively, so the chain is capped.
    @Test func aLongChainOfPartReferencesIsCapped() {
        var json = ##"{"n": {"$type": "number", "$value": 0.5}, "b": {"$type": "border", "$value": {"color": {"colorSpace": "srgb", "components": [0, 0, {"$ref": "#/n/$value"}]}, "width": {"value": 1, "unit": "px"}, "style": "solid"}}"##
        // Each token's value is a colour whose alpha refers to the previous token's alpha.
        json += ##", "c": {"$type": "color", "p0": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5}}"##
        for i in 1...100 { json += ##", "p\##(i)": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": {"$ref": "#/c/p\##(i - 1)/$value/alpha"}}}"## }
        let lines = errorLines(json + "}}")
        // One line for each token whose chain is too long (p65…p100), where it refers.
        #expect(lines.count == 36)
        #expect(lines.first == "t.tokens.json: /c/p65/$value/alpha: reference #/c/p0/$value/alpha is the 65th reference in a chain of references to parts; the most followed is 64")
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

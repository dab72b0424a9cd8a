import Testing
@testable import Tokens

/// Real-world dialect read with one warning per problem where the meaning is plain, and
/// refused with `--strict` (issue 35, item 3).
@Suite struct DialectLeniencyTests {
    static let file = """
        {"label": {"$type": "string",
            "greeting": {"$value": "Hello"},
            "echo": {"$value": "{label.greeting}"}},
         "echoOfEcho": {"$value": "{label.echo}"},
         "flag": {"$type": "boolean", "$value": true},
         "ink": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}},
         "body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400,
             "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5, "fontStyle": "italic", "textTransform": "uppercase"}}}
        """

    @Test func stringBooleanAndLinkTokensAreLeftOutWithTheirAliases() throws {
        let set = try TokenLoader.parse(Self.file, file: "t.tokens.json")
        #expect(set.tokens.map(\.path).sorted() == ["body", "ink"])
        #expect(set.warnings.map(\.description) == [
            "t.tokens.json: /label/greeting: warning: $type \"string\" is not a Format Module type (other tools add it); this token is left out",
            // Its group's type is its own, so that is the reason given.
            "t.tokens.json: /label/echo: warning: $type \"string\" is not a Format Module type (other tools add it); this token is left out",
            "t.tokens.json: /echoOfEcho: warning: it is an alias of {label.echo}, which is left out; so is this token",
            "t.tokens.json: /flag: warning: $type \"boolean\" is not a Format Module type (other tools add it); this token is left out",
            "t.tokens.json: /body/$value/fontStyle: warning: fontStyle is not a typography member of the Format Module; it is ignored (the font, size, weight, spacing and line height are drawn)",
            "t.tokens.json: /body/$value/textTransform: warning: textTransform is not a typography member of the Format Module; it is ignored (the font, size, weight, spacing and line height are drawn)",
        ])
        let body = try set.typography("body")
        #expect(body.fontSize == 16 && body.fontWeight == 400 && body.lineHeight == 1.5)
    }

    @Test func strictRefusesTheDialect() {
        let lines = errorLines(Self.file, options: .strict)
        #expect(lines.contains("t.tokens.json: /label/$type: \"string\" is not a token type (one of color, dimension, duration, cubicBezier, fontFamily, fontWeight, number, shadow, gradient, typography, strokeStyle, border, transition)"))
        #expect(lines.contains("t.tokens.json: /body/$value/fontStyle: unknown field \"fontStyle\" (expected fontFamily, fontSize, fontWeight, letterSpacing, lineHeight)"))
        // A misspelt member is still an error outside strict mode: its meaning is not plain.
        #expect(errorLines(#"{"t": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "fontWieght": 700}}}"#)
                == [#"t.tokens.json: /t/$value/fontWieght: unknown field "fontWieght" (expected fontFamily, fontSize, fontWeight, lineHeight, letterSpacing)"#])
    }
}

extension DialectLeniencyTests {
    static let typography = """
        {"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#fff"}},
         "t": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 20, "unit": "px"}, "fontWeight": 400,
             "letterSpacing": {"value": -0.02, "unit": "em"}, "lineHeight": {"value": 30, "unit": "px"}}}}
        """

    @Test func threeDigitHexEmTrackingAndLengthLineHeightsAreReadWithWarnings() throws {
        let set = try TokenLoader.parse(Self.typography, file: "t.tokens.json")
        let t = try set.typography("t")
        #expect(abs(t.letterSpacing - -0.4) < 1e-12, "−0.02 em × 20 pt")
        #expect(t.lineHeight == 1.5, "30 pt over 20 pt")
        #expect(set.warnings.map(\.description) == [
            "t.tokens.json: /c/$value/hex: warning: \"#fff\" has three digits; the Format Module's hex fallback has six (#FFFFFF)",
            "t.tokens.json: /t/$value/lineHeight: warning: a line height is a number (a multiple of the font size) in the Format Module; 30 pt is read as 1.5 × 20 pt",
            "t.tokens.json: /t/$value/letterSpacing: warning: em is not a dimension unit of the Format Module; -0.02 em is read as -0.4 pt (× the font size, 20 pt)",
        ])
        let strict = errorLines(Self.typography, options: .strict)
        #expect(strict.count == 3, "\(strict)")
    }
}

extension DialectLeniencyTests {
    @Test func terrazzosModesAreSaidNotDroppedSilently() throws {
        let set = try TokenLoader.parse(#"""
            {"bg": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]},
                    "$extensions": {"mode": {"light": {"colorSpace": "srgb", "components": [1, 1, 1]},
                                             "dark": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}}
            """#, file: "t.tokens.json")
        #expect(try set.color("bg") == RGBA(r: 1, g: 1, b: 1))
        #expect(set.warnings.map(\.description) == ["t.tokens.json: /bg/$extensions/mode: warning: 2 modes (light, dark) in $extensions.mode are not read; only $value is drawn (give modes as a resolver document's modifier contexts)"])
    }
}

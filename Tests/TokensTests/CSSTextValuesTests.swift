import Testing
@testable import Tokens

/// CSS text real files write where the Format Module writes objects, read outside strict
/// mode with a warning: all 148 named colours, `color(srgb …)`, the border shorthand, and a
/// letter spacing in percent of the font size.
@Suite struct CSSTextValuesTests {
    @Test func namedColoursAreCSSs() {
        #expect(CSSNamedColors.hex.count == 148)
        #expect(CSSColorText.parse("rebeccapurple")?.hex == "#663399")
        #expect(CSSColorText.parse("DarkBlue")?.hex == "#00008B")
        // CSS's grey, not X11's (#BEBEBE) — the two differ on gray, green, maroon and purple.
        #expect(CSSColorText.parse("gray")?.hex == "#808080" && CSSColorText.parse("grey")?.hex == "#808080")
        #expect(CSSColorText.parse("green")?.hex == "#008000" && CSSColorText.parse("maroon")?.hex == "#800000")
        #expect(CSSColorText.parse("purple")?.hex == "#800080" && CSSColorText.parse("aliceblue")?.hex == "#F0F8FF")
        #expect(CSSColorText.parse("notacolour") == nil)
    }

    @Test func colorFunctionInSRGB() {
        let c = CSSColorText.parse("color(srgb 0 0 0 / 0.10)")
        #expect(c?.r == 0 && c?.g == 0 && c?.b == 0 && c?.a == 0.1)
        #expect(CSSColorText.parse("color(srgb 100% 50% 0%)")?.hex == "#FF8000")
        #expect(CSSColorText.parse("color(srgb 2 0 0)") == nil)
        #expect(CSSColorText.parse("color(display-p3 1 0 0)") == nil, "another space is not guessed")
    }

    @Test func theBorderShorthandIsABorder() throws {
        let set = try TokenLoader.parse(##"{ "b": { "$type": "border", "$value": "1px solid #cdcfd2" }, "d": { "$type": "border", "$value": "dashed red 2px" } }"##, file: "t.tokens.json")
        let b = try set.border("b"), d = try set.border("d")
        #expect(b.width == 1 && b.style == StrokeStyle.keyword(.solid) && b.color.hex == "#CDCFD2")
        #expect(d.width == 2 && d.style == StrokeStyle.keyword(.dashed) && d.color.hex == "#FF0000")
        #expect(set.warnings.map(\.description).first == "t.tokens.json: /b/$value: warning: \"1px solid #cdcfd2\" is CSS's border shorthand; read as {\"width\", \"style\", \"color\"} (write the object)")
        // var() is not guessed: the token is left out, with a warning.
        #expect(try TokenLoader.parse(##"{ "b": { "$type": "border", "$value": "1px solid var(--x)" } }"##, file: "t.tokens.json").tokens.isEmpty)
        #expect(errorLines(##"{ "b": { "$type": "border", "$value": "1px solid #000" } }"##, options: .strict).count == 1)
    }

    @Test func aLetterSpacingInPercentIsHundredthsOfTheFontSize() throws {
        let set = try TokenLoader.parse(##"{ "t": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": { "value": 20, "unit": "px" }, "fontWeight": 400, "lineHeight": 1.2, "letterSpacing": "-2%" } } }"##, file: "t.tokens.json")
        #expect(abs(try set.typography("t").letterSpacing - -0.4) < 1e-9)
    }
}

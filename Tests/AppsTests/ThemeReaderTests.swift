import AppSupport
import Layout
import Testing
import Tokens

/// The one theme mechanism every app reads its tokens with: the colour rule (appearance
/// pairs, Increase Contrast overrides), and every missing or mistyped token reported at
/// load with its file and pointer — all of them, in one report.
@Suite struct ThemeReaderTests {
    enum Colors: String, ThemeTokenName { case ink, page, accent = "brand.accent" }
    enum Lengths: String, ThemeTokenName { case gap = "spacing.gap", radius = "radius.card" }
    enum Shadows: String, ThemeTokenName { case card }

    static func tokens(_ text: String) throws -> TokenSet { try TokenLoader.parse(text, file: "t.tokens.json") }

    static let complete = """
    { "color": { "$type": "color",
        "ink": { "light": { "$value": "#111111" }, "dark": { "$value": "#EEEEEE" } },
        "page": { "$value": "#FFFFFF" },
        "brand": { "accent": { "$value": "#00D26A" } } },
      "contrast": { "increased": { "color": { "$type": "color",
        "ink": { "dark": { "$value": "#FFFFFF" } },
        "brand": { "accent": { "$value": "#00A050" } } } } },
      "spacing": { "gap": { "$type": "dimension", "$value": { "value": 12, "unit": "px" } } },
      "radius": { "card": { "$type": "dimension", "$value": { "value": 1.25, "unit": "rem" } } },
      "shadow": { "$type": "shadow",
        "card": { "light": { "$value": { "color": "#00000033", "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 2, "unit": "px" }, "blur": { "value": 8, "unit": "px" }, "spread": { "value": 0, "unit": "px" } } },
                  "dark": { "$value": { "color": "#00000099", "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 4, "unit": "px" }, "blur": { "value": 16, "unit": "px" }, "spread": { "value": 0, "unit": "px" } } } } }
    }
    """

    @Test func aColourIsReadForEveryAppearanceAndContrast() throws {
        var reader = ThemeReader(tokens: try Self.tokens(Self.complete))
        let colors = reader.colors(Colors.self)
        try reader.finish()
        let hex = { (c: RGBA) in c.hex }
        // A light/dark pair; under Increase Contrast only the dark override exists, so light keeps its value.
        #expect(hex(colors[.ink].light) == "#111111" && hex(colors[.ink].dark) == "#EEEEEE")
        #expect(hex(colors[.ink].increasedLight) == "#111111" && hex(colors[.ink].increasedDark) == "#FFFFFF")
        // Stated once: the same in all four.
        #expect(Set([colors[.page].light, colors[.page].dark, colors[.page].increasedLight, colors[.page].increasedDark].map(hex)) == ["#FFFFFF"])
        // An override without a pair replaces both appearances under Increase Contrast only.
        #expect(hex(colors[.accent].resolved(.dark, .standard)) == "#00D26A")
        #expect(hex(colors[.accent].resolved(.light, .increased)) == "#00A050" && hex(colors[.accent].resolved(.dark, .increased)) == "#00A050")
    }

    @Test func valuesAndPairsAreReadByPath() throws {
        var reader = ThemeReader(tokens: try Self.tokens(Self.complete))
        let lengths = reader.values(Lengths.self) { t, p throws(TokenError) in try t.dimension(p) }
        let shadows = reader.pairs(Shadows.self, prefix: "shadow.") { t, p throws(TokenError) in try t.shadow(p)[0] }
        try reader.finish()
        #expect(lengths[.gap] == 12)
        #expect(lengths[.radius] == 20, "1.25 rem at 16 pt")
        #expect(shadows[.card][.light].blur == 8 && shadows[.card][.dark].blur == 16)
        #expect(shadows[.card][.dark].offsetY == 4)
    }

    @Test func everyMissingOrMistypedTokenIsReportedWithItsPointer() throws {
        // No ink at all, the accent a dimension, the card radius a number, no dark shadow.
        let text = """
        { "color": { "$type": "color", "page": { "$value": "#FFFFFF" },
            "brand": { "accent": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } } } },
          "spacing": { "gap": { "$type": "dimension", "$value": { "value": 12, "unit": "px" } } },
          "radius": { "card": { "$type": "number", "$value": 20 } },
          "shadow": { "$type": "shadow", "card": { "light": { "$value": { "color": "#000000", "offsetX": { "value": 0, "unit": "px" },
            "offsetY": { "value": 2, "unit": "px" }, "blur": { "value": 8, "unit": "px" }, "spread": { "value": 0, "unit": "px" } } } } } }
        """
        var reader = ThemeReader(tokens: try Self.tokens(text))
        _ = reader.colors(Colors.self)
        _ = reader.values(Lengths.self) { t, p throws(TokenError) in try t.dimension(p) }
        _ = reader.pairs(Shadows.self, prefix: "shadow.") { t, p throws(TokenError) in try t.shadow(p)[0] }
        let error = #expect(throws: ThemeTokensInvalid.self) { try reader.finish() }
        let lines = try #require(error).errors.map(\.description)
        #expect(lines == [
            "t.tokens.json: /color/ink: missing: the app's screens draw colour ink; add color.ink, or color.ink.light and .dark",
            "t.tokens.json: /color/brand/accent: token color.brand.accent is a dimension, expected a colour",
            "t.tokens.json: /radius/card: token radius.card is a number, expected a dimension",
            "t.tokens.json: /shadow/card/dark: missing: the app's screens read shadow.card.dark; add the token",
        ])
    }

    @Test func aColourWithOnlyOneAppearanceIsMissingTheOther() throws {
        var reader = ThemeReader(tokens: try Self.tokens(##"{ "color": { "$type": "color", "ink": { "light": { "$value": "#111111" } }, "page": { "$value": "#FFFFFF" }, "brand": { "accent": { "$value": "#00D26A" } } } }"##))
        _ = reader.colors(Colors.self)
        #expect(reader.problems.map(\.description) == ["t.tokens.json: /color/ink: missing: the app's screens draw colour ink; add color.ink, or color.ink.light and .dark"])
    }

    @Test func aSingleValueThrowsWithWhatWasFoundBefore() throws {
        var reader = ThemeReader(tokens: try Self.tokens(##"{ "color": { "$type": "color", "page": { "$value": "#FFFFFF" } } }"##))
        _ = reader.colors(Colors.self)
        let error = #expect(throws: ThemeTokensInvalid.self) { _ = try reader.value("font.family.sans") { t, p throws(TokenError) in try t.fontFamily(p) } }
        #expect(try #require(error).errors.map(\.location) == [.pointer(JSONPointer(["color", "ink"])), .pointer(JSONPointer(["color", "brand", "accent"])),
                                                              .pointer(JSONPointer(["font", "family", "sans"]))])
    }
}

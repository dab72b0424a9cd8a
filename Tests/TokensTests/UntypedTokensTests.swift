import Testing
@testable import Tokens

/// Tokens real files write without `$type`, with values relative to what a token file does
/// not hold (em, %), with expressions, or with dimensions lacking a unit: read outside strict
/// mode where the meaning is plain, each with a warning, left out where it is not — and all
/// refused by `--strict`, as the Format Module 2025.10 (§ 8 "Types": a token without a
/// resolvable type is invalid; § 8.2 "Dimension": px or rem) says.
@Suite struct UntypedTokensTests {
    static func load(_ json: String, options: TokenLoader.Options = .lenient) throws -> TokenSet {
        try TokenLoader.parse(json, file: "t.tokens.json", options: options)
    }

    @Test func anUntypedTokenIsReadAsTheTypeItsValueShows() throws {
        let set = try Self.load(##"""
        { "brand": { "$value": { "colorSpace": "srgb", "components": [0, 0.4, 0.8] } },
          "ink": { "$value": "#FFF" },
          "gap": { "$value": "16px" },
          "wide": { "$value": { "value": 1.5, "unit": "rem" } },
          "fast": { "$value": "200ms" },
          "ratio": { "$value": 1.5 },
          "lift": { "$value": [{ "color": "#00000033", "offsetX": "0px", "offsetY": "2px", "blur": "8px", "spread": "0px" }] },
          "alias": { "$value": "{gap}" } }
        """##)
        #expect(try set.color("brand").hex == "#0066CC")
        #expect(try set.color("ink").hex == "#FFFFFF")
        #expect(try set.dimension("gap") == 16)
        #expect(try set.dimension("wide") == 24)
        #expect(try set.duration("fast") == 0.2)
        #expect(try set.number("ratio") == 1.5)
        #expect(try set.shadow("lift")[0].blur == 8)
        #expect(try set.dimension("alias") == 16, "an alias takes its target's type")
        let warnings = set.warnings.map(\.description)
        #expect(warnings.contains("t.tokens.json: /brand: warning: no $type; read as a colour from its value (give \"$type\": \"color\")"))
        #expect(warnings.contains("t.tokens.json: /gap: warning: no $type; read as a dimension from its value (give \"$type\": \"dimension\")"))
        #expect(warnings.contains("t.tokens.json: /fast: warning: no $type; read as a duration from its value (give \"$type\": \"duration\")"))
        #expect(!warnings.contains { $0.contains("/alias:") })
    }

    @Test func beyondThreePerTypeTheRestAreCounted() throws {
        let members = (0..<7).map { "\"s\($0)\": { \"$value\": \"\($0 + 1)px\" }" }.joined(separator: ", ")
        let set = try Self.load("{ \(members) }")
        #expect(set.tokens.count == 7)
        #expect(set.warnings.map(\.description) == [
            "t.tokens.json: /s0: warning: no $type; read as a dimension from its value (give \"$type\": \"dimension\")",
            "t.tokens.json: /s1: warning: no $type; read as a dimension from its value (give \"$type\": \"dimension\")",
            "t.tokens.json: /s2: warning: no $type; read as a dimension from its value (give \"$type\": \"dimension\")",
            "t.tokens.json: /s0: warning: … and 4 more tokens with no $type read as a dimension from their values",
        ])
    }

    @Test func anUntypedValueThatSaysNoTypeIsLeftOutWithItsAliases() throws {
        let set = try Self.load(##"""
        { "family": { "$value": "Inter" }, "flag": { "$value": true }, "body": { "$value": "{family}" },
          "ink": { "$type": "color", "$value": "#000000" } }
        """##)
        #expect(set.tokens.map(\.path) == ["ink"])
        #expect(set.warnings.map(\.description).sorted() == [
            "t.tokens.json: /body: warning: it is an alias of {family}, which is left out; so is this token",
            "t.tokens.json: /family: warning: " + UntypedTokens.noTypeNoShape,
            "t.tokens.json: /flag: warning: " + UntypedTokens.noTypeNoShape,
        ])
    }

    @Test func aBrokenReferenceWithNoTypeStaysAnError() {
        #expect(errorLines(##"{ "alias": { "$value": "{foo.bar" } }"##) == ["t.tokens.json: /alias: token has no $type: set it on the token or on a group above it"])
    }

    @Test func relativeLengthsAndExpressionsAreLeftOut() throws {
        let set = try Self.load(##"""
        { "size": { "$type": "dimension",
            "base": { "$value": "4px" },
            "lh": { "$value": "1.25em" },
            "full": { "$value": { "value": 100, "unit": "%" } },
            "double": { "$value": "{size.base} * 2" },
            "calc": { "$value": "calc(4px * 2)" },
            "floor": { "$value": "floor({size.base} * 1.5)" },
            "uses": { "$value": "{size.double}" },
            "negative": { "$value": "-4px" } } }
        """##)
        #expect(set.tokens.map(\.path) == ["size.base", "size.negative"])
        #expect(try set.dimension("size.negative") == -4)
        let warnings = set.warnings.map(\.description)
        #expect(warnings.contains("t.tokens.json: /size/lh: warning: " + UntypedTokens.relative))
        #expect(warnings.contains("t.tokens.json: /size/full: warning: " + UntypedTokens.relative))
        #expect(warnings.contains("t.tokens.json: /size/double: warning: " + UntypedTokens.expression))
        #expect(warnings.contains("t.tokens.json: /size/uses: warning: it is an alias of {size.double}, which is left out; so is this token"))
    }

    @Test func aCSSGradientWhereAColourBelongsAndWhatUsesItAreLeftOut() throws {
        let set = try Self.load(##"""
        { "c": { "$type": "color", "a": { "$value": "#FF0000" }, "grad": { "$value": "linear-gradient(90deg, {c.a} 0%, #fff 100%)" } },
          "letter": { "$type": "dimension", "wide": { "$value": "5%" } },
          "body": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": "16px", "fontWeight": 400,
                                                       "lineHeight": 1.5, "letterSpacing": "{letter.wide}" } } }
        """##)
        #expect(set.tokens.map(\.path) == ["c.a"])
        let warnings = set.warnings.map(\.description)
        #expect(warnings.contains("t.tokens.json: /c/grad: warning: " + UntypedTokens.cssGradient))
        #expect(warnings.contains("t.tokens.json: /body: warning: it is an alias of {letter.wide}, which is left out; so is this token"))
        #expect(errorLines(##"{ "c": { "$type": "color", "g": { "$value": "linear-gradient(red, blue)" } } }"##, options: .strict).count == 1)
    }

    @Test func anAliasOfATokensStudioExpressionGoesWithIt() throws {
        let set = try Self.load(##"""
        { "spacing": { "$type": "spacing", "sm": { "$value": "8" }, "md": { "$value": "{spacing.sm} * 2" } },
          "gap": { "$type": "dimension", "$value": "{spacing.md}" } }
        """##)
        #expect(set.tokens.map(\.path) == ["spacing.sm"])
        #expect(set.warnings.map(\.description).contains("t.tokens.json: /gap: warning: it is an alias of {spacing.md}, which is left out; so is this token"))
    }

    @Test func aTypographyWithoutAWeightIsNormal() throws {
        let text = ##"{ "t": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": { "value": 14, "unit": "px" } } } }"##
        let set = try Self.load(text)
        #expect(try set.typography("t").fontWeight == 400)
        #expect(set.warnings.map(\.description) == ["t.tokens.json: /t/$value: warning: a typography without fontWeight; read as 400, CSS's normal weight (give \"fontWeight\": 400)"])
        #expect(errorLines(text, options: .strict).contains("t.tokens.json: /t/$value: missing field \"fontWeight\""))
    }

    @Test func aNumberThatNamesADimensionIsItsPoints() throws {
        let set = try Self.load(##"""
        { "size": { "$type": "dimension", "font": { "$value": { "value": 18, "unit": "px" } } },
          "scale": { "$type": "number", "font": { "$value": "{size.font}" } } }
        """##)
        #expect(try set.number("scale.font") == 18)
        #expect(set.warnings.map(\.description) == ["t.tokens.json: /scale/font/$value: warning: alias {size.font} is a dimension where a number belongs; read as its 18 pt"])
        #expect(errorLines(##"{ "size": { "$type": "dimension", "font": { "$value": { "value": 18, "unit": "px" } } }, "scale": { "$type": "number", "font": { "$value": "{size.font}" } } }"##, options: .strict)
            == ["t.tokens.json: /scale/font/$value: alias {size.font} is a dimension, expected a number"])
    }

    @Test func aDimensionWithNoUnitIsPixels() throws {
        let set = try Self.load(##"{ "size": { "$type": "dimension", "a": { "$value": 16 }, "b": { "$value": "26" } } }"##)
        #expect(try set.dimension("size.a") == 16 && set.dimension("size.b") == 26)
        #expect(set.warnings.map(\.description) == [
            "t.tokens.json: /size/a/$value: warning: 16 has no unit; read as 16 px, as Tokens Studio and Figma mean it (write {\"value\": 16, \"unit\": \"px\"})",
            "t.tokens.json: /size/b/$value: warning: \"26\" has no unit; read as 26 px, as Tokens Studio and Figma mean it (write {\"value\": 26, \"unit\": \"px\"})",
        ])
        #expect(throws: TokenFileInvalid.self) { _ = try Self.load(##"{ "size": { "$type": "dimension", "a": { "$value": 1e9 } } }"##) }
    }

    @Test func strictModeRefusesEachAsTheSpecSays() {
        #expect(errorLines(##"{ "ink": { "$value": "#FFF" } }"##, options: .strict)
            == ["t.tokens.json: /ink: token has no $type: set it on the token or on a group above it"])
        #expect(errorLines(##"{ "s": { "$type": "dimension", "$value": "{a} * 2" }, "a": { "$type": "dimension", "$value": { "value": 1, "unit": "px" } } }"##, options: .strict)
            == [#"t.tokens.json: /s/$value: "{a} * 2" is not a dimension (write {"value": 20, "unit": "px"})"#])
        #expect(errorLines(##"{ "s": { "$type": "dimension", "$value": 16 } }"##, options: .strict)
            == [#"t.tokens.json: /s/$value: 16 is not a dimension (write {"value": 20, "unit": "px"})"#])
    }

    @Test(arguments: [
        ("{a} * 2", true), ("{dimension.xs} * {dimension.scale}", true), ("16 / 4", true), ("floor({_size.unit} * 0)", true),
        ("calc(4px * 2)", true), ("16px * 2", true), ("roundTo({a} * 1.5)", true), ("{a}*{b}", true),
        ("sans-serif", false), ("-4px", false), ("1e-3", false), ("assets/fonts/a.ttf", false), ("Open Sans - Bold", false),
        ("{a.b-c}", false), ("#FF0000", false),
    ])
    func expressionsAreToldFromNamesAndSigns(_ text: String, _ isExpression: Bool) {
        #expect(UntypedTokens.isExpression(text.lowercased()) == isExpression)
    }
}

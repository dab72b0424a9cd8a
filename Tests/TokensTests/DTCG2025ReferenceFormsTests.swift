import Testing
@testable import Tokens

/// Four forms of the Format Module 2025.10 that real files use and we refused (issue 35),
/// each with the section of technical-reports/format that defines it.
@Suite struct DTCG2025ReferenceFormsTests {
    static let colors = """
        "color": { "$type": "color",
          "black": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } },
          "white": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } },
          "brand": { "$value": { "colorSpace": "srgb", "components": [0, 1, 0.4] } }
        }
        """

    static func px(_ v: Double) -> String { "{\"value\": \(v), \"unit\": \"px\"}" }
    static func shadow(_ y: Double, blur: Double) -> String {
        "{ \"color\": \"{color.black}\", \"offsetX\": \(px(0)), \"offsetY\": \(px(y)), \"blur\": \(px(blur)), \"spread\": \(px(0)) }"
    }

    /// Composite types, "Array aliasing in composite types" and "Shadow": an element of a
    /// shadow array may be a reference to a shadow token; it resolves to that single shadow.
    @Test func aShadowArrayMixesReferencesAndShadows() throws {
        let set = try TokenLoader.parse("""
            { \(Self.colors),
              "shadow": { "$type": "shadow",
                "small": { "$value": \(Self.shadow(2, blur: 4)) },
                "pointer": { "$value": \(Self.shadow(1, blur: 1)) },
                "layered": { "$value": ["{shadow.small}", \(Self.shadow(8, blur: 16)), { "$ref": "#/shadow/pointer" }] }
              } }
            """, file: "t.tokens.json", options: .strict)
        let layered = try set.shadow("shadow.layered")
        #expect(layered.map(\.offsetY) == [2, 8, 1])
        #expect(layered.map(\.blur) == [4, 16, 1])
        #expect(layered.allSatisfy { $0.color == RGBA(r: 0, g: 0, b: 0) })
    }

    @Test func aShadowArraysReferenceToSeveralShadowsIsNotFlattened() {
        #expect(errorLines("""
            { \(Self.colors),
              "shadow": { "$type": "shadow",
                "two": { "$value": [\(Self.shadow(2, blur: 4)), \(Self.shadow(8, blur: 16))] },
                "bad": { "$value": ["{shadow.two}"] },
                "notShadow": { "$value": ["{color.black}"] }
              } }
            """) == [
            "t.tokens.json: /shadow/bad/$value/0: alias {shadow.two} holds 2 shadows; an element of a shadow array is one shadow (references in arrays are not flattened)",
            "t.tokens.json: /shadow/notShadow/$value/0: alias {color.black} is a colour, expected a shadow",
        ])
    }

    /// Composite types, "Gradient" (its example "gradient-with-references"): gradient tokens of
    /// one stop, referred to as elements of another gradient.
    @Test func theSpecsGradientWithReferencesExampleLoads() throws {
        let set = try TokenLoader.parse("""
            { \(Self.colors),
              "position-end": { "$type": "number", "$value": 1 },
              "gradient": { "$type": "gradient",
                "start-stop": { "$value": [ { "color": "{color.white}", "position": 0 } ] },
                "end-stop": { "$value": [ { "color": "{color.black}", "position": "{position-end}" } ] },
                "with-references": { "$value": [ "{gradient.start-stop}", { "color": "{color.brand}", "position": 0.333 }, "{gradient.end-stop}" ] }
              } }
            """, file: "t.tokens.json", options: .strict)
        let start = try set.gradient("gradient.start-stop")
        #expect(start.stops == [GradientStop(color: RGBA(r: 1, g: 1, b: 1), position: 0)])
        // A one-stop gradient is its colour everywhere.
        #expect(start.color(at: 0.7) == RGBA(r: 1, g: 1, b: 1))
        let mixed = try set.gradient("gradient.with-references")
        #expect(mixed.stops.map(\.position) == [0, 0.333, 1])
        #expect(mixed.stops.map(\.color) == [RGBA(r: 1, g: 1, b: 1), RGBA(r: 0, g: 1, b: 0.4), RGBA(r: 0, g: 0, b: 0)])
    }

    @Test func aGradientElementReferringToSeveralStopsOrNoneIsRefused() {
        #expect(errorLines(#"{ "gradient": { "$type": "gradient", "empty": { "$value": [] } } }"#)
                == [#"t.tokens.json: /gradient/empty/$value: an empty array is not a gradient (write an array of {"color", "position"} stops)"#])
        let lines = errorLines("""
            { \(Self.colors),
              "gradient": { "$type": "gradient",
                "two": { "$value": [ { "color": "{color.white}", "position": 0 }, { "color": "{color.black}", "position": 1 } ] },
                "bad": { "$value": [ "{gradient.two}" ] }
              } }
            """)
        #expect(lines == ["t.tokens.json: /gradient/bad/$value/0: alias {gradient.two} holds 2 stops; an element of a gradient is one stop, so refer to a gradient token of one stop (references in arrays are not flattened)"])
    }

    /// Aliases, "JSON Pointer Syntax": `"primary": {"$ref": "#/colors/blue"}` makes the token
    /// an alias for the whole token; a `$ref` to a group still extends it (Groups, `$extends`).
    @Test func aWholeTokenRefIsAnAlias() throws {
        let set = try TokenLoader.parse("""
            { "colors": { "blue": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0.4, 0.8] } } },
              "semantic": {
                "primary": { "$ref": "#/colors/blue" },
                "viaValue": { "$ref": "#/colors/blue/$value", "$description": "the same colour" }
              },
              "copy": { "$ref": "#/colors" } }
            """, file: "t.tokens.json", options: .strict)
        #expect(try set.color("semantic.primary") == RGBA(r: 0, g: 0.4, b: 0.8))
        #expect(try set.color("semantic.viaValue") == RGBA(r: 0, g: 0.4, b: 0.8))
        #expect(set.tokens.first { $0.path == "semantic.viaValue" }?.description == "the same colour")
        #expect(try set.color("copy.blue") == RGBA(r: 0, g: 0.4, b: 0.8))
    }

    /// Aliases, "Dimension Component References": a dimension's `value` and `unit` may each be
    /// a `$ref` to the part of another token's value.
    @Test func aDimensionsValueAndUnitMayBeReferences() throws {
        let set = try TokenLoader.parse("""
            { "base": { "spacing": { "$type": "dimension", "$value": { "value": 16, "unit": "px" } } },
              "layout": { "$type": "dimension",
                "small": { "$value": { "value": { "$ref": "#/base/spacing/$value/value" }, "unit": "rem" } },
                "large": { "$value": { "value": 32, "unit": { "$ref": "#/base/spacing/$value/unit" } } }
              } }
            """, file: "t.tokens.json", options: .strict)
        #expect(try set.dimension("layout.small") == 256, "16 rem, at 16 pt a rem")
        #expect(try set.dimension("layout.large") == 32)
        #expect(errorLines("""
            { "base": { "spacing": { "$type": "dimension", "$value": { "value": 16, "unit": "px" } } },
              "layout": { "$type": "dimension",
                "nowhere": { "$value": { "value": 2, "unit": { "$ref": "#/base/spacing/$value/units" } } },
                "notText": { "$value": { "value": 2, "unit": { "$ref": "#/base/spacing/$value/value" } } },
                "token": { "$value": { "value": 2, "unit": { "$ref": "#/base/spacing" } } }
              } }
            """) == [
            "t.tokens.json: /layout/nowhere/$value/unit: reference #/base/spacing/$value/units points at nothing: token base.spacing has no /$value/units",
            "t.tokens.json: /layout/notText/$value/unit: reference #/base/spacing/$value/value leads to 16, which is not a unit name",
            "t.tokens.json: /layout/token/$value/unit: reference #/base/spacing points at no part of a token's value (write \"#/group/token/$value/unit\")",
        ])
    }
}

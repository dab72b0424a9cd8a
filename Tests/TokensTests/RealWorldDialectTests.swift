import Foundation
import Testing
@testable import Tokens

/// What published token files write that the Format Module 2025.10 does not, each read
/// outside strict mode with one warning and refused by `--strict` (docs/TOKENS.md,
/// "Dialects"). Every case here was met in a real file of the corpus (see the issue note).
@Suite struct RealWorldDialectTests {
    /// `json` loaded leniently, which must succeed, and its warning lines.
    func lenient(_ json: String) throws -> (set: TokenSet, warnings: [String]) {
        let set = try TokenLoader.parse(json, file: "t.tokens.json")
        return (set, set.warnings.map(\.description))
    }

    func strictlyRefused(_ json: String) -> Bool {
        !errorLines(json, options: .strict).isEmpty
    }

    @Test func aHexColourWithoutItsMark() throws {
        let json = ##"{ "c": { "$type": "color", "$value": "ffffff" }, "d": { "$type": "color", "$value": "ff000080" } }"##
        let (set, warnings) = try lenient(json)
        #expect(try set.color("c").hex == "#FFFFFF")
        #expect(try set.color("d") == RGBA(hex: "#FF000080"))
        #expect(warnings.first == "t.tokens.json: /c/$value: warning: \"ffffff\" has no '#'; read as #ffffff (write \"#ffffff\")")
        #expect(strictlyRefused(json))
        // Five or seven digits are not a colour with its mark missing.
        #expect(errorLines(##"{ "c": { "$type": "color", "$value": "fffff" } }"##).count == 1)
        #expect(errorLines(##"{ "c": { "$type": "color", "$value": "gggggg" } }"##).count == 1)
    }

    @Test func aToolsOwnKeysAndMembersInATokenAreNotRead() throws {
        let blue = ##"{"colorSpace": "srgb", "components": [0, 0, 1]}"##
        let json = ##"{ "c": { "$type": "color", "$name": "Blue", "$value": \##(blue), "default": { "$value": \##(blue) } } }"##
        let (set, warnings) = try lenient(json)
        #expect(try set.color("c").hex == "#0000FF")
        #expect(set.tokens.count == 1, "the member inside the token is not a token")
        #expect(warnings == [
            "t.tokens.json: /c/$name: warning: unknown key $name in a token is not read (a token may have $value, $type, $description, $extensions, $deprecated)",
            "t.tokens.json: /c/default: warning: a token cannot also be a group: \"default\" inside the token is not read (move it out of the token)",
        ])
        #expect(errorLines(json, options: .strict) == [
            "t.tokens.json: /c/$name: unknown key $name in a token (a token may have $value, $type, $description, $extensions, $deprecated)",
            "t.tokens.json: /c/default: a token cannot also be a group: move \"default\" out of the token or rename $value",
        ])
    }

    @Test func aNameWithADotIsLeftOut() throws {
        let json = ##"{ "opacity": { "$type": "number", "0.25": { "$value": 0.25 }, "half": { "$value": 0.5 } } }"##
        let (set, warnings) = try lenient(json)
        #expect(set.tokens.map(\.path) == ["opacity.half"])
        #expect(warnings == ["t.tokens.json: /opacity/0.25: warning: the name \"0.25\" contains '.', '{' or '}', which alias paths reserve; this token or group is left out"])
        #expect(strictlyRefused(json))
        #expect(errorLines(##"{ "": { "$type": "number", "$value": 1 } }"##) == ["t.tokens.json: /: an empty name is not allowed"], "an empty name stays an error")
    }

    @Test func typographyInCSSSpelling() throws {
        let json = ##"{ "t": { "$type": "typography", "$value": { "font-family": "Inter", "font-size": "16px", "font-weight": 600, "line-height": 1.5, "font-style": "italic" } } }"##
        let (set, warnings) = try lenient(json)
        let t = try set.typography("t")
        #expect(t.fontSize == 16 && t.fontWeight == 600 && t.lineHeight == 1.5)
        #expect(warnings.contains("t.tokens.json: /t/$value/font-size: warning: font-size is CSS's spelling; read as fontSize"))
        #expect(warnings.contains { $0.contains("/t/$value/fontStyle: warning: fontStyle is not a typography member") })
        #expect(strictlyRefused(json))
        // A misspelt member is still an error: "font-sizes" is no member's CSS spelling.
        #expect(errorLines(##"{ "t": { "$type": "typography", "$value": { "fontFamily": "Inter", "font-sizes": "16px", "fontWeight": 400 } } }"##).count >= 1)
    }

    @Test func tokensStudioWeightsAndSizesAsText() throws {
        let json = ##"{ "t": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": "26", "fontWeight": "700" } }, "w": { "$type": "fontWeight", "$value": "300" } }"##
        let (set, warnings) = try lenient(json)
        #expect(try set.typography("t").fontSize == 26)
        #expect(try set.typography("t").fontWeight == 700)
        #expect(try set.fontWeight("w") == 300)
        #expect(warnings.contains("t.tokens.json: /w/$value: warning: \"300\" is text; read as the weight 300 (write 300 without quotes)"))
        #expect(strictlyRefused(json))
        #expect(errorLines(##"{ "w": { "$type": "fontWeight", "$value": "1001" } }"##).count == 1, "out of range as text too")
    }

    @Test func shadowsAsCSSTextAndWithTokensStudiosKind() throws {
        let json = ##"""
        { "a": { "$type": "shadow", "$value": "0 2px 4px rgba(0, 0, 0, 0.1)" },
          "b": { "$type": "shadow", "$value": "inset 1px 1px 0 2px #FF0000" },
          "c": { "$type": "shadow", "$value": { "color": "#000", "offsetX": "0px", "offsetY": "1px", "blur": "2px", "spread": "0px", "shadowType": "innerShadow" } },
          "d": { "$type": "shadow", "$value": { "color": "#000", "offsetX": "0px", "offsetY": "1px", "blur": "2px", "spread": "0px", "type": "dropShadow" } } }
        """##
        let (set, warnings) = try lenient(json)
        let a = try #require(try set.shadow("a").first)
        #expect(a.offsetX == 0 && a.offsetY == 2 && a.blur == 4 && a.spread == 0 && abs(a.color.a - 0.1) < 1e-9 && !a.inset)
        let b = try #require(try set.shadow("b").first)
        #expect(b.offsetX == 1 && b.offsetY == 1 && b.blur == 0 && b.spread == 2 && b.color.hex == "#FF0000" && b.inset)
        #expect(try set.shadow("c").first?.inset == true)
        #expect(try set.shadow("d").first?.inset == false)
        #expect(warnings.contains("t.tokens.json: /a/$value: warning: \"0 2px 4px rgba(0, 0, 0, 0.1)\" is CSS's box-shadow text; read as its offsets, blur, spread and colour (write the Format Module's object)"))
        #expect(strictlyRefused(json))
        // Not one shadow: two of them, a lone length, five lengths, an unknown word.
        for text in ["0 1px #000, 0 2px #fff", "2px", "1px 2px 3px 4px 5px", "0 2px 4px glow", "0 2px ((((#000))))"] {
            #expect(errorLines("{ \"s\": { \"$type\": \"shadow\", \"$value\": \"\(text)\" } }").count == 1, "\(text)")
        }
    }

    @Test func aColourAtAnAlpha() throws {
        let json = ##"""
        { "blue": { "$type": "color", "$value": "#0000FF" },
          "veil": { "$type": "color", "$value": "rgba({blue}, 50%)" },
          "mist": { "$type": "color", "$value": "rgba(#B061F2, .4)" } }
        """##
        let (set, warnings) = try lenient(json)
        #expect(try set.color("veil") == RGBA(r: 0, g: 0, b: 1, a: 0.5))
        let mist = try set.color("mist")
        #expect(mist.hex.prefix(7) == "#B061F2" && abs(mist.a - 0.4) < 1e-9)
        #expect(warnings.contains("t.tokens.json: /veil/$value: warning: \"rgba({blue}, 50%)\" is Tokens Studio's colour at an alpha; read as {blue} at alpha 0.5"))
        #expect(strictlyRefused(json))
        #expect(errorLines(##"{ "v": { "$type": "color", "$value": "rgba({nothing}, 50%)" } }"##) == ["t.tokens.json: /v/$value: alias {nothing} points at no token"])
        #expect(errorLines(##"{ "b": { "$type": "color", "$value": "#000" }, "v": { "$type": "color", "$value": "rgba({b}, 150%)" } }"##).count == 1, "an alpha over 1 is no colour")
    }

    @Test func tokensStudiosOlderReferences() throws {
        let json = ##"""
        { "fontSize": { "7": { "$type": "dimension", "$value": "20px" } },
          "t": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": "$fontSize.7", "fontWeight": 400 } } }
        """##
        let (set, warnings) = try lenient(json)
        #expect(try set.typography("t").fontSize == 20)
        #expect(warnings.contains("t.tokens.json: /t: warning: Tokens Studio's older references ($name.path) are read as aliases ({name.path}) (1 token)"))
        #expect(strictlyRefused(json))
        #expect(ToolDialects.Reader.legacyReferences(.string("$ 5"), depth: 0) == .string("$ 5"), "text that is not only names stays text")
        #expect(ToolDialects.Reader.legacyReferences(.string("$"), depth: 0) == .string("$"))
        #expect(ToolDialects.Reader.legacyReferences(.string("$a..b"), depth: 0) == .string("$a..b"))
    }

    @Test func styleDictionarysChannelObject() throws {
        let json = ##"{ "c": { "$type": "color", "$value": { "r": 255, "g": 128, "b": 0, "a": 0.5 } } }"##
        let (set, warnings) = try lenient(json)
        #expect(try set.color("c") == RGBA(r: 1, g: 128.0 / 255, b: 0, a: 0.5))
        #expect(warnings.count == 1)
        #expect(strictlyRefused(json))
        #expect(!errorLines(##"{ "c": { "$type": "color", "$value": { "r": 256, "g": 0, "b": 0 } } }"##).isEmpty, "a channel over 255 is not this form")
        #expect(errorLines(##"{ "c": { "$type": "color", "$value": { "r": 1, "g": 0, "b": 0, "a": 2 } } }"##) == ["t.tokens.json: /c/$value/a: 2 is not an alpha in 0…1"])
    }

    @Test func aCompositeMemberWrittenAsAToken() throws {
        // The Format Module's own terminology example writes a shadow's colour this way.
        let json = ##"{ "s": { "$type": "shadow", "$value": { "color": { "$type": "color", "$value": "#00000080" }, "offsetX": "0px", "offsetY": "1px", "blur": "2px", "spread": "0px" } } }"##
        let (set, warnings) = try lenient(json)
        #expect(try set.shadow("s").first?.color == RGBA(hex: "#00000080"))
        #expect(warnings == ["t.tokens.json: /s/$value/color: warning: color is written as a token ({\"$value\": …}); read as its $value (write the value itself)"])
        #expect(strictlyRefused(json))
    }

    @Test func aCubicBeziersElementsMayReferToNumbers() throws {
        let json = ##"{ "n": { "$type": "number", "a": { "$value": 0.25 }, "b": { "$value": 1.5 } }, "ease": { "$type": "cubicBezier", "$value": ["{n.a}", 0, "{n.a}", "{n.b}"] } }"##
        let set = try TokenLoader.parse(json, file: "t.tokens.json", options: .strict)
        #expect(try set.cubicBezier("ease") == CubicBezier(0.25, 0, 0.25, 1.5))
        #expect(errorLines(##"{ "n": { "$type": "number", "$value": 2 }, "e": { "$type": "cubicBezier", "$value": ["{n}", 0, 1, 1] } }"##)
                == ["t.tokens.json: /e/$value/0: alias {n} is 2, which is outside 0…1 (a Bézier timing curve's x values must be)"])
        #expect(errorLines(##"{ "c": { "$type": "color", "$value": "#000" }, "e": { "$type": "cubicBezier", "$value": ["{c}", 0, 1, 1] } }"##).count == 1)
    }

    @Test func figmasSluggedAliases() throws {
        let json = ##"{ "Cross B": { "$type": "color", "Bg Direct": { "$value": "#123456" } }, "a": { "$type": "color", "$value": "{cross-b.bg-direct}" } }"##
        let (set, warnings) = try lenient(json)
        #expect(try set.color("a").hex == "#123456")
        #expect(warnings == ["t.tokens.json: /a/$value: warning: alias {cross-b.bg-direct} names {Cross B.Bg Direct} as Figma slugs it; read as {Cross B.Bg Direct}"])
        #expect(strictlyRefused(json))
        // Runs of spaces and punctuation are one hyphen, as Figma writes collection names.
        let pallets = ##"{ "Tokens - Color pallets": { "$type": "color", "red-mid": { "$value": "#FF0000" } }, "b": { "$type": "color", "$value": "{tokens-color-pallets.red-mid}" } }"##
        #expect(try lenient(pallets).set.color("b").hex == "#FF0000")
        #expect(Resolver.slug("Cross B Buttons.Bg Direct") == "cross-b-buttons.bg-direct" && Resolver.slug(" -A_b- ") == "a-b")
        // Two tokens with one slug: nothing is guessed.
        let twice = ##"{ "x": { "$type": "color", "A B": { "$value": "#000" }, "a b": { "$value": "#fff" } }, "a": { "$type": "color", "$value": "{x.a-b}" } }"##
        #expect(errorLines(twice).count == 1)
    }

    @Test func textTemplatesCSSVariablesAndLightDarkAreLeftOut() throws {
        let json = ##"""
        { "green": { "$type": "color", "$value": "#00FF00" },
          "ring": { "$value": "4px 0 0 0 {green} inset" },
          "edge": { "$type": "border", "$value": "1px solid var(--edge)" },
          "ink": { "$type": "color", "$value": "light-dark(#000, #fff)" } }
        """##
        let (set, warnings) = try lenient(json)
        #expect(set.tokens.map(\.path) == ["green"])
        #expect(warnings.count == 3)
        #expect(warnings.contains { $0.hasPrefix("t.tokens.json: /ink: warning: ") && $0.contains("light-dark()") })
        #expect(strictlyRefused(json))
        #expect(UntypedTokens.isTemplate("a {b} c") && !UntypedTokens.isTemplate("{b}") && !UntypedTokens.isTemplate("a {b c") && !UntypedTokens.isTemplate("{{b}}"))
    }

    @Test func aPillsRadiusIsInRange() throws {
        let (set, _) = try lenient(##"{ "pill": { "$type": "dimension", "$value": "999rem" } }"##)
        #expect(try set.dimension("pill") == 15_984)
    }

    @Test func aResolverSetWrittenAsJustItsSources() throws {
        let dir = NSTemporaryDirectory() + "designproof-anon-set-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try ##"{ "c": { "$type": "color", "$value": "#112233" } }"##.write(toFile: dir + "/a.json", atomically: true, encoding: .utf8)
        try ##"{ "version": "2025.10", "resolutionOrder": [ { "sources": [ { "$ref": "./a.json" } ] } ] }"##.write(toFile: dir + "/r.resolver.json", atomically: true, encoding: .utf8)
        let document = try TokenResolverDocument.load(path: dir + "/r.resolver.json")
        #expect(try document.resolve().color("c").hex == "#112233")
        #expect(document.warnings.map(\.description).contains { $0.contains("/resolutionOrder/0: warning: an inline set needs \"type\": \"set\" and a \"name\"; read as a set named \"set 0\"") })
        #expect(throws: TokenFileInvalid.self) { try TokenResolverDocument.load(path: dir + "/r.resolver.json", options: .strict) }
    }
}

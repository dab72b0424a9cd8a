import Foundation
import Testing
@testable import Tokens

/// What other tools write, read outside strict mode with one counted warning per kind of
/// change (docs/TOKENS.md, "Warnings"), and refused with --strict: each value below is
/// worked out by hand from the tool's documented meaning.
@Suite struct ToolDialectTests {
    static let studio = """
        {
          "global": {
            "spacing": {"sm": {"value": "8", "type": "spacing"}, "md": {"value": "{spacing.sm} * 2", "type": "spacing"}},
            "colors": {"red": {"value": "rgba(255, 0, 0, 0.5)", "type": "color"}, "ink": {"value": "#111", "type": "color", "description": "text"}},
            "fontWeights": {"bold": {"value": "Semi Bold", "type": "fontWeights"}},
            "lineHeights": {"body": {"value": "150%", "type": "lineHeights"}, "px": {"value": "24", "type": "lineHeights"}},
            "shadow": {"card": {"value": {"x": "0", "y": "4", "blur": "12", "spread": "0", "color": "{colors.red}", "type": "innerShadow"}, "type": "boxShadow"}},
            "text": {"value": "Hello", "type": "content"}
          },
          "dark": {"colors": {"ink": {"value": "#eee", "type": "color", "rawValue": "#eee"}}},
          "$themes": [],
          "$metadata": {"tokenSetOrder": ["global", "dark"]}
        }
        """

    @Test func aTokensStudioFileReadsAsTheFormatModule() throws {
        let set = try TokenLoader.parse(Self.studio, file: "ts.json")
        #expect(set.tokens.map(\.path).sorted() == ["colors.ink", "colors.red", "fontWeights.bold", "lineHeights.body", "lineHeights.px", "shadow.card", "spacing.sm"])
        #expect(try set.dimension("spacing.sm") == 8)
        #expect(try set.color("colors.red") == RGBA(r: 1, g: 0, b: 0, a: 0.5))
        #expect(try set.color("colors.ink") == RGBA(hex: "#EEEEEE"))  // the dark set comes later in tokenSetOrder
        #expect(set["colors.ink"]?.description == nil)  // dark's token replaced global's whole
        #expect(set["fontWeights.bold"]?.value == .fontWeight(600))
        #expect(set["lineHeights.body"]?.value == .number(1.5))
        #expect(set["lineHeights.px"]?.value == .dimension(24))
        guard case .shadow(let shadows)? = set["shadow.card"]?.value else { Issue.record("no shadow"); return }
        #expect(shadows.count == 1 && shadows[0].offsetY == 4 && shadows[0].blur == 12 && shadows[0].inset && shadows[0].color == RGBA(r: 1, g: 0, b: 0, a: 0.5))
        #expect(set.warnings.map(\.description) == [
            "ts.json: /$metadata/tokenSetOrder: warning: Tokens Studio's 2 sets are merged in tokenSetOrder's order; $themes is not read (give themes as a resolver document's modifiers)",
            "ts.json: warning: written with value and type without $ (Tokens Studio, Style Dictionary 3): read as the Format Module's $value and $type",
            "ts.json: /spacing/sm: warning: Tokens Studio's $type \"spacing\" is read as dimension (1 token)",
            "ts.json: /fontWeights/bold: warning: Tokens Studio's $type \"fontWeights\" is read as fontWeight (1 token)",
            "ts.json: /lineHeights/body: warning: Tokens Studio's $type \"lineHeights\" is read as number (2 tokens)",
            "ts.json: /shadow/card: warning: Tokens Studio's $type \"boxShadow\" is read as shadow (1 token)",
            // Left out with the aliases of it, as other tokens left out are.
            "ts.json: /spacing/md: warning: Tokens Studio's $type \"spacing\" holding what no Format Module type can (math, a percentage, AUTO); this token is left out",
            "ts.json: /text: warning: $type \"content\" is not a Format Module type (a tool's own); this token is left out",
            "ts.json: /shadow/card/$value/inset: warning: an inset shadow: SwiftUI has none, so the apps' views never draw it (the token sheet lists it)",
        ])
        #expect(throws: TokenFileInvalid.self) { try TokenLoader.parse(Self.studio, file: "ts.json", options: .strict) }
    }

    @Test func styleDictionary3ColoursAreTypedByTheirCategory() throws {
        let set = try TokenLoader.parse(##"{"color": {"base": {"red": {"value": "#ff0000", "comment": "brand"}}}, "size": {"small": {"value": "0.75"}}}"##, file: "sd.json")
        #expect(set.tokens.map(\.path) == ["color.base.red"])
        #expect(set["color.base.red"]?.description == "brand")
        #expect(set.warnings.map(\.message) == [
            "warning: written with value and type without $ (Tokens Studio, Style Dictionary 3): read as the Format Module's $value and $type",
            "warning: tokens with no type under color are read as colours, Style Dictionary 3's category (1 token)",
            "warning: tokens with no type are left out: Style Dictionary 3 types by category; give $type (1 token)",
        ])
    }

    @Test func designToolSpellingsAreReadWithAWarningAndRefusedWhenStrict() throws {
        let text = ##"""
        {"$name": "Acme", "$metadata": {},
         "c": {"$type": "color", "clear": {"$value": "transparent"}, "half": {"$value": "hsl(120 100% 50% / 50%)"}, "rgba": {"$value": "#0f08"},
               "drafts": {"$value": {"colorSpace": "srgb", "channels": [1, 0, 0]}}},
         "w": {"$type": "fontWeight", "light": {"$value": "Light"}, "semi": {"$value": "Semi Bold"}},
         "z": {"$type": "dimension", "$value": 0},
         "t": {"$type": "transition", "$value": {"duration": {"value": 200, "unit": "ms"}, "timingFunction": [0, 0, 1, 1]}},
         "ty": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400,
               "lineHeight": "24px", "letterSpacing": "0.125em"}},
         "fig": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 20, "unit": "px"}, "fontWeight": 400, "lineHeight": 30, "letterSpacing": {"value": 0, "unit": "px"}}},
         "k": {"$type": "component", "$value": {"anything": 1}}}
        """##
        let set = try TokenLoader.parse(text, file: "d.json")
        #expect(try set.color("c.clear") == RGBA(r: 0, g: 0, b: 0, a: 0))
        #expect(try set.color("c.half") == RGBA(r: 0, g: 1, b: 0, a: 0.5))
        #expect(try set.color("c.rgba") == RGBA(r: 0, g: 1, b: 0, a: 136.0 / 255))
        #expect(try set.color("c.drafts") == RGBA(r: 1, g: 0, b: 0))
        #expect(set["w.light"]?.value == .fontWeight(300))
        #expect(set["w.semi"]?.value == .fontWeight(600))
        #expect(try set.dimension("z") == 0)
        guard case .transition(let t)? = set["t"]?.value, case .typography(let ty)? = set["ty"]?.value, case .typography(let fig)? = set["fig"]?.value else {
            Issue.record("missing"); return
        }
        #expect(t.delay == 0 && t.duration == 0.2)
        #expect(ty.lineHeight == 1.5 && ty.letterSpacing == 2)  // 24 px over 16 px; 0.125 em × 16 px
        #expect(fig.lineHeight == 1.5)  // Figma's 30 over 20 px
        #expect(set["k"] == nil)
        let warnings = set.warnings.map(\.description)
        #expect(warnings.contains("d.json: /$name: warning: $name is not a key of the Format Module (a tool's own); it is ignored"))
        #expect(warnings.contains("d.json: /c/drafts/$value/channels: warning: channels is the drafts' name; the Format Module 2025.10 calls them components (read as such)"))
        #expect(warnings.contains("d.json: /w/semi/$value: warning: \"Semi Bold\" is written \"semi-bold\" in the Format Module; read as 600"))
        #expect(warnings.contains("d.json: /t/$value: warning: a transition without delay: read with a delay of 0 s (the Format Module requires it)"))
        #expect(warnings.contains("d.json: /k: warning: $type \"component\" is not a Format Module type (a tool's own); this token is left out"))
        #expect(throws: TokenFileInvalid.self) { try TokenLoader.parse(text, file: "d.json", options: .strict) }
    }

    @Test func aTypeThatLooksLikeATypoIsStillAnError() {
        for typo in ["colour", "Color", "dimensions", "fontweight"] {
            #expect(throws: TokenFileInvalid.self, "\(typo)") { try TokenLoader.parse(##"{"a": {"$type": "\##(typo)", "$value": "#fff"}}"##, file: "t.json") }
        }
        #expect(DialectTypes.isLeftOut("component") && DialectTypes.isLeftOut("asset") && !DialectTypes.isLeftOut("color"))
    }

    @Test func manyTokensLeftOutForOneReasonAreCountedInOneLine() throws {
        let members = (0..<10).map { #""t\#($0)": {"$value": "x"}"# }.joined(separator: ", ")
        let set = try TokenLoader.parse("{\"g\": {\"$type\": \"content\", " + members + "}, \"n\": {\"$type\": \"number\", \"$value\": 1}}", file: "m.json")
        #expect(set.tokens.map(\.path) == ["n"])
        #expect(set.warnings.count == 4)
        #expect(set.warnings.last?.description == "m.json: /g/t3: warning: … and 7 more tokens left out here and after: $type \"content\" is not a Format Module type (a tool's own)")
    }

    @Test func tokensStudiosOwnFilesBesideASetAreSkipped() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ts-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "[]".write(toFile: dir + "/$themes.json", atomically: true, encoding: .utf8)
        try #"{"tokenSetOrder": ["core"]}"#.write(toFile: dir + "/$metadata.json", atomically: true, encoding: .utf8)
        try ##"{"c": {"value": "#fff", "type": "color"}}"##.write(toFile: dir + "/core.json", atomically: true, encoding: .utf8)
        let set = try TokenLoader.load(paths: [dir + "/$metadata.json", dir + "/$themes.json", dir + "/core.json"])
        #expect(set.tokens.map(\.path) == ["c"])
        #expect(set.warnings.prefix(2).map(\.description) == [
            "\(dir)/$metadata.json: warning: Tokens Studio's $metadata.json is not a token file; it is not read (give themes as a resolver document's modifiers)",
            "\(dir)/$themes.json: warning: Tokens Studio's $themes.json is not a token file; it is not read (give themes as a resolver document's modifiers)",
        ])
        #expect(throws: TokenFileInvalid.self) { try TokenLoader.load(paths: [dir + "/$themes.json", dir + "/core.json"], options: .strict) }
    }
}

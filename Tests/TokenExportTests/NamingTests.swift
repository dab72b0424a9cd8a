@testable import TokenExport
import Tokens
import XCTest

/// Names from hostile token paths: keywords, leading digits, spaces, emoji, collisions.
final class NamingTests: XCTestCase {
    func testSwiftNamesFromAwkwardPaths() {
        XCTAssertEqual(SwiftIdentifiers.bare("color.background.light"), "colorBackgroundLight")
        XCTAssertEqual(SwiftIdentifiers.bare("spacing.2xl"), "spacing2xl")
        XCTAssertEqual(SwiftIdentifiers.bare("2xl"), "_2xl")
        XCTAssertEqual(SwiftIdentifiers.bare("brand blue.on dark"), "brandBlueOnDark")
        XCTAssertEqual(SwiftIdentifiers.bare("🎉.party"), "u1F389Party")
        XCTAssertEqual(SwiftIdentifiers.bare("café.crème"), "cafeCreme")
        XCTAssertEqual(SwiftIdentifiers.bare("👍🏽"), "u1F44Du1F3FD")
        XCTAssertEqual(SwiftIdentifiers.bare("..."), "token")
        XCTAssertEqual(SwiftIdentifiers.bare("🎉"), "u1F389")
        XCTAssertEqual(SwiftIdentifiers.bare("Type"), "Type_")
        XCTAssertEqual(SwiftIdentifiers.bare("self"), "self_")
    }

    func testKeywordsAreBacktickedAndCollisionsNumberedInOrder() {
        var ids = SwiftIdentifiers()
        XCTAssertEqual(ids.allocate("default"), "`default`")
        XCTAssertEqual(ids.allocate("brand-blue"), "brandBlue")
        XCTAssertEqual(ids.allocate("brand blue"), "brandBlue_2")
        XCTAssertEqual(ids.allocate("brand.blue"), "brandBlue_3")
        XCTAssertEqual(ids.allocate("brandBlue_2"), "brandBlue2")  // "_" separates words too
        XCTAssertEqual(ids.allocate("brandBlue2"), "brandBlue2_2")
        XCTAssertEqual(ids.allocate("class"), "`class`")
    }

    func testCSSNamesFromAwkwardPaths() {
        var names = CSSNames()
        XCTAssertEqual(names.allocate("color.peachRose.light", suffixes: [""]), "--color-peach-rose-light")
        XCTAssertEqual(names.allocate("spacing.2xl", suffixes: [""]), "--spacing-2xl")
        XCTAssertEqual(names.allocate("brand blue.🎉", suffixes: [""]), "--brand-blue-🎉")
        XCTAssertEqual(names.allocate("color.peach-rose.light", suffixes: [""]), "--color-peach-rose-light-2")
        // A no-break space, a line separator and a bidi mark are not name characters; é is.
        XCTAssertEqual(names.allocate("a\u{A0}b.c\u{2028}d.e\u{200F}f.é", suffixes: [""]), "--a-b-c-d-e-f-é")
        // A gradient's stop properties count as taken too.
        XCTAssertEqual(names.allocate("gradient.sky", suffixes: ["", "-0", "-1"]), "--gradient-sky")
        XCTAssertEqual(names.allocate("gradient.sky.0", suffixes: [""]), "--gradient-sky-0-2")
    }

    /// A whole file of hostile names exports, and its Swift names are unique and valid.
    func testHostileTokenNamesExport() throws {
        let json = #"""
        {"color": {"$type": "color",
          "default": {"$value": "#FF0000"},
          "2xl": {"$value": "#00FF00"},
          "brand blue": {"$value": "#0000FF"},
          "brand-blue": {"$value": "#0000FE"},
          "🎉": {"$value": "#010203"},
          "Type": {"$value": "#040506"}}}
        """#
        let set = try TokenLoader.parse(json, file: "hostile.tokens.json")
        let members = SwiftExport.members(set).filter { $0.scope == "Color" }
        XCTAssertEqual(members.map(\.name), ["colorDefault", "color2xl", "colorBrandBlue", "colorBrandBlue_2", "colorU1F389", "colorType"])
        let css = CSSExport.css(set)
        XCTAssert(css.contains("  --color-default: rgb(255 0 0);\n"))
        XCTAssert(css.contains("  --color-2xl: rgb(0 255 0);\n"))
        XCTAssert(css.contains("  --color-brand-blue: rgb(0 0 255);\n"))
        XCTAssert(css.contains("  --color-brand-blue-2: rgb(0 0 254);\n"))
        XCTAssert(css.contains("  --color-🎉: rgb(1 2 3);\n"))
        XCTAssert(css.contains("  --color-type: rgb(4 5 6);\n"))
    }

    /// No text a token file controls can close a `<style>` element the CSS is inlined into:
    /// `<` in a quoted family is the CSS escape `\3c ` (the same family to a browser), and
    /// `</` in the file name or a token path, which comments quote, is broken up (issue 32).
    func testCSSCannotEndAStyleElement() throws {
        let json = #"""
        {"font": {"$type": "fontFamily",
          "x</style>": {"$value": ["</style><script>alert(1)</script>", "Inter"]},
          "y": {"$value": "a</STYLE >b"}}}
        """#
        let set = try TokenLoader.parse(json, file: "evil</style>.tokens.json")
        let css = CSSExport.css(set)
        XCTAssertFalse(css.lowercased().contains("</"), css)
        XCTAssert(css.contains(#"  --font-x-style: "\3c /style>\3c script>alert(1)\3c /script>", "Inter";"#), css)
        XCTAssert(css.contains(#"  --font-y: "a\3c /STYLE >b";"#), css)
        XCTAssert(css.hasPrefix("/* proof tokens export --format css: evil< /style>.tokens.json (2 tokens)."), css)
    }

    /// A top-level token named as a keyword keeps its backticks in the file.
    func testKeywordTokenIsBacktickedInTheSwiftFile() throws {
        let set = try TokenLoader.parse(##"{"default": {"$type": "color", "$value": "#FF0000"}, "2x": {"$type": "dimension", "$value": {"value": 2, "unit": "px"}}}"##, file: "k.tokens.json")
        let swift = SwiftExport.swift(set)
        XCTAssert(swift.contains("    static let `default` = Color(.sRGB, red: 1, green: 0, blue: 0, opacity: 1)\n"), swift)
        XCTAssert(swift.contains("    static let _2x: CGFloat = 2\n"), swift)
        XCTAssertEqual(SwiftExport.members(set).map(\.expression), ["Color.`default`", "KTokens._2x"])
    }
}

import AppSupport
import DisplayList
import Render
import Testing
import Tokens

/// Token files that load but used to make `proof tokens sheet` take 1.4 GB, minutes, or
/// report a canvas of 0 × 0 px: the sheet now draws a bounded part of each section, says
/// what it left out, and cuts long texts before Pango measures them.
@Suite struct HostileTokenSheetTests {
    let text = PangoText()

    func sheet(_ json: String) throws -> DisplayList {
        TokenSheet(tokens: try TokenLoader.parse(json, file: "h.tokens.json"), scale: 2).displayList(measuringWith: text)
    }

    /// The sheet's texts without the zero-width spaces that let a card's name wrap between words.
    func strings(_ list: DisplayList) -> [String] { list.elements.compactMap { $0.text?.string.replacingOccurrences(of: "\u{200B}", with: "") } }

    static func colours(_ n: Int) -> String {
        "{\"c\": {\"$type\": \"color\"" + (0..<n).map { ", \"t\($0)\": {\"$value\": \"#\(String(format6($0 * 7919)))\"}" }.joined() + "}}"
    }

    static func format6(_ v: Int) -> String {
        let hex = String(v % 0xFFFFFF, radix: 16, uppercase: true)
        return String(repeating: "0", count: 6 - hex.count) + hex
    }

    @Test func thousandsOfColoursDrawABoundedSection() throws {
        let list = try sheet(Self.colours(5_000))
        let swatches = list.elements.filter { $0.id.hasPrefix("swatch.") }
        // Rows of five cards until the section passes 4,000 pt: 27 rows.
        #expect(swatches.count == 135)
        let texts = Set(strings(list))
        #expect(texts.contains("… and 4,865 more colour cards, not drawn (a token sheet draws at most 200 items or 4000 pt per section)"))
        #expect(texts.contains("h.tokens.json · 5,000 tokens: 5,000 colours"))
        #expect(list.size.height < 4_700)
        #expect(list.elements.count < 2_000)
    }

    /// A palette of 417 colours (the one the issue counted a third of) takes four pages, and
    /// every colour is on one of them, each once, in the file's order.
    @Test func aLargePaletteIsPagedSoEveryColourIsDrawn() throws {
        let set = try TokenLoader.parse(Self.colours(417), file: "p.tokens.json")
        let pages = TokenSheet.pages(of: set)
        #expect(pages.count == 4)
        #expect(pages.map { $0.tokens.tokens.count } == [120, 120, 120, 57])
        #expect(pages.flatMap { $0.tokens.tokens.map(\.path) } == set.tokens.map(\.path))
        #expect(pages.map { $0.page?.number } == [1, 2, 3, 4])
        #expect(pages.allSatisfy { $0.page?.count == 4 && $0.page?.notDrawn == 0 })
        for page in pages {
            let list = page.displayList(measuringWith: text)
            #expect(list.elements.filter { $0.id.hasPrefix("swatch.") }.count == page.tokens.tokens.count, "no card left out")
            #expect(!strings(list).contains { $0.hasPrefix("… and") })
        }
        let second = strings(pages[1].displayList(measuringWith: text))
        #expect(second.contains("Page 2 of 4: items 121–240 of each type"))
        // One page when every type fits: no page line. A light/dark pair is one item.
        let small = TokenSheet.pages(of: try TokenLoader.parse(Self.colours(120), file: "s.tokens.json"))
        #expect(small.count == 1 && small[0].page == nil)
        let paired = "{\"c\": {\"$type\": \"color\"" + (0..<120).map { ", \"p\($0)\": {\"light\": {\"$value\": \"#FFFFFF\"}, \"dark\": {\"$value\": \"#000000\"}}" }.joined() + "}}"
        #expect(TokenSheet.pages(of: try TokenLoader.parse(paired, file: "p.tokens.json")).count == 1)
        #expect(TokenSheet.pages(of: try TokenLoader.parse(Self.colours(121), file: "s.tokens.json")).count == 2)
    }

    /// Past twenty pages the last one says how many tokens are left.
    @Test func pagesAreBoundedAndTheLastSaysWhatIsLeft() throws {
        let pages = TokenSheet.pages(of: try TokenLoader.parse(Self.colours(5_000), file: "h.tokens.json"))
        #expect(pages.count == 20)
        #expect(pages.last?.page?.notDrawn == 2_600)
        #expect(strings(pages[19].displayList(measuringWith: text)).contains("… and 2,600 more tokens, not drawn: a sheet makes at most 20 pages of 120 items of each type."))
    }

    @Test func longDescriptionsAndNamesAreCutBeforeMeasuring() throws {
        let long = String(repeating: "x", count: 200_000)
        let list = try sheet("""
            {"$description": "\(long)",
             "c": {"$type": "color", "\(String(repeating: "N", count: 100_000))": {"$value": "#123456"}},
             "t": {"$type": "typography", "s": {"$description": "\(long)", "$value": {"fontFamily": "Inter", "fontSize": "17px", "fontWeight": 400}}},
             "g": {"$type": "gradient", "x": {"$value": [\((0..<10_000).map { "{\"color\": \"#000\", \"position\": \(Double($0) / 9_999)}" }.joined(separator: ", "))]}}}
            """)
        let texts = strings(list)
        #expect(texts.contains(String(repeating: "x", count: 999) + "…"), "the file's description: 1,000 characters")
        #expect(texts.contains(String(repeating: "x", count: 299) + "…"), "a token's description: 300 characters")
        #expect(texts.contains(String(repeating: "N", count: 119) + "…"), "a name: 120 characters")
        #expect(texts.contains(Array(repeating: "#000000", count: 8).joined(separator: " → ") + " → … (9,992 more)"))
        #expect(texts.allSatisfy { $0.count <= 1_000 })
        #expect(list.size.height < 2_000)
    }

    @Test func anEmptyFileSaysSo() throws {
        let list = try sheet("{}")
        #expect(strings(list).contains("No tokens"))
        #expect(strings(list).contains("h.tokens.json · 0 tokens"))
        #expect(list.size.height == 396)
        let raster = try CairoRenderer(text: text).render(list)
        #expect(raster.width == 2400 && raster.height == 792)
    }

    /// Every section at its limits at once (and a 512 pt type scale): the page stays under
    /// 27,000 pt, so the command draws it at 0.6x or more, never at 0x.
    @Test func everySectionFullStaysUnderTwentySevenThousandPoints() throws {
        let n = 300
        func group(_ name: String, _ type: String, _ value: (Int) -> String, note: String = "") -> String {
            "\"\(name)\": {\"$type\": \"\(type)\"" + (0..<n).map { ", \"i\($0)\": {\"$value\": \(value($0))\(note)}" }.joined() + "}"
        }
        let stops = (0..<100).map { "{\"color\": \"#\(Self.format6($0 * 131))\", \"position\": \(Double($0) / 99)}" }.joined(separator: ", ")
        let layers = Array(repeating: "{\"color\": \"#000\", \"offsetX\": \"1px\", \"offsetY\": \"1px\", \"blur\": \"500px\"}", count: 50).joined(separator: ", ")
        let note = ", \"$description\": \"" + String(repeating: "note ", count: 100) + "\""
        let json = "{\"$description\": \"" + String(repeating: "D ", count: 600) + "\", "
            + [group("color", "color", { "\"#\(Self.format6($0 * 7919))\"" }),
               group("gradient", "gradient", { _ in "[\(stops)]" }),
               group("typography", "typography", { _ in "{\"fontFamily\": \"Inter\", \"fontSize\": \"512px\", \"fontWeight\": 400, \"lineHeight\": 3}" }, note: note),
               group("size", "dimension", { _ in "\"10000px\"" }),
               group("motion", "duration", { _ in "\"600s\"" }),
               group("curve", "cubicBezier", { _ in "[0.5, -100, 0.5, 100]" }),
               group("shadow", "shadow", { _ in "[\(layers)]" }, note: note),
               group("number", "number", { _ in "1e9" }, note: note)].joined(separator: ", ") + "}"
        let list = try sheet(json)
        #expect(list.size.height > 20_000)
        #expect(list.size.height < 27_000)
        #expect(list.elements.count < 12_000)
        for noun in ["colour cards", "gradients", "text styles", "dimensions", "durations", "curves", "values"] {
            #expect(strings(list).contains { $0.hasPrefix("… and ") && $0.contains(" more \(noun), not drawn") }, "\(noun)")
        }
    }
}

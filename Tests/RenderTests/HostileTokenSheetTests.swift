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

    func strings(_ list: DisplayList) -> [String] { list.elements.compactMap(\.text?.string) }

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

import Foundation
import Layout
import Testing

/// Checks `SymbolMap` against the icon font actually installed: every MDI name and codepoint
/// in the table must match a rule in the Debian package's CSS, so a typo or a different font
/// version cannot silently draw the wrong icon.
@Suite struct SymbolMapTests {
    static let cssPath = "/usr/share/fonts-materialdesignicons-webfont/css/materialdesignicons.css"
    static let fontPath =
        "/usr/share/fonts/truetype/materialdesignicons-webfont/materialdesignicons-webfont.ttf"

    struct MissingFontPackage: Error, CustomStringConvertible {
        let path: String
        var description: String {
            "\(path) not found: install the icon font with "
                + "`sudo apt-get install fonts-materialdesignicons-webfont` "
                + "(Material Design Icons 1.6.50, which SymbolMap's codepoints are for)"
        }
    }

    /// The CSS file's text, or a failure telling the reader which package to install.
    static func cssText() throws -> String {
        guard FileManager.default.fileExists(atPath: cssPath) else {
            throw MissingFontPackage(path: cssPath)
        }
        return try String(contentsOfFile: cssPath, encoding: .utf8)
    }

    /// Every `.mdi-NAME:before { content: "\XXXX"; }` rule of the CSS, as NAME → 0xXXXX.
    static func cssCodepoints() throws -> [String: UInt32] {
        let rule = #/\.mdi-([a-z0-9-]+):before\s*\{\s*content:\s*"\\([0-9A-Fa-f]+)";?\s*\}/#
        var codepoints: [String: UInt32] = [:]
        for match in try cssText().matches(of: rule) {
            let name = String(match.output.1)
            let codepoint = try #require(UInt32(match.output.2, radix: 16), "\(name)")
            #expect(codepoints[name] == nil, "mdi-\(name) appears twice in the CSS")
            codepoints[name] = codepoint
        }
        return codepoints
    }

    @Test func theCSSIsVersion1_6_50AndDeclaresTheFontFamily() throws {
        let css = try Self.cssText()
        #expect(css.contains("v=1.6.50"), "SymbolMap's codepoints are for MDI 1.6.50")
        #expect(css.contains("font-family: \"\(SymbolMap.fontFamily)\""))
        #expect(FileManager.default.fileExists(atPath: Self.fontPath),
                "\(MissingFontPackage(path: Self.fontPath))")
    }

    @Test func everyEntryNamesAnMDIIconWithItsCSSCodepoint() throws {
        let css = try Self.cssCodepoints()
        #expect(css.count > 1000, "parsed only \(css.count) rules from \(Self.cssPath)")
        #expect(css["microphone"] == 0xF36C)
        for (symbol, entry) in SymbolMap.entries.sorted(by: { $0.key < $1.key }) {
            guard let codepoint = css[entry.mdiName] else {
                Issue.record("\(symbol): there is no .mdi-\(entry.mdiName) in \(Self.cssPath)")
                continue
            }
            #expect(entry.codepoint == codepoint,
                     "\(symbol) → mdi-\(entry.mdiName): table has \(hex(entry.codepoint)), CSS has \(hex(codepoint))")
        }
    }

    /// The symbols the five fitness-app specs' screens show (seeds 000–004).
    static let requiredSymbols = [
        "mic.fill", "heart", "heart.fill", "flame.fill", "drop.fill", "leaf.fill", "carrot.fill",
        "fish.fill", "drop.halffull", "figure.run", "figure.walk", "bed.double.fill", "camera.fill",
        "photo", "photo.on.rectangle", "square.and.pencil", "pencil", "plus", "minus",
        "plus.circle.fill", "chevron.left", "chevron.right", "chevron.down", "chevron.up", "xmark",
        "checkmark", "checkmark.circle.fill", "circle", "largecircle.fill.circle", "star.fill", "star",
        "bell.fill", "bell.badge", "applelogo", "envelope.fill", "lock.fill", "eye", "eye.slash",
        "person.fill", "person.crop.circle", "gearshape.fill", "house.fill", "calendar",
        "chart.bar.fill", "chart.line.uptrend.xyaxis", "list.bullet", "clock", "alarm", "sun.max",
        "moon.fill", "sunrise", "sunset", "bolt.fill", "target", "scalemass", "ruler", "fork.knife",
        "cup.and.saucer", "barcode.viewfinder", "barcode", "viewfinder", "magnifyingglass", "trash",
        "arrow.clockwise", "arrow.left", "arrow.right", "hand.thumbsup.fill", "hand.thumbsdown.fill",
        "tortoise.fill", "hare.fill", "gift.fill", "trophy.fill", "sparkles", "info.circle",
        "exclamationmark.triangle.fill", "ellipsis", "square.grid.2x2", "heart.text.square",
        "waveform", "stopwatch", "figure.strengthtraining.traditional",
        // FitAI's tab bar.
        "house", "camera", "flag", "person",
    ]

    @Test func coversEverySymbolTheSpecsUse() {
        for symbol in Self.requiredSymbols {
            #expect(SymbolMap.entries[symbol] != nil, "\(symbol) is missing from SymbolMap")
        }
    }

    @Test func filledSymbolsNeverGetOutlineIcons() {
        for (symbol, entry) in SymbolMap.entries where symbol.split(separator: ".").contains("fill") {
            #expect(!entry.mdiName.hasSuffix("-outline"), "\(symbol) → mdi-\(entry.mdiName)")
        }
    }

    @Test func glyphIsTheOneCharacterForTheCodepoint() throws {
        let mic = try #require(SymbolMap.glyph(for: "mic.fill"))
        #expect(mic == "\u{F36C}")
        #expect(mic.count == 1)
        #expect(SymbolMap.glyph(for: "no.such.symbol") == nil)
        for (symbol, entry) in SymbolMap.entries {
            let glyph = try #require(SymbolMap.glyph(for: symbol), "\(symbol)")
            #expect(glyph.unicodeScalars.map(\.value) == [entry.codepoint], "\(symbol)")
        }
    }

    @Test func nearestSuggestsTheClosestKnownName() {
        #expect(SymbolMap.nearest(to: "mic.fil") == "mic.fill")
        #expect(SymbolMap.nearest(to: "mic.fill") == "mic.fill")
        #expect(SymbolMap.nearest(to: "Mic.Fill") == "mic.fill")
        #expect(SymbolMap.nearest(to: "chevron.lft") == "chevron.left")
        #expect(SymbolMap.nearest(to: "gearshape.fil") == "gearshape.fill")
        #expect(SymbolMap.nearest(to: "") == nil)
        #expect(SymbolMap.nearest(to: "quantum.entanglement.diagram") == nil)
    }
}

private func hex(_ value: UInt32) -> String {
    "0x" + String(value, radix: 16, uppercase: true)
}

/// `SymbolMap.nearest` on names no symbol is near.
@Suite struct SymbolMapNearestTests {
    @Test func aNameFarLongerThanAnySymbolIsNearNoneWithoutMeasuringEach() {
        // 100,000 scalars: a distance to each of the table's names would take minutes.
        #expect(SymbolMap.nearest(to: String(repeating: "flame.fill", count: 10_000)) == nil)
        #expect(SymbolMap.nearest(to: "flame.fil") == "flame.fill")
        #expect(SymbolMap.nearest(to: "") == nil)
    }
}

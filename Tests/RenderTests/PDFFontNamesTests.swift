import Foundation
@testable import Render
import Testing

/// The pieces that rename cairo's "CairoFont-N-M" fonts, on hand-written PDF text.
@Suite struct PDFFontNamesTests {
    /// A minimal PDF laid out as cairo writes it: a simple fallback font and its descriptor,
    /// then the cross-reference table with each object's real offset.
    func pdf(_ fontName: String = "ABCDEF+CairoFont-3-0", widths: String = "[ 500 0 600 ]") -> [UInt8] {
        var text = "%PDF-1.5\n"
        var offsets: [Int] = []
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /FontDescriptor\n   /FontName /\(fontName)\n   /Flags 4\n>>",
            "<< /Type /Font\n   /Subtype /Type1\n   /BaseFont /\(fontName)\n   /FirstChar 65\n   /LastChar 67\n   /FontDescriptor 2 0 R\n   /Encoding /WinAnsiEncoding\n   /Widths \(widths)\n>>",
        ]
        for (i, body) in objects.enumerated() {
            offsets.append(text.utf8.count)
            text += "\(i + 1) 0 obj\n\(body)\nendobj\n"
        }
        let xref = text.utf8.count
        text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for o in offsets { text += String(format: "%010d 00000 n \n", o) }
        text += "trailer\n<< /Size \(objects.count + 1)\n   /Root 1 0 R\n>>\nstartxref\n\(xref)\n%%EOF\n"
        return Array(text.utf8)
    }

    @Test func aFallbackFontIsRenamedAndTheOffsetsFollow() throws {
        var seen: [PDFFontNames.FallbackFont] = []
        let renamed = try #require(PDFFontNames.renaming(pdf()) { font in
            seen.append(font)
            return "Inter-SemiBold"
        })
        #expect(seen.count == 1 && seen[0].fontID == 3)
        #expect(Set(seen[0].glyphs) == [PDFFontNames.Glyph(text: "A", width: 500), PDFFontNames.Glyph(text: "C", width: 600)])
        let text = PDFFontNames.latin1(renamed)
        #expect(!text.contains("CairoFont"))
        #expect(text.contains("/BaseFont /ABCDEF+Inter-SemiBold\n") && text.contains("/FontName /ABCDEF+Inter-SemiBold\n"))
        // Every xref entry points at its object, and startxref at the table.
        let table = try #require(PDFFontNames.CrossReference(renamed))
        for (number, entry) in table.entries {
            #expect(text.utf8.dropFirst(entry.offset).starts(with: "\(number) 0 obj".utf8), "object \(number)")
        }
        #expect(text.utf8.dropFirst(table.offset).starts(with: "xref".utf8))
    }

    @Test func aFontNoCandidateFitsKeepsItsNameAndTheFileItsBytes() {
        let original = pdf()
        #expect(PDFFontNames.renaming(original) { _ in nil } == original)
    }

    @Test func whatIsNotACairoPDFIsLeftAlone() {
        #expect(PDFFontNames.renaming([]) { _ in "X" } == nil)
        #expect(PDFFontNames.renaming(Array("not a pdf at all".utf8)) { _ in "X" } == nil)
        var truncated = pdf()
        truncated.removeLast(40)
        #expect(PDFFontNames.renaming(truncated) { _ in "X" } == nil)
        // startxref beyond the end, or an xref entry beyond the table.
        let text = PDFFontNames.latin1(pdf())
        let farXref = text.replacingOccurrences(of: "startxref\n", with: "startxref\n99999")
        #expect(PDFFontNames.renaming(PDFFontNames.latin1Bytes(farXref)) { _ in "X" } == nil)
        let badEntry = text.replacingOccurrences(of: "00000 n \n", with: "99999 n \n")
        _ = PDFFontNames.renaming(PDFFontNames.latin1Bytes(badEntry)) { _ in "X" }
        let negative = text.replacingOccurrences(of: "\n0000000", with: "\n-000000")
        #expect(PDFFontNames.renaming(PDFFontNames.latin1Bytes(negative)) { _ in "X" } == nil)
        // Random bytes after a plausible header: no crash.
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            var bytes = Array("%PDF-1.5\n".utf8) + (0..<Int.random(in: 0..<400, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            bytes += Array("startxref\n9\n%%EOF\n".utf8)
            _ = PDFFontNames.renaming(bytes) { _ in "X" }
        }
    }

    @Test func cidWidthsReadBothForms() {
        #expect(PDFFontNames.cidWidths(in: "/W [0 [ 46 1000 ]]") == [0: 46, 1: 1000])
        #expect(PDFFontNames.cidWidths(in: "/W [ 1 3 500 7 [ 250 ] ]") == [1: 500, 2: 500, 3: 500, 7: 250])
        #expect(PDFFontNames.cidWidths(in: "/W [ 5 1 500 ]") == [:], "a backwards range is ignored")
        #expect(PDFFontNames.cidWidths(in: "no widths") == [:])
    }

    @Test func unicodeMapsReadCharsRangesAndSurrogates() {
        let cmap = """
        2 beginbfchar
        <0001> <f12c>
        <0002> <D83DDE00>
        endbfchar
        1 beginbfrange
        <0003> <0005> <0041>
        endbfrange
        """
        #expect(PDFFontNames.unicodeMap(cmap) == [1: "\u{F12C}", 2: "😀", 3: "A", 4: "B", 5: "C"])
    }

    @Test func namesAreValidPDFNames() {
        #expect(PDFFontNames.sanitized("Material Design Icons-Bold") == "MaterialDesignIcons-Bold")
        #expect(PDFFontNames.sanitized("In(ter)/ <x>") == "Interx")
        #expect(PDFFontNames.Candidate(family: "Material Design Icons", weight: 700).name == "MaterialDesignIcons-Bold")
        #expect([100.0, 200, 300, 400, 500, 600, 700, 800, 900].map(PDFFontNames.Candidate.style)
                == ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"])
    }

    @Test func inflateRefusesWhatIsNotZlib() {
        #expect(PDFFontNames.inflate(ArraySlice([1, 2, 3, 4])) == nil)
        #expect(PDFFontNames.inflate(ArraySlice([])) == nil)
    }
}

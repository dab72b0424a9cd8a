import DisplayList
import Foundation
import Render
import Testing
import Tokens

@Suite struct VectorFileTests {
    func sample() -> DisplayList {
        var list = DisplayList(size: Size(width: 120, height: 80), scale: 3, background: .white)
        list.append(.shape("bg", Rect(x: 0, y: 0, width: 120, height: 80),
                           fill: .linearGradient(Gradient([RGBA(hex: "#FDE4D2")!, RGBA(hex: "#F9C7D6")!]), start: .topLeading, end: .bottomTrailing)))
        var card = Element.shape("card", Rect(x: 10, y: 10, width: 100, height: 50), .roundedRectangle(cornerRadius: 20, style: .continuous))
        card.material = MaterialStyle(name: "ultraThin", blur: 12, tint: RGBA.white.opacity(0.18), saturation: 1.6)
        card.shadow = ShadowStyle(color: RGBA.black.opacity(0.05), radius: 8, x: 0, y: 4)
        list.append(card)
        list.append(.text("t", Rect(x: 20, y: 20, width: 80, height: 30), TextRun("Get Started", font: FontSpec(family: "Inter", size: 14, weight: 600), paint: .solid(.black))))
        return list
    }

    @Test func svgIsWrittenAtThePointSizeWithTheBackdropEmbedded() throws {
        let dir = NSTemporaryDirectory() + "designproof-vec-\(UUID().uuidString)"
        let path = dir + "/card.svg"
        try CairoRenderer().writeVector(sample(), format: .svg, to: path)
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.contains("<svg"))
        #expect(svg.contains("width=\"120pt\"") && svg.contains("height=\"80pt\""))
        #expect(svg.contains("linearGradient"), "the background stays a vector gradient")
        #expect(svg.contains("<image"), "the blurred backdrop is embedded")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["card.svg"], "no temporary file left")
    }

    @Test func pdfIsWrittenAndIdenticalInputGivesIdenticalPixels() throws {
        let dir = NSTemporaryDirectory() + "designproof-vec-\(UUID().uuidString)"
        try CairoRenderer().writeVector(sample(), format: .pdf, to: dir + "/card.pdf")
        let pdf = try Data(contentsOf: URL(fileURLWithPath: dir + "/card.pdf"))
        #expect(pdf.prefix(5) == Data("%PDF-".utf8))
        // Drawing a vector file leaves the renderer able to draw rasters as before.
        let renderer = CairoRenderer()
        let before = try renderer.render(sample())
        try renderer.writeVector(sample(), format: .svg, to: dir + "/again.svg")
        #expect(try renderer.render(sample()) == before)
    }

    @Test func unwritableFolderIsAnIOError() {
        #expect(throws: RenderError.self) { try CairoRenderer().writeVector(sample(), format: .svg, to: "/proc/designproof/x.svg") }
    }
}

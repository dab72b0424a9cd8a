import DisplayList
import Foundation
import SubprocessTesting
@testable import Render
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

    @Test func svgIsWrittenOnePixelPerPointWithTheBackdropEmbedded() throws {
        let dir = NSTemporaryDirectory() + "designproof-vec-\(UUID().uuidString)"
        let path = dir + "/card.svg"
        try CairoRenderer().writeVector(sample(), format: .svg, to: path)
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.contains("<svg"))
        #expect(svg.contains("width=\"120px\"") && svg.contains("height=\"80px\""))
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

/// SVG and PDF read back by the tools people open them with (poppler's pdftoppm, librsvg's
/// rsvg-convert; `make deps` installs both): they must show what the PNG shows.
@Suite struct VectorFidelityTests {
    /// Runs `tool` with `arguments` and returns what it printed; fails the test with how to
    /// install it when it is missing.
    @discardableResult
    func run(_ tool: String, _ arguments: [String], package: String) throws -> String {
        let path = "/usr/bin/" + tool
        guard FileManager.default.isExecutableFile(atPath: path) else {
            Issue.record("\(tool) is not installed: apt-get install \(package) (make deps does)")
            throw CancellationError()
        }
        let process = Process()
        // Output to a file, read after the exit: a pipe read to its end would wait for
        // ever on a tool that never exits.
        let printed = folder() + "/stdout"
        _ = FileManager.default.createFile(atPath: printed, contents: nil)
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: printed))
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        let timeout = 120.0
        guard try Subprocess.run(process, timeout: timeout) else {
            try? out.close()
            throw SubprocessTimedOut(command: Subprocess.commandLine([tool] + arguments), seconds: timeout)
        }
        try out.close()
        #expect(process.terminationStatus == 0, "\(tool) \(arguments.joined(separator: " "))")
        return String(decoding: try Data(contentsOf: URL(fileURLWithPath: printed)), as: UTF8.self)
    }

    func folder() -> String {
        let dir = NSTemporaryDirectory() + "designproof-vecread-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    /// `list` drawn as PNG, and as PDF and SVG rasterised back at the list's scale.
    func threeWays(_ list: DisplayList) throws -> (png: RGBAImage, pdf: RGBAImage, svg: RGBAImage) {
        let dir = folder()
        let renderer = CairoRenderer()
        let raster = try renderer.render(list)
        try PNGFile.write(raster, to: dir + "/direct.png")
        try renderer.writeVector(list, format: .pdf, to: dir + "/v.pdf")
        try renderer.writeVector(list, format: .svg, to: dir + "/v.svg")
        let dpi = Int((72 * list.scale).rounded())
        try run("pdftoppm", ["-png", "-r", "\(dpi)", "-singlefile", dir + "/v.pdf", dir + "/pdf"], package: "poppler-utils")
        // The SVG's unit is the CSS px, one per point: zoom by the scale.
        try run("rsvg-convert", ["-z", "\(list.scale)", dir + "/v.svg", "-o", dir + "/svg.png"], package: "librsvg2-bin")
        return (try PNGFile.read(dir + "/direct.png"), try PNGFile.read(dir + "/pdf.png"), try PNGFile.read(dir + "/svg.png"))
    }

    func rgb(_ image: RGBAImage, _ x: Int, _ y: Int) -> [Int] {
        let o = (y * image.width + x) * 4
        return [Int(image.pixels[o]), Int(image.pixels[o + 1]), Int(image.pixels[o + 2])]
    }

    func close(_ a: [Int], _ b: [Int], _ tolerance: Int) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= tolerance } }

    @Test func aGlassCardIsAsLightInPDFAndSVGAsInThePNG() throws {
        // Before, the vector files blurred a backdrop that lacked the card's own shadow and
        // came out 5–7 levels lighter inside the card.
        var list = VectorFileTests().sample()
        list.scale = 2
        let images = try threeWays(list)
        #expect(images.pdf.width == 240 && images.svg.width == 240 && images.png.width == 240)
        for (x, y) in [(40, 60), (120, 40), (200, 100), (120, 105)] {
            let png = rgb(images.png, x, y)
            #expect(close(rgb(images.pdf, x, y), png, 2), "PDF at (\(x), \(y)): \(rgb(images.pdf, x, y)) vs PNG \(png)")
            #expect(close(rgb(images.svg, x, y), png, 2), "SVG at (\(x), \(y)): \(rgb(images.svg, x, y)) vs PNG \(png)")
        }
    }

    @Test func aFadedGroupIsOneLayerInPDFAndSVGToo() throws {
        let list = OpacityGroupTests().cardWithText()
        let images = try threeWays(list)
        for (name, image) in [("png", images.png), ("pdf", images.pdf), ("svg", images.svg)] {
            var inkiest = [255, 255, 255]
            for y in 20..<100 { for x in 70..<130 where rgb(image, x, y)[1] < inkiest[1] { inkiest = rgb(image, x, y) } }
            #expect(close(inkiest, [128, 0, 0], 2), "\(name): text pixel \(inkiest), want black·0.5 + red·0.5")
            #expect(close(rgb(image, 30, 60), [255, 128, 128], 2), "\(name): card \(rgb(image, 30, 60))")
        }
    }

    @Test func theSVGIsSizedInCSSPixelsOnePerPoint() throws {
        let dir = folder()
        try CairoRenderer().writeVector(VectorFileTests().sample(), format: .svg, to: dir + "/card.svg")
        let svg = try String(contentsOfFile: dir + "/card.svg", encoding: .utf8)
        #expect(svg.contains("width=\"120px\"") && svg.contains("height=\"80px\""))
        try run("rsvg-convert", [dir + "/card.svg", "-o", dir + "/card.png"], package: "librsvg2-bin")
        let image = try PNGFile.read(dir + "/card.png")
        #expect(image.width == 120 && image.height == 80, "a browser shows it \(image.width) × \(image.height) px")
    }

    @Test func everyFontInThePDFHasItsRealName() throws {
        // Inter at 300 and 700 (variable-font instances cairo embeds as "CairoFont-N-M"),
        // at 400 (the default instance, which cairo names itself) and an icon emboldened by
        // cairo. Each weight draws letters no other uses, so a swapped name would show.
        var list = DisplayList(size: Size(width: 300, height: 120), scale: 1, background: .white)
        func text(_ s: String, _ family: String, _ weight: Double, _ y: Double) -> Element {
            .text(s, Rect(x: 10, y: y, width: 280, height: 28), TextRun(s, font: FontSpec(family: family, size: 20, weight: weight), paint: .solid(.black)))
        }
        list.elements = [text("LLL", "Inter", 300, 0), text("bbb", "Inter", 700, 30), text("xx", "Inter", 400, 60),
                         text("\u{F12C}", "Material Design Icons", 700, 90)]
        let dir = folder()
        try CairoRenderer().writeVector(list, format: .pdf, to: dir + "/fonts.pdf")
        let pdf = [UInt8](try Data(contentsOf: URL(fileURLWithPath: dir + "/fonts.pdf")))
        let text = PDFFontNames.latin1(pdf)
        #expect(!text.contains("CairoFont"))
        // Each renamed simple font holds exactly the letters drawn at its weight.
        for (name, letter) in [("Inter-Light", "L"), ("Inter-Bold", "b")] {
            let dict = text.components(separatedBy: "endobj").first { $0.contains("/BaseFont /") && $0.contains("+\(name)\n") && $0.contains("/Widths") }
            let widths = dict.flatMap(PDFFontNames.simpleFontWidths(in:))
            #expect(widths.map { Set($0.keys) } == [Int(Character(letter).asciiValue!)], "\(name): \(String(describing: widths))")
        }
        #expect(text.contains("+MaterialDesignIcons-Bold"))
        // The file is still a well-formed PDF whose fonts poppler reads.
        let fonts = try run("pdffonts", [dir + "/fonts.pdf"], package: "poppler-utils")
        for name in ["Inter-Light", "Inter-Bold", "MaterialDesignIcons-Bold"] { #expect(fonts.contains("+" + name + " "), "\(fonts)") }
        #expect(!fonts.contains("CairoFont"))
    }
}

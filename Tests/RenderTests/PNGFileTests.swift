import DisplayList
import Foundation
import Render
import Testing
import Tokens

@Suite struct PNGFileTests {
    let dir: String = {
        let d = NSTemporaryDirectory() + "designproof-png-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true)
        return d
    }()

    func sample() throws -> Raster {
        var list = DisplayList(size: Size(width: 8, height: 4), scale: 1, background: RGBA(hex: "#FDE4D2")!)
        list.append(.shape("half", Rect(x: 4, y: 0, width: 4, height: 4), fill: .solid(RGBA(hex: "#13313D")!)))
        list.append(.shape("glass", Rect(x: 0, y: 2, width: 8, height: 2), fill: .solid(RGBA.white.opacity(0.5))))
        return try CairoRenderer().render(list)
    }

    @Test(arguments: [PNGOptions.fast, .small])
    func roundTripKeepsEveryPixel(_ options: PNGOptions) throws {
        let raster = try sample()
        let path = dir + "/f.png"
        try PNGFile.write(raster, to: path, options: options)
        let image = try PNGFile.read(path)
        #expect(image.width == 8 && image.height == 4)
        for y in 0..<4 { for x in 0..<8 {
            let o = (y * 8 + x) * 4
            let p = raster.pixel(x: x, y: y).bytes
            #expect([image.pixels[o], image.pixels[o + 1], image.pixels[o + 2], image.pixels[o + 3]] == [p.r, p.g, p.b, p.a])
        } }
    }

    /// Opaque rows take the writer's swap-only path, rows with any translucency the
    /// un-premultiplying one: both must give the same straight RGBA.
    @Test(arguments: [PNGOptions.fast, .small])
    func opaqueAndTranslucentRowsBothRoundTrip(_ options: PNGOptions) throws {
        var list = DisplayList(size: Size(width: 6, height: 3), scale: 1, background: .clear)
        list.append(.shape("opaque", Rect(x: 0, y: 0, width: 6, height: 2), fill: .solid(RGBA(hex: "#1E90C8")!)))
        list.append(.shape("translucent", Rect(x: 0, y: 2, width: 3, height: 1), fill: .solid(RGBA(hex: "#C81E5A")!.opacity(0.6))))
        let raster = try CairoRenderer().render(list)
        try PNGFile.write(raster, to: dir + "/mixed.png", options: options)
        let image = try PNGFile.read(dir + "/mixed.png")
        func rgba(_ x: Int, _ y: Int) -> [UInt8] { let o = (y * 6 + x) * 4; return Array(image.pixels[o..<(o + 4)]) }
        #expect(rgba(2, 1) == [0x1E, 0x90, 0xC8, 255], "opaque row: R and B in their places")
        let t = rgba(1, 2)
        #expect(t[3] == 153 && abs(Int(t[0]) - 0xC8) <= 1 && abs(Int(t[1]) - 0x1E) <= 1 && abs(Int(t[2]) - 0x5A) <= 1, "translucent: \(t)")
        #expect(rgba(4, 2) == [0, 0, 0, 0], "transparent stays 0")
    }

    @Test func sameFrameGivesSameBytes() throws {
        let raster = try sample()
        try PNGFile.write(raster, to: dir + "/a.png")
        try PNGFile.write(raster, to: dir + "/b.png")
        #expect(FileManager.default.contents(atPath: dir + "/a.png") == FileManager.default.contents(atPath: dir + "/b.png"))
    }

    @Test func failedWriteLeavesTheOldFileAndNoTemporary() throws {
        let raster = try sample()
        let path = dir + "/keep.png"
        try PNGFile.write(raster, to: path)
        let before = FileManager.default.contents(atPath: path)
        // A folder where the file should be: rename fails, nothing is left behind.
        let blocked = dir + "/blocked.png"
        try FileManager.default.createDirectory(atPath: blocked + "/inner", withIntermediateDirectories: true)
        #expect(throws: RenderError.self) { try PNGFile.write(raster, to: blocked) }
        #expect(FileManager.default.contents(atPath: path) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func corruptAndForeignFilesGiveCleanErrors() throws {
        let text = dir + "/not.png"
        try Data("hello".utf8).write(to: URL(fileURLWithPath: text))
        #expect(throws: RenderError.badImage(path: text, reason: "not a PNG file (bad signature)")) { try PNGFile.read(text) }

        try PNGFile.write(try sample(), to: dir + "/ok.png")
        var bytes = try Data(contentsOf: URL(fileURLWithPath: dir + "/ok.png"))
        bytes = bytes.prefix(bytes.count / 2)
        let truncated = dir + "/truncated.png"
        try bytes.write(to: URL(fileURLWithPath: truncated))
        do {
            _ = try PNGFile.read(truncated)
            Issue.record("a truncated PNG was read")
        } catch {
            guard case .badImage(let p, _) = error else { Issue.record("wrong error \(error)"); return }
            #expect(p == truncated)
        }
        #expect(throws: RenderError.self) { try PNGFile.read(dir + "/missing.png") }
    }

    @Test func imagesOverTheLimitAreRefused() throws {
        try PNGFile.write(try sample(), to: dir + "/wide.png")
        do {
            _ = try PNGFile.read(dir + "/wide.png", maxSide: 4)
            Issue.record("an 8 px wide image passed a 4 px limit")
        } catch {
            #expect(error == .imageTooLarge(path: dir + "/wide.png", reason: "image is 8×4 px, over the limit of 4 px a side"))
        }
    }
}

@Suite struct AssetImageTests {
    @Test func missingAssetIsAnErrorNamingItsPath() {
        var list = DisplayList(size: Size(width: 10, height: 10), scale: 1)
        var image = Element.shape("photo", Rect(x: 0, y: 0, width: 10, height: 10))
        image.kind = .image
        image.image = "asset:/nonexistent/meal.png"
        list.append(image)
        do {
            _ = try CairoRenderer().render(list)
            Issue.record("a missing asset rendered")
        } catch {
            #expect(error.description.hasPrefix("/nonexistent/meal.png: cannot read: "))
        }
    }

    /// A template image (an asset element with a fill) paints the fill through the PNG's
    /// alpha, as iOS draws `Image(name).renderingMode(.template)`: a 2 × 1 PNG, its left
    /// pixel opaque black and its right one clear, drawn 1:1 with a red fill.
    @Test func aTemplateImagePaintsItsFillThroughItsAlpha() throws {
        let path = NSTemporaryDirectory() + "template-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try PNGFile.encodeRGBA([0, 0, 0, 255, 0, 0, 0, 0], width: 2, height: 1).write(to: URL(fileURLWithPath: path))
        var list = DisplayList(size: Size(width: 2, height: 1), scale: 1, background: .white)
        var image = Element.shape("mark", Rect(x: 0, y: 0, width: 2, height: 1), fill: .solid(RGBA(r: 1, g: 0, b: 0)))
        image.kind = .image
        image.image = "asset:" + path
        list.append(image)
        let raster = try CairoRenderer().render(list)
        #expect(raster.pixel(x: 0, y: 0) == RGBA(r: 1, g: 0, b: 0))
        #expect(raster.pixel(x: 1, y: 0) == RGBA.white)
        // Without a fill, its own pixels: black, then the white page through the clear one.
        list.elements[0].fill = nil
        let plain = try CairoRenderer().render(list)
        #expect(plain.pixel(x: 0, y: 0) == RGBA.black)
        #expect(plain.pixel(x: 1, y: 0) == RGBA.white)
    }
}

import Foundation
import Render
import Testing

/// `proof diff` as a user runs it: PNGs written here, the contract's JSON keys and values,
/// the text table, the heatmap, and every error path with its exit code and one-line message.
@Suite struct DiffCommandTests {
    struct Box: Decodable, Equatable { let x: Int; let y: Int; let width: Int; let height: Int }
    struct Report: Decodable {
        let width: Int
        let height: Int
        let meanDelta: Double
        let maxDelta: Double
        let changedPixelRatio: Double
        let changedPixels: Int
        let meanDeltaE2000: Double
        let maxDeltaE2000: Double
        let boundingBox: Box?
        let tolerance: Int
    }

    /// Writes opaque-or-not straight RGBA8 pixels as `name` in `dir`.
    private func png(_ dir: String, _ name: String, _ pixels: [UInt8], width: Int, height: Int) throws {
        try PNGFile.encodeRGBA(pixels, width: width, height: height).write(to: URL(fileURLWithPath: dir + "/" + name))
    }

    /// 2 × 1: one channel of one pixel 51 levels apart (0.2), the other pixel equal.
    private func pair(in dir: String) throws {
        try png(dir, "a.png", [100, 100, 100, 255, 0, 0, 0, 255], width: 2, height: 1)
        try png(dir, "b.png", [151, 100, 100, 255, 0, 0, 0, 255], width: 2, height: 1)
    }

    private func files(_ dir: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted()
    }

    @Test func jsonHasTheContractsKeysWithExactValues() throws {
        let dir = Proof.temporaryDirectory()
        try pair(in: dir)
        let r = try Proof.run(["diff", "a.png", "b.png", "--json"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty)
        let v = try JSONDecoder().decode(Report.self, from: Data(r.stdout.utf8))
        #expect(v.width == 2 && v.height == 1)
        #expect(v.meanDelta == 1.0 / 30)
        #expect(v.maxDelta == 0.2)
        #expect(v.changedPixelRatio == 0.5)
        #expect(v.changedPixels == 1)
        // ΔE00 of #646464 against #976464 (Tokens.deltaE2000, pinned in InspectTests).
        #expect(abs(v.maxDeltaE2000 - 19.127384231100034) < 1e-12)
        #expect(abs(v.meanDeltaE2000 - 19.127384231100034 / 2) < 1e-12)
        #expect(v.boundingBox == Box(x: 0, y: 0, width: 1, height: 1))
        #expect(v.tolerance == 0)
    }

    /// A `.webp` is read as WebP (the gallery's `--images webp` pictures): b.png's pixels as a
    /// WebP give the same numbers against a.png; a PNG named .webp, a cut-off WebP and a
    /// header claiming 16384 × 16384 px are refused with one line and exit 65, nothing written.
    @Test func aWebPIsReadAndABadOneRefused() throws {
        let dir = Proof.temporaryDirectory()
        try pair(in: dir)
        // b.png's two pixels, (151, 100, 100) and black, as Cairo holds them: B, G, R, A.
        let bgra: [UInt8] = [100, 100, 151, 255, 0, 0, 0, 255]
        let webp = try WebPFile.encode(Raster(width: 2, height: 1, stride: 8, bytes: bgra))
        try webp.write(to: URL(fileURLWithPath: dir + "/b.webp"))
        let r = try Proof.run(["diff", "a.png", "b.webp", "--json"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let v = try JSONDecoder().decode(Report.self, from: Data(r.stdout.utf8))
        #expect(v.maxDelta == 0.2 && v.changedPixels == 1 && v.boundingBox == Box(x: 0, y: 0, width: 1, height: 1))
        try FileManager.default.copyItem(atPath: dir + "/a.png", toPath: dir + "/png.webp")
        try webp.prefix(webp.count - 3).write(to: URL(fileURLWithPath: dir + "/cut.webp"))
        // A VP8L header saying 16384 × 16384: refused from the header, before any pixel.
        var huge = [UInt8](webp)
        let bits: UInt32 = 16383 | 16383 << 14
        for k in 0..<4 { huge[21 + k] = UInt8(truncatingIfNeeded: bits >> (8 * k)) }
        try Data(huge).write(to: URL(fileURLWithPath: dir + "/huge.webp"))
        for (file, line) in [("png.webp", "png.webp: not a readable WebP: not a WebP file (no RIFF header)"),
                             ("cut.webp", "cut.webp: not a readable WebP: not a WebP file, or a corrupt one"),
                             ("huge.webp", "huge.webp: a 16384×16384 px WebP is larger than this reader accepts (16384 px a side, 67108864 px)")] {
            let bad = try Proof.run(["diff", "a.png", file, "--heatmap", "h.png"], in: dir)
            #expect(bad.status == 65, "\(file): \(bad.stderr)")
            #expect(bad.stderr == "proof: " + line + "\n")
            #expect(!FileManager.default.fileExists(atPath: dir + "/h.png"))
        }
    }

    @Test func identicalImagesHaveANullBoundingBox() throws {
        let dir = Proof.temporaryDirectory()
        try pair(in: dir)
        let r = try Proof.run(["diff", "a.png", "a.png", "--json"], in: dir)
        #expect(r.status == 0)
        #expect(r.stdout.contains("\"boundingBox\":null"))
        let v = try JSONDecoder().decode(Report.self, from: Data(r.stdout.utf8))
        #expect(v.meanDelta == 0 && v.maxDelta == 0 && v.changedPixelRatio == 0 && v.maxDeltaE2000 == 0)
    }

    @Test func toleranceOf51LeavesTheChangeUncounted() throws {
        let dir = Proof.temporaryDirectory()
        try pair(in: dir)
        let r = try Proof.run(["diff", "a.png", "b.png", "--json", "--tolerance", "51"], in: dir)
        #expect(r.status == 0)
        let v = try JSONDecoder().decode(Report.self, from: Data(r.stdout.utf8))
        #expect(v.changedPixels == 0 && v.changedPixelRatio == 0 && v.boundingBox == nil)
        #expect(v.meanDelta == 1.0 / 30 && v.tolerance == 51)
        let r50 = try Proof.run(["diff", "a.png", "b.png", "--json", "--tolerance", "50"], in: dir)
        #expect(try JSONDecoder().decode(Report.self, from: Data(r50.stdout.utf8)).changedPixels == 1)
    }

    @Test func textIsASmallTable() throws {
        let dir = Proof.temporaryDirectory()
        try pair(in: dir)
        let r = try Proof.run(["diff", "a.png", "b.png"], in: dir)
        #expect(r.status == 0)
        #expect(r.stdout == """
            a.png vs b.png: 2 × 1 px
            meanDelta          0.033333  (3.333 %)
            maxDelta           0.200000  (51 of 255 levels)
            changedPixelRatio  0.500000  (1 of 2 px over 0 levels)
            ΔE2000 mean        9.5637
            ΔE2000 max         19.1274
            changed region     x 0, y 0, 1 × 1 px

            """)
    }

    @Test func heatmapIsWrittenWithTheChangedPixelColoured() throws {
        let dir = Proof.temporaryDirectory()
        try pair(in: dir)
        let r = try Proof.run(["diff", "a.png", "b.png", "--heatmap", "out/heat.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasSuffix("heatmap            out/heat.png\n"))
        let map = try PNGFile.read(dir + "/out/heat.png")
        #expect(map.width == 2 && map.height == 1)
        // 51 levels on the ramp (red → magenta); the unchanged black pixel faded to grey 166.
        #expect(Array(map.pixels[0..<4]) == [219, 19, 29, 255])
        #expect(Array(map.pixels[4..<8]) == [166, 166, 166, 255])
        #expect(files(dir + "/out") == ["heat.png"])  // no temporary file left behind
    }

    @Test func differentSizesAreBadDataAndWriteNothing() throws {
        let dir = Proof.temporaryDirectory()
        try pair(in: dir)
        try png(dir, "tall.png", [UInt8](repeating: 255, count: 8), width: 1, height: 2)
        let r = try Proof.run(["diff", "a.png", "tall.png", "--heatmap", "heat.png", "--json"], in: dir)
        #expect(r.status == 65)
        #expect(r.stderr == "proof: a.png is 2×1 px but tall.png is 1×2 px: diff needs two images of the same size\n")
        #expect(r.stdout.isEmpty)
        #expect(files(dir) == ["a.png", "b.png", "tall.png"])
    }

    @Test func corruptFileIsBadData() throws {
        let dir = Proof.temporaryDirectory()
        try pair(in: dir)
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: dir + "/bad.png"))
        let r = try Proof.run(["diff", "a.png", "bad.png"], in: dir)
        #expect(r.status == 65)
        #expect(r.stderr == "proof: bad.png: not a readable PNG: not a PNG file (bad signature)\n")
        #expect(r.stdout.isEmpty)
    }

    @Test func truncatedPNGIsBadData() throws {
        let dir = Proof.temporaryDirectory()
        try pair(in: dir)
        let whole = try Data(contentsOf: URL(fileURLWithPath: dir + "/b.png"))
        try whole.prefix(whole.count - 20).write(to: URL(fileURLWithPath: dir + "/cut.png"))
        let r = try Proof.run(["diff", "a.png", "cut.png"], in: dir)
        #expect(r.status == 65)
        #expect(r.stderr.hasPrefix("proof: cut.png: not a readable PNG: "))
        #expect(r.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test func imageOverTheSizeLimitIsBadData() throws {
        let dir = Proof.temporaryDirectory()
        try png(dir, "wide.png", [UInt8](repeating: 255, count: 16385 * 4), width: 16385, height: 1)
        let r = try Proof.run(["diff", "wide.png", "wide.png"], in: dir)
        #expect(r.status == 65)
        #expect(r.stderr == "proof: wide.png: image is 16385×1 px, over the limit of 16384 px a side\n")
    }

    @Test func missingFileIsAnIOError() throws {
        let dir = Proof.temporaryDirectory()
        try pair(in: dir)
        let r = try Proof.run(["diff", "a.png", "missing.png"], in: dir)
        #expect(r.status == 74)
        #expect(r.stderr == "proof: missing.png: cannot read: no such file or folder\n")
    }

    @Test func unwritableHeatmapIsAnIOErrorAndLeavesNothing() throws {
        let dir = Proof.temporaryDirectory()
        try pair(in: dir)
        // The heatmap's folder would have to be inside a file.
        let r = try Proof.run(["diff", "a.png", "b.png", "--heatmap", "a.png/heat.png"], in: dir)
        #expect(r.status == 74)
        #expect(r.stderr == "proof: a.png/heat.png: cannot write: a.png is a file, not a folder\n")
        #expect(r.stdout.isEmpty)
        #expect(files(dir) == ["a.png", "b.png"])
    }

    @Test(arguments: ["256", "-1"])
    func toleranceOutOfRangeIsAUsageError(_ value: String) throws {
        let dir = Proof.temporaryDirectory()
        try pair(in: dir)
        let r = try Proof.run(["diff", "a.png", "b.png", "--tolerance=\(value)"], in: dir)
        #expect(r.status == 64)
        #expect(r.stderr.contains("--tolerance \(value) is out of range: give 8-bit levels, 0…255"))
    }
}

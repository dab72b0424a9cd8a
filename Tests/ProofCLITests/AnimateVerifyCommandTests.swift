import Foundation
import Render
import Testing

/// `proof animate … --verify DIR` end to end: a fresh reference passes, one changed frame
/// fails naming it (with a heatmap beside the reference, never in place of one of its
/// files), and every way a folder can fail to be a reference is one line and 65. AirFit's
/// gradient number at 10 fps and @1x: 7 frames of 393 × 852 px, about a second a run.
@Suite struct AnimateVerifyCommandTests {
    static let animation = ["animate", "airfit/gradient-number", "--fps", "10", "--scale", "1"]
    static let folder = "ref/airfit/gradient-number"
    static let record = "re-record it with proof animate airfit/gradient-number --fps 10 --scale 1 --out ref"

    /// A scratch folder holding `ref/`, a reference written by `--out ref`.
    static func recorded() throws -> String {
        let dir = Proof.temporaryDirectory()
        let r = try Proof.run(animation + ["--out", "ref"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        return dir
    }

    static func verify(_ dir: String, _ extra: [String] = []) throws -> ProofResult {
        try Proof.run(animation + ["--verify", "ref"] + extra, in: dir)
    }

    /// Every file of the reference with its bytes and modification time: what --verify
    /// must leave exactly as it was.
    /// `manifest`: false to leave out manifest.json, which a failing verify updates (its
    /// heatmap is listed there).
    static func referenceFiles(_ dir: String, manifest: Bool = true) -> [String: String] {
        var files: [String: String] = [:]
        let root = dir + "/ref"
        for (path, data) in FolderSnapshot(root).entries {
            guard let data, !path.contains("verify-frame-"), manifest || path != "manifest.json" else { continue }
            var st = stat()
            stat(root + "/" + path, &st)
            files[path] = "\(st.st_mtim.tv_sec).\(st.st_mtim.tv_nsec) " + data.base64EncodedString()
        }
        return files
    }

    /// Frame k with a 40 × 20 px block at (100, 300) whose red channel is inverted: every
    /// pixel of it changes (255 − r ≠ r), none outside.
    static func changeFrame(_ k: Int, in dir: String) throws {
        let path = dir + "/" + folder + "/frame-00\(k).png"
        let image = try PNGFile.read(path)
        var pixels = image.pixels
        for y in 300..<320 {
            for x in 100..<140 { pixels[(y * image.width + x) * 4] = 255 - pixels[(y * image.width + x) * 4] }
        }
        try PNGFile.encodeRGBA(pixels, width: image.width, height: image.height).write(to: URL(fileURLWithPath: path))
    }

    @Test func aFreshReferencePassesAndIsLeftAsItWas() throws {
        let dir = try Self.recorded()
        let before = Self.referenceFiles(dir)
        #expect(before.count == 12, "7 frames, animation.png, filmstrip.png, timeline.png, timeline.json, manifest.json: \(before.keys.sorted())")
        let r = try Self.verify(dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "verified 7 frames and timeline.json of airfit/gradient-number against ref/airfit/gradient-number: identical\n")
        #expect(r.stderr == "")
        #expect(Self.referenceFiles(dir) == before)
        #expect(FolderSnapshot(dir + "/ref").paths.allSatisfy { !$0.contains("verify-frame-") })
    }

    /// The variant's folder is found as --out names it (`-reduced`, `-dark`).
    @Test func aVariantIsVerifiedInItsOwnFolder() throws {
        let dir = Proof.temporaryDirectory()
        let variant = ["animate", "airfit/cascade", "--reduced-motion", "--appearance", "dark", "--fps", "5", "--scale", "1"]
        let recorded = try Proof.run(variant + ["--out", "ref"], in: dir)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let r = try Proof.run(variant + ["--verify", "ref/"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "verified 1 frame and timeline.json of airfit/cascade against ref/airfit/cascade-reduced-dark: identical\n")
        // The light variant was never recorded there.
        let light = try Proof.run(["animate", "airfit/cascade", "--reduced-motion", "--fps", "5", "--scale", "1", "--verify", "ref"], in: dir)
        #expect(light.status == 65)
        #expect(light.stderr == "proof: ref/airfit/cascade-reduced: no reference of airfit/cascade there (no such folder): "
                + "record it with proof animate airfit/cascade --fps 5 --reduced-motion --scale 1 --out ref\n")
    }

    @Test func oneChangedFrameFailsNamingItWithAHeatmapBeside() throws {
        let dir = try Self.recorded()
        let original3 = try Data(contentsOf: URL(fileURLWithPath: dir + "/" + Self.folder + "/frame-003.png"))
        try Self.changeFrame(3, in: dir)
        let before = Self.referenceFiles(dir, manifest: false)
        let r = try Self.verify(dir)
        #expect(r.status == 1, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(r.stdout)")
        #expect(lines.first == "airfit/gradient-number differs from its reference ref/airfit/gradient-number: 1 of 7 frames differs")
        #expect(lines.dropFirst().first?.hasPrefix("frame 3 (t = 0.3 s), frame-003.png: meanDelta 0.000") == true, "\(lines)")
        #expect(lines.dropFirst().first?.hasSuffix("changedPixelRatio 0.002389 (800 of 334836 px over 0 levels), changed region x 100, y 300, 40 × 20 px") == true, "\(lines)")
        #expect(lines.last == "heatmap of frame 3: ref/airfit/gradient-number/verify-frame-003-heatmap.png")
        #expect(r.stderr == "")
        #expect(Self.referenceFiles(dir, manifest: false) == before, "the reference is only read")
        let manifest = try String(contentsOfFile: dir + "/ref/manifest.json", encoding: .utf8)
        #expect(manifest.contains("\"airfit/gradient-number/verify-frame-003-heatmap.png\""), "the heatmap is listed, with its digest")

        // The heatmap: the reference frame faded to grey, the changed block painted.
        let heatmap = try PNGFile.read(dir + "/" + Self.folder + "/verify-frame-003-heatmap.png")
        #expect(heatmap.width == 393 && heatmap.height == 852)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(heatmap.pixels[(y * 393 + x) * 4..<(y * 393 + x) * 4 + 4]) }
        let inside = pixel(120, 310), outside = pixel(50, 600)
        #expect(inside[0] > 150 && inside[1] < 100, "painted on the red end of the ramp: \(inside)")
        #expect(outside[0] == outside[1] && outside[1] == outside[2], "grey outside: \(outside)")

        // A second failure, now first at frame 1: its heatmap replaces the earlier one.
        let original1 = try Data(contentsOf: URL(fileURLWithPath: dir + "/" + Self.folder + "/frame-001.png"))
        try Self.changeFrame(1, in: dir)
        let second = try Self.verify(dir)
        #expect(second.status == 1)
        #expect(second.stdout.hasPrefix("airfit/gradient-number differs from its reference ref/airfit/gradient-number: 2 of 7 frames differ, the first at frame 1\nframe 1 (t = 0.1 s), frame-001.png: "))
        #expect(second.stdout.hasSuffix("\nheatmap of frame 1: ref/airfit/gradient-number/verify-frame-001-heatmap.png\n"))
        let heatmaps = FolderSnapshot(dir + "/" + Self.folder).paths.filter { $0.contains("verify-frame-") }
        #expect(heatmaps == ["verify-frame-001-heatmap.png"])

        // Within a tolerance of 255 levels nothing has changed.
        let tolerant = try Self.verify(dir, ["--tolerance", "255"])
        #expect(tolerant.status == 0, "\(tolerant.stderr)")
        #expect(tolerant.stdout.hasPrefix("verified 7 frames and timeline.json of airfit/gradient-number against ref/airfit/gradient-number: 2 frames within --tolerance 255, the largest change at frame "))

        // The frames put back: it passes, and takes its heatmap away.
        try original1.write(to: URL(fileURLWithPath: dir + "/" + Self.folder + "/frame-001.png"))
        try original3.write(to: URL(fileURLWithPath: dir + "/" + Self.folder + "/frame-003.png"))
        let passed = try Self.verify(dir)
        #expect(passed.status == 0, "\(passed.stdout) \(passed.stderr)")
        #expect(passed.stdout.hasSuffix(": identical\n"))
        #expect(FolderSnapshot(dir + "/ref").paths.allSatisfy { !$0.contains("verify-frame-") })
    }
}

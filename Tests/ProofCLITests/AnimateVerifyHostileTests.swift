import Foundation
import Render
import Testing

/// Every way a folder can fail to be a reference of the animation `--verify` is asked
/// for: one line naming the file and how to record one, exit 65 (74 when the file is
/// there but cannot be read), and nothing written — no heatmap, no file of the reference
/// touched. Plus the usage errors of the options, and the two timeline differences that
/// fail (1) without a frame changing.
@Suite struct AnimateVerifyHostileTests {
    typealias V = AnimateVerifyCommandTests
    static let folder = V.folder
    static let reRecord = V.record
    static let firstRecord = "record it with proof animate airfit/gradient-number --fps 10 --scale 1 --out ref"

    /// One recording, copied for each case that spoils it (a recording is the slow part).
    static let master: String = {
        // A failure here shows in every case as a missing reference.
        (try? V.recorded()) ?? Proof.temporaryDirectory()
    }()

    /// A copy of the recorded reference in a fresh scratch folder.
    static func copy() throws -> String {
        let dir = scratchFolder()
        try FileManager.default.copyItem(atPath: master + "/ref", toPath: dir + "/ref")
        return dir
    }

    static func frame(_ dir: String, _ k: Int) -> String { dir + "/" + folder + "/frame-00\(k).png" }

    /// `timeline.json` decoded, changed by `edit`, written back.
    static func editTimeline(_ dir: String, _ edit: (inout [String: Any]) -> Void) throws {
        let url = URL(fileURLWithPath: dir + "/" + folder + "/timeline.json")
        var json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
        edit(&json)
        try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys]).write(to: url)
    }

    /// Runs `arguments` in a folder `spoil` has prepared; expects `status` and exactly
    /// `line` on stderr, nothing on stdout, and the folder unchanged.
    func expectRefused(_ spoil: (String) throws -> Void, arguments: [String] = V.animation + ["--verify", "ref"], status: Int32 = 65,
                       through prefix: [String] = [], _ line: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let dir = try Self.copy()
        try spoil(dir)
        let before = FolderSnapshot(dir)
        let r = try Proof.run(arguments, in: dir, through: prefix)
        #expect(r.status == status, "\(r.stdout) \(r.stderr)", sourceLocation: sourceLocation)
        #expect(r.stderr == "proof: " + line + "\n", sourceLocation: sourceLocation)
        #expect(r.stdout == "", sourceLocation: sourceLocation)
        #expect(FolderSnapshot(dir) == before, "nothing written", sourceLocation: sourceLocation)
    }

    @Test func noReferenceThere() throws {
        try expectRefused({ try FileManager.default.removeItem(atPath: $0 + "/ref") },
                          "ref/airfit/gradient-number: no reference of airfit/gradient-number there (no such folder): " + Self.firstRecord)
        try expectRefused({ try FileManager.default.removeItem(atPath: $0 + "/" + Self.folder) },
                          "ref/airfit/gradient-number: no reference of airfit/gradient-number there (no such folder): " + Self.firstRecord)
        try expectRefused({ dir in
            try FileManager.default.removeItem(atPath: dir + "/" + Self.folder)
            try Data("x".utf8).write(to: URL(fileURLWithPath: dir + "/" + Self.folder))
        }, "ref/airfit/gradient-number is a file, not a reference folder: remove it and " + Self.firstRecord)
        // The reduced-motion variant's folder was never recorded.
        try expectRefused({ _ in }, arguments: V.animation + ["--reduced-motion", "--verify", "ref"],
                          "ref/airfit/gradient-number-reduced: no reference of airfit/gradient-number there (no such folder): "
                          + "record it with proof animate airfit/gradient-number --fps 10 --reduced-motion --scale 1 --out ref")
    }

    @Test func badTimeline() throws {
        try expectRefused({ try FileManager.default.removeItem(atPath: $0 + "/" + Self.folder + "/timeline.json") },
                          "ref/airfit/gradient-number/timeline.json is missing: ref/airfit/gradient-number is not a reference written by proof animate --out; " + Self.firstRecord)
        try expectRefused({ try Data("{".utf8).write(to: URL(fileURLWithPath: $0 + "/" + Self.folder + "/timeline.json")) },
                          "ref/airfit/gradient-number/timeline.json is not a timeline proof wrote (not JSON): " + Self.reRecord)
        try expectRefused({ try Self.editTimeline($0) { $0["fps"] = nil } },
                          "ref/airfit/gradient-number/timeline.json is not a timeline proof wrote (/fps is missing): " + Self.reRecord)
        try expectRefused({ try Self.editTimeline($0) { $0["animation"] = "airfit/cascade" } },
                          "ref/airfit/gradient-number/timeline.json is the timeline of airfit/cascade, not airfit/gradient-number: "
                          + "verify against the folder of airfit/gradient-number, or " + Self.reRecord)
        try expectRefused({ try Self.editTimeline($0) { json in
            var rows = json["rows"] as! [[String: Any]]
            rows[1]["samples"] = Array((rows[1]["samples"] as! [Any]).dropLast())
            json["rows"] = rows
        } }, "ref/airfit/gradient-number/timeline.json: row 1 has 6 samples for 7 frames: " + Self.reRecord)
        try expectRefused({ try Self.editTimeline($0) { $0["frameCount"] = 0 } },
                          "ref/airfit/gradient-number/timeline.json says 0 frames over 0.6 s, which no animation has: " + Self.reRecord)
        // Verified at another frame rate than it was recorded at.
        try expectRefused({ _ in }, arguments: ["animate", "airfit/gradient-number", "--fps", "5", "--scale", "1", "--verify", "ref"],
                          "ref/airfit/gradient-number/timeline.json was recorded at 10 fps, this run draws 5 fps: verify with --fps 10, "
                          + "or re-record it with proof animate airfit/gradient-number --fps 5 --scale 1 --out ref")
    }

    @Test func badFrames() throws {
        try expectRefused({ try FileManager.default.removeItem(atPath: Self.frame($0, 6)) },
                          "ref/airfit/gradient-number/frame-006.png is missing (timeline.json lists 7 frames): " + Self.reRecord)
        try expectRefused({ try FileManager.default.copyItem(atPath: Self.frame($0, 0), toPath: Self.frame($0, 7)) },
                          "ref/airfit/gradient-number/frame-007.png is a frame beyond the 7 timeline.json lists: " + Self.reRecord)
        // The whole folder is compared: a frame far past the next index counts too (issue 32).
        try expectRefused({ try FileManager.default.copyItem(atPath: Self.frame($0, 0), toPath: $0 + "/" + Self.folder + "/frame-999.png") },
                          "ref/airfit/gradient-number/frame-999.png is a frame beyond the 7 timeline.json lists: " + Self.reRecord)
        try expectRefused({ dir in
            for k in [12, 1000] { try FileManager.default.copyItem(atPath: Self.frame(dir, 0), toPath: dir + "/" + Self.folder + "/frame-\(String(format: "%03d", k)).png") }
        }, "ref/airfit/gradient-number/frame-012.png is a frame beyond the 7 timeline.json lists (and 1 more): " + Self.reRecord)
        try expectRefused({ dir in
            try FileManager.default.removeItem(atPath: Self.frame(dir, 3))
            try FileManager.default.createDirectory(atPath: Self.frame(dir, 3), withIntermediateDirectories: false)
        }, "ref/airfit/gradient-number/frame-003.png is a folder, not a frame: remove it and " + Self.reRecord)
        try expectRefused({ try Data("hello\n".utf8).write(to: URL(fileURLWithPath: Self.frame($0, 2))) },
                          "ref/airfit/gradient-number/frame-002.png is not a readable PNG (not a PNG file (bad signature)): " + Self.reRecord)
        try expectRefused({ dir in
            try Data(contentsOf: URL(fileURLWithPath: Self.frame(dir, 2))).prefix(3000).write(to: URL(fileURLWithPath: Self.frame(dir, 2)))
        }, "ref/airfit/gradient-number/frame-002.png is not a readable PNG (truncated at byte 3000: the data ends inside its IDAT chunk): " + Self.reRecord)
        try expectRefused({ dir in
            try PNGFile.encodeRGBA([UInt8](repeating: 255, count: 10 * 10 * 4), width: 10, height: 10).write(to: URL(fileURLWithPath: Self.frame(dir, 5)))
        }, "ref/airfit/gradient-number/frame-005.png is 10×10 px but this run draws 393×852 px: size differs; "
           + "verify with the --device and --scale it was recorded with, or " + Self.reRecord)
        // Verified at another scale than it was recorded at.
        try expectRefused({ _ in }, arguments: ["animate", "airfit/gradient-number", "--fps", "10", "--scale", "2", "--verify", "ref"],
                          "ref/airfit/gradient-number/frame-000.png is 393×852 px but this run draws 786×1704 px: size differs; "
                          + "verify with the --device and --scale it was recorded with, or re-record it with proof animate airfit/gradient-number --fps 10 --scale 2 --out ref")
    }

    @Test func unreadableFilesAreIOErrors() throws {
        try expectRefused({ dir in
            chmod(dir + "/" + Self.folder + "/timeline.json", 0)
        }, status: 74, through: Unprivileged.prefix, "ref/airfit/gradient-number/timeline.json: cannot read: permission denied")
        try expectRefused({ dir in
            chmod(Self.frame(dir, 4), 0)
        }, status: 74, through: Unprivileged.prefix, "ref/airfit/gradient-number/frame-004.png: cannot read: permission denied")
    }

    /// A reference in a folder the user cannot write: the verdict is printed, the heatmap
    /// cannot be, and that is said (74) — the folder as it was.
    @Test func aReadOnlyReferenceStillGetsItsVerdict() throws {
        let dir = try Self.copy()
        try AnimateVerifyCommandTests.changeFrame(5, in: dir)
        chmod(dir + "/" + Self.folder, 0o555)
        let before = FolderSnapshot(dir)
        let r = try Proof.run(V.animation + ["--verify", "ref"], in: dir, through: Unprivileged.prefix)
        #expect(r.status == 74, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("airfit/gradient-number differs from its reference ref/airfit/gradient-number: 1 of 7 frames differs\nframe 5 (t = 0.5 s), frame-005.png: "))
        #expect(r.stderr == "proof: ref/airfit/gradient-number/verify-frame-005-heatmap.png: cannot write the heatmap: permission denied "
                + "(the reference is unchanged; make its folder writable to get the heatmap)\n")
        #expect(FolderSnapshot(dir) == before)
    }

    /// A manifest that lists a heatmap's name as a reference file (proof never writes one
    /// there; a hand-edited manifest can): verify neither replaces nor removes that file.
    @Test func aListedFileIsNeverTakenForAHeatmap() throws {
        let dir = try Self.copy()
        let listedHeatmap = Self.folder.dropFirst("ref/".count) + "/verify-frame-002-heatmap.png"
        try Data("mine".utf8).write(to: URL(fileURLWithPath: dir + "/ref/" + listedHeatmap))
        let manifestURL = URL(fileURLWithPath: dir + "/ref/manifest.json")
        var manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: manifestURL)) as? [String: Any])
        manifest["files"] = try #require(manifest["files"] as? [String]) + [String(listedHeatmap)]
        try JSONSerialization.data(withJSONObject: manifest).write(to: manifestURL)
        // A pass leaves it.
        let passed = try Proof.run(V.animation + ["--verify", "ref"], in: dir)
        #expect(passed.status == 0, "\(passed.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/ref/" + listedHeatmap)) == Data("mine".utf8))
        // A failure at that frame does not write over it.
        try AnimateVerifyCommandTests.changeFrame(2, in: dir)
        let before = FolderSnapshot(dir)
        let failed = try Proof.run(V.animation + ["--verify", "ref"], in: dir)
        #expect(failed.status == 65)
        #expect(failed.stderr == "proof: ref/airfit/gradient-number/verify-frame-002-heatmap.png is listed in ref/manifest.json as a file of the reference, "
                + "where verify writes its heatmap: " + Self.reRecord + "\n")
        #expect(FolderSnapshot(dir) == before)
    }

    @Test func timelineDifferencesFailWithoutAFrameChanging() throws {
        let dir = try Self.copy()
        try Self.editTimeline(dir) { json in
            var rows = json["rows"] as! [[String: Any]]
            var samples = rows[0]["samples"] as! [Double]
            samples[2] = 0.5
            rows[0]["samples"] = samples
            json["rows"] = rows
        }
        let sample = try Proof.run(V.animation + ["--verify", "ref"], in: dir)
        #expect(sample.status == 1, "\(sample.stderr)")
        #expect(sample.stdout == "airfit/gradient-number differs from its reference ref/airfit/gradient-number: timeline.json: "
                + "row 0 (GradientNumber 1850 opacity) at frame 2 (t = 0.2 s) was 0.5, is 0.511651\n")
        try Self.editTimeline(dir) { $0["duration"] = 0.5 }
        let timing = try Proof.run(V.animation + ["--verify", "ref"], in: dir)
        #expect(timing.status == 1, "\(timing.stderr)")
        #expect(timing.stdout == "airfit/gradient-number differs from its reference ref/airfit/gradient-number: timing: "
                + "the reference lasts 0.5 s, 7 frames at 10 fps; this render 0.6 s, 7 frames (frames not compared)\n")
        #expect(FolderSnapshot(dir).paths.allSatisfy { !$0.contains("verify-frame-") })
    }

    @Test(arguments: [
        (["--out", "ref", "--verify", "ref"], "--out and --verify go separately: --out DIR records a reference, --verify DIR compares this render with it"),
        ([String](), "give --out DIR to write the animation, or --verify DIR to compare it with a reference written by --out DIR"),
        (["--out", "ref", "--tolerance", "2"], "--tolerance 2 applies only to --verify: leave it out, or compare with --verify DIR"),
        (["--verify", "ref", "--tolerance", "256"], "--tolerance 256 is out of range: give 8-bit levels, 0…255"),
        (["--verify", ""], "--verify is empty: give the folder the reference was written to, e.g. --verify ref"),
    ])
    func usageErrors(_ extra: [String], _ line: String) throws {
        let dir = scratchFolder()
        let r = try Proof.run(V.animation + extra, in: dir)
        #expect(r.status == 64)
        #expect(r.stderr == "proof: " + line + " (see proof animate --help)\n")
        #expect(FolderSnapshot(dir).paths.isEmpty, "nothing written")
    }
}

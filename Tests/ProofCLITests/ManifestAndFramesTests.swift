import Checks
import Foundation
import Gallery
import ProofCLI
import ProofOutput
import Testing

/// `manifest.json` across runs, and an animation rendered again into the same folder.
@Suite struct ManifestAndFramesTests {
    /// The files the manifest in `dir` lists, after checking its shape: version 2, a digest
    /// for every file and no other, each the size and hash of the file's bytes on disk.
    func manifest(_ dir: String) throws -> [String] {
        let text = try String(contentsOfFile: dir + "/manifest.json", encoding: .utf8)
        #expect(text.hasSuffix("}\n") && text.contains("\"version\" : 2"))
        let m = try JSONDecoder().decode(Manifest.self, from: Data(text.utf8))
        #expect(m.schema == .manifest)
        #expect(Set(m.digests.keys) == Set(m.files))
        for file in m.files {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: dir + "/" + file))
            #expect(m.digests[file] == FileDigest(of: bytes), "\(file)")
            #expect(m.digests[file]?.bytes == bytes.count)
        }
        return m.files
    }

    func listing(_ files: [String]) -> [String] { files }

    /// Each run merges what it wrote into the manifest: an earlier run's entries stay while
    /// their files exist, sorted by path.
    @Test func runsMergeIntoTheManifest() throws {
        let dir = scratchFolder()
        for screen in ["airfit/welcome", "airfit/dashboard"] {
            let r = try Proof.run(["render", screen, "--scale", "1", "--out", dir])
            #expect(r.status == 0, "\(r.stderr)")
        }
        #expect(try manifest(dir) == listing(["airfit/dashboard.json", "airfit/dashboard.png", "airfit/welcome.json", "airfit/welcome.png"]))
        let sheet = try Proof.run(["sheet", "airfit", "--scale", "0.25", "--out", dir])
        #expect(sheet.status == 0, "\(sheet.stderr)")
        try FileManager.default.removeItem(atPath: dir + "/airfit/welcome.png")
        let again = try Proof.run(["render", "airfit/dashboard", "--scale", "1", "--out", dir])
        #expect(again.status == 0)
        #expect(try manifest(dir) == listing(["airfit-sheet.png", "airfit/dashboard.json", "airfit/dashboard.png", "airfit/welcome.json"]))
        #expect(!FolderSnapshot(dir).paths.contains { $0.hasSuffix(".tmp") })
    }

    /// 20 fps and then 10 fps into the same folder: the 10 fps run's frames only, as files
    /// and in the manifest. A file proof did not write stays where it is.
    @Test func animatingAgainLeavesNoStaleFrames() throws {
        let dir = scratchFolder()
        let first = try Proof.run(["animate", "airfit/cascade", "--fps", "20", "--scale", "1", "--out", dir])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir + "/airfit/cascade/frame-012.png"))
        let other = try Proof.run(["render", "airfit/welcome", "--scale", "1", "--out", dir])
        #expect(other.status == 0)
        try Data("notes".utf8).write(to: URL(fileURLWithPath: dir + "/airfit/cascade/notes.txt"))
        let second = try Proof.run(["animate", "airfit/cascade", "--fps", "10", "--scale", "1", "--out", dir])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout == "wrote 7 frames, animation.png, filmstrip.png, timeline.png and timeline.json to \(dir)/airfit/cascade\n")
        let frames = (0...6).map { "airfit/cascade/frame-00\($0).png" }
        let animation = ["airfit/cascade/animation.png", "airfit/cascade/filmstrip.png"] + frames + ["airfit/cascade/timeline.json", "airfit/cascade/timeline.png"]
        #expect(try manifest(dir) == listing(animation + ["airfit/welcome.json", "airfit/welcome.png"]))
        let onDisk = FolderSnapshot(dir).paths.filter { $0.hasPrefix("airfit/cascade/") }
        #expect(onDisk == (animation + ["airfit/cascade/notes.txt"]).sorted())
    }

    /// --fps 45 keeps every second frame in the animated PNG, each shown 2/45 s.
    @Test func animatedPNGDelayIsExact() throws {
        let dir = scratchFolder()
        let r = try Proof.run(["animate", "airfit/cascade", "--fps", "45", "--scale", "1", "--out", dir])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("wrote 28 frames"))
        let png = try [UInt8](Data(contentsOf: URL(fileURLWithPath: dir + "/airfit/cascade/animation.png")))
        var i = 8
        var delays: [[UInt8]] = []
        var count = 0
        while i + 12 <= png.count {
            let length = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
            let type = String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self)
            if type == "acTL" { count = Int(png[i + 11]) }
            if type == "fcTL" { delays.append(Array(png[(i + 28)..<(i + 32)])) }
            i += 12 + length
        }
        #expect(count == 14)
        #expect(delays.count == 14)
        #expect(delays.allSatisfy { $0 == [0, 2, 0, 45] })
    }
}

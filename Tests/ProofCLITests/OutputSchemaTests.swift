import Checks
import Foundation
import ProofCLI
import Testing

/// Every JSON proof writes names its format and version first (docs/FORMATS.md); the JSON
/// Schemas themselves are checked by Tests/Schemas (`make schema-test`).
@Suite struct OutputSchemaTests {
    func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// The schema member as "NAME version N" (nil when it is missing or malformed).
    func schema(_ object: [String: Any]) -> String? {
        guard let s = object["schema"] as? [String: Any], s.count == 2, let name = s["name"] as? String,
              let version = s["version"] as? Int else { return nil }
        return "\(name) version \(version)"
    }

    func tag(_ name: String, _ version: Int) -> String { "dev.designproof.\(name) version \(version)" }

    /// A check failure's data: numbers as JSON numbers, yes/no as booleans, and read back equal
    /// (a whole Double written as `1` reads back as an integer, equal by value).
    @Test func checkValuesAreWrittenAsTheirJSONTypes() throws {
        let data: [String: CheckValue] = ["worstRatio": .number(1.0000074), "required": .number(3), "blurs": .integer(5),
                                          "largeText": .flag(true), "text": "1920"]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(data), as: UTF8.self)
        #expect(json == #"{"blurs":5,"largeText":true,"required":3,"text":"1920","worstRatio":1.0000074}"#)
        #expect(try JSONDecoder().decode([String: CheckValue].self, from: Data(json.utf8)) == data)
        #expect(CheckValue.number(3) == .integer(3) && CheckValue.text("3") != .integer(3) && CheckValue.flag(true) != .integer(1))
        #expect(Set<CheckValue>([.number(3), .integer(3)]).count == 1)
    }

    @Test func contrastAndMotionSampleNameTheirSchemas() throws {
        let contrast = try Proof.run(["contrast", "777777", "FFFFFF", "--json"])
        #expect(contrast.status == 0)
        let c = try object(contrast.stdout)
        #expect(schema(c) == tag("contrast", 1))
        #expect(c["ratio"] as? Double == 4.48)
        let sample = try Proof.run(["motion", "sample", "linear", "--json"])
        #expect(sample.status == 0)
        #expect(schema(try object(sample.stdout)) == tag("motion-sample", 1))
    }

    /// render's display list and manifest, diff's report, and animate's timeline.
    @Test func renderDiffAndAnimateNameTheirSchemas() throws {
        let dir = scratchFolder()
        let render = try Proof.run(["render", "airfit/welcome", "--device", "iphone-se", "--scale", "1", "--out", dir])
        #expect(render.status == 0, "\(render.stderr)")
        let list = try object(try String(contentsOfFile: dir + "/airfit/welcome.json", encoding: .utf8))
        #expect(schema(list) == tag("displaylist", 2))
        let manifest = try object(try String(contentsOfFile: dir + "/manifest.json", encoding: .utf8))
        #expect(schema(manifest) == tag("manifest", 2))
        #expect(manifest["files"] as? [String] == ["airfit/welcome.json", "airfit/welcome.png"])
        #expect((manifest["digests"] as? [String: Any])?.keys.sorted() == ["airfit/welcome.json", "airfit/welcome.png"])

        let diff = try Proof.run(["diff", dir + "/airfit/welcome.png", dir + "/airfit/welcome.png", "--json"])
        #expect(diff.status == 0, "\(diff.stderr)")
        let d = try object(diff.stdout)
        #expect(schema(d) == tag("diff", 1))
        #expect(d["meanDelta"] as? Double == 0 && d["boundingBox"] is NSNull)

        let animate = try Proof.run(["animate", "airfit/cascade", "--fps", "10", "--device", "iphone-se", "--scale", "1", "--out", dir + "/anim"])
        #expect(animate.status == 0, "\(animate.stderr)")
        let timeline = try object(try String(contentsOfFile: dir + "/anim/airfit/cascade/timeline.json", encoding: .utf8))
        #expect(schema(timeline) == tag("timeline", 2))
    }

    /// A version-1 manifest (an earlier proof's, no digests) is still written into: the new
    /// one is version 2, and the files the old one listed stay on disk but are no longer
    /// listed (nothing says what proof wrote there). One without a schema, or of an unknown
    /// version, is refused.
    @Test func aVersionOneManifestIsReadAndOthersRefused() throws {
        let dir = scratchFolder()
        try FileManager.default.createDirectory(atPath: dir + "/out", withIntermediateDirectories: true)
        try Data("earlier".utf8).write(to: URL(fileURLWithPath: dir + "/out/earlier.png"))
        try Data(#"{"schema": {"name": "dev.designproof.manifest", "version": 1}, "files": ["earlier.png"]}"#.utf8).write(to: URL(fileURLWithPath: dir + "/out/manifest.json"))
        let r = try Proof.run(["render", "airfit/welcome", "--scale", "1", "--out", "out"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let manifest = try object(try String(contentsOfFile: dir + "/out/manifest.json", encoding: .utf8))
        #expect(schema(manifest) == tag("manifest", 2))
        #expect(manifest["files"] as? [String] == ["airfit/welcome.json", "airfit/welcome.png"])
        #expect(FileManager.default.fileExists(atPath: dir + "/out/earlier.png"))

        let line = "proof: out/manifest.json is not a manifest proof wrote (expected {\"schema\": {\"name\": \"dev.designproof.manifest\", …}, \"files\": [...]}): "
            + "proof will not write over another program's file; remove it or write somewhere else\n"
        for text in [#"{"schema": {"name": "dev.designproof.manifest", "version": 9}, "files": []}"#, #"{"files": ["earlier.png"]}"#] {
            try Data(text.utf8).write(to: URL(fileURLWithPath: dir + "/out/manifest.json"))
            let refused = try Proof.run(["render", "airfit/welcome", "--scale", "1", "--out", "out"], in: dir)
            #expect(refused.status == 65)
            #expect(refused.stderr == line)
        }
    }

    /// `animate --verify` against a reference whose timeline.json predates schemas says so.
    @Test func aTimelineWithoutSchemaIsRefusedInWords() throws {
        let dir = scratchFolder()
        let record = try Proof.run(["animate", "airfit/cascade", "--fps", "10", "--device", "iphone-se", "--scale", "1", "--out", dir + "/ref"])
        #expect(record.status == 0, "\(record.stderr)")
        let file = dir + "/ref/airfit/cascade/timeline.json"
        var timeline = try object(try String(contentsOfFile: file, encoding: .utf8))
        timeline.removeValue(forKey: "schema")
        try JSONSerialization.data(withJSONObject: timeline, options: [.sortedKeys]).write(to: URL(fileURLWithPath: file))
        let verify = try Proof.run(["animate", "airfit/cascade", "--fps", "10", "--device", "iphone-se", "--scale", "1", "--verify", dir + "/ref"])
        #expect(verify.status == 65)
        #expect(verify.stderr.contains("timeline.json is not a timeline proof wrote (/schema: it has no \"schema\" member (written by an earlier proof, or not proof's): expected dev.designproof.timeline version 2)"),
                "\(verify.stderr)")
    }
}

import Foundation
import Testing

@Suite struct RenderCommandTests {
    @Test func listNamesTheAirFitScreens() throws {
        let r = try Proof.run(["list"])
        #expect(r.status == 0)
        for id in ["airfit/welcome", "airfit/dashboard", "airfit/voice-log", "airfit/rep-counter"] { #expect(r.stdout.contains(id)) }
    }

    @Test func renderWritesPNGJSONAndManifest() throws {
        let dir = Proof.temporaryDirectory()
        let r = try Proof.run(["render", "airfit/dashboard", "--appearance", "dark", "--device", "iphone-se", "--out", dir])
        #expect(r.status == 0, "\(r.stderr)")
        let png = try Data(contentsOf: URL(fileURLWithPath: dir + "/airfit/dashboard-dark.png"))
        // IHDR width and height: 375 × 667 pt at the SE's @2x.
        #expect(png[16..<24] == Data([0, 0, 0x02, 0xEE, 0, 0, 0x05, 0x36]))
        let json = try String(contentsOfFile: dir + "/airfit/dashboard-dark.json", encoding: .utf8)
        #expect(json.contains("\"Nutrition summary, 1920 of 2300 calories\""))
        let manifest = try String(contentsOfFile: dir + "/manifest.json", encoding: .utf8)
        #expect(manifest.contains("airfit/dashboard-dark.png") && manifest.contains("airfit/dashboard-dark.json"))
    }

    /// `--all` renders every state of every screen (on two threads), each file byte for byte
    /// what rendering that one screen and state alone writes.
    @Test func allRendersEveryStateLikeASingleRender() throws {
        let dir = Proof.temporaryDirectory()
        let r = try Proof.run(["render", "--all", "--appearance", "dark", "--scale", "1", "--out", dir], timeout: Proof.slowTimeout)
        #expect(r.status == 0, "\(r.stderr)")
        let manifest = try String(contentsOfFile: dir + "/manifest.json", encoding: .utf8)
        for file in ["airfit/dashboard-dark.png", "calai/rating@modal-dark.png", "calai/paywall@yearly-dark.json", "calai/plan-ready@full-dark.png"] {
            #expect(manifest.contains("\"" + file + "\""), "manifest lists \(file)")
            #expect(FileManager.default.fileExists(atPath: dir + "/" + file), "\(file) written")
        }
        #expect(!FileManager.default.fileExists(atPath: dir + "/calai/rating@modal.png"), "only the asked appearance")
        let one = Proof.temporaryDirectory()
        let single = try Proof.run(["render", "calai/rating", "--state", "modal", "--appearance", "dark", "--scale", "1", "--out", one])
        #expect(single.status == 0, "\(single.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/calai/rating@modal-dark.png"))
                == Data(contentsOf: URL(fileURLWithPath: one + "/calai/rating@modal-dark.png")))
        let both = try Proof.run(["render", "--all", "--state", "modal", "--out", dir])
        #expect(both.status == 64)
        #expect(both.stderr.contains("--state modal names a state of one screen"))
    }

    @Test func unknownIdsSuggestTheNearest() throws {
        let r = try Proof.run(["render", "airfit/dashbord", "--out", Proof.temporaryDirectory()])
        #expect(r.status == 64)
        #expect(r.stderr == "proof: unknown screen \"airfit/dashbord\" (did you mean airfit/dashboard?); `proof list` shows every id\n")
        let d = try Proof.run(["render", "airfit/welcome", "--device", "iphone-17", "--out", Proof.temporaryDirectory()])
        #expect(d.status == 64)
        #expect(d.stderr.contains("unknown device \"iphone-17\" (did you mean iphone-16?)"))
        let g = try Proof.run(["render", "airfit/welcome", "--gradient", "peachrose", "--out", Proof.temporaryDirectory()])
        #expect(g.status == 64)
        #expect(g.stderr.contains("unknown gradient \"peachrose\" (did you mean peachRose?)"))
    }
}

@Suite struct RenderFormatTests {
    @Test func svgAndPdfFormats() throws {
        let dir = Proof.temporaryDirectory()
        for format in ["svg", "pdf"] {
            let r = try Proof.run(["render", "airfit/welcome", "--format", format, "--out", dir])
            #expect(r.status == 0, "\(r.stderr)")
            #expect(FileManager.default.fileExists(atPath: dir + "/airfit/welcome.\(format)"))
        }
    }

    /// Cairo names an SVG's images and surfaces from a counter shared by the whole process;
    /// `proof` renumbers them, so a screen drawn late in `--all` is the same file as drawn alone.
    @Test func anSVGIsTheSameFileInAnAllRunAsAlone() throws {
        let dir = Proof.temporaryDirectory()
        let all = try Proof.run(["render", "--all", "--format", "svg", "--appearance", "dark", "--shard", "1/5", "--out", dir], timeout: Proof.slowTimeout)
        #expect(all.status == 0, "\(all.stderr)")
        let manifest = try String(contentsOfFile: dir + "/manifest.json", encoding: .utf8)
        let files = manifest.split(separator: "\"").map(String.init).filter { $0.hasSuffix(".svg") }
        let named = try files.filter { try String(contentsOfFile: dir + "/" + $0, encoding: .utf8).contains("id=\"surface") }
        let file = try #require(named.last, "an SVG with an embedded surface in \(files)")
        // APP/SCREEN[@state][-dark].svg (a dark-only app's files have no suffix)
        var stem = String(file.dropLast(".svg".count))
        if stem.hasSuffix("-dark") { stem.removeLast("-dark".count) }
        let parts = stem.split(separator: "@").map(String.init)
        let one = Proof.temporaryDirectory()
        let single = try Proof.run(["render", parts[0], "--format", "svg", "--appearance", "dark", "--out", one] + (parts.count > 1 ? ["--state", parts[1]] : []))
        #expect(single.status == 0, "\(single.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/" + file)) == Data(contentsOf: URL(fileURLWithPath: one + "/" + file)), "\(file)")
    }

    @Test func unknownFormatIsAUsageError() throws {
        let dir = Proof.temporaryDirectory()
        let bad = try Proof.run(["render", "airfit/welcome", "--format", "gif", "--out", dir])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("--format gif is not png, svg or pdf"))
    }
}

@Suite struct OutputHandlingTests {
    @Test func emptyOutIsAUsageErrorAndWritesNothing() throws {
        let r = try Proof.run(["render", "airfit/welcome", "--out", ""])
        #expect(r.status == 64)
        #expect(r.stderr.contains("--out is empty"))
    }

    @Test func trailingSlashStillGivesRelativeManifestPaths() throws {
        let dir = Proof.temporaryDirectory()
        let r = try Proof.run(["render", "airfit/welcome", "--out", dir + "/"])
        #expect(r.status == 0)
        let manifest = try String(contentsOfFile: dir + "/manifest.json", encoding: .utf8)
        #expect(manifest.contains("\"airfit/welcome.png\""))
    }

    @Test func pdfOutputIsByteIdenticalRunToRun() throws {
        let a = Proof.temporaryDirectory(), b = Proof.temporaryDirectory()
        _ = try Proof.run(["render", "airfit/voice-log", "--format", "pdf", "--out", a])
        Thread.sleep(forTimeInterval: 1.1)
        _ = try Proof.run(["render", "airfit/voice-log", "--format", "pdf", "--out", b])
        let x = try Data(contentsOf: URL(fileURLWithPath: a + "/airfit/voice-log.pdf"))
        let y = try Data(contentsOf: URL(fileURLWithPath: b + "/airfit/voice-log.pdf"))
        #expect(!x.isEmpty && x == y)
    }

    @Test func unreadableTokenFolderIsAnIOError() throws {
        let dir = Proof.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: dir + "/tokens/airfit.resolver.json", withIntermediateDirectories: true)
        let r = try Proof.run(["list"], in: dir)
        #expect(r.status == 74, "\(r.stderr)")
    }
}

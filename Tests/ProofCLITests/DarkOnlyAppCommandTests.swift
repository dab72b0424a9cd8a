import Foundation
import Render
import Testing

/// NutriSync is drawn only in dark (seed 003): `render`, `sheet` and `animate` default to dark
/// for it, name its sheet and animation folders without `-dark`, and refuse a light request
/// with a usage error.
@Suite struct DarkOnlyAppCommandTests {
    @Test func renderDefaultsToDarkAndRefusesLight() throws {
        let dir = Proof.temporaryDirectory()
        let r = try Proof.run(["render", "nutrisync/welcome", "--scale", "1", "--out", dir])
        #expect(r.status == 0, "\(r.stderr)")
        let png = try PNGFile.read(dir + "/nutrisync/welcome-dark.png")
        // The seed's #0A0A0A background just below the status bar, left edge.
        let i = (60 * png.width + 2) * 4
        #expect(Array(png.pixels[i..<i + 4]) == [0x0A, 0x0A, 0x0A, 0xFF])

        let light = Proof.temporaryDirectory()
        let l = try Proof.run(["render", "nutrisync/welcome", "--appearance", "light", "--out", light])
        #expect(l.status == 64)
        #expect(l.stderr == "proof: nutrisync/welcome is drawn only in dark; leave out --appearance light\n")
        #expect(!FileManager.default.fileExists(atPath: light + "/nutrisync"))
    }

    @Test func theSheetIsDarkAndNamedWithoutASuffix() throws {
        let dir = Proof.temporaryDirectory()
        let r = try Proof.run(["sheet", "nutrisync", "--out", dir])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["manifest.json", "nutrisync-sheet.png"])
        let l = try Proof.run(["sheet", "nutrisync", "--appearance", "light", "--out", Proof.temporaryDirectory()])
        #expect(l.status == 64)
        #expect(l.stderr == "proof: nutrisync has no screens drawn in light\n")
    }

    @Test func animationsAreDarkInAFolderWithoutASuffixAndRefuseLight() throws {
        let dir = Proof.temporaryDirectory()
        let r = try Proof.run(["animate", "nutrisync/checkmark-bounce", "--fps", "10", "--scale", "1", "--out", dir])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/nutrisync").sorted() == ["checkmark-bounce"])
        let frame = try PNGFile.read(dir + "/nutrisync/checkmark-bounce/frame-000.png")
        let i = (60 * frame.width + 2) * 4
        #expect(Array(frame.pixels[i..<i + 4]) == [0x0A, 0x0A, 0x0A, 0xFF])

        let light = Proof.temporaryDirectory()
        let l = try Proof.run(["animate", "nutrisync/confetti", "--appearance", "light", "--out", light])
        #expect(l.status == 64)
        #expect(l.stderr == "proof: nutrisync/confetti is drawn only in dark; leave out --appearance light\n")
        #expect(!FileManager.default.fileExists(atPath: light + "/nutrisync"))
        // An app drawn in both keeps its `-dark` folder.
        let both = Proof.temporaryDirectory()
        let d = try Proof.run(["animate", "airfit/mic-ripple", "--appearance", "dark", "--fps", "5", "--scale", "1", "--out", both])
        #expect(d.status == 0, "\(d.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: both + "/airfit") == ["mic-ripple-dark"])
    }
}

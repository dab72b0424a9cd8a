import Foundation
import Render
import Testing

/// NutriSync is drawn only in dark (seed 003): `render` and `sheet` default to dark for it,
/// name its sheet without `-dark`, and refuse a light request with a usage error.
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
}

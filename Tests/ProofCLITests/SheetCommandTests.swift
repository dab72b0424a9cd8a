import Foundation
import Render
import Testing

/// `proof sheet` as a user runs it: the sheet's size from its grid, thumbnails that are
/// the screens `proof render` draws, reruns byte for byte, and the errors with their codes.
@Suite struct SheetCommandTests {
    /// The documented distances of the page (ContactSheetGrid.Points), at 1 px/pt.
    let margin = 64, header = 148, columnGap = 48, labelBand = 16 + 32, rowGap = 40
    /// iPhone 16 at 1 px/pt.
    let thumbWidth = 393, thumbHeight = 852

    @Test func sheetSizeAndThumbnailsMatchTheScreens() throws {
        let dir = Proof.temporaryDirectory()
        let r = try Proof.run(["sheet", "airfit", "--columns", "3", "--scale", "1", "--out", dir])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty)
        let sheet = try PNGFile.read(dir + "/airfit-sheet.png")
        // Four screens in three columns: two rows.
        let columns = 3, rows = 2
        #expect(sheet.width == 2 * margin + columns * thumbWidth + (columns - 1) * columnGap)
        #expect(sheet.height == 2 * margin + header + rows * (thumbHeight + labelBand) + (rows - 1) * rowGap)
        #expect(r.stdout == "wrote \(dir)/airfit-sheet.png (\(sheet.width)×\(sheet.height) px; 4 thumbnails, 3 × 2)\n")
        // Nothing but the sheet and the manifest: no temporary files left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["airfit-sheet.png", "manifest.json"])

        // The fourth thumbnail (row 2, column 1) is airfit/rep-counter as `proof render` draws it.
        let renders = Proof.temporaryDirectory()
        let s = try Proof.run(["render", "airfit/rep-counter", "--scale", "1", "--out", renders])
        #expect(s.status == 0, "\(s.stderr)")
        let screen = try PNGFile.read(renders + "/airfit/rep-counter.png")
        #expect(screen.width == thumbWidth && screen.height == thumbHeight)
        let originX = margin, originY = margin + header + thumbHeight + labelBand + rowGap
        /// The largest channel difference between `image` and the thumbnail, over a grid of
        /// points inside it, clear of its rounded corners.
        func worst(_ image: RGBAImage) -> Int {
            var worst = 0
            for y in stride(from: 100, to: thumbHeight - 100, by: 53) {
                for x in stride(from: 20, to: thumbWidth - 20, by: 31) {
                    let a = (y * image.width + x) * 4, b = ((originY + y) * sheet.width + originX + x) * 4
                    for c in 0..<3 { worst = max(worst, abs(Int(image.pixels[a + c]) - Int(sheet.pixels[b + c]))) }
                }
            }
            return worst
        }
        #expect(worst(screen) <= 2, "thumbnail differs from the screen by \(worst(screen)) levels")
        // Another screen does not pass the same comparison.
        let w = try Proof.run(["render", "airfit/welcome", "--scale", "1", "--out", renders])
        #expect(w.status == 0)
        #expect(worst(try PNGFile.read(renders + "/airfit/welcome.png")) > 20)
        // The page around it: the light sheet's neutral background in the margin.
        #expect(Array(sheet.pixels[0..<4]) == [0xE3, 0xE3, 0xE8, 0xFF])
    }

    @Test func rerunsAreByteIdenticalAndBothAppearancesGetAFileEach() throws {
        let a = Proof.temporaryDirectory(), b = Proof.temporaryDirectory()
        let r = try Proof.run(["sheet", "airfit", "--appearance", "both", "--out", a])
        #expect(r.status == 0, "\(r.stderr)")
        _ = try Proof.run(["sheet", "airfit", "--appearance", "both", "--out", b])
        for name in ["airfit-sheet.png", "airfit-sheet-dark.png"] {
            let x = try Data(contentsOf: URL(fileURLWithPath: a + "/" + name))
            let y = try Data(contentsOf: URL(fileURLWithPath: b + "/" + name))
            #expect(!x.isEmpty && x == y, "\(name)")
        }
        // The default scale, 0.5: 197 × 426 px thumbnails, 2 × 2 for four screens.
        let light = try PNGFile.read(a + "/airfit-sheet.png")
        #expect(light.width == 32 + 2 * 197 + 24 + 32)
        #expect(light.height == 32 + 74 + 2 * (426 + 24) + 20 + 32)
    }

    @Test func unknownAppIsOneLineWithASuggestion() throws {
        let dir = Proof.temporaryDirectory()
        let r = try Proof.run(["sheet", "calia", "--out", dir])
        #expect(r.status == 64)
        #expect(r.stderr.hasPrefix("proof: unknown app \"calia\" (did you mean calai?); apps with screens: airfit, calai"))
        #expect(r.stderr.filter { $0 == "\n" }.count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
    }

    @Test func badOptionsAreUsageErrors() throws {
        let dir = Proof.temporaryDirectory()
        for (args, message) in [(["--states", "some"], "--states some is not default or all"),
                                (["--appearance", "dim"], "--appearance dim is not light, dark or both"),
                                (["--scale", "5"], "--scale 5 is out of range: 0.25…3"),
                                (["--columns", "0"], "--columns 0 is out of range: 1…100"),
                                (["--device", "iphone-17"], "unknown device \"iphone-17\" (did you mean iphone-16?)")] {
            let r = try Proof.run(["sheet", "airfit"] + args + ["--out", dir])
            #expect(r.status == 64, "\(args)")
            #expect(r.stderr.contains(message), "\(r.stderr)")
        }
    }

    @Test func unwritableFolderIsAnIOError() throws {
        let dir = Proof.temporaryDirectory()
        // A file where the folder should be.
        try Data("x".utf8).write(to: URL(fileURLWithPath: dir + "/taken"))
        let r = try Proof.run(["sheet", "airfit", "--out", dir + "/taken/sheets"])
        #expect(r.status == 74, "\(r.stderr)")
        #expect(r.stderr == "proof: --out \(dir)/taken/sheets: \(dir)/taken is a file, not a folder\n")
    }
}

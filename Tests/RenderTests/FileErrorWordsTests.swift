import Foundation
import DisplayList
import Render
import Testing
import Tokens

/// What Render says when a file is in the way: the system's reason in words (never
/// "NSCocoaErrorDomain error 256" nor libpng's bare "Read Error"/"Write Error"), the path,
/// and no temporary or half-written file left behind.
@Suite struct FileErrorWordsTests {
    let dir: String = {
        let d = NSTemporaryDirectory() + "designproof-files-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true)
        return d
    }()

    var pixel: Raster { Raster(width: 1, height: 1, stride: 4, bytes: [0x10, 0x20, 0x30, 0xFF]) }

    func listing() -> [String] { ((try? FileManager.default.subpathsOfDirectory(atPath: dir)) ?? []).sorted() }

    @Test func errnoAndFoundationErrorsInWords() throws {
        #expect(SystemError.words(errno: ENOSPC) == "disk full")
        #expect(SystemError.words(errno: EACCES) == "permission denied")
        #expect(SystemError.words(errno: EISDIR) == "is a folder")
        #expect(SystemError.words(errno: ENOTDIR) == "a part of the path is a file, not a folder")
        #expect(SystemError.words(errno: ENAMETOOLONG) == "path too long")
        #expect(SystemError.words(errno: EROFS) == "read-only file system")
        // Foundation wraps the POSIX error in "error 256"; the words come from inside.
        let handle = try #require(FileHandle(forReadingAtPath: dir))
        defer { try? handle.close() }
        let failure = try #require(throws: (any Error).self) { _ = try handle.read(upToCount: 1) }
        #expect(SystemError.words(for: failure) == "is a folder")
        #expect(SystemError.words(for: CocoaError(.fileWriteOutOfSpace)) == "disk full")
    }

    @Test func writingOntoAFolderSaysSoAndLeavesNothing() throws {
        mkdir(dir + "/taken.png", 0o755)
        #expect(throws: RenderError.io(path: dir + "/taken.png", reason: "is a folder, not a file: remove it or give another path (nothing was written)")) {
            try PNGFile.write(pixel, to: dir + "/taken.png")
        }
        try Data("x".utf8).write(to: URL(fileURLWithPath: dir + "/file"))
        #expect(throws: RenderError.io(path: dir + "/file/deeper/a.png", reason: "cannot write: \(dir)/file is a file, not a folder")) {
            try PNGFile.write(pixel, to: dir + "/file/deeper/a.png")
        }
        #expect(listing() == ["file", "taken.png"])
    }

    /// The folders a write made go again when the write fails (here: a name over 255 bytes).
    @Test func foldersMadeForAFailedWriteAreRemoved() throws {
        let long = String(repeating: "n", count: 300)
        #expect(throws: RenderError.io(path: dir + "/made/" + long, reason: "cannot write: path too long")) {
            try FileBytes.writeAtomically(Data("z".utf8), to: dir + "/made/" + long)
        }
        #expect(listing().isEmpty)
        #expect(FileBytes.makeFolders(dir + "/a/b") == .success([dir + "/a", dir + "/a/b"]))
        #expect(FileBytes.makeFolders(dir + "/a/b") == .success([]))
    }

    @Test func readingSaysFolderTruncatedOrEmpty() throws {
        #expect(throws: RenderError.io(path: dir, reason: "cannot read: it is a folder, not a PNG file")) { _ = try PNGFile.read(dir) }
        #expect(throws: RenderError.io(path: dir + "/none.png", reason: "cannot read: no such file or folder")) { _ = try PNGFile.read(dir + "/none.png") }
        let png = try PNGFile.encode(pixel)
        try png.prefix(png.count - 5).write(to: URL(fileURLWithPath: dir + "/cut.png"))
        #expect(throws: RenderError.badImage(path: dir + "/cut.png", reason: "truncated at byte \(png.count - 5): the file ends before its IEND chunk")) {
            _ = try PNGFile.read(dir + "/cut.png")
        }
        try Data().write(to: URL(fileURLWithPath: dir + "/empty.png"))
        #expect(throws: RenderError.badImage(path: dir + "/empty.png", reason: "not a PNG file (it is empty)")) { _ = try PNGFile.read(dir + "/empty.png") }
    }

    /// SVG and PDF stream into memory; the file is written like a PNG.
    @Test func vectorFilesUseTheSameWords() throws {
        mkdir(dir + "/v.svg", 0o755)
        var list = DisplayList(size: Size(width: 4, height: 4), scale: 1, background: RGBA(hex: "#FFFFFF")!)
        list.append(.shape("s", Rect(x: 0, y: 0, width: 2, height: 2), fill: .solid(RGBA(hex: "#000000")!)))
        #expect(throws: RenderError.io(path: dir + "/v.svg", reason: "is a folder, not a file: remove it or give another path (nothing was written)")) {
            try CairoRenderer().writeVector(list, format: .svg, to: dir + "/v.svg")
        }
        let svg = try CairoRenderer().vectorData(list, format: .svg)
        #expect(String(decoding: svg.prefix(5), as: UTF8.self) == "<?xml")
        #expect(listing() == ["v.svg"])
    }
}

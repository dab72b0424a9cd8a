import Foundation
import Render
import Testing

/// The PNG reader against crafted, hostile files (issue 12): each fails with one clear
/// reason before allocating what it claims, or reads the pixels it really holds. Every
/// case runs through the file reader and the in-memory one.
@Suite struct PNGReaderLimitsTests {
    let dir: String = {
        let d = NSTemporaryDirectory() + "designproof-pnglimits-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true)
        return d
    }()

    /// Reads `data` from a file and from memory; both must give the same result, with
    /// "file"/"data" and the name told apart in messages.
    func read(_ data: Data, _ name: String = "x.png") -> (file: Result<RGBAImage, RenderError>, memory: Result<RGBAImage, RenderError>) {
        let path = dir + "/" + name
        #expect(FileManager.default.createFile(atPath: path, contents: data))
        return (Result { () throws(RenderError) in try PNGFile.read(path) },
                Result { () throws(RenderError) in try PNGFile.decode(data, name: name) })
    }

    /// Expects both readers to fail as `.badImage` with `reason` (its "file" becoming "data" in memory).
    func expectBad(_ data: Data, _ reason: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let (file, memory) = read(data)
        #expect(file == .failure(.badImage(path: dir + "/x.png", reason: reason)), sourceLocation: sourceLocation)
        let inMemory = reason.replacingOccurrences(of: "the file ends", with: "the data ends")
        #expect(memory == .failure(.badImage(path: "x.png", reason: inMemory)), sourceLocation: sourceLocation)
    }

    func expectTooLarge(_ data: Data, _ reason: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let (file, memory) = read(data)
        #expect(file == .failure(.imageTooLarge(path: dir + "/x.png", reason: reason)), sourceLocation: sourceLocation)
        #expect(memory == .failure(.imageTooLarge(path: "x.png", reason: reason)), sourceLocation: sourceLocation)
    }

    func expectTwoByTwo(_ data: Data, sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = RGBAImage(width: 2, height: 2, pixels: CraftedPNG.twoByTwoPixels.flatMap { $0 })
        let (file, memory) = read(data)
        #expect(file == .success(expected), sourceLocation: sourceLocation)
        #expect(memory == .success(expected), sourceLocation: sourceLocation)
    }

    @Test func theCraftedBaseImageReads() {
        expectTwoByTwo(CraftedPNG.twoByTwo())
    }

    /// libpng only warns that such a chunk is "too large", then allocated and cleared the
    /// claimed 2 GB before reading it (proof diff peaked at 2.1 GB). The chunk is skipped
    /// now, and the file ends long before the claim.
    @Test(arguments: [("tEXt", Array("Comment\0abc".utf8)),
                      ("zTXt", Array("Comment\0\0".utf8) + [0x78, 0x9C, 0x63, 0x00]),
                      ("iTXt", Array("Comment\0\u{1}\0\0\0".utf8) + [0x78, 0x9C, 0x63, 0x00])])
    func textChunkClaimingTwoGigabytesFailsAtTheEndOfTheFile(type: String, present: [UInt8]) {
        let claim = CraftedPNG.chunk(type, present, claimedLength: 0x7FFF_FFF0)
        let data = CraftedPNG.file([CraftedPNG.ihdr(width: 2, height: 2), claim])
        expectBad(data, "truncated at byte \(data.count): the file ends inside its \(type) chunk (\(type): chunk data is too large)")
    }

    /// Text, colour-profile, physical-size and private chunks are skipped unread (pixels are
    /// taken as stored): a zTXt that is not even valid zlib, and an iCCP of garbage, change nothing.
    @Test func ancillaryChunksAreSkippedUnread() {
        let noise = [UInt8](repeating: 0xA5, count: 300_000)
        expectTwoByTwo(CraftedPNG.twoByTwo(before: [
            CraftedPNG.chunk("tEXt", Array("Title\0hello".utf8)),
            CraftedPNG.chunk("zTXt", Array("Comment\0\0".utf8) + noise),
            CraftedPNG.chunk("iTXt", Array("Comment\0\u{1}\0en\0\0".utf8) + noise),
            CraftedPNG.chunk("iCCP", Array("icc\0\0".utf8) + noise),
            CraftedPNG.chunk("gAMA", CraftedPNG.bigEndian(100_000)),
            CraftedPNG.chunk("prVt", noise),
        ], after: [CraftedPNG.chunk("tEXt", Array("After\0the image".utf8))]))
    }

    /// Ten thousand text chunks: none is kept, so the chunk cache never fills.
    @Test func manySmallTextChunksAreSkipped() {
        let text = CraftedPNG.chunk("tEXt", Array("k\0v".utf8))
        expectTwoByTwo(CraftedPNG.twoByTwo(before: Array(repeating: text, count: 10_000)))
    }

    /// A bad checksum on an ancillary chunk is a warning (the chunk is dropped); on a
    /// critical one it is an error naming the chunk.
    @Test func badChecksums() {
        expectTwoByTwo(CraftedPNG.twoByTwo(before: [CraftedPNG.chunk("tEXt", Array("k\0v".utf8), crc: 0xDEAD_BEEF)]))
        let badIHDR = CraftedPNG.file([CraftedPNG.chunk("IHDR", CraftedPNG.bigEndian(2) + CraftedPNG.bigEndian(2) + [8, 6, 0, 0, 0], crc: 0xDEAD_BEEF),
                                       CraftedPNG.chunk("IEND")])
        expectBad(badIHDR, "IHDR: CRC error")
        let idat = CraftedPNG.chunk("IDAT", CraftedPNG.storedZlib(CraftedPNG.rows(CraftedPNG.twoByTwoPixels)), crc: 0x1234_5678)
        expectBad(CraftedPNG.file([CraftedPNG.ihdr(width: 2, height: 2), idat, CraftedPNG.chunk("IEND")]), "IDAT: CRC error")
    }

    @Test func sizesOverTheLimitsAreRefusedFromTheHeader() {
        let idat = CraftedPNG.chunk("IDAT", [0x78, 0x9C, 0x63, 0x00])
        expectTooLarge(CraftedPNG.file([CraftedPNG.ihdr(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF), idat]),
                       "image is 2147483647×2147483647 px, over the limit of 16384 px a side")
        expectTooLarge(CraftedPNG.file([CraftedPNG.ihdr(width: 0xFFFF_FFFF, height: 1), idat]),
                       "image is 4294967295×1 px, over the limit of 16384 px a side")
        expectTooLarge(CraftedPNG.file([CraftedPNG.ihdr(width: 1, height: 16385), idat]),
                       "image is 1×16385 px, over the limit of 16384 px a side")
        // A PNG bomb: 16384 × 16384 px is within the side limit but would decode to 1 GiB
        // from a file of a megabyte; refused before any decompression.
        expectTooLarge(CraftedPNG.file([CraftedPNG.ihdr(width: 16384, height: 16384), idat]),
                       "image is 16384×16384 px = 268435456 px, over the limit of 67108864 px in all")
        expectTooLarge(CraftedPNG.file([CraftedPNG.ihdr(width: 8193, height: 8192), idat]),
                       "image is 8193×8192 px = 67117056 px, over the limit of 67108864 px in all")
    }

    @Test func invalidHeadersSayWhy() {
        let idat = CraftedPNG.chunk("IDAT", [0x78, 0x9C, 0x63, 0x00])
        expectBad(CraftedPNG.file([CraftedPNG.ihdr(width: 0, height: 2), idat]), "Invalid IHDR data (Image width is zero in IHDR)")
        expectBad(CraftedPNG.file([CraftedPNG.ihdr(width: 2, height: 2, colorType: 5), idat]), "Invalid IHDR data (Invalid color type in IHDR)")
        expectBad(CraftedPNG.file([CraftedPNG.ihdr(width: 2, height: 2, bitDepth: 7), idat]), "Invalid IHDR data (Invalid color type/bit depth combination in IHDR)")
        expectBad(CraftedPNG.file([CraftedPNG.chunk("IDAT", [0x78, 0x9C, 0x63, 0x00])]), "IDAT: Missing IHDR before IDAT")
        expectBad(Data(), "not a PNG file (it is empty)")
        expectBad(Data([0x89, 0x50]), "truncated at byte 2 (the file ends inside the signature)")
        expectBad(Data([0x89, 0x51, 0x4E]), "not a PNG file (bad signature)")
        expectBad(Data(CraftedPNG.signature), "truncated at byte 8: the file ends before its IEND chunk")
    }

    @Test func truncationNamesTheByteAndTheChunk() {
        let whole = CraftedPNG.twoByTwo()
        // signature 8 + IHDR 25 = 33; IDAT: 8 header, 2 + 5 + 18 + 4 = 29 data, 4 CRC; IEND 12.
        expectBad(whole.prefix(50), "truncated at byte 50: the file ends inside its IDAT chunk")
        expectBad(whole.prefix(72), "truncated at byte 72: the file ends inside the checksum of its IDAT chunk")
        expectBad(whole.prefix(25), "truncated at byte 25: the file ends inside its IHDR chunk")
        // Without IEND the image is complete, but the file is not.
        expectBad(whole.prefix(whole.count - 12), "truncated at byte \(whole.count - 12): the file ends before its IEND chunk")
    }

    /// libpng inflates and throws away whatever compressed data follows the last row: a
    /// megabyte of it cost a gigabyte of inflating. A few bytes are tolerated, 64 KiB are not.
    @Test func compressedDataAfterTheImageIsBounded() {
        let image = CraftedPNG.rows(CraftedPNG.twoByTwoPixels)
        let few = CraftedPNG.chunk("IDAT", CraftedPNG.storedZlib(image + [UInt8](repeating: 0, count: 100)))
        expectTwoByTwo(CraftedPNG.file([CraftedPNG.ihdr(width: 2, height: 2), few, CraftedPNG.chunk("IEND")]))
        let many = CraftedPNG.chunk("IDAT", CraftedPNG.storedZlib(image + [UInt8](repeating: 0, count: 100_000)))
        expectBad(CraftedPNG.file([CraftedPNG.ihdr(width: 2, height: 2), many, CraftedPNG.chunk("IEND")]),
                  "IDAT: over 64 KiB of compressed data after the image's last row")
    }

    @Test func tooLittleImageDataIsAnError() {
        let short = CraftedPNG.chunk("IDAT", CraftedPNG.storedZlib(CraftedPNG.rows([CraftedPNG.twoByTwoPixels[0]])))
        expectBad(CraftedPNG.file([CraftedPNG.ihdr(width: 2, height: 2), short, CraftedPNG.chunk("IEND")]), "Not enough image data")
    }

    @Test func aFolderIsAnIOError() throws {
        let folder = dir + "/folder.png"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        #expect(throws: RenderError.io(path: folder, reason: "cannot read: it is a folder, not a PNG file")) { try PNGFile.read(folder) }
    }

    /// The flavours that are normalised to RGBA8: palette with transparency, 16-bit grey,
    /// grey + alpha, RGB, and Adam7 interlacing.
    @Test func everyFlavourBecomesStraightRGBA() {
        let palette = CraftedPNG.file([
            CraftedPNG.ihdr(width: 2, height: 1, colorType: 3),
            CraftedPNG.chunk("PLTE", [10, 20, 30, 40, 50, 60]),
            CraftedPNG.chunk("tRNS", [77]),
            CraftedPNG.chunk("IDAT", CraftedPNG.storedZlib(CraftedPNG.rows([[0, 1]]))),
            CraftedPNG.chunk("IEND"),
        ])
        #expect(read(palette).memory == .success(RGBAImage(width: 2, height: 1, pixels: [10, 20, 30, 77, 40, 50, 60, 255])))
        let grey16 = CraftedPNG.file([
            CraftedPNG.ihdr(width: 2, height: 1, bitDepth: 16, colorType: 0),
            CraftedPNG.chunk("IDAT", CraftedPNG.storedZlib(CraftedPNG.rows([[0x12, 0x34, 0xFE, 0xDC]]))),
            CraftedPNG.chunk("IEND"),
        ])
        #expect(read(grey16).memory == .success(RGBAImage(width: 2, height: 1, pixels: [0x12, 0x12, 0x12, 255, 0xFE, 0xFE, 0xFE, 255])))
        let greyAlpha = CraftedPNG.file([
            CraftedPNG.ihdr(width: 1, height: 1, colorType: 4),
            CraftedPNG.chunk("IDAT", CraftedPNG.storedZlib(CraftedPNG.rows([[90, 30]]))),
            CraftedPNG.chunk("IEND"),
        ])
        #expect(read(greyAlpha).memory == .success(RGBAImage(width: 1, height: 1, pixels: [90, 90, 90, 30])))
        let rgb = CraftedPNG.file([
            CraftedPNG.ihdr(width: 1, height: 1, colorType: 2),
            CraftedPNG.chunk("IDAT", CraftedPNG.storedZlib(CraftedPNG.rows([[1, 2, 3]]))),
            CraftedPNG.chunk("IEND"),
        ])
        #expect(read(rgb).memory == .success(RGBAImage(width: 1, height: 1, pixels: [1, 2, 3, 255])))
        // Adam7 on 2×2: pass 1 holds (0,0), pass 6 (1,0), pass 7 row 1.
        let p = CraftedPNG.twoByTwoPixels
        let interlaced = CraftedPNG.file([
            CraftedPNG.ihdr(width: 2, height: 2, interlace: 1),
            CraftedPNG.chunk("IDAT", CraftedPNG.storedZlib(CraftedPNG.rows([Array(p[0][0..<4]), Array(p[0][4..<8]), p[1]]))),
            CraftedPNG.chunk("IEND"),
        ])
        expectTwoByTwo(interlaced)
    }
}

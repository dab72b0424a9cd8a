import Foundation
import FuzzSupport
import Render

/// The PNG reader (CPNG's libpng calls behind Render's PNGFile), from memory and from a
/// file: both must give the same pixels or the same reason; and the APNG reader
/// (AnimatedPNG.decode) on the same bytes. Limits are smaller than the
/// defaults (the same code, fewer bytes to allocate per input).
///
/// Each input is read as it is and, when its chunk checksums are wrong, once more with
/// them corrected: nearly every mutation breaks a CRC, and libpng refuses a critical chunk
/// with a bad one before looking inside, so without the second read the fuzzer would
/// hardly get past the IHDR.
@main enum PNGFuzzer {
    static func main() { FuzzEntry.main(name: "png", callback: LLVMFuzzerTestOneInput) }
}

/// Where the file reader reads each input from; one file per process, in memory (/dev/shm)
/// where there is one: a disk write per input would cost more than the decoding.
let inputPath = (FileManager.default.isWritableFile(atPath: "/dev/shm") ? "/dev/shm/" : NSTemporaryDirectory())
    + "designproof-fuzz-png-\(getpid()).png"

@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    readBothWays(Data(bytes))
    readAnimated(Data(bytes))
    readWebP(Data(bytes))
    let corrected = withCorrectChecksums(bytes)
    if corrected != bytes {
        readBothWays(Data(corrected))
        readAnimated(Data(corrected))
        readWebP(Data(corrected))
    }
    return 0
}

/// The WebP side (the gallery's `--images webp`): the bytes read as a WebP by libwebp's
/// decoder within the limits, or one line; and when they are a PNG that decodes, its
/// pixels written by our WebP encoder (cwebp_fast.c) and read back by libwebp: every
/// visible pixel as the fast PNG of the same picture has it.
func readWebP(_ bytes: Data) {
    let maxSide = 2048, maxPixels = 1 << 20
    do {
        let image = try WebPFile.decode(bytes, name: "fuzz.webp", maxSide: maxSide, maxPixels: maxPixels)
        require(image.pixels.count == image.width * image.height * 4 && image.width <= maxSide && image.height <= maxSide,
                "a WebP over the limits was decoded")
    } catch {
        require(!error.description.contains("\n"), "an error of more than one line: \(error.description)")
    }
    guard let png = try? PNGFile.decode(bytes, name: "fuzz.png", maxSide: maxSide, maxPixels: maxPixels) else { return }
    // Premultiplied BGRA, as Cairo draws (how the gallery hands pictures to the encoder).
    var bgra = [UInt8](repeating: 0, count: png.pixels.count)
    for i in stride(from: 0, to: png.pixels.count, by: 4) {
        let a = UInt32(png.pixels[i + 3])
        func pm(_ v: UInt8) -> UInt8 { UInt8((UInt32(v) * a + 127) / 255) }
        bgra[i] = pm(png.pixels[i + 2]); bgra[i + 1] = pm(png.pixels[i + 1]); bgra[i + 2] = pm(png.pixels[i]); bgra[i + 3] = UInt8(a)
    }
    let raster = Raster(width: png.width, height: png.height, stride: png.width * 4, bytes: bgra)
    do {
        let webp = try WebPFile.decode(try WebPFile.encode(raster), name: "ours.webp", maxSide: maxSide, maxPixels: maxPixels)
        let expected = try PNGFile.decode(try PNGFile.encode(raster, options: .fast), name: "fast.png", maxSide: maxSide, maxPixels: maxPixels)
        require(webp.width == expected.width && webp.height == expected.height, "our WebP decoded at another size")
        for i in stride(from: 0, to: expected.pixels.count, by: 4) where expected.pixels[i + 3] != 0 || webp.pixels[i + 3] != 0 {
            require(webp.pixels[i..<(i + 4)].elementsEqual(expected.pixels[i..<(i + 4)]), "our WebP decoded to other pixels at byte \(i)")
        }
    } catch {
        fatalError("a picture that decodes as a PNG could not go through our WebP encoder: \(error)")
    }
}

/// Decodes `bytes` as an APNG (AnimatedPNG.decode: its chunk walk, then each frame through
/// the memory reader): frames the canvas's size, as many as acTL says, or one line.
func readAnimated(_ bytes: Data) {
    let maxPixels = 1 << 20
    do {
        let animation = try AnimatedPNG.decode(bytes, name: "fuzz.png", maxFrames: 64, maxPixels: maxPixels)
        require(!animation.frames.isEmpty && animation.frames.count * animation.width * animation.height <= maxPixels, "an animation over the limits was decoded")
        for frame in animation.frames {
            require(frame.image.width == animation.width && frame.image.height == animation.height, "a frame is not the canvas's size")
        }
    } catch {
        require(!error.description.contains("\n"), "an error of more than one line: \(error.description)")
    }
}

/// Decodes `bytes` from memory and from a file; the two must agree.
func readBothWays(_ bytes: Data) {
    let maxSide = 2048, maxPixels = 1 << 20
    let memory = Result { () throws(RenderError) in try PNGFile.decode(bytes, name: "fuzz.png", maxSide: maxSide, maxPixels: maxPixels) }
    guard FileManager.default.createFile(atPath: inputPath, contents: bytes) else { fatalError("cannot write \(inputPath)") }
    let file = Result { () throws(RenderError) in try PNGFile.read(inputPath, maxSide: maxSide, maxPixels: maxPixels) }
    unlink(inputPath) // libFuzzer has no end-of-run hook: leave nothing behind
    switch (memory, file) {
    case let (.success(a), .success(b)):
        require(a == b, "the memory and file readers decoded different pixels")
        require(a.pixels.count == a.width * a.height * 4 && a.width <= maxSide && a.height <= maxSide, "an image over the limits was decoded")
    case let (.failure(a), .failure(b)):
        let inMemory = a.description
        let fromFile = b.description.replacingOccurrences(of: inputPath, with: "fuzz.png")
            .replacingOccurrences(of: "the file ends", with: "the data ends")
        require(inMemory == fromFile, "the readers disagree: \(inMemory) | \(fromFile)")
        require(!inMemory.contains("\n"), "an error of more than one line: \(inMemory)")
    default:
        fatalError("one reader failed, the other did not: \(memory) | \(file)")
    }
}

/// `bytes` with the CRC of every whole chunk after the signature recomputed.
func withCorrectChecksums(_ bytes: [UInt8]) -> [UInt8] {
    var out = bytes
    var at = 8
    while at + 12 <= out.count {
        let length = out[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) }
        let end = at + 8 + length
        guard length <= 0x7FFF_FFFF, end + 4 <= out.count else { break }
        let crc = CRC32.of(out[(at + 4)..<end])
        for k in 0..<4 { out[end + k] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * k)) }
        at = end + 4
    }
    return out
}

/// PNG's CRC-32 (ISO 3309), table-driven.
enum CRC32 {
    static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func of(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        ~bytes.reduce(0xFFFF_FFFF) { table[Int(($0 ^ UInt32($1)) & 0xFF)] ^ ($0 >> 8) }
    }
}

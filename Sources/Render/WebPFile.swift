import CPNG
import Foundation
import Tokens

/// Lossless WebP: what the gallery stores its pictures as with `--images webp`. Encoded by
/// our own encoder (`cwebp_fast.c`: one pass of choices that suit rendered screens, well under
/// half the bytes of the fast PNG), decoded by libwebp; libwebp's own encoder is kept for
/// comparison (`encodeWithLibwebp`: about 5 % smaller again, several times slower). Every pixel
/// survives except the colour under a fully clear one, which nobody can see.
public enum WebPFile {
    /// The lossless WebP encoding of `raster`, in memory, by our encoder: subtract-green,
    /// a predictor per 8 × 8 tile, backward references (runs, and stretches seen before
    /// found by a hash chain), a colour cache, one Huffman code per channel.
    /// The same raster gives the same bytes on every run and every machine.
    public static func encode(_ raster: Raster) throws(RenderError) -> Data {
        try checked(raster)
        var out: UnsafeMutablePointer<UInt8>?
        var length = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = raster.bytes.withUnsafeBufferPointer { buffer in
            cwebp_encode_argb32_fast(buffer.baseAddress, UInt32(raster.width), UInt32(raster.height), raster.stride,
                                     &out, &length, &message, message.count)
        }
        guard status == 0, let out else { throw .cairo("cannot encode the WebP: " + text(message)) }
        return Data(adoptingEncoderOutput: out, count: length)
    }

    /// libwebp's lossless encoder at `method` 0…6 and `quality` 0…100 (one thread): for
    /// comparing ours with (docs/PERFORMANCE.md). Its bytes depend on libwebp's version.
    public static func encodeWithLibwebp(_ raster: Raster, method: Int = 1, quality: Int = 0) throws(RenderError) -> Data {
        try checked(raster)
        var out: UnsafeMutablePointer<UInt8>?
        var length = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = raster.bytes.withUnsafeBufferPointer { buffer in
            cwebp_encode_argb32_lossless(buffer.baseAddress, UInt32(raster.width), UInt32(raster.height), raster.stride,
                                         Int32(clamping: method), Int32(clamping: quality), &out, &length, &message, message.count)
        }
        guard status == 0, let out else { throw .cairo("cannot encode the WebP: " + text(message)) }
        defer { cwebp_free(out) }
        return Data(bytes: out, count: length)
    }

    private static func checked(_ raster: Raster) throws(RenderError) {
        guard raster.width > 0, raster.height > 0, raster.stride >= raster.width * 4,
              raster.bytes.count >= raster.stride * raster.height else {
            throw .unsupported("a raster of \(raster.width)×\(raster.height) px with \(raster.stride) bytes a row cannot be encoded")
        }
    }

    /// Straight-alpha RGBA8 pixels of a WebP of at most `maxSide` pixels a side and
    /// `maxPixels` in all (checked from the header before anything is allocated).
    public static func decode(_ data: Data, name: String = "WebP data", maxSide: Int = CairoRenderer.maxPixelsPerSide,
                              maxPixels: Int = PNGFile.maxPixels) throws(RenderError) -> RGBAImage {
        let limits = cpng_limits(max_side: UInt32(clamping: maxSide), max_pixels: UInt64(clamping: maxPixels))
        var message = [CChar](repeating: 0, count: 256)
        let result: Result<RGBAImage, RenderError> = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var width: UInt32 = 0, height: UInt32 = 0
            switch cwebp_size(bytes.baseAddress, bytes.count, limits, &width, &height, &message, message.count) {
            case Int32(CPNG_OK): break
            case Int32(CPNG_ERR_LIMIT): return .failure(.imageTooLarge(path: name, reason: text(message)))
            default: return .failure(.badWebP(path: name, reason: text(message)))
            }
            var pixels = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
            let status = pixels.withUnsafeMutableBufferPointer { rgba in
                cwebp_decode_rgba(bytes.baseAddress, bytes.count, rgba.baseAddress, rgba.count, width, height, &message, message.count)
            }
            guard status == 0 else { return .failure(.badWebP(path: name, reason: text(message))) }
            return .success(RGBAImage(width: Int(width), height: Int(height), pixels: pixels))
        }
        return try result.get()
    }

    /// Reads a WebP file (the gallery's pictures) as `PNGFile.read` reads a PNG: once, whole,
    /// through `InputFile` (at most `PNGFile.maxFileSize`, the RIFF signature checked as it
    /// arrives), then decoded within `maxSide` and `maxPixels`.
    public static func read(_ path: String, maxSide: Int = CairoRenderer.maxPixelsPerSide,
                            maxPixels: Int = PNGFile.maxPixels) throws(RenderError) -> RGBAImage {
        switch InputFile.read(path, limit: PNGFile.maxFileSize, startsWith: Array("RIFF".utf8)) {
        case .success(let bytes): return try decode(Data(bytes), name: path, maxSide: maxSide, maxPixels: maxPixels)
        case .failure(let problem):
            switch problem.kind {
            case .missing: throw .io(path: path, reason: "cannot read: " + SystemError.words(errno: ENOENT))
            case .folder: throw .io(path: path, reason: "cannot read: it is a folder, not a WebP file")
            case .unreadable(let code): throw .io(path: path, reason: "cannot read: " + SystemError.words(errno: code))
            case .tooLarge: throw .imageTooLarge(path: path, reason: "the file " + problem.reason)
            case .silent, .notRegular: throw .io(path: path, reason: problem.reason)
            case .wrongStart: throw .badWebP(path: path, reason: "not a WebP file (no RIFF header)")
            }
        }
    }

    /// The C shim's message buffer as a line (libwebp says nothing for some faults).
    static func text(_ message: [CChar]) -> String {
        let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return reason.isEmpty ? "libwebp gave no reason" : reason
    }
}

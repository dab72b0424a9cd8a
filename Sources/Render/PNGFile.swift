import CPNG
import Foundation
import Tokens

/// How to encode a PNG: fast for animation frames, small for snapshots and references.
/// Both go through libdeflate (no libpng); only level 0 (stored, uncompressed) is libpng's.
public struct PNGOptions: Hashable, Sendable {
    /// The deflate level: libdeflate's 1…12 (1 fastest, 12 smallest; 1…9 are about as
    /// small as zlib's levels of the same number, and several times faster); 0 stores the
    /// rows uncompressed through libpng.
    public var zlibLevel: Int
    /// true: each row takes the filter libpng's heuristic would pick (smaller, slower);
    /// false: the fast encoder — at level 1 its own deflate stream (rows Up or Sub, runs of
    /// zeros, Huffman blocks: Sources/CPNG/cpng_fast.c), at other levels unfiltered rows.
    public var allFilters: Bool
    /// With `allFilters`: the threads the rows are filtered on, 1 or 2 (a tall image's lower
    /// half on a helper thread; the same bytes either way). One where the caller already
    /// keeps both cores busy (`render` of several screens, a recording's lanes): a helper
    /// there only adds a thread to switch between (`render --all` was 1.6 % slower with it).
    public var filterThreads: Int = 2
    /// Options of `zlibLevel` and `allFilters`.
    public init(zlibLevel: Int, allFilters: Bool) { self.zlibLevel = zlibLevel; self.allFilters = allFilters }
    /// For animation frames: level 1, the fast encoder's own deflate stream.
    public static let fast = PNGOptions(zlibLevel: 1, allFilters: false)
    /// For snapshots and references: filtered rows at level 6 — on @3x screens 1–10 % larger
    /// than libpng's zlib 9 with every filter, and 8–20 × quicker (docs/PERFORMANCE.md).
    public static let small = PNGOptions(zlibLevel: 6, allFilters: true)
    /// `.small` with its rows filtered on the calling thread alone.
    public static let smallOnOneThread: PNGOptions = {
        var options = PNGOptions.small
        options.filterThreads = 1
        return options
    }()
}

/// Straight-alpha RGBA8 pixels read from a PNG.
public struct RGBAImage: Sendable, Equatable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Rows top to bottom, 4 bytes a pixel: red, green, blue, alpha (straight, 0…255).
    public let pixels: [UInt8]

    /// An image of `width` × `height` pixels; `pixels` must hold exactly 4 bytes for each.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "RGBA8 needs 4 bytes a pixel")
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}

/// Reads and writes PNG files through the CPNG shim (libpng behind return codes).
public enum PNGFile {
    /// Writes `raster` to `path` atomically: encoded in memory, written into a temporary
    /// file beside it and renamed into place, so a failure never leaves a half-written or
    /// clobbered file, and reads as the system's reason ("disk full").
    public static func write(_ raster: Raster, to path: String, options: PNGOptions = .small) throws(RenderError) {
        try FileBytes.writeAtomically(try encode(raster, options: options), to: path)
    }

    /// The PNG encoding of `raster`, in memory: the fast encoder (`.fast`: frames, the
    /// gallery; its own deflate at level 1, libdeflate on unfiltered rows above) or each row
    /// filtered as libpng's heuristic would, deflated by libdeflate at `options.zlibLevel`
    /// (`.small`). Level 0 (stored) goes through libpng.
    public static func encode(_ raster: Raster, options: PNGOptions = .small) throws(RenderError) -> Data {
        guard options.zlibLevel >= 1 else {
            return try AnimatedPNG.encode(raster, zlibLevel: options.zlibLevel, allFilters: options.allFilters)
        }
        var png: UnsafeMutablePointer<UInt8>?
        var length = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = raster.bytes.withUnsafeBufferPointer { buffer in
            options.allFilters
                ? cpng_encode_argb32_filtered(buffer.baseAddress, UInt32(raster.width), UInt32(raster.height), raster.stride,
                                              Int32(clamping: options.zlibLevel), options.filterThreads > 1 ? 2 : 1,
                                              &png, &length, &message, message.count)
                : cpng_encode_argb32_fast(buffer.baseAddress, UInt32(raster.width), UInt32(raster.height), raster.stride,
                                          Int32(clamping: options.zlibLevel), &png, &length, &message, message.count)
        }
        guard status == 0, let png else {
            throw PNGFile.encodingFailed(message)
        }
        return Data(adoptingEncoderOutput: png, count: length)
    }

    /// The PNG encoding of `raster` by libpng and zlib (`zlibLevel` 0…9, every filter or
    /// none): what `.small` was before issue 19, for `proof bench`'s comparison.
    public static func encodeWithLibpng(_ raster: Raster, zlibLevel: Int, allFilters: Bool) throws(RenderError) -> Data {
        try AnimatedPNG.encode(raster, zlibLevel: zlibLevel, allFilters: allFilters)
    }

    /// Encodes straight RGBA8 pixels (e.g. a diff heatmap) as PNG.
    public static func encodeRGBA(_ rgba: [UInt8], width: Int, height: Int) throws(RenderError) -> Data {
        var argb = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0..<(width * height) {
            let a = UInt32(rgba[i * 4 + 3])
            func pm(_ v: UInt8) -> UInt8 { UInt8((UInt32(v) * a + 127) / 255) }
            // Native-endian ARGB32: B, G, R, A in memory.
            argb[i * 4] = pm(rgba[i * 4 + 2]); argb[i * 4 + 1] = pm(rgba[i * 4 + 1]); argb[i * 4 + 2] = pm(rgba[i * 4]); argb[i * 4 + 3] = UInt8(a)
        }
        return try encode(Raster(width: width, height: height, stride: width * 4, bytes: argb), options: .fast)
    }

    /// The most pixels a decoded PNG may have: 8192 × 8192, 256 MiB as RGBA8. Without a
    /// bound a 1 MB file can claim 16384 × 16384 px (a gigabyte once decoded); this keeps
    /// `proof diff`'s two images and its heatmap under a gigabyte. Every screen, animation
    /// frame and contact sheet up to --scale 2 is far below it.
    public static let maxPixels = 1 << 26

    /// Decodes PNG bytes held in memory; `name` says where they came from in messages.
    public static func decode(_ data: Data, name: String = "PNG data", maxSide: Int = CairoRenderer.maxPixelsPerSide,
                              maxPixels: Int = PNGFile.maxPixels) throws(RenderError) -> RGBAImage {
        try decode(data, name: name, maxSide: maxSide, maxPixels: maxPixels, fastPath: true)
    }

    /// `decode`, with the libdeflate fast path or (`fastPath: false`, for the tests that
    /// check our encoders against libpng) libpng only.
    static func decode<Bytes: ContiguousBytes & Collection<UInt8>>(_ data: Bytes, name: String, maxSide: Int, maxPixels: Int,
                                                                   fastPath: Bool, what: String = "data") throws(RenderError) -> RGBAImage {
        if let cut = truncatedSignature(Array(data.prefix(8)), of: what) { throw .badImage(path: name, reason: cut) }
        let limits = cpng_limits(max_side: UInt32(clamping: maxSide), max_pixels: UInt64(clamping: maxPixels))
        if fastPath, let image = data.withUnsafeBytes({ fastDecode($0, limits: limits) }) { return image }
        let result: Result<RGBAImage, RenderError> = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            return Result { () throws(RenderError) in
                try decode(name: name) { reader, width, height, message, size in
                    cpng_reader_open_memory(bytes.baseAddress, bytes.count, what == "file" ? 1 : 0, limits, reader, width, height, message, size)
                }
            }
        }
        return try result.get()
    }

    /// Reads a PNG of at most `maxSide` pixels a side and `maxPixels` in all as straight-alpha
    /// RGBA8. The file is read once, whole, through `InputFile` (so a pipe or FIFO works as
    /// a file does, and a silent one is an error after a bounded wait), then decoded from
    /// memory: 8-bit RGBA PNGs (ours, and most others) by libdeflate, anything else by libpng.
    public static func read(_ path: String, maxSide: Int = CairoRenderer.maxPixelsPerSide,
                            maxPixels: Int = PNGFile.maxPixels) throws(RenderError) -> RGBAImage {
        let bytes: [UInt8]
        // The signature is checked as soon as it arrives: /dev/zero is not read to the bound.
        switch InputFile.read(path, limit: maxFileSize, startsWith: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
        case .success(let read): bytes = read
        case .failure(let problem):
            switch problem.kind {
            case .missing: throw .io(path: path, reason: "cannot read: " + SystemError.words(errno: ENOENT))
            case .folder: throw .io(path: path, reason: "cannot read: it is a folder, not a PNG file")
            case .unreadable(let code): throw .io(path: path, reason: "cannot read: " + SystemError.words(errno: code))
            case .tooLarge: throw .imageTooLarge(path: path, reason: "the file " + problem.reason)
            case .silent, .notRegular: throw .io(path: path, reason: problem.reason)
            case .wrongStart: throw .badImage(path: path, reason: "not a PNG file (bad signature)")
            }
        }
        return try decode(bytes, name: path, maxSide: maxSide, maxPixels: maxPixels, fastPath: true, what: "file")
    }

    /// The largest PNG file `read` takes: the pixel limit's worth of RGBA stored without
    /// compression (8192 rows of 32,769 bytes, 268.5 MB with deflate's block headers) and
    /// room for chunks besides.
    public static let maxFileSize = 272 << 20

    /// 8-bit RGBA, non-interlaced PNG bytes decoded by libdeflate (cpng_read_fast.c), or nil
    /// for anything else — another format, a size over `limits`, any fault — which libpng
    /// then reads and, when it is bad, explains.
    static func fastDecode(_ bytes: UnsafeRawBufferPointer, limits: cpng_limits) -> RGBAImage? {
        let base = bytes.bindMemory(to: UInt8.self).baseAddress
        var width: UInt32 = 0, height: UInt32 = 0
        guard cpng_fast_size(base, bytes.count, limits, &width, &height) == CPNG_OK else { return nil }
        let count = Int(width) * Int(height) * 4
        // A filter byte a row more than the pixels: the rows are inflated there and unfiltered in place.
        let capacity = count + Int(height)
        var ok = false
        let pixels = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            ok = cpng_decode_rgba_fast(base, bytes.count, limits, buffer.baseAddress, capacity) == CPNG_OK
            initialized = ok ? count : 0
        }
        return ok ? RGBAImage(width: Int(width), height: Int(height), pixels: pixels) : nil
    }

    /// Opens a CPNG reader with `open`, then decodes straight into the image's own array
    /// (no second copy of the pixels).
    private static func decode(
        name: String,
        open: (UnsafeMutablePointer<OpaquePointer?>, UnsafeMutablePointer<UInt32>, UnsafeMutablePointer<UInt32>,
               UnsafeMutablePointer<CChar>, Int) -> Int32
    ) throws(RenderError) -> RGBAImage {
        var message = [CChar](repeating: 0, count: 320)
        var reader: OpaquePointer?
        var width: UInt32 = 0, height: UInt32 = 0
        var status = message.withUnsafeMutableBufferPointer { open(&reader, &width, &height, $0.baseAddress!, $0.count) }
        defer { cpng_reader_close(reader) }
        var pixels: [UInt8] = []
        if status == CPNG_OK {
            let count = Int(width) * Int(height) * 4
            pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                status = message.withUnsafeMutableBufferPointer {
                    cpng_reader_read_rgba(reader, buffer.baseAddress, count, $0.baseAddress!, $0.count)
                }
                // On failure the rows are partly written: hand back none of them.
                initialized = status == CPNG_OK ? count : 0
            }
        }
        let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        switch Int(status) {
        case Int(CPNG_OK): return RGBAImage(width: Int(width), height: Int(height), pixels: pixels)
        case Int(CPNG_ERR_IO): throw .io(path: name, reason: "cannot read: " + (reason.first.map { $0.lowercased() + reason.dropFirst() } ?? "the C library gave no reason"))
        case Int(CPNG_ERR_LIMIT): throw .imageTooLarge(path: name, reason: reason)
        default: throw .badImage(path: name, reason: reason.isEmpty ? "corrupt data" : reason)
        }
    }

    /// A file of 1…7 bytes that starts like a PNG: cut inside its signature, which libpng
    /// would call a bad signature.
    static func truncatedSignature(_ head: [UInt8], of what: String) -> String? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard !head.isEmpty, head.count < signature.count, head == Array(signature.prefix(head.count)) else { return nil }
        return "truncated at byte \(head.count) (the \(what) ends inside the signature)"
    }
}

extension PNGFile {
    /// What an encoder in CPNG that failed says, from its message buffer.
    static func encodingFailed(_ message: [CChar]) -> RenderError {
        let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return .cairo("cannot encode the PNG: " + (reason.isEmpty ? "the encoder gave no reason" : reason))
    }
}

extension Data {
    /// The `count` bytes an encoder in CPNG allocated at `pointer`, without copying them:
    /// freed by `cpng_free` when the data is let go. A 12 MB frame's PNG is not copied once
    /// more, nor does the copy make the kernel map fresh pages.
    init(adoptingEncoderOutput pointer: UnsafeMutablePointer<UInt8>, count: Int) {
        self.init(bytesNoCopy: pointer, count: count, deallocator: .custom { bytes, _ in cpng_free(bytes) })
    }
}

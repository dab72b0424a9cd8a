import CPNG
import Foundation
import Tokens

/// How to encode a PNG: fast for animation frames, small for snapshots and references.
public struct PNGOptions: Hashable, Sendable {
    public var zlibLevel: Int
    public var allFilters: Bool
    public init(zlibLevel: Int, allFilters: Bool) { self.zlibLevel = zlibLevel; self.allFilters = allFilters }
    public static let fast = PNGOptions(zlibLevel: 1, allFilters: false)
    public static let small = PNGOptions(zlibLevel: 9, allFilters: true)
}

/// Straight-alpha RGBA8 pixels read from a PNG.
public struct RGBAImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let pixels: [UInt8]
}

/// Reads and writes PNG files through the CPNG shim (libpng behind return codes).
public enum PNGFile {
    /// Writes `raster` to `path` atomically: encoded in memory, written into a temporary
    /// file beside it and renamed into place, so a failure never leaves a half-written or
    /// clobbered file, and reads as the system's reason ("disk full").
    public static func write(_ raster: Raster, to path: String, options: PNGOptions = .small) throws(RenderError) {
        try FileBytes.writeAtomically(try encode(raster, options: options), to: path)
    }

    /// The PNG encoding of `raster`, in memory.
    public static func encode(_ raster: Raster, options: PNGOptions = .small) throws(RenderError) -> Data {
        try AnimatedPNG.encode(raster, zlibLevel: options.zlibLevel, allFilters: options.allFilters)
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

    /// Decodes PNG data (through a temporary file: libpng reads files in our shim).
    public static func decode(_ data: Data, maxSide: Int = 16384) throws(RenderError) -> RGBAImage {
        let path = NSTemporaryDirectory() + "designproof-decode-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).png"
        if let code = FileBytes.create(path, data: data) { throw .io(path: path, reason: "cannot write: " + SystemError.words(errno: code)) }
        defer { unlink(path) }
        return try read(path, maxSide: maxSide)
    }

    /// Reads a PNG of at most `maxSide` pixels a side as straight-alpha RGBA8.
    public static func read(_ path: String, maxSide: Int = 16384) throws(RenderError) -> RGBAImage {
        // What libpng cannot say: a folder opens and reads as "bad signature", a missing
        // file as its C library's text.
        var st = stat()
        guard stat(path, &st) == 0 else { throw .io(path: path, reason: "cannot read: " + SystemError.words(errno: errno)) }
        if (st.st_mode & S_IFMT) == S_IFDIR { throw .io(path: path, reason: "cannot read: it is a folder, not a PNG file") }
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: UInt32 = 0, height: UInt32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = cpng_read_rgba(path, UInt32(maxSide), UInt32(maxSide), &pixels, &width, &height, &message, message.count)
        let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        switch Int(status) {
        case Int(CPNG_OK):
            defer { cpng_free(pixels) }
            let count = Int(width) * Int(height) * 4
            return RGBAImage(width: Int(width), height: Int(height), pixels: Array(UnsafeBufferPointer(start: pixels, count: count)))
        case Int(CPNG_ERR_IO): throw .io(path: path, reason: "cannot read: " + (reason.first.map { $0.lowercased() + reason.dropFirst() } ?? "the C library gave no reason"))
        case Int(CPNG_ERR_LIMIT): throw .imageTooLarge(path: path, reason: reason)
        default: throw .badImage(path: path, reason: readFailure(reason, path: path, size: Int(st.st_size)))
        }
    }

    /// libpng's reason for a file it could not decode, made specific where libpng is terse:
    /// its "Read Error" means the file ended early, and a short file fails the signature.
    static func readFailure(_ reason: String, path: String, size: Int) -> String {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        if size == 0 { return "the file is empty" }
        if reason == "Read Error" { return "truncated at byte \(size) (the file ends inside a chunk)" }
        if size < signature.count, let head = FileManager.default.contents(atPath: path), Array(head) == Array(signature.prefix(head.count)) {
            return "truncated at byte \(size) (the file ends inside the signature)"
        }
        if reason.isEmpty { return "corrupt data" }
        return reason
    }
}

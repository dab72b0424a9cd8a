import CPNG
import Foundation

/// Animated PNG (APNG) assembled from ordinary PNG encodings: the first frame's IDAT
/// chunks stay IDAT (so viewers without APNG show frame 0), later frames become fdAT
/// chunks, each frame preceded by its fcTL. libpng 1.6 as Debian ships it has no APNG
/// writer, hence the chunk assembly here.
public enum AnimatedPNG {
    /// How long each frame shows: `numerator`/`denominator` seconds, as the fcTL chunk
    /// stores it (two 16-bit numbers), so that 45 fps is exactly 1/45 s, not 1/22 or 0.022.
    public struct Delay: Equatable, Sendable {
        /// The delay's numerator, in seconds over `denominator`.
        public let numerator: UInt16
        /// The delay's denominator (never 0 from `Delay`'s own initialiser).
        public let denominator: UInt16

        /// `frames` frames of an animation at `fps` frames per second: frames/fps s, in
        /// lowest terms; nil when that does not fit fcTL's 16-bit fields.
        public init?(frames: Int, fps: Int) {
            guard frames > 0, fps > 0 else { return nil }
            var (a, b) = (frames, fps)
            while b != 0 { (a, b) = (b, a % b) }
            let (n, d) = (frames / a, fps / a)
            guard n <= Int(UInt16.max), d <= Int(UInt16.max) else { return nil }
            numerator = UInt16(n)
            denominator = UInt16(d)
        }
    }

    /// Writes `frames` (all the same size) to `path` atomically, each shown for 1/`fps` s,
    /// looping forever. Browsers show frames shorter than about 10 ms for 100 ms, so callers
    /// pass at most 60 fps (see `playbackStep`).
    public static func write(_ frames: [Raster], fps: Int, to path: String, zlibLevel: Int = 6) throws(RenderError) {
        guard let delay = Delay(frames: 1, fps: fps) else { throw .unsupported("an animated PNG at \(fps) fps (give 1…65535)") }
        try FileBytes.writeAtomically(try encode(frames, delay: delay, zlibLevel: zlibLevel), to: path)
    }

    /// The APNG encoding of `frames` (all the same size), each shown for `delay`, looping forever.
    /// Each frame goes through `PNGFile.encode` (libdeflate at `zlibLevel`); `allFilters:
    /// false` leaves its rows unfiltered (the gallery: larger, several times quicker).
    public static func encode(_ frames: [Raster], delay: Delay, zlibLevel: Int = 6, allFilters: Bool = true) throws(RenderError) -> Data {
        guard let first = frames.first else { throw .unsupported("an animated PNG without frames") }
        return try assemble(count: frames.count, delay: delay, options: PNGOptions(zlibLevel: zlibLevel, allFilters: allFilters)) { index throws(RenderError) in
            let frame = frames[index]
            guard frame.width == first.width, frame.height == first.height else {
                throw .unsupported("animated PNG frames differ in size (\(frame.width)×\(frame.height) vs \(first.width)×\(first.height))")
            }
            return (frame, FrameRegion(x: 0, y: 0, width: frame.width, height: frame.height, blendOver: false))
        }
    }

    /// The APNG around `count` frames, each given by `frame` as what it stores and where:
    /// frame 0 (the whole canvas) keeps its IDAT chunks, so viewers without APNG show it;
    /// each later frame's become fdAT chunks; every frame follows its fcTL (its region,
    /// `delay`, dispose none, blend over or source). Loops forever.
    static func assemble(count: Int, delay: Delay, options: PNGOptions,
                         frame: (Int) throws(RenderError) -> (stored: Raster, region: FrameRegion)) throws(RenderError) -> Data {
        var out = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var sequence: UInt32 = 0
        for index in 0..<count {
            let (stored, region) = try frame(index)
            let chunks = try Self.chunks(of: try PNGFile.encode(stored, options: options))
            if index == 0 {
                guard let ihdr = chunks.first(where: { $0.type == "IHDR" }) else { throw .cairo("encoder produced no IHDR") }
                out.append(chunk("IHDR", ihdr.data))
                out.append(chunk("acTL", be32(UInt32(count)) + be32(0)))
            }
            // fcTL: sequence, width, height, x, y, delay num/den, dispose none, blend.
            out.append(chunk("fcTL", be32(sequence) + be32(UInt32(region.width)) + be32(UInt32(region.height))
                             + be32(UInt32(region.x)) + be32(UInt32(region.y))
                             + be16(delay.numerator) + be16(delay.denominator) + Data([0, region.blendOver ? 1 : 0])))
            sequence += 1
            for idat in chunks where idat.type == "IDAT" {
                if index == 0 {
                    out.append(chunk("IDAT", idat.data))
                } else {
                    out.append(chunk("fdAT", be32(sequence) + idat.data))
                    sequence += 1
                }
            }
        }
        out.append(chunk("IEND", Data()))
        return out
    }

    /// Every how many frames of an `fps` animation go into the APNG so that it plays at
    /// ≤ 30 fps (real time in browsers, and a file a reviewer can open).
    public static func playbackStep(fps: Int) -> Int { max(1, (fps + 29) / 30) }

    static func encode(_ raster: Raster, zlibLevel: Int, allFilters: Bool = true) throws(RenderError) -> Data {
        var png: UnsafeMutablePointer<UInt8>?
        var length = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = raster.bytes.withUnsafeBufferPointer { buffer in
            cpng_encode_argb32(buffer.baseAddress, UInt32(raster.width), UInt32(raster.height), raster.stride,
                               Int32(zlibLevel), allFilters ? Int32(CPNG_FILTERS_ALL) : Int32(CPNG_FILTERS_NONE), &png, &length, &message, message.count)
        }
        guard status == 0, let png else {
            throw PNGFile.encodingFailed(message)
        }
        defer { cpng_free(png) }
        return Data(bytes: png, count: length)
    }

    /// The chunks of a PNG stream (type and payload).
    static func chunks(of png: Data) throws(RenderError) -> [(type: String, data: Data)] {
        let bytes = [UInt8](png)
        var out: [(String, Data)] = []
        var i = 8
        while i + 12 <= bytes.count {
            let length = Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            guard i + 12 + length <= bytes.count else { throw .cairo("truncated PNG chunk") }
            let type = String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self)
            out.append((type, Data(bytes[(i + 8)..<(i + 8 + length)])))
            i += 12 + length
        }
        return out
    }

    static func chunk(_ type: String, _ payload: Data) -> Data {
        let typeBytes = Data(type.utf8)
        let body = typeBytes + payload
        let crc = body.withUnsafeBytes { cpng_crc32(0, $0.bindMemory(to: UInt8.self).baseAddress, body.count) }
        return be32(UInt32(payload.count)) + body + be32(crc)
    }

    static func be32(_ v: UInt32) -> Data { Data([UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]) }
    static func be16(_ v: UInt16) -> Data { Data([UInt8(v >> 8), UInt8(v & 0xFF)]) }
}

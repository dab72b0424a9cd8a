import CPNG
import Foundation

/// The frames of an animated PNG, each composed onto the full canvas as a viewer shows it.
public struct AnimatedImage: Sendable, Equatable {
    /// One frame as a viewer shows it.
    public struct Frame: Sendable, Equatable {
        /// The whole canvas after this frame was drawn (straight-alpha RGBA8).
        public let image: RGBAImage
        /// How long the frame shows, in seconds (fcTL's delay; a zero denominator means 1/100).
        public let delay: Double
        /// When it starts: the sum of the delays before it.
        public let time: Double
    }
    /// The canvas width in pixels.
    public let width: Int
    /// The canvas height in pixels.
    public let height: Int
    /// The frames in playing order.
    public let frames: [Frame]
}

extension AnimatedPNG {
    /// The most frames `decode` accepts (a 4096-frame reference is ten minutes at 6 fps).
    public static let maxFrames = 4096

    /// Decodes an APNG: walks its chunks (every length, checksum and sequence number checked,
    /// every frame's rectangle inside the canvas, at most `maxFrames` frames and `maxPixels`
    /// pixels in all frames together, checked from acTL before any frame is decoded), decodes
    /// each frame as a PNG of its own through the ordinary reader, and composes it onto the
    /// canvas as fcTL's dispose and blend operations say. libpng as Debian ships it has no
    /// APNG reader. `name` says where the bytes came from in messages; every fault is a
    /// `RenderError.badImage` (or `.imageTooLarge`) naming what and where, never a crash.
    public static func decode(_ data: Data, name: String = "animated PNG data", maxFrames: Int = AnimatedPNG.maxFrames,
                              maxPixels: Int = PNGFile.maxPixels) throws(RenderError) -> AnimatedImage {
        let layout = try APNGLayout(bytes: [UInt8](data), name: name, maxFrames: maxFrames, maxPixels: maxPixels)
        return try layout.compose()
    }
}

/// An APNG's chunks, checked and sorted into frames, before any pixel is decoded.
struct APNGLayout {
    struct Frame {
        let x: Int, y: Int, width: Int, height: Int
        let delay: Double
        /// 0 none, 1 background (cleared to transparent black), 2 previous (restored).
        let dispose: UInt8
        /// 0 source (replaces), 1 over (alpha-composited).
        let blend: UInt8
        var data: [[UInt8]] = []
    }

    let name: String
    let width: Int
    let height: Int
    /// IHDR's bit depth, colour type, compression, filter and interlace bytes (every frame's).
    let format: [UInt8]
    /// PLTE and tRNS chunks, which every frame's PNG needs too.
    let palette: [(type: String, data: [UInt8])]
    let frames: [Frame]

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    init(bytes: [UInt8], name: String, maxFrames: Int, maxPixels: Int) throws(RenderError) {
        self.name = name
        func bad(_ reason: String) -> RenderError { .badImage(path: name, reason: reason) }
        guard bytes.count >= 8, Array(bytes[0..<8]) == Self.signature else {
            throw bad(bytes.isEmpty ? "not a PNG file (it is empty)" : "not a PNG file (bad signature)")
        }
        var canvas: (width: Int, height: Int)?
        var format: [UInt8] = []
        var palette: [(String, [UInt8])] = []
        var declared: Int?
        var frames: [Frame] = []
        var sequence: UInt32 = 0
        var sawIDAT = false, sawFdAT = false, sawIEND = false
        // True while the frame being read takes IDAT chunks (its fcTL came before the first IDAT).
        var idatFrame = false
        var i = 8
        while i < bytes.count {
            guard i + 8 <= bytes.count else { throw bad("truncated at byte \(bytes.count): the data ends inside a chunk's length and type") }
            let length = Int(Self.be32(bytes, i))
            // Four ASCII letters, or the message would carry whatever bytes the file holds.
            guard bytes[(i + 4)..<(i + 8)].allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
                throw bad("the chunk at byte \(i) has the type \(Self.hex(Self.be32(bytes, i + 4))), not four letters: the file is corrupt")
            }
            let type = String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self)
            guard length <= 0x7FFF_FFFF else { throw bad("\(type) chunk at byte \(i) claims \(length) bytes, over PNG's 2³¹ − 1") }
            guard i + 12 + length <= bytes.count else {
                throw bad("truncated at byte \(bytes.count): the data ends inside its \(type) chunk (at byte \(i), \(length) bytes)")
            }
            let stored = Self.be32(bytes, i + 8 + length)
            let computed = bytes.withUnsafeBufferPointer { cpng_crc32(0, $0.baseAddress! + i + 4, 4 + length) }
            guard stored == computed else {
                throw bad("\(type) chunk at byte \(i) has CRC \(Self.hex(stored)), its bytes give \(Self.hex(computed)): the file is corrupt")
            }
            let body = Array(bytes[(i + 8)..<(i + 8 + length)])
            let at = "\(type) chunk at byte \(i)"
            if canvas == nil, type != "IHDR" { throw bad("the first chunk is \(type), not IHDR") }
            switch type {
            case "IHDR":
                guard canvas == nil, body.count == 13 else { throw bad("\(at): a second IHDR, or not 13 bytes long") }
                let w = Int(Self.be32(body, 0)), h = Int(Self.be32(body, 4))
                guard w > 0, h > 0 else { throw bad("\(at): the canvas is \(w)×\(h) px") }
                guard w <= CairoRenderer.maxPixelsPerSide, h <= CairoRenderer.maxPixelsPerSide, w * h <= maxPixels else {
                    throw .imageTooLarge(path: name, reason: "the canvas is \(w)×\(h) px, over the limit of \(CairoRenderer.maxPixelsPerSide) px a side or \(maxPixels) px in all")
                }
                canvas = (w, h)
                format = Array(body[8..<13])
            case "PLTE", "tRNS":
                guard !sawIDAT, !sawFdAT else { throw bad("\(at): \(type) after the image data") }
                palette.append((type, body))
            case "acTL":
                guard declared == nil, !sawIDAT else { throw bad("\(at): acTL must come once, before the image data") }
                guard body.count == 8 else { throw bad("\(at): acTL is \(body.count) bytes long, not 8") }
                let count = Int(Self.be32(body, 0))
                guard count > 0 else { throw bad("\(at): acTL says the animation has 0 frames; it needs at least one") }
                guard count <= maxFrames else {
                    throw .imageTooLarge(path: name, reason: "acTL claims \(count) frames, over the limit of \(maxFrames)")
                }
                let (w, h) = canvas!
                guard count * w * h <= maxPixels else {
                    throw .imageTooLarge(path: name, reason: "\(count) frames of \(w)×\(h) px are \(count * w * h) px, over the limit of \(maxPixels) px in all")
                }
                declared = count
            case "fcTL":
                guard let declared else { throw bad("\(at): fcTL before acTL (not an animated PNG)") }
                guard body.count == 26 else { throw bad("\(at): fcTL is \(body.count) bytes long, not 26") }
                try Self.checkSequence(body, expected: &sequence, at: at, name: name)
                if let last = frames.last, last.data.isEmpty { throw bad("\(at): frame \(frames.count - 1) has no image data") }
                guard frames.count < declared else { throw bad("\(at): more frames than acTL's \(declared)") }
                let (w, h) = canvas!
                let fw = Int(Self.be32(body, 4)), fh = Int(Self.be32(body, 8)), fx = Int(Self.be32(body, 12)), fy = Int(Self.be32(body, 16))
                guard fw > 0, fh > 0, fx + fw <= w, fy + fh <= h else {
                    throw bad("\(at): frame \(frames.count) is \(fw)×\(fh) px at (\(fx), \(fy)), outside the \(w)×\(h) px canvas")
                }
                if frames.isEmpty, fx != 0 || fy != 0 || fw != w || fh != h {
                    throw bad("\(at): the first frame is \(fw)×\(fh) px at (\(fx), \(fy)); it must fill the \(w)×\(h) px canvas")
                }
                let (dispose, blend) = (body[24], body[25])
                guard dispose <= 2, blend <= 1 else { throw bad("\(at): dispose_op \(dispose) or blend_op \(blend) is not one PNG defines") }
                let numerator = Int(body[20]) << 8 | Int(body[21]), denominator = Int(body[22]) << 8 | Int(body[23])
                frames.append(Frame(x: fx, y: fy, width: fw, height: fh, delay: Double(numerator) / Double(denominator == 0 ? 100 : denominator),
                                    dispose: dispose, blend: blend))
                idatFrame = !sawIDAT
            case "IDAT":
                guard declared != nil else { throw bad("\(at): image data before any acTL chunk (not an animated PNG)") }
                guard !sawFdAT else { throw bad("\(at): IDAT after fdAT") }
                sawIDAT = true
                // Without an fcTL before it, the IDAT image is a still shown by viewers
                // without APNG, not a frame of the animation.
                if idatFrame { frames[frames.count - 1].data.append(body) }
            case "fdAT":
                guard body.count > 4 else { throw bad("\(at): fdAT is \(body.count) bytes long, under the 4 of its sequence number") }
                try Self.checkSequence(body, expected: &sequence, at: at, name: name)
                guard !frames.isEmpty, !idatFrame else { throw bad("\(at): fdAT without an fcTL of its own before it") }
                guard sawIDAT else { throw bad("\(at): fdAT before the IDAT image") }
                sawFdAT = true
                frames[frames.count - 1].data.append(Array(body[4...]))
            case "IEND":
                sawIEND = true
            default:
                // Ancillary chunks (lower-case first letter) are skipped; an unknown critical
                // one changes how the image reads.
                guard type.first?.isLowercase == true else { throw bad("\(at): unknown critical chunk \(type)") }
            }
            i += 12 + length
            if sawIEND { break }
        }
        guard sawIEND else { throw bad("truncated at byte \(bytes.count): the data ends before its IEND chunk") }
        guard let declared else { throw bad("not an animated PNG: it has no acTL chunk") }
        if let last = frames.last, last.data.isEmpty { throw bad("frame \(frames.count - 1) has no image data") }
        guard frames.count == declared else { throw bad("acTL promises \(declared) frames, the file holds \(frames.count)") }
        self.width = canvas!.width
        self.height = canvas!.height
        self.format = format
        self.palette = palette
        self.frames = frames
    }

    /// Every frame decoded and composed onto the canvas, which starts transparent black.
    func compose() throws(RenderError) -> AnimatedImage {
        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        var out: [AnimatedImage.Frame] = []
        out.reserveCapacity(frames.count)
        var time = 0.0
        for (k, frame) in frames.enumerated() {
            let image = try PNGFile.decode(standalonePNG(frame), name: "\(name) frame \(k)")
            guard image.width == frame.width, image.height == frame.height else {
                throw .badImage(path: name, reason: "frame \(k) decodes to \(image.width)×\(image.height) px, its fcTL says \(frame.width)×\(frame.height)")
            }
            // Dispose "previous" on the first frame means "background" (the PNG spec).
            let saved = frame.dispose == 2 && k > 0 ? region(of: canvas, frame) : nil
            draw(image, frame, onto: &canvas)
            out.append(AnimatedImage.Frame(image: RGBAImage(width: width, height: height, pixels: canvas), delay: frame.delay, time: time))
            time += frame.delay
            if let saved {
                restore(saved, frame, into: &canvas)
            } else if frame.dispose != 0 {
                clear(frame, in: &canvas)
            }
        }
        return AnimatedImage(width: width, height: height, frames: out)
    }

    /// The frame's data as a PNG of its own: IHDR at the frame's size, the palette, its
    /// image data as IDAT chunks, IEND.
    private func standalonePNG(_ frame: Frame) -> Data {
        var png = Data(Self.signature)
        png.append(AnimatedPNG.chunk("IHDR", AnimatedPNG.be32(UInt32(frame.width)) + AnimatedPNG.be32(UInt32(frame.height)) + Data(format)))
        for (type, data) in palette { png.append(AnimatedPNG.chunk(type, Data(data))) }
        for data in frame.data { png.append(AnimatedPNG.chunk("IDAT", Data(data))) }
        png.append(AnimatedPNG.chunk("IEND", Data()))
        return png
    }

    private func draw(_ image: RGBAImage, _ frame: Frame, onto canvas: inout [UInt8]) {
        canvas.withUnsafeMutableBufferPointer { dst in
            image.pixels.withUnsafeBufferPointer { src in
                for row in 0..<frame.height {
                    let d0 = ((frame.y + row) * width + frame.x) * 4, s0 = row * frame.width * 4
                    if frame.blend == 0 {
                        for b in 0..<(frame.width * 4) { dst[d0 + b] = src[s0 + b] }
                        continue
                    }
                    for x in 0..<frame.width {
                        let s = s0 + x * 4, d = d0 + x * 4
                        let sa = Int(src[s + 3])
                        if sa == 0 { continue }
                        if sa == 255 {
                            for c in 0..<4 { dst[d + c] = src[s + c] }
                            continue
                        }
                        // Straight-alpha OVER, as the APNG specification writes it.
                        let u = sa * 255, v = (255 - sa) * Int(dst[d + 3]), al = u + v
                        for c in 0..<3 { dst[d + c] = UInt8((Int(src[s + c]) * u + Int(dst[d + c]) * v + al / 2) / al) }
                        dst[d + 3] = UInt8((al + 127) / 255)
                    }
                }
            }
        }
    }

    private func region(of canvas: [UInt8], _ frame: Frame) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(frame.width * frame.height * 4)
        for row in 0..<frame.height {
            let d0 = ((frame.y + row) * width + frame.x) * 4
            out.append(contentsOf: canvas[d0..<(d0 + frame.width * 4)])
        }
        return out
    }

    private func clear(_ frame: Frame, in canvas: inout [UInt8]) {
        for row in 0..<frame.height {
            let d0 = ((frame.y + row) * width + frame.x) * 4
            canvas.replaceSubrange(d0..<(d0 + frame.width * 4), with: repeatElement(0, count: frame.width * 4))
        }
    }

    private func restore(_ saved: [UInt8], _ frame: Frame, into canvas: inout [UInt8]) {
        for row in 0..<frame.height {
            let d0 = ((frame.y + row) * width + frame.x) * 4, s0 = row * frame.width * 4
            canvas.replaceSubrange(d0..<(d0 + frame.width * 4), with: saved[s0..<(s0 + frame.width * 4)])
        }
    }

    private static func checkSequence(_ body: [UInt8], expected: inout UInt32, at: String, name: String) throws(RenderError) {
        let found = be32(body, 0)
        guard found == expected else {
            throw .badImage(path: name, reason: "\(at): sequence number \(found), expected \(expected) (chunks missing or out of order)")
        }
        expected &+= 1
    }

    private static func be32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
    }

    private static func hex(_ v: UInt32) -> String {
        let s = String(v, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: max(0, 8 - s.count)) + s
    }
}

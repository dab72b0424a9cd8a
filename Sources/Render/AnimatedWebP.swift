import CPNG
import Foundation

/// Animated lossless WebP: what the gallery plays an animation as when its pictures are WebP
/// (about half the bytes of the APNG of the same frames). Each frame after the first stores
/// only the rectangle that changed since the frame before, as `AnimatedPNG.encodeDeltas`
/// does: drawn over the canvas (alpha-blended, the unchanged pixels clear) when every changed
/// pixel is opaque, else replacing the rectangle. The frames are our own VP8L encodings
/// (`WebPFile.encode`) inside the extended format's VP8X, ANIM and ANMF chunks; libwebp's
/// demuxer reads them back (`decode`).
public enum AnimatedWebP {
    /// The animated WebP of `frames` (all the same size), each shown for `delay`, looping
    /// forever. WebP stores durations in whole milliseconds: frame k ends at k + 1 delays
    /// rounded to the millisecond, so 1/30 s plays as 33, 34, 33 … and never drifts.
    public static func encodeDeltas(_ frames: [Raster], delay: AnimatedPNG.Delay) throws(RenderError) -> Data {
        guard let first = frames.first else { throw .unsupported("an animated WebP without frames") }
        let seconds = Double(delay.numerator) / Double(max(delay.denominator, 1))
        guard seconds >= 0.001, seconds * 1000 < Double((1 << 24) - 1) else {
            throw .unsupported("an animated WebP frame of \(seconds) s (WebP stores 1 ms to 4.6 hours)")
        }
        guard first.width <= Self.maxSide, first.height <= Self.maxSide else {
            throw .unsupported("an animated WebP of \(first.width)×\(first.height) px (WebP allows \(Self.maxSide) px a side)")
        }
        var body = Data()
        var alpha = false
        for index in frames.indices {
            let frame = frames[index]
            guard frame.width == first.width, frame.height == first.height, frame.stride == first.stride else {
                throw .unsupported("animated WebP frames differ in size (\(frame.width)×\(frame.height) vs \(first.width)×\(first.height))")
            }
            let stored = index == 0 ? Stored(raster: frame, x: 0, y: 0, blend: false) : try delta(from: frames[index - 1], to: frame)
            alpha = alpha || !stored.raster.isOpaque
            let duration = milliseconds(through: index + 1, delay) - milliseconds(through: index, delay)
            var anmf = Data()
            anmf.append(le24(stored.x / 2)); anmf.append(le24(stored.y / 2))
            anmf.append(le24(stored.raster.width - 1)); anmf.append(le24(stored.raster.height - 1))
            anmf.append(le24(duration))
            // Bit 1: do not blend (replace the rectangle); bit 0: dispose to background (never).
            anmf.append(stored.blend ? 0 : 0b10)
            anmf.append(try vp8lChunk(WebPFile.encode(stored.raster)))
            body.append(chunk("ANMF", anmf))
        }
        var vp8x = Data([(alpha ? 0x10 : 0) | 0x02, 0, 0, 0])   // alpha, animation
        vp8x.append(le24(first.width - 1)); vp8x.append(le24(first.height - 1))
        // Background clear (browsers paint the page under it), loop forever.
        let anim = Data([0, 0, 0, 0, 0, 0])
        var file = chunk("VP8X", vp8x) + chunk("ANIM", anim) + body
        guard file.count + 4 <= Int(UInt32.max) else { throw .unsupported("an animated WebP over 4 GiB") }
        file = Data("WEBP".utf8) + file
        return Data("RIFF".utf8) + le32(file.count) + file
    }

    /// The frames of an animated WebP, each composed onto the canvas as a browser shows it
    /// (libwebp's demuxer), checked against `maxFrames` and `maxPixels` — every frame's
    /// pixels counted — before any frame is decoded. Faults are `.badWebP` or `.imageTooLarge`.
    public static func decode(_ data: Data, name: String = "animated WebP data", maxFrames: Int = AnimatedPNG.maxFrames,
                              maxPixels: Int = PNGFile.maxPixels) throws(RenderError) -> AnimatedImage {
        let limits = cpng_limits(max_side: UInt32(clamping: Self.maxSide), max_pixels: UInt64(clamping: maxPixels))
        var message = [CChar](repeating: 0, count: 256)
        let result: Result<AnimatedImage, RenderError> = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var width: UInt32 = 0, height: UInt32 = 0, count: UInt32 = 0
            switch cwebp_anim_size(bytes.baseAddress, bytes.count, limits, UInt32(clamping: maxFrames), &width, &height, &count, &message, message.count) {
            case Int32(CPNG_OK): break
            case Int32(CPNG_ERR_LIMIT): return .failure(.imageTooLarge(path: name, reason: WebPFile.text(message)))
            default: return .failure(.badWebP(path: name, reason: WebPFile.text(message)))
            }
            let frameBytes = Int(width) * Int(height) * 4
            var pixels = [UInt8](repeating: 0, count: frameBytes * Int(count))
            var ends = [Int32](repeating: 0, count: Int(count))
            let status = pixels.withUnsafeMutableBufferPointer { rgba in
                cwebp_anim_decode(bytes.baseAddress, bytes.count, rgba.baseAddress, rgba.count, width, height, count, &ends, &message, message.count)
            }
            guard status == 0 else { return .failure(.badWebP(path: name, reason: WebPFile.text(message))) }
            var frames: [AnimatedImage.Frame] = []
            var start = 0
            for k in 0..<Int(count) {
                let end = Int(ends[k])
                let image = RGBAImage(width: Int(width), height: Int(height), pixels: Array(pixels[k * frameBytes ..< (k + 1) * frameBytes]))
                frames.append(AnimatedImage.Frame(image: image, delay: Double(end - start) / 1000, time: Double(start) / 1000))
                start = end
            }
            return .success(AnimatedImage(width: Int(width), height: Int(height), frames: frames))
        }
        return try result.get()
    }

    /// WebP's largest side (14-bit sizes in VP8L).
    static let maxSide = 16384

    /// A frame as stored: its pixels, where they go (even, as ANMF halves the offsets) and
    /// whether they are blended over the canvas.
    struct Stored {
        let raster: Raster
        let x: Int, y: Int
        let blend: Bool
    }

    /// What changed from `previous` to `current`, its corner moved up and left to even
    /// coordinates; the pixels that adds are unchanged ones, clear when the patch is drawn
    /// over and the frame's own otherwise — `AnimatedPNG.delta`'s change, an unchanged frame one clear pixel drawn over.
    static func delta(from previous: Raster, to current: Raster) throws(RenderError) -> Stored {
        let (patch, region) = try AnimatedPNG.delta(from: previous, to: current)
        let dx = region.x % 2, dy = region.y % 2
        guard dx != 0 || dy != 0 else { return Stored(raster: patch, x: region.x, y: region.y, blend: region.blendOver) }
        let (x0, y0) = (region.x - dx, region.y - dy)
        let (w, h) = (patch.width + dx, patch.height + dy)
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        for row in 0..<h {
            for column in 0..<w {
                let out = (row * w + column) * 4
                let (pr, pc) = (row - dy, column - dx)
                if pr >= 0, pc >= 0 {
                    let from = pr * patch.stride + pc * 4
                    for c in 0..<4 { bytes[out + c] = patch.bytes[from + c] }
                } else if !region.blendOver {
                    let from = (y0 + row) * current.stride + (x0 + column) * 4
                    for c in 0..<4 { bytes[out + c] = current.bytes[from + c] }
                }
            }
        }
        return Stored(raster: Raster(width: w, height: h, stride: w * 4, bytes: bytes), x: x0, y: y0, blend: region.blendOver)
    }

    /// When frame `count` − 1 ends, in milliseconds from the start, rounded to the nearest.
    static func milliseconds(through count: Int, _ delay: AnimatedPNG.Delay) -> Int {
        let (n, d) = (Int(delay.numerator), Int(max(delay.denominator, 1)))
        return (count * n * 2000 + d) / (2 * d)
    }

    /// The "VP8L" chunk of a simple-format file `WebPFile.encode` wrote.
    static func vp8lChunk(_ file: Data) throws(RenderError) -> Data {
        let bytes = [UInt8](file)
        guard bytes.count > 20, Array(bytes[0..<4]) == Array("RIFF".utf8), Array(bytes[12..<16]) == Array("VP8L".utf8) else {
            throw .cairo("our WebP encoder did not write a VP8L file")
        }
        return Data(bytes[12...])
    }

    static func chunk(_ type: String, _ payload: Data) -> Data {
        var out = Data(type.utf8) + le32(payload.count) + payload
        if payload.count % 2 == 1 { out.append(0) }
        return out
    }

    static func le24(_ v: Int) -> Data { Data([UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF)]) }
    static func le32(_ v: Int) -> Data { Data([UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 24 & 0xFF)]) }
}

extension Raster {
    /// Whether every pixel is opaque (alpha 255 in each BGRA quadruple).
    var isOpaque: Bool {
        for row in 0..<height {
            let start = row * stride
            for x in 0..<width where bytes[start + x * 4 + 3] != 255 { return false }
        }
        return true
    }
}

import CPNG
import Foundation

/// An animation's frames, one after another, as PNGs: each is the bytes
/// `PNGFile.encode(_:options: .fast)` gives for it, but the deflate blocks whose rows the
/// frame before also has are copied from that frame's PNG instead of being filtered and
/// coded again (`cpng_encode_argb32_fast_after`). Most of an animation's frame stands still
/// — a background, cards, a title — while a ring fills or a number counts, so most blocks
/// are copied. A block is copied only when its rows (and the row above it) are the same
/// bytes as the frame before's, so the result never depends on which frame came before.
///
/// It keeps the last frame's pixels: `encode` takes the frame and gives back, in the same
/// variable, the buffer of the frame before it to draw the next into (no 12 MB copy, and
/// the renderer keeps reusing a buffer of the right size).
public final class FramePNGEncoder {
    private var previous: Raster?
    private var previousPNG: Data?
    private var blocks: UnsafeMutablePointer<cpng_fast_block>?
    private var blockCount: UInt32 = 0
    /// Deflate blocks written and copied from the frame before, over every frame (for the tests).
    public private(set) var blocksWritten = 0, blocksCopied = 0

    /// An encoder that has seen no frame yet.
    public init() {}

    deinit { cpng_free(blocks) }

    /// The PNG of `raster`. Afterwards `raster` holds the pixels of the frame encoded before
    /// it (or is empty): a buffer to draw the next frame into.
    public func encode(_ raster: inout Raster) throws(RenderError) -> Data {
        var png: UnsafeMutablePointer<UInt8>?
        var length = 0
        var written: UnsafeMutablePointer<cpng_fast_block>?
        var count: UInt32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let width = UInt32(clamping: raster.width), height = UInt32(clamping: raster.height)
        let status = raster.bytes.withUnsafeBufferPointer { pixels -> Int32 in
            guard let before = previous, let beforePNG = previousPNG, before.width == raster.width, before.height == raster.height else {
                return cpng_encode_argb32_fast_after(pixels.baseAddress, width, height, raster.stride, nil,
                                                     &written, &count, &png, &length, &message, message.count)
            }
            return before.bytes.withUnsafeBufferPointer { beforePixels in
                beforePNG.withUnsafeBytes { beforeBytes in
                    var last = cpng_fast_previous(data: beforePixels.baseAddress, width: width, height: height, stride: before.stride,
                                                  png: beforeBytes.baseAddress?.assumingMemoryBound(to: UInt8.self), png_length: beforeBytes.count,
                                                  blocks: blocks, block_count: blockCount)
                    return cpng_encode_argb32_fast_after(pixels.baseAddress, width, height, raster.stride, &last,
                                                         &written, &count, &png, &length, &message, message.count)
                }
            }
        }
        guard status == 0, let png else {
            throw PNGFile.encodingFailed(message)
        }
        let data = Data(adoptingEncoderOutput: png, count: length)
        cpng_free(blocks)
        (blocks, blockCount) = (written, count)
        if let written {
            blocksWritten += Int(count)
            blocksCopied += (0..<Int(count)).reduce(0) { $0 + Int(written[$1].copied) }
        }
        previousPNG = data
        // This frame's pixels stay here; the caller gets the buffer of the one before.
        let older = previous ?? Raster(width: 0, height: 0, stride: 0, bytes: [])
        previous = raster
        raster = older
        return data
    }
}

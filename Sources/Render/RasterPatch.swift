import CPNG

/// What changed in a picture since another of the same size: the smallest rectangle holding
/// every pixel that differs, as a raster of its own to draw at (`x`, `y`) over the other.
/// The gallery's scrubber stores each animation frame after the first this way (most of a
/// screen stands still while a ring fills), and the APNG writer stores its frames so.
public struct RasterPatch: Sendable, Equatable {
    /// The changed rectangle's pixels (premultiplied BGRA, as every `Raster`).
    public let raster: Raster
    /// Where its top-left corner goes, in pixels of the picture it patches.
    public let x: Int
    /// Where its top-left corner goes, in pixels of the picture it patches.
    public let y: Int
    /// True when every changed pixel is opaque and every unchanged one inside the rectangle
    /// was made transparent: drawn *over* the base, it gives the new picture. False: the
    /// rectangle holds the new picture's own pixels and replaces the base's.
    public let drawnOver: Bool
}

extension Raster {
    /// The patch that turns `base` into this raster, or nil when the two are the same
    /// picture. `clearUnchanged`: when every changed pixel is opaque, pixels inside the
    /// rectangle that did not change are made transparent (they compress to nothing, and a
    /// patch drawn over the base still gives this raster); otherwise they are this raster's own.
    public func patch(over base: Raster, clearUnchanged: Bool) throws(RenderError) -> RasterPatch? {
        guard base.width == width, base.height == height, base.stride == stride else {
            throw .unsupported("a patch between pictures of different sizes (\(width)×\(height) over \(base.width)×\(base.height))")
        }
        var rect = cpng_rect()
        var opaque: Int32 = 0
        let found = base.bytes.withUnsafeBufferPointer { a in
            bytes.withUnsafeBufferPointer { b in
                cpng_frame_delta(a.baseAddress, b.baseAddress, UInt32(width), UInt32(height), stride, &rect, &opaque)
            }
        }
        guard Int(found) == Int(CPNG_OK) else { throw .cairo("cannot compare two pictures (status \(found))") }
        if rect.width == 0 { return nil }
        let over: Int32 = clearUnchanged && opaque != 0 ? 1 : 0
        let count = Int(rect.width) * Int(rect.height) * 4
        var copied = Int(CPNG_OK)
        let patch = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            copied = base.bytes.withUnsafeBufferPointer { a in
                bytes.withUnsafeBufferPointer { b in
                    Int(cpng_copy_delta(a.baseAddress, b.baseAddress, stride, rect, over, buffer.baseAddress))
                }
            }
            initialized = copied == Int(CPNG_OK) ? count : 0
        }
        guard copied == Int(CPNG_OK) else { throw .cairo("cannot copy a picture's changes (status \(copied))") }
        return RasterPatch(raster: Raster(width: Int(rect.width), height: Int(rect.height), stride: Int(rect.width) * 4, bytes: patch),
                           x: Int(rect.x), y: Int(rect.y), drawnOver: over != 0)
    }
}

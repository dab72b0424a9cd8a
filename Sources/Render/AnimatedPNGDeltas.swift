import Foundation

extension AnimatedPNG {
    /// The APNG of `frames` (all the same size) in which every frame after the first stores
    /// only what changed: the smallest rectangle holding the pixels that differ from the frame
    /// before, drawn over it (`blend_op` OVER, the unchanged pixels transparent) when every
    /// changed pixel is opaque, else replacing it (`blend_op` SOURCE). Decoded, each frame is
    /// the full picture again, pixel for pixel. For animation references, where most of a
    /// screen stands still: a tenth of the bytes of `encode`'s full frames for a progress bar.
    /// An unchanged frame is a transparent pixel drawn over the previous frame. Each frame
    /// is encoded as `.small` encodes a still (filtered rows, libdeflate at `zlibLevel`).
    public static func encodeDeltas(_ frames: [Raster], delay: Delay, zlibLevel: Int = PNGOptions.small.zlibLevel) throws(RenderError) -> Data {
        guard let first = frames.first else { throw .unsupported("an animated PNG without frames") }
        return try assemble(count: frames.count, delay: delay, options: PNGOptions(zlibLevel: zlibLevel, allFilters: true)) { index throws(RenderError) in
            let frame = frames[index]
            guard frame.width == first.width, frame.height == first.height, frame.stride == first.stride else {
                throw .unsupported("animated PNG frames differ in size (\(frame.width)×\(frame.height) vs \(first.width)×\(first.height))")
            }
            if index == 0 { return (frame, FrameRegion(x: 0, y: 0, width: frame.width, height: frame.height, blendOver: false)) }
            return try delta(from: frames[index - 1], to: frame)
        }
    }

    /// Where a delta frame goes on the canvas and how it is drawn there.
    struct FrameRegion {
        let x: Int, y: Int, width: Int, height: Int
        let blendOver: Bool
    }

    /// The part of `current` that differs from `previous`, as a raster of its own.
    static func delta(from previous: Raster, to current: Raster) throws(RenderError) -> (Raster, FrameRegion) {
        guard let patch = try current.patch(over: previous, clearUnchanged: true) else {
            // Nothing changed: one transparent pixel drawn over the frame before.
            return (Raster(width: 1, height: 1, stride: 4, bytes: [0, 0, 0, 0]), FrameRegion(x: 0, y: 0, width: 1, height: 1, blendOver: true))
        }
        let r = patch.raster
        return (r, FrameRegion(x: patch.x, y: patch.y, width: r.width, height: r.height, blendOver: patch.drawnOver))
    }
}

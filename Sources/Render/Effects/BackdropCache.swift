import CCairo
import DisplayList

/// Material backdrops a renderer has already worked out, with the pixels they were made from.
///
/// A material's backdrop — what lies beneath the shape, blurred, saturated and enlarged
/// back to full size — depends on the material, the shape, its frame, the transformation,
/// the surface's size and the pixels beneath (the shape's box and 3σ around it), nothing
/// else. In an animation the glass cards mostly stand still over a background that does
/// not change while only their contents move (rings fill, numbers count), so the enlarged
/// backdrop is kept with a copy of the pixels it was made from: when a later frame has
/// exactly those pixels beneath the same card, the kept backdrop is painted again instead
/// of reading, blurring and enlarging them again. The pixels beneath are compared byte for
/// byte (no hash), so what is drawn never depends on what the renderer drew before.
///
/// Only a renderer made for animations keeps backdrops (`CairoRenderer.keepsBackdrops`), and
/// a key is kept from the second time it is drawn: a card that moves every frame pays
/// neither the copy nor a surface of its own. A kept backdrop found over other pixels is
/// let go; after two such misses in a row the key is no longer kept (a card over a moving
/// background), nor is one larger than the whole limit.
final class BackdropCache {
    struct Key: Hashable {
        let material: MaterialStyle
        let shape: Shape
        let frame: Rect
        /// The transformation's six numbers, as bits (so -0 and 0 are different keys, as
        /// they may round differently).
        let matrix: [UInt64]
        /// The surface's width and height: the box is clamped to them.
        let surface: [Int]
    }

    struct Backdrop: KeptSurface {
        /// The enlarged backdrop (ARGB32, owned by the cache), painted at (x, y).
        let surface: OpaquePointer
        let x: Int, y: Int
        /// The device-pixel box it was made from, and that box's pixels (rows of w × 4 bytes).
        let box: (x: Int, y: Int, w: Int, h: Int)
        let beneath: [UInt8]

        var bytes: Int { beneath.count + Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface)) }
    }

    /// The most bytes kept (the least recently used go first): a dashboard's four cards at
    /// @3x take about 13 MB.
    static let byteLimit = 24 << 20
    /// How many keys drawn once are remembered, waiting for a second time.
    static let seenLimit = 1024

    private let kept = KeptSurfaces<Key, Backdrop>(byteLimit: BackdropCache.byteLimit)
    private var seen: Set<Key> = []
    /// Misses in a row: kept backdrops found over other pixels.
    private var misses: [Key: Int] = [:]
    /// How many backdrops were painted from the cache (for the tests).
    private(set) var hits = 0

    var count: Int { kept.count }
    var bytes: Int { kept.bytes }

    /// The kept backdrop for `key` when `surface` (ARGB32) holds exactly the pixels it was
    /// made from; nil otherwise.
    func backdrop(for key: Key, over surface: OpaquePointer) -> Backdrop? {
        guard let backdrop = kept.peek(key) else { return nil }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let box = backdrop.box, rowBytes = box.w * 4
        let same = backdrop.beneath.withUnsafeBytes { beneath in
            (0..<box.h).allSatisfy { row in
                memcmp(beneath.baseAddress! + row * rowBytes, data + (box.y + row) * stride + box.x * 4, rowBytes) == 0
            }
        }
        guard same else {
            kept.drop(key)
            if misses.count >= Self.seenLimit { misses.removeAll(keepingCapacity: true) }
            misses[key, default: 0] += 1
            return nil
        }
        misses[key] = nil
        kept.touch(key)
        hits += 1
        return backdrop
    }

    /// Whether a backdrop of `bytes` (beneath and enlarged) drawn now for `key` should be
    /// kept: the key was drawn before, has not missed twice in a row, and fits.
    func shouldKeep(_ key: Key, bytes: Int) -> Bool {
        guard bytes <= Self.byteLimit, misses[key, default: 0] < 2 else { return false }
        if kept.peek(key) != nil || seen.contains(key) { return true }
        if seen.count >= Self.seenLimit { seen.removeAll(keepingCapacity: true) }
        seen.insert(key)
        return false
    }

    /// Keeps `backdrop` (the cache takes the caller's reference to its surface) in place of
    /// any kept for `key`, dropping the least recently used until it fits; one larger than
    /// the whole limit is not kept (and destroyed).
    func keep(_ backdrop: Backdrop, for key: Key) { kept.keep(backdrop, for: key) }
}

#if canImport(Glibc)
import Glibc
#endif

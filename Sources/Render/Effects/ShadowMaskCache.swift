import CCairo
import DisplayList

/// Drop-shadow masks a renderer has already worked out, by everything that decides them.
///
/// A shadow's mask — the shape's coverage, blurred, enlarged and offset — depends only on
/// the shape, its frame, the transformation, the shadow's radius and offset and the box it
/// is clamped to; not on what lies beneath it nor on the shadow's colour. Animation frames
/// and the variants `check` and `render --all` draw repeat the same cards in the same
/// places, so the mask is kept (as its own A8 surface) and painted again: in the 73-frame
/// cross-fade the dashboard's four card shadows are computed once instead of 73 times.
/// A kept mask is the bytes the computation gives, so pixels never depend on what the
/// renderer drew before.
final class ShadowMaskCache {
    struct Key: Hashable {
        let shape: Shape
        let frame: Rect
        /// The transformation's six numbers, as bits (so -0 and 0 are different keys, as
        /// they may round differently).
        let matrix: [UInt64]
        let radius: UInt64, x: UInt64, y: UInt64
        let box: [Int]
    }

    struct Mask: KeptSurface {
        let surface: OpaquePointer
        let x: Double, y: Double
        let bytes: Int
    }

    /// The most bytes of masks kept (the least recently used go first): a dashboard's four
    /// cards at @3x take about 3 MB.
    static let byteLimit = 24 << 20

    private let kept = KeptSurfaces<Key, Mask>(byteLimit: ShadowMaskCache.byteLimit)

    var count: Int { kept.count }
    var bytes: Int { kept.bytes }

    /// The kept mask for `key`, now the most recently used.
    func mask(for key: Key) -> Mask? {
        guard let mask = kept.peek(key) else { return nil }
        kept.touch(key)
        return mask
    }

    /// Keeps `mask` (the cache takes the caller's reference), dropping the least recently
    /// used until it fits; a mask larger than the whole limit, or for a key already kept,
    /// is not kept (and destroyed).
    func keep(_ mask: Mask, for key: Key) {
        guard kept.peek(key) == nil else {
            cairo_surface_destroy(mask.surface)
            return
        }
        kept.keep(mask, for: key)
    }
}

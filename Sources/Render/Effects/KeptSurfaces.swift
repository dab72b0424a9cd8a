import CCairo

/// What a surface cache keeps under a key: a Cairo surface it owns, and what it costs.
protocol KeptSurface {
    /// The surface (the cache holds its reference and destroys it when let go).
    var surface: OpaquePointer { get }
    /// Bytes counted against the cache's limit.
    var bytes: Int { get }
}

/// Surfaces kept by key, at most `byteLimit` bytes of them, the least recently used let go
/// first: what `ShadowMaskCache` and `BackdropCache` keep.
final class KeptSurfaces<Key: Hashable, Value: KeptSurface> {
    let byteLimit: Int
    private var entries: [Key: Value] = [:]
    /// Keys from least to most recently used.
    private var order: [Key] = []
    private(set) var bytes = 0

    init(byteLimit: Int) { self.byteLimit = byteLimit }

    deinit { for value in entries.values { cairo_surface_destroy(value.surface) } }

    var count: Int { entries.count }

    /// The value kept for `key`, without counting it as used.
    func peek(_ key: Key) -> Value? { entries[key] }

    /// Marks `key` the most recently used.
    func touch(_ key: Key) {
        if let i = order.lastIndex(of: key), i != order.count - 1 {
            order.remove(at: i)
            order.append(key)
        }
    }

    /// Keeps `value` under `key` (taking its surface's reference), in place of any kept
    /// there, letting the least recently used go until it fits; a value larger than the
    /// whole limit is not kept (its surface is destroyed).
    func keep(_ value: Value, for key: Key) {
        drop(key)
        guard value.bytes <= byteLimit else {
            cairo_surface_destroy(value.surface)
            return
        }
        while bytes + value.bytes > byteLimit, let oldest = order.first {
            drop(oldest)
        }
        entries[key] = value
        order.append(key)
        bytes += value.bytes
    }

    /// Lets the value kept for `key` go, if any.
    func drop(_ key: Key) {
        guard let old = entries.removeValue(forKey: key) else { return }
        bytes -= old.bytes
        cairo_surface_destroy(old.surface)
        order.removeAll { $0 == key }
    }
}

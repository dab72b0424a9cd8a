import Foundation

/// The one lock in front of Cairo's font caches.
///
/// Why a process-wide lock in a project without global state: it protects state that is
/// already global, inside the C library. Cairo 1.16 (Debian 12) keeps every scaled font of
/// the process in one map, with a holdover cache of released fonts and a cache of glyph
/// pages shared by all fonts, each behind its own mutex, and takes those mutexes in
/// different orders on different paths (releasing a font versus looking up or drawing a
/// glyph). Per-thread Pango font maps do not isolate any of it: with one `PangoText` per
/// thread, `proof animate calai/spin-wheel-spin` deadlocked in 2 of 26 runs, one thread in
/// `cairo_scaled_font_destroy`, the other in `pango_glyph_string_extents_range` (issue 13).
///
/// So everything that can create, measure with, draw with or release a Cairo scaled font
/// runs inside `run`, one thread at a time: Pango font loading, layout, measurement and
/// glyph drawing, the teardown of a font map, and the writing of an SVG or PDF (their
/// surfaces hold scaled fonts until they are finished). What holds no font — fills,
/// gradients, blurs, illustrations, assets, PNG encoding — does not take it and stays
/// parallel. The lock is recursive because a vector file's pass, which holds it, draws
/// text through the same calls.
///
/// Serialising changes no pixel: what a call draws depends only on its arguments (see
/// `PangoText.fontDescription` for the one cache effect, ruled out by snapping weights).
enum FontCacheLock {
    private static let lock = NSRecursiveLock()

    /// Runs `body` holding the lock.
    static func run<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}

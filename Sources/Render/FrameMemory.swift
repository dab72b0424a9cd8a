#if canImport(Glibc)
import Glibc
#endif

/// How the process's allocator treats the frame-sized buffers a renderer takes and gives
/// back many times a second: a @3x frame (12–14 MB), Cairo's group and mask surfaces, the
/// backdrops' enlarged copies.
///
/// glibc decides by itself which blocks it maps on their own (unmapped when freed) and how
/// much free memory at a heap's top it gives back to the kernel. Its own rule follows the
/// largest block freed so far, but these buffers come in many sizes, on two threads' heaps,
/// and a 61-frame recording at @3x still had 93,000 page faults and 0.19 s of system time
/// (`perf stat`, a seventh of its CPU): pages given back and faulted in, zeroed, again.
/// With blocks under 32 MB taken from the heap and up to 64 MB of free memory kept at a
/// heap's top, the same run has about 51,000 faults and 0.14 s of system time: 3–4 % less
/// wall time, for a peak 30 MB higher (docs/PERFORMANCE.md, step 16).
package enum FrameMemory {
    /// Blocks of this size or more are mapped on their own: the ceiling of glibc's own
    /// moving threshold on 64-bit systems, above a Pro Max frame at @3x (1290 × 2796 × 4
    /// bytes = 14.4 MB).
    static let mappedFrom: Int32 = 32 << 20
    /// Free memory at a heap's top beyond this goes back to the kernel. 32 MB kept the
    /// recording as quick but gave the gallery a third more system time (its own rule had
    /// let it keep up to 64 MB); 64 MB gives it a quarter less.
    static let keptAtTop: Int32 = 64 << 20

    /// `mallopt`'s parameters (`<malloc.h>`, a stable part of glibc's interface); the header
    /// is not in Swift's Glibc module, so the function is looked up by name.
    static let trimThreshold: Int32 = -1
    static let mmapThreshold: Int32 = -3
    private typealias Mallopt = @convention(c) (Int32, Int32) -> Int32

    /// glibc's variables that set the thresholds, or end its moving threshold, themselves.
    static let allocatorVariables = ["MALLOC_MMAP_THRESHOLD_", "MALLOC_TRIM_THRESHOLD_", "MALLOC_TOP_PAD_", "MALLOC_MMAP_MAX_"]

    /// Whether the policy applies under `environment`: a person who set glibc's allocator
    /// variables above, or any `glibc.malloc.*` tunable, has chosen, and their choice stands.
    /// (`MALLOC_ARENA_MAX`, which containers often set, does not touch the thresholds.)
    static func applies(under environment: [String: String]) -> Bool {
        if allocatorVariables.contains(where: { environment[$0] != nil }) { return false }
        if let tunables = environment["GLIBC_TUNABLES"], tunables.contains("glibc.malloc.") { return false }
        return true
    }

    /// Sets the policy for the whole process, once, at the start of a command line (before
    /// its threads draw); true when it was set. Nothing is changed when `environment`
    /// already chooses, or where the C library is not glibc.
    @discardableResult
    package static func keepFrameBuffers(environment: [String: String]) -> Bool {
        #if canImport(Glibc)
        guard applies(under: environment), let symbol = dlsym(nil, "mallopt") else { return false }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        return mallopt(mmapThreshold, mappedFrom) == 1 && mallopt(trimThreshold, keptAtTop) == 1
        #else
        return false
        #endif
    }
}

import Glibc

/// How the process's allocator treats the frame-sized buffers a renderer takes and gives
/// back many times a second: a @3x frame (12–14 MB), Cairo's group and mask surfaces, the
/// backdrops' enlarged copies.
///
/// glibc maps each allocation above its threshold on its own and unmaps it when freed, and
/// it returns any free memory over 128 KB at a heap's top to the kernel. So every frame
/// of a recording faulted its buffers in again, page by page, zeroed by the kernel: 93,000
/// page faults and 0.19 s of system time in a 61-frame recording at @3x (`perf stat`, a
/// seventh of its CPU). With buffers up to 32 MB taken from the heap and up to 32 MB of
/// free memory kept at a heap's top, the same run has about 51,000 faults and 0.14 s of
/// system time: 3–4 % less wall time, for a peak 30 MB higher (docs/PERFORMANCE.md, step 16).
public enum FrameMemory {
    /// Allocations above this are mapped on their own: glibc's largest allowed threshold
    /// on 64-bit systems, above a Pro Max frame at @3x (1290 × 2796 × 4 bytes = 14.4 MB).
    static let mappedAbove: Int32 = 32 << 20
    /// Free memory at a heap's top beyond this goes back to the kernel.
    static let keptAtTop: Int32 = 32 << 20

    /// `mallopt`'s parameters (`<malloc.h>`, a stable part of glibc's interface); the header
    /// is not in Swift's Glibc module, so the function is looked up by name.
    private static let trimThreshold: Int32 = -1
    private static let mmapThreshold: Int32 = -3
    private typealias Mallopt = @convention(c) (Int32, Int32) -> Int32

    /// Whether the policy applies under `environment`: a person who set glibc's own
    /// allocator variables has chosen, and their choice stands.
    static func applies(under environment: [String: String]) -> Bool {
        if environment["MALLOC_MMAP_THRESHOLD_"] != nil || environment["MALLOC_TRIM_THRESHOLD_"] != nil { return false }
        if let tunables = environment["GLIBC_TUNABLES"], tunables.contains("glibc.malloc.") { return false }
        return true
    }

    /// Sets the policy for the whole process, once, at the start of a command line (before
    /// its threads draw); true when glibc took both settings. Nothing is changed when
    /// `environment` already sets the allocator's thresholds.
    @discardableResult
    public static func keepFrameBuffers(environment: [String: String]) -> Bool {
        guard applies(under: environment), let symbol = dlsym(nil, "mallopt") else { return false }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        return mallopt(mmapThreshold, mappedAbove) == 1 && mallopt(trimThreshold, keptAtTop) == 1
    }
}

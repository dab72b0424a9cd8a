#if canImport(Glibc)
import Glibc
#endif
@testable import Render
import Testing

/// The allocator policy `proof` sets at start (`FrameMemory`): a frame-sized block comes
/// from the heap afterwards, a larger one is still mapped alone, and a person's own
/// allocator settings are left to stand.
@Suite struct FrameMemoryTests {
    /// Whether glibc mapped the block at `pointer` on its own: the IS_MMAPPED bit (2) of the
    /// size word glibc keeps just before every block it hands out.
    static func isMappedAlone(_ pointer: UnsafeMutableRawPointer) -> Bool {
        pointer.load(fromByteOffset: -MemoryLayout<UInt>.size, as: UInt.self) & 2 != 0
    }

    #if canImport(Glibc)
    @Test func aFrameSizedBlockComesFromTheHeapAfterwards() throws {
        #expect(FrameMemory.mmapThreshold == -3 && FrameMemory.trimThreshold == -1)   // <malloc.h>
        #expect(FrameMemory.mappedFrom == 33_554_432 && FrameMemory.keptAtTop == 67_108_864)
        #expect(FrameMemory.keepFrameBuffers(environment: [:]))
        // 30 MB: above glibc's default threshold (128 KB, raised only to the size of mapped
        // blocks freed before — in this process, unless one of 30–32 MB was), below the
        // policy's 32 MB. A wrong parameter number leaves it mapped alone.
        let frame = try #require(malloc(30 << 20))
        defer { free(frame) }
        #expect(!Self.isMappedAlone(frame))
        let huge = try #require(malloc(40 << 20))
        defer { free(huge) }
        #expect(Self.isMappedAlone(huge))
    }
    #endif

    @Test func aPersonsOwnAllocatorSettingsStand() {
        #expect(FrameMemory.applies(under: [:]))
        #expect(FrameMemory.applies(under: ["PATH": "/usr/bin", "MALLOC_ARENA_MAX": "2",
                                            "GLIBC_TUNABLES": "glibc.cpu.hwcaps=-AVX2"]))
        for variable in ["MALLOC_MMAP_THRESHOLD_", "MALLOC_TRIM_THRESHOLD_", "MALLOC_TOP_PAD_", "MALLOC_MMAP_MAX_"] {
            #expect(!FrameMemory.applies(under: [variable: "0"]), "\(variable)")
        }
        #expect(!FrameMemory.applies(under: ["GLIBC_TUNABLES": "glibc.cpu.x86_shstk=on:glibc.malloc.hugetlb=1"]))
        #expect(!FrameMemory.keepFrameBuffers(environment: ["MALLOC_TRIM_THRESHOLD_": "0"]))
    }
}

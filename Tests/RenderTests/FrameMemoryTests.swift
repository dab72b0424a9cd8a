@testable import Render
import Testing

/// The allocator policy `proof` sets at start (`FrameMemory`): glibc takes both thresholds,
/// and a person's own allocator variables are left to stand.
@Suite struct FrameMemoryTests {
    @Test func glibcTakesBothThresholds() {
        // 32 MB is within what glibc allows for the mapping threshold on 64-bit systems;
        // a value it refuses would make this false.
        #expect(FrameMemory.mappedAbove == 33_554_432)
        #expect(FrameMemory.keptAtTop == 33_554_432)
        #expect(FrameMemory.keepFrameBuffers(environment: [:]))
    }

    @Test func aPersonsOwnAllocatorSettingsStand() {
        #expect(FrameMemory.applies(under: [:]))
        #expect(FrameMemory.applies(under: ["PATH": "/usr/bin", "GLIBC_TUNABLES": "glibc.cpu.hwcaps=-AVX2"]))
        #expect(!FrameMemory.applies(under: ["MALLOC_MMAP_THRESHOLD_": "131072"]))
        #expect(!FrameMemory.applies(under: ["MALLOC_TRIM_THRESHOLD_": "0"]))
        #expect(!FrameMemory.applies(under: ["GLIBC_TUNABLES": "glibc.malloc.hugetlb=1"]))
        #expect(!FrameMemory.keepFrameBuffers(environment: ["MALLOC_TRIM_THRESHOLD_": "0"]))
    }
}

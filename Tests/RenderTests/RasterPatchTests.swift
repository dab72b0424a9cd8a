import Testing
@testable import Render

/// `Raster.patch(over:clearUnchanged:)`: the rectangle that changed, where it goes, and
/// whether it can be drawn over the base.
struct RasterPatchTests {
    /// A 4 × 3 opaque raster of one colour (premultiplied BGRA), with `changes` set.
    static func raster(_ changes: [(x: Int, y: Int, bgra: [UInt8])] = [], stride: Int = 16) -> Raster {
        var bytes = [UInt8](repeating: 0, count: stride * 3)
        for y in 0..<3 { for x in 0..<4 { bytes.replaceSubrange((y * stride + x * 4)..<(y * stride + x * 4 + 4), with: [10, 20, 30, 255]) } }
        for c in changes { bytes.replaceSubrange((c.y * stride + c.x * 4)..<(c.y * stride + c.x * 4 + 4), with: c.bgra) }
        return Raster(width: 4, height: 3, stride: stride, bytes: bytes)
    }

    @Test func theSamePictureHasNoPatch() throws {
        #expect(try Self.raster().patch(over: Self.raster(), clearUnchanged: true) == nil)
    }

    /// Two opaque pixels changed at (1, 0) and (2, 2): the patch is the 2 × 3 rectangle at
    /// (1, 0), the two pixels as they are and the four that did not change made clear.
    @Test func anOpaqueChangeIsDrawnOverWithTheRestClear() throws {
        let changed = Self.raster([(1, 0, [1, 2, 3, 255]), (2, 2, [4, 5, 6, 255])])
        let patch = try #require(try changed.patch(over: Self.raster(), clearUnchanged: true))
        #expect((patch.x, patch.y, patch.raster.width, patch.raster.height, patch.raster.stride) == (1, 0, 2, 3, 8))
        #expect(patch.drawnOver)
        let clear: [UInt8] = [0, 0, 0, 0]
        #expect(patch.raster.bytes == [1, 2, 3, 255] + clear + clear + clear + clear + [4, 5, 6, 255])
        // Not cleared: the rectangle holds the new picture's own pixels.
        let own = try #require(try changed.patch(over: Self.raster(), clearUnchanged: false))
        #expect(!own.drawnOver)
        let same: [UInt8] = [10, 20, 30, 255]
        #expect(own.raster.bytes == [1, 2, 3, 255] + same + same + same + same + [4, 5, 6, 255])
    }

    /// A changed pixel that is half transparent: drawn over the base it would blend, so the
    /// patch keeps the new picture's own pixels and says so.
    @Test func aSeeThroughChangeIsNotDrawnOver() throws {
        let changed = Self.raster([(3, 1, [5, 5, 5, 128])])
        let patch = try #require(try changed.patch(over: Self.raster(), clearUnchanged: true))
        #expect((patch.x, patch.y, patch.raster.width, patch.raster.height) == (3, 1, 1, 1))
        #expect(!patch.drawnOver)
        #expect(patch.raster.bytes == [5, 5, 5, 128])
    }

    /// Rows padded past the pixels (stride 20): the padding is not compared or copied.
    @Test func rowPaddingIsIgnored() throws {
        var base = Self.raster(stride: 20), other = Self.raster([(0, 2, [9, 9, 9, 255])], stride: 20)
        base.bytes[16] = 1; other.bytes[16] = 2
        let patch = try #require(try other.patch(over: base, clearUnchanged: true))
        #expect((patch.x, patch.y, patch.raster.width, patch.raster.height) == (0, 2, 1, 1))
    }

    @Test func picturesOfDifferentSizesAreRefused() {
        let small = Raster(width: 1, height: 1, stride: 4, bytes: [0, 0, 0, 255])
        #expect(throws: RenderError.self) { try Self.raster().patch(over: small, clearUnchanged: true) }
    }
}

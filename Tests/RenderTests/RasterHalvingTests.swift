import Render
import Testing

@Suite struct RasterHalvingTests {
    /// Each pixel is the rounded mean of its 2×2 block, channel by channel (premultiplied
    /// BGRA as Cairo keeps it); an odd last column or row is averaged with itself.
    @Test func eachPixelIsTheMeanOfItsBlock() {
        // 3×2 pixels, stride padded to 16 bytes.
        var bytes = [UInt8](repeating: 0, count: 32)
        func set(_ x: Int, _ y: Int, _ v: [UInt8]) { for c in 0..<4 { bytes[y * 16 + x * 4 + c] = v[c] } }
        set(0, 0, [0, 0, 0, 255]); set(1, 0, [255, 255, 255, 255])
        set(0, 1, [255, 0, 0, 255]); set(1, 1, [1, 0, 0, 0])
        set(2, 0, [10, 20, 30, 40]); set(2, 1, [11, 21, 31, 41])
        let half = Raster(width: 3, height: 2, stride: 16, bytes: bytes).halved()
        #expect(half.width == 2 && half.height == 1 && half.stride == 8)
        // (0+255+255+1+2)/4 = 128, (0+255+0+0+2)/4 = 64, same, (255·3+0+2)/4 = 191.
        #expect(Array(half.bytes[0..<4]) == [128, 64, 64, 191])
        // Column 2 with itself: (10+10+11+11+2)/4 = 11, 21, 31, 41.
        #expect(Array(half.bytes[4..<8]) == [11, 21, 31, 41])
    }

    @Test func anEmptyRasterStaysEmpty() {
        let half = Raster(width: 0, height: 0, stride: 0, bytes: []).halved()
        #expect(half.width == 0 && half.bytes.isEmpty)
    }
}

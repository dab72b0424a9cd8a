import DisplayList
import Foundation
import Render
import Testing
import Tokens

/// Pixels Cairo draws, checked against the maths in Tokens.
@Suite struct RasterTests {
    let renderer = CairoRenderer()

    @Test func solidFillAndBackgroundLandOnTheRightPixels() throws {
        var list = DisplayList(size: Size(width: 10, height: 10), scale: 2, background: RGBA(hex: "#102030")!)
        list.append(.shape("r", Rect(x: 5, y: 0, width: 5, height: 10), fill: .solid(RGBA(hex: "#FDE4D2")!)))
        let raster = try renderer.render(list)
        #expect(raster.width == 20 && raster.height == 20)
        #expect(raster.pixel(x: 2, y: 10).hex == "#102030")
        #expect(raster.pixel(x: 9, y: 10).hex == "#102030")
        #expect(raster.pixel(x: 10, y: 10).hex == "#FDE4D2")
        #expect(raster.pixel(x: 19, y: 19).hex == "#FDE4D2")
    }

    /// SwiftUI's `.topLeading → .bottomTrailing` on a non-square frame: the gradient line
    /// runs corner to corner, so t at a pixel is its projection on that diagonal.
    @Test func diagonalGradientMatchesTokenMathsWithinOneLevel() throws {
        let g = Gradient([RGBA(hex: "#FDE4D2")!, RGBA(hex: "#F9C7D6")!])
        let frame = Rect(x: 0, y: 0, width: 40, height: 80)
        var list = DisplayList(size: frame.size, scale: 1)
        list.append(.shape("g", frame, fill: .linearGradient(g, start: .topLeading, end: .bottomTrailing)))
        let raster = try renderer.render(list)
        for (x, y) in [(0, 0), (39, 79), (20, 40), (5, 70), (35, 10)] {
            // Pixel centres, projected on the (40, 80) diagonal.
            let px = Double(x) + 0.5, py = Double(y) + 0.5
            let t = (px * 40 + py * 80) / (40 * 40 + 80 * 80)
            let expected = g.color(at: t)
            let got = raster.pixel(x: x, y: y)
            for (a, b) in [(got.r, expected.r), (got.g, expected.g), (got.b, expected.b)] {
                #expect(abs(a - b) <= 1.0 / 255 + 1e-9, "pixel (\(x), \(y)): \(got.hex) vs \(expected.hex)")
            }
        }
    }

    @Test func translucentFillCompositesLikeTheMaths() throws {
        var list = DisplayList(size: Size(width: 4, height: 4), scale: 1, background: RGBA(hex: "#FDE4D2")!)
        list.append(.shape("glass", Rect(x: 0, y: 0, width: 4, height: 4), fill: .solid(RGBA.white.opacity(0.3))))
        let got = try renderer.render(list).pixel(x: 1, y: 1)
        let expected = RGBA.white.opacity(0.3).over(RGBA(hex: "#FDE4D2")!)
        #expect(abs(got.r - expected.r) <= 1.0 / 255 && abs(got.g - expected.g) <= 1.0 / 255 && abs(got.b - expected.b) <= 1.0 / 255)
    }

    @Test func sameListRendersByteIdenticallyWithTwoRenderers() throws {
        var list = DisplayList(size: Size(width: 120, height: 60), scale: 2)
        list.append(.shape("card", Rect(x: 10, y: 10, width: 100, height: 40), .roundedRectangle(cornerRadius: 12, style: .continuous),
                           fill: .linearGradient(Gradient([.black, .white]), start: .topLeading, end: .bottomTrailing)))
        list.append(.text("t", Rect(x: 14, y: 14, width: 90, height: 30),
                          TextRun("Daily 1920", font: FontSpec(family: "Inter", size: 14, weight: 350), paint: .solid(.white))))
        let a = try renderer.render(list)
        let b = try CairoRenderer().render(list)
        #expect(a == b)
    }

    @Test func oversizedCanvasIsRefusedBeforeAllocating() {
        let list = DisplayList(size: Size(width: 6000, height: 100), scale: 3)
        #expect(throws: RenderError.canvasTooLarge(width: 18000, height: 300, limit: 16384)) { try renderer.render(list) }
        #expect(RenderError.canvasTooLarge(width: 18000, height: 300, limit: 16384).description
                == "canvas of 18000×300 px is over the limit of 16384 px a side: use a smaller --scale or device")
    }
}

@Suite struct ThreadDeterminismTests {
    /// Frames rendered on two threads at once (a renderer each) equal the one-thread frames.
    @Test func twoThreadsGiveTheSameBytes() throws {
        var lists: [DisplayList] = []
        for k in 0..<4 {
            var list = DisplayList(size: Size(width: 120, height: 80), scale: 2, background: .white)
            list.append(.shape("bg", Rect(x: 0, y: 0, width: 120, height: 80),
                               fill: .linearGradient(Gradient([RGBA(hex: "#FDE4D2")!, RGBA(hex: "#F9C7D6")!]), start: .topLeading, end: .bottomTrailing)))
            var card = Element.shape("card", Rect(x: 10, y: 10, width: 100, height: 50), .roundedRectangle(cornerRadius: 20, style: .continuous))
            card.material = MaterialStyle(name: "ultraThin", blur: 12, tint: RGBA.white.opacity(0.18), saturation: 1.6)
            card.shadow = ShadowStyle(color: RGBA.black.opacity(0.05), radius: 8, x: 0, y: 4)
            list.append(card)
            list.append(.text("t", Rect(x: 20, y: 20, width: 80, height: 30),
                              TextRun("Frame \(k)", font: FontSpec(family: "Inter", size: 14, weight: 300 + Double(k) * 25), paint: .solid(.black))))
            lists.append(list)
        }
        let frames = lists
        let serial = try frames.map { try CairoRenderer().render($0).bytes }
        let parallel = ParallelResults(count: frames.count)
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            let renderer = CairoRenderer()
            for k in stride(from: worker, to: frames.count, by: 2) { parallel.set(k, try? renderer.render(frames[k]).bytes) }
        }
        #expect(parallel.values == serial.map { Optional($0) })
    }
}

private final class ParallelResults: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [[UInt8]?]
    init(count: Int) { storage = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ v: [UInt8]?) { lock.lock(); storage[i] = v; lock.unlock() }
    var values: [[UInt8]?] { lock.lock(); defer { lock.unlock() }; return storage }
}

import DisplayList
@testable import Render
import Testing

/// A view scaled to nothing (`.scaleEffect(0)`, `scaleEffect(x: 1, y: 0)`) covers no pixel:
/// the renderer skips it instead of handing Cairo a matrix it refuses (which failed the whole
/// drawing before).
@Suite struct DegenerateTransformTests {
    @Test func aTransformWithNoAreaIsDegenerate() {
        #expect(CairoRenderer.isDegenerate(AffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 5, ty: 5)))
        #expect(CairoRenderer.isDegenerate(AffineTransform(a: 1, b: 0, c: 0, d: 0, tx: 0, ty: 0)))
        #expect(CairoRenderer.isDegenerate(AffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0)))  // a line
        #expect(CairoRenderer.isDegenerate(AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)))
        #expect(!CairoRenderer.isDegenerate(AffineTransform(a: 0.5, b: 0, c: 0, d: 2, tx: 3, ty: 4)))
        #expect(!CairoRenderer.isDegenerate(nil))
    }
}

import DisplayList
import Foundation
@testable import Illustrations
import Testing
import Tokens

/// The brush records what a 2-D context would draw: paths in the frame's points, paints
/// with the space they were set in, clips holding what follows them until the isolated
/// block ends, and shadows with their layers' alpha.
@Suite struct DrawingRecordingTests {
    typealias Vec = Illustrations.Vec
    typealias Pigment = Illustrations.Pigment

    /// What `compose` records in a 200 × 100 pt frame (one unit = 100 pt, origin at (100, 50)).
    static func record(_ compose: (Illustrations.Brush) -> Void) -> [DrawingOperation] {
        Illustrations.record("test", size: Size(width: 200, height: 100)) { compose($0.brush) }.operations
    }

    static let red = RGBA(hex: "#FF0000")!, blue = RGBA(hex: "#0000FF")!

    @Test func pathsArePlacedInTheFramesPoints() {
        let ops = Self.record { b in
            b.polygon([Vec(0, 0), Vec(0.5, 0), Vec(0.5, 0.25)])
            b.fill(Pigment(0xFF0000))
            b.circle(Vec(0.5, 0), 0.1)
            b.stroke(Pigment(0x0000FF), width: 0.02, round: false)
        }
        #expect(ops == [
            .fill(DrawingPath([.move(Point(x: 100, y: 50)), .line(Point(x: 150, y: 50)), .line(Point(x: 150, y: 75)), .close]),
                  .solid(Self.red), evenOdd: false),
            .stroke(DrawingPath([.ellipse(AffineTransform(a: 10, b: 0, c: 0, d: 10, tx: 150, ty: 50))]), .solid(Self.blue),
                    width: 2, roundCap: false),
        ])
    }

    @Test func aClipHoldsWhatFollowsItUntilTheBlockEnds() {
        let ops = Self.record { b in
            b.isolated {
                b.polygon([Vec(0, 0), Vec(0.1, 0), Vec(0.1, 0.1)])
                b.fill(Pigment(0x0000FF))
                b.circle(Vec(0, 0), 0.2)
                b.useEvenOdd()
                b.clip()
                b.circle(Vec(0, 0), 0.3)
                b.fill(Pigment(0xFF0000))
            }
            b.circle(Vec(0, 0), 0.3)
            b.fill(Pigment(0x0000FF))
        }
        let disc = { (r: Double) in DrawingPath([.ellipse(AffineTransform(a: r, b: 0, c: 0, d: r, tx: 100, ty: 50))]) }
        #expect(ops.count == 3)
        guard ops.count == 3 else { return }
        #expect(ops[1] == .clip(disc(20), evenOdd: true, [.fill(disc(30), .solid(Self.red), evenOdd: true)]))
        // The fill rule and the clip end with the block.
        #expect(ops[2] == .fill(disc(30), .solid(Self.blue), evenOdd: false))
    }

    @Test func theBlockRestoresThePaintAndTheTransform() {
        let ops = Self.record { b in
            b.set(Pigment(0xFF0000))
            b.isolated {
                b.translate(Vec(1, 1))
                b.set(Pigment(0x0000FF))
            }
            b.polygon([Vec(0, 0), Vec(0.1, 0), Vec(0.1, 0.1)])
            b.fillSource()
        }
        #expect(ops == [.fill(DrawingPath([.move(Point(x: 100, y: 50)), .line(Point(x: 110, y: 50)), .line(Point(x: 110, y: 60)), .close]),
                              .solid(Self.red), evenOdd: false)])
    }

    /// A gradient keeps the space it was set in: a soft shadow's squashed, turned circle.
    @Test func aGradientCarriesItsSpace() {
        let ops = Self.record { b in b.softShadow(Vec(0, 0), 0.4, 0.1, alpha: 0.5, core: 0, rotation: 0) }
        guard case .fill(let path, .radial(_, _, _, let r1, let stops, let transform), false)? = ops.first else {
            Issue.record("not a radial fill: \(ops)")
            return
        }
        let squash = AffineTransform(a: 40, b: 0, c: 0, d: 10, tx: 100, ty: 50)
        #expect(transform == squash)
        #expect(path == DrawingPath([.ellipse(squash)]))
        #expect(r1 == 1)
        #expect(stops.first?.color.a == 0.5 && stops.last?.color.a == 0)
    }

    /// Twelve layers at 1 − (1 − α)^(1/12) each add up to α; the offset and spread are in points.
    @Test func aShadowRecordsItsLayers() {
        let ops = Self.record { b in
            b.shadow(of: { b.circle(Vec(0, 0), 0.1) }, offset: Vec(0.01, 0.02), spread: 0.05, alpha: 0.4)
        }
        guard case .layeredShadow(let path, false, _, let spread, 12, let each)? = ops.first else {
            Issue.record("not a shadow: \(ops)")
            return
        }
        #expect(path == DrawingPath([.ellipse(AffineTransform(a: 10, b: 0, c: 0, d: 10, tx: 101, ty: 52))]))
        #expect(abs(spread - 5) < 1e-12)
        #expect(abs((1 - pow(1 - each, 12)) - 0.4) < 1e-12)
    }

    @Test(arguments: Illustrations.all)
    func eachIllustrationIsTheSameDrawingEveryTime(illustration: Illustration) {
        let size = Size(width: 393, height: 280)
        let drawing = illustration.drawing(for: size)
        #expect(drawing == illustration.drawing(for: size))
        #expect(drawing.size == size)
        // Rich enough to read as a photo, bounded enough to draw in a blink.
        #expect((200...20_000).contains(drawing.operationCount), "\(illustration.name): \(drawing.operationCount) operations")
    }

    /// Sizes no frame should have draw nothing; a huge frame draws the same picture, larger.
    @Test(arguments: Illustrations.all)
    func hostileSizes(illustration: Illustration) {
        for size in [Size(width: 0, height: 100), Size(width: -5, height: 100), Size(width: .nan, height: 100),
                     Size(width: .infinity, height: 100)] {
            #expect(illustration.drawing(for: size).operations.isEmpty, "\(size)")
        }
        let small = illustration.drawing(for: Size(width: 300, height: 200))
        let huge = illustration.drawing(for: Size(width: 3e7, height: 2e7))
        #expect(huge.operationCount == small.operationCount)
    }

    /// The display list's JSON names the picture and leaves its operations out.
    @Test func theJSONNamesTheDrawingAndLeavesItOut() throws {
        var photo = Element(id: "photo", kind: .image, frame: Rect(x: 0, y: 0, width: 100, height: 80))
        photo.image = "illustration:meal"
        photo.drawing = Illustrations.meal.drawing(for: photo.frame.size)
        let json = String(decoding: try JSONEncoder().encode(photo), as: UTF8.self)
        #expect(json.contains("illustration:meal"))
        #expect(!json.contains("drawing") && !json.contains("ellipse"))
        #expect(json.count < 1_000)
        let read = try JSONDecoder().decode(Element.self, from: Data(json.utf8))
        #expect(read.drawing == nil && read.image == "illustration:meal")
    }
}

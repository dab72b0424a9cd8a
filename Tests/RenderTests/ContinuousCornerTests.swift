import DisplayList
import Render
import Testing

@Suite struct ContinuousCornerTests {
    @Test func cornerStartsOnePointFiveTwoNineRadiiFromTheCorner() {
        let path = ContinuousCorner.path(in: Rect(x: 0, y: 0, width: 200, height: 100), radius: 20)
        guard case .move(let start) = path.first, case .line(let topEdgeEnd) = path[1] else {
            Issue.record("path does not start with move, line")
            return
        }
        // Starts on the top edge where the top-left corner ends, runs along the top edge
        // to where the top-right corner begins.
        #expect(abs(start.x - 20 * 1.52866483) < 1e-9 && start.y == 0)
        #expect(abs(topEdgeEnd.x - (200 - 20 * 1.52866483)) < 1e-9 && topEdgeEnd.y == 0)
        // The top-right corner ends on the right edge, 1.5287 r below the top.
        guard case .curve(let end, _, _) = path[5] else { Issue.record("no fourth corner segment"); return }
        #expect(abs(end.x - 200) < 1e-9 && abs(end.y - 20 * 1.52866483) < 1e-9)
        #expect(path.last == .close)
        #expect(path.count == 1 + 4 * 5 + 1)
    }

    @Test func cornerIsSymmetricAboutTheDiagonal() {
        // The middle of the corner (end of its second curve) lies on the 45° line.
        let path = ContinuousCorner.path(in: Rect(x: 0, y: 0, width: 100, height: 100), radius: 10)
        guard case .curve(let a, _, _) = path[3], case .curve(let b, _, _) = path[4] else {
            Issue.record("segments 3 and 4 are not curves: \(path[3]), \(path[4])")
            return
        }
        // Points (100 − 0.6315·r, 0.0749·r) and (100 − 0.0749·r, 0.6315·r) mirror each other.
        // (The published coefficients are symmetric to 1e-6 of the radius.)
        #expect(abs((100 - a.x) - b.y) < 1e-5 && abs(a.y - (100 - b.x)) < 1e-5)
    }

    @Test func radiusShrinksSoCornersNeverOverlap() {
        let path = ContinuousCorner.path(in: Rect(x: 0, y: 0, width: 30, height: 30), radius: 100)
        guard case .move(let start) = path.first else {
            Issue.record("path does not start with a move: \(String(describing: path.first))")
            return
        }
        // Limited to min(w, h) / 2 / 1.52866483, so the corner reaches exactly half way.
        #expect(abs(start.x - 15) < 1e-9)
    }
}

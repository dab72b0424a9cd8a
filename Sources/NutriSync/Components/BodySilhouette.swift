public import SwiftUI
public import DisplayList
import Tokens

/// A front-view human figure for "Estimate your body fat level" (seed 003, screen 2.3:
/// "Grid of 9 body silhouettes with percentages"), drawn as one vector path — no bitmap
/// ships with the app and the figures must stay sharp at every scale.
///
/// `fullness` runs from 0 (the leanest silhouette of the grid) to 1 (the fullest): every
/// width of the figure is interpolated between a lean and a full pose, so a silhouette is
/// visibly fuller than its neighbour to the left. The female figure keeps an hourglass
/// (fat goes to hips and thighs as well as the waist); the male one starts as a V and
/// gains mostly at the belly. The figure is `height` tall and half as wide.
nonisolated public struct BodySilhouette: View {
    let sex: NutriSyncProfile.BiologicalSex
    let fullness: Double
    let height: Double
    let color: Color

    public init(sex: NutriSyncProfile.BiologicalSex, fullness: Double, height: Double, color: Color) {
        self.sex = sex; self.fullness = fullness; self.height = height; self.color = color
    }

    public var body: some View {
        Path(commands: BodySilhouetteOutline.commands(sex: sex, fullness: fullness, height: height))
            .fill(color)
            .frame(width: height * BodySilhouetteOutline.aspect, height: height)
    }
}

/// The geometry of `BodySilhouette`, apart from any view so tests can measure it.
///
/// Drawn in a 100 × 200 box (x = 50 is the body's centre line, the feet at y ≈ 197) and
/// scaled to the requested height. Four closed outlines — head, torso with legs, two arms —
/// all wound clockwise, so where they overlap the default non-zero fill rule unites them
/// into one silhouette (an arm wound the other way would cut a hole in the torso).
/// Outlines are Catmull-Rom splines through hand-placed points, turned into cubic Béziers,
/// which gives smooth anatomy from a few numbers per pose.
public enum BodySilhouetteOutline {
    /// Width ÷ height of the figure's box.
    public static let aspect = 0.5
    static let boxHeight = 200.0

    /// The figure's path in a `height × aspect` by `height` frame.
    public static func commands(sex: NutriSyncProfile.BiologicalSex, fullness: Double, height: Double) -> [PathCommand] {
        let f = clamped(fullness)
        let scale = height / boxHeight
        func scaled(_ p: Point) -> Point { Point(x: p.x * scale, y: p.y * scale) }
        return ellipse(head(f).map(scaled)) + ([torso(sex, f)] + arms(sex, f)).flatMap { smoothLoop($0.map(scaled)) }
    }

    /// The on-curve points of each outline in the 100 × 200 box, in drawing order: head,
    /// torso, right arm, left arm (for tests: widths, winding).
    public static func loops(sex: NutriSyncProfile.BiologicalSex, fullness: Double) -> [[Point]] {
        let f = clamped(fullness)
        return [head(f), torso(sex, f)] + arms(sex, f)
    }

    /// 0 … 1; anything that is not a finite number draws the leanest figure.
    static func clamped(_ fullness: Double) -> Double { fullness.isFinite ? min(max(fullness, 0), 1) : 0 }

    static func mix(_ lean: Double, _ full: Double, _ f: Double) -> Double { lean + (full - lean) * f }

    /// The head: an ellipse, a little rounder when fuller, as its four extreme points in
    /// clockwise order on screen (y down): right, bottom, left, top.
    static func head(_ f: Double) -> [Point] {
        let rx = mix(8.6, 10.2, f), ry = mix(11, 11.8, f), cy = 14.5
        return [Point(x: 50 + rx, y: cy), Point(x: 50, y: cy + ry), Point(x: 50 - rx, y: cy), Point(x: 50, y: cy - ry)]
    }

    /// The ellipse through `extremes` (right, bottom, left, top) as four quarter arcs, each
    /// the usual cubic with handles 0.5523 of the radius long (error < 0.03 %).
    static func ellipse(_ extremes: [Point]) -> [PathCommand] {
        let (r, b, l, t) = (extremes[0], extremes[1], extremes[2], extremes[3])
        let k = 0.5522847498
        let (rx, ry) = ((r.x - l.x) / 2, (b.y - t.y) / 2)
        return [.move(r),
                .curve(b, control1: Point(x: r.x, y: r.y + k * ry), control2: Point(x: b.x + k * rx, y: b.y)),
                .curve(l, control1: Point(x: b.x - k * rx, y: b.y), control2: Point(x: l.x, y: l.y + k * ry)),
                .curve(t, control1: Point(x: l.x, y: l.y - k * ry), control2: Point(x: t.x - k * rx, y: t.y)),
                .curve(r, control1: Point(x: t.x + k * rx, y: t.y), control2: Point(x: r.x, y: r.y - k * ry)),
                .close]
    }

    /// The right half of the torso and leg as (half-width, y) from the neck down the
    /// outside of the leg and back up its inside to the crotch; `torso` mirrors it.
    static func rightHalf(_ sex: NutriSyncProfile.BiologicalSex, _ f: Double) -> [(Double, Double)] {
        func m(_ a: Double, _ b: Double) -> Double { mix(a, b, f) }
        let upper: [(Double, Double)]
        switch sex {
        case .female:
            upper = [(m(4.0, 5.2), 22), (m(4.6, 6.2), 31), (m(9.5, 11.5), 34.6), (m(14.5, 16.5), 37.2), (m(17, 19.5), 42),
                     (m(16.5, 21.5), 50), (m(16.8, 24), 57), (m(13.8, 23.5), 66), (m(12.2, 24.5), 75),   // bust, waist
                     (m(14.6, 28), 87), (m(19, 30), 99), (m(18.6, 28.5), 113), (m(15.5, 23.5), 130)]   // belly, hips, thigh
        case .male:
            upper = [(m(5.0, 6.2), 22), (m(5.8, 7.5), 31), (m(11.5, 13.5), 34.2), (m(17, 19), 36.6), (m(19.6, 22), 41.5),
                     (m(18.8, 22.5), 50), (m(17.4, 24), 58), (m(14.8, 25.5), 68), (m(13.4, 27), 78),      // chest, waist
                     (m(13.8, 29.5), 89), (m(15.6, 28.5), 99), (m(16, 26.5), 113), (m(14.2, 22.5), 130)]
        }
        let lowerLeg: [(Double, Double)] = [
            (m(11.2, 15.5), 146), (m(11.6, 15.2), 158), (m(7.6, 9.5), 182), (m(7.8, 9.2), 191), (m(6.5, 7.5), 196.5), // knee, calf, ankle, foot
            (3.4, 197), (m(3.4, 3.2), 186), (m(3.2, 2.8), 163), (m(3.6, 3.2), 147), (m(2.6, 1.0), 127),              // up the inside
        ]
        return upper + lowerLeg + [(0, m(110, 112))]   // the crotch, on the centre line
    }

    /// Torso and legs as one clockwise outline: down the right side, up the left.
    static func torso(_ sex: NutriSyncProfile.BiologicalSex, _ f: Double) -> [Point] {
        let right = rightHalf(sex, f)
        let left = right.dropLast().reversed().map { (-$0.0, $0.1) }
        return (right + left).map { Point(x: 50 + $0.0, y: $0.1) }
    }

    /// The arms: each a tapered limb along a centre line from the shoulder cap to the hand,
    /// hanging further out as the body fills. The right arm is wound clockwise; the left
    /// one is its mirror image, reversed so that it too runs clockwise.
    static func arms(_ sex: NutriSyncProfile.BiologicalSex, _ f: Double) -> [[Point]] {
        func m(_ a: Double, _ b: Double) -> Double { mix(a, b, f) }
        let out = sex == .male ? 2.2 : 0      // broader shoulders
        let thick = sex == .male ? 1.12 : 1   // heavier arms
        let centre: [(Double, Double)] = [(m(14.5, 15.5) + out, 39.2), (m(19, 22.5) + out, 47.5), (m(20, 27.5) + out, 60),
                                          (m(21.5, 31.5) + out * 0.8, 77), (m(23, 34.5) + out * 0.6, 96), (m(23.5, 35) + out * 0.6, 106)]
        let halfWidth = [m(2.6, 3.2), m(4, 6), m(3.6, 5.8), m(3, 4.8), m(2.3, 3.2), m(2.6, 3.2)].map { $0 * thick }
        var outer: [(Double, Double)] = [], inner: [(Double, Double)] = []
        for i in centre.indices {
            let a = centre[max(i - 1, 0)], b = centre[min(i + 1, centre.count - 1)]
            let (dx, dy) = (b.0 - a.0, b.1 - a.1)
            let length = (dx * dx + dy * dy).squareRoot()
            let (nx, ny) = (dy / length, -dx / length)   // to the arm's right, away from the body
            outer.append((centre[i].0 + nx * halfWidth[i], centre[i].1 + ny * halfWidth[i]))
            inner.append((centre[i].0 - nx * halfWidth[i], centre[i].1 - ny * halfWidth[i]))
        }
        let last = centre[centre.count - 1]
        let fingertip = (last.0 + 0.3, last.1 + 3.2)
        let right = outer + [fingertip] + inner.reversed()
        return [right.map { Point(x: 50 + $0.0, y: $0.1) },
                right.reversed().map { Point(x: 50 - $0.0, y: $0.1) }]
    }

    /// A closed Catmull-Rom spline through `points` (uniform, tension ½) as cubic Béziers.
    static func smoothLoop(_ points: [Point]) -> [PathCommand] {
        let n = points.count
        guard n > 2 else { return [] }
        var commands: [PathCommand] = [.move(points[0])]
        for i in 0..<n {
            let p0 = points[(i + n - 1) % n], p1 = points[i], p2 = points[(i + 1) % n], p3 = points[(i + 2) % n]
            let c1 = Point(x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6)
            let c2 = Point(x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6)
            commands.append(.curve(p2, control1: c1, control2: c2))
        }
        commands.append(.close)
        return commands
    }
}

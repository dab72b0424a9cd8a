public import DisplayList
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Foundation
#endif

/// How elements move between two frames of an animation, read from their display lists
/// rather than from the timeline that drew them: `proof check motion` measures what is
/// drawn, so a track the timeline calls still but the frames move is caught.
///
/// An element's placement is its frame's four corners after its transform. Elements are
/// matched by id. Where an id is drawn the same number of times in both frames, its
/// placements are compared in order; where the count differs, something appeared or
/// disappeared (a screen fading in over an old copy of itself), which is not movement.
public enum ElementMotion {
    /// What changed about one element's placement between two frames.
    public struct Movement: Hashable, Sendable {
        /// The element's id.
        public let id: String
        /// Its centre moved.
        public let offset: Bool
        /// An edge got longer or shorter.
        public let scale: Bool
        /// An edge turned.
        public let rotation: Bool
        /// The largest distance any corner travelled, in points — or, where only its dashes
        /// moved, how far they moved along the stroke.
        public let distance: Double
        /// Its stroke's dashes moved along it (a dash phase changed: marching ants).
        public var dashes = false
        /// "offset", "scale", "rotation", "dashes", joined with " + ".
        public var kinds: String {
            [offset ? "offset" : nil, scale ? "scale" : nil, rotation ? "rotation" : nil, dashes ? "dashes" : nil].compactMap { $0 }.joined(separator: " + ")
        }
    }

    /// Positions closer than this (points) are the same: far below a pixel at @3x, far above
    /// the rounding of a transform applied twice.
    static let positionTolerance = 1e-6
    /// Edge angles closer than this (radians) are the same.
    static let angleTolerance = 1e-9

    /// The element's frame corners after its transform, clockwise from the top left.
    public static func corners(of element: Element) -> [Point] {
        let f = element.frame
        let points = [Point(x: f.x, y: f.y), Point(x: f.x + f.width, y: f.y),
                      Point(x: f.x + f.width, y: f.y + f.height), Point(x: f.x, y: f.y + f.height)]
        guard let t = element.transform else { return points }
        return points.map(t.apply)
    }

    /// Every element whose placement differs between `a` and `b`, in `b`'s order.
    public static func movements(from a: DisplayList, to b: DisplayList) -> [Movement] {
        let before = placements(a)
        // Each id's dash phases in drawing order (nil where it draws no stroke).
        let phases = a.elements.reduce(into: [String: [Double?]]()) { $0[$1.id, default: []].append($1.stroke?.dashPhase) }
        var seen: [String: Int] = [:]
        var result: [Movement] = []
        let countsAfter = b.elements.reduce(into: [String: Int]()) { $0[$1.id, default: 0] += 1 }
        for element in b.elements {
            let n = seen[element.id, default: 0]
            seen[element.id] = n + 1
            guard let old = before[element.id], old.count == countsAfter[element.id], n < old.count else { continue }
            if let m = movement(element.id, from: old[n], to: corners(of: element)) {
                result.append(m)
            } else if let phase = element.stroke?.dashPhase, let was = phases[element.id]?[n], abs(phase - was) > positionTolerance {
                result.append(Movement(id: element.id, offset: false, scale: false, rotation: false, distance: abs(phase - was), dashes: true))
            }
        }
        return result
    }

    /// The movement between two placements of `id`, or nil when it is the same placement.
    static func movement(_ id: String, from p: [Point], to q: [Point]) -> Movement? {
        let distance = zip(p, q).map { hypot($0.x - $1.x, $0.y - $1.y) }.max() ?? 0
        guard distance > positionTolerance else { return nil }
        let centre = { (c: [Point]) in Point(x: (c[0].x + c[2].x) / 2, y: (c[0].y + c[2].y) / 2) }
        let (c0, c1) = (centre(p), centre(q))
        let offset = hypot(c1.x - c0.x, c1.y - c0.y) > positionTolerance
        let edges = { (c: [Point]) in [(c[1].x - c[0].x, c[1].y - c[0].y), (c[3].x - c[0].x, c[3].y - c[0].y)] }
        let (e0, e1) = (edges(p), edges(q))
        let scale = zip(e0, e1).contains { abs(hypot($0.0, $0.1) - hypot($1.0, $1.1)) > positionTolerance }
        // The angle of the first edge that has a length in both placements.
        let rotation = zip(e0, e1).first { hypot($0.0, $0.1) > positionTolerance && hypot($1.0, $1.1) > positionTolerance }
            .map { pair -> Bool in
                var turn = atan2(pair.1.1, pair.1.0) - atan2(pair.0.1, pair.0.0)
                turn = remainder(turn, 2 * Double.pi)
                return abs(turn) > angleTolerance
            } ?? false
        return Movement(id: id, offset: offset, scale: scale, rotation: rotation, distance: distance)
    }

    /// Each id's placements in drawing order.
    static func placements(_ list: DisplayList) -> [String: [[Point]]] {
        list.elements.reduce(into: [:]) { $0[$1.id, default: []].append(corners(of: $1)) }
    }

    /// The largest change of any element's effective opacity between `a` and `b`, matched
    /// as `movements` matches elements. Where an id is drawn a different number of times,
    /// the change of its copies' summed opacity counts (a copy appearing at 0.05 is a step
    /// of 0.05). 0 when nothing fades.
    public static func largestOpacityStep(from a: DisplayList, to b: DisplayList) -> Double {
        var before: [String: [Double]] = [:]
        for e in a.elements { before[e.id, default: []].append(a.effectiveOpacity(of: e)) }
        var after: [String: [Double]] = [:]
        for e in b.elements { after[e.id, default: []].append(b.effectiveOpacity(of: e)) }
        var largest = 0.0
        for (id, new) in after {
            let old = before[id] ?? []
            if old.count == new.count {
                for (x, y) in zip(old, new) { largest = max(largest, abs(x - y)) }
            } else {
                largest = max(largest, abs(new.reduce(0, +) - old.reduce(0, +)))
            }
        }
        for (id, old) in before where after[id] == nil { largest = max(largest, old.reduce(0, +)) }
        return largest
    }

    /// True when an element drawn in both frames is painted in other colours in the second
    /// (fill, stroke or text): a fade of colour, as a gradient cross-fading to another token's
    /// animates — what an opacity step is to a fade of a layer.
    public static func paintChanges(from a: DisplayList, to b: DisplayList) -> Bool {
        var before: [String: [Paint?]] = [:]
        for e in a.elements { before[e.id, default: []].append(contentsOf: [e.fill, e.stroke?.paint, e.text?.paint]) }
        var after: [String: [Paint?]] = [:]
        for e in b.elements { after[e.id, default: []].append(contentsOf: [e.fill, e.stroke?.paint, e.text?.paint]) }
        return after.contains { id, paints in before[id].map { $0 != paints } ?? false }
    }
}

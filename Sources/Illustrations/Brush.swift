import DisplayList
import Foundation
import Tokens

extension Illustrations {
    /// What the illustrations draw with: a pen that records. It keeps the state a 2-D
    /// graphics context keeps — a current path, a current paint, a transform, the fill rule
    /// and clips, saved and restored by `isolated` — and turns every fill, stroke, clip and
    /// shadow into a `DrawingOperation` in the frame's points. The renderer draws the result
    /// as it draws any display list, knowing nothing of food.
    final class Brush {
        private struct State {
            var transform: DrawingTransform
            var source: DrawingPaint = .solid(RGBA(r: 0, g: 0, b: 0))
            var evenOdd = false
        }

        /// Operations collected at one level: the whole drawing, an `isolated` block, or
        /// what follows a `clip()` inside it.
        private struct Level {
            enum Kind { case root, isolated, clipped(DrawingPath, evenOdd: Bool) }
            let kind: Kind
            var operations: [DrawingOperation] = []
        }

        private var state: State
        private var saved: [State] = []
        private var levels: [Level] = [Level(kind: .root)]
        private var path: [DrawingPathCommand] = []

        /// A brush whose unit space is mapped into the frame's points by `transform`.
        init(transform: DrawingTransform) { state = State(transform: transform) }

        /// Everything recorded (every clip and isolated block closed).
        func finish() -> Drawing {
            while levels.count > 1 { close() }
            return Drawing(operations: levels[0].operations)
        }

        /// Runs `body` with the transform, paint, fill rule and clips saved, so whatever it
        /// changes stays inside.
        func isolated(_ body: () -> Void) {
            saved.append(state)
            levels.append(Level(kind: .isolated))
            body()
            while case .clipped = levels[levels.count - 1].kind { close() }
            close()
            state = saved.removeLast()
        }

        /// Ends the innermost level, handing its operations to the one around it.
        private func close() {
            let level = levels.removeLast()
            switch level.kind {
            case .root: levels.append(level)
            case .isolated: levels[levels.count - 1].operations += level.operations
            case .clipped(let path, let evenOdd):
                if !level.operations.isEmpty { levels[levels.count - 1].operations.append(.clip(path, evenOdd: evenOdd, level.operations)) }
            }
        }

        private func emit(_ operation: DrawingOperation) { levels[levels.count - 1].operations.append(operation) }

        /// The recorded path, handed over and forgotten (as a fill or stroke consumes it).
        private func takePath() -> DrawingPath {
            defer { path = [] }
            return DrawingPath(path)
        }

        // MARK: Transform

        func translate(_ v: Vec) { state.transform = state.transform.concatenating(.translation(x: v.x, y: v.y)) }
        func rotate(_ radians: Double) {
            guard radians != 0 else { return }
            state.transform = state.transform.concatenating(.rotation(radians: radians, anchor: Point(x: 0, y: 0)))
        }
        func scale(_ x: Double, _ y: Double) {
            state.transform = state.transform.concatenating(.scale(x: x, y: y, anchor: Point(x: 0, y: 0)))
        }

        /// How many points one unit of user space is (the transform keeps circles round
        /// wherever a line is stroked or a shadow spread).
        private var lengthScale: Double {
            let t = state.transform
            return abs(t.a * t.d - t.b * t.c).squareRoot()
        }

        private func point(_ v: Vec) -> Point { state.transform.apply(Point(x: v.x, y: v.y)) }

        // MARK: Paths

        func circle(_ c: Vec, _ r: Double) {
            path.append(.ellipse(state.transform.concatenating(DrawingTransform(a: r, b: 0, c: 0, d: r, tx: c.x, ty: c.y))))
        }

        func ellipse(_ c: Vec, _ rx: Double, _ ry: Double, rotation: Double = 0) {
            let placed = DrawingTransform.translation(x: c.x, y: c.y)
                .concatenating(rotation == 0 ? .identity : .rotation(radians: rotation, anchor: Point(x: 0, y: 0)))
                .concatenating(.scale(x: max(rx, 1e-9), y: max(ry, 1e-9), anchor: Point(x: 0, y: 0)))
            path.append(.ellipse(state.transform.concatenating(placed)))
        }

        func polygon(_ points: [Vec]) {
            guard let first = points.first else { return }
            path.append(.move(point(first)))
            for p in points.dropFirst() { path.append(.line(point(p))) }
            path.append(.close)
        }

        func polyline(_ points: [Vec]) {
            guard let first = points.first else { return }
            path.append(.move(point(first)))
            for p in points.dropFirst() { path.append(.line(point(p))) }
        }

        /// A closed Catmull-Rom spline through `points`: organic outlines (leaves, chips,
        /// folds) from a few jittered points.
        func smoothClosed(_ points: [Vec]) {
            let n = points.count
            guard n > 2 else { return polygon(points) }
            path.append(.move(point(points[0])))
            for i in 0..<n {
                let p0 = points[(i + n - 1) % n], p1 = points[i], p2 = points[(i + 1) % n], p3 = points[(i + 2) % n]
                curve(p0, p1, p2, p3)
            }
            path.append(.close)
        }

        /// An open Catmull-Rom spline through `points` (the ends are their own neighbours).
        func smoothOpen(_ points: [Vec], continuing: Bool = false) {
            let n = points.count
            guard n > 1 else { return }
            path.append(continuing ? .line(point(points[0])) : .move(point(points[0])))
            for i in 0..<(n - 1) {
                curve(points[max(i - 1, 0)], points[i], points[i + 1], points[min(i + 2, n - 1)])
            }
        }

        private func curve(_ p0: Vec, _ p1: Vec, _ p2: Vec, _ p3: Vec) {
            let c1 = p1 + (p2 - p0) * (1.0 / 6), c2 = p2 - (p3 - p1) * (1.0 / 6)
            path.append(.curve(point(p2), control1: point(c1), control2: point(c2)))
        }

        /// A convex polygon with corners rounded by `radius` (bread, napkins, toast).
        func roundedPolygon(_ points: [Vec], radius: Double) {
            let n = points.count
            for i in 0..<n {
                let prev = points[(i + n - 1) % n], p = points[i], next = points[(i + 1) % n]
                let a = p + (prev - p).normalized * min(radius, (prev - p).length / 2)
                let b = p + (next - p).normalized * min(radius, (next - p).length / 2)
                path.append(i == 0 ? .move(point(a)) : .line(point(a)))
                path.append(.curve(point(b), control1: point(a + (p - a) * 0.55), control2: point(b + (p - b) * 0.55)))
            }
            path.append(.close)
        }

        func lineTo(_ p: Vec) { path.append(.line(point(p))) }
        func closeCurrent() { path.append(.close) }
        func newPath() { path = [] }

        /// Limits what is drawn next, until the enclosing `isolated` ends, to the current path.
        func clip() {
            levels.append(Level(kind: .clipped(takePath(), evenOdd: state.evenOdd)))
        }

        /// Fill with the even-odd rule until the enclosing `isolated` ends: inner outlines
        /// become holes (the slots between a fork's tines).
        func useEvenOdd() { state.evenOdd = true }

        // MARK: Paint

        func set(_ p: Pigment) { state.source = .solid(p.rgba) }

        func fill(_ p: Pigment) { set(p); fillSource() }

        /// Fills the current path with whatever paint was last set (a gradient).
        func fillSource() {
            let outline = takePath()
            guard !outline.isEmpty else { return }
            emit(.fill(outline, state.source, evenOdd: state.evenOdd))
        }

        func stroke(_ p: Pigment, width: Double, round: Bool = true) {
            set(p)
            strokeSource(width: width, round: round)
        }

        /// Strokes the current path with the paint last set (a gradient).
        func strokeSource(width: Double, round: Bool = true) {
            let outline = takePath()
            guard !outline.isEmpty else { return }
            emit(.stroke(outline, state.source, width: width * lengthScale, roundCap: round))
        }

        /// Sets a linear gradient from `a` to `b` as the paint.
        func linear(_ a: Vec, _ b: Vec, _ stops: [(Double, Pigment)]) {
            state.source = .linear(start: Point(x: a.x, y: a.y), end: Point(x: b.x, y: b.y), stops: Self.stops(stops),
                                   transform: state.transform)
        }

        /// Sets a radial gradient between two circles as the paint (an offset inner centre
        /// lights a round thing from one side).
        func radial(_ c0: Vec, _ r0: Double, _ c1: Vec, _ r1: Double, _ stops: [(Double, Pigment)]) {
            state.source = .radial(startCenter: Point(x: c0.x, y: c0.y), startRadius: r0, endCenter: Point(x: c1.x, y: c1.y),
                                   endRadius: r1, stops: Self.stops(stops), transform: state.transform)
        }

        private static func stops(_ stops: [(Double, Pigment)]) -> [GradientStop] {
            stops.map { GradientStop(color: $0.1.rgba, position: $0.0) }
        }

        /// A soft elliptical shadow: darkest at the centre, fading to nothing at the rim.
        /// `core` is the fraction of the radius that stays at full strength, so 0.8 gives
        /// a crisp contact shadow and 0 a diffuse glow.
        func softShadow(_ c: Vec, _ rx: Double, _ ry: Double, alpha: Double, core: Double = 0.5,
                        rotation: Double = 0, tint: Pigment = Pigment(0x2A1608)) {
            isolated {
                translate(c)
                rotate(rotation)
                scale(max(rx, 1e-9), max(ry, 1e-9))
                let mid = core + (1 - core) * 0.45
                radial(Vec(0, 0), 0, Vec(0, 0), 1, [(0, tint.alpha(alpha)), (core, tint.alpha(alpha)),
                                                   (mid, tint.alpha(alpha * 0.45)), (1, tint.alpha(0))])
                newPath()
                path.append(.ellipse(state.transform))
                fillSource()
            }
        }

        /// Paints the current paint over the whole clip (lighting overlays).
        func paint() { emit(.paint(state.source)) }

        /// A blurred shadow of any outline: the path `outline` draws, offset, filled and
        /// stroked `steps` times with growing widths at low alpha, so the darkness falls off
        /// over `spread` outside the shape like a Gaussian's tail.
        func shadow(of outline: () -> Void, offset: Vec, spread: Double, alpha: Double, steps: Int = 12,
                    tint: Pigment = Pigment(0x2A1608)) {
            let each = 1 - pow(1 - alpha, 1 / Double(steps))
            isolated {
                translate(offset)
                newPath()
                outline()
                let shape = takePath()
                guard !shape.isEmpty, steps > 0 else { return }
                emit(.layeredShadow(shape, evenOdd: state.evenOdd, color: tint.rgba, spread: spread * lengthScale, layers: steps, layerAlpha: each))
            }
        }
    }
}

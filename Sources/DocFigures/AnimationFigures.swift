import Foundation

/// The figures the README quotes from `proof animate`'s timeline.json.
struct Timeline: Decodable {
    struct Row: Decodable {
        let element: String
        let property: String
        let curve: String
        let from: Double
        let to: Double
    }
    let animation: String
    let duration: Double
    let fps: Double
    let frameCount: Int
    let rows: [Row]

    static func read(_ text: String, run: String) throws(FigureError) -> Timeline {
        do { return try JSONDecoder().decode(Timeline.self, from: Data(text.utf8)) } catch {
            throw FigureError(run: run, "timeline.json does not decode: \(error)")
        }
    }
}

enum AnimationFigures {
    /// airfit/cascade: its length, curve and frame count at 120 fps, and where the seed's
    /// formula leaves the last glyph (its progress, and the weight that gives between the
    /// tokens' weightFrom and weightTo).
    static func cascade(_ text: String, tokens airfit: TokenFile) throws(FigureError) -> [String: String] {
        let t = try Timeline.read(text, run: FigureRun.cascade.name)
        guard let last = t.rows.last, let first = t.rows.first else { throw FigureError(run: FigureRun.cascade.name, "no glyph rows") }
        let from = try airfit.number("motion.cascade.weightFrom"), to = try airfit.number("motion.cascade.weightTo")
        return [
            "cascade.duration": FigureFormat.plain(t.duration),
            "cascade.curve": String(first.curve.prefix { $0 != " " }),
            "cascade.frames": String(t.frameCount),
            "cascade.fps": FigureFormat.plain(t.fps),
            "cascade.glyphs": String(t.rows.count),
            "cascade.lastGlyphPercent": String(Int((last.to * 100).rounded())),
            "cascade.lastGlyphWeight": String(Int((from + (to - from) * last.to).rounded())),
            "cascade.stagger": FigureFormat.plain(try airfit.number("motion.cascade.stagger")),
            "cascade.rise": FigureFormat.plain(try airfit.number("motion.cascade.offsetY")),
            "cascade.weightFrom": FigureFormat.plain(from),
            "cascade.weightTo": FigureFormat.plain(to),
        ]
    }

    /// The length of an animation's reduced-motion variant.
    static func reducedDuration(_ text: String, key: String, run: FigureRun) throws(FigureError) -> [String: String] {
        [key: FigureFormat.plain(try Timeline.read(text, run: run.name).duration)]
    }

    /// calai/spin-wheel-spin: the angle it ends at, as whole turns and the rest, and the
    /// segment it lands on (the row's element says "lands on N %").
    static func spinWheel(_ text: String) throws(FigureError) -> [String: String] {
        let run = FigureRun.spinWheel.name
        let t = try Timeline.read(text, run: run)
        guard let wheel = t.rows.first(where: { $0.property.hasPrefix("rotation") }) else { throw FigureError(run: run, "no rotation row") }
        let end = Int(wheel.to.rounded())
        guard let lands = FigureFormat.number(after: "lands on ", in: wheel.element) else {
            throw FigureError(run: run, "the wheel's row \"\(wheel.element)\" does not say where it lands (\"lands on N %\")")
        }
        return [
            "spin.end": String(end),
            "spin.turns": String(end / 360),
            "spin.rest": String(end % 360),
            "spin.lands": lands,
            "spin.duration": FigureFormat.plain(t.duration),
        ]
    }

    /// airfit/gradient-number: the number it fades from and the one it fades to.
    static func gradientNumber(_ text: String) throws(FigureError) -> [String: String] {
        let run = FigureRun.gradientNumber.name
        let t = try Timeline.read(text, run: run)
        let numbers = t.rows.compactMap { row in row.element.split(separator: " ").last.flatMap { Int($0) }.map { (row, $0) } }
        guard let out = numbers.first(where: { $0.0.to < $0.0.from }), let into = numbers.first(where: { $0.0.to > $0.0.from }) else {
            throw FigureError(run: run, "no row fading a number out and one fading a number in")
        }
        return ["gradientNumber.from": String(out.1), "gradientNumber.to": String(into.1)]
    }

    /// calai/push: how far the old page moves left, as a share of how far the new one
    /// comes in from the right (the page's width) — UIKit's parallax.
    static func push(_ text: String) throws(FigureError) -> [String: String] {
        let run = FigureRun.push.name
        let t = try Timeline.read(text, run: run)
        let moves = t.rows.filter { $0.property == "offsetX" }
        guard let incoming = moves.first(where: { $0.from > 0 && $0.to == 0 }), let outgoing = moves.first(where: { $0.from == 0 && $0.to < 0 }) else {
            throw FigureError(run: run, "no offsetX row sliding a page in from the right and one moving the old page left")
        }
        return ["push.parallaxPercent": String(Int((-outgoing.to / incoming.from * 100).rounded()))]
    }

    /// airfit/glass-in: its scale row's `spring` object, as a JSON block with one form a
    /// line (docs/TOKENS.md, "Springs in SwiftUI's three forms").
    static func glassInSpring(_ text: String) throws(FigureError) -> [String: String] {
        let run = FigureRun.glassIn.name
        struct Document: Decodable {
            struct Row: Decodable { let spring: Spring? }
            struct Spring: Decodable {
                struct Physical: Decodable { let mass, stiffness, damping, initialVelocity: Double }
                struct Response: Decodable { let response, dampingFraction: Double }
                struct DurationBounce: Decodable { let duration, bounce: Double }
                let interpolatingSpring: Physical
                let responseDampingFraction: Response
                let durationBounce: DurationBounce
                let settlingDuration, overshoot: Double
            }
            let rows: [Row]
        }
        let document: Document
        do { document = try JSONDecoder().decode(Document.self, from: Data(text.utf8)) } catch {
            throw FigureError(run: run, "timeline.json's rows do not decode with a spring: \(error)")
        }
        guard let s = document.rows.first?.spring else { throw FigureError(run: run, "its first row has no spring") }
        let n = FigureFormat.plain
        let p = s.interpolatingSpring, r = s.responseDampingFraction, d = s.durationBounce
        let block = """
            "spring": {
              "interpolatingSpring": {"mass": \(n(p.mass)), "stiffness": \(n(p.stiffness)), "damping": \(n(p.damping)), "initialVelocity": \(n(p.initialVelocity))},
              "responseDampingFraction": {"response": \(n(r.response)), "dampingFraction": \(n(r.dampingFraction))},
              "durationBounce": {"duration": \(n(d.duration)), "bounce": \(n(d.bounce))},
              "settlingDuration": \(n(s.settlingDuration)),
              "overshoot": \(n(s.overshoot))
            }
            """
        return ["glassIn.spring": "\n```json\n" + block + "\n```\n"]
    }
}

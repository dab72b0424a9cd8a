import AppSupport
import DisplayList

extension MotionClaimRun {
    /// A text whose glyphs an animation styles one by one (a letter cascade) lands every
    /// glyph when it comes to rest: each at full opacity, on its line. Read on the last frame
    /// of each animation (full motion); a text left part-way is a design defect whatever the
    /// seed's formula says (AirFit §3's phase stops at 1, so glyph i rests at 1 − i·stagger).
    mutating func checkLanding(_ frames: MotionFrames) {
        let clip = frames.clip
        let end = clip.frame(at: clip.duration)
        for element in end.elements {
            guard let text = element.text, let glyphs = text.glyphs, !glyphs.isEmpty, end.effectiveOpacity(of: element) > 0 else { continue }
            let characters = Array(text.string)
            let drawn = glyphs.indices.filter { $0 < characters.count && !characters[$0].isWhitespace }
            let short = drawn.filter { glyphs[$0].opacity < 1 - Self.landed || abs(glyphs[$0].offsetY) > Self.landed }
            let lowest = short.min { glyphs[$0].opacity < glyphs[$1].opacity }
            landings.append(.init(animation: clip.id, element: element.id, text: text.string, glyphs: glyphs.count, drawn: drawn.count,
                                  partWay: short.count, lowestOpacity: lowest.map { glyphs[$0].opacity },
                                  lowestOffsetY: lowest.map { glyphs[$0].offsetY }, passed: short.isEmpty))
        }
    }

    /// How far from full opacity (or off its line, in points) a glyph may rest: none, beyond rounding.
    static let landed = 1e-6

    /// One failure per text left part-way, naming the animations that end on it.
    mutating func reportLandings() {
        var order: [String] = []
        var byText: [String: [MotionRun.Landing]] = [:]
        for landing in landings where !landing.passed {
            let key = String(landing.animation.prefix { $0 != "/" }) + "\u{0}" + landing.text
            if byText[key] == nil { order.append(key) }
            byText[key, default: []].append(landing)
        }
        for key in order {
            let all = byText[key]!
            let first = all[0]
            let shown = first.text.replacingOccurrences(of: "\n", with: "\\n")
            let animations = all.map(\.animation)
            let opacity = first.lowestOpacity.map { MotionRun.percent($0) } ?? "?"
            let low = first.lowestOffsetY.map { abs($0) > Self.landed ? ", \(MotionRun.points($0)) low" : "" } ?? ""
            fail("landing: \"\(shown)\" comes to rest with \(first.partWay) of \(first.drawn) glyphs part-way (the faintest at \(opacity) opacity\(low)) "
                 + "at the end of \(animations.joined(separator: ", ")): a glyph that never lands", first.animation,
                 ["claim": "landing", "text": .text(first.text), "glyphs": .number(Double(first.glyphs)), "element": .text(first.element)])
        }
    }
}

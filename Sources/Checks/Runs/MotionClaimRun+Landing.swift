import AppSupport
import DisplayList

extension MotionClaimRun {
    /// A text whose glyphs an animation styles one by one (a letter cascade) lands every
    /// glyph when it comes to rest: each at full opacity, on its line. Read on the last frame
    /// of each animation (full motion); a text left part-way is a design defect whatever the
    /// seed's formula says (AirFit §3's phase stops at 1, so glyph i rests at 1 − i·stagger).
    package mutating func checkLanding(_ frames: MotionFrames) {
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
            guard let lowest else { continue }
            // One failure per animation and text, so that shards merge to what one run says.
            let shown = text.string.replacingOccurrences(of: "\n", with: "\\n")
            let low = abs(glyphs[lowest].offsetY) > Self.landed ? ", \(MotionRun.points(glyphs[lowest].offsetY)) low" : ""
            fail("landing: \(clip.id) comes to rest with \(short.count) of \(drawn.count) glyphs of \"\(shown)\" part-way (the faintest at "
                 + "\(MotionRun.percent(glyphs[lowest].opacity)) opacity\(low)): a glyph that never lands", clip.id,
                 ["claim": "landing", "text": .text(text.string), "glyphs": .number(Double(glyphs.count)), "element": .text(element.id)])
        }
    }

    /// How far from full opacity (or off its line, in points) a glyph may rest: none, beyond rounding.
    package static let landed = 1e-6
}

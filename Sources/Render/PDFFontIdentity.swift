import DisplayList
import Tokens

extension PDFFontNames {
    /// A font the display list draws text in, as its PostScript-style name says it:
    /// family without spaces, then the weight's style ("Inter-SemiBold").
    struct Candidate: Hashable {
        let family: String
        let weight: Double
        var name: String { family.filter { $0 != " " } + "-" + Self.style(weight) }

        static func style(_ weight: Double) -> String {
            switch Int(weight) {
            case ..<150: "Thin"
            case ..<250: "ExtraLight"
            case ..<350: "Light"
            case ..<450: "Regular"
            case ..<550: "Medium"
            case ..<650: "SemiBold"
            case ..<750: "Bold"
            case ..<850: "ExtraBold"
            default: "Black"
            }
        }
    }

    /// Every family and drawn weight that `list`'s texts use (a cascade's glyph weights too).
    static func candidates(in list: DisplayList) -> [Candidate] {
        var seen = Set<Candidate>()
        var ordered: [Candidate] = []
        for run in list.elements.compactMap(\.text) {
            let weights = [run.font.weight] + (run.glyphs?.map(\.weight) ?? [])
            for w in weights {
                let c = Candidate(family: run.font.family, weight: PangoText.drawnWeight(w))
                if seen.insert(c).inserted { ordered.append(c) }
            }
        }
        return ordered
    }

    /// The name of the candidate that has each of the font's glyphs at the font's advance
    /// width (within a unit of 1/1000 em; proportional or tabular figures). Several may
    /// fit — an icon font at 400, 600 and 700 has the same widths — and then the ones that
    /// are not Regular win: a font cairo names CairoFont is never the default instance of a
    /// variable font nor an unsynthesised face, which is Regular for every family we draw.
    /// Nil when none fits, or candidates of several families do.
    static func identify(_ font: FallbackFont, among candidates: [Candidate], metrics: GlyphMetrics) -> String? {
        let fitting = candidates.filter { c in
            font.glyphs.allSatisfy { glyph in
                guard glyph.text.unicodeScalars.count == 1, let scalar = glyph.text.unicodeScalars.first else { return true }
                // A family that lacks the character would be measured in a fallback font.
                guard metrics.covers(scalar, c) else { return false }
                return [false, true].contains { abs(metrics.advance(scalar, c, tabular: $0) - glyph.width) <= 1 }
            }
        }
        if Set(fitting.map(\.name)).count == 1 { return fitting.first?.name }
        let emphasised = fitting.filter { Candidate.style($0.weight) != "Regular" }
        // Several weights of one family with the same widths are one face: a static font
        // that cairo emboldens alike for 600 and 700. Named after the heaviest.
        guard Set(emphasised.map(\.family)).count == 1 else { return nil }
        return emphasised.max { $0.weight < $1.weight }?.name
    }

    /// Advance widths (1/1000 em) and coverage of the candidates, each asked of Pango once.
    final class GlyphMetrics {
        private let text: PangoText
        private var advances: [String: Double] = [:]
        private var coverage: [String: Bool] = [:]

        init(text: PangoText) { self.text = text }

        func advance(_ scalar: Unicode.Scalar, _ c: Candidate, tabular: Bool) -> Double {
            let key = "\(c.family)|\(c.weight)|\(scalar.value)|\(tabular)"
            if let hit = advances[key] { return hit }
            let run = TextRun(String(Character(scalar)), font: FontSpec(family: c.family, size: 1000, weight: c.weight, monospacedDigits: tabular),
                              paint: .solid(.black))
            let width = text.measure(run, width: nil).size.width
            advances[key] = width
            return width
        }

        func covers(_ scalar: Unicode.Scalar, _ c: Candidate) -> Bool {
            let key = "\(c.family)|\(c.weight)|\(scalar.value)"
            if let hit = coverage[key] { return hit }
            let has = text.covers(scalar, family: c.family, weight: c.weight)
            coverage[key] = has
            return has
        }
    }

    /// The character of a WinAnsiEncoding code (PDF 32000-1, annex D).
    static func winAnsi(_ code: Int) -> Character? {
        let high: [Int: UInt32] = [
            0x80: 0x20AC, 0x82: 0x201A, 0x83: 0x0192, 0x84: 0x201E, 0x85: 0x2026, 0x86: 0x2020, 0x87: 0x2021,
            0x88: 0x02C6, 0x89: 0x2030, 0x8A: 0x0160, 0x8B: 0x2039, 0x8C: 0x0152, 0x8E: 0x017D, 0x91: 0x2018,
            0x92: 0x2019, 0x93: 0x201C, 0x94: 0x201D, 0x95: 0x2022, 0x96: 0x2013, 0x97: 0x2014, 0x98: 0x02DC,
            0x99: 0x2122, 0x9A: 0x0161, 0x9B: 0x203A, 0x9C: 0x0153, 0x9E: 0x017E, 0x9F: 0x0178,
        ]
        let scalar: UInt32? = switch code {
        case 32...126, 160...255: UInt32(code)
        case 128...159: high[code]
        default: nil
        }
        return scalar.flatMap(Unicode.Scalar.init).map(Character.init)
    }
}

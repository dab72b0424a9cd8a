public import SwiftUI
import DisplayList
import Tokens

/// The cheetah at the fast end of the speed slider (seed 000 p5 "tortoise, rabbit,
/// cheetah"; 001 p5 "a cheetah for fast"), drawn as display-list paths because Unicode has
/// no cheetah: U+1F406 🐆 is a leopard, rosettes and all, and a designer spots the swap.
///
/// A running cheetah in Noto Color Emoji's flat style, so it sits beside Noto's 🦥 and 🐇:
/// golden coat with solid black spots, the black tear line from eye to mouth, a white
/// muzzle and a ringed, white-tipped tail. It faces right, the way the slider gets faster.
/// Drawn on a 128-unit grid (Noto's own) and fitted to the box a Noto emoji of the same
/// font size takes, so it lines up with its neighbours at every size.
nonisolated public struct CheetahGlyph: View {
    /// The font size of the emoji it stands beside.
    let size: Double

    public init(size: Double) { self.size = size }

    /// Width and height of the box a Noto emoji takes at `size`: Pango gives a 32 pt emoji
    /// a 40 × 37.5 pt box.
    static func box(size: Double) -> Size { Size(width: size * 40 / 32, height: size * 37.5 / 32) }

    public var body: some View {
        let box = Self.box(size: size)
        // The 128-unit grid fitted to the box's width (a running cat is long and low, so it
        // takes the whole width to weigh as much as its neighbours); the paws land where
        // Noto's animals stand, 1.7 pt above the box's bottom at 32 pt.
        let scale = box.width / 128
        let origin = Point(x: 0, y: box.height - size * 1.7 / 32 - 104 * scale)
        ZStack(alignment: .topLeading) {
            ForEach(Self.parts.indices, id: \.self) { i in
                let part = Self.parts[i]
                let path = Path(commands: GlyphPath.commands(part.path, scale: scale, origin: origin))
                if let width = part.strokeWidth {
                    path.stroke(Color(part.color), lineWidth: width * scale, lineCap: part.roundCap ? .round : .butt)
                } else {
                    path.fill(Color(part.color))
                }
            }
        }
        .frame(width: box.width, height: box.height)
    }

    /// One filled or stroked path of the drawing, back to front.
    struct Part {
        let color: RGBA
        let path: String
        var strokeWidth: Double? = nil
        var roundCap = false
    }

    static let coat = RGBA(hex: "#F2AE38")!
    static let shade = RGBA(hex: "#D58C25")!
    static let belly = RGBA(hex: "#FCE7BE")!
    static let cream = RGBA(hex: "#FFF3DC")!
    static let spot = RGBA(hex: "#3B2A1C")!
    static let ink = RGBA(hex: "#2A1C12")!

    /// Solid spots, bigger along the back, smaller on the legs and neck: (x, y, radius).
    static let spots: [(Double, Double, Double)] = [
        (36, 54, 2.2), (44, 50, 2), (52, 48.5, 2.2), (60, 48, 2), (68, 48, 2.2), (76, 48.5, 2), (84, 48, 1.8), (91, 43, 1.8), (96, 38, 1.6),
        (40, 60, 2), (48, 56, 2.2), (56, 54, 2), (64, 54, 2.2), (72, 54, 2), (80, 55, 2.2), (88, 53, 2), (95, 50, 1.8),
        (34, 64, 1.8), (44, 66, 2), (52, 62, 2), (60, 61, 2.2), (68, 61, 2), (76, 62, 2.2), (84, 62, 2), (92, 60, 1.8),
        (58, 68, 1.8), (66, 69, 2), (74, 70, 1.8), (84, 69, 1.8),
        (102, 72, 1.4), (108, 77, 1.4), (30, 78, 1.4), (24, 82, 1.4), (100, 34, 1.2),
    ]

    static let parts: [Part] = [
        // The far legs, in shade.
        Part(color: shade, path: "M84 70 C92 80 98 90 104 99 C106 102 109 104 112 104 C114 103 113 100 110 99 C106 92 102 80 96 66 Z"),
        Part(color: shade, path: "M40 70 C34 80 27 89 20 97 C18 100 15 102 12 102 C10 101 11 99 14 97 C20 90 26 79 30 66 Z"),
        // The tail streaming back: three black rings across it and a white tip.
        Part(color: coat, path: "M28 58 C18 52 10 52 4 44", strokeWidth: 6, roundCap: true),
        Part(color: ink, path: "M15.66 49.09 L13.34 54.41 M12.25 47.41 L9.38 52.46 M9.64 45.67 L6.04 50.23", strokeWidth: 1.8),
        Part(color: cream, path: "M5.2 45.5 C4.6 44.8 4.2 44.4 4 44", strokeWidth: 6, roundCap: true),
        // Torso, neck and head in one outline.
        Part(color: coat, path: "M30 50 C44 42 66 44 82 44 C88 40 94 33 101 30 C108 27 115 29 119 34 C122 36 125 39 125 42 C125 46 121 48 117 49 "
                               + "C112 51 107 55 104 60 C101 70 94 78 84 79 C72 81 62 78 54 74 C46 76 36 77 30 73 C22 68 21 57 30 50 Z"),
        Part(color: belly, path: "M54 74 C62 78 72 81 84 79 C90 78 96 74 99 69 C90 73 76 74 64 72 Z"),
        Part(color: cream, path: "M114 40 C118 42 122 42 125 42 C125 46 121 48 117 49 C114 48 113 44 114 40 Z"),
        // The haunch, a shade darker.
        Part(color: RGBA(r: shade.r, g: shade.g, b: shade.b, a: 0.35), path: "M30 50 C40 50 46 58 44 68 C42 73 36 75 30 73 C22 68 21 57 30 50 Z"),
        // The near legs, reaching forward and back.
        Part(color: coat, path: "M90 60 C100 68 110 76 119 84 C122 86 125 88 126 90 C126 92 123 93 120 92 C110 88 98 82 86 76 Z"),
        Part(color: coat, path: "M44 62 C34 70 24 78 13 85 C9 87 5 88 3 90 C3 92 6 93 9 92 C20 89 34 82 48 72 Z"),
        // The ear, black inside.
        Part(color: coat, path: "M100 32 C99 27 101 24 104 23 C107 24 107 28 106 31 Z"),
        Part(color: ink, path: "M101.5 30 C101.5 27.5 102.5 25.5 104 25.5 C105 26.5 105 28.5 104.8 30 Z"),
        Part(color: spot, path: spots.map { GlyphPath.circle(x: $0.0, y: $0.1, radius: $0.2) }.joined(separator: " ")),
        // The tear line, the eye with its highlight, the nose.
        Part(color: ink, path: "M111.5 36.5 C111 41 113 46 117 49", strokeWidth: 1.8, roundCap: true),
        Part(color: ink, path: GlyphPath.circle(x: 112, y: 35.5, radius: 2)),
        Part(color: RGBA(hex: "#FFFFFF")!, path: GlyphPath.circle(x: 112.6, y: 34.9, radius: 0.6)),
        Part(color: ink, path: "M122.5 38.8 C124.5 38.6 125.6 39.8 125.2 41.6 C123.8 41.8 122.6 40.8 122.5 38.8 Z"),
    ]
}

/// The small subset of SVG path data the glyph is written in — absolute `M x y`,
/// `L x y`, `C x1 y1 x2 y2 x y` and `Z`, numbers separated by spaces, a command letter
/// written against its first number ("M84 70") — turned into display-list path commands.
enum GlyphPath {
    /// The commands of `data`, each point scaled by `scale` and moved by `origin`. The data
    /// is the glyph's own constant text (a test parses every part), so a malformed string
    /// is a programming error, not input.
    static func commands(_ data: String, scale: Double, origin: Point) -> [PathCommand] {
        var tokens: [String] = []
        for word in data.split(separator: " ") {
            if let letter = word.first, letter.isLetter {
                tokens.append(String(letter))
                if word.count > 1 { tokens.append(String(word.dropFirst())) }
            } else {
                tokens.append(String(word))
            }
        }
        var out: [PathCommand] = []
        var i = 0
        func point() -> Point {
            guard i + 1 < tokens.count, let x = Double(tokens[i]), let y = Double(tokens[i + 1]) else {
                preconditionFailure("glyph path \"\(data)\": expected a point at token \(i)")
            }
            i += 2
            return Point(x: origin.x + x * scale, y: origin.y + y * scale)
        }
        while i < tokens.count {
            let op = tokens[i]
            i += 1
            switch op {
            case "M": out.append(.move(point()))
            case "L": out.append(.line(point()))
            case "C":
                let c1 = point(), c2 = point(), p = point()
                out.append(.curve(p, control1: c1, control2: c2))
            case "Z": out.append(.close)
            default: preconditionFailure("glyph path \"\(data)\": unknown command \(op)")
            }
        }
        return out
    }

    /// A circle as four cubic arcs (the usual 0.5523 control distance), in path data.
    static func circle(x: Double, y: Double, radius r: Double) -> String {
        let k = 0.5523 * r
        func n(_ v: Double) -> String { String(format: "%.3f", v) }
        return "M\(n(x + r)) \(n(y)) "
            + "C\(n(x + r)) \(n(y + k)) \(n(x + k)) \(n(y + r)) \(n(x)) \(n(y + r)) "
            + "C\(n(x - k)) \(n(y + r)) \(n(x - r)) \(n(y + k)) \(n(x - r)) \(n(y)) "
            + "C\(n(x - r)) \(n(y - k)) \(n(x - k)) \(n(y - r)) \(n(x)) \(n(y - r)) "
            + "C\(n(x + k)) \(n(y - r)) \(n(x + r)) \(n(y - k)) \(n(x + r)) \(n(y)) Z"
    }
}

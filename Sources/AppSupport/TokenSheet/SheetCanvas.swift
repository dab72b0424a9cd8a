import DisplayList
import Tokens

/// Accumulates the sheet's elements top to bottom: a cursor, an id counter and helpers
/// for the few things the sheet draws (text, cards, swatches, badges).
struct SheetCanvas {
    let measurer: any TextMeasuring
    private(set) var elements: [Element] = []
    var y: Double = 0
    private var counter = 0

    init(measurer: any TextMeasuring) { self.measurer = measurer }

    /// Ids are the section and a running number, so they are stable from run to run.
    mutating func id(_ prefix: String) -> String {
        counter += 1
        return "\(prefix).\(counter)"
    }

    mutating func add(_ element: Element) { elements.append(element) }

    /// Draws `string` at (x, y) wrapped at `width`; returns the height it took.
    @discardableResult
    mutating func text(_ string: String, x: Double, y: Double, width: Double, font: FontSpec,
                       color: RGBA, alignment: TextAlignment = .leading, lineLimit: Int? = nil, id prefix: String = "text") -> Double {
        let run = TextRun(string, font: font, paint: .solid(color), alignment: alignment, lineLimit: lineLimit)
        let m = measurer.measure(run, width: width)
        add(.text(id(prefix), Rect(x: x, y: y, width: width, height: m.size.height), run))
        return m.size.height
    }

    func textHeight(_ string: String, width: Double, font: FontSpec, lineLimit: Int? = nil) -> Double {
        measurer.measure(TextRun(string, font: font, paint: .solid(.black), lineLimit: lineLimit), width: width).size.height
    }

    mutating func card(_ frame: Rect, radius: Double = 16) {
        add(.shape(id("card"), frame, .roundedRectangle(cornerRadius: radius, style: .continuous),
                   fill: .solid(SheetStyle.card), stroke: Stroke(.solid(SheetStyle.cardBorder), width: 1, inside: true)))
    }

    /// A swatch of `paint`; translucent colours sit on a checkerboard so their alpha shows —
    /// a dark one for light colours (white 3 % is invisible on white), a light one otherwise.
    mutating func swatch(_ frame: Rect, paint: Paint, radius: Double = 12, translucent: Bool = false, darkChecker: Bool = false) {
        let shape = Shape.roundedRectangle(cornerRadius: radius, style: .continuous)
        if translucent {
            let (base, squares) = darkChecker ? (SheetStyle.checkerDarkBase, SheetStyle.checkerDarkSquare)
                                              : (SheetStyle.checkerLight, SheetStyle.checkerDark)
            add(.shape(id("checker"), frame, shape, fill: .solid(base)))
            let cell = 8.0
            var commands: [PathCommand] = []
            var row = 0
            var cy = 0.0
            while cy < frame.height {
                var cx = row % 2 == 0 ? 0 : cell
                while cx < frame.width {
                    let w = min(cell, frame.width - cx), h = min(cell, frame.height - cy)
                    commands += [.move(Point(x: cx, y: cy)), .line(Point(x: cx + w, y: cy)),
                                 .line(Point(x: cx + w, y: cy + h)), .line(Point(x: cx, y: cy + h)), .close]
                    cx += 2 * cell
                }
                cy += cell
                row += 1
            }
            add(.shape(id("checker"), frame, .path(commands), fill: .solid(squares), clip: Clip(frame: frame, shape: shape)))
        }
        add(.shape(id("swatch"), frame, shape, fill: paint,
                   stroke: Stroke(.solid(RGBA(r: 0, g: 0, b: 0, a: 0.08)), width: 1, inside: true)))
    }

    /// A small pill: "AA 4.48" in green when it passes, red when it fails.
    @discardableResult
    mutating func badge(_ label: String, pass: Bool, x: Double, y: Double) -> Double {
        let run = TextRun(label, font: SheetStyle.badge, paint: .solid(pass ? SheetStyle.pass : SheetStyle.fail))
        let m = measurer.measure(run, width: nil)
        let w = m.size.width + 12
        add(.shape(id("badge"), Rect(x: x, y: y, width: w, height: m.size.height + 4), .capsule,
                   fill: .solid(pass ? SheetStyle.passFill : SheetStyle.failFill)))
        add(.text(id("badge"), Rect(x: x + 6, y: y + 2, width: m.size.width + 1, height: m.size.height), run))
        return w
    }

    /// A section heading with a rule above it; advances the cursor.
    mutating func section(_ title: String, note: String) {
        y += 56
        add(.shape(id("rule"), Rect(x: SheetStyle.margin, y: y, width: SheetStyle.contentWidth, height: 1), fill: .solid(SheetStyle.rule)))
        y += 24
        y += text(title, x: SheetStyle.margin, y: y, width: SheetStyle.contentWidth, font: SheetStyle.sectionTitle, color: SheetStyle.ink, id: "heading")
        y += 6
        y += text(note, x: SheetStyle.margin, y: y, width: 820, font: SheetStyle.sectionNote, color: SheetStyle.secondaryInk, id: "note")
        y += 24
    }

    /// Lays `count` equal cells out in rows of `columns`; `draw` fills cell i at its frame
    /// and returns the height it used. Advances the cursor past the tallest row. Stops after
    /// `SheetLimits.itemsPerSection` cells, or at the end of the row that passes `height`
    /// points, and returns how many cells it drew.
    @discardableResult
    mutating func grid(count: Int, columns: Int, rowGap: Double = 24, height budget: Double = SheetLimits.sectionHeight,
                       draw: (inout SheetCanvas, Int, Rect) -> Double) -> Int {
        let cellWidth = (SheetStyle.contentWidth - Double(columns - 1) * SheetStyle.gutter) / Double(columns)
        let start = y
        let count = min(count, SheetLimits.itemsPerSection)
        var index = 0
        while index < count, y - start < budget {
            var rowHeight = 0.0
            for column in 0..<columns where index < count {
                let frame = Rect(x: SheetStyle.margin + Double(column) * (cellWidth + SheetStyle.gutter), y: y, width: cellWidth, height: 0)
                rowHeight = max(rowHeight, draw(&self, index, frame))
                index += 1
            }
            y += rowHeight + rowGap
        }
        y -= rowGap
        return index
    }

    /// Under a section that drew `drawn` of `total` items: "… and 149,870 more colour cards,
    /// not drawn (…)". Nothing when all were drawn.
    mutating func more(drawn: Int, of total: Int, _ noun: String) {
        guard drawn < total else { return }
        y += 14
        y += text("… and \(grouped(total - drawn)) more \(noun), not drawn (a token sheet draws at most \(SheetLimits.itemsPerSection) items "
                  + "or \(Int(SheetLimits.sectionHeight)) pt per section)",
                  x: SheetStyle.margin, y: y, width: SheetStyle.contentWidth, font: SheetStyle.sectionNote,
                  color: SheetStyle.secondaryInk, lineLimit: 1, id: "more")
    }
}

/// What one token sheet draws at most, so that any file that loads (150,000 colours, a
/// 200,000-character description, a 512 pt type scale) gives a sheet in bounded time and
/// memory: at most about 26,000 pt tall, so drawn at 0.6x or more within the renderer's
/// 16,384 px a side. Every seed file's sheet is well inside these (its largest section has
/// 72 cards; its tallest is under 2,500 pt), so they draw exactly as before.
enum SheetLimits {
    /// Cards or rows per section.
    static let itemsPerSection = 200
    /// Points a section's items may take before it stops at the end of a row (or item).
    static let sectionHeight = 4_000.0
    /// Rows of the motion section's duration bars (26 pt each); its curves get the rest of
    /// the section's height.
    static let durationRows = 100
    /// Characters of the file's description shown in the header.
    static let descriptionLength = 1_000
    /// Characters of a token's description (drawn in two lines at most).
    static let noteLength = 300
    /// Characters of a token or font name.
    static let nameLength = 120
    /// Gradient stops, shadow layers or font families spelled out in one line.
    static let listedParts = 8
}

/// `text` cut to `limit` characters, with "…" for what is left out, before it is measured:
/// Pango's line breaking and ellipsizing grow faster than linearly with the text.
func clipped(_ text: String, _ limit: Int) -> String {
    var end = text.startIndex
    guard text.formIndex(&end, offsetBy: limit, limitedBy: text.endIndex), end < text.endIndex else { return text }
    return String(text[..<text.index(before: end)]) + "…"
}

/// The first `SheetLimits.listedParts` of `parts` joined by `separator`, then "… (K more)"
/// for the rest of `total` (default: all of `parts`; pass it when only a prefix was spelled out).
func listed(_ parts: [String], total: Int? = nil, separator: String) -> String {
    let total = total ?? parts.count
    let shown = parts.prefix(SheetLimits.listedParts).joined(separator: separator)
    let left = total - min(parts.count, SheetLimits.listedParts)
    return left > 0 ? shown + separator + "… (\(grouped(left)) more)" : shown
}

/// 149800 → "149,800".
func grouped(_ n: Int) -> String {
    var digits = String(n)
    var out = ""
    while digits.count > 3 {
        out = "," + digits.suffix(3) + out
        digits.removeLast(3)
    }
    return digits + out
}

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
    /// and returns the height it used. Advances the cursor past the tallest row.
    mutating func grid(count: Int, columns: Int, rowGap: Double = 24, draw: (inout SheetCanvas, Int, Rect) -> Double) {
        let cellWidth = (SheetStyle.contentWidth - Double(columns - 1) * SheetStyle.gutter) / Double(columns)
        var index = 0
        while index < count {
            var rowHeight = 0.0
            for column in 0..<columns where index < count {
                let frame = Rect(x: SheetStyle.margin + Double(column) * (cellWidth + SheetStyle.gutter), y: y, width: cellWidth, height: 0)
                rowHeight = max(rowHeight, draw(&self, index, frame))
                index += 1
            }
            y += rowHeight + rowGap
        }
        y -= rowGap
    }
}

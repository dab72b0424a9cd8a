public import DisplayList
public import Layout
import Tokens

/// A sheet of a design's failures beside their proposals (`proof sheet APP --proposals
/// FILE`): each row one screen variant, as specified on the left and as proposed on the
/// right, its failing texts and icons ringed (red as specified, green as proposed), and
/// under each what was measured on it — the worst ratio (contrast), or whether the text
/// is cut or overflows at its size (Dynamic Type).
///
/// Like `ContactSheet`, it is data: the thumbnails are display lists at the sheet's scale,
/// `grid` places them (two columns), `page` is everything else.
public struct ProposalSheet {
    /// One row: a screen variant drawn both ways, and what was measured on each.
    public struct Row: Sendable {
        /// `APP/SCREEN[@state]` with its appearance and gradient (`airfit/dashboard dark on peachRose`).
        public let label: String
        /// The variant as specified.
        public let specified: DisplayList
        /// The variant with the proposals applied.
        public let proposed: DisplayList
        /// The elements that fail as specified, ringed on both.
        public let elements: [String]
        /// What was measured under each side: as specified, as proposed.
        public let notes: (specified: Note, proposed: Note)

        /// A row of these values, captioned by `notes`.
        public init(label: String, specified: DisplayList, proposed: DisplayList, elements: [String], notes: (specified: Note, proposed: Note)) {
            self.label = label; self.specified = specified; self.proposed = proposed; self.elements = elements; self.notes = notes
        }

        /// A contrast row: the worst failing element's `text` with its ratio as specified
        /// (`before`) and as proposed (`after`, measured on the proposed render) against the
        /// ratio it needs (4.5, or 3 for large text and icons).
        public init(label: String, specified: DisplayList, proposed: DisplayList, elements: [String], text: String,
                    before: Double, after: Double, required: Double) {
            func note(_ ratio: Double) -> Note {
                let passes = WCAGLevel.reaches(ratio, required)
                return Note(text: "“\(text)” \(ProposalSheet.fmt(ratio)):1, needs \(ProposalSheet.fmt(required)):1 — \(passes ? "passes" : "fails")", passes: passes)
            }
            self.init(label: label, specified: specified, proposed: proposed, elements: elements, notes: (note(before), note(after)))
        }
    }

    /// The line under a thumbnail: what was measured on it, green when it passes.
    public struct Note: Sendable {
        /// The line.
        public let text: String
        /// Whether what it measures passes.
        public let passes: Bool
        /// A note of these values.
        public init(text: String, passes: Bool) { self.text = text; self.passes = passes }
    }

    /// The app's catalogue prefix (`airfit`).
    public let app: String
    /// The app's display name (`AirFit`).
    public let appName: String
    /// The phone every variant is laid out on.
    public let device: Device
    /// The rows, worst screens first.
    public let rows: [Row]
    /// The thumbnails, two per row (as specified, as proposed), rings drawn in.
    public let screens: [DisplayList]
    /// Where everything goes, in pixels: two columns, a row per variant.
    public let grid: ContactSheetGrid
    /// How many proposals the file holds for the app, for the title.
    public let proposals: Int
    /// What the rows fail, for the title ("contrast", "contrast or Dynamic Type").
    public let failing: String

    static let failRing = RGBA(hex: "#FF1F5B")!
    static let passRing = RGBA(hex: "#16A34A")!

    /// The sheet of `rows` (at most `maxRows`: the first ones), drawn at `scale`. Nil when
    /// there are no rows.
    public init?(app: String, device: Device, rows: [Row], proposals: Int, scale: Double, failing: String = "contrast") {
        guard let first = rows.first else { return nil }
        self.app = app
        self.failing = failing
        appName = TokenSheet.displayNames[app] ?? app
        self.device = device
        self.rows = rows
        self.proposals = proposals
        var screens: [DisplayList] = []
        for row in rows {
            for (list, colour) in [(row.specified, Self.failRing), (row.proposed, Self.passRing)] {
                var marked = list
                marked.scale = scale
                for id in row.elements {
                    guard let e = marked[id] else { continue }
                    var ring = Element.shape(id + "/ring", e.frame.insetBy(dx: -3, dy: -3), .roundedRectangle(cornerRadius: 4, style: .circular),
                                             stroke: Stroke(.solid(colour), width: 2))
                    ring.transform = e.transform
                    marked.append(ring)
                }
                screens.append(marked)
            }
        }
        self.screens = screens
        func px(_ points: Double) -> Int { Int((points * scale).rounded()) }
        grid = ContactSheetGrid(columns: 2, thumbnailWidth: px(first.specified.size.width), thumbnailHeights: screens.map { px($0.size.height) },
                                scale: scale, labelLines: 2)
    }

    /// `APP-proposals.png`.
    public var fileName: String { app + "-proposals.png" }

    /// Page, title, frames and the two label lines under each thumbnail.
    public func page(measuringWith measurer: any TextMeasuring) -> DisplayList {
        let s = grid.scale
        func pt(_ px: Int) -> Double { Double(px) / s }
        var elements: [Element] = []
        var counter = 0
        func id(_ prefix: String) -> String { counter += 1; return "\(prefix).\(counter)" }
        func text(_ string: String, _ font: FontSpec, _ color: RGBA, x: Double, y: Double, width: Double, alignment: TextAlignment = .leading) {
            var f = font
            // One line, shrunk to fit its band rather than cut.
            let natural = measurer.measure(TextRun(string, font: f, paint: .solid(color)), width: nil).size.width
            // (5 % to spare: hinting and kerning do not shrink exactly in proportion.)
            if natural > width { f.size = (f.size * width / natural * 0.95 * 10).rounded(.down) / 10 }
            let run = TextRun(string, font: f, paint: .solid(color), alignment: alignment, lineLimit: 1)
            let m = measurer.measure(run, width: width)
            elements.append(.text(id("text"), Rect(x: x, y: y, width: width, height: m.size.height), run))
        }
        let left = pt(grid.margin), contentWidth = pt(grid.width - 2 * grid.margin)
        text("\(appName) — as specified and as proposed", SheetStyle.font(44, 700, tracking: -0.5), SheetStyle.ink, x: left, y: pt(grid.margin), width: contentWidth)
        let summary = "\(rows.count) screen\(rows.count == 1 ? "" : "s") failing \(failing) · \(proposals) proposal\(proposals == 1 ? "" : "s") · \(device.name) · measured on each render"
        text(summary, SheetStyle.font(22, 400, tabular: true), SheetStyle.secondaryInk, x: left, y: pt(grid.margin) + 70, width: contentWidth)
        let frame = pt(grid.frame), radius = device.cornerRadius
        for (i, _) in screens.enumerated() {
            let row = rows[i / 2], proposed = i % 2 == 1
            let t = grid.thumbnail(i)
            let hole = Rect(x: pt(t.x), y: pt(t.y), width: pt(t.width), height: pt(t.height))
            var ring = Element.shape(id("frame"), hole.insetBy(dx: -frame, dy: -frame),
                                     .roundedRectangle(cornerRadius: radius > 0 ? radius + frame : 0, style: .continuous), fill: .solid(SheetStyle.rule))
            ring.shadow = ShadowStyle(color: RGBA(r: 0, g: 0, b: 0, a: 0.12), radius: 14, y: 6)
            elements.append(ring)
            let l = grid.label(i)
            text((proposed ? "proposed · " : "specified · ") + row.label, SheetStyle.font(20, 600), SheetStyle.ink,
                 x: pt(l.x), y: pt(l.y), width: pt(l.width), alignment: .center)
            let note = proposed ? row.notes.proposed : row.notes.specified
            text(note.text, SheetStyle.font(20, 400, tabular: true), note.passes ? SheetStyle.pass : SheetStyle.fail,
                 x: pt(l.x), y: pt(l.y) + ContactSheetGrid.Points.labelLine, width: pt(l.width), alignment: .center)
        }
        return DisplayList(size: Size(width: pt(grid.width), height: pt(grid.height)), scale: s, background: SheetStyle.page, elements: elements)
    }

    /// The radius, in pixels, thumbnails are clipped to: the device's display corners.
    public var thumbnailCornerRadius: Double { device.cornerRadius * grid.scale }

    static func fmt(_ v: Double) -> String {
        let r = (v * 100).rounded() / 100
        let whole = Int(r), cents = Int(((r - Double(whole)) * 100).rounded())
        return "\(whole).\(cents < 10 ? "0" : "")\(cents)"
    }
}

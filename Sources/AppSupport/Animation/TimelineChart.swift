public import DisplayList
import Tokens

/// What a motion designer reviews: one row per track (element × property), a bar from its
/// start to its end, the curve drawn inside the bar, and a ruler in milliseconds.
public struct TimelineChart: Sendable {
    /// The timeline charted.
    public let document: TimelineDocument

    /// A chart of `document`.
    public init(document: TimelineDocument) { self.document = document }

    static let width = 1200.0
    static let margin = 40.0
    static let labelWidth = 300.0
    static let rowHeight = 46.0
    /// Tracks drawn at most: a chart of more would pass the renderer's 16384 px a side at @2x
    /// (a view that restarts its animations for ever adds tracks each pass); the rest are
    /// counted in a line under the chart and listed in timeline.json.
    static let maximumRows = 150

    /// The chart as a display list at `scale` pixels per point, text measured with `measurer`.
    public func displayList(measuringWith measurer: any TextMeasuring, scale: Double = 2) -> DisplayList {
        var c = SheetCanvas(measurer: measurer)
        let x0 = Self.margin, plotX = x0 + Self.labelWidth, plotWidth = Self.width - plotX - Self.margin
        c.y = Self.margin
        c.y += c.text(document.animation, x: x0, y: c.y, width: 800, font: SheetStyle.sectionTitle, color: SheetStyle.ink, id: "title")
        c.y += 4
        c.y += c.text("\(fmt(document.duration * 1000)) ms · \(document.frameCount) frames at \(document.fps) fps · \(document.rows.count) tracks",
                      x: x0, y: c.y, width: 800, font: SheetStyle.sectionNote, color: SheetStyle.secondaryInk, id: "subtitle")
        c.y += 20
        let duration = max(document.duration, 1e-6)
        func xAt(_ t: Double) -> Double { plotX + plotWidth * t / duration }
        // Ruler: a tick every 100 ms (every 50 ms for short clips), labelled.
        let step = duration <= 0.3 ? 0.05 : (duration <= 1.5 ? 0.1 : 0.25)
        let rulerY = c.y
        let ticks = Int((duration / step + 1e-9).rounded(.down))
        for k in 0...ticks {
            let t = Double(k) * step
            let x = xAt(t)
            c.add(.shape(c.id("tick"), Rect(x: x - 0.5, y: rulerY + 18, width: 1, height: 6), fill: .solid(SheetStyle.tertiaryInk)))
            c.text("\(Int((t * 1000).rounded()))", x: x - 30, y: rulerY, width: 60, font: SheetStyle.badge, color: SheetStyle.tertiaryInk, alignment: .center, id: "ruler")
        }
        c.y = rulerY + 30
        let gridTop = c.y
        for (i, row) in document.rows.prefix(Self.maximumRows).enumerated() {
            let y = c.y
            if i % 2 == 0 {
                c.add(.shape(c.id("band"), Rect(x: x0, y: y, width: Self.width - 2 * x0, height: Self.rowHeight), fill: .solid(RGBA(hex: "#F7F7FA")!)))
            }
            c.text(row.element, x: x0 + 10, y: y + 6, width: Self.labelWidth - 20, font: SheetStyle.cardTitle, color: SheetStyle.ink, lineLimit: 1, id: "label")
            c.text("\(row.property) \(fmt(row.from)) → \(fmt(row.to)) · \(row.curve)", x: x0 + 10, y: y + 25, width: Self.labelWidth - 20,
                   font: SheetStyle.cardBody, color: SheetStyle.secondaryInk, lineLimit: 1, id: "label")
            let bar = Rect(x: xAt(row.start), y: y + 6, width: max(2, xAt(row.end) - xAt(row.start)), height: Self.rowHeight - 12)
            c.add(.shape(c.id("bar"), bar, .roundedRectangle(cornerRadius: 6, style: .continuous), fill: .solid(RGBA(hex: "#DCE8FB")!)))
            // The curve: the sampled value, normalised from → to, across the whole clip
            // (overshoot shows above the bar's top).
            let span = row.to - row.from
            let samples = row.samples
            if samples.count > 1, span != 0 {
                var commands: [PathCommand] = []
                for (k, v) in samples.enumerated() {
                    let u = (v - row.from) / span
                    let p = Point(x: xAt(Double(k) / Double(document.fps)) - bar.x, y: bar.height - u * bar.height)
                    commands.append(k == 0 ? .move(p) : .line(p))
                }
                c.add(.shape(c.id("curve"), bar, .path(commands), stroke: Stroke(.solid(SheetStyle.plot), width: 1.8, lineCap: .round)))
            }
            c.y += Self.rowHeight
        }
        // Vertical grid lines over the rows.
        for k in 0...ticks {
            c.add(.shape(c.id("grid"), Rect(x: xAt(Double(k) * step) - 0.25, y: gridTop, width: 0.5, height: c.y - gridTop), fill: .solid(RGBA(hex: "#D2D2D7AA")!)))
        }
        let unshown = document.rows.count - Self.maximumRows
        if unshown > 0 {
            c.y += 10
            c.y += c.text("… and \(unshown) more track\(unshown == 1 ? "" : "s") (every track is in timeline.json)", x: x0, y: c.y, width: 800,
                          font: SheetStyle.sectionNote, color: SheetStyle.secondaryInk, id: "more")
        }
        c.y += Self.margin
        return DisplayList(size: Size(width: Self.width, height: c.y.rounded(.up)), scale: scale, background: .white, elements: c.elements)
    }

    private func fmt(_ v: Double) -> String {
        // Int(v) traps beyond ±9.2e18 (and on inf or NaN): print those as Swift does.
        guard v.isFinite, abs(v) < 1e15 else { return String(v) }
        if v == v.rounded() { return String(Int(v)) }
        return String((v * 100).rounded() / 100)
    }
}

/// A contact sheet of evenly spaced frames, each labelled with its time.
public struct Filmstrip: Sendable {
    /// One frame's image file (`path`) and its time in seconds.
    public struct Frame: Sendable { public let path: String; public let time: Double; public init(path: String, time: Double) { self.path = path; self.time = time } }
    /// The strip's title.
    public let title: String
    /// The frames shown, left to right.
    public let frames: [Frame]
    /// Size of one thumbnail in points.
    public let thumbnail: Size

    /// A strip titled `title` of `frames`, each `thumbnail` points.
    public init(title: String, frames: [Frame], thumbnail: Size) { self.title = title; self.frames = frames; self.thumbnail = thumbnail }

    /// `count` frame indices spread evenly from the first to the last frame.
    public static func indices(frameCount: Int, count: Int) -> [Int] {
        guard frameCount > 1, count > 1 else { return [0] }
        let n = min(count, frameCount)
        return (0..<n).map { Int((Double($0) * Double(frameCount - 1) / Double(n - 1)).rounded()) }
    }

    /// The strip as a display list at `scale` pixels per point, text measured with `measurer`.
    public func displayList(measuringWith measurer: any TextMeasuring, scale: Double = 2) -> DisplayList {
        var c = SheetCanvas(measurer: measurer)
        let gap = 16.0, margin = 32.0
        c.y = margin
        c.y += c.text(title, x: margin, y: c.y, width: 900, font: SheetStyle.sectionTitle, color: SheetStyle.ink, id: "title") + 16
        var x = margin
        for f in frames {
            let frame = Rect(x: x, y: c.y, width: thumbnail.width, height: thumbnail.height)
            var image = Element.shape(c.id("frame"), frame, .rectangle, clip: Clip(frame: frame, shape: .roundedRectangle(cornerRadius: 12, style: .continuous)))
            image.kind = .image
            image.image = "asset:" + f.path
            c.add(image)
            c.add(.shape(c.id("border"), frame, .roundedRectangle(cornerRadius: 12, style: .continuous), stroke: Stroke(.solid(SheetStyle.cardBorder), width: 1)))
            c.text("t = \(String(format3(f.time))) s", x: x, y: frame.maxY + 8, width: thumbnail.width, font: SheetStyle.meta, color: SheetStyle.secondaryInk,
                   alignment: .center, id: "time")
            x += thumbnail.width + gap
        }
        c.y += thumbnail.height + 8 + 20 + margin
        return DisplayList(size: Size(width: x - gap + margin, height: c.y), scale: scale, background: RGBA(hex: "#F5F5F7")!, elements: c.elements)
    }

    private func format3(_ v: Double) -> String {
        let ms = Int((v * 1000).rounded())
        let s = ms / 1000, r = ms % 1000
        return "\(s)." + (r < 10 ? "00" : r < 100 ? "0" : "") + "\(r)"
    }
}

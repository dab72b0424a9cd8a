import DisplayList
import Motion
import Tokens

/// Durations as bars on a shared seconds scale, timing curves and springs as plots of
/// progress over time (springs show their overshoot and settling time).
struct MotionSection {
    let tokens: TokenSet

    func draw(on canvas: inout SheetCanvas) {
        let durations = tokens.tokens.filter { $0.type == .duration }
        let curves = tokens.tokens.filter { $0.type == .cubicBezier || $0.type == .spring }
        guard !durations.isEmpty || !curves.isEmpty else { return }
        canvas.section("Motion", note: "\(durations.count) duration\(durations.count == 1 ? "" : "s") and \(curves.count) curve\(curves.count == 1 ? "" : "s"). Plots show progress (up) over time (right); springs run on their own physics and are plotted until they settle within 0.1 %." + (curves.contains { $0.type == .spring } ? Self.springNote : ""))
        let start = canvas.y
        if !durations.isEmpty { drawDurations(durations, on: &canvas) }
        if !curves.isEmpty {
            if !durations.isEmpty { canvas.y += 24 }
            let left = SheetLimits.sectionHeight - (canvas.y - start)
            let drawn = canvas.grid(count: curves.count, columns: 5, rowGap: 16, height: left) { canvas, i, cell in plot(curves[i], in: cell, on: &canvas) }
            canvas.more(drawn: drawn, of: curves.count, "curves")
        }
    }

    /// What a spring card's caption lines are (`SpringCaption`).
    static let springNote = " Each spring is given in SwiftUI's three forms, one a line: interpolatingSpring (stiffness k, "
        + "damping c, mass m), spring(response:dampingFraction:) (response, ζ) and Spring(duration:bounce:); the form its "
        + "token is written in is in black, the other two are converted as SwiftUI converts them."

    private func drawDurations(_ all: [Token], on canvas: inout SheetCanvas) {
        let durations = Array(all.prefix(SheetLimits.durationRows))
        let longest = durations.compactMap { t -> Double? in if case .duration(let d) = t.value { return d } else { return nil } }.max() ?? 1
        let labelWidth = 300.0
        let barMax = SheetStyle.contentWidth - labelWidth - 40 - 90
        let rowHeight = 26.0
        let height = Double(durations.count) * rowHeight + 28
        canvas.card(Rect(x: SheetStyle.margin, y: canvas.y, width: SheetStyle.contentWidth, height: height), radius: 14)
        var y = canvas.y + 14
        for token in durations {
            guard case .duration(let d) = token.value else { continue }
            canvas.text(shortName(token.path), x: SheetStyle.margin + 20, y: y + 3, width: labelWidth, font: SheetStyle.cardBody, color: SheetStyle.ink, lineLimit: 1, id: "duration")
            let w = max(2, barMax * d / max(longest, 1e-9))
            canvas.add(.shape(canvas.id("duration.bar"), Rect(x: SheetStyle.margin + 20 + labelWidth, y: y + 6, width: w, height: 10),
                              .capsule, fill: .solid(SheetStyle.plot)))
            let label = d < 1 ? "\(formatNumber(d * 1000, places: 0)) ms" : "\(formatNumber(d)) s"
            canvas.text(label, x: SheetStyle.margin + 28 + labelWidth + w, y: y + 3, width: 90, font: SheetStyle.cardBody, color: SheetStyle.secondaryInk, id: "duration")
            y += rowHeight
        }
        canvas.y += height
        canvas.more(drawn: durations.count, of: all.count, "durations")
    }

    /// A progress-over-time plot of one curve; returns the card height.
    private func plot(_ token: Token, in cell: Rect, on canvas: inout SheetCanvas) -> Double {
        let pad = 14.0
        let box = Rect(x: cell.x + pad, y: cell.y + pad, width: cell.width - 2 * pad, height: 96)
        let curve: Curve
        let caption: String
        // A spring's caption is one line per form, the written one in ink.
        var lines: [SpringCaption.Line] = []
        switch token.value {
        case .cubicBezier(let b):
            curve = .timing(TimingCurve(x1: b.x1, y1: b.y1, x2: b.x2, y2: b.y2))
            caption = "bezier(\(formatNumber(b.x1)), \(formatNumber(b.y1)), \(formatNumber(b.x2)), \(formatNumber(b.y2)))"
        case .spring(let s):
            let spring = Spring(s)
            curve = .spring(spring)
            lines = SpringCaption(s, spring).lines
            caption = lines.map(\.text).joined(separator: "\n")
        default:
            return 0
        }
        let duration = curve.naturalDuration
        // Leave headroom for overshoot: the plot's vertical range covers the curve's extent.
        let samples = (0...96).map { k -> (Double, Double) in
            let t = duration * Double(k) / 96
            return (t / duration, curve.progress(at: t, duration: duration))
        }
        let top = max(1, samples.map(\.1).max() ?? 1)
        let bottom = min(0, samples.map(\.1).min() ?? 0)
        func point(_ u: Double, _ v: Double) -> Point {
            Point(x: u * box.width, y: box.height - (v - bottom) / (top - bottom) * box.height)
        }
        let textWidth = cell.width - 2 * pad
        let captionHeight = lines.isEmpty ? canvas.textHeight(caption, width: textWidth, font: SheetStyle.cardBody)
            : lines.reduce(0) { $0 + canvas.textHeight($1.text, width: textWidth, font: SheetStyle.cardBody) }
        let height = pad + box.height + 10 + canvas.textHeight(shortName(token.path), width: textWidth, font: SheetStyle.cardTitle) + 2 + captionHeight + pad
        canvas.card(Rect(x: cell.x, y: cell.y, width: cell.width, height: height), radius: 14)
        canvas.add(.shape(canvas.id("plot.frame"), box, .rectangle, fill: .solid(RGBA(hex: "#F7F8FA")!)))
        // Guides at progress 0 and 1.
        for v in [0.0, 1.0] {
            let p = point(0, v)
            canvas.add(.shape(canvas.id("plot.guide"), box, .path([.move(p), .line(Point(x: box.width, y: p.y))]),
                              stroke: Stroke(.solid(SheetStyle.rule), width: 1, dash: [3, 3])))
        }
        var commands: [PathCommand] = [.move(point(samples[0].0, samples[0].1))]
        commands += samples.dropFirst().map { .line(point($0.0, $0.1)) }
        canvas.add(.shape(canvas.id("plot.curve"), box, .path(commands), stroke: Stroke(.solid(SheetStyle.plot), width: 2, lineCap: .round)))
        var y = box.maxY + 10
        y += canvas.text(shortName(token.path), x: cell.x + pad, y: y, width: textWidth, font: SheetStyle.cardTitle, color: SheetStyle.ink, lineLimit: 1, id: "curve") + 2
        if lines.isEmpty {
            canvas.text(caption, x: cell.x + pad, y: y, width: textWidth, font: SheetStyle.cardBody, color: SheetStyle.secondaryInk, id: "curve")
        }
        for line in lines {
            y += canvas.text(line.text, x: cell.x + pad, y: y, width: textWidth, font: SheetStyle.cardBody,
                             color: line.color, id: "curve")
        }
        return height
    }
}

/// A spring token's caption on the sheet: its three SwiftUI forms side by side (the one the
/// token is written in marked, with the numbers as written), then how long it takes to
/// settle and how far it overshoots.
struct SpringCaption {
    /// The form the token is written in (ink), a form converted from it (tertiary ink), or
    /// what the spring does (secondary ink, as other captions).
    enum Kind { case written, converted, outcome }
    struct Line: Equatable {
        let text: String
        let kind: Kind
        var color: RGBA {
            switch kind {
            case .written: SheetStyle.ink
            case .converted: SheetStyle.tertiaryInk
            case .outcome: SheetStyle.secondaryInk
            }
        }
    }
    let lines: [Line]

    init(_ s: SpringParameters, _ spring: Spring) {
        // Numbers as written to 3 decimals, converted ones to 2 (they are rounded anyway),
        // so each form fits one line of a 5-column card.
        func written(_ v: Double) -> String { formatNumber(v, places: 3) }
        let velocity = spring.initialVelocity == 0 ? "" : " · v₀ \(written(spring.initialVelocity))"
        let isPhysical = s.response == nil && s.duration == nil
        let physical = "k \(formatNumber(spring.stiffness)) · c \(formatNumber(spring.damping)) · m \(written(spring.mass))" + velocity
        let response = s.response.map { "response \(written($0)) · ζ \(written(s.dampingFraction ?? 1))" }
            ?? "response \(formatNumber(spring.response)) · ζ \(formatNumber(spring.dampingRatio))"
        let duration = s.duration.map { "duration \(written($0)) · bounce \(written(s.bounce ?? 0))" }
            ?? "duration \(formatNumber(spring.duration)) · bounce \(formatNumber(spring.bounce))"
        let overshoot = spring.overshoot
        lines = [
            Line(text: physical, kind: isPhysical ? .written : .converted),
            Line(text: response, kind: s.response != nil ? .written : .converted),
            Line(text: duration, kind: s.duration != nil ? .written : .converted),
            Line(text: "settles in \(formatNumber(spring.settlingDuration())) s", kind: .outcome),
            Line(text: overshoot < 0.0005 ? "no overshoot" : "overshoots \(formatNumber(overshoot * 100, places: 1)) %", kind: .outcome),
        ]
    }
}

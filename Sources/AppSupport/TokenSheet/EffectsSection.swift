import DisplayList
import Tokens

/// Shadows, materials, borders, stroke styles, transitions, font weights and plain
/// numbers: the values that have no swatch of their own, listed with what they mean.
struct EffectsSection {
    let tokens: TokenSet

    func draw(on canvas: inout SheetCanvas) {
        let all: [(String, String, String?)] = tokens.tokens.compactMap { t in
            let note = t.description.map { clipped($0, SheetLimits.noteLength) }
            switch t.value {
            case .shadow(let shadows):
                let text = shadows.prefix(SheetLimits.listedParts).map { "\($0.inset ? "inset " : "")\($0.color.hex) radius \(formatNumber($0.blur)) x \(formatNumber($0.offsetX)) y \(formatNumber($0.offsetY))" }
                return (clipped(t.path, SheetLimits.nameLength), "shadow: " + listed(text, total: shadows.count, separator: "; "), note)
            case .strokeStyle(let style):
                return (clipped(t.path, SheetLimits.nameLength), "stroke style: \(style.summary)", note)
            case .border(let b):
                return (clipped(t.path, SheetLimits.nameLength), "border: \(formatNumber(b.width)) pt \(b.style.summary) \(b.color.hex)", note)
            case .transition(let tr):
                let curve = [tr.timingFunction.x1, tr.timingFunction.y1, tr.timingFunction.x2, tr.timingFunction.y2].map { formatNumber($0) }.joined(separator: ", ")
                return (clipped(t.path, SheetLimits.nameLength), "transition: \(formatNumber(tr.duration * 1000)) ms after \(formatNumber(tr.delay * 1000)) ms, curve (\(curve))", note)
            case .material(let m):
                return (clipped(t.path, SheetLimits.nameLength), "material: blur \(formatNumber(m.blur)) pt · saturation \(formatNumber(m.saturation))× · tint \(m.tint.hex)", note)
            case .fontWeight(let w):
                return (clipped(t.path, SheetLimits.nameLength), "font weight \(formatNumber(w))", note)
            case .number(let n):
                return (clipped(t.path, SheetLimits.nameLength), formatNumber(n, places: 4), note)
            default:
                return nil
            }
        }
        guard !all.isEmpty else { return }
        // Borders, stroke styles and transitions are named only when the file has some, so
        // the sheets of files without them read as before.
        let listsStrokes = tokens.tokens.contains { [.border, .strokeStyle, .transition].contains($0.type) }
        canvas.section("Effects, weights and numbers", note: "\(all.count) value\(all.count == 1 ? "" : "s") without a swatch: shadows (radius as SwiftUI states it), materials (drawn as a backdrop blur with saturation and tint), font weights and plain numbers such as budgets the checks enforce."
                       + (listsStrokes ? " Borders, stroke styles and transitions are listed as the file states them." : ""))
        let x = SheetStyle.margin
        let nameWidth = 300.0
        let valueWidth = 330.0
        let noteWidth = SheetStyle.contentWidth - nameWidth - valueWidth - 100
        var heights: [Double] = []
        var sum = 0.0
        for (name, value, note) in all.prefix(SheetLimits.itemsPerSection) {
            guard sum < SheetLimits.sectionHeight else { break }
            heights.append(max(canvas.textHeight(name, width: nameWidth, font: SheetStyle.cardBody),
                               canvas.textHeight(value, width: valueWidth, font: SheetStyle.cardBody),
                               canvas.textHeight(note ?? "", width: noteWidth, font: SheetStyle.cardBody, lineLimit: 2)) + 12)
            sum += heights[heights.count - 1]
        }
        let rows = all.prefix(heights.count)
        let total = heights.reduce(0, +) + 20
        canvas.card(Rect(x: x, y: canvas.y, width: SheetStyle.contentWidth, height: total), radius: 14)
        var y = canvas.y + 10
        for (i, (name, value, note)) in rows.enumerated() {
            canvas.text(name, x: x + 20, y: y + 6, width: nameWidth, font: SheetStyle.cardBody, color: SheetStyle.ink, id: "effect")
            canvas.text(value, x: x + 20 + nameWidth + 20, y: y + 6, width: valueWidth, font: SheetStyle.cardBody, color: SheetStyle.secondaryInk, id: "effect")
            if let note {
                canvas.text(note, x: x + 60 + nameWidth + valueWidth, y: y + 6, width: noteWidth, font: SheetStyle.cardBody, color: SheetStyle.tertiaryInk, lineLimit: 2, id: "effect")
            }
            y += heights[i]
            if i < rows.count - 1 {
                canvas.add(.shape(canvas.id("effect.rule"), Rect(x: x + 20, y: y, width: SheetStyle.contentWidth - 40, height: 1), fill: .solid(RGBA(hex: "#EFEFF2")!)))
            }
        }
        canvas.y += total
        canvas.more(drawn: rows.count, of: all.count, "values")
    }
}

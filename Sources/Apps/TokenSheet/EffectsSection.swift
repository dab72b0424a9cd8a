import DisplayList
import Tokens

/// Shadows, materials, font weights and plain numbers: the values that have no swatch
/// of their own, listed with what they mean.
struct EffectsSection {
    let tokens: TokenSet

    func draw(on canvas: inout SheetCanvas) {
        let rows: [(String, String, String?)] = tokens.tokens.compactMap { t in
            switch t.value {
            case .shadow(let shadows):
                let text = shadows.map { "\($0.color.hex) radius \(formatNumber($0.blur)) x \(formatNumber($0.offsetX)) y \(formatNumber($0.offsetY))" }
                return (t.path, "shadow: " + text.joined(separator: "; "), t.description)
            case .material(let m):
                return (t.path, "material: blur \(formatNumber(m.blur)) pt · saturation \(formatNumber(m.saturation))× · tint \(m.tint.hex)", t.description)
            case .fontWeight(let w):
                return (t.path, "font weight \(formatNumber(w))", t.description)
            case .number(let n):
                return (t.path, formatNumber(n, places: 4), t.description)
            default:
                return nil
            }
        }
        guard !rows.isEmpty else { return }
        canvas.section("Effects, weights and numbers", note: "\(rows.count) values without a swatch: shadows (radius as SwiftUI states it), materials (drawn as a backdrop blur with saturation and tint), font weights and plain numbers such as budgets the checks enforce.")
        let x = SheetStyle.margin
        let nameWidth = 300.0
        let valueWidth = 330.0
        let noteWidth = SheetStyle.contentWidth - nameWidth - valueWidth - 100
        var heights: [Double] = []
        for (name, value, note) in rows {
            heights.append(max(canvas.textHeight(name, width: nameWidth, font: SheetStyle.cardBody),
                               canvas.textHeight(value, width: valueWidth, font: SheetStyle.cardBody),
                               canvas.textHeight(note ?? "", width: noteWidth, font: SheetStyle.cardBody, lineLimit: 2)) + 12)
        }
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
    }
}

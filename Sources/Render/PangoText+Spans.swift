import CCairo
import DisplayList

/// A run's spans (`TextRun.spans`, SwiftUI's `Text + Text`): each stretch's font, colour
/// and baseline offset as Pango attributes over its bytes, so the whole run is shaped and
/// wrapped as one paragraph; underlines and strikethroughs drawn afterwards over each
/// span's part of each line.
extension PangoText {
    /// A span with the byte range it covers in the run's string.
    struct PlacedSpan {
        let span: TextSpan
        let start: Int32
        let end: Int32
    }

    /// The spans of `text` with their byte ranges, or nil when it has none — or when they
    /// do not join to its string (a hand-written display list), so the run is drawn plain
    /// rather than with ranges that point into the wrong text.
    static func drawnSpans(_ text: TextRun) -> [PlacedSpan]? {
        guard let spans = text.spans, !spans.isEmpty, spans.map(\.string).joined() == text.string else { return nil }
        var offset = 0
        return spans.map { span in
            let length = span.string.utf8.count
            defer { offset += length }
            return PlacedSpan(span: span, start: Int32(clamping: offset), end: Int32(clamping: offset + length))
        }
    }

    /// Each span's font (with its slant), letter spacing, tabular digits, rise and colour.
    func addSpanAttributes(_ spans: [PlacedSpan], to attributes: OpaquePointer?) {
        let scale = Double(DP_PANGO_SCALE)
        for placed in spans where placed.end > placed.start {
            let span = placed.span
            func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = UInt32(placed.start)
                attribute.pointee.end_index = UInt32(placed.end)
                pango_attr_list_insert(attributes, attribute)
            }
            let desc = fontDescription(span.font, italic: span.italic == true)
            insert(pango_attr_font_desc_new(desc))
            pango_font_description_free(desc)
            if span.font.letterSpacing != 0 {
                insert(pango_attr_letter_spacing_new(Int32((span.font.letterSpacing * scale).rounded())))
            }
            if span.font.monospacedDigits { insert(pango_attr_font_features_new("tnum")) }
            if let rise = span.baselineOffset, rise.isFinite, rise != 0 {
                insert(pango_attr_rise_new(Int32(clamping: Int((rise * scale).rounded()))))
            }
            if let c = span.color {
                func channel(_ v: Double) -> UInt16 { UInt16((min(max(v, 0), 1) * 65535).rounded()) }
                insert(pango_attr_foreground_new(channel(c.r), channel(c.g), channel(c.b)))
                insert(pango_attr_foreground_alpha_new(max(1, channel(c.a))))
            }
        }
    }

    /// Each span's underline and strikethrough, over the part of every line the span's
    /// bytes take, at its own font's position and thickness (read in the metrics context,
    /// as the run's strikethrough is), raised with the span; in the line's colour, else the
    /// span's, else the source the run's paint left.
    func drawSpanLines(_ spans: [PlacedSpan], layout: OpaquePointer, in frame: Rect, on cr: OpaquePointer) {
        let scale = Double(DP_PANGO_SCALE)
        for placed in spans where placed.end > placed.start && (placed.span.underline != nil || placed.span.strikethrough != nil) {
            let span = placed.span
            let desc = fontDescription(span.font, italic: span.italic == true)
            defer { pango_font_description_free(desc) }
            guard let metrics = pango_context_get_metrics(metricsContext, desc, nil) else { continue }
            var lines: [(TextLine, position: Double, thickness: Double)] = []
            if let underline = span.underline {
                lines.append((underline, Double(pango_font_metrics_get_underline_position(metrics)) / scale,
                              max(Double(pango_font_metrics_get_underline_thickness(metrics)) / scale, 0.5)))
            }
            if let strike = span.strikethrough {
                let thickness = max(Double(pango_font_metrics_get_strikethrough_thickness(metrics)) / scale, 0.5)
                lines.append((strike, Double(pango_font_metrics_get_strikethrough_position(metrics)) / scale + thickness / 2, thickness))
            }
            pango_font_metrics_unref(metrics)
            let rise = span.baselineOffset.flatMap { $0.isFinite ? $0 : nil } ?? 0
            for (line, position, thickness) in lines {
                guard let iter = pango_layout_get_iter(layout) else { continue }
                cairo_save(cr)
                cairo_new_path(cr)
                repeat {
                    let baseline = Double(pango_layout_iter_get_baseline(iter)) / scale
                    guard let row = pango_layout_iter_get_line_readonly(iter) else { continue }
                    var ranges: UnsafeMutablePointer<Int32>?
                    var count: Int32 = 0
                    pango_layout_line_get_x_ranges(row, placed.start, placed.end, &ranges, &count)
                    guard let ranges else { continue }
                    for k in 0..<Int(count) {
                        let x0 = Double(ranges[2 * k]) / scale, x1 = Double(ranges[2 * k + 1]) / scale
                        guard x1 > x0 else { continue }
                        cairo_rectangle(cr, frame.x + x0, frame.y + baseline - rise - position, x1 - x0, thickness)
                    }
                    g_free(ranges)
                } while pango_layout_iter_next_line(iter) != 0
                pango_layout_iter_free(iter)
                if let c = line.color ?? span.color { cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a) }
                cairo_fill(cr)
                cairo_restore(cr)
            }
        }
    }
}

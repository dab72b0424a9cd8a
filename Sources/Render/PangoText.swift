import CCairo
public import DisplayList

/// Pango text: measures and draws `TextRun`s, and checks that fonts exist.
///
/// One instance owns one Pango font map and context. Pango objects are not thread-safe,
/// so each rendering thread makes its own; that is also what keeps output identical at
/// any thread count. Under all of them Cairo keeps one font cache for the process, which
/// its own locks do not keep consistent across threads: every method here that loads,
/// shapes, measures or draws text holds `FontCacheLock` while it does.
public final class PangoText: TextMeasuring {
    private let fontMap: OpaquePointer
    private let context: OpaquePointer
    /// A context never given a Cairo transform, for font metrics in points and for every
    /// measurement: Pango 1.50 divides a context's metrics by its Cairo scale (a strikethrough
    /// drawn by Pango at @3x sits a third of the way up, on the baseline), and a bitmap font's
    /// extents (Noto Color Emoji) come out a 1/1024 pt different once `context` has drawn
    /// at @3x — so a size measured after a drawing would depend on what was drawn before.
    let metricsContext: OpaquePointer
    private var verified: [String: Bool] = [:]
    /// Every measurement this engine made, for the layouts after the first: a check or a
    /// gallery lays the same texts out hundreds of times (appearances, states, gradients,
    /// frames), and shaping is most of a layout's cost. Bounded (`TextMeasurements.limit`).
    private var measurements = TextMeasurements()

    /// A text engine with its own font map over the installed fonts.
    public init() {
        (fontMap, context, metricsContext) = FontCacheLock.run(Self.makeFontMap)
    }

    private static func makeFontMap() -> (OpaquePointer, OpaquePointer, OpaquePointer) {
        let fontMap = pango_cairo_font_map_new()!
        let context = pango_font_map_create_context(fontMap)!
        // No hinting and unhinted metrics: text is laid out at exact fractional positions,
        // so measurements do not depend on the output scale and frames are reproducible.
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        let metricsContext = pango_font_map_create_context(fontMap)!
        pango_cairo_context_set_font_options(metricsContext, options)
        cairo_font_options_destroy(options)
        return (fontMap, context, metricsContext)
    }

    deinit {
        // The font map's fonts go with it: their Cairo scaled fonts are released into the
        // shared cache (cairo_scaled_font_destroy), under the lock.
        FontCacheLock.run {
            g_object_unref(UnsafeMutableRawPointer(metricsContext))
            g_object_unref(UnsafeMutableRawPointer(context))
            g_object_unref(UnsafeMutableRawPointer(fontMap))
        }
    }

    /// Throws when fontconfig would substitute another family for `family`.
    public func verify(family: String) throws(RenderError) {
        if let ok = verified[family] {
            if ok { return }
            throw .fontMissing(family: family, debianPackage: KnownFonts.package(for: family))
        }
        let found = FontCacheLock.run { loadsItself(family) }
        verified[family] = found
        if !found { throw .fontMissing(family: family, debianPackage: KnownFonts.package(for: family)) }
    }

    /// Whether Pango loads `family` itself for it, not a substitute.
    private func loadsItself(_ family: String) -> Bool {
        let desc = pango_font_description_new()
        defer { pango_font_description_free(desc) }
        pango_font_description_set_family(desc, family)
        pango_font_description_set_absolute_size(desc, 12 * Double(DP_PANGO_SCALE))
        var found = false
        if let font = pango_font_map_load_font(fontMap, context, desc) {
            let described = pango_font_describe(font)
            if let name = pango_font_description_get_family(described) {
                found = String(cString: name).lowercased() == family.lowercased()
            }
            pango_font_description_free(described)
            g_object_unref(UnsafeMutableRawPointer(font))
        }
        return found
    }

    /// Whether `family` at `weight` has a glyph of its own for `scalar` (without falling
    /// back to another font).
    func covers(_ scalar: Unicode.Scalar, family: String, weight: Double) -> Bool {
        FontCacheLock.run { hasOwnGlyph(scalar, family: family, weight: weight) }
    }

    private func hasOwnGlyph(_ scalar: Unicode.Scalar, family: String, weight: Double) -> Bool {
        let desc = pango_font_description_new()
        defer { pango_font_description_free(desc) }
        pango_font_description_set_family(desc, family)
        pango_font_description_set_absolute_size(desc, 12 * Double(DP_PANGO_SCALE))
        pango_font_description_set_weight(desc, Int32(Self.drawnWeight(weight)))
        guard let font = pango_font_map_load_font(fontMap, context, desc) else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(font)) }
        return pango_font_has_char(font, scalar.value) != 0
    }

    /// `text`'s size wrapped at `width` points (nil: one line per paragraph), as Pango lays it out with the installed fonts.
    ///
    /// A wrap width at least as wide as the text's unwrapped lines breaks no line, so the
    /// unwrapped size is the answer and Pango is not asked again: a layout proposes a text
    /// many widths (each stack, `ViewThatFits` and device), and most of them are wider than
    /// the text. The rule is applied to every width alike — never "when the unwrapped size
    /// happens to be known" — so the answer does not depend on what was measured before.
    public func measure(_ text: TextRun, width: Double?) -> TextMetrics {
        guard let width else { return measured(text, wrapUnits: nil) }
        let units = Self.wrapUnits(width)
        if units > 0 {
            let natural = measured(text, wrapUnits: nil)
            if natural.size.width * Double(DP_PANGO_SCALE) <= Double(units) { return natural }
        }
        return measured(text, wrapUnits: units)
    }

    /// The size Pango gives `text` wrapped at `wrapUnits` (nil: unwrapped), remembered.
    func measured(_ text: TextRun, wrapUnits: Int32?) -> TextMetrics {
        let key = TextMeasurements.Key(text, wrapUnits: wrapUnits)
        if let known = measurements[key] { return known }
        let measured = FontCacheLock.run {
            let layout = makeLayout(text, wrapUnits: wrapUnits, in: metricsContext)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            return metrics(of: layout)
        }
        measurements[key] = measured
        return measured
    }

    /// The wrap width Pango is given for `width` points: Pango units, rounded up, so that a
    /// line exactly as wide as the frame is not broken. Two widths with the same units lay
    /// out the same. Clamped to what Pango can take (NaN: unwrapped, -1).
    static func wrapUnits(_ width: Double) -> Int32 {
        let units = (width * Double(DP_PANGO_SCALE)).rounded(.up)
        guard !units.isNaN else { return -1 }
        return Int32(min(max(units, Double(Int32.min)), Double(Int32.max)))
    }

    /// Runs `body`, which draws text on `cr`, holding `FontCacheLock` and inside a
    /// save/restore of `cr`: the font Pango leaves set in `cr`'s state is released by the
    /// restore, here, and not later by whatever next pops that state outside the lock.
    private func drawingText(on cr: OpaquePointer, _ body: () -> Void) {
        FontCacheLock.run {
            cairo_save(cr)
            body()
            cairo_restore(cr)
        }
    }

    /// Draws `text` with the top-left of its layout box at the frame's origin.
    func draw(_ text: TextRun, in frame: Rect, on cr: OpaquePointer, paint: (OpaquePointer) -> Void) {
        drawingText(on: cr) { drawLocked(text, in: frame, on: cr, paint: paint) }
    }

    private func drawLocked(_ text: TextRun, in frame: Rect, on cr: OpaquePointer, paint: (OpaquePointer) -> Void) {
        pango_cairo_update_context(cr, context)
        let layout = makeLayout(text, wrapUnits: Self.wrapUnits(frame.width))
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        cairo_move_to(cr, frame.x, frame.y)
        paint(layout)
        if let line = text.strikethrough { drawStrikethrough(line, of: text, layout: layout, in: frame, on: cr) }
        if let spans = Self.drawnSpans(text) { drawSpanLines(spans, layout: layout, in: frame, on: cr) }
    }

    /// SwiftUI's `.strikethrough()`: across each line's logical extent, at the font's own
    /// strikeout position and thickness (OS/2), in the line's colour or the text's paint,
    /// which `paint` left as the source. Drawn here rather than as a Pango attribute, whose
    /// position Pango scales wrongly under a scaled Cairo matrix (see `metricsContext`).
    private func drawStrikethrough(_ line: TextLine, of text: TextRun, layout: OpaquePointer, in frame: Rect, on cr: OpaquePointer) {
        let scale = Double(DP_PANGO_SCALE)
        let desc = fontDescription(text)
        defer { pango_font_description_free(desc) }
        guard let metrics = pango_context_get_metrics(metricsContext, desc, nil) else { return }
        let position = Double(pango_font_metrics_get_strikethrough_position(metrics)) / scale
        let thickness = max(Double(pango_font_metrics_get_strikethrough_thickness(metrics)) / scale, 0.5)
        pango_font_metrics_unref(metrics)
        guard let iter = pango_layout_get_iter(layout) else { return }
        defer { pango_layout_iter_free(iter) }
        cairo_new_path(cr)
        repeat {
            var logical = PangoRectangle(x: 0, y: 0, width: 0, height: 0)
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            let baseline = Double(pango_layout_iter_get_baseline(iter)) / scale
            guard logical.width > 0 else { continue }
            cairo_rectangle(cr, frame.x + Double(logical.x) / scale, frame.y + baseline - position - thickness / 2,
                            Double(logical.width) / scale, thickness)
        } while pango_layout_iter_next_line(iter) != 0
        if let c = line.color { cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a) }
        cairo_fill(cr)
    }

    /// The box in user space that drawing `text` in `frame` on `cr` can ink: Pango's ink
    /// extents united with its logical ones (where the strikethrough lies), or nil for text
    /// whose span lines (underlines) are drawn as well, which this does not bound.
    func inkBox(_ text: TextRun, in frame: Rect, on cr: OpaquePointer) -> Rect? {
        guard Self.drawnSpans(text) == nil else { return nil }
        var box: Rect?
        drawingText(on: cr) {
            pango_cairo_update_context(cr, context)
            let layout = makeLayout(text, wrapUnits: Self.wrapUnits(frame.width))
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            var ink = PangoRectangle(x: 0, y: 0, width: 0, height: 0)
            var logical = PangoRectangle(x: 0, y: 0, width: 0, height: 0)
            pango_layout_get_extents(layout, &ink, &logical)
            let scale = Double(DP_PANGO_SCALE)
            let x0 = Double(min(ink.x, logical.x)), y0 = Double(min(ink.y, logical.y))
            let x1 = max(Double(ink.x) + Double(ink.width), Double(logical.x) + Double(logical.width))
            let y1 = max(Double(ink.y) + Double(ink.height), Double(logical.y) + Double(logical.height))
            box = Rect(x: frame.x + x0 / scale, y: frame.y + y0 / scale, width: (x1 - x0) / scale, height: (y1 - y0) / scale)
        }
        return box
    }

    /// Letter-by-letter drawing for a cascade: each character at the position the whole
    /// shaped text gives it (so kerning and line breaks hold), drawn with its own weight
    /// and vertical offset; `fill` paints one glyph layout at the given opacity.
    func drawGlyphs(_ run: TextRun, in frame: Rect, on cr: OpaquePointer, fill: (OpaquePointer, Double) -> Void) {
        drawingText(on: cr) { drawGlyphsLocked(run, in: frame, on: cr, fill: fill) }
    }

    private func drawGlyphsLocked(_ run: TextRun, in frame: Rect, on cr: OpaquePointer, fill: (OpaquePointer, Double) -> Void) {
        guard let glyphs = run.glyphs else { return }
        pango_cairo_update_context(cr, context)
        var base = run
        base.glyphs = nil
        let layout = makeLayout(base, wrapUnits: Self.wrapUnits(frame.width))
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let scale = Double(DP_PANGO_SCALE)
        var byteOffset = 0
        for (index, character) in run.string.enumerated() {
            let length = String(character).utf8.count
            defer { byteOffset += length }
            guard index < glyphs.count, !character.isWhitespace, glyphs[index].opacity > 0 else { continue }
            let style = glyphs[index]
            var position = PangoRectangle(x: 0, y: 0, width: 0, height: 0)
            pango_layout_index_to_pos(layout, Int32(byteOffset), &position)
            var single = base
            single.string = String(character)
            single.font.weight = style.weight
            single.alignment = .leading
            single.lineLimit = nil
            let glyphLayout = makeLayout(single, wrapUnits: nil)
            cairo_move_to(cr, frame.x + Double(position.x) / scale, frame.y + Double(position.y) / scale + style.offsetY)
            fill(glyphLayout, style.opacity)
            g_object_unref(UnsafeMutableRawPointer(glyphLayout))
        }
    }

    /// The metrics of a laid-out `layout`; the caller holds `FontCacheLock`.
    private func metrics(of layout: OpaquePointer) -> TextMetrics {
        var ink = PangoRectangle(x: 0, y: 0, width: 0, height: 0)
        var logical = PangoRectangle(x: 0, y: 0, width: 0, height: 0)
        pango_layout_get_extents(layout, &ink, &logical)
        let scale = Double(DP_PANGO_SCALE)
        return TextMetrics(size: Size(width: Double(logical.width) / scale, height: Double(logical.height) / scale),
                           baseline: Double(pango_layout_get_baseline(layout)) / scale,
                           lineCount: Int(pango_layout_get_line_count(layout)),
                           truncated: pango_layout_is_ellipsized(layout) != 0,
                           brokenWords: brokenWords(in: layout))
    }

    /// The lines of `layout` that begin inside a word: between two word characters (letters,
    /// digits, combining marks), where Pango found no break in a word wider than the line
    /// and broke it between two characters (`PANGO_WRAP_WORD_CHAR`). A line after a space, a
    /// newline or a hyphen begins at a break.
    private func brokenWords(in layout: OpaquePointer) -> Int {
        guard pango_layout_get_line_count(layout) > 1, let raw = pango_layout_get_text(layout),
              let iter = pango_layout_get_iter(layout) else { return 0 }
        defer { pango_layout_iter_free(iter) }
        let bytes = Array(String(cString: raw).utf8)
        var broken = 0
        while pango_layout_iter_next_line(iter) != 0 {
            let start = Int(pango_layout_iter_get_index(iter))
            guard start > 0, start < bytes.count else { continue }
            // The scalars either side of the line's first byte (UTF-8 continuation bytes skipped back).
            var before = start - 1
            while before > 0, bytes[before] & 0xC0 == 0x80 { before -= 1 }
            let prior = String(decoding: bytes[before..<start], as: UTF8.self).unicodeScalars.first
            let next = String(decoding: bytes[start..<min(bytes.count, start + 4)], as: UTF8.self).unicodeScalars.first
            if let prior, let next, Self.isWordCharacter(prior), Self.isWordCharacter(next) { broken += 1 }
        }
        return broken
    }

    /// A letter, a digit or a combining mark: what a word is made of.
    static func isWordCharacter(_ s: Unicode.Scalar) -> Bool {
        s.properties.isAlphabetic || s.properties.numericType != nil || s.properties.generalCategory == .nonspacingMark
    }

    /// The Pango font of a run: family, size in Pango units, and the drawn weight. The caller
    /// frees it.
    private func fontDescription(_ text: TextRun) -> OpaquePointer { fontDescription(text.font) }

    /// The Pango font of `font`, slanted when `italic`. The caller frees it.
    func fontDescription(_ font: FontSpec, italic: Bool = false) -> OpaquePointer {
        let scale = Double(DP_PANGO_SCALE)
        let desc = pango_font_description_new()!
        pango_font_description_set_family(desc, font.family)
        pango_font_description_set_absolute_size(desc, font.size * scale)
        if italic { pango_font_description_set_style(desc, PANGO_STYLE_ITALIC) }
        // Weights are drawn at the nearest hundred — a named instance of a variable font.
        // Why not the exact wght: Debian 12's cairo 1.16 keeps one glyph cache for every
        // wght value that resolves to the same named instance, so a 350 drawn after a 400
        // (or before) comes out with whichever was rasterised first, and frames would
        // depend on what was drawn earlier in the process. Snapping keeps them exact.
        let weight = Self.drawnWeight(font.weight)
        pango_font_description_set_weight(desc, Int32(weight))
        pango_font_description_set_variations(desc, "wght=\(Int(weight))")
        return desc
    }

    /// A Pango layout of `text` in `layoutContext` (default: the drawing context).
    private func makeLayout(_ text: TextRun, wrapUnits: Int32?, in layoutContext: OpaquePointer? = nil) -> OpaquePointer {
        let scale = Double(DP_PANGO_SCALE)
        let layout = pango_layout_new(layoutContext ?? context)!
        let desc = fontDescription(text)
        pango_layout_set_font_description(layout, desc)
        pango_font_description_free(desc)
        let attributes = pango_attr_list_new()
        // A word too long for its line breaks between characters with no hyphen, as SwiftUI's
        // Text does ("email@exam" / "ple.com"); Pango (≥ 1.44) would insert one ("exampl-").
        pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
        if let spans = Self.drawnSpans(text) {
            addSpanAttributes(spans, to: attributes)
        } else {
            if text.font.letterSpacing != 0 {
                pango_attr_list_insert(attributes, pango_attr_letter_spacing_new(Int32((text.font.letterSpacing * scale).rounded())))
            }
            if text.font.monospacedDigits {
                pango_attr_list_insert(attributes, pango_attr_font_features_new("tnum"))
            }
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)

        if let wrapUnits {
            pango_layout_set_width(layout, wrapUnits)
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        switch text.alignment {
        case .leading: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .trailing: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        if let limit = text.lineLimit, limit > 0 {
            pango_layout_set_height(layout, Int32(-limit))
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        }
        if text.lineSpacing != 1 { pango_layout_set_line_spacing(layout, Float(text.lineSpacing)) }
        // Pango adds `spacing` between lines only, as SwiftUI's .lineSpacing does (a finite,
        // bounded gap: 10,000 pt is more than any screen).
        if let gap = text.lineGap, gap.isFinite, gap > 0 {
            pango_layout_set_spacing(layout, Int32((min(gap, 10_000) * scale).rounded()))
        }
        pango_layout_set_text(layout, text.string, -1)
        if wrapUnits != nil { pushOutOrphans(layout, text.string) }
        return layout
    }

    /// The weight actually drawn for a requested CSS weight (see `makeLayout`).
    public static func drawnWeight(_ requested: Double) -> Double {
        min(900, max(100, (requested / 100).rounded() * 100))
    }
}

import CCairo
public import DisplayList
import Foundation

/// Output formats: PNG from the raster, SVG and PDF from Cairo's vector surfaces.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// A raster (`.png`), or the vector files SVG (1 px per pt) and PDF.
    case png, svg, pdf
}

extension CairoRenderer {
    /// Writes `list` as SVG or PDF at its size in points (see `vectorData`), atomically:
    /// into a temporary file beside `path`, renamed into place.
    public func writeVector(_ list: DisplayList, format: OutputFormat, to path: String) throws(RenderError) {
        try FileBytes.writeAtomically(try vectorData(list, format: format), to: path)
    }

    /// `list` as an SVG or PDF document. Shapes, gradients and text stay vectors; what only
    /// pixels can express — a material's blurred backdrop, a shadow — is computed on a
    /// raster drawn alongside, element by element, and embedded as an image clipped to its
    /// shape. Cairo writes into memory, so that writing the file is one place's job.
    public func vectorData(_ list: DisplayList, format: OutputFormat) throws(RenderError) -> Data {
        precondition(format != .png, "PNG goes through render(_:) and PNGFile")
        let width = Int((list.size.width * list.scale).rounded()), height = Int((list.size.height * list.scale).rounded())
        guard width > 0, height > 0, width <= Self.maxPixelsPerSide, height <= Self.maxPixelsPerSide else {
            throw .canvasTooLarge(width: width, height: height, limit: Self.maxPixelsPerSide)
        }
        try preflight(list)
        let sink = VectorSink()
        // All of it under the font lock: an SVG or PDF surface, and the recording surfaces
        // of its groups, hold Cairo scaled fonts from the text drawn until they are finished
        // or dropped, which happens outside any one text call (see `FontCacheLock`). Vector
        // files are written one at a time; PNG frames stay parallel.
        return try FontCacheLock.run { () throws(RenderError) -> Data in
            try withExtendedLifetime(sink) { () throws(RenderError) -> Data in
                try draw(list, format: format, width: width, height: height, into: Unmanaged.passUnretained(sink).toOpaque())
                return format == .pdf ? namingFallbackFonts(of: list, in: sink.data) : Data(SVGIds.renumbered([UInt8](sink.data)))
            }
        }
    }

    private func draw(_ list: DisplayList, format: OutputFormat, width: Int, height: Int, into sink: UnsafeMutableRawPointer) throws(RenderError) {
        let append: cairo_write_func_t = { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<VectorSink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }
        let vector: OpaquePointer? = format == .svg
            ? cairo_svg_surface_create_for_stream(append, sink, list.size.width, list.size.height)
            : cairo_pdf_surface_create_for_stream(append, sink, list.size.width, list.size.height)
        guard let vector, cairo_surface_status(vector) == CAIRO_STATUS_SUCCESS else {
            throw .cairo("cannot create the \(format.rawValue) surface")
        }
        // One point of the screen is one CSS pixel, as a screenshot of a 393 pt screen is
        // 393 px wide at 1x: Cairo's default unit, pt, makes browsers show it 4/3 as large.
        if format == .svg { cairo_svg_surface_set_document_unit(vector, CAIRO_SVG_UNIT_PX) }
        guard let raster = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            cairo_surface_destroy(vector)
            throw .cairo("cannot allocate a \(width)×\(height) image")
        }
        if format == .pdf {
            // Cairo stamps PDFs with the wall clock; a fixed date keeps files byte-identical.
            cairo_pdf_surface_set_metadata(vector, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
            cairo_pdf_surface_set_metadata(vector, CAIRO_PDF_METADATA_CREATOR, "DesignProof")
        }
        let vcr = cairo_create(vector)!
        let rcr = cairo_create(raster)!
        cairo_scale(rcr, list.scale, list.scale)
        for cr in [vcr, rcr] {
            cairo_set_source_rgba(cr, list.background.r, list.background.g, list.background.b, list.background.a)
            cairo_paint(cr)
        }
        withSurface(raster) {
            groupSurfaces = []
            var open: [Int] = []
            for listed in list.elements {
                var element = listed
                if !list.groups.isEmpty {
                    guard list.effectiveOpacity(of: element) > 0 else { continue }
                    // Both contexts open and close the same groups: the vector file gets
                    // real groups, the raster the pixels later materials blur.
                    let groups = groupsToOpen(for: element, of: list)
                    element = groups.element
                    enterGroups(groups.chain, of: list, open: &open, on: [vcr, rcr], raster: rcr)
                }
                // The raster first: it computes the element's blurred backdrops from every
                // element before it (shadow included), which the vector drawing embeds.
                recordedBackdrops = []
                draw(element, on: rcr)
                replayedBackdrops = recordedBackdrops ?? []
                recordedBackdrops = nil
                // The vector drawing takes its geometry (device boxes, blur sizes) from the
                // raster context in this element's transform and clip.
                cairo_save(rcr)
                applyState(of: element, on: rcr)
                geometry = rcr
                targetPixelScale = list.scale
                draw(element, on: vcr)
                geometry = nil
                targetPixelScale = 1
                cairo_restore(rcr)
                replayedBackdrops = []
            }
            enterGroups([], of: list, open: &open, on: [vcr, rcr], raster: rcr)
        }
        if format == .pdf { cairo_show_page(vcr) }
        let status = cairo_status(vcr)
        cairo_destroy(vcr)
        cairo_destroy(rcr)
        cairo_surface_finish(vector)
        let finished = cairo_surface_status(vector)
        cairo_surface_destroy(vector)
        cairo_surface_destroy(raster)
        guard status == CAIRO_STATUS_SUCCESS, finished == CAIRO_STATUS_SUCCESS else {
            throw .cairo("cannot finish the \(format.rawValue): " + String(cString: cairo_status_to_string(status != CAIRO_STATUS_SUCCESS ? status : finished)))
        }
    }
}

/// The bytes Cairo streams out of a vector surface.
private final class VectorSink {
    var data = Data()
}

extension CairoRenderer {
    /// `pdf` with the fonts cairo calls "CairoFont-N-M" renamed to their real names
    /// (`PDFFontNames`); unchanged when there is nothing to rename.
    func namingFallbackFonts(of list: DisplayList, in pdf: Data) -> Data {
        let candidates = PDFFontNames.candidates(in: list)
        let metrics = PDFFontNames.GlyphMetrics(text: text)
        guard let renamed = PDFFontNames.renaming([UInt8](pdf), name: { PDFFontNames.identify($0, among: candidates, metrics: metrics) }) else { return pdf }
        return Data(renamed)
    }
}

import CCairo
public import DisplayList
import Tokens
#if canImport(Glibc)
import Glibc
#endif

/// Draws a `DisplayList` into a `Raster` with Cairo and Pango.
///
/// Not thread-safe (it owns a Pango context); make one per thread. Output depends only
/// on the display list, so two renderers give byte-identical rasters.
public final class CairoRenderer {
    /// DESIGN.md: a canvas over 16384 px a side is refused.
    public static let maxPixelsPerSide = 16384

    /// The renderer's text measurer and drawer; lay screens out with it so text is measured as drawn.
    public let text: PangoText
    /// The surface being drawn (materials read what is already on it).
    private var surface: OpaquePointer?
    var currentSurface: OpaquePointer? { surface }
    /// While drawing to a vector surface: the raster context, in the same element state,
    /// whose pixels backdrops and shadows are computed from.
    var geometry: OpaquePointer?
    /// Raster pixels per device unit of the surface being drawn (1 for rasters; the
    /// list's scale for SVG and PDF, whose unit is the point).
    var targetPixelScale = 1.0
    /// The surfaces of the opacity groups open on the raster being drawn, outermost first:
    /// a material inside a group reads the base surface with these composited over it.
    var groupSurfaces: [OpaquePointer] = []
    /// While a vector file is written: the blurred backdrops the raster pass of the current
    /// element computed (nil when not recording), and those the vector pass then embeds, so
    /// the SVG or PDF shows exactly the backdrop the PNG shows.
    var recordedBackdrops: [BlurredBackdrop]?
    var replayedBackdrops: [BlurredBackdrop] = []

    /// The PNG assets of the list being drawn, read by `preflight`.
    var assets = AssetImages()

    /// Whether a faded element's group spans only what it paints (`groupBox`); the tests
    /// turn it off to show the pixels are the same either way.
    var boundsGroups = true

    /// Drop-shadow masks already worked out (see `ShadowMaskCache`).
    let shadowMasks = ShadowMaskCache()
    /// Material backdrops already worked out, with the pixels beneath them (see
    /// `BackdropCache`), when `keepsBackdrops`.
    let backdrops = BackdropCache()
    /// Whether backdrops are kept between frames: for animations, whose frames repeat the
    /// same cards over the same background. Off for screens drawn once in each variant
    /// (`check`, `render`), where it would hold memory for nothing.
    public let keepsBackdrops: Bool

    /// Reused between effects and frames (see `scratch(bytes:)`).
    private var scratchBuffer: UnsafeMutableRawPointer?
    private var scratchCapacity = 0

    /// A renderer drawing text with `text`; `keepingBackdrops` for the frames of an animation.
    public init(text: PangoText = PangoText(), keepingBackdrops: Bool = false) {
        self.text = text
        self.keepsBackdrops = keepingBackdrops
    }

    deinit { scratchBuffer?.deallocate() }

    /// A buffer of at least `bytes` bytes, owned by the renderer and valid until the next
    /// call: the enlarged backdrop or shadow of one element at a time.
    func scratch(bytes: Int) -> UnsafeMutablePointer<UInt8> {
        if bytes > scratchCapacity {
            scratchBuffer?.deallocate()
            scratchCapacity = max(bytes, scratchCapacity * 3 / 2)
            scratchBuffer = UnsafeMutableRawPointer.allocate(byteCount: scratchCapacity, alignment: 16)
        }
        return scratchBuffer!.assumingMemoryBound(to: UInt8.self)
    }

    /// Draws `list` into a new raster of its size × scale, on its background.
    public func render(_ list: DisplayList) throws(RenderError) -> Raster {
        var raster = Raster(width: 0, height: 0, stride: 0, bytes: [])
        try render(list, into: &raster)
        return raster
    }

    /// Draws `list` into `raster`, reusing its buffer when it already has the frame's size
    /// and is not shared: an animation rendering frame after frame then touches the same
    /// 12 MB instead of having the kernel map and zero a fresh buffer for each frame.
    public func render(_ list: DisplayList, into raster: inout Raster) throws(RenderError) {
        let width = Int((list.size.width * list.scale).rounded())
        let height = Int((list.size.height * list.scale).rounded())
        guard width > 0, height > 0, width <= Self.maxPixelsPerSide, height <= Self.maxPixelsPerSide else {
            throw .canvasTooLarge(width: width, height: height, limit: Self.maxPixelsPerSide)
        }
        try preflight(list)
        // Cairo draws straight into the raster's own buffer: no copy afterwards, and no
        // zeroing first (the background paint writes every pixel).
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        var failure: RenderError?
        if raster.width == width, raster.height == height, raster.stride == stride, raster.bytes.count == stride * height {
            raster.bytes.withUnsafeMutableBufferPointer { buffer in
                failure = draw(list, into: buffer.baseAddress!, width: width, height: height, stride: stride)
            }
        } else {
            let bytes = [UInt8](unsafeUninitializedCapacity: stride * height) { buffer, count in
                count = stride * height
                failure = draw(list, into: buffer.baseAddress!, width: width, height: height, stride: stride)
            }
            raster = Raster(width: width, height: height, stride: stride, bytes: bytes)
        }
        if let failure { throw failure }
    }

    /// Draws `list` into `data` (premultiplied ARGB32 rows of `stride` bytes); every byte is written.
    private func draw(_ list: DisplayList, into data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) -> RenderError? {
        guard let surface = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            memset(data, 0, stride * height)
            return .cairo("cannot allocate a \(width)×\(height) image")
        }
        defer { cairo_surface_destroy(surface) }
        self.surface = surface
        defer { self.surface = nil }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(cr, list.background.r, list.background.g, list.background.b, list.background.a)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_scale(cr, list.scale, list.scale)
        groupSurfaces = []
        var open: [Int] = []
        var i = 0
        while i < list.elements.count {
            var element = list.elements[i]
            if !list.groups.isEmpty {
                guard list.effectiveOpacity(of: element) > 0 else { i += 1; continue }
                let groups = groupsToOpen(for: element, of: list)
                element = groups.element
                enterGroups(groups.chain, of: list, open: &open, on: [cr], raster: cr)
            }
            // A cross-fade's two full-screen gradients become one gradient in one pass.
            if i + 1 < list.elements.count, list.elements[i + 1].group == element.group,
               let merged = Self.crossfadeGradient(element, under: list.elements[i + 1]), fillGradientFast(merged, on: cr) {
                i += 2
                continue
            }
            draw(element, on: cr)
            i += 1
        }
        enterGroups([], of: list, open: &open, on: [cr], raster: cr)
        cairo_surface_flush(surface)
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else { return .cairo(String(cString: cairo_status_to_string(status))) }
        return nil
    }

    /// Checks what must hold before drawing starts: fonts are installed, images are known.
    func preflight(_ list: DisplayList) throws(RenderError) {
        for element in list.elements {
            if let run = element.text { try text.verify(family: run.font.family) }
            if element.kind == .image, let source = element.image, !source.hasPrefix("asset:"), element.drawing == nil {
                throw .unsupported("image \(source) (element \(element.id)): nothing to draw; an image is a PNG (asset:PATH) or carries its drawing (Image(illustration:))")
            }
        }
        // Assets are read once here, so a missing or corrupt PNG is an error with its path
        // (and the size limit applies), not a silently empty image.
        // Kept decoded (up to `AssetImages.budget`) for drawing, so a file is not read twice.
        assets = AssetImages()
        for element in list.elements where element.kind == .image {
            if let source = element.image, source.hasPrefix("asset:") {
                let path = String(source.dropFirst("asset:".count))
                if assets.has(path) { continue }
                assets.keep(try PNGFile.read(path), for: path)
            }
        }
    }

    /// Runs `body` with `surface` as the surface backdrops read from.
    func withSurface(_ surface: OpaquePointer, _ body: () -> Void) {
        let saved = self.surface
        self.surface = surface
        body()
        self.surface = saved
    }

    /// Whether `t` maps the plane onto a line or a point (or is not a number): nothing it
    /// transforms has any area.
    static func isDegenerate(_ t: AffineTransform?) -> Bool {
        guard let t else { return false }
        let det = t.a * t.d - t.b * t.c
        return ![t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) || abs(det) < 1e-12
    }

    /// The element's transform and clip, applied to `cr`.
    func applyState(of element: Element, on cr: OpaquePointer) {
        if let t = element.transform {
            var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
            cairo_transform(cr, &m)
        }
        if let clip = element.clip {
            addPath(clip.shape, in: clip.frame, on: cr)
            cairo_clip(cr)
        }
    }

    func draw(_ element: Element, on cr: OpaquePointer) {
        // A view scaled to nothing (`.scaleEffect(0)`, a flattened 3D turn) covers no pixel,
        // as in SwiftUI; Cairo refuses such a matrix (the whole drawing failed), so it is not drawn.
        guard element.opacity > 0, !Self.isDegenerate(element.transform) else { return }
        cairo_save(cr)
        applyState(of: element, on: cr)
        if let radius = element.blur, radius > 0 {
            var sharp = element
            sharp.blur = nil
            sharp.transform = nil
            sharp.clip = nil
            drawLayerBlurred(sharp, radius: radius, on: cr)
            cairo_restore(cr)
            return
        }
        // The fast gradient blends its own opacity: no group needed.
        if element.kind == .shape, fillGradientFast(element, on: cr) {
            cairo_restore(cr)
            return
        }
        let grouped = element.opacity < 1
        if grouped {
            // A group is as large as the clip: for a fading text or shape (a transition, a
            // frame of an animation) clip to what it can paint, so Cairo clears and
            // composites that box instead of the whole screen. Outside it the group would be
            // transparent, which paints nothing: the pixels are the same.
            // Rasters only: an SVG or PDF group costs no pixels, and a clip would be written into it.
            if boundsGroups, let target = cairo_get_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
               let box = groupBox(of: element, on: cr) {
                clipToWholePixels(box, on: cr)
            }
            cairo_push_group(cr)
        }
        switch element.kind {
        case .shape: drawShape(element, on: cr)
        case .text: if let run = element.text { drawText(run, in: element.frame, on: cr) }
        case .image:
            if let drawing = element.drawing {
                DrawingReplay.draw(drawing, in: element.frame, on: cr)
            } else if let source = element.image {
                drawAsset(String(source.dropFirst("asset:".count)), in: element.frame, tint: element.fill, on: cr)
            }
        }
        if grouped {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, element.opacity)
        }
        cairo_restore(cr)
    }

    /// A box in user space holding every pixel drawing `element` can change, with room to
    /// spare for antialiasing; nil where that is not bounded simply (shadows, materials,
    /// images, letter-by-letter or underlined text): the group then spans the clip.
    func groupBox(of element: Element, on cr: OpaquePointer) -> Rect? {
        switch element.kind {
        case .text:
            guard let run = element.text, run.glyphs == nil, let ink = text.inkBox(run, in: element.frame, on: cr) else { return nil }
            return ink.insetBy(dx: -(2 + run.font.size / 4), dy: -(2 + run.font.size / 4))
        case .shape:
            // Solid paints only: a gradient is worked out per pixel of the surface drawn on,
            // and on a smaller group surface pixman's fixed-point steps land a level apart.
            guard element.shadow == nil, element.material == nil, Self.isSolid(element.fill), Self.isSolid(element.stroke?.paint) else { return nil }
            cairo_new_path(cr)
            addPath(element.shape, in: element.frame, on: cr)
            var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
            cairo_path_extents(cr, &x0, &y0, &x1, &y1)
            cairo_new_path(cr)
            // An empty or degenerate outline: Cairo's extents may not hold its one point.
            guard x1 > x0 || y1 > y0, [x0, y0, x1, y1].allSatisfy(\.isFinite) else { return nil }
            // A stroke reaches half its width out (a square cap √2 times that; joins are
            // round) and an inside stroke's outline moves by half its width: one width covers both.
            let margin = 2 + (element.stroke.map { max($0.width, 0) } ?? 0)
            return Rect(x: x0 - margin, y: y0 - margin, width: x1 - x0 + 2 * margin, height: y1 - y0 + 2 * margin)
        case .image:
            return nil
        }
    }

    /// Narrows the clip to the device pixels `box` (user space) touches, rounded out to
    /// whole pixels: a clip on the pixel grid is a region to Cairo, which composites a
    /// group's opacity inside it exactly as it would unclipped (a clip with fractional
    /// edges becomes a mask, and the opacity is then rounded to 8 bits another way).
    func clipToWholePixels(_ box: Rect, on cr: OpaquePointer) {
        let device = ShadowRaster.deviceBox(cr, box.x, box.y, box.x + box.width, box.y + box.height)
        let x0 = device.x0.rounded(.down), y0 = device.y0.rounded(.down), x1 = device.x1.rounded(.up), y1 = device.y1.rounded(.up)
        guard [x0, y0, x1, y1].allSatisfy(\.isFinite) else { return }
        var saved = cairo_matrix_t()
        cairo_get_matrix(cr, &saved)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, x0, y0, x1 - x0, y1 - y0)
        cairo_clip(cr)
        cairo_set_matrix(cr, &saved)
    }

    /// Whether `paint` is nothing or one colour.
    static func isSolid(_ paint: Paint?) -> Bool {
        guard let paint else { return true }
        if case .solid = paint { return true }
        return false
    }

    func drawShape(_ element: Element, on cr: OpaquePointer) {
        let frame = element.frame
        if let shadow = element.shadow, element.fill != nil || element.material != nil {
            drawShadow(shadow, of: element, on: cr)
        }
        if let material = element.material {
            drawBackdrop(material, in: element, on: cr)
            addPath(element.shape, in: frame, on: cr)
            setSource(cr, .solid(material.tint), frame: frame)
            cairo_fill(cr)
        }
        if let fill = element.fill {
            addPath(element.shape, in: frame, on: cr)
            setSource(cr, fill, frame: frame)
            cairo_fill(cr)
        }
        if let stroke = element.stroke, stroke.width > 0 {
            // strokeBorder: inset the outline by half the width so the stroke lies inside.
            let outline = stroke.inside ? frame.insetBy(dx: stroke.width / 2, dy: stroke.width / 2) : frame
            var shape = element.shape
            if stroke.inside, case .roundedRectangle(let r, let style) = shape {
                shape = .roundedRectangle(cornerRadius: max(0, r - stroke.width / 2), style: style)
            }
            addPath(shape, in: outline, on: cr)
            setSource(cr, stroke.paint, frame: frame)
            cairo_set_line_width(cr, stroke.width)
            switch stroke.lineCap {
            case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
            case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
            }
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            if let dash = Self.drawableDash(stroke.dash) { cairo_set_dash(cr, dash, Int32(dash.count), Self.drawablePhase(stroke.dashPhase, of: dash)) }
            cairo_stroke(cr)
        }
    }

    /// A dash pattern Cairo can draw in bounded time: at most 32 finite, non-negative lengths
    /// whose period is at least half a point. Anything else (a display list from anywhere:
    /// `[1e-9, 1e-9]` would cut a long path into billions of dashes) is drawn solid.
    /// Where into the pattern `dash` the line starts: `phase` within one period (a phase of
    /// millions of points is the same place in the pattern, and Cairo stays exact).
    static func drawablePhase(_ phase: Double, of dash: [Double]) -> Double {
        let period = dash.reduce(0, +) * (dash.count % 2 == 1 ? 2 : 1)
        guard phase.isFinite, period > 0 else { return 0 }
        let r = phase.truncatingRemainder(dividingBy: period)
        return r < 0 ? r + period : r
    }

    static func drawableDash(_ dash: [Double]) -> [Double]? {
        guard !dash.isEmpty, dash.count <= 32, dash.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        return dash.reduce(0, +) >= 0.5 ? dash : nil
    }

    private func drawText(_ run: TextRun, in frame: Rect, on cr: OpaquePointer) {
        if run.glyphs != nil {
            text.drawGlyphs(run, in: frame, on: cr) { layout, opacity in
                switch run.paint {
                case .solid(let c):
                    cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a * opacity)
                    pango_cairo_show_layout(cr, layout)
                case .linearGradient, .radialGradient, .angularGradient:
                    cairo_push_group(cr)
                    pango_cairo_layout_path(cr, layout)
                    setSource(cr, run.paint, frame: frame)
                    cairo_fill(cr)
                    cairo_pop_group_to_source(cr)
                    cairo_paint_with_alpha(cr, opacity)
                }
            }
            return
        }
        text.draw(run, in: frame, on: cr) { layout in
            switch run.paint {
            case .solid(let c):
                cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
                pango_cairo_show_layout(cr, layout)
            case .linearGradient, .radialGradient, .angularGradient:
                // Gradient-masked text (SwiftUI's gradient foregroundStyle): fill the glyph
                // outlines with the gradient laid over the text's frame.
                pango_cairo_layout_path(cr, layout)
                setSource(cr, run.paint, frame: frame)
                cairo_fill(cr)
            }
        }
    }

    /// A PNG file scaled into `frame` (aspect handled by layout; clipping by the element's clip).
    /// The PNG at `path` scaled into `frame`; with a `tint` (a template image), its alpha
    /// is the mask the tint is painted through, as iOS draws template images.
    private func drawAsset(_ path: String, in frame: Rect, tint: Paint?, on cr: OpaquePointer) {
        guard let image = assetSurface(path, on: cr), cairo_surface_status(image) == CAIRO_STATUS_SUCCESS else { return }
        defer { cairo_surface_destroy(image) }
        let w = Double(cairo_image_surface_get_width(image)), h = Double(cairo_image_surface_get_height(image))
        guard w > 0, h > 0 else { return }
        // Scaled, the image's edge pixels extend to the frame's edge (as UIKit draws one)
        // instead of fading into transparency; the frame bounds what is painted.
        let pattern = cairo_pattern_create_for_surface(image)!
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        var scale = cairo_matrix_t()
        cairo_matrix_init_scale(&scale, w / frame.width, h / frame.height)
        cairo_matrix_translate(&scale, -frame.x, -frame.y)
        cairo_pattern_set_matrix(pattern, &scale)
        cairo_rectangle(cr, frame.x, frame.y, frame.width, frame.height)
        if let tint {
            cairo_clip(cr)
            setSource(cr, tint, frame: frame)
            cairo_mask(cr, pattern)
            return
        }
        cairo_set_source(cr, pattern)
        cairo_fill(cr)
    }

    func addPath(_ shape: Shape, in rect: Rect, on cr: OpaquePointer) {
        cairo_new_path(cr)
        switch shape {
        case .rectangle:
            cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
        case .roundedRectangle(let radius, .continuous):
            addCommands(ContinuousCorner.path(in: rect, radius: radius), origin: .zero, on: cr)
        case .roundedRectangle(let radius, .circular):
            addCircularRoundedRect(rect, radius: min(radius, min(rect.width, rect.height) / 2), on: cr)
        case .capsule:
            addCircularRoundedRect(rect, radius: min(rect.width, rect.height) / 2, on: cr)
        case .ellipse:
            cairo_save(cr)
            cairo_translate(cr, rect.midX, rect.midY)
            cairo_scale(cr, max(rect.width / 2, 1e-9), max(rect.height / 2, 1e-9))
            cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
            cairo_restore(cr)
        case .path(let commands):
            addCommands(commands, origin: Point(x: rect.x, y: rect.y), on: cr)
        case .evenOddPath(let commands):
            addCommands(commands, origin: Point(x: rect.x, y: rect.y), on: cr)
        }
        // The rule the fill or clip that follows uses: even-odd only for the shape that asks.
        if case .evenOddPath = shape { cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD) } else { cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING) }
    }

    private func addCommands(_ commands: [PathCommand], origin: Point, on cr: OpaquePointer) {
        for command in commands {
            switch command {
            case .move(let p): cairo_move_to(cr, origin.x + p.x, origin.y + p.y)
            case .line(let p): cairo_line_to(cr, origin.x + p.x, origin.y + p.y)
            case .curve(let p, let c1, let c2):
                cairo_curve_to(cr, origin.x + c1.x, origin.y + c1.y, origin.x + c2.x, origin.y + c2.y, origin.x + p.x, origin.y + p.y)
            case .close: cairo_close_path(cr)
            }
        }
    }

    private func addCircularRoundedRect(_ r: Rect, radius: Double, on cr: OpaquePointer) {
        let k = radius
        cairo_new_sub_path(cr)
        cairo_arc(cr, r.maxX - k, r.minY + k, k, -Double.pi / 2, 0)
        cairo_arc(cr, r.maxX - k, r.maxY - k, k, 0, Double.pi / 2)
        cairo_arc(cr, r.minX + k, r.maxY - k, k, Double.pi / 2, Double.pi)
        cairo_arc(cr, r.minX + k, r.minY + k, k, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }

    private func setSource(_ cr: OpaquePointer, _ paint: Paint, frame: Rect) {
        switch paint {
        case .solid(let c):
            cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
        case .linearGradient(let gradient, let start, let end):
            let p0 = start.point(in: frame), p1 = end.point(in: frame)
            let pattern = cairo_pattern_create_linear(p0.x, p0.y, p1.x, p1.y)!
            for stop in gradient.stops {
                cairo_pattern_add_color_stop_rgba(pattern, stop.position, stop.color.r, stop.color.g, stop.color.b, stop.color.a)
            }
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        case .radialGradient(let gradient, let center, let r0, let r1):
            let c = center.point(in: frame)
            let pattern = cairo_pattern_create_radial(c.x, c.y, r0, c.x, c.y, r1)!
            for stop in gradient.stops {
                cairo_pattern_add_color_stop_rgba(pattern, stop.position, stop.color.r, stop.color.g, stop.color.b, stop.color.a)
            }
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        case .angularGradient(let gradient, let center, let startAngle, let endAngle):
            let pattern = conicPattern(AngularSweep(gradient, startDegrees: startAngle, endDegrees: endAngle),
                                       center: center.point(in: frame), covering: frame, on: cr)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        }
    }
}

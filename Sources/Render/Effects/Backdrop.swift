import CCairo
import DisplayList
import Tokens

/// A material's blurred backdrop at 1/`factor` of the size, covering `box` (device pixels).
struct BlurredBackdrop {
    let pixels: [UInt8]
    let width: Int
    let height: Int
    let factor: Int
    let box: (x: Int, y: Int, w: Int, h: Int)
}

extension CairoRenderer {
    /// The device-pixel box that `rect` covers under the current transformation, grown by
    /// `margin` pixels and clamped to the surface.
    func deviceBox(of rect: Rect, margin: Double, on cr: OpaquePointer, surface: OpaquePointer) -> (x: Int, y: Int, w: Int, h: Int)? {
        var xs: [Double] = [], ys: [Double] = []
        for (px, py) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
            var x = px, y = py
            cairo_user_to_device(cr, &x, &y)
            xs.append(x); ys.append(y)
        }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let x0 = max(0, Int((xs.min()! - margin).rounded(.down))), y0 = max(0, Int((ys.min()! - margin).rounded(.down)))
        let x1 = min(width, Int((xs.max()! + margin).rounded(.up))), y1 = min(height, Int((ys.max()! + margin).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return nil }
        return (x0, y0, x1 - x0, y1 - y0)
    }

    /// The pixels of `box` in `surface` (ARGB32), rows of box.w × 4 bytes.
    static func pixels(of box: (x: Int, y: Int, w: Int, h: Int), in surface: OpaquePointer) -> [UInt8] {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let rowBytes = box.w * 4
        return [UInt8](unsafeUninitializedCapacity: rowBytes * box.h) { out, count in
            for row in 0..<box.h {
                (out.baseAddress! + row * rowBytes).update(from: data + (box.y + row) * stride + box.x * 4, count: rowBytes)
            }
            count = rowBytes * box.h
        }
    }

    /// Device pixels per point along x under the current transformation.
    func deviceScale(on cr: OpaquePointer) -> Double {
        var dx = 1.0, dy = 0.0
        cairo_user_to_device_distance(cr, &dx, &dy)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// A material: blur (and saturate) what is already drawn behind the shape, only over
    /// the region the shape covers, and lay it inside the shape. The tint is filled after.
    func drawBackdrop(_ material: MaterialStyle, in element: Element, on cr: OpaquePointer) {
        if geometry == nil {
            drawRasterBackdrop(material, in: element, on: cr)
            return
        }
        // Vector output: the backdrop the raster pass computed for this element, as the
        // small image, scaled by the PDF/SVG viewer.
        guard !replayedBackdrops.isEmpty else { return }
        let backdrop = replayedBackdrops.removeFirst()
        cairo_save(cr)
        addPath(element.shape, in: element.frame, on: cr)
        cairo_clip(cr)
        if let blurred = imageSurface(backdrop.pixels, width: backdrop.width, height: backdrop.height) {
            paintScaled(blurred, factor: backdrop.factor, at: backdrop.box.x, backdrop.box.y, on: cr, pixelScale: targetPixelScale)
            cairo_surface_destroy(blurred)
        }
        cairo_restore(cr)
    }

    /// A material on the raster: the backdrop enlarged only over the part under the shape,
    /// in Swift, and painted 1:1 — or painted again from `backdrops` when the pixels beneath
    /// are those it was made from.
    private func drawRasterBackdrop(_ material: MaterialStyle, in element: Element, on cr: OpaquePointer) {
        guard let surface = currentSurface else { return }
        // Kept only for animations, only straight on the surface, and not while a vector
        // file records backdrops (it needs the small image); inside the list's opacity
        // groups what is beneath is composited from several surfaces.
        var key: BackdropCache.Key?
        if keepsBackdrops, recordedBackdrops == nil, groupSurfaces.isEmpty {
            var ctm = cairo_matrix_t()
            cairo_get_matrix(cr, &ctm)
            key = BackdropCache.Key(material: material, shape: element.shape, frame: element.frame,
                                    matrix: [ctm.xx, ctm.yx, ctm.xy, ctm.yy, ctm.x0, ctm.y0].map(\.bitPattern),
                                    surface: [Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface))])
        }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        addPath(element.shape, in: element.frame, on: cr)
        cairo_clip(cr)
        if let key, let kept = backdrops.backdrop(for: key, over: surface) {
            cairo_identity_matrix(cr)
            cairo_set_source_surface(cr, kept.surface, Double(kept.x), Double(kept.y))
            cairo_paint(cr)
            return
        }
        guard let backdrop = blurredBackdrop(material, in: element, on: cr) else { return }
        recordedBackdrops?.append(backdrop)
        let f = backdrop.factor, box = backdrop.box
        guard let inside = deviceBox(of: element.frame, margin: 1, on: cr, surface: surface) else { return }
        let size = 4 * (box.w * box.h + inside.w * inside.h)
        let keep = key.map { backdrops.shouldKeep($0, bytes: size) } ?? false
        // The pixels it is made from, before the paint below covers some of them.
        let beneath = keep ? Self.pixels(of: box, in: surface) : []
        guard let full = enlarged(backdrop.pixels, width: backdrop.width, height: backdrop.height, channels: 4, factor: f, format: CAIRO_FORMAT_ARGB32,
                                  width: inside.w, height: inside.h, originX: Double(box.x - inside.x), originY: Double(box.y - inside.y), owned: keep)
        else { return }
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, full, Double(inside.x), Double(inside.y))
        cairo_paint(cr)
        if let key, keep {
            backdrops.keep(BackdropCache.Backdrop(surface: full, x: inside.x, y: inside.y, box: box, beneath: beneath), for: key)
        } else {
            cairo_surface_destroy(full)
        }
    }

    /// What a material blurs, blurred and saturated at 1/f of the size: the raster beneath
    /// the shape (and 3σ around it), with the open opacity groups composited over it.
    func blurredBackdrop(_ material: MaterialStyle, in element: Element, on cr: OpaquePointer) -> BlurredBackdrop? {
        guard let surface = currentSurface else { return nil }
        let sigma = material.blur * deviceScale(on: cr)
        guard let box = deviceBox(of: element.frame, margin: 3 * sigma, on: cr, surface: surface) else { return nil }
        let f = GaussianBlur.downsampleFactor(sigma: sigma)
        var small: (pixels: [UInt8], width: Int, height: Int)
        if let composited = backdropBeneathGroups(box: box) {
            small = GaussianBlur.downsample(composited, width: box.w, height: box.h, stride: box.w * 4, channels: 4, factor: f)
        } else {
            cairo_surface_flush(surface)
            let stride = Int(cairo_image_surface_get_stride(surface))
            let data = cairo_image_surface_get_data(surface)!
            small = GaussianBlur.downsample(UnsafePointer(data + box.y * stride + box.x * 4), width: box.w, height: box.h,
                                            stride: stride, channels: 4, factor: f)
        }
        GaussianBlur.blur(&small.pixels, width: small.width, height: small.height, stride: small.width * 4, channels: 4,
                          sigma: GaussianBlur.residualSigma(sigma, factor: f))
        GaussianBlur.saturate(&small.pixels, width: small.width, height: small.height, stride: small.width * 4, amount: material.saturation)
        return BlurredBackdrop(pixels: small.pixels, width: small.width, height: small.height, factor: f, box: box)
    }

    /// A Cairo surface of `width` × `height` holding `small` enlarged `f` times (bilinear),
    /// the small image's origin at (originX, originY) of the new surface. Unless `owned`,
    /// it borrows the renderer's scratch buffer: destroy it before the next call.
    func enlarged(_ small: [UInt8], width: Int, height: Int, channels: Int, factor f: Int, format: cairo_format_t,
                  width outWidth: Int, height outHeight: Int, originX: Double, originY: Double, owned: Bool = false) -> OpaquePointer? {
        // The pixels live in the renderer's scratch buffer (every byte is written below), so
        // a frame's four cards do not each make the kernel map and zero megabytes.
        let s: OpaquePointer, data: UnsafeMutablePointer<UInt8>, stride: Int
        if owned {
            guard let made = cairo_image_surface_create(format, Int32(outWidth), Int32(outHeight)),
                  cairo_surface_status(made) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(made) else { return nil }
            cairo_surface_flush(made)
            (s, data, stride) = (made, pixels, Int(cairo_image_surface_get_stride(made)))
        } else {
            stride = Int(cairo_format_stride_for_width(format, Int32(outWidth)))
            data = scratch(bytes: stride * outHeight)
            guard let made = cairo_image_surface_create_for_data(data, format, Int32(outWidth), Int32(outHeight), Int32(stride)),
                  cairo_surface_status(made) == CAIRO_STATUS_SUCCESS else { return nil }
            s = made
        }
        small.withUnsafeBufferPointer { src in
            Upscale.bilinear(src.baseAddress!, width: width, height: height, channels: channels, factor: f,
                             into: data, outWidth: outWidth, outHeight: outHeight, outStride: stride, originX: originX, originY: originY)
        }
        cairo_surface_mark_dirty(s)
        return s
    }

    /// A drop shadow: the shape's coverage, blurred by σ = radius, in the shadow colour,
    /// offset by (x, y) — drawn before the shape.
    func drawShadow(_ shadow: ShadowStyle, of element: Element, on cr: OpaquePointer) {
        guard let surface = currentSurface, shadow.color.a > 0 else { return }
        let geo = geometry ?? cr
        let scale = deviceScale(on: geo)
        let sigma = shadow.radius * scale
        var dx = shadow.x, dy = shadow.y
        cairo_user_to_device_distance(geo, &dx, &dy)
        guard let box = deviceBox(of: element.frame, margin: 3 * sigma + max(abs(dx), abs(dy)), on: geo, surface: surface) else { return }
        var ctm = cairo_matrix_t()
        cairo_get_matrix(geo, &ctm)
        let key = ShadowMaskCache.Key(shape: element.shape, frame: element.frame,
                                      matrix: [ctm.xx, ctm.yx, ctm.xy, ctm.yy, ctm.x0, ctm.y0].map(\.bitPattern),
                                      radius: shadow.radius.bitPattern, x: shadow.x.bitPattern, y: shadow.y.bitPattern,
                                      box: [box.x, box.y, box.w, box.h])
        if geometry == nil, let kept = shadowMasks.mask(for: key) {
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_set_source_rgba(cr, shadow.color.r, shadow.color.g, shadow.color.b, shadow.color.a)
            cairo_mask_surface(cr, kept.surface, kept.x, kept.y)
            cairo_restore(cr)
            return
        }
        // The shape's coverage is drawn straight at 1/f of the size: Cairo's antialiasing
        // gives each small pixel the covered share of its f × f block, which is what
        // averaging a full-size mask would give, without filling and reading the full size.
        let f = GaussianBlur.downsampleFactor(sigma: sigma)
        let sw = (box.w + f - 1) / f, sh = (box.h + f - 1) / f
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(sw), Int32(sh)) else { return }
        defer { cairo_surface_destroy(mask) }
        let mcr = cairo_create(mask)!
        var matrix = cairo_matrix_t()
        cairo_get_matrix(geo, &matrix)
        matrix.x0 -= Double(box.x)
        matrix.y0 -= Double(box.y)
        var shrink = cairo_matrix_t()
        cairo_matrix_init_scale(&shrink, 1 / Double(f), 1 / Double(f))
        var toSmall = cairo_matrix_t()
        cairo_matrix_multiply(&toSmall, &matrix, &shrink)
        cairo_set_matrix(mcr, &toSmall)
        addPath(element.shape, in: element.frame, on: mcr)
        cairo_set_source_rgba(mcr, 0, 0, 0, 1)
        cairo_fill(mcr)
        cairo_destroy(mcr)
        cairo_surface_flush(mask)
        let stride = Int(cairo_image_surface_get_stride(mask))
        let data = cairo_image_surface_get_data(mask)!
        var small = (pixels: [UInt8](repeating: 0, count: sw * sh), width: sw, height: sh)
        small.pixels.withUnsafeMutableBufferPointer { dst in
            for row in 0..<sh { for x in 0..<sw { dst[row * sw + x] = data[row * stride + x] } }
        }
        GaussianBlur.blur(&small.pixels, width: small.width, height: small.height, stride: small.width, channels: 1,
                          sigma: GaussianBlur.residualSigma(sigma, factor: f))
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_rgba(cr, shadow.color.r, shadow.color.g, shadow.color.b, shadow.color.a)
        if geometry == nil {
            // Raster: the mask enlarged in Swift at the shadow's place (its fraction of a
            // pixel folded into the sampling), then one unscaled mask operation.
            let left = Double(box.x) + dx, top = Double(box.y) + dy
            let x0 = left.rounded(.down), y0 = top.rounded(.down)
            let w = box.w + (left == x0 ? 0 : 1), h = box.h + (top == y0 ? 0 : 1)
            if let full = enlarged(small.pixels, width: small.width, height: small.height, channels: 1, factor: f, format: CAIRO_FORMAT_A8,
                                   width: w, height: h, originX: left - x0, originY: top - y0, owned: true) {
                cairo_mask_surface(cr, full, x0, y0)
                shadowMasks.keep(ShadowMaskCache.Mask(surface: full, x: x0, y: y0, bytes: Int(cairo_image_surface_get_stride(full)) * h), for: key)
            }
            cairo_restore(cr)
            return
        }
        guard let blurred = alphaSurface(small.pixels, width: small.width, height: small.height) else { cairo_restore(cr); return }
        defer { cairo_surface_destroy(blurred) }
        let pattern = scaledPattern(blurred, factor: f, originX: Double(box.x) + dx, originY: Double(box.y) + dy, pixelScale: targetPixelScale)
        let s = targetPixelScale
        cairo_rectangle(cr, (Double(box.x) + dx) / s, (Double(box.y) + dy) / s, Double(box.w) / s, Double(box.h) / s)
        cairo_clip(cr)
        cairo_mask(cr, pattern)
        cairo_pattern_destroy(pattern)
        cairo_restore(cr)
    }

    /// Paints a downsampled surface `f` times larger at raster pixel (x, y), bilinearly.
    func paintScaled(_ small: OpaquePointer, factor f: Int, at x: Int, _ y: Int, on cr: OpaquePointer, pixelScale: Double) {
        cairo_identity_matrix(cr)
        let pattern = scaledPattern(small, factor: f, originX: Double(x), originY: Double(y), pixelScale: pixelScale)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_pattern_destroy(pattern)
    }

    /// A pattern of `small` (raster pixels / f) placed with its origin at raster pixel
    /// (originX, originY), for a target whose device unit is `pixelScale` raster pixels:
    /// pattern = (s·X − origin) / f.
    func scaledPattern(_ small: OpaquePointer, factor f: Int, originX: Double, originY: Double, pixelScale s: Double) -> OpaquePointer {
        let pattern = cairo_pattern_create_for_surface(small)!
        let k = Double(f)
        var m = cairo_matrix_t(xx: s / k, yx: 0, xy: 0, yy: s / k, x0: -originX / k, y0: -originY / k)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        return pattern
    }

    /// A Cairo A8 surface holding `alpha` (rows of `width` bytes).
    func alphaSurface(_ alpha: [UInt8], width: Int, height: Int) -> OpaquePointer? {
        guard let s = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return nil }
        cairo_surface_flush(s)
        let stride = Int(cairo_image_surface_get_stride(s))
        let data = cairo_image_surface_get_data(s)!
        alpha.withUnsafeBytes { src in
            for row in 0..<height { _ = memcpy(data + row * stride, src.baseAddress! + row * width, width) }
        }
        cairo_surface_mark_dirty(s)
        return s
    }

    /// A Cairo ARGB32 surface holding `pixels` (rows of `width` × 4 bytes).
    func imageSurface(_ pixels: [UInt8], width: Int, height: Int) -> OpaquePointer? {
        guard let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        cairo_surface_flush(s)
        let stride = Int(cairo_image_surface_get_stride(s))
        let data = cairo_image_surface_get_data(s)!
        pixels.withUnsafeBytes { src in
            for row in 0..<height { _ = memcpy(data + row * stride, src.baseAddress! + row * width * 4, width * 4) }
        }
        cairo_surface_mark_dirty(s)
        return s
    }
}

#if canImport(Glibc)
import Glibc
#endif

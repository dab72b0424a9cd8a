import CCairo
import DisplayList

extension CairoRenderer {
    /// SwiftUI's `.blur(radius:)`: the element is drawn sharp into an offscreen raster over
    /// its box (plus 3σ), blurred there (σ = radius in points), and composited. The caller
    /// has applied the element's transform and clip to `cr` already.
    func drawLayerBlurred(_ element: Element, radius: Double, on cr: OpaquePointer) {
        guard let surface = currentSurface else { return }
        let geo = geometry ?? cr
        let sigma = radius * deviceScale(on: geo)
        let stroke = element.stroke?.width ?? 0
        guard let box = deviceBox(of: element.frame.insetBy(dx: -stroke, dy: -stroke), margin: 3 * sigma, on: geo, surface: surface),
              let layer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(box.w), Int32(box.h)) else { return }
        defer { cairo_surface_destroy(layer) }
        let lcr = cairo_create(layer)!
        var matrix = cairo_matrix_t()
        cairo_get_matrix(geo, &matrix)
        matrix.x0 -= Double(box.x)
        matrix.y0 -= Double(box.y)
        cairo_set_matrix(lcr, &matrix)
        let savedGeometry = geometry, savedScale = targetPixelScale
        geometry = nil
        targetPixelScale = 1
        draw(element, on: lcr)
        geometry = savedGeometry
        targetPixelScale = savedScale
        cairo_destroy(lcr)
        cairo_surface_flush(layer)
        let stride = Int(cairo_image_surface_get_stride(layer))
        let data = cairo_image_surface_get_data(layer)!
        let f = GaussianBlur.downsampleFactor(sigma: sigma)
        var small = GaussianBlur.downsample(UnsafePointer(data), width: box.w, height: box.h, stride: stride, channels: 4, factor: f)
        GaussianBlur.blur(&small.pixels, width: small.width, height: small.height, stride: small.width * 4, channels: 4,
                          sigma: GaussianBlur.residualSigma(sigma, factor: f))
        guard let blurred = imageSurface(small.pixels, width: small.width, height: small.height) else { return }
        defer { cairo_surface_destroy(blurred) }
        cairo_save(cr)
        let s = targetPixelScale
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, Double(box.x) / s, Double(box.y) / s, Double(box.w) / s, Double(box.h) / s)
        cairo_clip(cr)
        paintScaled(blurred, factor: f, at: box.x, box.y, on: cr, pixelScale: s)
        cairo_restore(cr)
    }
}

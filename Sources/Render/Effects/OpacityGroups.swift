import CCairo
import DisplayList

extension CairoRenderer {
    /// The groups to open for `element` (at most `OpacityGroup.maxDepth`, outermost first)
    /// and the element to draw: with the opacity of any deeper groups multiplied in.
    func groupsToOpen(for element: Element, of list: DisplayList) -> (chain: [Int], element: Element) {
        let chain = list.groupChain(of: element)
        guard chain.count > OpacityGroup.maxDepth else { return (chain, element) }
        var flattened = element
        for g in chain.dropFirst(OpacityGroup.maxDepth) { flattened.opacity *= list.groups[g].opacity }
        return (Array(chain.prefix(OpacityGroup.maxDepth)), flattened)
    }

    /// Opens and closes opacity groups on `contexts` so that exactly the groups of `chain`
    /// (outermost first) are open: groups that `chain` leaves are closed innermost first —
    /// popped and painted at their opacity — then the groups it enters are pushed. Cairo's
    /// group starts transparent, receives the group's elements at their own opacity, and is
    /// composited once (`cairo_paint_with_alpha`), which is how iOS fades a view.
    ///
    /// `contexts` are drawn in lockstep (the vector context and the raster beside it);
    /// `raster` is the one whose group surfaces materials read their backdrop from.
    func enterGroups(_ chain: [Int], of list: DisplayList, open: inout [Int], on contexts: [OpaquePointer], raster: OpaquePointer) {
        var common = 0
        while common < open.count, common < chain.count, open[common] == chain[common] { common += 1 }
        while open.count > common {
            let group = list.groups[open.removeLast()]
            for cr in contexts {
                cairo_pop_group_to_source(cr)
                if let mode = group.blendMode { cairo_set_operator(cr, Self.cairoOperator(mode)) }
                cairo_paint_with_alpha(cr, group.opacity)
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            }
            groupSurfaces.removeLast()
        }
        for g in chain[common...] {
            for cr in contexts { cairo_push_group(cr) }
            groupSurfaces.append(cairo_get_group_target(raster))
            open.append(g)
        }
    }

    /// The pixels a material at `box` (device pixels of the base surface) blurs: the base
    /// surface with every open group's surface composited over it, in order. Inside a group
    /// the group's own surface holds only what the group drew so far, on transparency; the
    /// material must see that over what lies beneath the group, as iOS's backdrop does.
    /// Nil when no group is open: then the base surface is read in place.
    func backdropBeneathGroups(box: (x: Int, y: Int, w: Int, h: Int)) -> [UInt8]? {
        guard !groupSurfaces.isEmpty, let base = currentSurface else { return nil }
        let rowBytes = box.w * 4
        var pixels = Self.pixels(of: box, in: base)
        pixels.withUnsafeMutableBytes { out in
            let dst = out.baseAddress!.assumingMemoryBound(to: UInt8.self)
            for group in groupSurfaces where cairo_surface_get_type(group) == CAIRO_SURFACE_TYPE_IMAGE {
                cairo_surface_flush(group)
                guard let data = cairo_image_surface_get_data(group) else { continue }
                // A pushed group covers part of the base: pixel (x, y) of the base is
                // (x + ox, y + oy) of the group (Cairo's device offset).
                var ox = 0.0, oy = 0.0
                cairo_surface_get_device_offset(group, &ox, &oy)
                let dx = Int(ox.rounded()), dy = Int(oy.rounded())
                let width = Int(cairo_image_surface_get_width(group)), height = Int(cairo_image_surface_get_height(group))
                let stride = Int(cairo_image_surface_get_stride(group))
                let x0 = max(box.x, -dx), x1 = min(box.x + box.w, width - dx)
                guard x1 > x0 else { continue }
                for row in 0..<box.h {
                    let gy = box.y + row + dy
                    guard gy >= 0, gy < height else { continue }
                    let src = UnsafeRawPointer(data + gy * stride + (x0 + dx) * 4).assumingMemoryBound(to: SIMD4<UInt8>.self)
                    let out = UnsafeMutableRawPointer(dst + row * rowBytes + (x0 - box.x) * 4).assumingMemoryBound(to: SIMD4<UInt8>.self)
                    Self.composite(src, over: out, count: x1 - x0)
                }
            }
        }
        return pixels
    }

    /// Premultiplied source-over of `count` ARGB32 pixels: d = s + d·(255 − αs)/255, the
    /// product rounded as Cairo rounds it.
    static func composite(_ src: UnsafePointer<SIMD4<UInt8>>, over dst: UnsafeMutablePointer<SIMD4<UInt8>>, count: Int) {
        for i in 0..<count {
            let s = src[i]
            // ARGB32 is native-endian 0xAARRGGBB: alpha is the last byte on little-endian.
            let alpha = s[3]
            if alpha == 0 { continue }
            if alpha == 255 { dst[i] = s; continue }
            var d = SIMD4<UInt16>(truncatingIfNeeded: dst[i]) &* UInt16(255 - alpha) &+ 128
            d = (d &+ (d &>> 8)) &>> 8
            dst[i] = s &+ SIMD4<UInt8>(truncatingIfNeeded: d)
        }
    }

    /// The Cairo operator of a SwiftUI blend mode (the same PDF/CSS definitions);
    /// `plusDarker` has none and is drawn as multiply.
    static func cairoOperator(_ mode: BlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply, .plusDarker: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }
}

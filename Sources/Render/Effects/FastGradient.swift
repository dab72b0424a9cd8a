import CCairo
import DisplayList
import Tokens

extension CairoRenderer {
    /// Fills a pixel-aligned, untransformed rectangle with an opaque linear gradient by
    /// writing pixels directly: t grows by a constant step along each row, so a 4096-entry
    /// table of the gradient's colours does the work pixman's gradient walker would do per
    /// pixel — the full-screen background of every AirFit frame. With opacity below 1 (the
    /// incoming gradient of a cross-fade) it blends over what is there, as Cairo's group
    /// painted with alpha would, without a full-screen group surface. Returns false (and
    /// draws nothing) when the case does not apply, and the caller lets Cairo draw it.
    func fillGradientFast(_ element: Element, on cr: OpaquePointer) -> Bool {
        guard let surface = currentSurface, case .rectangle = element.shape, element.transform == nil, element.clip == nil,
              element.opacity > 0, element.opacity <= 1, element.stroke == nil, element.shadow == nil, element.material == nil,
              case .linearGradient(let gradient, let start, let end)? = element.fill,
              gradient.stops.allSatisfy({ $0.color.a == 1 }),
              // Only straight onto the surface: inside an opacity group Cairo draws elsewhere.
              cairo_get_group_target(cr) == surface else { return false }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        guard matrix.xy == 0, matrix.yx == 0, matrix.xx > 0, matrix.xx == matrix.yy else { return false }
        let s = matrix.xx
        let fx0 = element.frame.minX * s + matrix.x0, fy0 = element.frame.minY * s + matrix.y0
        let fx1 = element.frame.maxX * s + matrix.x0, fy1 = element.frame.maxY * s + matrix.y0
        func aligned(_ v: Double) -> Bool { abs(v - v.rounded()) < 1e-6 }
        guard aligned(fx0), aligned(fy0), aligned(fx1), aligned(fy1) else { return false }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let x0 = max(0, Int(fx0.rounded())), y0 = max(0, Int(fy0.rounded()))
        let x1 = min(width, Int(fx1.rounded())), y1 = min(height, Int(fy1.rounded()))
        guard x1 > x0, y1 > y0 else { return true }

        // The gradient line in device pixels, and t at a pixel centre = projection on it.
        let p0x = (element.frame.minX + start.x * element.frame.width) * s + matrix.x0
        let p0y = (element.frame.minY + start.y * element.frame.height) * s + matrix.y0
        let p1x = (element.frame.minX + end.x * element.frame.width) * s + matrix.x0
        let p1y = (element.frame.minY + end.y * element.frame.height) * s + matrix.y0
        let dx = p1x - p0x, dy = p1y - p0y, length2 = dx * dx + dy * dy
        guard length2 > 0 else { return false }
        let entries = 4096
        let alpha = UInt32((element.opacity * 255).rounded())
        // Table entries premultiplied by the opacity: α·c rounded, as 8-bit ARGB words.
        var table = [UInt32](repeating: 0, count: entries + 1)
        for i in 0...entries {
            let c = gradient.color(at: Double(i) / Double(entries)).bytes
            func pm(_ v: UInt8) -> UInt32 { (UInt32(v) * alpha + 127) / 255 }
            table[i] = alpha << 24 | pm(c.r) << 16 | pm(c.g) << 8 | pm(c.b)
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        // t in 1/65536 of a table entry: integer steps along the row (the accumulated error
        // stays below 1/50 of an entry across 16384 px).
        let one = 65536.0
        let stepX = Int64((dx / length2 * Double(entries) * one).rounded())
        let top = Int64(entries)
        let inverse = SIMD4<UInt16>(repeating: UInt16(255 - alpha))
        table.withUnsafeBufferPointer { lut in
            let lut = lut.baseAddress!
            for y in y0..<y1 {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                let t0 = Int64((((Double(x0) + 0.5 - p0x) * dx + (Double(y) + 0.5 - p0y) * dy) / length2 * Double(entries) * one).rounded())
                var t = t0
                if alpha == 255 {
                    // Before the first stop and after the last the colour is constant: only
                    // the stretch between needs the table index, and no clamping.
                    let (inside, end) = Self.unclampedSpan(t0: t0 &+ 32768, step: stepX, count: x1 - x0, limit: (top &+ 1) &<< 16)
                    if inside > 0 { (row + x0).initialize(repeating: lut[stepX >= 0 ? 0 : Int(top)], count: inside) }
                    t = t0 &+ Int64(inside) &* stepX &+ 32768
                    for x in (x0 &+ inside)..<(x0 &+ end) {
                        row[x] = lut[Int(t &>> 16)]
                        t &+= stepX
                    }
                    if end < x1 - x0 { (row + x0 + end).initialize(repeating: lut[stepX >= 0 ? Int(top) : 0], count: x1 - x0 - end) }
                } else {
                    // Source over: α·src + (1 − α)·dst, the second term rounded as x/255 exactly.
                    let lanes = UnsafeMutableRawPointer(row).assumingMemoryBound(to: SIMD4<UInt8>.self)
                    for x in x0..<x1 {
                        var d = SIMD4<UInt16>(truncatingIfNeeded: lanes[x]) &* inverse &+ 128
                        d = (d &+ (d &>> 8)) &>> 8
                        let src = unsafeBitCast(lut[Int(min(max((t &+ 32768) &>> 16, 0), top))], to: SIMD4<UInt8>.self)
                        lanes[x] = src &+ SIMD4<UInt8>(truncatingIfNeeded: d)
                        t &+= stepX
                    }
                }
            }
        }
        cairo_surface_mark_dirty_rectangle(surface, Int32(x0), Int32(y0), Int32(x1 - x0), Int32(y1 - y0))
        return true
    }

    /// A gradient drawn at opacity α over another with the same rectangle and the same
    /// start and end points (a background cross-fade) is itself one gradient: both are
    /// linear between their stops, so α·B + (1 − α)·A is linear between the union of the
    /// stops, and `mix` of the two colours there is exact. Nil when the pair is anything else.
    static func crossfadeGradient(_ lower: Element, under upper: Element) -> Element? {
        func plain(_ e: Element) -> (Gradient, UnitPoint, UnitPoint)? {
            guard case .rectangle = e.shape, e.kind == .shape, e.transform == nil, e.clip == nil, e.stroke == nil, e.shadow == nil,
                  e.material == nil, e.blur == nil, case .linearGradient(let g, let start, let end)? = e.fill,
                  g.stops.allSatisfy({ $0.color.a == 1 && $0.position >= 0 && $0.position <= 1 }),
                  Set(g.stops.map(\.position)).count == g.stops.count else { return nil }
            return (g, start, end)
        }
        guard lower.opacity == 1, upper.opacity > 0, upper.opacity < 1, lower.frame == upper.frame,
              let (a, startA, endA) = plain(lower), let (b, startB, endB) = plain(upper), startA == startB, endA == endB else { return nil }
        let positions = Set(a.stops.map(\.position) + b.stops.map(\.position) + [0, 1]).sorted()
        let stops = positions.map { GradientStop(color: mix(a.color(at: $0), b.color(at: $0), upper.opacity), position: $0) }
        var merged = lower
        merged.fill = .linearGradient(Gradient(stops: stops), start: startA, end: endA)
        return merged
    }

    /// For u(k) = t0 + k·step, k = 0..<count: the range [start, end) of k with 0 ≤ u(k) < limit
    /// (u is monotonic, so it is one stretch; empty stretches give start == end).
    static func unclampedSpan(t0: Int64, step: Int64, count: Int, limit: Int64) -> (start: Int, end: Int) {
        func clamp(_ k: Int64) -> Int { Int(min(max(k, 0), Int64(count))) }
        func ceilDiv(_ a: Int64, _ b: Int64) -> Int64 { (a >= 0) == (b > 0) ? (a + b - (b > 0 ? 1 : -1)) / b : a / b }
        if step == 0 { return t0 < 0 ? (count, count) : (t0 < limit ? (0, count) : (0, 0)) }
        if step > 0 {
            // first k with u ≥ 0, first k with u ≥ limit
            let start = t0 >= 0 ? 0 : clamp(ceilDiv(-t0, step))
            let end = t0 >= limit ? 0 : clamp(ceilDiv(limit - t0, step))
            return (start, max(start, end))
        }
        // step < 0: first k with u < limit, first k with u < 0
        let start = t0 < limit ? 0 : clamp(ceilDiv(t0 - limit + 1, -step))
        let end = t0 < 0 ? 0 : clamp(ceilDiv(t0 + 1, -step))
        return (start, max(start, end))
    }
}

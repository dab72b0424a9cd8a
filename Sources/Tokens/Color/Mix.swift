/// The colour a fraction `t` of the way from `a` to `b`, interpolated as renderers do for
/// gradients: in gamma-encoded sRGB, on premultiplied channels.
///
/// Premultiplied so that fading to `.clear` (transparent *black*) keeps the hue and only
/// loses alpha — straight interpolation would pass through translucent grey. `t` is clamped
/// to 0…1: a spring's overshoot must not produce negative alpha or channels outside 0…1.
public func mix(_ a: RGBA, _ b: RGBA, _ t: Double) -> RGBA {
    let t = min(max(t, 0), 1)
    let p = PremultipliedRGBA(a)
    let q = PremultipliedRGBA(b)
    func lerp(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
    return PremultipliedRGBA(r: lerp(p.r, q.r), g: lerp(p.g, q.g), b: lerp(p.b, q.b), a: lerp(p.a, q.a)).straight
}

/// Whether WCAG 2.2 counts text as "large" (which lowers AA to 3:1 and AAA to 4.5:1):
/// at least 18 pt, or at least 14 pt when bold (weight ≥ 700).
///
/// `pointSize` is in typographic points (1/72 in) as WCAG states them — 18 pt is 24 CSS px
/// and 14 pt is about 18.67 CSS px, so a size in CSS px must be multiplied by 0.75 first.
/// Apple UI points are not typographic points; whether to treat them as CSS px (the usual
/// practice) is the caller's decision, made before calling.
public func isLargeText(pointSize: Double, weight: Int) -> Bool {
    pointSize >= 18 || (pointSize >= 14 && weight >= 700)
}

import Tokens

/// Whether WCAG 2.2 counts text as "large": `WCAGLevel.isLargeText(pointSize:weight:)`, which
/// this forwards to (kept for callers of the earlier Inspect function).
@available(*, deprecated, renamed: "WCAGLevel.isLargeText(pointSize:weight:)")
public func isLargeText(pointSize: Double, weight: Int) -> Bool {
    WCAGLevel.isLargeText(pointSize: pointSize, weight: Double(weight))
}

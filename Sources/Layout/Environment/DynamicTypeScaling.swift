/// The size a custom font size takes at `category`: how `Font.custom(_:size:relativeTo:)`,
/// `@ScaledMetric(relativeTo:)` and `UIFontMetrics(forTextStyle:)` grow a number that is
/// not one of the system styles.
///
/// They scale it in the same proportion as the style it is tied to, so a design drawn at
/// the default size keeps its hierarchy at every other size:
///
///     size × style.pointSize(at: category) / style.pointSize(at: .large)
///
/// At `.large` this is exactly `size`, which is why screens drawn at the default match the
/// design file to the point. The ratio is taken from the HIG table (see `TextStyle`)
/// because UIKit's internal curve is unpublished (and has been reported to land a few
/// points off the table at the largest sizes); the table is the documented, reproducible
/// choice. The result is not rounded: SwiftUI hands fractional sizes to the font as they
/// are, and at @3x they are visible.
///
/// `style` defaults to `.body` because that is what `@ScaledMetric` and
/// `UIFontMetrics.default` use when no style is named.
public func scaledFontSize(_ size: Double, relativeTo style: TextStyle = .body, at category: ContentSizeCategory) -> Double {
    size * style.pointSize(at: category) / style.pointSize(at: .large)
}

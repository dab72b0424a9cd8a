/// SwiftUI's `Font.TextStyle` on iOS: the eleven semantic styles whose sizes follow
/// Dynamic Type. (`title` is UIKit's `title1`; `caption` is `caption1`.)
///
/// The sizes are Apple's published table rather than anything measured, so that a render
/// here is checkable against the one document designers and reviewers share, and so that
/// it is the same on every machine with no UIKit to ask.
public enum TextStyle: String, CaseIterable, Hashable, Sendable, Codable {
    /// From the largest (34 pt at Large) to the smallest (11 pt).
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

    /// Point size of the style at `category`.
    ///
    /// Source: Apple Human Interface Guidelines → Typography → Specifications →
    /// "iOS, iPadOS Dynamic Type sizes" and "iOS, iPadOS larger accessibility type sizes"
    /// (https://developer.apple.com/design/human-interface-guidelines/typography#Specifications).
    /// Every cell is pinned by `DynamicTypeTextStyleTests`. The HIG and a running iOS can
    /// disagree by a point at the extremes (one iOS 13.3 measurement reports caption2 at AX5
    /// as 41 where the HIG says 40); the HIG wins here because it is the written contract.
    public func pointSize(at category: ContentSizeCategory) -> Double {
        pointSizes[category.ordinal]
    }

    /// Line height ("Leading (points)" column) of the style at `category`, from the same
    /// HIG tables as `pointSize(at:)`. Used to space lines the way iOS does instead of
    /// trusting a Linux font's own line gap, which differs from SF's.
    public func leading(at category: ContentSizeCategory) -> Double {
        leadings[category.ordinal]
    }

    /// The style whose size at the default category (Large) is nearest `size`; on a tie the
    /// larger style (Headline and Body, both 17 pt, give Headline's sizes, which are Body's).
    /// Above Large Title's 34 pt it is Large Title.
    public static func nearest(toPointSize size: Double) -> TextStyle {
        allCases.min { a, b in
            let da = abs(a.pointSize(at: .large) - size), db = abs(b.pointSize(at: .large) - size)
            return da != db ? da < db : a.pointSize(at: .large) > b.pointSize(at: .large)
        }!
    }

    /// Weight on the CSS scale (400 regular, 600 semibold). The HIG sets every iOS style in
    /// Regular except Headline, which is Semibold: it is the only thing that tells Headline
    /// apart from Body, which has the same size at every category.
    public var defaultWeight: Double {
        self == .headline ? 600 : 400
    }

    // Rows of the HIG table, one entry per ContentSizeCategory in order:
    // xSmall, Small, Medium, Large (default), xLarge, xxLarge, xxxLarge, AX1 … AX5.

    private var pointSizes: [Double] {
        switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }

    private var leadings: [Double] {
        switch self {
        case .largeTitle: [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70]
        case .title: [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68]
        case .title2: [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66]
        case .title3: [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65]
        case .headline: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]
        case .body: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]
        case .callout: [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60]
        case .subheadline: [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58]
        case .footnote: [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52]
        case .caption: [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51]
        case .caption2: [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48]
        }
    }
}

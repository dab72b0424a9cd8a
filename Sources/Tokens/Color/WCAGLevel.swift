/// WCAG 2.2's contrast levels and its large-text rule, written once. Every consumer reads
/// them here — `ContrastVerdict` (and through it `proof contrast` and the token sheet's
/// badges), `check contrast`'s required ratio, the apps' contrast pairs, the proposals and
/// DesignProofTesting's `expectContrast(_:on:meets:)` — so that a threshold cannot drift in
/// one of them alone. InspectTests' WCAGRuleTests (and ProofCLITests' `proof contrast` cases)
/// test the verdict, the check, an app's contrast pair, the sheet's badges and the testing
/// library on both sides of every threshold.
public enum WCAGLevel: String, CaseIterable, Codable, Sendable {
    /// Success criterion 1.4.3 (AA), normal text: 4.5:1.
    case aaNormal
    /// 1.4.3 (AA), large text, and 1.4.11 non-text contrast (icons, graphics): 3:1.
    case aaLarge
    /// 1.4.6 (AAA), normal text: 7:1.
    case aaa
    /// 1.4.6 (AAA), large text: 4.5:1.
    case aaaLarge

    /// The ratio the level needs.
    public var minimumRatio: Double {
        switch self {
        case .aaNormal: 4.5
        case .aaLarge: 3
        case .aaa: 7
        case .aaaLarge: 4.5
        }
    }

    /// Whether `ratio` reaches the level.
    public func isMet(by ratio: Double) -> Bool {
        Self.reaches(ratio, minimumRatio)
    }

    /// Whether `ratio` reaches `minimum`, compared unrounded: WCAG 2 does not round the ratio,
    /// so 4.499:1 fails 4.5:1 though it displays as "4.50". NaN reaches nothing.
    public static func reaches(_ ratio: Double, _ minimum: Double) -> Bool {
        ratio >= minimum
    }

    /// The level for non-text contrast (1.4.11: icons, control borders, graphics).
    public static let nonText = WCAGLevel.aaLarge

    /// The AA level text of `pointSize` and `weight` needs: `.aaLarge` for large text, else `.aaNormal`.
    public static func aa(textOfSize pointSize: Double, weight: Double) -> WCAGLevel {
        isLargeText(pointSize: pointSize, weight: weight) ? .aaLarge : .aaNormal
    }

    /// The size from which any text is large: 18 pt.
    public static let largeTextSize = 18.0
    /// The size from which bold text is large: 14 pt.
    public static let largeBoldTextSize = 14.0
    /// The weight WCAG counts as bold: 700.
    public static let boldWeight = 700.0

    /// Whether WCAG 2.2 counts text as "large" (which lowers AA to 3:1 and AAA to 4.5:1): at
    /// least 18 pt, or at least 14 pt when bold (weight ≥ 700).
    ///
    /// `pointSize` is in typographic points (1/72 in) as WCAG states them — 18 pt is 24 CSS
    /// px and 14 pt is about 18.67 CSS px, so a size in CSS px must be multiplied by 0.75
    /// first. Apple UI points are not typographic points; we treat them as such, the usual
    /// practice, and so does every check here.
    public static func isLargeText(pointSize: Double, weight: Double) -> Bool {
        pointSize >= largeTextSize || (pointSize >= largeBoldTextSize && weight >= boldWeight)
    }

    /// The ratio as people write a threshold: "4.5", "3", "7".
    public var ratioText: String {
        minimumRatio == minimumRatio.rounded() ? String(Int(minimumRatio)) : String(minimumRatio)
    }
}

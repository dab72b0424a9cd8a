public import SwiftUI
import DisplayList
import Tokens

/// Screen 2.3, Body Composition: "Estimate your body fat level", "Don't worry about being
/// precise - a visual estimate works", and a grid of nine silhouettes with their
/// percentages (`NutriSyncProfile.BodyFatEstimate.percentages(for:)`, for the profile's
/// sex), leanest first, row by row. "Tap to select closest match": `selected` is the
/// tile drawn with the green checkmark, nil for a new user, whose Next stays greyed (the
/// body-fat estimate is required information).
///
/// The grid has `size.silhouetteColumns` columns (3, the seed's 3 × 3). At the
/// accessibility text sizes it falls back to two wider columns so the large percentages
/// keep their figure's width, and the page scrolls.
nonisolated public struct BodyCompositionScreen: View {
    @Environment(\.nutriSync) private var theme
    @Environment(\.contentSize) private var contentSize
    @Environment(\.device) private var device
    let sex: NutriSyncProfile.BiologicalSex
    let selected: Int?

    public init(sex: NutriSyncProfile.BiologicalSex, selected: Int?) {
        self.sex = sex; self.selected = selected
    }

    /// Rows of tile indices, `columns` wide; the last row may be short.
    static func rows(count: Int, columns: Int) -> [[Int]] {
        stride(from: 0, to: count, by: max(columns, 1)).map { Array($0..<min($0 + max(columns, 1), count)) }
    }

    /// How tall the figures are: the grid takes the height the header and the button leave,
    /// so the three rows fit without scrolling from the SE (667 pt: 54) to the Pro Max
    /// (956 pt: 100); at the accessibility sizes, where the page scrolls anyway, the two
    /// wider columns take figures 1.6 × taller (at most 120) to stay in proportion with
    /// the large percentages.
    static func figureHeight(screenHeight: Double, accessibility: Bool) -> Double {
        let fitted = min(100, max(54, 54 + (screenHeight - 667) * 0.16))
        return accessibility ? min(120, fitted * 1.6).rounded() : fitted.rounded()
    }

    public var body: some View {
        let t = theme
        let percentages = NutriSyncProfile.BodyFatEstimate.percentages(for: sex)
        let tokenColumns = Int(t.number(.sizeSilhouetteColumns))
        let columns = contentSize.isAccessibilityCategory ? min(tokenColumns, 2) : tokenColumns
        let gap = t.dimension(.spacingOptionGap)
        let figureHeight = Self.figureHeight(screenHeight: device.size.height, accessibility: contentSize.isAccessibilityCategory)
        OnboardingScreen(section: .profile, title: "Estimate your body fat level",
                         subtitle: "Don't worry about being precise - a visual estimate works",
                         action: "Next", actionEnabled: selected != nil) {
            VStack(spacing: gap) {
                ForEach(Self.rows(count: percentages.count, columns: columns), id: \.self) { row in
                    HStack(spacing: gap) {
                        ForEach(row, id: \.self) { i in
                            BodyFatTile(sex: sex, index: i, of: percentages.count, percentage: percentages[i],
                                        selected: i == selected, figureHeight: figureHeight)
                        }
                        // A short last row keeps its tiles the width of the others.
                        ForEach(0..<(columns - row.count), id: \.self) { _ in
                            EmptyView().frame(maxWidth: .infinity)
                        }
                    }
                }
            }
        }
    }
}

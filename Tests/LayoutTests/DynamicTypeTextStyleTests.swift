import Layout
import Testing

/// Every cell of Apple's iOS Dynamic Type table, pinned.
///
/// Source: Apple Human Interface Guidelines → Typography → Specifications →
/// "iOS, iPadOS Dynamic Type sizes" (xSmall … xxxLarge) and "iOS, iPadOS larger
/// accessibility type sizes" (AX1 … AX5),
/// https://developer.apple.com/design/human-interface-guidelines/typography#Specifications
///
/// The expectations are copied the way the HIG prints them — one table per size, one row
/// per style, "size / leading" — which is transposed from how `TextStyle` stores them (one
/// row per style), so a slip in either copy cannot hide behind the same layout.
struct DynamicTypeTextStyleTests {
    struct Cell: Sendable, CustomTestStringConvertible {
        let style: TextStyle
        let category: ContentSizeCategory
        let size: Double
        let leading: Double
        var testDescription: String { "\(style) @ \(category): \(Int(size))/\(Int(leading))" }
    }

    /// Row order of each HIG table: Large Title, Title 1, Title 2, Title 3, Headline, Body,
    /// Callout, Subhead, Footnote, Caption 1, Caption 2.
    static let higRowOrder: [TextStyle] = [
        .largeTitle, .title, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption, .caption2,
    ]

    /// (size, leading) per row, one HIG table per category.
    static let higTables: [(ContentSizeCategory, [(Double, Double)])] = [
        (.extraSmall, [(31, 38), (25, 31), (19, 24), (17, 22), (14, 19), (14, 19), (13, 18), (12, 16), (12, 16), (11, 13), (11, 13)]),
        (.small, [(32, 39), (26, 32), (20, 25), (18, 23), (15, 20), (15, 20), (14, 19), (13, 18), (12, 16), (11, 13), (11, 13)]),
        (.medium, [(33, 40), (27, 33), (21, 26), (19, 24), (16, 21), (16, 21), (15, 20), (14, 19), (12, 16), (11, 13), (11, 13)]),
        (.large, [(34, 41), (28, 34), (22, 28), (20, 25), (17, 22), (17, 22), (16, 21), (15, 20), (13, 18), (12, 16), (11, 13)]),
        (.extraLarge, [(36, 43), (30, 37), (24, 30), (22, 28), (19, 24), (19, 24), (18, 23), (17, 22), (15, 20), (14, 19), (13, 18)]),
        (.extraExtraLarge, [(38, 46), (32, 39), (26, 32), (24, 30), (21, 26), (21, 26), (20, 25), (19, 24), (17, 22), (16, 21), (15, 20)]),
        (.extraExtraExtraLarge, [(40, 48), (34, 41), (28, 34), (26, 32), (23, 29), (23, 29), (22, 28), (21, 28), (19, 24), (18, 23), (17, 22)]),
        (.accessibilityMedium, [(44, 52), (38, 46), (34, 41), (31, 38), (28, 34), (28, 34), (26, 32), (25, 31), (23, 29), (22, 28), (20, 25)]),
        (.accessibilityLarge, [(48, 57), (43, 51), (39, 47), (37, 44), (33, 40), (33, 40), (32, 39), (30, 37), (27, 33), (26, 32), (24, 30)]),
        (.accessibilityExtraLarge, [(52, 61), (48, 57), (44, 52), (43, 51), (40, 48), (40, 48), (38, 46), (36, 43), (33, 40), (32, 39), (29, 35)]),
        (.accessibilityExtraExtraLarge, [(56, 66), (53, 62), (50, 59), (49, 58), (47, 56), (47, 56), (44, 52), (42, 50), (38, 46), (37, 44), (34, 41)]),
        (.accessibilityExtraExtraExtraLarge, [(60, 70), (58, 68), (56, 66), (55, 65), (53, 62), (53, 62), (51, 60), (49, 58), (44, 52), (43, 51), (40, 48)]),
    ]

    static let cells: [Cell] = higTables.flatMap { category, rows in
        zip(higRowOrder, rows).map { style, cell in Cell(style: style, category: category, size: cell.0, leading: cell.1) }
    }

    @Test func theTableCoversAllTwelveByElevenCells() {
        #expect(Self.cells.count == 132)
        #expect(Set(Self.cells.map { "\($0.style)/\($0.category)" }).count == 132)
        #expect(Set(Self.cells.map(\.style)) == Set(TextStyle.allCases))
        #expect(Set(Self.cells.map(\.category)) == Set(ContentSizeCategory.allCases))
    }

    @Test(arguments: cells)
    func pointSizeMatchesTheHIG(_ cell: Cell) {
        #expect(cell.style.pointSize(at: cell.category) == cell.size)
    }

    @Test(arguments: cells)
    func leadingMatchesTheHIG(_ cell: Cell) {
        #expect(cell.style.leading(at: cell.category) == cell.leading)
    }

    @Test func defaultSizesAreTheFamiliarOnes() {
        let expected: [TextStyle: Double] = [
            .largeTitle: 34, .title: 28, .title2: 22, .title3: 20, .headline: 17, .body: 17,
            .callout: 16, .subheadline: 15, .footnote: 13, .caption: 12, .caption2: 11,
        ]
        for style in TextStyle.allCases {
            #expect(style.pointSize(at: .default) == expected[style], "\(style)")
        }
    }

    @Test func bodyRunsFrom14To53AndLargeTitleTopsOutAt60() {
        #expect(ContentSizeCategory.allCases.map { TextStyle.body.pointSize(at: $0) }
                == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(TextStyle.largeTitle.pointSize(at: .accessibilityExtraExtraExtraLarge) == 60)
    }

    @Test(arguments: TextStyle.allCases)
    func neverShrinksAsTheCategoryGrowsAndLeadingExceedsSize(_ style: TextStyle) {
        let sizes = ContentSizeCategory.allCases.map { style.pointSize(at: $0) }
        #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 })
        for category in ContentSizeCategory.allCases {
            #expect(style.leading(at: category) > style.pointSize(at: category))
        }
    }

    @Test func onlyHeadlineIsSemibold() {
        #expect(TextStyle.headline.defaultWeight == 600)
        for style in TextStyle.allCases where style != .headline {
            #expect(style.defaultWeight == 400, "\(style)")
        }
    }

    @Test func rawValuesAreSwiftUINames() {
        #expect(TextStyle.allCases.map(\.rawValue) == [
            "largeTitle", "title", "title2", "title3", "headline", "body", "callout", "subheadline",
            "footnote", "caption", "caption2",
        ])
    }
}

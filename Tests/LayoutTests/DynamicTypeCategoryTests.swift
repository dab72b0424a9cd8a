import Foundation
import Layout
import Testing

/// `ContentSizeCategory`: SwiftUI's twelve sizes in SwiftUI's order, and the three
/// vocabularies the command line accepts for them.
struct DynamicTypeCategoryTests {
    @Test func twelveCategoriesInSwiftUIOrder() {
        #expect(ContentSizeCategory.allCases.map(\.rawValue) == [
            "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
            "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge",
            "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge",
        ])
    }

    @Test func defaultIsLarge() {
        #expect(ContentSizeCategory.default == .large)
    }

    @Test func exactlyTheFiveAXSizesAreAccessibilityCategories() {
        let ax = ContentSizeCategory.allCases.filter(\.isAccessibilityCategory)
        #expect(ax == [.accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
                       .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge])
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }

    @Test func cliNamesAreTheContractNames() {
        #expect(ContentSizeCategory.allCases.map(\.cliName) == [
            "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
            "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge",
            "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge",
        ])
    }

    @Test(arguments: ContentSizeCategory.allCases)
    func cliNameAndRawNameRoundTripInAnyCase(_ category: ContentSizeCategory) {
        #expect(ContentSizeCategory(cliName: category.cliName) == category)
        #expect(ContentSizeCategory(cliName: category.cliName.uppercased()) == category)
        #expect(ContentSizeCategory(cliName: category.rawValue) == category)
        #expect(ContentSizeCategory(cliName: category.rawValue.lowercased()) == category)
    }

    @Test func axShortNamesMapToTheAccessibilitySizes() {
        #expect(ContentSizeCategory(cliName: "AX1") == .accessibilityMedium)
        #expect(ContentSizeCategory(cliName: "AX2") == .accessibilityLarge)
        #expect(ContentSizeCategory(cliName: "ax3") == .accessibilityExtraLarge)
        #expect(ContentSizeCategory(cliName: "Ax4") == .accessibilityExtraExtraLarge)
        #expect(ContentSizeCategory(cliName: "AX5") == .accessibilityExtraExtraExtraLarge)
    }

    @Test func unknownNamesAreRejected() {
        for name in ["", "AX0", "AX6", "huge", "xxxxLarge", "x-large", " large"] {
            #expect(ContentSizeCategory(cliName: name) == nil, "\(name)")
        }
    }

    @Test func orderedBySize() {
        #expect(ContentSizeCategory.extraSmall < .small)
        #expect(ContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(ContentSizeCategory.allCases.sorted() == ContentSizeCategory.allCases)
        #expect(ContentSizeCategory.allCases.sorted(by: >).first == .accessibilityExtraExtraExtraLarge)
        #expect(ContentSizeCategory.allCases.max() == .accessibilityExtraExtraExtraLarge)
    }

    @Test func codesAsTheSwiftUIName() throws {
        let data = try JSONEncoder().encode([ContentSizeCategory.extraExtraLarge])
        #expect(String(decoding: data, as: UTF8.self) == #"["extraExtraLarge"]"#)
        let back = try JSONDecoder().decode([ContentSizeCategory].self, from: Data(#"["accessibilityLarge"]"#.utf8))
        #expect(back == [.accessibilityLarge])
    }
}

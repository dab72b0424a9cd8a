/// The user's preferred text size: SwiftUI's `ContentSizeCategory`, with the same twelve
/// cases in the same order, so a screen written against SwiftUI reads the same here.
///
/// The raw values are SwiftUI's case names because they are what people type in Swift and
/// what appears in a saved environment; the command line has its own, shorter names
/// (`cliName`) because that is the contract the CLI already documents.
public enum ContentSizeCategory: String, CaseIterable, Hashable, Sendable, Codable {
    /// xSmall: body text 14 pt.
    case extraSmall
    /// Small: body text 15 pt.
    case small
    /// Medium: body text 16 pt.
    case medium
    /// Large, iOS's default: body text 17 pt.
    case large
    /// xLarge: body text 19 pt.
    case extraLarge
    /// xxLarge: body text 21 pt.
    case extraExtraLarge
    /// xxxLarge, the largest without Larger Accessibility Sizes: body text 23 pt.
    case extraExtraExtraLarge
    /// AX1: body text 28 pt.
    case accessibilityMedium
    /// AX2: body text 33 pt.
    case accessibilityLarge
    /// AX3: body text 40 pt.
    case accessibilityExtraLarge
    /// AX4: body text 47 pt.
    case accessibilityExtraExtraLarge
    /// AX5, the largest: body text 53 pt.
    case accessibilityExtraExtraExtraLarge

    /// iOS ships set to Large, and every type size in the HIG table is quoted relative to
    /// it, so it is the size a screen is drawn at unless someone asks for another.
    public static let `default`: ContentSizeCategory = .large

    /// True for the five sizes iOS only offers under Accessibility → Larger Text (AX1–AX5),
    /// where layouts are expected to reflow (stack instead of sit side by side).
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The name the command line uses (`--content-size xLarge`). The seven standard sizes
    /// follow SwiftUI's `DynamicTypeSize` spelling (xSmall … xxxLarge), the accessibility
    /// sizes keep their full names so they can never be mistaken for the standard ones.
    public var cliName: String {
        switch self {
        case .extraSmall: "xSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .extraLarge: "xLarge"
        case .extraExtraLarge: "xxLarge"
        case .extraExtraExtraLarge: "xxxLarge"
        case .accessibilityMedium: "accessibilityMedium"
        case .accessibilityLarge: "accessibilityLarge"
        case .accessibilityExtraLarge: "accessibilityExtraLarge"
        case .accessibilityExtraExtraLarge: "accessibilityExtraExtraLarge"
        case .accessibilityExtraExtraExtraLarge: "accessibilityExtraExtraExtraLarge"
        }
    }

    /// Reads a size from the command line. People arrive with three vocabularies — the CLI
    /// names, SwiftUI's case names (copied from code) and the HIG's AX1…AX5 (copied from
    /// design specs) — so all three are accepted, ignoring case, rather than making anyone
    /// translate. Anything else is nil so the caller can report the bad value.
    public init?(cliName: String) {
        let key = cliName.lowercased()
        for category in Self.allCases {
            let names = [category.cliName, category.rawValue] + (category.axName.map { [$0] } ?? [])
            if names.contains(where: { $0.lowercased() == key }) {
                self = category
                return
            }
        }
        return nil
    }

    /// The HIG's short name for an accessibility size (AX1 is the smallest of them).
    private var axName: String? {
        switch self {
        case .accessibilityMedium: "AX1"
        case .accessibilityLarge: "AX2"
        case .accessibilityExtraLarge: "AX3"
        case .accessibilityExtraExtraLarge: "AX4"
        case .accessibilityExtraExtraExtraLarge: "AX5"
        default: nil
        }
    }

    /// Position from smallest (0) to largest (11): the column of every per-size table, and
    /// the basis of ordering. Written out rather than searched for in `allCases` so that it
    /// cannot fail and costs nothing.
    var ordinal: Int {
        switch self {
        case .extraSmall: 0
        case .small: 1
        case .medium: 2
        case .large: 3
        case .extraLarge: 4
        case .extraExtraLarge: 5
        case .extraExtraExtraLarge: 6
        case .accessibilityMedium: 7
        case .accessibilityLarge: 8
        case .accessibilityExtraLarge: 9
        case .accessibilityExtraExtraLarge: 10
        case .accessibilityExtraExtraExtraLarge: 11
        }
    }
}

/// Ordered by size, as SwiftUI orders them, so ranges such as
/// `.dynamicTypeSize(...ContentSizeCategory.accessibilityMedium)` can be expressed.
extension ContentSizeCategory: Comparable {
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.ordinal < rhs.ordinal
    }
}

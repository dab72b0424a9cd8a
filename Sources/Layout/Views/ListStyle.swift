/// SwiftUI's `ListStyle`, spelled as a value (`.plain`) or a type (`PlainListStyle()`).
/// `.listStyle(_:)` sets it for the lists inside; `ListLook` says how each is drawn.
public protocol ListStyle: Sendable {}

/// `.insetGrouped`: rounded cards of rows on the grouped background, inset from the edges.
public struct InsetGroupedListStyle: ListStyle { public init() {} }
/// `.grouped`: sections of rows across the whole width on the grouped background.
public struct GroupedListStyle: ListStyle { public init() {} }
/// `.plain`: rows across the whole width on the system background, no cards.
public struct PlainListStyle: ListStyle { public init() {} }
/// `.inset`: rows inset from the edges on the system background, no cards.
public struct InsetListStyle: ListStyle { public init() {} }
/// `.sidebar`: on an iPhone, drawn as `.insetGrouped`.
public struct SidebarListStyle: ListStyle { public init() {} }
/// `.automatic`: a list's default on iOS, `.insetGrouped`.
public struct DefaultListStyle: ListStyle { public init() {} }

extension ListStyle where Self == InsetGroupedListStyle {
    /// Rounded cards of rows on the grouped background, inset from the screen's edges.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
    /// Sections across the whole width on the grouped background.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == PlainListStyle {
    /// Rows across the whole width on the system background.
    public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == InsetListStyle {
    /// Rows inset from the edges on the system background.
    public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
    /// A sidebar: `.insetGrouped` on an iPhone.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}
extension ListStyle where Self == DefaultListStyle {
    /// The default: `.insetGrouped`.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

/// The list styles iOS 18 draws differently on an iPhone.
enum ListStyleKind: Hashable, Sendable {
    case insetGrouped, grouped, plain, inset

    init(_ style: any ListStyle) {
        switch style {
        case is GroupedListStyle: self = .grouped
        case is PlainListStyle: self = .plain
        case is InsetListStyle: self = .inset
        default: self = .insetGrouped
        }
    }
}

/// How a list of each style is drawn: the background behind it, the card under each
/// section's rows (its fill and corners, inset from the edges or not), and the spacing.
struct ListLook {
    let background: Color
    let cardFill: Color
    let cornerRadius: Double
    let insetsCards: Bool
    let topPadding: Double
    let sectionSpacing: Double

    init(_ kind: ListStyleKind) {
        typealias M = InsetGroupedMetrics
        switch kind {
        case .insetGrouped:
            self.init(background: .systemGroupedBackground, cardFill: .secondarySystemGroupedBackground, cornerRadius: M.cornerRadius,
                      insetsCards: true, topPadding: M.topPadding, sectionSpacing: M.sectionSpacing)
        case .grouped:
            self.init(background: .systemGroupedBackground, cardFill: .secondarySystemGroupedBackground, cornerRadius: 0,
                      insetsCards: false, topPadding: M.topPadding, sectionSpacing: M.sectionSpacing)
        case .plain:
            self.init(background: .systemBackground, cardFill: .clear, cornerRadius: 0, insetsCards: false, topPadding: 0, sectionSpacing: 0)
        case .inset:
            self.init(background: .systemBackground, cardFill: .clear, cornerRadius: 0, insetsCards: true, topPadding: 0, sectionSpacing: 0)
        }
    }

    private init(background: Color, cardFill: Color, cornerRadius: Double, insetsCards: Bool, topPadding: Double, sectionSpacing: Double) {
        self.background = background; self.cardFill = cardFill; self.cornerRadius = cornerRadius
        self.insetsCards = insetsCards; self.topPadding = topPadding; self.sectionSpacing = sectionSpacing
    }
}

struct ListStyleKey: EnvironmentKey { static let defaultValue = ListStyleKind.insetGrouped }
struct ListBackgroundHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// `.listStyle(_:)`: how the lists inside are drawn.
    var listStyleKind: ListStyleKind {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
    /// `.scrollContentBackground(.hidden)`: lists inside draw no background of their own.
    var listBackgroundHidden: Bool {
        get { self[ListBackgroundHiddenKey.self] }
        set { self[ListBackgroundHiddenKey.self] = newValue }
    }
}

extension View {
    /// SwiftUI's `.listStyle(_:)`: how the lists inside are drawn (`.insetGrouped` by default).
    nonisolated public func listStyle<S: ListStyle>(_ style: S) -> some View {
        let kind = ListStyleKind(style)
        return EnvironmentModifier(content: self) { $0.listStyleKind = kind }
    }
    /// SwiftUI's `.scrollContentBackground(_:)`: `.hidden` takes away the grouped grey
    /// behind the lists and forms inside, so what is behind them shows.
    nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View {
        EnvironmentModifier(content: self) { $0.listBackgroundHidden = visibility == .hidden }
    }
}

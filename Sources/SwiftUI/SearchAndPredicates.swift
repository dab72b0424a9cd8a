import Foundation
import Layout

// Spellings a SwiftUI file reaches for that need no layout of their own: search suggestions
// (shown only while a search field is being typed in, never in a still), `.equatable()`,
// `Material` as a type name, and Foundation's `localizedStandardContains` inside `#Predicate`,
// which Apple's Foundation has and Linux's does not yet.

/// SwiftUI's `Material`: the blur-and-tint backgrounds (`.regularMaterial` …), which Layout
/// calls `MaterialKind` (`Material.thin`, `let m: Material = .thick`).
public typealias Material = MaterialKind

/// SwiftUI's `SearchSuggestionsPlacement`: where suggestions are listed.
public struct SearchSuggestionsPlacement: Hashable, Sendable {
    let name: String
    /// Where the system chooses.
    public static let automatic = SearchSuggestionsPlacement(name: "automatic")
    /// In a menu under the field.
    public static let menu = SearchSuggestionsPlacement(name: "menu")
    /// In the content under the field.
    public static let content = SearchSuggestionsPlacement(name: "content")

    /// SwiftUI's `SearchSuggestionsPlacement.Set`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        /// The set of this raw value.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// A menu under the field.
        public static let menu = Set(rawValue: 1)
        /// The content under the field.
        public static let content = Set(rawValue: 2)
    }
}

extension View {
    /// SwiftUI's `.searchSuggestions(_:)`: suggestions listed while the search field is being
    /// typed in. A still shows the field at rest, so they are built but not drawn.
    nonisolated public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }
    /// SwiftUI's `.searchSuggestions(_:for:)`: whether suggestions show; nothing in a still.
    nonisolated public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> some View { self }
    /// SwiftUI's `.searchScopes(_:scopes:)`: the scope bar under the search field, which iOS
    /// shows while searching; a still shows the field at rest, so it is built but not drawn.
    nonisolated public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View { self }
    /// SwiftUI's `.searchScopes(_:activation:_:)` (iOS 16.4): as `searchScopes(_:scopes:)`.
    nonisolated public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation,
                                                                @ViewBuilder _ scopes: () -> S) -> some View { self }
    /// SwiftUI's `.searchCompletion(_:)`: the text a suggestion puts in the field when chosen.
    nonisolated public func searchCompletion(_ completion: String) -> some View { self }
    /// SwiftUI's `.searchCompletion(_:)` with a search token.
    nonisolated public func searchCompletion<T: Identifiable>(_ token: T) -> some View { self }
}

/// SwiftUI's `SearchScopeActivation`: when the scope bar shows.
public struct SearchScopeActivation: Hashable, Sendable {
    let name: String
    /// The platform's choice (on iOS, while searching).
    public static let automatic = SearchScopeActivation(name: "automatic")
    /// While the user types in the field.
    public static let onTextEntry = SearchScopeActivation(name: "onTextEntry")
    /// Once the search field is focused.
    public static let onSearchPresentation = SearchScopeActivation(name: "onSearchPresentation")
}

/// SwiftUI's `EquatableView`: a view SwiftUI re-renders only when it is unequal to the last;
/// a still draws it once, as it is.
nonisolated public struct EquatableView<Content: View & Equatable>: View {
    /// The view.
    public var content: Content
    /// `content`, compared before it is re-rendered.
    public init(content: Content) { self.content = content }
    public var body: some View { content }
}

extension View where Self: Equatable {
    /// SwiftUI's `.equatable()`: this view, re-rendered only when it changes.
    nonisolated public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}

extension PredicateExpressions {
    /// Foundation's `localizedStandardContains` inside `#Predicate`: whether the string holds
    /// `other`, ignoring case and diacritics, as Finder matches names.
    public struct StringLocalizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>: PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
        /// Whether it holds it.
        public typealias Output = Bool
        /// The string searched.
        public let root: Root
        /// The string looked for.
        public let other: Other

        /// The expression `root.localizedStandardContains(other)`.
        public init(root: Root, other: Other) {
            self.root = root
            self.other = other
        }

        /// Evaluates both sides and compares them as `String.localizedStandardContains` does.
        public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
            try root.evaluate(bindings).localizedStandardContains(try other.evaluate(bindings))
        }
    }

    /// What `#Predicate` writes for `$0.name.localizedStandardContains(text)`.
    public static func build_localizedStandardContains<Root, Other>(_ root: Root, _ other: Other) -> StringLocalizedStandardContains<Root, Other> {
        StringLocalizedStandardContains(root: root, other: other)
    }
}

extension PredicateExpressions.StringLocalizedStandardContains: Codable where Root: Codable, Other: Codable {}
extension PredicateExpressions.StringLocalizedStandardContains: Sendable where Root: Sendable, Other: Sendable {}
extension PredicateExpressions.StringLocalizedStandardContains: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}

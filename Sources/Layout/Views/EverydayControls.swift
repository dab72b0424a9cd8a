import DisplayList
import Foundation
import Tokens

// Controls and views real apps use everywhere that a still draws at rest: a text editor, a
// colour well, an image from the network (never fetched: a still shows its placeholder), and
// the navigation and visibility spellings around them.

/// SwiftUI's `TextEditor`: UITextView's multi-line text, inset as UIKit insets it (8 pt above
/// and below, 5 pt of line-fragment padding at the sides), filling the space it is offered.
nonisolated public struct TextEditor: View {
    let text: String
    /// An editor showing `text` (a render is one moment: the binding is read).
    public init(text: Binding<String>) { self.text = text.wrappedValue }
    /// `TextEditor(text:selection:)` (iOS 18): the selection is not drawn.
    public init<S>(text: Binding<String>, selection: Binding<S>) { self.text = text.wrappedValue }

    /// UITextView's `textContainerInset` (top and bottom) and `lineFragmentPadding` (sides).
    static let verticalInset = 8.0
    static let horizontalInset = 5.0

    public var body: some View {
        Text(text)
            .foregroundStyle(Color.label)
            .padding(.vertical, Self.verticalInset)
            .padding(.horizontal, Self.horizontalInset)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// SwiftUI's `ColorPicker`: the title and, at the trailing edge, iOS's colour well — a 28-pt
/// circle ringed by the hue wheel (a conic gradient) around the chosen colour.
nonisolated public struct ColorPicker: View {
    let title: String
    let color: Color
    /// A picker titled `title` showing `selection`.
    public init(_ title: String, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.title = title; color = selection.wrappedValue
    }

    /// The well's diameter, its ring's width, and the gap between ring and colour.
    static let wellDiameter = 28.0
    static let ringWidth = 3.0
    static let gap = 2.0

    public var body: some View {
        HStack(spacing: 8) {
            Text(title).foregroundStyle(Color.label)
            Spacer(minLength: 8)
            ZStack {
                Circle().fill(AngularGradient(gradient: Gradient(Self.hues), center: .center))
                Circle().fill(Color.systemBackground)
                    .frame(width: Self.wellDiameter - 2 * Self.ringWidth, height: Self.wellDiameter - 2 * Self.ringWidth)
                Circle().fill(color)
                    .frame(width: Self.wellDiameter - 2 * (Self.ringWidth + Self.gap), height: Self.wellDiameter - 2 * (Self.ringWidth + Self.gap))
            }
            .frame(width: Self.wellDiameter, height: Self.wellDiameter)
            .accessibilityLabel(title)
            .accessibilityAddTraits([.isButton, .systemControl])
        }
    }

    /// The hue wheel's stops: red round through yellow, green, cyan, blue and magenta to red.
    static let hues: [RGBA] = ["#FF0000", "#FFFF00", "#00FF00", "#00FFFF", "#0000FF", "#FF00FF", "#FF0000"].map { RGBA(hex: $0)! }
}

/// SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase {
    /// Not loaded (what a still shows).
    case empty
    /// Loaded.
    case success(Image)
    /// Failed.
    case failure(any Error)
    /// The image, once loaded.
    public var image: Image? { if case .success(let image) = self { return image }; return nil }
    /// The error, if loading failed.
    public var error: (any Error)? { if case .failure(let error) = self { return error }; return nil }
}

/// SwiftUI's `AsyncImage`. A render never goes to the network (it would not be the same
/// twice), so it draws the image's loading state: the placeholder a view gives, its content
/// for the `.empty` phase, or iOS's default placeholder, a grey fill of the space offered.
nonisolated public struct AsyncImage<Content: View>: View {
    let content: Content

    public var body: some View { content }
}

extension AsyncImage {
    /// `AsyncImage(url:scale:)`: the grey placeholder.
    public init(url: URL?, scale: Double = 1) where Content == AnyView {
        content = AnyView(Color.secondarySystemFill)
    }
    /// `AsyncImage(url:scale:content:placeholder:)`: the placeholder.
    public init<I: View>(url: URL?, scale: Double = 1, @ViewBuilder content: @escaping (Image) -> I,
                         @ViewBuilder placeholder: @escaping () -> Content) {
        self.content = placeholder()
    }
    /// `AsyncImage(url:scale:transaction:content:)`: the content for the `.empty` phase.
    public init(url: URL?, scale: Double = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.content = content(.empty)
    }
}

extension View {
    /// SwiftUI's `.hidden()`: invisible, its space kept.
    nonisolated public func hidden() -> some View { opacity(0) }

    /// SwiftUI's `.navigationDestination(for:destination:)`: what a pushed value shows. A
    /// still draws the stack as it is (nothing is pushed by a value here).
    nonisolated public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View { self }
    /// SwiftUI's `.navigationDestination(isPresented:destination:)`: drawn as it is; a
    /// destination pushed by a true binding is not drawn over it (said in the README).
    nonisolated public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View { self }
    /// SwiftUI's `.navigationDestination(item:destination:)`: drawn as it is.
    nonisolated public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View { self }
}

/// SwiftUI's `SearchFieldPlacement`.
public struct SearchFieldPlacement: Hashable, Sendable {
    let name: String
    /// Where the system puts it (under the navigation bar's title on an iPhone).
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// In the navigation bar.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    /// In the navigation bar, shown or hidden as `displayMode` says.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        displayMode == .always ? SearchFieldPlacement(name: "always") : navigationBarDrawer
    }
    /// In the toolbar.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// In the sidebar.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")

    /// SwiftUI's `SearchFieldPlacement.NavigationBarDrawerDisplayMode`.
    public enum NavigationBarDrawerDisplayMode: Hashable, Sendable { case automatic, always }
}

extension View {
    /// SwiftUI's `.searchable(text:placement:prompt:)`: with
    /// `.navigationBarDrawer(displayMode: .always)` the search field is drawn under the large
    /// title (the text, or the prompt — "Search" by default — in the placeholder colour). With
    /// the other placements iOS hides it until the list is pulled down, so a still at the top
    /// does not show it.
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        SearchableModifier(content: self, search: placement.alwaysShown ? SearchField(text: text.wrappedValue, prompt: prompt?.string ?? "Search") : nil)
    }
    /// The same with a string prompt.
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: String) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
    /// SwiftUI's `.searchable(text:isPresented:placement:prompt:)`: shown while presented, too.
    nonisolated public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                                       prompt: Text? = nil) -> some View {
        SearchableModifier(content: self, search: placement.alwaysShown || isPresented.wrappedValue
                           ? SearchField(text: text.wrappedValue, prompt: prompt?.string ?? "Search") : nil)
    }
}

/// What `.searchable` hands the navigation bar: the field's text and prompt.
struct SearchField: Hashable, Sendable {
    let text: String
    let prompt: String
}

protocol SearchableSource { var search: SearchField? { get } }

/// `.searchable`: read by the enclosing `NavigationStack`; draws nothing itself.
nonisolated struct SearchableModifier<Content: View>: ModifierView, SearchableSource {
    let content: Content
    let search: SearchField?
    var contentView: any View { content }
    func makeNode(_ context: BuildContext) -> any LayoutNode { context.buildContent(content) }
}

/// UISearchBar in a navigation bar: a 36-pt field on the tertiary fill with 10-pt corners,
/// a magnifying glass and the text (or the prompt in the placeholder colour), inset like the
/// large title, 10 pt above the content.
nonisolated struct NavigationSearchField: View {
    let field: SearchField
    let margin: Double

    static let height = 36.0
    static let cornerRadius = 10.0
    static let bottomPadding = 10.0

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "magnifyingglass").foregroundStyle(Color.secondaryLabel)
            Text(field.text.isEmpty ? field.prompt : field.text)
                .foregroundStyle(field.text.isEmpty ? Color.tertiaryLabel : Color.label)
                .lineLimit(1)
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 8)
        .frame(minHeight: Self.height)
        .background(Color.tertiarySystemFill, in: RoundedRectangle(cornerRadius: Self.cornerRadius))
        .accessibilityAddTraits(.isSearchField)
        .padding(.horizontal, margin)
        .padding(.bottom, Self.bottomPadding)
    }
}

extension SearchFieldPlacement {
    var alwaysShown: Bool { name == "always" }
}

extension ShapeStyle {
    /// SwiftUI's `ShapeStyle.opacity(_:)`: this style at `opacity` (`.primary.opacity(0.1)`).
    public func opacity(_ opacity: Double) -> some ShapeStyle { FadedShapeStyle(base: self, opacity: opacity) }
}

/// A style at an opacity.
struct FadedShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let opacity: Double
    func paint(in environment: EnvironmentValues) -> Paint { base.paint(in: environment).withOpacity(min(1, max(0, opacity))) }
}

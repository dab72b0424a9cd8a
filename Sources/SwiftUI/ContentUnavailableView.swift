import Layout

/// SwiftUI's `ContentUnavailableView` (iOS 17): an empty state — an icon above a title, a
/// description and actions under them, centred in all the space it is offered, as iOS draws
/// it for an empty list or a search without results. Apple documents the parts, not their
/// metrics; these are ours, read from iOS 18 screenshots: the icon in the large title size at
/// the large image scale, secondary; the title in title 2, bold; the description in
/// subheadline, secondary; 8 pt between icon and title and between title and description,
/// 16 pt above the actions; all of it centred, lines centred, inside the standard 16 pt margins.
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// An empty state of the label (`Label("No Mail", systemImage: "tray.fill")`), a
    /// description and actions.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 16) {
            VStack(spacing: 8) {
                label
                    .labelStyle(UnavailableLabelStyle())
                description
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            actions
        }
        .multilineTextAlignment(.center)
        .padding(.horizontal, 16)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// How `ContentUnavailableView` draws its label: the icon above the title.
nonisolated public struct UnavailableLabelStyle: LabelStyle {
    /// The empty state's label style.
    public init() {}
    /// The icon (large title size, large scale, secondary) above the title (title 2, bold).
    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            configuration.icon
                .font(.largeTitle)
                .imageScale(.large)
                .foregroundStyle(.secondary)
            configuration.title
                .font(.title2)
                .fontWeight(.bold)
        }
    }
}

/// The label of a `ContentUnavailableView` made from a title and an image (its `Label`
/// parameter names the view, so the type needs a name of its own outside it).
public typealias ContentUnavailableLabel = Label<Text, Image>

extension ContentUnavailableView where Label == ContentUnavailableLabel, Description == Text?, Actions == EmptyView {
    /// An empty state titled `title` with the SF Symbol `systemImage`
    /// (`ContentUnavailableView("No Birds", systemImage: "bird", description: Text("…"))`).
    public init(_ title: some StringProtocol, systemImage name: String, description: Text? = nil) {
        self.init(label: { ContentUnavailableLabel(String(title), systemImage: name) }, description: { description })
    }
    /// An empty state titled with the localised `titleKey` and the SF Symbol `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { ContentUnavailableLabel(titleKey, systemImage: name) }, description: { description })
    }
    /// An empty state titled `title` with the catalogue image `image`.
    public init(_ title: some StringProtocol, image name: String, description: Text? = nil) {
        self.init(label: { ContentUnavailableLabel(title: { Text(String(title)) }, icon: { Image(name) }) }, description: { description })
    }
    /// An empty state titled with the localised `titleKey` and the catalogue image `image`.
    public init(_ titleKey: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { ContentUnavailableLabel(title: { Text(titleKey) }, icon: { Image(name) }) }, description: { description })
    }

    /// SwiftUI's search empty state: "No Results", a magnifying glass, and a hint to check
    /// the spelling.
    public static var search: Self { search(text: "") }

    /// The search empty state for `text`: "No Results for “text”" (plain "No Results" when
    /// `text` is empty).
    public static func search(text: String) -> Self {
        let title = text.isEmpty ? "No Results" : "No Results for \u{201C}\(text)\u{201D}"
        return Self(title, systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }
}

import DisplayList

// SwiftUI's `.badge(_:)` and `.headerProminence(_:)`: how a list row shows a count and how
// loudly a section's header speaks.

extension View {
    /// SwiftUI's `.badge(_:)` with a count: in a list row, the number at the row's trailing
    /// edge in the secondary label colour (nothing for 0, as iOS hides a zero badge). iOS
    /// shows badges only in list rows and tab items; elsewhere (and on a tab item, not drawn
    /// here) the view is drawn as it is.
    nonisolated public func badge(_ count: Int) -> some View {
        BadgedRow(content: self, label: count == 0 ? nil : Text("\(count)"))
    }
    /// `.badge(_:)` with text ("New"); nil shows none.
    nonisolated public func badge(_ label: Text?) -> some View { BadgedRow(content: self, label: label) }
    /// `.badge(_:)` with a string; nil shows none.
    @_disfavoredOverload
    nonisolated public func badge<S: StringProtocol>(_ label: S?) -> some View { BadgedRow(content: self, label: label.map { Text(String($0)) }) }
    /// `.badge(_:)` with a localised key.
    nonisolated public func badge(_ key: LocalizedStringKey) -> some View { BadgedRow(content: self, label: Text(key)) }

    /// SwiftUI's `.headerProminence(_:)`: `.increased` draws the section headers inside as
    /// iOS's prominent headers — title 3, bold, in the label colour, not upper-cased.
    nonisolated public func headerProminence(_ prominence: Prominence) -> some View {
        EnvironmentModifier(content: self) { $0.headerProminence = prominence }
    }
}

/// SwiftUI's `Prominence`: how loudly a section header is drawn.
public enum Prominence: Hashable, Sendable {
    /// The footnote, upper-cased, secondary header.
    case standard
    /// The title-3 bold header.
    case increased
}

/// A row with its badge laid over the trailing edge. A modifier (transparent to element ids
/// and to a tab view looking for its tabs), as SwiftUI's is.
nonisolated struct BadgedRow<Content: View>: ModifierView {
    let content: Content
    let label: Text?
    var contentView: any View { content }

    func makeNode(_ context: BuildContext) -> any LayoutNode {
        guard context.environment.isListRow, let label else { return context.buildContent(content) }
        return context.buildContent(content
            .frame(maxWidth: .infinity, alignment: .leading)
            .overlay(alignment: .trailing) { label.foregroundStyle(Color.secondaryLabel) })
    }
}

private struct IsListRowKey: EnvironmentKey { static let defaultValue = false }
private struct HeaderProminenceKey: EnvironmentKey { static let defaultValue = Prominence.standard }

extension EnvironmentValues {
    /// True inside a list's rows (where badges show).
    var isListRow: Bool {
        get { self[IsListRowKey.self] }
        set { self[IsListRowKey.self] = newValue }
    }
    /// SwiftUI's `\.headerProminence`: how section headers inside are drawn.
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
}

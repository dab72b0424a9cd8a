public import Foundation

/// SwiftUI's `Table` as an iPhone draws it. In a compact width (every iPhone) iOS shows only
/// a table's first column, its rows as a plain list — the column headers and the other
/// columns appear on iPad and Mac. Selection and sort order are accepted and not drawn (the
/// rows are in the order of the data, as the app sorts them itself).
nonisolated public struct Table<Value: Identifiable>: View {
    let rows: [Value]
    let columns: [AnyTableColumn<Value>]

    /// A table of `data`'s rows with the columns `columns` lists.
    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value> columns: () -> [AnyTableColumn<Value>])
    where Data.Element == Value {
        rows = Array(data); self.columns = columns()
    }
    /// A table whose selection is `selection` (shown on iPhone only while editing).
    public init<Data: RandomAccessCollection, Selection>(_ data: Data, selection: Binding<Selection>,
                                                         @TableColumnBuilder<Value> columns: () -> [AnyTableColumn<Value>])
    where Data.Element == Value {
        self.init(data, columns: columns)
    }
    /// A table the user can sort by `sortOrder` (the app sorts `data`; a still draws it as given).
    public init<Data: RandomAccessCollection, Sort>(_ data: Data, sortOrder: Binding<[Sort]>,
                                                    @TableColumnBuilder<Value> columns: () -> [AnyTableColumn<Value>])
    where Data.Element == Value {
        self.init(data, columns: columns)
    }
    /// A table with a selection and a sort order.
    public init<Data: RandomAccessCollection, Selection, Sort>(_ data: Data, selection: Binding<Selection>, sortOrder: Binding<[Sort]>,
                                                               @TableColumnBuilder<Value> columns: () -> [AnyTableColumn<Value>])
    where Data.Element == Value {
        self.init(data, columns: columns)
    }

    public var body: some View {
        List {
            if let first = columns.first {
                ForEach(rows) { row in first.content(row) }
            }
        }
        .listStyle(.plain)
    }
}

/// SwiftUI's `TableColumn`: a column's title and the view each row shows in it.
nonisolated public struct TableColumn<RowValue, Content: View> {
    let title: String
    let content: (RowValue) -> Content

    /// A column titled `title` whose rows show what `content` builds.
    public init(_ title: String, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = title; self.content = content
    }
    /// A column titled with a localised key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(titleKey.text, content: content)
    }
    /// A column titled with a text.
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(text.string, content: content)
    }
    /// A column sortable by `value` (the app sorts), its rows showing what `content` builds.
    public init<V>(_ title: String, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title, content: content)
    }
    /// A column sortable by `value` with a comparator, its rows showing what `content` builds.
    public init<V, C>(_ title: String, value: KeyPath<RowValue, V>, comparator: C, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title, content: content)
    }

    /// SwiftUI's `.width(_:)`: the column's width on iPad and Mac (an iPhone shows one column).
    public func width(_ width: CGFloat?) -> Self { self }
    /// SwiftUI's `.width(min:ideal:max:)`.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> Self { self }
    /// SwiftUI's `.alignment(_:)` (iOS 17): the column's alignment where columns are shown.
    public func alignment(_ alignment: TableColumnAlignment) -> Self { self }
    /// SwiftUI's `.defaultVisibility(_:)` (iOS 17).
    public func defaultVisibility(_ visibility: Visibility) -> Self { self }
    /// SwiftUI's `.customizationID(_:)` (iOS 17).
    public func customizationID(_ id: String) -> Self { self }
}

extension TableColumn where Content == Text {
    /// A column showing the string at `value` in each row (and sortable by it).
    public init(_ title: String, value: KeyPath<RowValue, String>) {
        self.init(title) { row in Text(row[keyPath: value]) }
    }
    /// A column showing the string at `value`, titled with a localised key.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        self.init(titleKey.text, value: value)
    }
    /// A column showing the string at `value`, sorted with `comparator` where the app sorts.
    public init<C>(_ title: String, value: KeyPath<RowValue, String>, comparator: C) {
        self.init(title, value: value)
    }
}

/// SwiftUI's `TableColumnAlignment` (iOS 17).
public enum TableColumnAlignment: Hashable, Sendable {
    /// As the column's content is.
    case automatic
    /// At the leading edge.
    case leading
    /// Centred.
    case center
    /// At the trailing edge.
    case trailing
    /// Numbers at the trailing edge in left-to-right languages.
    case numeric
}

/// A table column with its row content's type erased, as `TableColumnBuilder` lists them.
public struct AnyTableColumn<RowValue> {
    /// The column's title.
    public let title: String
    let content: (RowValue) -> AnyView
}

/// SwiftUI's `@TableColumnBuilder`: the columns a table's closure lists, in order.
@resultBuilder
public enum TableColumnBuilder<RowValue> {
    /// One column.
    public static func buildExpression<Content: View>(_ column: TableColumn<RowValue, Content>) -> [AnyTableColumn<RowValue>] {
        [AnyTableColumn(title: column.title, content: { AnyView(column.content($0)) })]
    }
    /// Columns in order.
    public static func buildBlock(_ columns: [AnyTableColumn<RowValue>]...) -> [AnyTableColumn<RowValue>] { columns.flatMap { $0 } }
    /// Columns under an `if`.
    public static func buildOptional(_ columns: [AnyTableColumn<RowValue>]?) -> [AnyTableColumn<RowValue>] { columns ?? [] }
    /// The `if` branch's columns.
    public static func buildEither(first columns: [AnyTableColumn<RowValue>]) -> [AnyTableColumn<RowValue>] { columns }
    /// The `else` branch's columns.
    public static func buildEither(second columns: [AnyTableColumn<RowValue>]) -> [AnyTableColumn<RowValue>] { columns }
    /// Columns under `if #available`.
    public static func buildLimitedAvailability(_ columns: [AnyTableColumn<RowValue>]) -> [AnyTableColumn<RowValue>] { columns }
}

/// SwiftUI's `TableStyle`: how a table is drawn on iPad and Mac; an iPhone draws a plain list.
public struct TableStyleKind: Hashable, Sendable {
    let name: String
    /// The platform's style.
    public static let automatic = TableStyleKind(name: "automatic")
    /// Rows inset from the edges.
    public static let inset = TableStyleKind(name: "inset")
    /// Bordered (macOS).
    public static let bordered = TableStyleKind(name: "bordered")
}

extension View {
    /// SwiftUI's `.tableStyle(_:)`: an iPhone draws every table as a plain list.
    nonisolated public func tableStyle(_ style: TableStyleKind) -> some View { self }
}

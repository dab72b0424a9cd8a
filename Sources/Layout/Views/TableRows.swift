import Foundation

/// SwiftUI's `TableRow`: one row of a table whose rows are listed (`Table(of:) { columns }
/// rows: { ForEach(orders) { TableRow($0) } }`). A view that draws nothing by itself, so
/// `ForEach` and `Section` can hold rows as they hold views.
nonisolated public struct TableRow<Value: Identifiable>: PrimitiveView {
    /// The row's value.
    public let value: Value
    /// The row showing `value`.
    public init(_ value: Value) { self.value = value }
    /// Accepted: a still has no drag and drop.
    public func itemProvider(_ action: (() -> Any?)?) -> TableRow<Value> { self }
    /// Accepted: a still has no context menus.
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> TableRow<Value> { self }
    public func makeNode(_ context: BuildContext) -> any LayoutNode { EmptyNode() }
}

/// SwiftUI's `@TableRowBuilder`: the rows a table's `rows:` closure lists — rows, and
/// `ForEach`, `Section`, `if` around them — in order.
@resultBuilder
public enum TableRowBuilder<Value: Identifiable> {
    /// One row.
    public static func buildExpression(_ row: TableRow<Value>) -> [Value] { [row.value] }
    /// The rows inside a view (`ForEach(orders) { TableRow($0) }`, a `Section` of them).
    public static func buildExpression(_ view: some View) -> [Value] { tableRows(in: view) }
    /// The statements' rows, in order.
    public static func buildBlock(_ rows: [Value]...) -> [Value] { rows.flatMap { $0 } }
    /// Rows under an `if`.
    public static func buildOptional(_ rows: [Value]?) -> [Value] { rows ?? [] }
    /// The `if` branch's rows.
    public static func buildEither(first rows: [Value]) -> [Value] { rows }
    /// The `else` branch's rows.
    public static func buildEither(second rows: [Value]) -> [Value] { rows }
    /// A `for` loop's rows.
    public static func buildArray(_ rows: [[Value]]) -> [Value] { rows.flatMap { $0 } }

    /// The rows `view` holds, in order.
    static func tableRows(in view: any View) -> [Value] {
        if let row = view as? TableRow<Value> { return [row.value] }
        if let section = view as? any SectionContentSource { return tableRows(in: section.sectionContent) }
        if let list = view as? any BuiltViews { return list.builtViews.flatMap { tableRows(in: $0.view) } }
        return []
    }
}

/// A `Section`'s rows (a table's rows may be grouped in sections).
protocol SectionContentSource { var sectionContent: any View { get } }
extension Section: SectionContentSource { var sectionContent: any View { content } }

extension Table {
    /// SwiftUI's `Table(of:columns:rows:)`: the rows listed in `rows`.
    public init(of valueType: Value.Type, @TableColumnBuilder<Value> columns: () -> [AnyTableColumn<Value>],
                @TableRowBuilder<Value> rows: () -> [Value]) {
        self.init(rows(), columns: columns)
    }
    /// `Table(of:selection:columns:rows:)`.
    public init<Selection>(of valueType: Value.Type, selection: Binding<Selection>, @TableColumnBuilder<Value> columns: () -> [AnyTableColumn<Value>],
                           @TableRowBuilder<Value> rows: () -> [Value]) {
        self.init(rows(), columns: columns)
    }
    /// `Table(of:sortOrder:columns:rows:)`.
    public init<Sort: SortComparator>(of valueType: Value.Type, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value> columns: () -> [AnyTableColumn<Value>],
                      @TableRowBuilder<Value> rows: () -> [Value]) where Sort.Compared == Value {
        self.init(rows(), columns: columns)
    }
    /// `Table(selection:sortOrder:columns:rows:)`, the rows' type read from the sort order's.
    public init<Selection, Sort: SortComparator>(of valueType: Value.Type = Value.self, selection: Binding<Selection>, sortOrder: Binding<[Sort]>,
                                                 @TableColumnBuilder<Value> columns: () -> [AnyTableColumn<Value>],
                                                 @TableRowBuilder<Value> rows: () -> [Value]) where Sort.Compared == Value {
        self.init(rows(), columns: columns)
    }
    /// `Table(columns:rows:)`, the rows' type read from them.
    public init(@TableColumnBuilder<Value> columns: () -> [AnyTableColumn<Value>], @TableRowBuilder<Value> rows: () -> [Value]) {
        self.init(rows(), columns: columns)
    }
}

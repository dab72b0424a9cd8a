import DisplayList
import Tokens

/// The geometry of iOS 18's inset-grouped list on an iPhone in portrait.
public enum InsetGroupedMetrics {
    /// A row is never shorter than the 44-pt touch target.
    public static let minimumRowHeight = 44.0
    /// Padding above and below a row's content (body text: 11 + 22 + 11 = 44).
    public static let rowVerticalPadding = 11.0
    /// The row content's inset from the card's leading and trailing edges; the separator
    /// starts at the leading one, under the text.
    public static let rowHorizontalPadding = 16.0
    /// The card's continuous corner radius.
    public static let cornerRadius = 10.0
    /// Between one section and the next (card or footer to the next header or card).
    public static let sectionSpacing = 35.0
    /// Above the first section.
    public static let topPadding = 20.0
    /// Header text to card, card to footer text.
    public static let headerSpacing = 7.0

    /// The card's inset from the screen edges: UIKit's layout margin, 16 pt on phones
    /// narrower than 414 pt and 20 pt on the large ones (Plus, Pro Max).
    public static func cardInset(screenWidth: Double) -> Double { screenWidth >= 414 ? 20 : 16 }
}

/// SwiftUI's `List` in the inset-grouped style: sections of rounded cards on the grouped
/// background, drawn scrolled to the top: sections keep their full height and what does not
/// fit runs on past the bottom of the list's frame (under a tab bar, as on iOS).
nonisolated public struct List<Content: View>: View {
    let content: Content
    /// A list of `content`: `Section`s, or rows that make one section.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// SwiftUI's `List(_:id:rowContent:)`: one row per element, one section.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// SwiftUI's `List(_:id:selection:rowContent:)`: the selection is not drawn (an
    /// iPhone list shows it only while editing).
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View, Selection>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Selection>, @ViewBuilder rowContent: (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// SwiftUI's `List(_:selection:rowContent:)` over identifiable elements.
    public init<Data: RandomAccessCollection, RowContent: View, Selection>(
        _ data: Data, selection: Binding<Selection>, @ViewBuilder rowContent: (Data.Element) -> RowContent
    ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
        content = ForEach(data, id: \.id, content: rowContent)
    }

    /// SwiftUI's `List(selection:content:)`.
    public init<Selection>(selection: Binding<Selection>, @ViewBuilder content: () -> Content) { self.content = content() }

    /// SwiftUI's `List(_:rowContent:)` over identifiable elements.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: (Data.Element) -> RowContent
    ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
        content = ForEach(data, id: \.id, content: rowContent)
    }

    /// SwiftUI's `List(_:rowContent:)` over a range of integers (`List(1..<30) { i in … }`).
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, id: \.self, content: rowContent)
    }

    @Environment(\.device) private var device
    @Environment(\.listStyleKind) private var style
    @Environment(\.listBackgroundHidden) private var backgroundHidden

    public var body: some View {
        let look = ListLook(style)
        // A list is a scroll view: its rows keep their full height (a footer is never cut to
        // one line on the SE) and what does not fit is scrolled away below, drawn scrolled to
        // the top — reachable by scrolling, so not an overflow for the Dynamic Type check. It
        // clips at its frame, so rows stop at a tab bar's top (iOS's look when the content
        // ends above the bar) and never collide with the bar's items in the overlap check.
        ScrollView {
            VStack(alignment: .leading, spacing: look.sectionSpacing) {
                ListSections(content: content)
            }
            .padding(.top, look.topPadding)
            .padding(.horizontal, look.insetsCards ? InsetGroupedMetrics.cardInset(screenWidth: device.size.width) : 0)
            // Each row at its full height, however the scroll view proposes.
            .fixedSize(horizontal: false, vertical: true)
            .frame(maxWidth: .infinity, alignment: .topLeading)
        }
        // minHeight 0: the list takes the height it is offered, never its content's.
        .frame(maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .top)
        .background((backgroundHidden ? Color.clear : look.background).ignoresSafeArea())
    }
}

/// A list's content as sections: as in SwiftUI, rows written without any `Section` (`List {
/// Text("A"); Text("B") }`, `List(items) { … }`) make one section of their own; content that
/// holds sections is laid out as it is.
nonisolated struct ListSections<Content: View>: PrimitiveView, ViewList {
    let content: Content

    func children(_ context: BuildContext) -> [BuiltChild] {
        // Flattened as the stack would flatten the content itself, so ids do not change.
        context.holdsSections(content) ? context.flattenContent(content) : context.flattenContent(Section { content })
    }

    func makeNode(_ context: BuildContext) -> any LayoutNode {
        StackNode(axis: .vertical, alignment: 0.5, spacing: nil, children: children(context).map(\.node), id: context.path)
    }
}

/// What a `Section` is, for a list to tell its sections from its rows.
protocol ListSection {}

extension BuildContext {
    /// Whether `view` is or holds a `Section`: seen through tuples, `if`s, `ForEach`, `Group`
    /// and the bodies of a team's own views (a few levels deep); a modified view is a row.
    func holdsSections(_ view: any View, depth: Int = 0) -> Bool {
        if view is any ListSection { return true }
        guard depth < 6 else { return false }
        switch view {
        case let tuple as TupleView: return tuple.views.contains { holdsSections($0, depth: depth + 1) }
        case let list as any SectionHolding: return list.holdsSections(self, depth: depth + 1)
        default:
            let facts = types.of(view)
            if facts.isPrimitive { return false }
            return holdsSections(evaluateBody(of: view), depth: depth + 1)
        }
    }
}

/// The view lists a section can hide in.
protocol SectionHolding {
    func holdsSections(_ context: BuildContext, depth: Int) -> Bool
}

extension OptionalView: SectionHolding {
    func holdsSections(_ context: BuildContext, depth: Int) -> Bool { wrapped.map { context.holdsSections($0, depth: depth) } ?? false }
}

extension ConditionalView: SectionHolding {
    func holdsSections(_ context: BuildContext, depth: Int) -> Bool {
        switch self {
        case .first(let v): context.holdsSections(v, depth: depth)
        case .second(let v): context.holdsSections(v, depth: depth)
        }
    }
}

extension ForEach: SectionHolding {
    func holdsSections(_ context: BuildContext, depth: Int) -> Bool {
        Content.self is any ListSection.Type || items.first.map { context.holdsSections($0.view, depth: depth) } ?? false
    }
}

extension Group: SectionHolding {
    func holdsSections(_ context: BuildContext, depth: Int) -> Bool { context.holdsSections(content, depth: depth) }
}

extension Section: ListSection {}

/// SwiftUI's `Section`: an optional header (footnote, upper-cased, secondary label), its rows
/// on one rounded card with inset hairlines between them, and an optional footer.
nonisolated public struct Section<Header: View, Content: View, Footer: View>: View {
    let header: Header?
    let content: Content
    let footer: Footer?

    /// A section of `content`'s rows under `header` and over `footer`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header, @ViewBuilder footer: () -> Footer) {
        self.content = content(); self.header = header(); self.footer = footer()
    }

    /// The older spelling the seeds use: `Section(header: Text("Goals"), footer: Text("…")) { … }`.
    public init(header: Header, footer: Footer, @ViewBuilder content: () -> Content) {
        self.content = content(); self.header = header; self.footer = footer
    }

    @Environment(\.listStyleKind) private var style
    @Environment(\.headerProminence) private var prominence

    public var body: some View {
        let look = ListLook(style)
        let prominent = prominence == .increased
        return VStack(alignment: .leading, spacing: 0) {
            if let header {
                header
                    .font(prominent ? Font.title3.bold() : .footnote)
                    .foregroundStyle(prominent ? Color.label : Color.secondaryLabel)
                    .textCase(prominent ? nil : .uppercase)
                    .accessibilityAddTraits(.isHeader)
                    .padding(.horizontal, InsetGroupedMetrics.rowHorizontalPadding)
                    .padding(.bottom, InsetGroupedMetrics.headerSpacing)
            }
            SectionRows(content: content)
                .background(look.cardFill, in: RoundedRectangle(cornerRadius: look.cornerRadius))
            if let footer {
                footer
                    .font(.footnote)
                    .foregroundStyle(Color.secondaryLabel)
                    .padding(.horizontal, InsetGroupedMetrics.rowHorizontalPadding)
                    .padding(.top, InsetGroupedMetrics.headerSpacing)
            }
        }
    }
}

extension Section where Header == EmptyView, Footer == EmptyView {
    /// A section of `content`'s rows, without header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content(); self.header = nil; self.footer = nil
    }
}

extension Section where Header == Text, Footer == EmptyView {
    /// `Section("Today") { … }`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.content = content(); self.header = Text(title); self.footer = nil
    }
}

extension Section where Footer == EmptyView {
    /// A section of `content`'s rows under `header` (text, or any view: `Text("Goals").padding(.top)`).
    public init(header: Header, @ViewBuilder content: () -> Content) {
        self.content = content(); self.header = header; self.footer = nil
    }
}

extension Section where Header == EmptyView {
    /// A section of `content`'s rows over `footer` (footnote, secondary label), without a header.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.content = content(); self.header = nil; self.footer = footer
    }
    /// `Section { rows } footer: { Text(…) }`, as SwiftUI spells it since iOS 15.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.content = content(); self.header = nil; self.footer = footer()
    }
}

extension Section where Footer == EmptyView {
    /// `Section { rows } header: { Text(…) }`, as SwiftUI spells it since iOS 15.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
        self.content = content(); self.header = header(); self.footer = nil
    }
}

/// The rows of one section: each child of the content (a `ForEach` gives one per element)
/// is a row, padded, at least 44 pt tall, separated by hairlines that start under the text.
nonisolated struct SectionRows<Content: View>: PrimitiveView {
    let content: Content
    func makeNode(_ context: BuildContext) -> any LayoutNode {
        let env = context.environment
        let rows = context.with {
            $0.font = $0.font ?? .body
            $0.foreground = $0.foreground ?? Color.label.paint(in: $0)
            $0.isListRow = true
        }.flattenContent(content).map(\.node)
        return SectionRowsNode(id: context.path, rows: rows, separator: Color.separator.resolved(in: env),
                               hairline: 1 / env.device.scale, minimumRowHeight: max(0, Double(env.defaultMinListRowHeight)))
    }
}

struct SectionRowsNode: LayoutNode {
    let id: String
    let rows: [any LayoutNode]
    let separator: RGBA
    let hairline: Double
    /// `\.defaultMinListRowHeight`: 44 pt unless a view sets it.
    let minimumRowHeight: Double

    typealias M = InsetGroupedMetrics

    /// A row's `.listRow…` options (none for most rows).
    private func options(_ index: Int) -> ListRowOptions { (rows[index] as? ListRowNode)?.options ?? ListRowOptions() }

    private func rowHeights(width: Double?, _ context: LayoutContext) -> [(row: Double, content: Double)] {
        rows.indices.map { index in
            let row = rows[index]
            guard let insets = options(index).insets else {
                let inner = width.map { max(0, $0 - 2 * M.rowHorizontalPadding) }
                let h = row.sizeThatFits(ProposedSize(width: inner, height: nil), context).height
                return (max(minimumRowHeight, h + 2 * M.rowVerticalPadding), h)
            }
            let inner = width.map { max(0, $0 - insets.leading - insets.trailing) }
            let h = row.sizeThatFits(ProposedSize(width: inner, height: nil), context).height
            return (max(minimumRowHeight, h + insets.top + insets.bottom), h)
        }
    }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let heights = rowHeights(width: width, context)
        let contentWidth = rows.map { $0.sizeThatFits(.unspecified, context).width }.max() ?? 0
        return Size(width: width ?? (contentWidth + 2 * M.rowHorizontalPadding), height: heights.reduce(0) { $0 + $1.row })
    }

    func place(in frame: Rect, _ context: inout PlacementContext) {
        let heights = rowHeights(width: frame.width, context.layoutContext)
        var y = frame.y
        for (index, row) in rows.enumerated() {
            let (rowHeight, contentHeight) = heights[index]
            let own = options(index)
            own.background?.place(in: Rect(x: frame.x, y: y, width: frame.width, height: rowHeight), &context)
            if index > 0, !own.separatorHidden, !options(index - 1).separatorHidden {
                // The hairline sits at the top of the row, from the text's leading edge to
                // the card's trailing edge (iOS insets it on the leading side only).
                let leading = own.insets?.leading ?? M.rowHorizontalPadding
                let line = Rect(x: frame.x + leading, y: y, width: frame.width - leading, height: hairline)
                context.emit(.shape(id + "/separator.\(index)", line, fill: .solid(separator)))
            }
            // A row's content sits at the leading edge at its own width, as a cell's content
            // view lays it out (a 50-pt circle starts at the text's inset, not centred); a
            // flexible view still takes the whole row.
            func leading(_ x: Double, _ width: Double) -> (x: Double, width: Double) {
                let own = row.sizeThatFits(ProposedSize(width: width, height: contentHeight), context.layoutContext).width
                return (x, own.isFinite ? min(width, max(0, own)) : width)
            }
            let madeFrom = context.accessibility.count
            let cell = Rect(x: frame.x, y: y, width: frame.width, height: rowHeight)
            defer { context.widenLoneControl(madeFrom: madeFrom, toCell: cell) }
            if let insets = own.insets {
                let inner = rowHeight - insets.top - insets.bottom
                let h = leading(frame.x + insets.leading, max(0, frame.width - insets.leading - insets.trailing))
                row.place(in: Rect(x: h.x, y: y + insets.top + (inner - contentHeight) / 2, width: h.width, height: contentHeight), &context)
            } else {
                let h = leading(frame.x + M.rowHorizontalPadding, frame.width - 2 * M.rowHorizontalPadding)
                row.place(in: Rect(x: h.x, y: y + (rowHeight - contentHeight) / 2, width: h.width, height: contentHeight), &context)
            }
            y += rowHeight
        }
    }
}

/// SwiftUI's `NavigationLink` as a list row: its label, then a disclosure chevron at the
/// trailing edge (tertiary label colour). The destination is not drawn; the row is a button.
nonisolated public struct NavigationLink<Label: View>: View {
    let label: Label
    let accessibilityText: String?

    /// A row showing `label`; `destination` is not drawn.
    public init<Destination: View>(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label(); accessibilityText = nil
    }
    /// A row showing `label`; the destination `destination` builds is not drawn.
    public init<Destination: View>(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label(); accessibilityText = nil
    }
    /// A row showing `label` that would push the screen for `value` (not drawn).
    public init<Value: Hashable>(value: Value, @ViewBuilder label: () -> Label) {
        self.label = label(); accessibilityText = nil
    }

    public var body: some View {
        // Label and trait land on the row's first element, its title.
        EffectModifier(content: HStack(spacing: 0) {
            label
            Spacer(minLength: 8)
            DisclosureChevron()
        }, effect: .accessibility(label: accessibilityText ?? "", traits: ["isButton"]))
    }
}

extension NavigationLink where Label == Text {
    /// `NavigationLink("Goals", destination: GoalsView())`.
    public init<Destination: View>(_ title: String, destination: Destination) {
        label = Text(title); accessibilityText = title
    }
    /// A row titled `title` that would push the screen for `value` (not drawn).
    public init<Value: Hashable>(_ title: String, value: Value) {
        label = Text(title); accessibilityText = title
    }
    /// `NavigationLink("Goals") { GoalsView() }`: the destination is not drawn.
    public init<Destination: View>(_ title: String, @ViewBuilder destination: () -> Destination) {
        label = Text(title); accessibilityText = title
    }
    /// The pre-iOS 16 spelling with an `isActive` binding: drawn as the row (a pushed screen
    /// is not drawn).
    public init<Destination: View>(_ title: String, destination: Destination, isActive: Binding<Bool>) {
        label = Text(title); accessibilityText = title
    }
}

extension NavigationLink {
    /// The pre-iOS 16 `NavigationLink(destination:isActive:label:)`: drawn as the row.
    public init<Destination: View>(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label(); accessibilityText = nil
    }
    /// The pre-iOS 16 `NavigationLink(tag:selection:destination:label:)`: drawn as the row.
    public init<Destination: View, V: Hashable>(tag: V, selection: Binding<V?>, destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label(); accessibilityText = nil
    }
}

/// SwiftUI's `ListItemTint`: the tint of a list row's icons.
public struct ListItemTint: Sendable {
    let color: Color?
    /// `color`, whatever the list's own tint.
    public static func fixed(_ color: Color) -> ListItemTint { ListItemTint(color: color) }
    /// `color`, unless the list asks for another.
    public static func preferred(_ color: Color) -> ListItemTint { ListItemTint(color: color) }
    /// The row's icons in the label colour's grey.
    public static let monochrome = ListItemTint(color: .secondary)
}

extension View {
    /// SwiftUI's `.listItemTint(_:)`: the row's icons and controls in the tint.
    nonisolated public func listItemTint(_ tint: ListItemTint?) -> some View {
        EnvironmentModifier(content: self) { env in if let color = tint?.color { env.tint = color } }
    }
    /// `.listItemTint(_:)` with a colour: `.fixed(color)`.
    nonisolated public func listItemTint(_ color: Color?) -> some View { listItemTint(color.map { ListItemTint.fixed($0) }) }
}

/// The disclosure indicator of a row: iOS draws a semibold chevron about 7 × 12 pt in the
/// tertiary label colour, the same at every text size. Drawn as a stroked path in a fixed
/// 12 × 17 box (a body line's height, so a row never grows past 44 pt for it) rather than
/// through the icon font, whose chevron needs a 22-pt glyph box — taller than the row's
/// line — to come out that size, and would overflow the box it is held to.
nonisolated struct DisclosureChevron: View {
    var body: some View {
        Path { p in
            p.move(to: Point(x: 3.5, y: 2.5))
            p.addLine(to: Point(x: 9.5, y: 8.5))
            p.addLine(to: Point(x: 3.5, y: 14.5))
        }
        .stroke(Color.tertiaryLabel, lineWidth: 2.2, lineCap: .round)
        .frame(width: 12, height: 17)
    }
}

/// SwiftUI's `LabeledContent`: a title at the leading edge and its value at the trailing edge
/// in the secondary label colour, as in Settings' "Version 18.0". Read as "title, value".
nonisolated public struct LabeledContent<Content: View>: View {
    let title: String
    let content: Content
    let valueText: String?

    /// A row with `title` leading and `content` trailing in the secondary label colour.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title; self.content = content(); valueText = nil
    }

    @Environment(\.contentSize) private var contentSize

    public var body: some View {
        // At accessibility sizes iOS stacks the value under the title (UIKit's value cell
        // does the same) rather than breaking both into narrow columns.
        if contentSize.isAccessibilityCategory {
            VStack(alignment: .leading, spacing: 2) {
                titleText
                content.foregroundStyle(Color.secondaryLabel)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        } else {
            HStack(spacing: 0) {
                titleText
                Spacer(minLength: 8)
                content
                    .foregroundStyle(Color.secondaryLabel)
                    .multilineTextAlignment(.trailing)
            }
        }
    }

    private var titleText: some View {
        Text(title)
            .foregroundStyle(Color.label)
            .accessibilityLabel(valueText.map { "\(title), \($0)" } ?? title)
    }
}

extension LabeledContent where Content == Text {
    /// `LabeledContent("Calories", value: "1,850 kcal")`.
    public init(_ title: String, value: String) {
        self.title = title; content = Text(value); valueText = value
    }
}

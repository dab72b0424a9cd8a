import Foundation

/// SwiftUI's `@ViewBuilder`: turns the statements of a closure into a view.
@resultBuilder
public enum ViewBuilder {
    /// No statements: an empty view.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// One statement: that view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// Several statements: their views in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView {
        var views: [any View] = []
        for view in repeat each content { views.append(view) }
        return TupleView(views)
    }
    /// An `if` without `else`: its view, or nothing.
    public static func buildOptional<Content: View>(_ content: Content?) -> OptionalView<Content> { OptionalView(content) }
    /// An `if`'s first branch.
    public static func buildEither<First: View, Second: View>(first: First) -> ConditionalView<First, Second> { .first(first) }
    /// An `if`'s `else` branch.
    public static func buildEither<First: View, Second: View>(second: Second) -> ConditionalView<First, Second> { .second(second) }
    /// A `for` loop: its views in order.
    public static func buildArray<Content: View>(_ content: [Content]) -> TupleView { TupleView(content) }
    /// An `if #available`: the view as it is.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> Content { content }
}

/// Nothing: takes no space.
nonisolated public struct EmptyView: PrimitiveView, ViewList {
    /// Nothing.
    public init() {}
    public func makeNode(_ context: BuildContext) -> any LayoutNode { EmptyNode() }
    func children(_ context: BuildContext) -> [BuiltChild] { [] }
}

/// Several views in sequence; in a stack each becomes a child.
nonisolated public struct TupleView: PrimitiveView, ViewList {
    /// The views, in order.
    public let views: [any View]
    /// Several views in sequence.
    public init(_ views: [any View]) { self.views = views }
    func children(_ context: BuildContext) -> [BuiltChild] {
        var out: [BuiltChild] = []
        for (i, v) in views.enumerated() { out += context.flatten(v, index: i) }
        return out
    }
    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        // Outside a stack, SwiftUI lays a tuple out as a VStack would.
        StackNode(axis: .vertical, alignment: 0.5, spacing: nil, children: children(context).map(\.node), id: context.path)
    }
}

/// A view, or nothing: what an `if` without `else` builds.
nonisolated public struct OptionalView<Wrapped: View>: PrimitiveView, ViewList {
    /// The view, or nil for nothing.
    public let wrapped: Wrapped?
    /// `wrapped`, or nothing when nil.
    public init(_ wrapped: Wrapped?) { self.wrapped = wrapped }
    func children(_ context: BuildContext) -> [BuiltChild] { wrapped.map { context.flatten($0, index: context.inheritedIndex) } ?? [] }
    public func makeNode(_ context: BuildContext) -> any LayoutNode { wrapped.map { context.build($0, index: context.inheritedIndex) } ?? EmptyNode() }
}

/// One of two views: what `if`/`else` builds.
nonisolated public enum ConditionalView<First: View, Second: View>: PrimitiveView, ViewList {
    /// The `if` branch's view.
    case first(First)
    /// The `else` branch's view.
    case second(Second)
    func children(_ context: BuildContext) -> [BuiltChild] {
        switch self {
        case .first(let v): context.flatten(v, index: context.inheritedIndex)
        case .second(let v): context.flatten(v, index: context.inheritedIndex)
        }
    }
    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        switch self {
        case .first(let v): context.build(v, index: context.inheritedIndex)
        case .second(let v): context.build(v, index: context.inheritedIndex)
        }
    }
}

/// SwiftUI's `ForEach`: one child per element; ids come from the element's identity.
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: PrimitiveView, ViewList {
    let items: [(id: ID, view: Content)]

    /// One view per element of `data`, each identified by the element's value at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: (Data.Element) -> Content) {
        items = data.map { ($0[keyPath: id], content($0)) }
    }

    func children(_ context: BuildContext) -> [BuiltChild] {
        var out: [BuiltChild] = []
        for (position, item) in items.enumerated() {
            // A random identity (`let id = UUID()`, common in a team's models) would make every
            // run's element ids differ: such children are named by their position instead.
            let key = item.id is UUID ? "#\(position)" : "\(item.id)"
            out += context.flatten(item.view, index: 0, name: context.baseTypeName(of: item.view) + "[\(key)]")
        }
        return out
    }

    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        StackNode(axis: .vertical, alignment: 0.5, spacing: nil, children: children(context).map(\.node), id: context.path)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// One view per element of `data`, each identified by the element's `id`.
    public init(_ data: Data, @ViewBuilder content: (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// One view per number in `range`, identified by the number.
    public init(_ range: Range<Int>, @ViewBuilder content: (Int) -> Content) {
        self.init(range, id: \.self, content: content)
    }
}

/// SwiftUI's `Group`: children without a container of their own.
nonisolated public struct Group<Content: View>: PrimitiveView, ViewList {
    let content: Content
    /// The views `content` builds, as siblings in the enclosing container.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    func children(_ context: BuildContext) -> [BuiltChild] { context.flatten(content, index: context.inheritedIndex) }
    public func makeNode(_ context: BuildContext) -> any LayoutNode { context.build(content, index: context.inheritedIndex) }
}

/// SwiftUI's `Optional: View`: a view that may be missing (`configuration.currentValueLabel`
/// written as a statement), drawn as `if let` draws it.
extension Optional: View, PrimitiveView, ViewList where Wrapped: View {
    func children(_ context: BuildContext) -> [BuiltChild] { OptionalView(self).children(context) }
    public func makeNode(_ context: BuildContext) -> any LayoutNode { OptionalView(self).makeNode(context) }
}

/// The views a builder made, in order, with a `ForEach`'s ids: what containers that read their
/// content as data rather than lay it out (table rows, pages) walk through.
protocol BuiltViews { var builtViews: [(id: AnyHashable?, view: any View)] { get } }
extension TupleView: BuiltViews { var builtViews: [(id: AnyHashable?, view: any View)] { views.map { (nil, $0) } } }
extension ForEach: BuiltViews { var builtViews: [(id: AnyHashable?, view: any View)] { items.map { (AnyHashable($0.id), $0.view) } } }
extension OptionalView: BuiltViews { var builtViews: [(id: AnyHashable?, view: any View)] { wrapped.map { [(nil, $0)] } ?? [] } }
extension ConditionalView: BuiltViews {
    var builtViews: [(id: AnyHashable?, view: any View)] {
        switch self {
        case .first(let v): [(nil, v)]
        case .second(let v): [(nil, v)]
        }
    }
}

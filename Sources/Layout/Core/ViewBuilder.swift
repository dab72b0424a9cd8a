/// SwiftUI's `@ViewBuilder`: turns the statements of a closure into a view.
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView {
        var views: [any View] = []
        for view in repeat each content { views.append(view) }
        return TupleView(views)
    }
    public static func buildOptional<Content: View>(_ content: Content?) -> OptionalView<Content> { OptionalView(content) }
    public static func buildEither<First: View, Second: View>(first: First) -> ConditionalView<First, Second> { .first(first) }
    public static func buildEither<First: View, Second: View>(second: Second) -> ConditionalView<First, Second> { .second(second) }
    public static func buildArray<Content: View>(_ content: [Content]) -> TupleView { TupleView(content) }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> Content { content }
}

/// Nothing: takes no space.
public struct EmptyView: PrimitiveView, ViewList {
    public init() {}
    public func makeNode(_ context: BuildContext) -> any LayoutNode { EmptyNode() }
    public func children(_ context: BuildContext) -> [BuiltChild] { [] }
}

/// Several views in sequence; in a stack each becomes a child.
public struct TupleView: PrimitiveView, ViewList {
    public let views: [any View]
    public init(_ views: [any View]) { self.views = views }
    public func children(_ context: BuildContext) -> [BuiltChild] {
        var out: [BuiltChild] = []
        for (i, v) in views.enumerated() { out += context.flatten(v, index: i) }
        return out
    }
    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        // Outside a stack, SwiftUI lays a tuple out as a VStack would.
        StackNode(axis: .vertical, alignment: 0.5, spacing: nil, children: children(context).map(\.node), id: context.path)
    }
}

public struct OptionalView<Wrapped: View>: PrimitiveView, ViewList {
    public let wrapped: Wrapped?
    public init(_ wrapped: Wrapped?) { self.wrapped = wrapped }
    public func children(_ context: BuildContext) -> [BuiltChild] { wrapped.map { context.flatten($0, index: context.inheritedIndex) } ?? [] }
    public func makeNode(_ context: BuildContext) -> any LayoutNode { wrapped.map { context.build($0, index: context.inheritedIndex) } ?? EmptyNode() }
}

public enum ConditionalView<First: View, Second: View>: PrimitiveView, ViewList {
    case first(First)
    case second(Second)
    public func children(_ context: BuildContext) -> [BuiltChild] {
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
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: PrimitiveView, ViewList {
    let items: [(id: ID, view: Content)]

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: (Data.Element) -> Content) {
        items = data.map { ($0[keyPath: id], content($0)) }
    }

    public func children(_ context: BuildContext) -> [BuiltChild] {
        var out: [BuiltChild] = []
        for item in items {
            out += context.flatten(item.view, index: 0, name: BuildContext.baseTypeName(of: item.view) + "[\(item.id)]")
        }
        return out
    }

    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        StackNode(axis: .vertical, alignment: 0.5, spacing: nil, children: children(context).map(\.node), id: context.path)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ range: Range<Int>, @ViewBuilder content: (Int) -> Content) {
        self.init(range, id: \.self, content: content)
    }
}

/// SwiftUI's `Group`: children without a container of their own.
public struct Group<Content: View>: PrimitiveView, ViewList {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public func children(_ context: BuildContext) -> [BuiltChild] { context.flatten(content, index: context.inheritedIndex) }
    public func makeNode(_ context: BuildContext) -> any LayoutNode { context.build(content, index: context.inheritedIndex) }
}

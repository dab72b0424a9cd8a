/// Carries the environment and the element-id path while views are turned into nodes.
///
/// Ids are derived from a view's place in the tree — `Dashboard/VStack/GlassCard.1/HStack/Text.2`
/// (a type name, and its index among siblings when not the first) — so they are stable
/// between runs. Modifiers add nothing to the path; `.id("…")` replaces it.
public struct BuildContext {
    /// The environment of the view being built.
    public var environment: EnvironmentValues
    /// The element id of the view being built (`Screen/VStack/Text.2`).
    public var path: String
    /// The path already names the view being built (set while unwrapping modifiers).
    var named = false
    /// For structural lists (if/else, optionals, groups): the index their content takes,
    /// which is the list's own place among its siblings — they add no level of their own.
    public internal(set) var inheritedIndex = 0
    /// Shared by every context of one build (copies share the reference).
    let types: ViewTypeFacts
    /// The recording's graph while one is recorded (state, animated values, lifecycle), or
    /// the at-rest graph of a still that changes as it appears (`ViewGraph.atRest`); nil for
    /// a still built once, where nothing persists and nothing animates.
    let graph: ViewGraph?
    /// The transaction of the change being built: the update's, as `.animation(_:value:)`
    /// and `.transaction(_:)` change it for the views inside them.
    var transaction: Transaction

    /// A context at the root: `environment`, and ids under `path`.
    public init(environment: EnvironmentValues, path: String = "") {
        self.environment = environment
        self.path = path
        types = ViewTypeFacts()
        graph = ViewGraph.building?.graph
        transaction = Transaction.current
    }

    /// The node for `view`, the `index`-th child of the current view.
    public func build(_ view: any View, index: Int, name: String? = nil) -> any LayoutNode {
        childContext(for: view, index: index, name: name).node(for: view)
    }

    /// `view` as stack children: lists and groups flatten, and so does a composite view
    /// whose body is a list (as in SwiftUI).
    func flatten(_ view: any View, index: Int, name: String? = nil) -> [BuiltChild] {
        let child = childContext(for: view, index: index, name: name)
        return child.flattenNamed(view)
    }

    /// The children of a container's content closure: the content itself adds no level
    /// (a VStack's children are `VStack/Text`, not `VStack/TupleView/Text`).
    public func flattenContent(_ content: any View) -> [BuiltChild] {
        if let list = types.of(content).list { return list.children(of: content, self) }
        return flatten(content, index: 0)
    }

    /// The one node of a modifier's content (the path already names it).
    public func buildContent(_ content: any View) -> any LayoutNode {
        var child = self
        child.named = true
        return child.node(for: content)
    }

    private func flattenNamed(_ view: any View) -> [BuiltChild] {
        let facts = types.of(view)
        if let list = facts.list, !facts.isModifier { return list.children(of: view, self) }
        if facts.isModifier, let distributing = facts.distributing, let children = distributing.distribute(view, self) {
            return children
        }
        if facts.isPrimitive { return [BuiltChild(node: node(for: view))] }
        return bodyContext().flattenNamed(evaluateBody(of: view))
    }

    func node(for view: any View) -> any LayoutNode {
        let facts = types.of(view)
        if let primitive = facts.primitive {
            var inner = self
            // Only modifiers pass the name on to their content; a primitive's own children
            // extend the path.
            inner.named = facts.isModifier
            return primitive.makeNode(of: view, inner)
        }
        return bodyContext().node(for: evaluateBody(of: view))
    }

    /// A composite's body is the view itself: same path, no new level.
    private func bodyContext() -> BuildContext {
        var c = self
        c.named = true
        return c
    }

    func evaluateBody(of view: any View) -> any View {
        EnvironmentValues.$current.withValue(environment) {
            graph?.attachState(of: view, path: path)
            return bodyOf(animatedIfAnimatable(view, "viewData"))
        }
    }

    /// A `ViewModifier`'s `body(content:)`, called as a view's `body` is (`bodyOf`).
    func modifierBody<M: ViewModifier>(_ modifier: M, content: ViewModifierContent<M>) -> any View {
        EnvironmentValues.$current.withValue(environment) {
            graph?.attachState(of: modifier, path: path)
            let modifier = animatedIfAnimatable(modifier, "modifierData")
            let box = LayoutThreadBox((modifier, content))
            let isolated: @MainActor () -> LayoutThreadBox<any View> = { LayoutThreadBox(box.value.0.body(content: box.value.1)) }
            return unsafeBitCast(isolated, to: (() -> LayoutThreadBox<any View>).self)().value
        }
    }

    /// `content` with the modifier `modifier.resolve(in:)` answers in this environment
    /// (main-actor code, called on the layout's thread as `modifierBody` calls a body).
    func resolvedModifier<M: EnvironmentalModifier>(_ modifier: M, content: any View) -> any View {
        let box = LayoutThreadBox((modifier, environment))
        let isolated: @MainActor () -> LayoutThreadBox<M.ResolvedModifier> = { LayoutThreadBox(box.value.0.resolve(in: box.value.1)) }
        let resolved = unsafeBitCast(isolated, to: (() -> LayoutThreadBox<M.ResolvedModifier>).self)().value
        return ModifiedContent(content: ViewModifierContent<M.ResolvedModifier>(view: content), modifier: resolved)
    }

    private func childContext(for view: any View, index: Int, name: String?) -> BuildContext {
        var child = self
        if named {
            child.named = false
            return child
        }
        let facts = types.of(view)
        if facts.isList, !facts.isModifier, !facts.isTuple {
            child.inheritedIndex = index
            return child
        }
        // A list under a modifier that leaves it a list (`ForEach { … }.onAppear { … }`)
        // adds no level either, as the list alone would not.
        if facts.isModifier, facts.distributing != nil, isDistributedList(view) {
            child.inheritedIndex = index
            return child
        }
        let segment = (name ?? types.baseTypeName(of: view)) + (index > 0 ? ".\(index)" : "")
        child.path = path.isEmpty ? segment : path + "/" + segment
        return child
    }

    /// This context with its environment changed by `change` (what environment modifiers do).
    public func with(_ change: (inout EnvironmentValues) -> Void) -> BuildContext {
        var copy = self
        change(&copy.environment)
        return copy
    }

    /// A context whose next view adds its own level to the path (for decorations, which
    /// sit beside the content they decorate rather than being it).
    func unnamed() -> BuildContext {
        var copy = self
        copy.named = false
        return copy
    }

    /// Replaces the path (SwiftUI's `.id`).
    public func identified(_ id: String) -> BuildContext {
        var copy = self
        copy.path = id
        copy.named = true
        return copy
    }

    /// The type name of the view under any modifiers (looked up once per type in this build).
    func baseTypeName(of view: any View) -> String { types.baseTypeName(of: view) }

    /// The type name of the view under any modifiers (the root's, once per layout, before
    /// a build's own facts exist: through the process's catalogue).
    static func baseTypeName(of view: any View) -> String {
        var base = view
        var facts = ViewTypeCatalogue.facts(of: type(of: base))
        while let modifier = facts.modifier {
            base = modifier.contentView(of: base)
            facts = ViewTypeCatalogue.facts(of: type(of: base))
        }
        return facts.name
    }

    /// The name of `view`'s type without generic arguments (`VStack`, not `VStack<…>`).
    ///
    /// `_typeName(_:qualified: false)` is the very string `String(describing:)` prints for a
    /// metatype (`ViewTypeNameTests` compares them), without what `String(describing:)` asks
    /// first: whether the metatype is `TextOutputStreamable`, `CustomStringConvertible`,
    /// `CustomDebugStringConvertible` or (through `Mirror`) `CustomReflectable`. Each new
    /// type's metatype is a new question for the runtime, answered by scanning every protocol
    /// conformance in the process — about 7 % of a one-screen `proof render`.
    static func typeName(of view: any View) -> String { typeName(of: type(of: view)) }

    /// The name of the view type `metatype` without generic arguments.
    static func typeName(of metatype: any View.Type) -> String {
        let full = _typeName(metatype, qualified: false)
        return String(full.prefix { $0 != "<" })
    }
}

/// `view.body`, evaluated on the thread that lays the view out. `View` is `@MainActor`, as
/// SwiftUI's is, so that a team's bodies can read their `@MainActor` models; DesignProof lays
/// screens out on its own worker threads, one view tree per thread, start to end (no view,
/// state or model is shared between two threads while a layout runs), so the body is called
/// there directly. This is the one place isolation is stepped over: a synchronous
/// main-actor function is called like any other (no executor check runs for it).
private func bodyOf<V: View>(_ view: V) -> any View {
    let box = LayoutThreadBox(view)
    let isolated: @MainActor () -> LayoutThreadBox<any View> = { LayoutThreadBox(box.value.body) }
    return unsafeBitCast(isolated, to: (() -> LayoutThreadBox<any View>).self)().value
}

/// A value carried across the isolation step of `bodyOf` on the same thread.
struct LayoutThreadBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}

/// A modifier that, on a list (`ForEach { … }.onAppear { … }` in a stack), leaves the list's
/// children as the stack's children — as SwiftUI does — instead of making them one view.
protocol ListDistributingModifier {
    /// The list's children built under this modifier, or nil when its content is not a list.
    func distribute(_ context: BuildContext) -> [BuiltChild]?
}

extension BuildContext {
    /// `content`'s children when it is a list, or a list under modifiers that leave it one;
    /// else nil.
    func listChildren(of content: any View) -> [BuiltChild]? {
        let facts = types.of(content)
        if let list = facts.list, !facts.isModifier { return list.children(of: content, self) }
        if facts.isModifier, let distributing = facts.distributing { return distributing.distribute(content, self) }
        return nil
    }

    /// True when `view` is a list under modifiers that leave it one (`ListDistributingModifier`s).
    func isDistributedList(_ view: any View) -> Bool {
        var base = view
        var facts = types.of(base)
        while let modifier = facts.modifier, facts.distributing != nil {
            base = modifier.contentView(of: base)
            facts = types.of(base)
        }
        return facts.isList && !facts.isModifier && !facts.isTuple
    }
}

/// Views that wrap one content view and change how it is laid out or drawn; they are
/// transparent to element ids.
protocol ModifierView: PrimitiveView {
    nonisolated var contentView: any View { get }
}

// Calls through a view type's facts (`ViewTypeFacts.Facts`): `view` is known to be of this
// very type, so `as!` compares metadata and copies; it never asks the runtime whether a
// type conforms, which `as? any ModifierView` and the like do on every call.
extension PrimitiveView {
    nonisolated static func makeNode(of view: any View, _ context: BuildContext) -> any LayoutNode {
        (view as! Self).makeNode(context)
    }
}

extension ModifierView {
    nonisolated static func contentView(of view: any View) -> any View { (view as! Self).contentView }
}

extension ViewList {
    static func children(of view: any View, _ context: BuildContext) -> [BuiltChild] { (view as! Self).children(context) }
}

extension ListDistributingModifier {
    static func distribute(_ view: any View, _ context: BuildContext) -> [BuiltChild]? { (view as! Self).distribute(context) }
}

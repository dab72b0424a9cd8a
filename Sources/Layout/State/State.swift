/// SwiftUI's `DynamicProperty`: a stored property of a view that SwiftUI keeps between
/// evaluations of its body (`@State`, `@Binding`, `@Environment`, `@StateObject` …).
public protocol DynamicProperty {}

/// SwiftUI's `@State`: a value the view owns. A still is drawn with the value it has once the
/// view appeared and came to rest (what its `onAppear`s set); what a body or a closure writes
/// to it is kept in the view's storage and read back by whatever reads it next (`$count`
/// bindings share it).
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let storage: StateStorage<Value>

    /// State that starts at `wrappedValue` (`@State private var count = 0`).
    public init(wrappedValue: Value) { storage = StateStorage(wrappedValue) }
    /// State that starts at `initialValue` (`_count = State(initialValue: n)` in an init).
    public init(initialValue: Value) { storage = StateStorage(initialValue) }

    /// The value now.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// A binding to this state (`$count`).
    public var projectedValue: Binding<Value> {
        let storage = self.storage
        return Binding(get: { storage.value }, set: { storage.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// State that starts as nil (`@State private var selection: Item?`).
    public init() { self.init(wrappedValue: nil) }
}

/// Where a `@State` keeps its value: one box shared by the state and every binding to it.
/// In a recording, the box a view is made with is attached to the graph's box for the
/// view's place (`ViewGraph.stateBox`), and reads and writes go there, so state survives the
/// view being made again; a write tells the graph, which rebuilds under the write's
/// transaction. Not `Sendable`: a view and its state are made and laid out on one thread,
/// as SwiftUI's are on the main actor.
final class StateStorage<Value> {
    /// The value the view was made with: what a recording's graph starts its box at (the
    /// view's own box may have been written by an earlier recording of the same view value).
    private let initial: Value
    private var own: Value
    private var kept: StateStorage<Value>?
    private weak var graph: ViewGraph?
    init(_ value: Value) { initial = value; own = value }
    /// A graph's own box (not a view's), whose writes tell `graph`.
    init(_ value: Value, graph: ViewGraph) { initial = value; own = value; self.graph = graph }

    var value: Value {
        get {
            if let kept { return kept.value }
            return own
        }
        set {
            if let kept {
                kept.value = newValue
                return
            }
            // A recording's task left out (it awaited what the clock cannot time) writes
            // nothing when it comes back, on the wall clock's time.
            if graph != nil, let task = RecordedTask.current?.task, task.abandoned { return }
            own = newValue
            graph?.noteChange(Transaction.current)
        }
    }

    /// Reads and writes go to the graph's box for `key` from now on.
    func attach(to graph: ViewGraph, key: String) {
        kept = graph.stateBox(key) { StateStorage(initial, graph: graph) }
    }
}

extension State: GraphAttached {
    func attach(to graph: ViewGraph, key: String) { storage.attach(to: graph, key: key) }
}

/// A dynamic property that keeps something in the graph between builds.
protocol GraphAttached {
    func attach(to graph: ViewGraph, key: String)
}

extension ViewGraph {
    /// Attaches the state of `owner` (a view or view modifier being evaluated at `path`):
    /// each `@State` stored property, also inside other dynamic properties (`@StateObject`
    /// keeps its object in one), keyed by the owner's type and the property's name.
    func attachState(of owner: Any, path: String) {
        // The metatype's printed name, without asking the runtime about conformances (`BuildContext.typeName`).
        let typeName = _typeName(type(of: owner), qualified: false)
        func walk(_ value: Any, prefix: String, depth: Int) {
            for (index, child) in Mirror(reflecting: value).children.enumerated() {
                let name = prefix + (child.label ?? "\(index)")
                if let attached = child.value as? any GraphAttached {
                    attached.attach(to: self, key: key(path, typeName + "." + name))
                } else if depth < 2, child.value is any DynamicProperty {
                    walk(child.value, prefix: name + ".", depth: depth + 1)
                }
            }
        }
        walk(owner, prefix: "", depth: 0)
    }
}

/// SwiftUI's `DynamicProperty`: a stored property of a view that SwiftUI keeps between
/// evaluations of its body (`@State`, `@Binding`, `@Environment`, `@StateObject` …).
public protocol DynamicProperty {}

/// SwiftUI's `@State`: a value the view owns. A still is drawn with the value the view was
/// made with; what a body or a closure writes to it is kept in the view's storage and read
/// back by whatever reads it next (`$count` bindings share it).
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
/// Not `Sendable`: a view and its state are made and laid out on one thread, as SwiftUI's
/// are on the main actor.
final class StateStorage<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

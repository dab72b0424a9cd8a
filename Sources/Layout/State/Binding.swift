/// SwiftUI's `Binding`: read and write access to a value something else owns — a `@State`
/// of a parent view (`$isOn`), a model's property (`$model.name`), or a constant in a preview
/// (`.constant("alex@example.com")`). A control reads it when it is laid out; what writes
/// it (a tap, typing) does not happen in a still.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        read = get
        write = set
    }

    /// A binding that always holds `value`, and ignores writes, as in SwiftUI previews.
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

    /// The value now; setting it writes through to its owner.
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// The binding itself (`$binding` in a view that takes a `@Binding`).
    public var projectedValue: Binding<Value> { self }

    /// A `@Binding` property made from a binding passed in (`Toggle(isOn: $flag)` in a
    /// child's memberwise initialiser).
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a property of the value (`$settings.name`).
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.read()[keyPath: keyPath] }, set: { newValue in
            var whole = self.read()
            whole[keyPath: keyPath] = newValue
            self.write(whole)
        })
    }

    /// A binding to an optional's value, or nil while it is nil (`Binding($selection)`).
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        var last = value
        self.init(get: {
            if let current = base.wrappedValue { last = current }
            return last
        }, set: { base.wrappedValue = $0 })
    }

    /// The same binding, its value seen as optional.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
    }

    /// The same binding (SwiftUI's `Binding(_:)` over another binding of the same type).
    public init(_ base: Binding<Value>) { self = base }
}

extension Binding: Identifiable where Value: Identifiable {
    /// The value's identity.
    public var id: Value.ID { wrappedValue.id }
}

extension Environment {
    /// SwiftUI's `@Environment(Model.self)`: an `@Observable` model an ancestor put in the
    /// environment with `.environment(_:)`. As in SwiftUI, reading one no ancestor provided
    /// stops the program, saying which type is missing.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(reading: { environment in
            guard let object = environment.object(of: Value.self) else {
                fatalError("No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view.")
            }
            return object
        })
    }

    /// SwiftUI's `@Environment(Model.self) var model: Model?`: the model, or nil when no
    /// ancestor provided one.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init(reading: { $0.object(of: T.self) })
    }
}

extension View {
    /// SwiftUI's `.environment(_:)` with an `@Observable` model: `object` for every
    /// `@Environment(Model.self)` of its type inside (nil: none).
    nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        let box = ModelBox(object: object), id = ObjectIdentifier(T.self)
        return transformEnvironment(\.self) { environment in
            if let object = box.object { environment.setObject(object, typeID: id) }
        }
    }
}

/// A model carried into the environment-changing closure. Not `Sendable` itself (a team's
/// model rarely is): the environment carries it to the views of one layout, on the thread
/// that lays them out.
struct ModelBox: @unchecked Sendable {
    let object: AnyObject?
}

/// SwiftUI's `@Bindable`: bindings to the properties of an `@Observable` model
/// (`TextField("Name", text: $model.name)`).
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable>: DynamicProperty {
    /// The model.
    public var wrappedValue: Value
    /// Bindings to `wrappedValue`'s properties.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// Bindings to `wrappedValue`'s properties.
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// Itself: `$model.name` goes through `subscript(dynamicMember:)`.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to the model's property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

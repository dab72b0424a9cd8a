/// SwiftUI's `@StateObject`: a reference-type model the view creates and owns. Made once,
/// when the view is made, from the expression it was declared with.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    // Kept as state is: in a recording, the object made the first time the view is built
    // at its place is the one every later build of the view gets back.
    private let state: State<ObjectType>

    /// The object `thunk` makes (`@StateObject private var model = Model()`).
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { state = State(wrappedValue: thunk()) }

    /// The object.
    public var wrappedValue: ObjectType { state.wrappedValue }
    /// Bindings to its properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(state.wrappedValue) }
}

/// SwiftUI's `@ObservedObject`: a reference-type model passed in by a parent.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The object.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    /// Observes `initialValue`.
    public init(initialValue: ObjectType) { wrappedValue = initialValue }

    /// Bindings to its properties (`$model.name`).
    public var projectedValue: Wrapper { Wrapper(wrappedValue) }

    /// SwiftUI's `ObservedObject.Wrapper`: `$model.name` is a `Binding` to `model.name`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        init(_ object: ObjectType) { self.object = object }

        /// A binding to the object's property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

/// SwiftUI's `@EnvironmentObject`: a model an ancestor put in the environment with
/// `.environmentObject(_:)`, found by its type.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Reads the object of this type from the environment of the body being built.
    public init() {}

    /// The object. As in SwiftUI, a view that reads one no ancestor provided stops the
    /// program, saying which type is missing (`proof previews` reports it as that preview's
    /// error and goes on with the others).
    public var wrappedValue: ObjectType {
        guard let object = EnvironmentValues.current.object(of: ObjectType.self) else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// Bindings to its properties (`$settings.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(wrappedValue) }
}

extension View {
    /// SwiftUI's `.environmentObject(_:)`: `object` for every `@EnvironmentObject` of its
    /// type inside.
    nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        environmentObject(byType: object)
    }
}

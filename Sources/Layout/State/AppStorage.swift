import Foundation

/// SwiftUI's `@AppStorage("key")`: a value kept in the user's defaults. A preview, like a
/// freshly installed app, has nothing stored, so the view is drawn with the default it
/// declares; what a body writes is kept for that view, as `@State` keeps it.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let state: State<Value>
    /// The defaults key.
    public let key: String

    /// `@AppStorage("key") var value = default`; `store` is accepted and not read.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        state = State(wrappedValue: wrappedValue); self.key = key
    }
    /// The value now.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }
    /// A binding to it (`$value`).
    public var projectedValue: Binding<Value> { state.projectedValue }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// `@AppStorage("key") var value: String?`: nil until something is stored.
    public init(_ key: String, store: UserDefaults? = nil) { self.init(wrappedValue: nil, key, store: store) }
}

/// SwiftUI's `@SceneStorage("key")`: a value restored with the scene; a preview has none
/// stored, so the declared default is drawn.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private let state: State<Value>
    /// The key.
    public let key: String

    /// `@SceneStorage("key") var value = default`.
    public init(wrappedValue: Value, _ key: String) { state = State(wrappedValue: wrappedValue); self.key = key }
    /// The value now.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }
    /// A binding to it (`$value`).
    public var projectedValue: Binding<Value> { state.projectedValue }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// `@SceneStorage("key") var value: String?`: nil.
    public init(_ key: String) { self.init(wrappedValue: nil, key) }
}

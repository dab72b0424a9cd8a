// SwiftUI's preferences: values a view passes up to its ancestors. In a still nothing
// reacts to them — `onPreferenceChange` runs its action only when a value changes after the
// first layout, which a single frame never sees — so a view that sets one draws as it is.

/// SwiftUI's `PreferenceKey`: a named value views pass up the tree, combined by `reduce`.
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// The value when no view sets one.
    static var defaultValue: Value { get }
    /// Combines the value so far with the next view's.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// nil, for an optional value.
    public static var defaultValue: Value { nil }
}

extension View {
    /// SwiftUI's `.preference(key:value:)`: drawn as it is (nothing reacts in a still).
    nonisolated public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View { self }
    /// SwiftUI's `.transformPreference(_:_:)`: drawn as it is.
    nonisolated public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View { self }
    /// SwiftUI's `.onPreferenceChange(_:perform:)`: the action runs on a change after the
    /// first layout, which a still never has.
    nonisolated public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
    where K.Value: Equatable { self }
}

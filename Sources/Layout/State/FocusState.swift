/// SwiftUI's `@FocusState`: which field has the keyboard's focus. A still shows no keyboard
/// and no focus ring, so the value is where it starts — `false`, or `nil` — and setting it
/// changes nothing drawn; it exists so that screens using it compile unchanged.
///
///     @FocusState private var focused: Field?
///     TextField("Email", text: $email).focused($focused, equals: .email)
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    private let initial: Value

    /// `@FocusState private var isFocused: Bool`: not focused. (Declared here, not in a
    /// constrained extension, so that a view's memberwise initialiser can leave it out.)
    public init() where Value == Bool { initial = false }
    /// `@FocusState private var field: Field?`: no field focused.
    public init<T: Hashable>() where Value == T? { initial = nil }

    /// The focus value (its starting value: no field is focused in a still).
    public var wrappedValue: Value {
        get { initial }
        nonmutating set {}
    }
    /// `$focused`, what `.focused(_:)` takes.
    public var projectedValue: Binding { Binding(value: initial) }

    /// SwiftUI's `FocusState.Binding`: a focus value to pass to `.focused(_:)`.
    @propertyWrapper
    public struct Binding {
        let value: Value
        /// The focus value.
        public var wrappedValue: Value {
            get { value }
            nonmutating set {}
        }
        /// The binding itself.
        public var projectedValue: Binding { self }
    }
}

extension View {
    /// SwiftUI's `.focused(_:)`: accepted; a still draws no focus.
    nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
    /// SwiftUI's `.focused(_:equals:)`: accepted; a still draws no focus.
    nonisolated public func focused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View { self }
}

/// SwiftUI's `@AccessibilityFocusState`: which element VoiceOver's cursor is on. A still has
/// no VoiceOver cursor, so it behaves exactly as `@FocusState` does here — the value is where
/// it starts (`false` or `nil`) and setting it changes nothing drawn — and is that wrapper.
public typealias AccessibilityFocusState<Value: Hashable> = FocusState<Value>

extension View {
    /// SwiftUI's `.accessibilityFocused(_:)`: a still has no VoiceOver cursor; drawn as it is.
    nonisolated public func accessibilityFocused(_ condition: FocusState<Bool>.Binding) -> some View { self }
    /// SwiftUI's `.accessibilityFocused(_:equals:)`: drawn as it is.
    nonisolated public func accessibilityFocused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View { self }
}

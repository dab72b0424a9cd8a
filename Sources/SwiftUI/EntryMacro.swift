/// SwiftUI's `@Entry`: `extension EnvironmentValues { @Entry var compact: Bool = false }`
/// declares an environment value with its key, as Apple's macro does — read with
/// `@Environment(\.compact)`, set with `.environment(\.compact, true)`.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "SwiftUIMacros", type: "EntryMacro")

extension EnvironmentValues {
    /// The protocol of the keys `@Entry` declares inside `EnvironmentValues`.
    public typealias __EntryKey = EnvironmentKey
}

// SwiftUI's button style types, as code written before the `.plain`-style statics names
// them: `.buttonStyle(PlainButtonStyle())`. Each is the system style of the same name.

/// SwiftUI's `DefaultButtonStyle`: `.automatic`.
public struct DefaultButtonStyle: Hashable, Sendable {
    /// The style.
    public init() {}
}
/// SwiftUI's `PlainButtonStyle`: `.plain`.
public struct PlainButtonStyle: Hashable, Sendable {
    /// The style.
    public init() {}
}
/// SwiftUI's `BorderlessButtonStyle`: `.borderless`.
public struct BorderlessButtonStyle: Hashable, Sendable {
    /// The style.
    public init() {}
}
/// SwiftUI's `BorderedButtonStyle`: `.bordered`.
public struct BorderedButtonStyle: Hashable, Sendable {
    /// The style.
    public init() {}
}
/// SwiftUI's `BorderedProminentButtonStyle`: `.borderedProminent`.
public struct BorderedProminentButtonStyle: Hashable, Sendable {
    /// The style.
    public init() {}
}

extension View {
    /// `.buttonStyle(DefaultButtonStyle())`.
    nonisolated public func buttonStyle(_ style: DefaultButtonStyle) -> some View { buttonStyle(.automatic) }
    /// `.buttonStyle(PlainButtonStyle())`.
    nonisolated public func buttonStyle(_ style: PlainButtonStyle) -> some View { buttonStyle(.plain) }
    /// `.buttonStyle(BorderlessButtonStyle())`.
    nonisolated public func buttonStyle(_ style: BorderlessButtonStyle) -> some View { buttonStyle(.borderless) }
    /// `.buttonStyle(BorderedButtonStyle())`.
    nonisolated public func buttonStyle(_ style: BorderedButtonStyle) -> some View { buttonStyle(.bordered) }
    /// `.buttonStyle(BorderedProminentButtonStyle())`.
    nonisolated public func buttonStyle(_ style: BorderedProminentButtonStyle) -> some View { buttonStyle(.borderedProminent) }
    /// `.navigationViewStyle(StackNavigationViewStyle())`: an iPhone draws a stack.
    nonisolated public func navigationViewStyle(_ style: StackNavigationViewStyle) -> some View { self }
    /// `.navigationViewStyle(DoubleColumnNavigationViewStyle())`: an iPhone draws a stack.
    nonisolated public func navigationViewStyle(_ style: DoubleColumnNavigationViewStyle) -> some View { self }
}

/// SwiftUI's `StackNavigationViewStyle`.
public struct StackNavigationViewStyle: Hashable, Sendable {
    /// The style.
    public init() {}
}
/// SwiftUI's `DoubleColumnNavigationViewStyle`: a stack on an iPhone.
public struct DoubleColumnNavigationViewStyle: Hashable, Sendable {
    /// The style.
    public init() {}
}

/// SwiftUI's `ColorScheme`: light or dark appearance (`Appearance`, DesignProof's name for it).
public typealias ColorScheme = Appearance

extension EnvironmentValues {
    /// SwiftUI's `\.colorScheme`: the appearance views are drawn in (`appearance`).
    public var colorScheme: ColorScheme {
        get { appearance }
        set { appearance = newValue }
    }
}

extension View {
    /// SwiftUI's `.preferredColorScheme(_:)`: the appearance the view and everything inside
    /// it are drawn in (nil: the run's).
    nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        EnvironmentModifier(content: self) { if let colorScheme { $0.appearance = colorScheme } }
    }
}

public import Layout

/// A value stated once per appearance (`shadow.card.light` / `shadow.card.dark`), for the
/// token types a colour set cannot hold: gradients, shadows, materials.
public struct ByAppearance<Value: Sendable>: Sendable {
    /// The light appearance's value.
    public let light: Value
    /// The dark appearance's value.
    public let dark: Value

    /// The value for `appearance`.
    public subscript(_ appearance: Appearance) -> Value {
        switch appearance {
        case .light: light
        case .dark: dark
        }
    }
}

/// One value per case of `Name`, read from the tokens when the theme loaded: every case is
/// present by construction (`ThemeReader` hands out a table only when it read every name),
/// so a look-up cannot fail.
public struct ThemeValues<Name: ThemeTokenName, Value: Sendable>: Sendable {
    let values: [Name: Value]

    /// The value read for `name`.
    public subscript(_ name: Name) -> Value {
        // Total by construction: `ThemeReader.finish` throws before any table with a
        // missing name leaves the theme's initialiser.
        guard let value = values[name] else { preconditionFailure("theme table read without every \(Name.self)") }
        return value
    }
}

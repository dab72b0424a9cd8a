import ProofOutput
import ArgumentParser
import Layout

/// `--contrast standard|high`: SwiftUI's `colorSchemeContrast` as `render`, `sheet`,
/// `animate` and `check` take it. `high` is Increase Contrast (`.increased`), which a design
/// system honours in its theme (NutriSync reads `contrast.increased.color.*`); an app that
/// does not draws the same either way.
enum ContrastOption {
    static let help = "standard or high (Increase Contrast)."

    /// The environment value for `text`, or a usage error naming what was given.
    static func parse(_ text: String) throws -> ColorSchemeContrast {
        switch text {
        case "standard": return .standard
        case "high": return .increased
        default: throw ValidationError("--contrast \(DiagnosticLine.shown(text)) is not standard or high")
        }
    }

    /// The CLI's word for `contrast`, as reports and data name it.
    static func name(_ contrast: ColorSchemeContrast) -> String { contrast.cliName }

    /// The file-name suffix of what `sheet` and `animate` write under Increase Contrast, so
    /// both variants can sit in one folder (`render` keeps DESIGN.md's file names).
    static func suffix(_ contrast: ColorSchemeContrast) -> String { contrast.fileSuffix }
}

import AppSupport
import ArgumentParser
import FitAI

/// `--data FILE` of `render`, `sheet`, `check` and `animate`: a user's own food log, which
/// FitAI's screens draw from instead of the sample. The file is read and checked before
/// anything renders — whatever screen was asked for — so a broken export is reported at
/// once (65 with the file and JSON pointer, 74 when it cannot be read) and no output is
/// written; a run that draws no FitAI screen is refused (64) rather than silently ignoring it.
enum DataOption {
    static let help = "A food log in FitAI's schema (data/fitai.sample.json shows it); FitAI's screens draw from it instead of the sample."

    /// True when `id` (`APP/…`) is one of FitAI's.
    static func isFitAI(_ id: String) -> Bool { id.hasPrefix(FitAIApp.id + "/") }

    /// From `validate()`: refuses an empty `--data`, and `--data` for a run in which `what`
    /// (the screen, animation or apps asked for) draws no FitAI screen.
    static func validate(_ file: String?, drawsFitAI: Bool, what: @autoclosure () -> String) throws {
        guard let file else { return }
        if file.isEmpty { throw ValidationError("--data is empty: give the food log to draw from, e.g. --data my-export.json") }
        guard drawsFitAI else {
            throw ValidationError("\(what()) draws no FitAI screen; --data is FitAI's food log; \(FitAIApp.id)/… screens draw from it")
        }
    }

    /// From `run()`, before anything renders: reads and checks `file` and returns the user's
    /// files for `DataSources` (none without `--data`).
    static func files(_ file: String?) throws -> [String: String] {
        guard let file else { return [:] }
        do { try FitAIApp.checkData(file: file) } catch {
            throw error.isIOError ? CLIError.io(error.summary) : CLIError.badData(error.summary)
        }
        return [FitAIApp.id: file]
    }
}

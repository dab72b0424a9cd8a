import ProofOutput
import AppSupport
import ArgumentParser

/// `--data FILE` of `render`, `sheet`, `check`, `animate` and `gallery`: a user's own data
/// file, which the catalogue's data-drawing app (the one whose `sampleDataFile` is set —
/// FitAI's food log in DesignProof's catalogue) draws from instead of its sample. The file
/// is read and checked before anything renders — whatever screen was asked for — so a broken
/// export is reported at once (65 with the file and JSON pointer, 74 when it cannot be read)
/// and no output is written; a run that draws no screen of that app is refused (64) rather
/// than silently ignoring it.
enum DataOption {
    /// The app `--data` feeds: the catalogue's one data-drawing app; nil when it has none,
    /// or several (then `--data` cannot say which).
    static var app: (any DesignApp.Type)? {
        let apps = ProofCommandLine.current.apps.dataApps
        return apps.count == 1 ? apps[0] : nil
    }

    static var help: String {
        app?.dataHelp ?? app.map { "A data file the \($0.displayName) screens draw from instead of the sample." }
            ?? "A data file for the apps that draw from one (this catalogue has none)."
    }

    /// True when `id` (`APP/…`) is one of the data app's.
    static func isDataApp(_ id: String) -> Bool { app.map { id.hasPrefix($0.id + "/") } ?? false }

    /// True when a run over the app ids `ids` (empty: every app) draws the data app.
    static func drawsDataApp(_ ids: [String]) -> Bool { app.map { ids.isEmpty || ids.contains($0.id) } ?? false }

    /// From `validate()`: refuses an empty `--data`, and `--data` for a run in which `what`
    /// (the screen, animation or apps asked for) draws no screen of the data app.
    static func validate(_ file: String?, drawsDataApp: Bool, what: @autoclosure () -> String) throws {
        guard let file else { return }
        if file.isEmpty { throw ValidationError("--data is empty: give the data file to draw from, e.g. --data my-export.json") }
        guard let dataApp = app else {
            let several = ProofCommandLine.current.apps.dataApps.map { $0.id }
            throw ValidationError(several.isEmpty ? "--data: no app of this catalogue draws from a data file"
                                  : "--data: several apps draw from data files (\(several.joined(separator: ", "))); this command line cannot tell which")
        }
        let name: String = dataApp.displayName
        let id: String = dataApp.id
        guard drawsDataApp else {
            throw ValidationError("\(what()) draws no \(name) screen; --data is \(name)'s data file; \(id)/… screens draw from it")
        }
    }

    /// From `run()`, before anything renders: reads `file` once (a pipe or FIFO works as a
    /// file does) and checks it, and returns the user's data for `DataSources` (none without
    /// `--data`).
    static func files(_ file: String?) throws -> [String: DataFile] {
        guard let file, let dataApp = app else { return [:] }
        do {
            let data = try dataApp.readData(file: file).get()
            try dataApp.checkData(data)
            let id: String = dataApp.id
            return [id: data]
        } catch {
            throw error.isIOError ? CLIError.io(error.summary) : CLIError.badData(error.summary)
        }
    }
}

import Foundation

/// Where the apps that draw numbers from data (FitAI's food log) read it: a user's own file
/// for an app (`--data FILE`), else the app's sample in the project's `data/` folder.
public struct DataSources: Sendable, Equatable {
    /// The folder holding the apps' samples (`data/` of the checkout); nil when none was found.
    public var sampleDirectory: String?
    /// A user's own file per app id (`fitai` → `export.json`), used instead of the sample.
    public var files: [String: String]

    /// Sources of the samples in `sampleDirectory` and the user's `files` by app id.
    public init(sampleDirectory: String? = nil, files: [String: String] = [:]) {
        self.sampleDirectory = sampleDirectory; self.files = files
    }

    /// The samples beside a tokens folder: `tokens/../data`, when it exists.
    public static func beside(tokensDirectory: String) -> DataSources {
        let folder = URL(fileURLWithPath: tokensDirectory).deletingLastPathComponent().appendingPathComponent("data").path
        var isFolder: ObjCBool = false
        let found = FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue
        return DataSources(sampleDirectory: found ? folder : nil)
    }

    /// The file `app` draws from: the user's, else its sample (nil for an app that draws no
    /// data, or when the samples' folder was not found).
    public func path(for app: any DesignApp.Type) -> String? {
        if let file = files[app.id] { return file }
        guard let name = app.sampleDataFile, let sampleDirectory else { return nil }
        return sampleDirectory + "/" + name
    }
}

/// Why an app's data could not be used; one line, with the file and the JSON pointer.
public struct AppDataInvalid: Error, Sendable, Equatable, CustomStringConvertible {
    /// The problem in one line: the file, the JSON pointer and what is wrong.
    public let summary: String
    /// True when the file could not be read at all (exit 74), not read and found wrong (65).
    public let isIOError: Bool
    /// A problem described by `summary`; `isIOError` when the file could not be read.
    public init(summary: String, isIOError: Bool) { self.summary = summary; self.isIOError = isIOError }
    public var description: String { summary }
    /// The same problem as a screen request's error (unreadable, or bad data).
    public var requestError: ScreenRequestError { isIOError ? .dataUnreadable(summary) : .badData(summary) }
}

import Foundation

/// Where the apps that draw numbers from data (FitAI's food log) read it: a user's own file
/// for an app (`--data FILE`, read once before anything renders), else the app's sample in
/// the project's `data/` folder.
public struct DataSources: Sendable, Equatable {
    /// The folder holding the apps' samples (`data/` of the checkout); nil when none was found.
    public var sampleDirectory: String?
    /// A user's own data per app id, already read (`--data`), used instead of the sample.
    public var files: [String: DataFile]

    /// Sources of the samples in `sampleDirectory` and the user's `files` by app id.
    public init(sampleDirectory: String? = nil, files: [String: DataFile] = [:]) {
        self.sampleDirectory = sampleDirectory; self.files = files
    }

    /// The samples beside a tokens folder: `tokens/../data`, when it exists.
    public static func beside(tokensDirectory: String) -> DataSources {
        let folder = URL(fileURLWithPath: tokensDirectory).deletingLastPathComponent().appendingPathComponent("data").path
        var isFolder: ObjCBool = false
        let found = FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue
        return DataSources(sampleDirectory: found ? folder : nil)
    }

    /// The path of the sample `app` draws from when the run names no `--data` (nil for an
    /// app that draws no data, or when the samples' folder was not found).
    public func samplePath(for app: any DesignApp.Type) -> String? {
        guard let name = app.sampleDataFile, let sampleDirectory else { return nil }
        return sampleDirectory + "/" + name
    }

    /// The data `app` draws from: the user's, else its sample read now (the sample is a file
    /// of the checkout); nil for an app that draws no data or when no sample was found.
    public func data(for app: any DesignApp.Type) -> Result<DataFile, AppDataInvalid>? {
        if let file = files[app.id] { return .success(file) }
        return samplePath(for: app).map(app.readData(file:))
    }
}

/// A data file an app draws from, read once (`DesignApp.readData`): what messages call it
/// (its path as given) and its bytes. A pipe or FIFO given as `--data` is read here and
/// never again, however many times the app is made.
public struct DataFile: Sendable, Equatable {
    /// The file as messages name it.
    public let name: String
    /// Its contents.
    public let bytes: [UInt8]
    /// The bytes of `name`.
    public init(name: String, bytes: [UInt8]) { self.name = name; self.bytes = bytes }
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

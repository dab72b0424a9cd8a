import Foundation
import ProofOutput
import AppSupport
import Tokens

/// Finds the project's `tokens/` folder: `$DESIGNPROOF_TOKENS`, else `./tokens`, else the
/// nearest `tokens/` above the executable (which lives in `.build/…` of a checkout) — a
/// folder that holds the first app's token file (`airfit.resolver.json` for `proof`).
public struct TokenDirectory {
    /// The folder, as found (often the relative `tokens`).
    public let path: String

    /// The folder at `path`, as it is.
    public init(path: String) { self.path = path }

    /// The folder the tokens folder is in: the project, whose `snapshots/` and `Tests/`
    /// hold snapshot references.
    /// (Absolute: the tokens folder is often found as the relative `tokens`.)
    var projectRoot: String { URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path }

    /// The tokens folder of the running command line's apps; throws `CLIError.io` (74) when
    /// there is none.
    public static func locate() throws -> TokenDirectory {
        let marker = ProofCommandLine.current.apps.types.first?.tokenFile ?? "tokens.json"
        let fm = FileManager.default
        if let env = try RawArguments.environment("DESIGNPROOF_TOKENS").get() {
            var isFolder: ObjCBool = false
            guard fm.fileExists(atPath: env, isDirectory: &isFolder) else {
                throw CLIError.io("DESIGNPROOF_TOKENS=\(DiagnosticLine.shown(env)): no such folder")
            }
            guard isFolder.boolValue else { throw CLIError.io("DESIGNPROOF_TOKENS=\(DiagnosticLine.shown(env)) is a file, not a folder: set it to the tokens/ folder") }
            return TokenDirectory(path: env)
        }
        if fm.fileExists(atPath: "tokens/" + marker) { return TokenDirectory(path: "tokens") }
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        while dir.path != "/" {
            let candidate = dir.appendingPathComponent("tokens")
            if fm.fileExists(atPath: candidate.appendingPathComponent(marker).path) { return TokenDirectory(path: candidate.path) }
            dir.deleteLastPathComponent()
        }
        throw CLIError.io("cannot find the tokens/ folder: run proof from the project folder, or set DESIGNPROOF_TOKENS")
    }

    /// Where apps that draw data read it: `files` (a user's `--data`, by app id), else the
    /// samples in `data/` beside this folder, else in the nearest `data/` above the `proof`
    /// executable (a `DESIGNPROOF_TOKENS` copy of the tokens alone still finds the samples).
    public func dataSources(files: [String: DataFile] = [:]) -> DataSources {
        var sources = DataSources.beside(tokensDirectory: path)
        sources.files = files
        guard sources.sampleDirectory == nil else { return sources }
        let fm = FileManager.default
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        while dir.path != "/" {
            let candidate = dir.appendingPathComponent("data")
            if fm.fileExists(atPath: candidate.path), fm.fileExists(atPath: dir.appendingPathComponent("tokens").path) {
                sources.sampleDirectory = candidate.path
                return sources
            }
            dir.deleteLastPathComponent()
        }
        return sources
    }

    /// The `*.tokens.json` files and `*.resolver.json` documents in the folder, sorted (an
    /// app whose design system is a resolver document is listed by it). Names are read as bytes: one that is
    /// not UTF-8 is refused (65) rather than read as a different, missing name.
    func files() throws -> [String] {
        guard let folder = opendir(path) else {
            throw CLIError.io("\(path): cannot list the token files: " + SystemError.words(errno: errno))
        }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            guard let name = String(validating: bytes, as: UTF8.self) else {
                if [".tokens.json", ".resolver.json"].contains(where: { bytes.count > $0.utf8.count && Array(bytes.suffix($0.utf8.count)) == Array($0.utf8) }) {
                    throw CLIError.badData("\(path)/\(RawArguments.escaped(bytes)): the file name is not valid UTF-8: rename it")
                }
                continue
            }
            if name.hasSuffix(".tokens.json") || name.hasSuffix(".resolver.json") { names.append(name) }
        }
        return names.sorted().map { path + "/" + $0 }
    }
}

import Foundation
import Tokens

/// The checkout's root, found from this file's path, so tests read the real token files.
let repositoryRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()

func tokenFile(_ system: String) -> String { repositoryRoot + "/tokens/\(system).tokens.json" }

/// Parses `json` as a token file and returns the error lines (empty when valid).
func errorLines(_ json: String, file: String = "t.tokens.json") -> [String] {
    do {
        _ = try TokenLoader.parse(json, file: file)
        return []
    } catch {
        return error.errors.map(\.description)
    }
}

/// Parses `json` (which must load) and returns its warning lines.
func warningLines(_ json: String, file: String = "t.tokens.json", options: TokenLoader.Options = .lenient) -> [String] {
    do {
        return try TokenLoader.parse(json, file: file, options: options).warnings.map(\.description)
    } catch {
        return error.errors.map { "ERROR " + $0.description }
    }
}

/// Like `errorLines`, with options (strict mode).
func errorLines(_ json: String, file: String = "t.tokens.json", options: TokenLoader.Options) -> [String] {
    do {
        _ = try TokenLoader.parse(json, file: file, options: options)
        return []
    } catch {
        return error.errors.map(\.description)
    }
}

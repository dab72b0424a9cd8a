import Foundation
import Tokens

/// The checkout's root, found from this file's path, so tests read the real token files.
let repositoryRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()

func tokenFile(_ system: String) -> String { repositoryRoot + "/tokens/\(system).tokens.json" }

/// The resolver document of `system`, when its design system is written as one.
func resolverFile(_ system: String) -> String? {
    let path = repositoryRoot + "/tokens/\(system).resolver.json"
    return FileManager.default.fileExists(atPath: path) ? path : nil
}

/// `system`'s tokens in each context its file has: the token file's one set, or the resolver
/// document resolved at each of its inputs (every context of every modifier).
func contextSets(_ system: String, options: TokenLoader.Options = .lenient) throws -> [TokenSet] {
    guard let path = resolverFile(system) else { return [try TokenLoader.load(path: tokenFile(system), options: options)] }
    let document = try TokenResolverDocument.load(path: path, options: options)
    return try document.validationInputs.map { try document.resolve($0, options: options) }
}

/// The file holding every token of `system` (its token file, or its resolver's base set).
func baseTokenFile(_ system: String) -> String {
    resolverFile(system) == nil ? tokenFile(system) : repositoryRoot + "/tokens/\(system)/base.tokens.json"
}

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

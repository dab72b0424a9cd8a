import Foundation
import TestSupport
import Tokens

/// The checkout's root (`Checkout.root`), so tests read the real token files.
let repositoryRoot = Checkout.root

/// `system`'s tokens in each context its resolver document has (every context of every modifier).
func contextSets(_ system: String, options: TokenLoader.Options = .lenient) throws -> [TokenSet] {
    let document = try TokenResolverDocument.load(path: repositoryRoot + "/tokens/\(system).resolver.json", options: options)
    return try document.validationInputs.map { try document.resolve($0, options: options) }
}

/// The file holding every token of `system`: its resolver document's base set.
func baseTokenFile(_ system: String) -> String { repositoryRoot + "/tokens/\(system)/base.tokens.json" }

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

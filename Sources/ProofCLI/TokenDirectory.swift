import Foundation

/// Finds the project's `tokens/` folder: `$DESIGNPROOF_TOKENS`, else `./tokens`, else the
/// nearest `tokens/` above the `proof` executable (which lives in `.build/…` of a checkout).
struct TokenDirectory {
    let path: String

    static func locate() throws -> TokenDirectory {
        let fm = FileManager.default
        if let env = ProcessInfo.processInfo.environment["DESIGNPROOF_TOKENS"] {
            guard fm.fileExists(atPath: env) else {
                printError("DESIGNPROOF_TOKENS=\(env): no such folder")
                throw Exit.io
            }
            return TokenDirectory(path: env)
        }
        if fm.fileExists(atPath: "tokens/airfit.tokens.json") { return TokenDirectory(path: "tokens") }
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        while dir.path != "/" {
            let candidate = dir.appendingPathComponent("tokens")
            if fm.fileExists(atPath: candidate.appendingPathComponent("airfit.tokens.json").path) { return TokenDirectory(path: candidate.path) }
            dir.deleteLastPathComponent()
        }
        printError("cannot find the tokens/ folder: run proof from the project folder, or set DESIGNPROOF_TOKENS")
        throw Exit.io
    }

    func files() throws -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { $0.hasSuffix(".tokens.json") }.sorted().map { path + "/" + $0 }
    }
}

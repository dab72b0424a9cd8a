import ArgumentParser
import Foundation

/// DESIGN.md's exit codes.
enum Exit {
    static let checkFailed = ExitCode(1)
    static let usage = ExitCode(64)
    static let badData = ExitCode(65)
    static let io = ExitCode(74)
}

/// Diagnostics go to standard error, one line each, so standard output stays parseable.
func printError(_ line: String) {
    FileHandle.standardError.write(Data(("proof: " + line + "\n").utf8))
}

/// Encodes `value` as stable JSON (sorted keys) on one line.
func jsonLine<T: Encodable>(_ value: T) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}

import AppSupport
public import ArgumentParser
import Foundation

/// DESIGN.md's exit codes.
package enum Exit {
    package static let checkFailed = ExitCode(1)
    package static let usage = ExitCode(64)
    package static let badData = ExitCode(65)
    package static let io = ExitCode(74)
    /// Not in DESIGN.md's contract: an error no command expected, which is a bug in proof.
    package static let internalError = ExitCode(70)
}

/// A failure a command reports as one line on stderr, with the exit code for it.
/// `ProofCommandLine` prints it; thrown from `run()` (from `validate()` throw
/// `ValidationError`). A command of a team's own (`ProofCommandLine.extraCommands`) throws
/// these too, to keep DESIGN.md's contract.
public struct CLIError: Error, Equatable {
    /// The line printed after "NAME: " on stderr: what, where, how to fix.
    public let message: String
    /// The exit code (`usage` 64, `badData` 65, `io` 74).
    public let code: ExitCode

    /// A failure saying `message`, exiting with `code`.
    public init(message: String, code: ExitCode) { self.message = message; self.code = code }

    /// A usage error (exit 64).
    public static func usage(_ message: String) -> CLIError { CLIError(message: message, code: Exit.usage) }
    /// Bad input data (exit 65).
    public static func badData(_ message: String) -> CLIError { CLIError(message: message, code: Exit.badData) }
    /// A file that cannot be read or written (exit 74).
    public static func io(_ message: String) -> CLIError { CLIError(message: message, code: Exit.io) }
}

/// Encodes `value` as stable JSON (sorted keys) on one line.
package func jsonLine<T: Encodable>(_ value: T) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}


/// Exit code for a screen or animation request that failed before drawing.
package func requestExitCode(_ error: ScreenRequestError) -> ExitCode {
    switch error {
    case .tokensUnreadable, .dataUnreadable: Exit.io
    case .tokens, .badData: Exit.badData
    default: Exit.usage
    }
}

import AppSupport
import ArgumentParser
import Foundation
import ProofOutput
import Render
import Tokens

/// The root command of a `ProofCommandLine` (`proof`, or a team's own executable): its
/// name, abstract and extra commands come from the command line being run. Exit codes
/// follow DESIGN.md: 0 ok, 1 a check failed, 64 usage error, 65 bad input data, 70 a bug,
/// 74 I/O error.
struct Proof: ParsableCommand {
    /// The commands every command line has, in `--help` order.
    static let builtIn: [any ParsableCommand.Type] = [
        RenderCommand.self, SheetCommand.self, AnimateCommand.self, DiffCommand.self, CheckCommand.self, ListCommand.self,
        TokensCommand.self, ContrastCommand.self, MotionCommand.self, GalleryCommand.self, PreviewsCommand.self]

    static var configuration: CommandConfiguration {
        let line = ProofCommandLine.current
        return CommandConfiguration(commandName: line.name, abstract: line.abstract, version: line.version,
                                    subcommands: builtIn + line.extraCommands)
    }

    /// ArgumentParser's own `main` prints a usage error as three or four lines and any
    /// other error as "Error: …" with exit 1 (which means "a check failed" here). This one
    /// keeps DESIGN.md's contract: help and version in full on stdout with exit 0, every
    /// error one line on stderr with its documented exit code.
    static func runCommandLine() -> Never {
        // Over a file size limit (ulimit -f), write() then fails with EFBIG — reported as
        // "file too large" and rolled back — instead of the process dying half-way.
        signal(SIGXFSZ, SIG_IGN)
        if let closed = StandardStreams.prepare() { printError(closed); Foundation.exit(Exit.io.rawValue) }
        let arguments: [String]
        switch RawArguments.decoded() {
        case .success(let decoded): arguments = decoded
        case .failure(let error): printError(error.message); Foundation.exit(error.code.rawValue)
        }
        let names = CommandNames(arguments)
        if let problem = names.problem {
            printError(problem + " (" + names.helpHint + ")")
            Foundation.exit(Exit.usage.rawValue)
        }
        var status: Int32 = 0
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            status = report(error, names: names)
        }
        // What was printed must have reached standard output: a lost report is an I/O error,
        // whatever the verdict.
        if let lost = StandardStreams.finish() {
            printError(lost)
            Foundation.exit(Exit.io.rawValue)
        }
        Foundation.exit(status)
    }

    /// Prints what `error` means for the user and returns the exit code.
    static func report(_ error: any Error, names: CommandNames) -> Int32 {
        switch error {
        case let e as CLIError:
            printError(e.message)
            return e.code.rawValue
        case let e as ExitCode:
            return e.rawValue
        case let e as RenderError:
            printError(e.description)
            return e.exitCode
        case let e as ScreenRequestError:
            printError(e.description)
            return requestExitCode(e).rawValue
        case let e as TokenFileInvalid:
            printError(e.summary)
            return (e.isIOError ? Exit.io : Exit.badData).rawValue
        default:
            let code = exitCode(for: error)
            if code == .success {
                // --help, help CMD, --version.
                print(fullMessage(for: error))
                return 0
            }
            let message = message(for: error)
            // An ExitCode thrown from validate(): its line is already printed.
            if message.isEmpty { return code.rawValue }
            if code == .validationFailure {
                printError(firstLine(message) + " (" + names.helpHint + ")")
                return Exit.usage.rawValue
            }
            printError("internal error: " + firstLine(message) + " (a bug in proof; please report it with the command line)")
            return Exit.internalError.rawValue
        }
    }

    /// The first line of a message, with the user's own newlines escaped first so that an
    /// argument holding one is not cut.
    private static func firstLine(_ message: String) -> String {
        var text = message
        for a in CommandLine.arguments.dropFirst() where a.contains(where: \.isNewline) {
            text = text.replacingOccurrences(of: a, with: DiagnosticLine.escaped(a))
        }
        return text.split(whereSeparator: \.isNewline).first.map(String.init) ?? text
    }
}

import DocFigures
import Foundation

/// `proof check --json` over every app, check and device — the very run the docs' figures
/// come from (`FigureRun.check`) — made once per test process and shared by the tests that
/// read the whole catalogue's verdicts. Each of them used to run its own: every screen laid
/// out thousands of times again, minutes each in a debug build. A test awaits the one run;
/// waiting suspends it instead of holding one of the two test threads.
enum FullCheck {
    private static let task = Task { () throws -> ProofResult in
        try Proof.run(FigureRun.check.arguments(out: Proof.temporaryDirectory()), timeout: Proof.slowTimeout)
    }

    /// The run's exit status and output (exit 1: AirFit's contrast fails, as the seed does).
    static func result() async throws -> ProofResult { try await task.value }

    /// The run's JSON, decoded.
    static func run() async throws -> CheckCommandTests.Run {
        try JSONDecoder().decode(CheckCommandTests.Run.self, from: Data(try await result().stdout.utf8))
    }

    /// One check of the run, by name.
    static func check(_ name: String) async throws -> CheckCommandTests.Run.Check {
        guard let check = try await run().checks.first(where: { $0.name == name }) else {
            throw CocoaError(.coderValueNotFound, userInfo: [NSDebugDescriptionErrorKey: "proof check --json has no check \(name)"])
        }
        return check
    }
}

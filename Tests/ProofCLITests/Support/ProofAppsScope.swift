import Catalog
import ProofCLI
import Checks
import Testing

/// Runs a suite's tests inside `proof`'s own command line (DesignProof's four apps), as
/// `ProofCommandLine.main()` runs a command: tests that call the commands' parts in process
/// (a `CheckContext`, a gallery plan) read the apps from `ProofCommandLine.current`, which
/// is empty outside a run.
struct ProofAppsScope: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await ProofCommandLine.$current.withValue(ProofCommandLine(name: "proof", abstract: "", apps: AppList.apps)) {
            try await function()
        }
    }
}

extension Trait where Self == ProofAppsScope {
    /// DesignProof's four apps as the command line's, for the test or suite.
    static var proofApps: Self { Self() }
}

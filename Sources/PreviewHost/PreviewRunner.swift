internal import ProofCLI
import AppSupport

/// The `main` of the runner `proof previews` compiles from a team's files: every `proof`
/// command over the previews as one app (`proof previews` runs `render --all`, `proof
/// check --previews` runs `check`). Its errors read as `proof`'s own.
public enum PreviewRunner {
    /// Runs the command line over `app` and exits.
    public static func main<App: PreviewsApp>(_ app: App.Type) -> Never {
        ProofCommandLine(name: "proof", abstract: "The previews of \(App.displayName), drawn by DesignProof.",
                         apps: DesignApps([app])).main()
    }
}

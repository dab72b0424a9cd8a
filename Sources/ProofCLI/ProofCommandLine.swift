public import AppSupport
public import ArgumentParser
import Foundation
import ProofOutput
import Render

/// A `proof` command line over a list of apps: every command — `render`, `sheet`,
/// `animate`, `check`, `diff`, `list`, `tokens`, `contrast`, `motion`, `gallery`, `previews` — drawing
/// and checking the screens and animations of `apps`, with DESIGN.md's contract (one-line
/// errors, exit codes 0 / 1 / 64 / 65 / 70 / 74). DesignProof's own `proof` is this with its
/// four apps; a team's executable hands it its own:
///
/// ```swift
/// import ProofCLI
/// import MyAppDesign
///
/// ProofCommandLine(name: "myproof", abstract: "Render and check MyApp's screens.",
///                  apps: DesignApps([MyApp.self])).main()
/// ```
///
/// The token files are found as `proof` finds its own: `$DESIGNPROOF_TOKENS`, else
/// `./tokens`, else the nearest `tokens/` above the executable that holds the first app's
/// token file.
public struct ProofCommandLine: @unchecked Sendable {
    // @unchecked: `extraCommands` holds metatypes, immutable references to types that Swift
    // does not yet infer Sendable for.

    /// The executable's name, as errors and help show it (`proof`, `myproof`).
    public let name: String
    /// One line under the name in `--help`.
    public let abstract: String
    /// What `--version` prints.
    public let version: String
    /// The apps every command draws from, in catalogue order.
    public let apps: DesignApps
    /// Commands of the executable's own, listed after the built-in ones in `--help`
    /// (DesignProof's `proof bench`).
    public let extraCommands: [any ParsableCommand.Type]

    /// A command line named `name` over `apps`.
    public init(name: String, abstract: String, version: String = "0.1.0", apps: DesignApps,
                extraCommands: [any ParsableCommand.Type] = []) {
        self.name = name
        self.abstract = abstract
        self.version = version
        self.apps = apps
        self.extraCommands = extraCommands
    }

    /// The command line the running command belongs to: bound by `main()` for the whole run,
    /// so commands read the apps (and help texts the name) without a global.
    @TaskLocal package static var current = ProofCommandLine(name: "proof", abstract: "", apps: DesignApps([]))

    /// Parses `CommandLine.arguments`, runs the command and exits with its code. The command
    /// runs on a worker thread while the main thread serves the main queue, so the screens
    /// of a team's `@MainActor` views (`ScreenEntry.mainActor`, `proof previews`) are laid
    /// out there while drawing runs in parallel.
    public func main() -> Never {
        // Frames, masks and backdrops are taken and given back many times a second: keep
        // their memory in the process instead of faulting it in again for each frame.
        FrameMemory.keepFrameBuffers(environment: ProcessInfo.processInfo.environment)
        let line = self
        let worker = Thread {
            Self.$current.withValue(line) { () -> Void in Proof.runCommandLine() }
        }
        // The main thread's size: a deep view tree recurses once per level while laying out.
        worker.stackSize = 8 << 20
        worker.start()
        dispatchMain()
    }
}

/// One run of `proof` whose output the docs quote. The generator (`docfigures`, `make docs`)
/// and the test (`DocFiguresTests`) run the same list, each once, from the package folder;
/// `FigureValues` turns their outputs into every figure.
public struct FigureRun: Sendable, Hashable {
    public enum Output: Sendable, Hashable {
        /// What the run prints on standard output.
        case stdout
        /// A file the run writes, relative to its `--out` folder.
        case file(String)
    }

    public let name: String
    /// `proof`'s arguments; `FigureRun.outFolder` stands for a scratch folder.
    let template: [String]
    public let output: Output
    /// The exit codes of a good run: `proof check` exits 1 because AirFit's contrast fails.
    public let goodExits: Set<Int32>

    public static let outFolder = "{out}"

    public func arguments(out: String) -> [String] {
        template.map { $0 == Self.outFolder ? out : $0 }
    }

    /// Every check on every device: the figures of docs/CHECKS.md and the README's check
    /// section. The one expensive run (minutes in a debug build).
    public static let check = FigureRun(name: "check", template: ["check", "--propose", "--json"], output: .stdout, goodExits: [0, 1])
    /// The README's `proof tokens validate --each tokens/*.resolver.json`
    /// (the shell sorts the glob).
    public static let tokens = FigureRun(name: "tokens", template: ["tokens", "validate", "--each"] + TokenFiles.seeds.map { "tokens/" + $0 },
                                         output: .stdout, goodExits: [0])
    public static let list = FigureRun(name: "list", template: ["list"], output: .stdout, goodExits: [0])
    /// The cascade at the default 120 fps (its frame count is quoted), @1x to keep it cheap.
    public static let cascade = FigureRun(name: "cascade", template: ["animate", "airfit/cascade", "--scale", "1", "--out", outFolder],
                                          output: .file("airfit/cascade/timeline.json"), goodExits: [0])
    /// Only the end of the spin is quoted: one frame a second is enough.
    public static let spinWheel = FigureRun(name: "spin-wheel", template: ["animate", "calai/spin-wheel-spin", "--fps", "1", "--scale", "1", "--out", outFolder],
                                            output: .file("calai/spin-wheel-spin/timeline.json"), goodExits: [0])
    /// The cascade's reduced-motion variant: only its length is quoted.
    public static let cascadeReduced = FigureRun(name: "cascade-reduced", template: ["animate", "airfit/cascade", "--reduced-motion", "--fps", "1", "--scale", "1", "--out", outFolder],
                                                 output: .file("airfit/cascade-reduced/timeline.json"), goodExits: [0])
    public static let gradientNumber = FigureRun(name: "gradient-number", template: ["animate", "airfit/gradient-number", "--fps", "1", "--scale", "1", "--out", outFolder],
                                                 output: .file("airfit/gradient-number/timeline.json"), goodExits: [0])
    /// Cal AI's push: only how far the old page moves is quoted (its first and last values).
    public static let push = FigureRun(name: "push", template: ["animate", "calai/push", "--fps", "1", "--scale", "1", "--out", outFolder],
                                       output: .file("calai/push/timeline.json"), goodExits: [0])
    /// AirFit's GlassCard spring-in: the `spring` object of its timeline rows (SwiftUI's
    /// three forms, docs/TOKENS.md); one frame a second is enough.
    public static let glassIn = FigureRun(name: "glass-in", template: ["animate", "airfit/glass-in", "--fps", "1", "--scale", "1", "--out", outFolder],
                                          output: .file("airfit/glass-in/timeline.json"), goodExits: [0])
    /// The dashboard's display list: its materials and shadows (docs/CHECKS.md, blur budget).
    public static let dashboard = FigureRun(name: "dashboard", template: ["render", "airfit/dashboard", "--out", outFolder],
                                            output: .file("airfit/dashboard.json"), goodExits: [0])
    /// Cal AI's plan, whole (the README quotes its numbers: they come from `CalAIPlan`).
    public static let plan = FigureRun(name: "plan", template: ["render", "calai/plan-ready", "--state", "full", "--out", outFolder],
                                       output: .file("calai/plan-ready@full.json"), goodExits: [0])
    /// The README's `proof contrast` example and the two ratios of "What the seeds get wrong".
    public static let contrastExample = FigureRun(name: "contrast-example", template: ["contrast", "777777", "FFFFFF", "--json"], output: .stdout, goodExits: [0])
    public static let secondaryLabel = FigureRun(name: "secondary-label", template: ["contrast", "3C3C4399", "FFFFFF", "--json"], output: .stdout, goodExits: [0])
    public static let systemBlue = FigureRun(name: "system-blue", template: ["contrast", "FFFFFF", "007AFF", "--json"], output: .stdout, goodExits: [0])

    public static let all: [FigureRun] = [check, tokens, list, cascade, cascadeReduced, spinWheel, gradientNumber, push, glassIn, dashboard, plan, contrastExample, secondaryLabel, systemBlue]

    /// The command line as the docs show it.
    public func commandLine(out: String = "out") -> String {
        (["proof"] + arguments(out: out)).joined(separator: " ")
    }
}

public enum TokenFiles {
    /// The seed systems' resolver documents in tokens/, in the order `tokens/*.resolver.json`
    /// expands to.
    public static let seeds = ["airfit.resolver.json", "calai.resolver.json", "fitai.resolver.json", "nutrisync.resolver.json"]
    /// The file the few token values a figure is computed with are read from: AirFit's
    /// base set (its motion tokens; no context changes them).
    public static let airfitBase = "airfit/base.tokens.json"
    /// Every file in tokens/ the figures read (`FigureValues.compute`'s `tokenFiles` keys).
    public static var read: [String] { seeds + [airfitBase] }
    /// The shell words that list them.
    public static let glob = "tokens/*.resolver.json"
}

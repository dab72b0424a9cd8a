import Catalog
import ProofBench
import ProofCLI

// `proof`: DesignProof's command line over its own four apps, plus `proof bench` (the speed
// figures of docs/PERFORMANCE.md, timed on AirFit's dashboard and FitAI's food log). A team's
// own executable is the same three lines over its apps (Examples/MyFitness).
ProofCommandLine(
    name: "proof",
    abstract: "Render, animate and check the design systems of AirFit, Cal AI, NutriSync and FitAI.",
    apps: AppList.apps,
    extraCommands: [BenchCommand.self]
).main()

import AppSupport
import MyFitnessDesign
import ProofCLI

// `myproof`: every DesignProof command (render, sheet, animate, check, diff, list, tokens,
// gallery) over MyFitness's own screens. Run from this folder, it finds tokens/ here.
ProofCommandLine(
    name: "myproof",
    abstract: "Render and check the MyFitness design system and its screens.",
    apps: DesignApps([MyFitnessApp.self])
).main()

import ArgumentParser

/// `proof`: design specs made executable. Exit codes follow DESIGN.md: 0 ok, 1 a check
/// failed, 64 usage error, 65 bad input data, 74 I/O error.
@main
struct Proof: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "proof",
        abstract: "Render, animate and check the design systems of AirFit, Cal AI, NutriSync and FitAI.",
        version: "0.1.0",
        subcommands: [RenderCommand.self, SheetCommand.self, AnimateCommand.self, DiffCommand.self, CheckCommand.self, ListCommand.self, BenchCommand.self, TokensCommand.self, ContrastCommand.self, MotionCommand.self])
}

import DocFigures
import Foundation
import Testing

/// Every figure README.md and docs/*.md quote from a check, an animation, a token count or a
/// render (`<!-- fig KEY -->value<!-- /fig -->`) is what the built proof prints now: a
/// change that moves a number fails here, listing each stale figure, until `make docs`
/// rewrites it. Each run of `FigureRun.all` happens once (`proof check --json`, the one that
/// takes minutes in a debug build, is `FullCheck`'s, shared with the check tests).
@Suite struct DocFiguresTests {
    @Test func everyDocFigureIsWhatProofPrintsNow() async throws {
        var outputs: [String: String] = [:]
        for run in FigureRun.all {
            let out = Proof.temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: out) }
            // The check run is the one the check tests share (`FullCheck`).
            let r = run == .check ? try await FullCheck.result() : try Proof.run(run.arguments(out: out), timeout: Proof.defaultTimeout)
            try #require(run.goodExits.contains(r.status), "\(run.commandLine()) exited \(r.status): \(r.stderr.prefix(500))")
            switch run.output {
            case .stdout: outputs[run.name] = r.stdout
            case .file(let path): outputs[run.name] = try String(contentsOfFile: out + "/" + path, encoding: .utf8)
            }
        }
        var tokenFiles: [String: String] = [:]
        for f in TokenFiles.read { tokenFiles[f] = try String(contentsOfFile: Proof.root + "/tokens/" + f, encoding: .utf8) }
        let values = try FigureValues.compute(outputs: outputs, tokenFiles: tokenFiles)
        let result = try DocFiles.check(root: Proof.root, values: values)
        #expect(result.unknown.isEmpty, "figure keys nothing computes: \(result.unknown.joined(separator: "; "))")
        let list = result.stale.map(\.description).joined(separator: "\n")
        #expect(result.stale.isEmpty, "\(result.stale.count) stale figures — \(DocFiles.howToFix):\n\(list)")
    }

    /// The figures issue 13 found stale stay marked, so they cannot drift again unnoticed.
    @Test func theFiguresThatWentStaleAreMarked() throws {
        let readme = try FigureMarkup(file: "README.md", text: String(contentsOfFile: Proof.root + "/README.md", encoding: .utf8))
        let checks = try FigureMarkup(file: "docs/CHECKS.md", text: String(contentsOfFile: Proof.root + "/docs/CHECKS.md", encoding: .utf8))
        let readmeKeys = Set(readme.figures.map(\.key)), checksKeys = Set(checks.figures.map(\.key))
        #expect(readmeKeys.isSuperset(of: ["spin.turns", "spin.rest", "tokens.validate", "contrast.example", "contrast.airfit.worst", "cascade.frames"]))
        #expect(checksKeys.isSuperset(of: ["crossfade.measured", "crossfade.predicted", "contrast.measured", "dynamicType.beyond", "dynamicType.layouts",
                                           "blur.measured", "accessibility.measured", "contrast.airfit/dashboard.1920.light.worst"]))
    }
}

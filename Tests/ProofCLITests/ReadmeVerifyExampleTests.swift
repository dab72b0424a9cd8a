import Foundation
import Testing

/// The README's "Verify an animation against a reference" shows real output: its console
/// blocks are replayed here, in a scratch folder — each `$ proof …` run and its printed
/// lines compared with what the README says, each `$ cp A B` done — so the example
/// cannot drift from what proof prints (a change that moves its numbers fails here until
/// the README is re-run and updated).
@Suite struct ReadmeVerifyExampleTests {
    /// The section's console blocks, as (command, expected output lines) in order.
    static func steps() throws -> [(command: [String], output: [String])] {
        let readme = try String(contentsOfFile: Proof.root + "/README.md", encoding: .utf8)
        let start = try #require(readme.range(of: "### Verify an animation against a reference\n"))
        let rest = readme[start.upperBound...]
        let section = rest.prefix(upTo: rest.range(of: "\n#")?.lowerBound ?? rest.endIndex)
        var steps: [(command: [String], output: [String])] = []
        var inConsole = false
        for line in section.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line == "```console" { inConsole = true; continue }
            if line == "```" { inConsole = false; continue }
            guard inConsole else { continue }
            if line.hasPrefix("$ ") {
                // A trailing "# comment" is the reader's, not the shell's argument.
                let command = line.dropFirst(2).split(separator: "#", maxSplits: 1)[0]
                steps.append((command.split(separator: " ").map(String.init), []))
            } else if !steps.isEmpty {
                steps[steps.count - 1].output.append(line)
            }
        }
        return steps
    }

    @Test func theReadmeExampleIsWhatProofPrints() throws {
        let steps = try Self.steps()
        #expect(steps.map { $0.command.prefix(2).joined(separator: " ") } == ["proof animate", "proof animate", "cp ref/airfit/gradient-number/frame-004.png", "proof animate"],
                "the README's example changed shape: \(steps.map(\.command))")
        let dir = Proof.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var statuses: [Int32] = []
        for step in steps {
            switch step.command.first {
            case "proof":
                let r = try Proof.run(Array(step.command.dropFirst()), in: dir)
                statuses.append(r.status)
                #expect(r.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) == step.output + [""],
                        "\(step.command.joined(separator: " ")) printed:\n\(r.stdout)\(r.stderr)")
            case "cp":
                let (from, to) = (dir + "/" + step.command[1], dir + "/" + step.command[2])
                try FileManager.default.removeItem(atPath: to)
                try FileManager.default.copyItem(atPath: from, toPath: to)
            default:
                Issue.record("a step the test does not replay: \(step.command)")
            }
        }
        #expect(statuses == [0, 0, 1])
        // The heatmap the README shows is of this frame, and was written where it says.
        #expect(FileManager.default.fileExists(atPath: dir + "/ref/airfit/gradient-number/verify-frame-003-heatmap.png"))
    }
}

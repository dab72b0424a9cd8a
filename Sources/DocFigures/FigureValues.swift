import Foundation

/// Every figure the docs may quote, computed from the outputs of `FigureRun.all` (keyed
/// by run name) and the seed token files (keyed by file name, for the few token values a
/// figure is computed with).
public enum FigureValues {
    public static func compute(outputs: [String: String], tokenFiles: [String: String]) throws(FigureError) -> [String: String] {
        func output(_ run: FigureRun) throws(FigureError) -> String {
            guard let text = outputs[run.name] else { throw FigureError(run: run.name, "was not run") }
            return text
        }
        guard let airfitText = tokenFiles[TokenFiles.airfitBase] else { throw FigureError(run: "tokens", TokenFiles.airfitBase + " was not read") }
        let airfit = try TokenFile(name: TokenFiles.airfitBase, text: airfitText)
        var values: [String: String] = [:]
        func add(_ more: [String: String]) { values.merge(more) { a, _ in a } }
        add(try CheckFigures.values(try output(.check)))
        add(try ProposalFigures.values(try output(.check)))
        add(try CommandFigures.tokens(try output(.tokens)))
        add(try CommandFigures.list(try output(.list)))
        add(try AnimationFigures.cascade(try output(.cascade), tokens: airfit))
        add(try AnimationFigures.reducedDuration(try output(.cascadeReduced), key: "cascade.reducedDuration", run: .cascadeReduced))
        add(try AnimationFigures.spinWheel(try output(.spinWheel)))
        add(try AnimationFigures.gradientNumber(try output(.gradientNumber)))
        add(try AnimationFigures.push(try output(.push)))
        add(try AnimationFigures.glassInSpring(try output(.glassIn)))
        add(try CommandFigures.blurs(try output(.dashboard)))
        add(try CommandFigures.plan(try output(.plan)))
        let example = try output(.contrastExample)
        values["contrast.example"] = FigureFormat.console(FigureRun.contrastExample.commandLine(), example)
        values["contrast.secondaryLabel"] = try CommandFigures.contrast(try output(.secondaryLabel), run: .secondaryLabel)
        values["contrast.systemBlue"] = try CommandFigures.contrast(try output(.systemBlue), run: .systemBlue)
        return values
    }
}

/// The Markdown files whose figures are generated: README.md and every docs/*.md.
public enum DocFiles {
    public static func paths(root: String) -> [String] {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: root + "/docs")) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    /// Every stale figure of every doc, and every figure whose key no value has.
    public static func check(root: String, values: [String: String]) throws -> (stale: [FigureMarkup.Stale], unknown: [String]) {
        var stale: [FigureMarkup.Stale] = [], unknown: [String] = []
        for path in paths(root: root) {
            let markup = try FigureMarkup(file: path, text: String(contentsOfFile: root + "/" + path, encoding: .utf8))
            let r = markup.stale(against: values)
            stale += r.stale
            unknown += r.unknown.map { "\(path):\($0.line): \($0.key)" }
        }
        return (stale, unknown)
    }

    /// What to tell whoever sees stale figures.
    public static let howToFix = "run `make docs` (it runs proof and rewrites every marked figure), read the diff, commit it"
}

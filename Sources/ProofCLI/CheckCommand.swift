
import AppSupport
import ArgumentParser
import Checks
import DisplayList
import Foundation
import ProofOutput
import Inspect
import Layout
import Proposals
import Render
import Tokens

/// `proof check`: every claim of the specs as a check on what is drawn. Exit 1 when any fails.
package struct CheckCommand: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check contrast, cross-fade deltas, the blur budget, Dynamic Type, overlap, accessibility, tap targets and component rules on every screen and state, and the seeds' motion claims on every animation.",
        discussion: """
            With no names, runs every check. Contrast, Dynamic Type, overlap, tap targets and components lay every screen out on each device (all three unless --device names some). \
            Without --contrast, contrast is measured in the standard environment and again under Increase Contrast wherever it changes what a screen draws, \
            and the other checks lay screens out in the standard one; --contrast standard or high runs every check in that one environment. \
            Motion measures the animations' frames at 120 fps on the default phone: nothing linear where a seed forbids it, reduced motion still with its fades timed, every animation ending on its screen, springs worked out and measured, no duplicate frame while a track moves (docs/CHECKS.md#motion). \
            Exit 0 when all pass, 1 when any fails; a check that measured nothing, or fewer items than its screens contain, fails (its summary says NOT CHECKED and what).
            """)

    /// Every check's name, in the order they run (`CheckRegistry`).
    static var all: [String] { CheckRegistry.names }

    @Argument(help: ArgumentHelp("Checks to run: " + CheckRegistry.all.map { "\($0.name) (\($0.measures))" }.joined(separator: "; ") + "."))
    var checks: [String] = []

    @Option(name: .customLong("device"), help: "A device for the checks that lay screens out: iphone-se, iphone-16 or iphone-16-pro-max (repeat for several; default: all three).")
    var deviceIDs: [String] = []

    @Option(help: "standard or high (Increase Contrast): every check in that one environment (default: contrast in both, the rest standard).")
    var contrast: String?

    @Option(name: .customLong("app"), help: ArgumentHelp("Check only this app's screens and animations: \(SheetCommand.appNames) (repeat for several; default: every app)."))
    var appIDs: [String] = []

    @Flag(help: "Print JSON.")
    var json = false

    @Option(help: "How many failures of each check to print (JSON always lists all).")
    var limit: Int = 12

    @Option(help: "Also write images of the worst contrast failures (failing elements outlined) into this folder.")
    var out: String?

    @Option(help: ArgumentHelp(DataOption.help, valueName: "file"))
    var data: String?

    @Option(help: ArgumentHelp(ShardOption.help + " App-wide items (token pairs, springs) go to the shard of the app's id, the cross-fade to airfit/welcome's; --json records the shard.", valueName: "K/N"))
    var shard: String?

    @Flag(help: ArgumentHelp("With \(CheckRegistry.all.filter { $0.proposes }.map { $0.name }.joined(separator: ", ")): for every failure the smallest change that passes — a token's OKLCH lightness moved, a card drawn without its material, a text's line limit or scale factor, a fade over a fold that slices a line, a linear curve token made the app's standard spring — checked again on the proposed design; printed, in --json, and as proposals.json in --out."))
    var propose = false

    @Option(help: ArgumentHelp("Check the design with these proposals applied (the proposals.json of check --propose --out, or its --json output): tokens overlaid, never edited.", valueName: "file"))
    var applyProposals: String?

    @OptionGroup var resolverContext: ContextOption

    @Option(parsing: .upToNextOption,
            help: ArgumentHelp("Combine the --json results of check --shard K/N (files, or folders of them) into one verdict, printed as text or with --json; exit 0 or 1 as one unsharded run. A missing shard fails the verdict, named.", valueName: "path"))
    var merge: [String] = []

    @Option(parsing: .upToNextOption,
            help: ArgumentHelp("Check the #Previews and PreviewProviders of your own SwiftUI files (Swift files or a package folder) instead of proof's apps: compiled and drawn as `proof previews` draws them, then every check named (default: all that apply).", valueName: "path"))
    var previews: [String] = []

    package func validate() throws {
        if !previews.isEmpty {
            // A check the previews cannot have (one needing AirFit's screens) is refused by name.
            let unavailable = checks.first { CheckRegistry.check(named: $0)?.unavailable(with: DesignApps([]), scope: nil, commandName: "") != nil }
            let given: [(String, Bool)] = [("--merge", !merge.isEmpty), ("--app", !appIDs.isEmpty), ("--data", data != nil),
                                           ("--apply-proposals", applyProposals != nil), (unavailable ?? "", unavailable != nil)]
            if let first = given.first(where: { $0.1 })?.0 { throw ValidationError("--previews checks your previews, one app of their own; leave out \(first)") }
        }
        if !merge.isEmpty {
            let given: [(String, Bool)] = [("check names", !checks.isEmpty), ("--device", !deviceIDs.isEmpty), ("--contrast", contrast != nil),
                                           ("--app", !appIDs.isEmpty), ("--out", out != nil), ("--data", data != nil), ("--shard", shard != nil),
                                           ("--propose", propose), ("--apply-proposals", applyProposals != nil)]
            if let first = given.first(where: { $0.1 })?.0 { throw ValidationError("--merge combines results that were already checked; leave out \(first)") }
        }
        _ = try ShardOption.parse(shard)
        for c in checks where !Self.all.contains(c) {
            let near = Self.all.min { editDistance($0, c) < editDistance($1, c) }.flatMap { editDistance($0, c) <= max(3, c.count / 3) ? $0 : nil }
            throw ValidationError("unknown check \"\(DiagnosticLine.shortened(c))\"" + (near.map { " (did you mean \($0)?)" } ?? "") + "; checks: \(Self.all.joined(separator: ", "))")
        }
        if let contrast { _ = try ContrastOption.parse(contrast) }
        if propose {
            guard checkNames.contains(where: ProposalRun.checks.contains) else {
                throw ValidationError("--propose proposes fixes for \(Self.listed(ProposalRun.checks)) failures; add one of them to the checks")
            }
            if shard != nil { throw ValidationError("--propose needs every screen (a token change reaches them all); leave out --shard") }
            if applyProposals != nil { throw ValidationError("--propose starts from the design as it is; leave out --apply-proposals") }
        }
        if let applyProposals, applyProposals.isEmpty { throw ValidationError("--apply-proposals is empty: give the proposals.json that check --propose --out wrote") }
        guard limit >= 0 else { throw ValidationError("--limit \(limit) is out of range: give how many failures to print, 0 or more") }
        if let out { _ = try outputDirectory(out) }
        for id in deviceIDs { try validateDevice(id) }
        if previews.isEmpty { try validateApps(appIDs) }
        try DataOption.validate(data, drawsDataApp: DataOption.drawsDataApp(appIDs),
                                what: appIDs.map { "--app " + DiagnosticLine.shown($0) }.joined(separator: " "))
        // A check these apps cannot have at all (the cross-fade without AirFit), named.
        for name in checks {
            if let problem = CheckRegistry.check(named: name)?.unavailable(with: ProofCommandLine.current.apps, scope: appScope,
                                                                           commandName: ProofCommandLine.current.name) {
                throw ValidationError(problem)
            }
        }
    }

    /// `--app`, as the checks' scope (nil: every app).
    var appScope: Set<String>? { appIDs.isEmpty ? nil : Set(appIDs) }

    /// The checks to run: those named, or every one these apps can have.
    var checkNames: [String] {
        if !checks.isEmpty { return checks }
        return CheckSuite.available(with: ProofCommandLine.current.apps, scope: appScope, commandName: ProofCommandLine.current.name)
    }

    /// "a, b, c and d"
    static func listed(_ names: [String]) -> String {
        names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names.last!
    }

    package func run() throws {
        if !merge.isEmpty { return try CheckMerge.run(merge, json: json, limit: limit) }
        if !previews.isEmpty { return try checkPreviews() }
        // The images folder is checked before the checks render anything, not after.
        let output = try out.map { o throws(CLIError) in try OutputRun(out: o) }
        defer { output?.discard() }
        let dataFiles = try DataOption.files(data)
        let tokenDirectory = try TokenDirectory.locate()
        let tokens = tokenDirectory.path
        var context: CheckContext
        // Each device once, in the order given (`Device.all`'s order by default).
        let devices = deviceIDs.isEmpty ? Device.all : Device.all.filter { deviceIDs.contains($0.id) }
        let environment = try contrast.map(ContrastOption.parse)
        // Read once: the overlay, and the options the result records.
        let applied = try applyProposals.map { f throws(CLIError) in (file: f, proposals: try ProposalFile.read(f)) }
        var overlay = try applied.map { a throws(CLIError) in
            try ProposalFile.overlay(of: a.proposals, from: a.file, tokensDirectory: tokens, apps: ProofCommandLine.current.apps)
        } ?? .none
        overlay.contexts = try resolverContext.input()
        do { context = try CheckContext(designApps: ProofCommandLine.current.apps, tokensDirectory: tokens, devices: devices, contrast: environment,
                                        apps: appScope, data: tokenDirectory.dataSources(files: dataFiles), overlay: overlay) } catch let e {
            printError(e.description)
            throw requestExitCode(e)
        }
        context.shard = try ShardOption.parse(shard)
        var names = checkNames
        if checks.isEmpty {
            // Checks named by default that have nothing to hold a team's own apps to are left
            // out and said so, rather than failing as "nothing checked" (naming one still runs it).
            // Judged on the whole run, so that every shard runs the same checks.
            for (name, reason) in try CheckSuite.inapplicable(names, in: context.unsharded) {
                names.removeAll { $0 == name }
                if !json { print("SKIP  \(name) — \(reason)") }
            }
        }
        let images = output.map { CheckImages(output: $0) }
        // With --propose, the proposing checks' reports are those of the design as it is.
        let proposed = propose ? try ProposalRun(names: names, context: context, tokensDirectory: tokens,
                                                 data: tokenDirectory.dataSources(files: dataFiles), images: images) : nil
        let reports = try CheckSuite.reports(names, context: context, images: images, made: proposed?.reports ?? [:])
        let file = try proposed?.file(reports: reports)
        if let file, let output {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            try output.write(try encoder.encode(file), to: "proposals.json")
            if !json { FileHandle.standardError.write(Data("wrote \(output.path("proposals.json"))\n".utf8)) }
        }
        // The images are in place (or the run failed with 74) before any verdict is printed.
        try output?.commit()
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let options = CheckOptions(context: context.unsharded, contrast: environment, tokensDirectory: tokens,
                                       data: tokenDirectory.dataSources(files: dataFiles), proposals: applied?.proposals)
            let run = CheckRun(passed: reports.allSatisfy(\.passed), checks: reports, options: options, shard: context.shard?.description,
                               proposals: file?.proposals, proposalsRecheck: file?.recheck, proposalsLeft: file?.left)
            print(String(decoding: try encoder.encode(run), as: UTF8.self))
        } else {
            if let shard = context.shard {
                print("SHARD \(shard) — \(context.entries.count) screens and \(context.animationIDs.count) animations of this run's split")
            }
            for r in reports {
                print((r.passed ? "PASS  " : "FAIL  ") + r.name + " — " + r.summary)
                for f in r.failures.prefix(limit) { print("      " + f.line) }
                if r.failures.count > limit { print("      … and \(r.failures.count - limit) more (--json lists all)") }
                if let beyond = r.beyond, !beyond.isEmpty {
                    print("      beyond \(DynamicTypeRun.bound.cliName) (listed, not required):")
                    for b in beyond.prefix(limit) { print("      " + b.line) }
                    if beyond.count > limit { print("      … and \(beyond.count - limit) more (--json lists all)") }
                }
            }
            if let file { ProposalText.print(file) }
        }
        if !reports.allSatisfy(\.passed) { throw Exit.checkFailed }
    }
}

extension CheckCommand {
    /// `--previews PATH…`: the previews' runner runs this check over them, with the same options.
    func checkPreviews() throws {
        let runner = try PreviewRunnerBuild.prepare(previews)
        var arguments = ["check"] + checks
        for d in deviceIDs { arguments += ["--device", d] }
        if let contrast { arguments += ["--contrast", contrast] }
        if json { arguments.append("--json") }
        arguments += ["--limit", String(limit)]
        if let out { arguments += ["--out", out] }
        if let shard { arguments += ["--shard", shard] }
        if propose { arguments.append("--propose") }
        try runner.run(arguments)
    }
}


import AppSupport
import ArgumentParser
import DisplayList
import Foundation
import Inspect
import Layout
import Render
import Tokens

/// `proof check`: every claim of the specs as a check on what is drawn. Exit 1 when any fails.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check contrast, cross-fade deltas, the blur budget, Dynamic Type, overlap, accessibility and component rules on every screen and state, and the seeds' motion claims on every animation.",
        discussion: """
            With no names, runs every check. Contrast, Dynamic Type, overlap and components lay every screen out on each device (all three unless --device names some). \
            Without --contrast, contrast is measured in the standard environment and again under Increase Contrast wherever it changes what a screen draws, \
            and the other checks lay screens out in the standard one; --contrast standard or high runs every check in that one environment. \
            Motion measures the animations' frames at 120 fps on the default phone: nothing linear where a seed forbids it, reduced motion still with its fades timed, every animation ending on its screen, springs worked out and measured, no duplicate frame while a track moves (docs/CHECKS.md#motion). \
            Exit 0 when all pass, 1 when any fails; a check that measured nothing, or fewer items than its screens contain, fails (its summary says NOT CHECKED and what).
            """)

    static let all = ["contrast", "crossfade", "blur-budget", "dynamic-type", "overlap", "accessibility", "components", "motion"]

    @Argument(help: "Checks to run: contrast, crossfade, blur-budget, dynamic-type, overlap, accessibility, components, motion.")
    var checks: [String] = []

    @Option(name: .customLong("device"), help: "A device for contrast, dynamic-type, overlap and components: iphone-se, iphone-16 or iphone-16-pro-max (repeat for several; default: all three).")
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

    @Flag(help: "With contrast, blur-budget, dynamic-type or motion: for every failure the smallest change that passes — a token's OKLCH lightness moved, a card drawn without its material, a text's line limit or scale factor, a linear curve token made the app's standard spring — checked again on the proposed design; printed, in --json, and as proposals.json in --out.")
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

    func validate() throws {
        if !previews.isEmpty {
            let given: [(String, Bool)] = [("--merge", !merge.isEmpty), ("--app", !appIDs.isEmpty), ("--data", data != nil),
                                           ("--apply-proposals", applyProposals != nil), ("crossfade", checks.contains("crossfade"))]
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
                throw ValidationError("--propose proposes fixes for contrast, blur-budget, dynamic-type and motion failures; add one of them to the checks")
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
        // The cross-fade is AirFit's claim, measured on airfit/welcome's gradients.
        if checks.contains("crossfade"), ProofCommandLine.current.apps.type(withID: "airfit") == nil {
            throw ValidationError("crossfade checks AirFit's welcome screen, and \(ProofCommandLine.current.name) has no AirFit; leave out crossfade")
        }
        if !appIDs.isEmpty, !appIDs.contains("airfit"), checks.contains("crossfade") {
            throw ValidationError("crossfade checks AirFit's welcome screen; add --app airfit or leave out crossfade")
        }
    }

    /// The checks to run: those named, or every one that applies to the apps asked for.
    var checkNames: [String] {
        if !checks.isEmpty { return checks }
        let hasAirFit = ProofCommandLine.current.apps.type(withID: "airfit") != nil
        return hasAirFit && (appIDs.isEmpty || appIDs.contains("airfit")) ? Self.all : Self.all.filter { $0 != "crossfade" }
    }

    func run() throws {
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
        do { context = try CheckContext(tokensDirectory: tokens, devices: devices, contrast: environment, apps: appIDs.isEmpty ? nil : Set(appIDs),
                                               data: tokenDirectory.dataSources(files: dataFiles), overlay: overlay) } catch let e {
            printError(e.description)
            throw requestExitCode(e)
        }
        context.shard = try ShardOption.parse(shard)
        var names = checkNames
        if checks.isEmpty {
            // Checks named by default that have nothing to hold a team's own apps to are left
            // out and said so, rather than failing as "nothing checked" (naming one still runs it).
            // Judged on the whole run, so that every shard runs the same checks.
            for (name, reason) in try Self.inapplicable(context.unsharded) where names.contains(name) {
                names.removeAll { $0 == name }
                if !json { print("SKIP  \(name) — \(reason)") }
            }
        }
        let images = output.map { CheckImages(output: $0) }
        // With --propose, the proposing checks' reports are those of the design as it is.
        let proposed = propose ? try ProposalRun(names: names, context: context, tokensDirectory: tokens,
                                                 data: tokenDirectory.dataSources(files: dataFiles), images: images) : nil
        let reports = try Self.reports(names, context: context, images: images, made: proposed?.reports ?? [:])
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
    /// The default checks that have nothing to measure in `context`'s apps, with why:
    /// `components` when no app in scope states component rules (`rule.*` tokens), `motion`
    /// when none has an animation or records its screens (previews).
    static func inapplicable(_ context: CheckContext) throws -> [(name: String, reason: String)] {
        var out: [(name: String, reason: String)] = []
        if try context.appsInScope.allSatisfy({ try ComponentRun.rules($0.tokens).isEmpty }) {
            out.append(("components", "no app of this run states component rules (rule.* tokens)"))
        }
        if context.animationIDs.isEmpty && context.recordedIDs.isEmpty { out.append(("motion", "no app of this run has an animation or a recorded preview")) }
        return out
    }

    /// Runs the named checks on `context`, in the order named.
    /// `made`: reports already made, by check name (by `--propose`).
    static func reports(_ names: [String], context: CheckContext, images: CheckImages? = nil, made: [String: CheckReport] = [:]) throws -> [CheckReport] {
        var reports: [CheckReport] = []
        let devices = context.devices
        // Dynamic Type and overlap read the same layouts: make them once for both.
        var dynamicType = DynamicTypeRun(), overlap = OverlapRun()
        // Both threads: each check's layouts and measurements are spread over two lanes.
        let lanes = try CheckLanes(context)
        let sweepDynamicType = names.contains("dynamic-type") && made["dynamic-type"] == nil
        let sweepOverlap = names.contains("overlap") && made["overlap"] == nil
        try LayoutSweep.run(context, lanes: lanes, dynamicType: sweepDynamicType, overlap: sweepOverlap) { place, examined in
            if let e = examined.dynamicType { dynamicType.visit(place, examined.list, examined: e) }
            if let e = examined.overlap { overlap.visit(place, examined.list, examined: e) }
        }
        let layouts = LayoutSweep.expected(context)
        // The checks that are one piece of work each run two at a time, one per lane.
        let single: [String: (CheckContext) throws -> CheckReport] = [
            "crossfade": { try $0.crossfade() }, "components": { try $0.components() },
            "motion": { try $0.motion() }, "accessibility": { try $0.accessibility() },
        ]
        let singleNames = names.filter { single[$0] != nil && made[$0] == nil }
        var singleReports = try lanes.runEach(singleNames.map { single[$0]! })
        for name in names {
            switch name {
            case "contrast": reports.append(try made["contrast"] ?? context.contrast(images: images, lanes: lanes))
            case "blur-budget": reports.append(try made["blur-budget"] ?? context.blurBudget(lanes: lanes))
            case "dynamic-type": reports.append(made["dynamic-type"] ?? dynamicType.report(expected: layouts, devices: devices))
            case "overlap": reports.append(made["overlap"] ?? overlap.report(expected: layouts, devices: devices))
            default: reports.append(made[name] ?? singleReports.removeFirst())
            }
        }
        return context.shard.map { shard in reports.map { $0.inShard(shard) } } ?? reports
    }
}

struct CheckRun: Encodable {
    /// `OutputSchema.checkRun` (keys are sorted, so it comes after `passed`).
    var schema = OutputSchema.checkRun
    let passed: Bool
    let checks: [CheckReport]
    /// What the run was checked with (`check --merge` joins only equal ones).
    let options: CheckOptions
    /// "K/N" for a run of `--shard K/N`; absent otherwise.
    var shard: String? = nil
    /// With `--propose`: the proposals, and the contrast check's verdict with them applied.
    var proposals: [Proposal]? = nil
    var proposalsRecheck: ProposalFile.Recheck? = nil
    /// With `--propose`: failures no mechanical change fixes, one line each (absent when none).
    var proposalsLeft: [String]? = nil
}

/// One check's result: passed, a one-line summary, and each failure as one line plus data.
struct CheckReport: Encodable, Sendable {
    struct Failure: Encodable {
        let line: String
        let screen: String
        let element: String?
        /// Strings, numbers and yes/no values as their JSON types (`CheckValue`).
        let data: [String: CheckValue]
    }
    /// An element the check skipped, neither a pass nor a failure: no pixel of it shows
    /// (scrolled away, clipped, under an opaque element), or it is inert behind a modal.
    struct NotVisible: Encodable {
        let screen: String
        let element: String
        let text: String
        let kind: String
        /// offCanvas, clipped, covered, collapsed or behindModal (`VisibleArea.Hidden`).
        let reason: String
        let appearance: String
        let gradient: String?
        let device: String
        /// standard or high (Increase Contrast).
        let contrast: String
    }
    /// A token colour pair an app's seed makes a claim about (`ContrastPair`), measured in
    /// one environment: only the contrast check fills these in.
    struct Pair: Encodable {
        let app: String
        /// `secondaryLow-on-card`
        let name: String
        /// standard or high.
        let contrast: String
        let foreground: String
        let background: String
        let foregroundColor: String
        let backgroundColor: String
        /// WCAG 2.2, to two decimals.
        let ratio: Double
        let required: Double
        let passed: Bool
        let claim: String
    }
    /// An overflow beyond the required size (Accessibility XL): listed, not a failure.
    struct Beyond: Encodable {
        let screen: String
        let device: String
        let contentSize: String
        /// truncated, clipped, outsideParent or overlap (`Overflow.Kind`).
        let kind: String
        let ids: [String]
        /// "calai/home · iphone-se · accessibilityExtraExtraLarge: truncated …/Text"
        var line: String
    }
    let name: String
    /// Only `CheckVerdict` decides this: no failures and every item measured or skipped
    /// (in a shard, `inShard` adjusts it).
    var passed: Bool
    var summary: String
    /// The first coverage's measured count (what earlier versions called `measured`).
    let measured: Int
    var failures: [Failure]
    /// What the check covered, in each unit it counts (`Coverage`).
    let coverage: [Coverage]
    /// The devices the check laid screens out on (checks that use none leave the key out).
    var devices: [String]? = nil
    /// Only the contrast check fills these in; other checks leave the keys out.
    var notVisible: [NotVisible]? = nil
    var behindModal: [NotVisible]? = nil
    /// Only the Dynamic Type check fills this in.
    var beyond: [Beyond]? = nil
    /// Only the cross-fade check fills this in: its counts and every measured frame pair.
    var crossfade: CrossfadeRun.Figures? = nil
    /// Only the contrast check fills this in, when an app in scope names pairs.
    var pairs: [Pair]? = nil
    /// Only the components check fills this in: what it read, by app and kind.
    var components: ComponentRun.Figures? = nil
    /// Only the motion check fills this in: every claim's verdicts and numbers.
    var motion: MotionRun.Figures? = nil

    /// The verdict is the shared rule's (`CheckVerdict`): a check whose coverage falls short
    /// fails with the reason in its summary and as its first failure line, whatever else it found.
    init(name: String, summary: String, failures: [Failure], coverage: [Coverage], devices: [String]? = nil,
         notVisible: [NotVisible]? = nil, behindModal: [NotVisible]? = nil, beyond: [Beyond]? = nil) {
        let verdict = CheckVerdict(failures: failures.count, coverage: coverage)
        self.name = name
        passed = verdict.passed
        self.summary = summary + verdict.shortfalls.map { "; NOT CHECKED: " + $0 }.joined()
        measured = coverage.first?.measured ?? 0
        self.failures = verdict.shortfalls.map { Failure(line: "not checked: " + $0, screen: "", element: nil, data: ["kind": "coverage"]) } + failures
        self.coverage = coverage
        self.devices = devices
        self.notVisible = notVisible
        self.behindModal = behindModal
        self.beyond = beyond
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

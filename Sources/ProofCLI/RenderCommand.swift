import AppSupport
import ArgumentParser
import Checks
import DisplayList
import Foundation
import ProofOutput
import Layout
import Render
import Tokens

package struct RenderCommand: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render screens to PNG, with the display list as JSON beside each.",
        discussion: "Writes DIR/APP/SCREEN[@state][-dark].png and .json, and DIR/manifest.json.")

    @Argument(help: "APP/SCREEN (see `proof list`).")
    var screen: String?

    @Flag(help: "Every screen, in every state and appearance it defines.")
    var all = false

    @Option(help: "light or dark (default: light, or dark for a dark-only app such as nutrisync; --all renders each appearance a screen has).")
    var appearance: String?

    @Option(help: "iphone-se, iphone-16 or iphone-16-pro-max.")
    var device: String = "iphone-16"

    @Option(help: "Pixels per point, 1…3 (default: the device's).")
    var scale: Double?

    @Option(name: .customLong("content-size"), help: "Dynamic Type size, xSmall … accessibilityExtraExtraExtraLarge.")
    var contentSize: String = "large"

    @Option(help: "A state the screen defines.")
    var state: String?

    @Option(help: "AirFit gradient token (default: the screen's own from the seed's QA table — welcome peachRose, dashboard mintAqua, voice-log lilacBlush, rep-counter skyLavender).")
    var gradient: String?

    @Option(help: "Seconds since the screen appeared (animations settle by about 2 s).")
    package var time: Double = 10

    @Flag(name: .customLong("reduced-motion"), help: "Render with reduced motion.")
    package var reducedMotion = false

    @Option(help: ArgumentHelp(ContrastOption.help + " File names stay the same: write each into its own folder."))
    var contrast: String = "standard"

    @Option(help: "png, svg or pdf (vector; blurred backdrops and shadows embedded as images).")
    var format: String = "png"

    @Option(help: ArgumentHelp(DataOption.help, valueName: "file"))
    var data: String?

    @Option(help: ArgumentHelp(ShardOption.help + " Only with --all; DIR/manifest.json records it.", valueName: "K/N"))
    var shard: String?

    @Option(help: applyProposalsHelp)
    var applyProposals: String?

    @OptionGroup var context: ContextOption

    @Option(help: "Output folder.")
    var out: String

    package func validate() throws {
        if all == (screen != nil) { throw ValidationError("give APP/SCREEN or --all (not both)") }
        try DataOption.validate(data, drawsDataApp: all ? DataOption.drawsDataApp([]) : screen.map(DataOption.isDataApp) ?? false, what: DiagnosticLine.shown(screen ?? ""))
        if shard != nil, !all { throw ValidationError("--shard splits --all between machines; give --all with it, or leave out --shard") }
        _ = try ShardOption.parse(shard)
        if all, let state { throw ValidationError("--state \(DiagnosticLine.shown(state)) names a state of one screen; give APP/SCREEN with it (--all renders every state)") }
        try DrawingOptions.validate(appearance: appearance, device: device, contentSize: contentSize, scale: scale, format: format)
        _ = try ContrastOption.parse(contrast)
        if !(time >= 0 && time <= 3600) { throw ValidationError("--time \(formatNumber(time)) is out of range: 0…3600 seconds") }
        _ = try outputDirectory(out)
        if let applyProposals, applyProposals.isEmpty { throw ValidationError("--apply-proposals is empty: give the proposals.json that check --propose --out wrote") }
    }

    package func run() throws {
        let output = try OutputRun(out: out)
        defer { output.discard() }
        let overlay = try proposalOverlay(applyProposals).holding(try context.input())
        // Read once: a --data pipe or FIFO gives its bytes to the first read only.
        let dataFiles = try DataOption.files(data)
        let designApps = appsToRead(for: all ? nil : screen, overlay: overlay, proposals: applyProposals)
        let catalog = try loadScreenCatalog(dataFiles: dataFiles, overlay: overlay, apps: designApps)
        // (screen, state, appearance): --all takes the default state and then each named one.
        var jobs: [(String, String?, Appearance)] = []
        if all {
            let shard = try ShardOption.parse(self.shard)
            for e in catalog.entries where shard?.contains(e.id) ?? true {
                for state in [nil] + e.states.map(Optional.some) {
                    for a in e.appearances where appearance.map({ $0 == a.rawValue }) ?? true { jobs.append((e.id, state, a)) }
                }
            }
        } else if let screen {
            let drawnIn = try catalog.entry(screen).appearances
            let look = appearance.flatMap(Appearance.init(rawValue:)) ?? (drawnIn.contains(.light) ? .light : drawnIn[0])
            guard drawnIn.contains(look) else {
                throw CLIError.usage("\(screen) is drawn only in \(drawnIn.map(\.rawValue).joined(separator: " and ")); leave out --appearance \(look.rawValue)")
            }
            jobs = [(screen, state, look)]
        }
        // Two workers, each with its own catalogue and renderer (Pango objects are per
        // thread), lay out, draw and write every other job; the bytes do not depend on which
        // worker made them. A lone screen is drawn here, with the catalogue already loaded.
        let format = OutputFormat(rawValue: self.format)!
        var env = EnvironmentValues()
        env.device = Device(id: device)!
        env.contentSize = ContentSizeCategory(cliName: contentSize)!
        env.time = time
        env.reducedMotion = reducedMotion
        env.colorSchemeContrast = try ContrastOption.parse(contrast)
        let (environment, gradient, scale) = (env, self.gradient, self.scale)
        let allJobs = jobs.map { (id: $0.0, state: $0.1, look: $0.2, base: $0.0 + ($0.1.map { "@" + $0 } ?? "") + ($0.2 == .dark ? "-dark" : "")) }
        let workers = min(2, allJobs.count)
        // One screen: its PNG's rows filtered on both cores; several: one core each.
        let png: PNGOptions = workers > 1 ? .smallOnOneThread : .small
        let errors = ResultSlots<ErrorBox>(count: allJobs.count)
        let undrawnSymbols = ResultSlots<[String]>(count: allJobs.count)
        let failures = FailureBox()
        let tokenDirectory = try TokenDirectory.locate()
        let dataSources = tokenDirectory.dataSources(files: dataFiles)
        let tokensDirectory = tokenDirectory.path
        let first = CatalogBox(catalog)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            let renderer = CairoRenderer()
            var own: ScreenCatalog?
            for k in stride(from: worker, to: allJobs.count, by: workers) where failures.first == nil {
                let job = allJobs[k]
                do {
                    if worker > 0, own == nil { own = try ScreenCatalog(apps: designApps, tokensDirectory: tokensDirectory, data: dataSources, overlay: overlay) }
                    var env = environment
                    env.appearance = job.look
                    var list = try (own ?? first.catalog).render(job.id, ScreenRequest(environment: env, state: job.state, gradient: gradient), measurer: renderer.text)
                    if let scale { list.scale = scale }
                    let drawn = format == .png ? try PNGFile.encode(try renderer.render(list), options: png) : try renderer.vectorData(list, format: format)
                    try output.write(drawn, to: job.base + "." + format.rawValue)
                    try output.write(text: try list.stableJSON(), to: job.base + ".json")
                    undrawnSymbols[k] = list.unknownSymbols
                } catch {
                    errors[k] = ErrorBox(error: error)
                    failures.add(error)
                }
            }
        }
        // The first job's error in job order, whichever worker met it first.
        if let first = errors.values.compactMap({ $0 }).first { throw first.error }
        try output.commit(shard: try ShardOption.parse(shard))
        for job in allJobs { print("wrote \(output.path(job.base + "." + format.rawValue))") }
        warnUndrawnSymbols(allJobs.indices.map { k in
            (allJobs[k].id, allJobs[k].id + (allJobs[k].state.map { "@" + $0 } ?? ""), undrawnSymbols[k] ?? [])
        })
    }
}

/// Says on stderr, once per screen and symbol, which SF Symbols a screen asked for that
/// proof cannot draw, where first met (`calai/home@empty`): the picture leaves them out
/// rather than guess. A warning, exit 0: the name may be a typo, or a symbol iOS has and
/// proof's icon font lacks, and proof cannot tell which.
func warnUndrawnSymbols(_ drawn: [(screen: String, place: String, symbols: [String])]) {
    var said = Set<ScreenSymbol>()
    for (screen, place, symbols) in drawn {
        for name in symbols where said.insert(ScreenSymbol(screen: screen, symbol: name)).inserted {
            let near = SymbolMap.nearest(to: name).map { "; the nearest it draws is \"\($0)\"" } ?? ""
            let shown = DiagnosticLine.shortened(name).replacingOccurrences(of: "\"", with: "\\\"")
            printError("\(place): warning: SF Symbol \"\(shown)\" is not one proof draws (a typo, or a symbol its icon font lacks) and is left out of the picture\(near); README, Fonts and substitutes")
        }
    }
}

/// A symbol on a screen, said once.
private struct ScreenSymbol: Hashable {
    let screen: String
    let symbol: String
}

/// An error carried between threads. @unchecked: it is written once by the worker that met
/// it and read after every worker has finished.
struct ErrorBox: @unchecked Sendable {
    let error: any Error
}

/// The catalogue loaded before the workers start, used by the first worker only.
/// @unchecked: no other thread touches it while that worker runs.
struct CatalogBox: @unchecked Sendable {
    let catalog: ScreenCatalog
    init(_ catalog: ScreenCatalog) { self.catalog = catalog }
}

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "Every APP/SCREEN id.")

    func run() throws {
        do {
            let tokenDirectory = try TokenDirectory.locate()
            let catalog = try ScreenCatalog(apps: ProofCommandLine.current.apps, tokensDirectory: tokenDirectory.path, data: tokenDirectory.dataSources())
            for e in catalog.entries {
                print(e.id + "  (" + e.appearances.map(\.rawValue).joined(separator: ", ") + (e.states.isEmpty ? "" : "; states: " + e.states.joined(separator: ", ")) + ")")
            }
            for id in try AnimationCatalog(apps: ProofCommandLine.current.apps, tokensDirectory: try TokenDirectory.locate().path).ids { print(id + "  (animation)") }
        } catch let e as ScreenRequestError {
            printError(e.description)
            throw requestExitCode(e)
        }
    }
}

/// A number as the user wrote it where possible: 2 not 2.0, nan, 1e+09.
func formatNumber(_ value: Double) -> String {
    value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}

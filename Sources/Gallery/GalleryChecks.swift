import ProofOutput
import AppSupport
import Checks
import Foundation
import Layout
import Proposals
import Render
import Tokens

/// The checks view: every check of `proof check` over the apps asked for, on the gallery's
/// devices, with the worst-case image of each failing screen: its failing elements' rings
/// (`checks/contrast-….webp`, or `.png` with `--images png`) over the screen itself, kept in
/// `img/` as the grid keeps its screens (`GalleryCheckScreens`). What a check finds depends on proof itself, the tokens and
/// the data, so the result is kept (`checks/KEY.json`) under a hash of all three and
/// reused while none of them changes.
enum GalleryChecks {
    struct Data: Codable, Sendable {
        let passed: Bool
        let checks: [Check]
        /// Each app's proposals (`check --propose`: contrast, blur budget, Dynamic Type,
        /// motion), with its sheet of failing screens as specified and as proposed; absent
        /// in a shard (a proposal needs every screen) or when nothing is proposed.
        var proposals: [AppProposals]? = nil
    }
    struct AppProposals: Codable, Sendable {
        let app: String
        /// The proposing checks pass on the proposed design.
        let passed: Bool
        let rounds: Int
        /// `checks/proposals-APP.webp` (or `.png`), relative to the gallery (nil: no sheet on the default phone).
        let sheet: String?
        let proposals: [ProposalLine]
    }
    struct ProposalLine: Codable, Sendable {
        /// The check it answers (`contrast`, `blur-budget`, `dynamic-type`, `motion`).
        let check: String
        let kind: String
        let target: String
        let from: String
        let to: String
        let before: Double
        let after: Double
        let required: Double
        let why: String
        /// What was measured before and after, in the check's own terms ("1.00:1 → 8.58:1,
        /// needs 3.00:1"; "21 failing layouts → 0").
        let measure: String
    }
    struct Check: Codable, Sendable {
        let name: String
        let passed: Bool
        let summary: String
        let failures: [Failure]
    }
    struct Failure: Codable, Sendable {
        let line: String
        let app: String
        let screen: String
        let element: String?
        /// The failing screen's worst-case image (contrast), relative to the gallery: the rings
        /// alone on a clear canvas, laid over `screenImage`.
        let image: String?
        /// The screen under `image` (`img/KEY.webp`, shared with the grid when it shows the same).
        var screenImage: String? = nil
        /// Under Increase Contrast: what changed from `screenImage` (the standard screen), laid
        /// over it before the rings.
        var screenPatch: ScreenPatch? = nil
        let data: [String: CheckValue]
    }
    /// A rectangle of changed pixels (`x`, `y`, `width`, `height` px; unchanged ones clear)
    /// laid over a screen of `screenWidth` × `screenHeight` px.
    struct ScreenPatch: Codable, Sendable, Equatable {
        let image: String
        let x: Int, y: Int, width: Int, height: Int
        let screenWidth: Int, screenHeight: Int

        /// A patch this code could have written: an image of `img/`, inside a screen of at most
        /// WebP's 16,384 px a side. A record read back that says otherwise (hand-edited, or
        /// from another version) makes the checks run again rather than reach the page.
        var isWellFormed: Bool {
            image.hasPrefix("img/") && !image.contains("..") && x >= 0 && y >= 0 && width > 0 && height > 0
                && screenWidth <= 16384 && screenHeight <= 16384 && x <= screenWidth - width && y <= screenHeight - height
        }
    }

    /// `shard`: the checks of that shard only (`proof gallery --shard`), as `check --shard` runs them.
    static func run(designApps: DesignApps, commandName: String, apps: [String], devices: [Device], tokensDirectory: String,
                    data: DataSources, inputs: GalleryInputs, store: GalleryStore, progress: GalleryProgress, shard: Shard? = nil) throws -> Data {
        let appList = apps.joined(separator: ","), deviceList = devices.map(\.id).joined(separator: ",")
        // An unsharded run keeps the key it always had.
        // The pictures' format is part of the key: their names end in it.
        let format = store.imageFormat == .png ? [] : ["pictures " + store.imageFormat.rawValue]
        let key = shard.map { inputs.key(["checks-6", appList, deviceList, "shard " + $0.description] + format) } ?? inputs.key(["checks-6", appList, deviceList] + format)
        let record = "checks/\(key).json"
        if let bytes = store.cached(record),
           let cached = try? JSONDecoder().decode(Data.self, from: bytes),
           cached.checks.allSatisfy({ $0.failures.allSatisfy { $0.screenPatch?.isWellFormed ?? true } }) {
            let images = Set(cached.checks.flatMap { $0.failures.flatMap { [$0.image, $0.screenImage, $0.screenPatch?.image].compactMap { $0 } } }
                             + (cached.proposals ?? []).compactMap(\.sheet))
            if images.allSatisfy(store.has) {
                store.keep(record)
                for i in images { store.keep(i) }
                progress.begin("checks", total: 1); progress.step(cached: true); progress.finish()
                return cached
            }
        }
        progress.begin("checks", total: 1)
        var context: CheckContext
        do { context = try CheckContext(designApps: designApps, tokensDirectory: tokensDirectory, devices: devices, apps: Set(apps),
                                        data: data) } catch let e {
            throw CLIError(message: e.description, code: requestExitCode(e))
        }
        context.shard = shard
        // As `proof check` with no names: the checks with nothing to measure in these apps
        // (components without rules, motion without animations) are left out, not failed.
        let available = CheckSuite.available(with: designApps, scope: Set(apps), commandName: commandName)
        let skipped = Set(try CheckSuite.inapplicable(available, in: context.unsharded).map(\.name))
        let names = available.filter { !skipped.contains($0) }
        let screens = GalleryCheckScreens(store: store)
        let images = CheckImages(output: store.output, prefix: "checks/", announce: false, format: store.imageFormat.file, screens: screens)
        // Unsharded, the proposing checks come with their proposals (each proposer starts from
        // its check's report of the design as it is).
        let proposed = shard == nil ? try ProposalRun(names: names, context: context, tokensDirectory: tokensDirectory, data: data, images: images) : nil
        let reports = try CheckSuite.reports(names, context: context, images: images, made: proposed?.reports ?? [:])
        var result = Data(passed: reports.allSatisfy(\.passed), checks: reports.map { r in
            Check(name: r.name, passed: r.passed, summary: r.summary, failures: r.failures.map { f in
                let image = r.name == ContrastRun.name ? contrastImage(f, store: store) : nil
                let under = image.flatMap(screens.screen(under:))
                return Failure(line: f.line, app: f.screen.split(separator: "/").first.map(String.init) ?? "", screen: f.screen, element: f.element,
                               image: image, screenImage: under?.screen, screenPatch: under?.patch, data: f.data)
            })
        })
        if let file = try proposed?.file(reports: reports), !file.proposals.isEmpty {
            result.proposals = try proposals(file, designApps: designApps, devices: devices, tokensDirectory: tokensDirectory, data: data, store: store)
        }
        progress.step(); progress.finish()
        try store.write(try GalleryJSON.encode(result), to: record)
        return result
    }

    /// Each app's proposals, and its sheet on the gallery's first phone (`checks/proposals-APP.webp` or `.png`).
    private static func proposals(_ proposed: ProposalFile, designApps: DesignApps, devices: [Device], tokensDirectory: String, data: DataSources,
                                  store: GalleryStore) throws -> [AppProposals] {
        let original = try Dictionary(uniqueKeysWithValues: designApps.types.map { type throws in
            (type.id, try DesignApps.appTokens(at: tokensDirectory + "/" + type.tokenFile))
        })
        let overlay = try DesignOverlay(proposals: proposed.proposals, tokens: original)
        let device = devices.contains(.default) ? Device.default : devices[0]
        var out: [AppProposals] = []
        for app in designApps.ids {
            let mine = proposed.proposals.filter { $0.app == app }
            guard !mine.isEmpty else { continue }
            var sheet: String?
            if let drawn = try ProposalSheetRun.draw(app: app, proposals: mine, overlay: overlay, designApps: designApps, device: device, contrast: .standard, scale: 0.5,
                                                     tokensDirectory: tokensDirectory, data: data) {
                let name = "checks/proposals-\(app).\(store.imageFormat.fileExtension)"
                try store.write(try store.imageFormat.encode(drawn.image), to: name)
                sheet = name
            }
            out.append(AppProposals(app: app, passed: proposed.recheck.passed, rounds: proposed.recheck.rounds, sheet: sheet, proposals: mine.map { p in
                let target = p.kind == .token ? (p.token ?? "") : "\(p.screen ?? "") \(p.element ?? "")" + (p.appearance.map { " (\($0))" } ?? "")
                    + (p.gradient.map { " on \($0)" } ?? "")
                return ProposalLine(check: p.check, kind: p.kind.rawValue, target: target, from: p.from, to: p.to, before: p.worstBefore, after: p.worstAfter,
                                    required: p.required, why: p.why, measure: ProposalText.measure(p))
            }))
        }
        return out
    }

    /// The image `contrast(images:)` wrote for the failure's screen and environment.
    private static func contrastImage(_ f: CheckReport.Failure, store: GalleryStore) -> String? {
        guard !f.screen.isEmpty, let device = f.data["device"]?.string else { return nil }
        let name = "checks/contrast-" + f.screen.replacingOccurrences(of: "/", with: "-") + (f.data["appearance"] == "dark" ? "-dark" : "")
            + (f.data["contrast"] == "high" ? "-high-contrast" : "") + (device == Device.default.id ? "" : "-" + device) + "." + store.imageFormat.fileExtension
        return store.output.stagedFile(name) != nil ? name : nil
    }
}

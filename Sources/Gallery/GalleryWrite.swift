import AppSupport
import Foundation
import Layout
import ProofOutput
import Tokens

/// One `proof gallery` run over the apps of a command line: plans every image, draws what
/// changed, runs the checks, reviews failed snapshots and commits the site into `--out` all
/// at once. The command parses the options into this and prints what it returns.
package struct GalleryWrite {
    /// The apps the command line draws, and its name (as messages say it).
    package var designApps: DesignApps
    package var commandName: String
    /// The output folder.
    package var out: String
    /// Apps asked for (empty: every app), devices and content sizes to show.
    package var appIDs: [String]
    package var devices: [Device]
    package var contentSizes: [ContentSizeCategory]
    /// Frames per second of the animations' scrubber.
    package var fps: Int
    /// Whether the checks view is drawn.
    package var checks: Bool
    /// A folder a failing snapshot run left, and where the references are (empty: the project's).
    package var snapshots: String?
    package var referenceFolders: [String]
    /// The token folder and the data each app draws from.
    package var tokensDirectory: String
    package var projectRoot: String
    package var data: DataSources
    package var shard: Shard?
    /// How screens and frames are stored (`--images`).
    package var imageFormat: GalleryImageFormat

    package init(designApps: DesignApps, commandName: String, out: String, appIDs: [String], devices: [Device],
                 contentSizes: [ContentSizeCategory], fps: Int, checks: Bool, snapshots: String?, referenceFolders: [String],
                 tokensDirectory: String, projectRoot: String, data: DataSources, shard: Shard?,
                 imageFormat: GalleryImageFormat = .webp) {
        self.designApps = designApps; self.commandName = commandName; self.out = out; self.appIDs = appIDs
        self.devices = devices; self.contentSizes = contentSizes; self.fps = fps; self.checks = checks
        self.snapshots = snapshots; self.referenceFolders = referenceFolders; self.tokensDirectory = tokensDirectory
        self.projectRoot = projectRoot; self.data = data; self.shard = shard
        self.imageFormat = imageFormat
    }

    /// The sizes shown unless others are asked for: Default, AX M and AX XL.
    package static var defaultContentSizes: [ContentSizeCategory] { GalleryPlan.defaultContentSizes }

    /// What a run wrote, for the command to print.
    package struct Outcome {
        /// "wrote DIR/index.html: N screen variants of …".
        package let summary: String
        /// Failed snapshots left out harmlessly (failed twice, matching now): one note each.
        package let notes: [String]
        /// Failed snapshots that could not be shown (listed on the page too).
        package let unshown: [String]
    }

    /// Writes the site (everything or nothing).
    package func write() throws -> Outcome {
        let output = try OutputRun(out: out)
        defer { output.discard() }
        let store = try GalleryStore(output: output, imageFormat: imageFormat)
        let review = try snapshots.map { try SnapshotReview.scan($0, references: referenceFolders.isEmpty ? SnapshotReview.defaultReferences(project: projectRoot) : referenceFolders) }
        let plan: GalleryPlan
        do {
            plan = GalleryPlan(designApps: designApps, catalog: try ScreenCatalog(apps: designApps, tokensDirectory: tokensDirectory, data: data),
                               animations: try AnimationCatalog(apps: designApps, tokensDirectory: tokensDirectory, data: data), appIDs: appIDs,
                               devices: devices, contentSizes: contentSizes, shard: shard)
        } catch let e {
            throw CLIError(message: e.description, code: requestExitCode(e))
        }
        let progress = GalleryProgress()
        // What each app draws from: its token file and its data (the user's --data, else the sample).
        var drawnFrom: [String: [(name: String, bytes: [UInt8]?)]] = [:]
        for type in designApps.types {
            // A resolver document draws from every file it names, so each is in the key.
            var list: [(name: String, bytes: [UInt8]?)] = DesignApps.appTokenFiles(at: tokensDirectory + "/" + type.tokenFile).map {
                ($0, try? InputFile.read($0, limit: TokenLoader.maxFileSize).get())
            }
            if let source = data.data(for: type) {
                switch source {
                case .success(let file): list.append((file.name, file.bytes))
                case .failure(let problem): list.append((problem.summary, nil))
                }
            }
            drawnFrom[type.id] = list
        }
        let inputs = GalleryInputs(inputs: drawnFrom)
        let index = GalleryIndex(store: store)
        let drawing = GalleryRun(designApps: designApps, plan: plan, tokensDirectory: tokensDirectory, data: data, store: store, inputs: inputs,
                                 index: index, progress: progress)
        var site = GalleryData(apps: try GalleryScreens(run: drawing).draw(), checks: nil, snapshots: nil)
        try GalleryAnimations(run: drawing, fps: fps).draw(into: &site.apps)
        if checks {
            site.checks = try GalleryChecks.run(designApps: designApps, commandName: commandName, apps: plan.apps.map(\.id), devices: devices,
                                                tokensDirectory: tokensDirectory, data: data, inputs: inputs, store: store, progress: progress, shard: shard)
        }
        try index.write(into: store)
        var unshown: [String] = [], notes: [String] = []
        if let review {
            let (snapshots, problems, left) = try review.write(into: output)
            site.snapshots = snapshots
            notes = left
            unshown = problems
        }
        try GallerySite.write(site, into: store)
        try output.commit(shard: shard)
        let variants = site.apps.reduce(0) { $0 + $1.screens.reduce(0) { $0 + $1.variants.count } }
        let animations = site.apps.reduce(0) { $0 + $1.animations.count }
        let summary = "wrote \(output.path("index.html")): \(variants) screen variants of \(site.apps.reduce(0) { $0 + $1.screens.count }) screens and states, "
            + "\(animations) animation" + (animations == 1 ? "" : "s")
            + (site.checks.map { c in
                let failing = c.checks.filter { !$0.passed }.count
                return c.passed ? ", checks pass" : failing == 1 ? ", 1 check fails" : ", \(failing) checks fail"
            } ?? "")
            + (site.snapshots.map { ", \($0.failures.count) failed snapshot" + ($0.failures.count == 1 ? "" : "s") } ?? "")
        return Outcome(summary: summary, notes: notes, unshown: unshown)
    }
}

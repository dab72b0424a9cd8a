import AppSupport
import ArgumentParser
import Foundation
import Gallery
import ProofOutput
import Layout
import Tokens

/// `proof gallery`: every screen, animation and check — and, with `--snapshots`, every
/// failed snapshot — as one static site to review in a browser (docs/GALLERY.md).
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Write a static review site: every screen and state, animation, check and failed snapshot.",
        discussion: """
            Writes DIR/index.html (open it from disk or any static host; nothing is fetched from the network). \
            Screens in each appearance, on each device, at three content sizes (Default, AX M, AX XL) and, for AirFit, on each gradient, \
            with an inspector; animations with a frame scrubber; the verdicts of proof check; with --snapshots, failed snapshots. \
            Images are named by a hash of what they are drawn from: a second run redraws only what changed.
            """)

    @Argument(help: ArgumentHelp("Apps to include: \(SheetCommand.appNames) (default: every app).", valueName: "app"))
    var apps: [String] = []

    @Option(help: "Output folder.")
    var out: String

    @Option(name: .customLong("device"), help: "iphone-se, iphone-16 or iphone-16-pro-max (repeat for several; default: all three).")
    var deviceIDs: [String] = []

    @Option(name: .customLong("content-size"), help: "Dynamic Type sizes to show (repeat; default: large, accessibilityMedium and accessibilityExtraLarge — the page's Default, AX M and AX XL).")
    var contentSizes: [String] = []

    @Option(help: "Frames per second of the animations' scrubber, 1…120.")
    var fps: Int = 60

    @Flag(name: .customLong("no-checks"), help: "Leave out the checks view (the checks are the slowest part of a first run).")
    var noChecks = false

    @Option(help: "A folder a failing snapshot run left (SNAPSHOT_ARTIFACTS): review its failures beside their references.")
    var snapshots: String?

    @Option(name: .customLong("references"), help: "Where the snapshot references are, for failures without a DesignProof record (repeat; default: snapshots/ and Tests/**/__Snapshots__ of the project).")
    var referenceFolders: [String] = []

    @Option(help: ArgumentHelp(DataOption.help, valueName: "file"))
    var data: String?

    @Option(help: ArgumentHelp(ShardOption.help + " The page shows that shard's screens, animations and checks.", valueName: "K/N"))
    var shard: String?

    @Option(help: ArgumentHelp("How screens and frames are stored: webp (the default; lossless, about 60 % of the bytes of png) or png (the fast PNG: about a tenth quicker to write, for tools that cannot read WebP).", valueName: "webp|png"))
    var images: String = "webp"

    @Option(parsing: .upToNextOption,
            help: ArgumentHelp("A gallery of the #Previews and PreviewProviders of your own SwiftUI files (Swift files or a package folder) instead of proof's apps, compiled as `proof previews` compiles them.", valueName: "path"))
    var previews: [String] = []

    func validate() throws {
        if !previews.isEmpty {
            let given: [(String, Bool)] = [("app names", !apps.isEmpty), ("--data", data != nil), ("--snapshots", snapshots != nil)]
            if let first = given.first(where: { $0.1 })?.0 { throw ValidationError("--previews shows your previews, one app of their own; leave out \(first)") }
        }
        if previews.isEmpty { try validateApps(apps) }
        for id in deviceIDs { try validateDevice(id) }
        for size in contentSizes where ContentSizeCategory(cliName: size) == nil {
            throw ValidationError("--content-size \(DiagnosticLine.shown(size)) is not a Dynamic Type size (xSmall … accessibilityExtraExtraExtraLarge)")
        }
        guard GalleryImageFormat(rawValue: images) != nil else {
            throw ValidationError("--images \(DiagnosticLine.shown(images)) is not an image format: webp or png")
        }
        guard (1...120).contains(fps) else { throw ValidationError("--fps \(fps) is out of range: 1…120") }
        if let snapshots, snapshots.isEmpty { throw ValidationError("--snapshots is empty: give the folder a failing snapshot run left (its SNAPSHOT_ARTIFACTS)") }
        if !referenceFolders.isEmpty, snapshots == nil { throw ValidationError("--references is where failed snapshots' references are; give --snapshots too") }
        try DataOption.validate(data, drawsDataApp: DataOption.drawsDataApp(apps), what: apps.joined(separator: " "))
        _ = try ShardOption.parse(shard)
        _ = try outputDirectory(out)
    }

    func run() throws {
        if !previews.isEmpty {
            // The previews' runner draws its own gallery, with the same options.
            var arguments = ["gallery", "--out", out, "--fps", String(fps), "--images", images]
            for d in deviceIDs { arguments += ["--device", d] }
            for c in contentSizes { arguments += ["--content-size", c] }
            if noChecks { arguments.append("--no-checks") }
            if let shard { arguments += ["--shard", shard] }
            return try PreviewRunnerBuild.prepare(previews).run(arguments)
        }
        let tokenDirectory = try TokenDirectory.locate()
        let devices = deviceIDs.isEmpty ? Device.all : Device.all.filter { deviceIDs.contains($0.id) }
        let sizes = contentSizes.isEmpty ? GalleryWrite.defaultContentSizes
            : ContentSizeCategory.allCases.filter { c in contentSizes.contains { ContentSizeCategory(cliName: $0) == c } }
        let build = GalleryWrite(designApps: ProofCommandLine.current.apps, commandName: ProofCommandLine.current.name, out: out, appIDs: apps,
                                 devices: devices, contentSizes: sizes, fps: fps, checks: !noChecks, snapshots: snapshots,
                                 referenceFolders: referenceFolders, tokensDirectory: tokenDirectory.path, projectRoot: tokenDirectory.projectRoot,
                                 data: tokenDirectory.dataSources(files: try DataOption.files(data)), shard: try ShardOption.parse(shard),
                                 imageFormat: GalleryImageFormat(rawValue: images) ?? .webp)
        let outcome = try build.write()
        // Failures left out harmlessly (failed twice, matching now): one line each.
        for n in outcome.notes { printError("note: " + n) }
        print(outcome.summary)
        let unshown = outcome.unshown
        // A failure that cannot be shown (a malformed or unreadable record, a missing image
        // or reference) is one line each, listed on the page too, and the run exits 65: a
        // review that is missing a failure must not pass a CI step.
        if !unshown.isEmpty {
            for p in unshown { printError(p) }
            printError("\(unshown.count) snapshot failure\(unshown.count == 1 ? "" : "s") in \(snapshots ?? "") could not be shown (listed above and on the page's Snapshots view): fix or remove \(unshown.count == 1 ? "its record" : "their records") and run again")
            throw Exit.badData
        }
    }
}

import ArgumentParser
import Foundation
import ProofOutput
import Layout
import Render

/// `proof previews PATH… --out DIR`: every `#Preview` and `PreviewProvider` in a team's own
/// SwiftUI files, compiled against DesignProof and drawn as `render --all` draws screens.
struct PreviewsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "previews",
        abstract: "Draw the #Previews and PreviewProviders of your own SwiftUI files.",
        discussion: """
            Compiles the Swift files (or the package folder's Sources) with DesignProof's SwiftUI \
            and writes each preview, in light and dark, as DIR/APP/FILE[-NAME][-dark].png and .json, \
            and DIR/manifest.json (APP is the package's name). A file that does not compile gets the \
            compiler's first error and exit 65, and nothing is written. `proof check --previews PATH…` \
            runs every check on them.

            --animate records each preview from its appearance instead, as SwiftUI animates it (its \
            onAppear at t = 0, withAnimation, .animation(_:value:), transitions, PhaseAnimator), exactly as \
            `proof animate` writes a clip: DIR/APP/FILE[-NAME]/ with every frame, animation.png, filmstrip.png, \
            timeline.png and timeline.json. A preview is recorded until it settles (followed for up to 10 s); one \
            that never settles (repeatForever, a cycling PhaseAnimator) is cut at 3 s, said in one line; \
            --duration S cuts every recording at S. --tap LABEL@SECONDS taps a control by what VoiceOver calls it \
            (a button's title, a toggle's label) in every preview that shows it — a tap found in no preview \
            stops the run (exit 64). --verify DIR compares with a recording \
            an earlier --animate --out DIR wrote, as `proof animate --verify` does.
            """)

    @Argument(help: "Swift files, or a folder (a package's folder: its Sources).")
    var paths: [String] = []

    @Option(help: "light or dark (default: both).")
    var appearance: String?

    @Option(help: "iphone-se, iphone-16 or iphone-16-pro-max.")
    var device: String = "iphone-16"

    @Option(help: "Pixels per point, 1…3 (default: the device's).")
    var scale: Double?

    @Option(name: .customLong("content-size"), help: "Dynamic Type size, xSmall … accessibilityExtraExtraExtraLarge.")
    var contentSize: String = "large"

    @Option(help: "png, svg or pdf.")
    var format: String = "png"

    @Option(help: "Output folder.")
    var out: String?

    @Flag(help: "Record each preview's animations from its appearance (frames, APNG, filmstrip, timeline) instead of drawing stills.")
    var animate = false

    @Option(help: "With --animate: frames per second (default 60).")
    var fps: Int?

    @Option(help: "With --animate: seconds to record (default: until the preview settles; 3 for one that never does).")
    var duration: Double?

    @Option(name: .customLong("tap"), help: ArgumentHelp("With --animate: tap the control labelled LABEL at SECONDS in every preview that shows it (repeatable): a Button's title or label text, a Toggle's label, the text of a view with .onTapGesture.", valueName: "LABEL@SECONDS"))
    var taps: [String] = []

    @Option(help: ArgumentHelp("With --animate: compare with the recordings an earlier --animate --out DIR wrote; exit 1 naming the first frame that differs.", valueName: "DIR"))
    var verify: String?

    @Option(help: "With --verify: channel difference, in 8-bit levels (0…255), up to which a pixel still counts as unchanged (default 0).")
    var tolerance: Int?

    @Flag(name: .customLong("asset-symbols"),
          help: "Print the Swift symbols Xcode generates from the asset catalogues found (ImageResource.logo, Color.brand …), as the previews are compiled with them, and stop.")
    var assetSymbols = false

    func validate() throws {
        if paths.isEmpty { throw ValidationError("give the Swift files or the package folder whose previews to draw") }
        try DrawingOptions.validate(appearance: appearance, device: device, contentSize: contentSize, scale: scale, format: format)
        if assetSymbols { return }
        if animate {
            try AnimationOptions.validate(fps: fps, duration: duration)
            _ = try AnimateCommand.recordingTaps(taps)
            if contentSize != "large" { throw ValidationError("--animate records at the default text size: leave out --content-size") }
            if format != "png" { throw ValidationError("--animate writes PNG frames: leave out --format") }
            switch (out, verify) {
            case (nil, nil): throw ValidationError("give --out DIR to record the previews, or --verify DIR to compare with a recording")
            case (.some, .some): throw ValidationError("--out and --verify go separately: --out DIR records, --verify DIR compares with that recording")
            case (let out?, nil): _ = try outputDirectory(out)
            case (nil, let verify?): _ = try AnimationReference.folderArgument(verify)
            }
            if let tolerance, verify == nil || !(0...255).contains(tolerance) {
                throw ValidationError(verify == nil ? "--tolerance applies only to --verify" : "--tolerance \(tolerance) is out of range: give 8-bit levels, 0…255")
            }
            return
        }
        for (flag, given) in [("--fps", fps != nil), ("--duration", duration != nil), ("--verify", verify != nil), ("--tolerance", tolerance != nil),
                              ("--tap", !taps.isEmpty)] where given {
            throw ValidationError("\(flag) goes with --animate: add --animate to record the previews' animations, or leave it out")
        }
        guard let out else { throw ValidationError("give --out DIR, the folder the previews are written to") }
        _ = try outputDirectory(out)
    }

    func run() throws {
        if assetSymbols {
            let sources = try PreviewSources(paths: paths)
            let bytes = try sources.files.map { file throws(CLIError) in try PreviewSources.bytes(of: file) }
            print(try PreviewAssets.find(paths: paths, sources: bytes).symbols, terminator: "")
            return
        }
        if animate {
            let runner = try PreviewRunnerBuild.prepare(paths)
            var arguments = ["animate", "--all", "--fps", String(fps ?? 60), "--device", device]
            if let duration { arguments += ["--duration", formatNumber(duration)] }
            if let appearance { arguments += ["--appearance", appearance] }
            if let scale { arguments += ["--scale", formatNumber(scale)] }
            for tap in taps { arguments += ["--tap", tap] }
            if let out { arguments += ["--out", out] }
            if let verify { arguments += ["--verify", verify] + (tolerance.map { ["--tolerance", String($0)] } ?? []) }
            try runner.run(arguments)
            return
        }
        guard let out else { return }
        let runner = try PreviewRunnerBuild.prepare(paths)
        try runner.run(["render", "--all", "--out", out] + DrawingOptions.arguments(appearance: appearance, device: device, contentSize: contentSize,
                                                                                   scale: scale, format: format))
    }
}

/// The options every drawing command shares, checked one way.
enum DrawingOptions {
    static func validate(appearance: String?, device: String, contentSize: String, scale: Double?, format: String?) throws {
        if let appearance, Appearance(rawValue: appearance) == nil { throw ValidationError("--appearance \(DiagnosticLine.shown(appearance)) is not light or dark") }
        try validateDevice(device)
        if ContentSizeCategory(cliName: contentSize) == nil { throw ValidationError("--content-size \(DiagnosticLine.shown(contentSize)) is not a Dynamic Type size (xSmall … accessibilityExtraExtraExtraLarge)") }
        if let scale, ![1, 2, 3].contains(scale) { throw ValidationError("--scale \(formatNumber(scale)) is not 1, 2 or 3") }
        if let format, OutputFormat(rawValue: format) == nil { throw ValidationError("--format \(DiagnosticLine.shown(format)) is not png, svg or pdf") }
    }

    /// The same options as arguments for another `proof` (the previews' runner).
    static func arguments(appearance: String?, device: String, contentSize: String, scale: Double?, format: String) -> [String] {
        var out = ["--device", device, "--content-size", contentSize, "--format", format]
        if let appearance { out += ["--appearance", appearance] }
        if let scale { out += ["--scale", formatNumber(scale)] }
        return out
    }
}

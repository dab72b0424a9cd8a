import AppSupport
import ArgumentParser
import Checks
import DisplayList
import Foundation
import ProofOutput
import Layout
import Render

struct AnimateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animate",
        abstract: "Render an animation: every frame, an animated PNG, a filmstrip, a timeline chart and timeline.json.",
        discussion: """
            Writes DIR/APP/ANIMATION[-reduced][-dark][-high-contrast][-seed-N]/: frame-NNN.png (frame k at t = k / fps), \
            animation.png (APNG at ≤ 30 fps, real time in a browser), filmstrip.png, timeline.png, timeline.json.

            --verify DIR renders the animation again, with the same options, and compares it with the reference \
            an earlier --out DIR wrote into DIR/APP/ANIMATION…/: its timing, every frame (meanDelta, maxDelta, \
            changedPixelRatio; a pixel has changed when a channel differs by more than --tolerance 8-bit levels) \
            and timeline.json's rows. Exit 0 when they match; 1 naming the first frame that differs, with its \
            heatmap written beside the reference as verify-frame-NNN-heatmap.png; 65 when DIR holds no reference \
            for these options. The reference's own files are only read, never written.
            """)

    @Argument(help: "APP/ANIMATION (see `proof list`); none with --all.")
    var animation: String?

    @Flag(help: "Every animation of this run's apps, and every screen they record as a clip (a team's previews), each in its own folder.")
    var all = false

    @Option(help: "Seconds to render at most: the animation is cut there (a recorded preview that never settles is cut at 3 s without it).")
    var duration: Double?

    @Option(help: "Frames per second.")
    var fps: Int = 120

    @Option(help: "What to start from: a gradient token (airfit/crossfade, airfit/push) or an onboarding page (calai/push, e.g. calai/gender).")
    var from: String?

    @Option(help: "What to end on: a gradient token (airfit/crossfade, airfit/push) or an onboarding page (calai/push, e.g. calai/workouts).")
    var to: String?

    @Flag(name: .customLong("reduced-motion"), help: "The reduced-motion variant.")
    var reducedMotion = false

    @Option(help: "light or dark (default: light, or dark for a dark-only app such as nutrisync).")
    var appearance: String?

    @Option(help: ArgumentHelp(ContrastOption.help))
    var contrast: String = "standard"

    @Option(help: "iphone-se, iphone-16 or iphone-16-pro-max.")
    var device: String = "iphone-16"

    @Option(help: "Pixels per point of the frames, 1…3 (default: the device's).")
    var scale: Double?

    @Option(help: "The seed of an animation's randomness (nutrisync/confetti), 0…2^64−1; the same seed draws the same frames.")
    var seed: UInt64 = 0

    @Option(help: ArgumentHelp(DataOption.help, valueName: "file"))
    var data: String?

    @Option(help: applyProposalsHelp)
    var applyProposals: String?

    @OptionGroup var context: ContextOption

    @Option(name: .customLong("tap"), help: ArgumentHelp("In a recorded preview, tap the control labelled LABEL at SECONDS (repeatable): a Button's title or label text, a Toggle's label, the text of a view with .onTapGesture.", valueName: "LABEL@SECONDS"))
    var taps: [String] = []

    @Option(help: "Output folder.")
    var out: String?

    @Option(help: ArgumentHelp("Compare with the reference an earlier --out DIR wrote (give the same options): exit 0 when it matches, 1 naming the first frame that differs.", valueName: "DIR"))
    var verify: String?

    @Option(help: "With --verify: channel difference, in 8-bit levels (0…255), up to which a pixel still counts as unchanged (default 0).")
    var tolerance: Int?

    func validate() throws {
        switch (animation, all) {
        case (nil, false): throw ValidationError("give the animation to render (APP/ANIMATION, see `proof list`), or --all")
        case (let id?, true): throw ValidationError("--all renders every animation: leave out \(DiagnosticLine.shown(id)), or --all")
        default: break
        }
        try AnimationOptions.validate(fps: fps, duration: duration)
        if let applyProposals, applyProposals.isEmpty { throw ValidationError("--apply-proposals is empty: give the proposals.json that check --propose --out wrote") }
        // Half a pair is not a request: a cross-fade or push goes from one named thing to another.
        if let from, to == nil { throw ValidationError("--from \(DiagnosticLine.shown(from)) needs --to: give both ends (e.g. --from peachRose --to mintAqua) or neither") }
        if let to, from == nil { throw ValidationError("--to \(DiagnosticLine.shown(to)) needs --from: give both ends (e.g. --from peachRose --to mintAqua) or neither") }
        if let appearance, Appearance(rawValue: appearance) == nil { throw ValidationError("--appearance \(DiagnosticLine.shown(appearance)) is not light or dark") }
        _ = try ContrastOption.parse(contrast)
        try validateDevice(device)
        if let scale, ![1, 2, 3].contains(scale) { throw ValidationError("--scale \(formatNumber(scale)) is not 1, 2 or 3") }
        switch (out, verify) {
        case (nil, nil): throw ValidationError("give --out DIR to write the animation, or --verify DIR to compare it with a reference written by --out DIR")
        case (.some, .some): throw ValidationError("--out and --verify go separately: --out DIR records a reference, --verify DIR compares this render with it")
        case (let out?, nil):
            _ = try outputDirectory(out)
            if let tolerance { throw ValidationError("--tolerance \(tolerance) applies only to --verify: leave it out, or compare with --verify DIR") }
        case (nil, let verify?):
            _ = try AnimationReference.folderArgument(verify)
            if let tolerance, !(0...255).contains(tolerance) { throw ValidationError("--tolerance \(tolerance) is out of range: give 8-bit levels, 0…255") }
        }
        if let animation { try DataOption.validate(data, drawsDataApp: DataOption.isDataApp(animation), what: DiagnosticLine.shown(animation)) }
        _ = try Self.recordingTaps(taps)
    }

    /// `--tap LABEL@SECONDS` read (at most `maximumTaps`).
    static func recordingTaps(_ taps: [String]) throws -> [RecordingTap] {
        if taps.count > maximumTaps { throw ValidationError("--tap is given \(taps.count) times: at most \(maximumTaps) taps are recorded") }
        return try taps.map { text in
            guard let tap = RecordingTap(text) else {
                throw ValidationError("--tap \(DiagnosticLine.shown(text)) is not LABEL@SECONDS: give the control's label and the time, e.g. --tap \"Start@0.5\" (0…\(formatNumber(AnimationClip.recordingLimit)) s)")
            }
            if tap.time > AnimationClip.recordingLimit {
                throw ValidationError("--tap \(DiagnosticLine.shown(text)) comes after the \(formatNumber(AnimationClip.recordingLimit)) s a recording is followed: tap earlier")
            }
            return tap
        }
    }

    /// Taps one run records, at most.
    static let maximumTaps = 1_000

    func run() throws {
        // --out's folder is checked before anything is drawn; --verify's reference is read
        // only once its folder (which depends on the options) is known.
        let output = try out.map { try OutputRun(out: $0) }
        defer { output?.discard() }
        let dataFiles = try DataOption.files(data)
        let renderer = CairoRenderer()
        let ids: [String]
        if let animation {
            ids = [animation]
        } else {
            let tokenDirectory = try TokenDirectory.locate()
            do {
                ids = try AnimationCatalog(apps: ProofCommandLine.current.apps, tokensDirectory: tokenDirectory.path,
                                           data: tokenDirectory.dataSources(files: dataFiles)).recordableIDs
            } catch {
                printError(error.description)
                throw requestExitCode(error)
            }
        }
        let scripted = try Self.recordingTaps(taps)
        var landed: Set<RecordingTap> = []
        var said: [String] = []
        for id in ids {
            let (missed, notes) = try render(id, output: output, dataFiles: dataFiles, renderer: renderer, taps: scripted)
            landed.formUnion(scripted.filter { !missed.contains($0) })
            said += notes.map { "\(id): \($0)" }
        }
        // A tap that landed in no recording is a mistyped label or time: nothing is written.
        if let lost = scripted.first(where: { !landed.contains($0) }) {
            if ids.count == 1, let why = said.first { throw CLIError.usage(why) }
            throw CLIError.usage("--tap \(DiagnosticLine.shown(lost.label + "@" + formatNumber(lost.time))) tapped nothing in any recording: give the label VoiceOver reads (a button's title, a toggle's label text) and a time the control is shown")
        }
        try output?.commit()
    }

    /// Renders (or verifies) the animation `id` into `output` (nil: `--verify`); returns the
    /// scripted taps that found nothing to tap in it.
    private func render(_ animation: String, output: OutputRun?, dataFiles: [String: DataFile], renderer: CairoRenderer,
                        taps: [RecordingTap]) throws -> (missed: [RecordingTap], notes: [String]) {
        // An animation is drawn in the appearances its app's screens are drawn in: light by
        // default, dark for a dark-only app (NutriSync), whose folder then needs no `-dark`.
        let drawnIn = try appAppearances(of: animation, dataFiles: dataFiles)
        let look = appearance.flatMap(Appearance.init(rawValue:)) ?? AnimationCatalog.defaultAppearance(drawnIn: drawnIn)
        if !drawnIn.isEmpty, !drawnIn.contains(look) {
            throw CLIError.usage("\(animation) is drawn only in \(drawnIn.sorted { $0.rawValue > $1.rawValue }.map(\.rawValue).joined(separator: " and ")); leave out --appearance \(look.rawValue)")
        }
        var env = EnvironmentValues()
        env.appearance = look
        env.device = Device(id: device)!
        env.reducedMotion = reducedMotion
        env.colorSchemeContrast = try ContrastOption.parse(contrast)
        env.seed = seed
        env.recordingTaps = taps
        var clip: AnimationClip
        do {
            let tokenDirectory = try TokenDirectory.locate()
            let overlay = try proposalOverlay(applyProposals).holding(try context.input())
            // A lone APP/ANIM reads its own app's tokens alone; --all, --context and
            // --apply-proposals read every app's.
            let apps = appsToRead(for: self.animation == nil ? nil : animation, overlay: overlay, proposals: applyProposals)
            let catalog = try AnimationCatalog(apps: apps, tokensDirectory: tokenDirectory.path,
                                               data: tokenDirectory.dataSources(files: dataFiles), overlay: overlay)
            if !taps.isEmpty, catalog.ids.contains(animation) {
                throw CLIError.usage("--tap taps a recorded preview; \(animation) plays its app's own script: leave out --tap")
            }
            clip = try catalog.clip(animation, from: from, to: to, environment: env, measurer: renderer.text)
            if let duration { clip = clip.cut(at: duration) }
            try catalog.checkBudget(of: clip, fps: fps, scale: scale)
            if seed != 0, !clip.isSeeded { throw CLIError.usage("\(animation) draws nothing at random; leave out --seed") }
        } catch let e as ScreenRequestError {
            printError(e.description)
            throw requestExitCode(e)
        }
        // The animation's folder, relative to --out. Its frames from an earlier run (as the
        // manifest lists them) are replaced: none is left beside the new ones.
        let dir = clip.id + (reducedMotion ? "-reduced" : "") + (look == .dark && drawnIn != [.dark] ? "-dark" : "") + ContrastOption.suffix(env.colorSchemeContrast)
            + (seed == 0 ? "" : "-seed-\(seed)")
        let times = AnimationClip.frameTimes(duration: clip.duration, fps: fps)
        // Taps that did nothing here are said (one that lands nowhere stops the run in `run`).
        // A missed tap of a single animation stops it here (nothing drawn); other notes, and
        // every note of a run over all, are said and the run goes on.
        if !all, !clip.missedTaps.isEmpty, let note = clip.notes.first(where: { $0.hasPrefix("the tap on") }) {
            throw CLIError.usage("\(animation): \(note)")
        }
        for note in clip.notes { print("note: \(animation): \(note)") }
        guard let output else {
            let reference = AnimationReference(root: try AnimationReference.folderArgument(verify ?? ""), directory: dir, animation: clip.id,
                                               recordCommand: recordCommand(animation))
            let verifier = AnimationVerifier(clip: clip, times: times, fps: fps, scale: scale, reference: reference, tolerance: tolerance ?? 0)
            let code = try verifier.verify(renderer: renderer)
            if code != .success { throw code }
            return (clip.missedTaps, clip.notes)
        }
        output.replacePrevious(under: dir + "/")
        let exporter = AnimationExporter(clip: clip, times: times, fps: fps, scale: scale, directory: dir, output: output)
        try exporter.export()
        print("wrote \(times.count) frames, animation.png, filmstrip.png, timeline.png and timeline.json to \(output.path(dir))")
        if !clip.settles {
            print("note: \(animation) never settles (an animation repeats forever or keeps being scheduled): cut at \(formatNumber(clip.duration)) s; --duration S sets where")
        }
        return (clip.missedTaps, clip.notes)
    }

    /// The `proof animate … --out DIR` that records the reference `--verify DIR` reads: the
    /// options given, --out in place of --verify (said in the messages of a bad reference).
    private func recordCommand(_ animation: String) -> String {
        var words = ["proof", "animate", all ? "--all" : animation]
        if fps != 120 { words += ["--fps", String(fps)] }
        if let from, let to { words += ["--from", from, "--to", to] }
        if reducedMotion { words.append("--reduced-motion") }
        if let appearance { words += ["--appearance", appearance] }
        if contrast != "standard" { words += ["--contrast", contrast] }
        if device != "iphone-16" { words += ["--device", device] }
        if let scale { words += ["--scale", formatNumber(scale)] }
        if seed != 0 { words += ["--seed", String(seed)] }
        if let data { words += ["--data", data] }
        if let duration { words += ["--duration", formatNumber(duration)] }
        for tap in taps { words += ["--tap", tap] }
        words += ["--out", verify ?? ""]
        return words.map { DiagnosticLine.shown($0) }.joined(separator: " ")
    }

    /// The appearances the screens of the animation's app are drawn in (empty when the id
    /// names no app; the clip lookup then says what is wrong with it).
    private func appAppearances(of animation: String, dataFiles: [String: DataFile]) throws -> Set<Appearance> {
        let app = animation.split(separator: "/", maxSplits: 1).first.map(String.init) ?? ""
        return Set(try loadScreenCatalog(dataFiles: dataFiles, apps: appsToRead(for: animation, overlay: .none, proposals: nil))
            .entries.filter { $0.id.hasPrefix(app + "/") }.flatMap(\.appearances))
    }
}

/// The options `proof animate` and `proof previews --animate` share, checked one way.
enum AnimationOptions {
    static func validate(fps: Int?, duration: Double?) throws {
        if let duration, !(duration > 0 && duration <= 600) {
            throw ValidationError("--duration \(formatNumber(duration)) is out of range: give seconds, more than 0 and at most 600")
        }
        if let fps, !(1...240).contains(fps) { throw ValidationError("--fps \(fps) is out of range: 1…240") }
    }
}

extension AnimateCommand {
}

extension AnimationClip {
    /// The display list of the frame at each of `times`, at `scale` px/pt (nil: the
    /// device's), laid out on this thread (layout uses its Pango): what `animate --out` and
    /// `--verify` render.
    func displayLists(at times: [Double], scale: Double?) -> [DisplayList] {
        times.map { t in
            var l = frame(at: t)
            if let scale { l.scale = scale }
            return l
        }
    }
}

/// Renders an animation's files into an `OutputRun`. Frames are rendered on two threads,
/// each with its own renderer; output does not depend on the thread count.
struct AnimationExporter {
    let clip: AnimationClip
    let times: [Double]
    let fps: Int
    let scale: Double?
    /// The animation's folder, relative to the output folder.
    let directory: String
    let output: OutputRun

    func framePath(_ k: Int) -> String { directory + "/" + Self.frameName(k) }

    /// `frame-NNN.png`: frame k, three digits at least.
    static func frameName(_ k: Int) -> String { "frame-" + pad3(k) + ".png" }

    /// k with at least three digits (`007`, `1000`).
    static func pad3(_ k: Int) -> String { k < 10 ? "00\(k)" : k < 100 ? "0\(k)" : "\(k)" }

    func export() throws {
        // Build every frame's display list here (layout uses this thread's Pango), then
        // draw and encode on two threads.
        let lists = clip.displayLists(at: times, scale: scale)
        // Animated PNG at ≤ 30 fps and @1x, so it plays in real time and stays small; each
        // frame shows for exactly `step` frames of the animation (2/45 s at 45 fps).
        let step = AnimatedPNG.playbackStep(fps: fps)
        guard let delay = AnimatedPNG.Delay(frames: step, fps: fps) else { throw CLIError.usage("--fps \(fps) cannot be written as an animated PNG frame delay") }
        let played = Array(stride(from: 0, to: lists.count, by: step))
        let paths = (0..<lists.count).map(framePath)
        let output = self.output
        // Filmstrip of eight evenly spaced frames, read from the frames once written (their
        // temporaries, named when written: nothing is in place before the run commits).
        let picks = Filmstrip.indices(frameCount: lists.count, count: 8)
        let size = lists[0].size
        let thumb = Size(width: 180, height: 180 * size.height / size.width)
        let (title, times) = ("\(clip.id) — \(lists.count) frames at \(fps) fps", self.times)
        let document = TimelineDocument(clip: clip, fps: fps)
        let schedule = ExportSchedule(frameCount: lists.count, shown: picks, apngFrameCount: played.count)
        let apngFrames = ResultSlots<Raster>(count: played.count)
        let encoded = ResultSlots<Data>(count: 3)
        let failures = FailureBox()
        let directory = self.directory
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            let r = CairoRenderer(keepingBackdrops: true)
            // Each thread's frames are encoded after the one it drew before: the blocks of
            // rows that did not change are copied (the same bytes as encoding them again).
            let frames = FramePNGEncoder()
            var raster = Raster(width: 0, height: 0, stride: 0, bytes: [])
            while let job = schedule.next() {
                do {
                    switch job {
                    case .frame(let k):
                        try r.render(lists[k], into: &raster)
                        try output.write(try frames.encode(&raster), to: paths[k])
                    case .apngFrame(let j):
                        var l = lists[played[j]]
                        l.scale = 1
                        apngFrames[j] = try r.render(l)
                    case .timeline:
                        encoded[2] = try PNGFile.encode(try r.render(TimelineChart(document: document).displayList(measuringWith: r.text)), options: .smallOnOneThread)
                    case .filmstrip:
                        let strip = Filmstrip(title: title, frames: picks.map {
                            Filmstrip.Frame(path: output.stagedFile(paths[$0]) ?? output.path(paths[$0]), time: times[$0])
                        }, thumbnail: thumb)
                        encoded[1] = try PNGFile.encode(try r.render(strip.displayList(measuringWith: r.text)), options: .smallOnOneThread)
                    case .apng:
                        // Only what changes from frame to frame.
                        encoded[0] = try AnimatedPNG.encodeDeltas(apngFrames.values.compactMap { $0 }, delay: delay)
                    }
                    schedule.finished(job)
                } catch {
                    failures.add(error)
                    schedule.stop()
                }
            }
        }
        if let e = failures.first { throw e }
        let files = encoded.values.compactMap { $0 }
        guard files.count == 3 else { throw CLIError.usage("\(clip.id): an animation file was not encoded") }
        try output.write(files[0], to: directory + "/animation.png")
        try output.write(files[1], to: directory + "/filmstrip.png")
        try output.write(files[2], to: directory + "/timeline.png")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try output.write(text: String(decoding: try encoder.encode(document), as: UTF8.self) + "\n", to: directory + "/timeline.json")
    }
}

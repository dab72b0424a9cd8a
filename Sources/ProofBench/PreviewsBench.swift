import Foundation
import ProofCLI
import Render

/// `proof bench`'s previews figures (issue 38): what a team meets first, `proof previews`
/// on a package of its own, here one the bench writes — 40 view files and a model, each view
/// with a `#Preview` — timed as processes with a cache folder of its own:
/// - the first run, from nothing (no runner built: scan, compile, link, draw every preview),
/// - a run after one view file is edited (recompiled, drawn again),
/// - a run with nothing changed (the runner reused),
/// - and an AirFit-like screen (gradient, four glass cards with shadows and rings) recorded
///   with `--animate` at @3x: frames written per second of the warm run, process included.
struct PreviewsBench {
    /// The package's view files.
    static let viewCount = 40
    static let firstTargetSeconds = 60.0
    static let editTargetSeconds = 5.0
    static let animationTargetFPS = 100.0

    /// The figures of one run.
    struct Figures: Encodable {
        let views: Int
        let first: BenchProcess.Run
        let afterEdit: BenchProcess.Run
        let unchanged: BenchProcess.Run
        /// PNG frames the recording wrote, and the warm recording run.
        let animationFrames: Int
        let animation: BenchProcess.Run
        let animationFPS: Double
        let firstTargetSeconds: Double
        let editTargetSeconds: Double
        let animationTargetFPS: Double
    }

    let executable: String
    let scratch: String

    func measure() throws -> Figures {
        let package = scratch + "/previews/TeamApp"
        try write(Self.model, to: package + "/Workout.swift")
        for i in 1...Self.viewCount { try write(Self.view(i), to: package + "/\(Self.viewName(i)).swift") }
        let animated = scratch + "/previews-animated/PulseApp/PulseDashboard.swift"
        try write(Self.pulseDashboard, to: animated)
        let process = BenchProcess(executable: executable, environment: ["DESIGNPROOF_CACHE": scratch + "/previews-cache"])
        let out = scratch + "/previews-out"
        let stills = ["previews", package, "--out", out]
        let first = try process.run(stills, allowed: [0], what: "proof previews (first run)")
        try write(Self.view(7, title: "Edited"), to: package + "/\(Self.viewName(7)).swift")
        let afterEdit = try process.run(stills, allowed: [0], what: "proof previews (after an edit)")
        let unchanged = try process.run(stills, allowed: [0], what: "proof previews (unchanged)")
        let recording = ["previews", animated, "--animate", "--scale", "3", "--appearance", "light", "--out", scratch + "/previews-animation"]
        _ = try process.run(recording, allowed: [0], what: "proof previews --animate (compiling)")
        let animation = try process.run(recording, allowed: [0], what: "proof previews --animate")
        let frames = Self.frameCount(in: scratch + "/previews-animation")
        return Figures(views: Self.viewCount, first: first, afterEdit: afterEdit, unchanged: unchanged,
                       animationFrames: frames, animation: animation, animationFPS: Double(frames) / max(animation.seconds, 1e-9),
                       firstTargetSeconds: Self.firstTargetSeconds, editTargetSeconds: Self.editTargetSeconds,
                       animationTargetFPS: Self.animationTargetFPS)
    }

    /// The rows `proof bench` prints.
    static func lines(_ f: Figures) -> [String] {
        let s = { (v: Double) in BenchOutput.fixed(v, 2) + " s" }
        return [
            "proof previews, a package of \(f.views) views and a model (light and dark, iPhone 16 @3x):",
            "  first run from an empty cache \(s(f.first.seconds)) (peak \(BenchOutput.fixed(f.first.peakMB, 0)) MB) — target ≤ \(s(f.firstTargetSeconds)) \(BenchOutput.mark(f.first.seconds <= f.firstTargetSeconds))",
            "  after editing one view \(s(f.afterEdit.seconds)) — target ≤ \(s(f.editTargetSeconds)) \(BenchOutput.mark(f.afterEdit.seconds <= f.editTargetSeconds)); unchanged \(s(f.unchanged.seconds))",
            "  an AirFit-like screen recorded at @3x: \(f.animationFrames) frames in \(s(f.animation.seconds)), \(BenchOutput.fixed(f.animationFPS, 1)) frames/s"
                + " — target ≥ \(BenchOutput.fixed(f.animationTargetFPS, 0)) \(BenchOutput.mark(f.animationFPS >= f.animationTargetFPS))",
        ]
    }

    /// PNG files under `folder` that are frames of a recording (not its APNG, filmstrip or timeline).
    static func frameCount(in folder: String) -> Int {
        let names = FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []
        return names.filter { path in
            let name = (path as NSString).lastPathComponent
            return name.hasSuffix(".png") && !["animation.png", "filmstrip.png", "timeline.png"].contains(name)
        }.count
    }

    private func write(_ text: String, to path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        if case .failure(let f) = FileBytes.makeFolders(folder) { throw CLIError.io("cannot make the bench's package folder: " + f.description) }
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
            throw CLIError.io("cannot write the bench's package file \(path)")
        }
    }

    static func viewName(_ i: Int) -> String { "Screen" + (i < 10 ? "0" : "") + String(i) }

    /// The model every view reads: a workout with a name, minutes and a symbol.
    static let model = """
        import SwiftUI

        struct Workout: Identifiable {
            let id: Int
            let name: String
            let minutes: Int
            let symbol: String

            static let samples: [Workout] = [
                Workout(id: 1, name: "Morning run", minutes: 32, symbol: "figure.run"),
                Workout(id: 2, name: "Strength", minutes: 45, symbol: "dumbbell.fill"),
                Workout(id: 3, name: "Evening walk", minutes: 28, symbol: "figure.walk"),
                Workout(id: 4, name: "Cycling", minutes: 60, symbol: "bicycle"),
                Workout(id: 5, name: "Yoga", minutes: 20, symbol: "figure.mind.and.body"),
                Workout(id: 6, name: "Swim", minutes: 40, symbol: "figure.pool.swim"),
            ]
        }

        """

    /// View `i`: a title, a ring, a row per workout (3 to 6 of them) and a button — each file a
    /// little different, as a team's screens are.
    static func view(_ i: Int, title: String? = nil) -> String {
        let name = viewName(i)
        let colors = ["blue", "green", "orange", "pink", "purple", "teal", "indigo", "red"]
        let color = colors[i % colors.count]
        let rows = 3 + i % 4
        let heading = title ?? "Day \(i)"
        return """
            import SwiftUI

            struct \(name): View {
                @State private var goal = \(4 + i % 6)

                var body: some View {
                    ScrollView {
                        VStack(alignment: .leading, spacing: 16) {
                            Text("\(heading)")
                                .font(.largeTitle.bold())
                            HStack(spacing: 16) {
                                ZStack {
                                    Circle().stroke(Color.\(color).opacity(0.2), lineWidth: 10)
                                    Circle().trim(from: 0, to: \(Double(20 + i) / 70))
                                        .stroke(Color.\(color), style: StrokeStyle(lineWidth: 10, lineCap: .round))
                                        .rotationEffect(.degrees(-90))
                                    Text("\\(goal)")
                                        .font(.title2.monospacedDigit())
                                }
                                .frame(width: 88, height: 88)
                                VStack(alignment: .leading, spacing: 4) {
                                    Text("Weekly goal")
                                        .font(.headline)
                                    Text("\\(goal) workouts, \(i * 15) minutes so far")
                                        .font(.subheadline)
                                        .foregroundStyle(.secondary)
                                }
                            }
                            ForEach(Workout.samples.prefix(\(rows))) { workout in
                                HStack(spacing: 12) {
                                    Image(systemName: workout.symbol)
                                        .foregroundStyle(.white)
                                        .frame(width: 40, height: 40)
                                        .background(Color.\(color))
                                        .clipShape(RoundedRectangle(cornerRadius: 10))
                                    VStack(alignment: .leading, spacing: 2) {
                                        Text(workout.name)
                                            .font(.headline)
                                        Text("\\(workout.minutes) min")
                                            .font(.subheadline)
                                            .foregroundStyle(.secondary)
                                    }
                                    Spacer()
                                }
                                .padding(12)
                                .background(Color.gray.opacity(0.12))
                                .clipShape(RoundedRectangle(cornerRadius: 14))
                            }
                            Button("Add a workout") { goal += 1 }
                                .font(.headline)
                                .frame(maxWidth: .infinity)
                                .padding()
                                .background(Color.\(color))
                                .foregroundStyle(.white)
                                .clipShape(Capsule())
                        }
                        .padding()
                    }
                }
            }

            #Preview {
                \(name)()
            }

            """
    }

    /// An AirFit-like screen that animates on appearing: a gradient under four glass cards,
    /// each with a shadow and a ring that fills (1 s, easeInOut, under `withAnimation`).
    static let pulseDashboard = """
        import SwiftUI

        struct PulseDashboard: View {
            @State private var progress = 0.0

            var body: some View {
                ZStack {
                    LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
                        .ignoresSafeArea()
                    VStack(spacing: 16) {
                        Text("Today")
                            .font(.largeTitle.bold())
                            .foregroundStyle(.white)
                            .frame(maxWidth: .infinity, alignment: .leading)
                        ForEach(0..<4) { card in
                            HStack(spacing: 16) {
                                Circle()
                                    .trim(from: 0, to: progress * Double(card + 1) / 4)
                                    .stroke(Color.white, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                                    .rotationEffect(.degrees(-90))
                                    .frame(width: 56, height: 56)
                                VStack(alignment: .leading, spacing: 4) {
                                    Text("Ring \\(card + 1)")
                                        .font(.headline)
                                    Text("\\(Int(progress * Double(card + 1) * 25)) %")
                                        .font(.subheadline.monospacedDigit())
                                }
                                .foregroundStyle(.white)
                                Spacer()
                            }
                            .padding()
                            .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 20))
                            .shadow(color: .black.opacity(0.15), radius: 10, y: 4)
                        }
                        Spacer()
                    }
                    .padding()
                }
                .onAppear {
                    withAnimation(.easeInOut(duration: 1)) { progress = 1 }
                }
            }
        }

        #Preview {
            PulseDashboard()
        }

        """
}

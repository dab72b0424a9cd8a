import Foundation
import Render
import Testing

/// `proof previews --animate`: a team's animated preview recorded from its appearance as
/// `proof animate` writes a clip, verified against itself, and its options refused well.
@Suite struct PreviewsAnimateCommandTests {
    private static let fader = """
        import SwiftUI

        struct Fader: View {
            @State private var shown = false
            var body: some View {
                Rectangle()
                    .fill(Color.red)
                    .frame(width: 100, height: 100)
                    .opacity(shown ? 1 : 0)
                    .onAppear { withAnimation(.linear(duration: 0.5)) { shown = true } }
            }
        }

        struct Spinner: View {
            @State private var on = false
            var body: some View {
                Rectangle().frame(width: 40, height: 40)
                    .rotationEffect(.degrees(on ? 360 : 0))
                    .onAppear { withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { on = true } }
            }
        }

        #Preview("Fade") { Fader() }
        #Preview("Spin") { Spinner() }
        """

    private func package() throws -> (folder: String, env: [String: String]) {
        let root = Proof.temporaryDirectory()
        let folder = root + "/Motion"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Self.fader.write(toFile: folder + "/Fader.swift", atomically: true, encoding: .utf8)
        return (folder, ["DESIGNPROOF_CACHE": root + "/cache"])
    }

    /// The fade lasts 0.5 s: at 10 fps, frames 0…5 (t = 0 … 0.5); frame 0 is the state
    /// before `onAppear`'s change (nothing drawn over white), frame 5 the red square. Its
    /// timeline has one row, the opacity 0 → 1 on `linear 0.5 s`, sampled at 0.2 s as 0.4.
    /// The spinner never settles: cut at 3 s and said. A second run verifies identical.
    @Test func aPreviewIsRecordedFromItsAppearanceAndVerified() throws {
        let (folder, env) = try package()
        let out = Proof.temporaryDirectory()
        let r = try Proof.run(["previews", folder, "--animate", "--fps", "10", "--scale", "1", "--out", out], environment: env,
                              timeout: Proof.slowTimeout)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("wrote 6 frames, animation.png, filmstrip.png, timeline.png and timeline.json to \(out)/motion/fader-fade"))
        #expect(r.stdout.contains("note: motion/fader-spin never settles (an animation repeats forever or keeps being scheduled): cut at 3 s; --duration S sets where"))
        let first = try PNGFile.read(out + "/motion/fader-fade/frame-000.png")
        let last = try PNGFile.read(out + "/motion/fader-fade/frame-005.png")
        let centre = (426 * 393 + 196) * 4
        #expect(Array(first.pixels[centre..<centre + 4]) == [0xFF, 0xFF, 0xFF, 0xFF])
        #expect(Array(last.pixels[centre..<centre + 3]) == [0xFF, 0x3B, 0x30])
        let timeline = try String(contentsOfFile: out + "/motion/fader-fade/timeline.json", encoding: .utf8)
        #expect(timeline.contains("\"property\" : \"opacity\"") || timeline.contains("\"property\": \"opacity\""))
        #expect(timeline.contains("linear 0.5 s"))
        let verified = try Proof.run(["previews", folder, "--animate", "--fps", "10", "--scale", "1", "--verify", out], environment: env,
                                     timeout: Proof.slowTimeout)
        #expect(verified.status == 0, "\(verified.stderr)")
        #expect(verified.stdout.contains("identical"))

        // `check motion` holds the recordings to what any SwiftUI view owes: the fade ends on
        // its still (and only fades under Reduce Motion); the spinner never settles, so it
        // ends on none, and it turns under Reduce Motion, which SwiftUI does not stop.
        let check = try Proof.run(["check", "motion", "--previews", folder, "--json"], environment: env, timeout: Proof.slowTimeout)
        #expect(check.status == 1, "\(check.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
        let motion = try #require((json["checks"] as? [[String: Any]])?.first)
        let summary = try #require(motion["summary"] as? String)
        #expect(summary.hasPrefix("1/2 reduced-motion variants still, with their fades timed; 2/2 animations end on their screen (2 on none: it never settles)"))
        #expect(!summary.contains("springs"), "previews have no spring tokens: no spring claim")
        let lines = (motion["failures"] as? [[String: Any]] ?? []).compactMap { $0["line"] as? String }
        // 36° in 0.1 s about the 40 pt square's centre: each corner (28.28 pt out) travels
        // 2 · 28.28 · sin 18° = 17.48 pt.
        #expect(lines.first?.hasPrefix("reduced motion: motion/fader-spin: Preview/Spinner moves (rotation, 17.48 pt) between 0.0 s and 0.1 s") == true)
        #expect(lines.first?.hasSuffix("(Reduce Motion is on: read @Environment(\\.accessibilityReduceMotion) and fade instead of moving)") == true)
        let figures = try #require(motion["motion"] as? [String: Any])
        let endings = try #require(figures["endings"] as? [[String: Any]])
        let fade = endings.filter { $0["animation"] as? String == "motion/fader-fade" }
        #expect(fade.count == 2 && fade.allSatisfy { $0["screen"] as? String == "motion/fader-fade" && $0["passed"] as? Bool == true })
        let spin = endings.filter { $0["animation"] as? String == "motion/fader-spin" }
        #expect(spin.count == 2 && spin.allSatisfy { ($0["reason"] as? String)?.hasPrefix("it never settles") == true })
    }

    /// An image no catalogue has refuses the recording as it refuses a still: one line, 65,
    /// nothing written.
    @Test func aMissingImageRefusesTheRecording() throws {
        let root = Proof.temporaryDirectory()
        let folder = root + "/Icons"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try """
            import SwiftUI
            struct Icon: View {
                @State private var on = false
                var body: some View {
                    Image("sparkle").opacity(on ? 1 : 0).onAppear { withAnimation { on = true } }
                }
            }
            #Preview { Icon() }
            """.write(toFile: folder + "/Icon.swift", atomically: true, encoding: .utf8)
        let out = Proof.temporaryDirectory()
        let r = try Proof.run(["previews", folder, "--animate", "--out", out], environment: ["DESIGNPROOF_CACHE": root + "/cache"],
                              timeout: Proof.slowTimeout)
        #expect(r.status == 65, "\(r.stderr)")
        #expect(r.stderr.contains("icons/icon: image \"sparkle\" is in no asset catalogue"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out + "/icons"))
    }

    /// A tap by label: the button's action runs at 0.5 s and its change animates (a linear
    /// half second: the red bar 100 pt wide until the tap, 200 pt from 1 s on, 150 pt at
    /// 0.75 s). A label no preview shows stops the run with the line naming what is shown.
    @Test func aTapByLabelIsRecorded() throws {
        let root = Proof.temporaryDirectory()
        let folder = root + "/Taps"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try """
            import SwiftUI
            struct Grower: View {
                @State private var big = false
                var body: some View {
                    VStack(spacing: 0) {
                        Rectangle().fill(Color.red).frame(width: big ? 200 : 100, height: 100)
                        Button("Grow") { withAnimation(.linear(duration: 0.5)) { big = true } }
                    }
                }
            }
            struct Later: View {
                @State private var big = false
                var body: some View {
                    Rectangle().fill(Color.red).frame(width: big ? 200 : 100, height: 100)
                        .task {
                            try? await Task.sleep(for: .seconds(0.5))
                            withAnimation(.linear(duration: 0.5)) { big = true }
                        }
                }
            }
            #Preview("Tap") { Grower() }
            #Preview("Later") { Later() }
            """.write(toFile: folder + "/Grower.swift", atomically: true, encoding: .utf8)
        let env = ["DESIGNPROOF_CACHE": root + "/cache"]
        let out = Proof.temporaryDirectory()
        let r = try Proof.run(["previews", folder, "--animate", "--fps", "4", "--scale", "1", "--appearance", "light", "--tap", "Grow@0.5", "--out", out],
                              environment: env, timeout: Proof.slowTimeout)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("wrote 5 frames, animation.png, filmstrip.png, timeline.png and timeline.json to \(out)/taps/grower-tap\n"), "\(r.stdout)")
        // The other preview has no "Grow": a note, not a failure. Its `.task` sleeps half a
        // second on the recording's clock and then grows the bar as the tap does.
        #expect(r.stdout.contains("note: taps/grower-later: the tap on \"Grow\" at 0.5 s did nothing: nothing shown is labelled \"Grow\" (no button, toggle or tap gesture is shown)"), "\(r.stdout)")
        // The bar's area in points² at @1x: how much of system red (FF3B30) covers the white,
        // summed over the pixels (edges on half points are half covered). The blue label is
        // not red: its green channel is not below its blue.
        func redArea(_ k: Int, _ preview: String = "grower-tap") throws -> Double {
            let png = try PNGFile.read(out + "/taps/\(preview)/frame-00\(k).png")
            return stride(from: 0, to: png.pixels.count, by: 4).reduce(0.0) { sum, i in
                let (r, g) = (png.pixels[i], png.pixels[i + 1])
                return r == 0xFF && g < 0xFF ? sum + Double(0xFF - g) / Double(0xFF - 0x3B) : sum
            }
        }
        #expect(abs(try redArea(0) - 100 * 100) < 50)
        #expect(abs(try redArea(2) - 100 * 100) < 50, "at 0.5 s the tap has just run")
        #expect(abs(try redArea(3) - 150 * 100) < 50)
        #expect(abs(try redArea(4) - 200 * 100) < 50)
        for (k, area) in [(0, 100.0), (2, 100), (3, 150), (4, 200)] {
            let drawn = try redArea(k, "grower-later")
            #expect(abs(drawn - area * 100) < 50, "frame \(k) of the task's preview: \(drawn)")
        }

        let missed = Proof.temporaryDirectory()
        let m = try Proof.run(["previews", folder, "--animate", "--tap", "Shrink@0.5", "--out", missed], environment: env, timeout: Proof.slowTimeout)
        #expect(m.status == 64, "\(m.stderr)")
        #expect(m.stdout.contains("note: taps/grower-tap: the tap on \"Shrink\" at 0.5 s did nothing: nothing shown is labelled \"Shrink\" (shown: \"Grow\")"), "\(m.stdout)")
        #expect(m.stderr.contains("--tap Shrink@0.5 tapped nothing in any recording: give the label VoiceOver reads"), "\(m.stderr)")
        #expect(!FileManager.default.fileExists(atPath: missed + "/taps"))
    }

    /// Options that do not go together are one line and 64, before anything is compiled.
    @Test(arguments: [
        (["--animate", "--fps", "0", "--out", "/tmp/x"], "--fps 0 is out of range: 1…240"),
        (["--animate", "--duration=-1", "--out", "/tmp/x"], "--duration -1 is out of range"),
        (["--animate", "--duration", "nan", "--out", "/tmp/x"], "--duration nan is out of range"),
        (["--animate"], "give --out DIR to record the previews, or --verify DIR"),
        (["--animate", "--out", "/tmp/x", "--verify", "/tmp/y"], "--out and --verify go separately"),
        (["--animate", "--out", "/tmp/x", "--tolerance", "3"], "--tolerance applies only to --verify"),
        (["--animate", "--content-size", "accessibilityLarge", "--out", "/tmp/x"], "leave out --content-size"),
        (["--fps", "30", "--out", "/tmp/x"], "--fps goes with --animate"),
        (["--verify", "/tmp/x"], "--verify goes with --animate"),
        (["--tap", "Go@1", "--out", "/tmp/x"], "--tap goes with --animate"),
        (["--animate", "--tap", "Go", "--out", "/tmp/x"], "is not LABEL@SECONDS: give the control's label and the time"),
        (["--animate", "--tap", "Go@11", "--out", "/tmp/x"], "comes after the 10 s a recording is followed"),
    ])
    func badOptionsAreOneLine(_ options: [String], _ line: String) throws {
        let (folder, env) = try package()
        let r = try Proof.run(["previews", folder] + options, environment: env)
        #expect(r.status == 64, "\(r.stderr)")
        #expect(r.stderr.contains(line), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: env["DESIGNPROOF_CACHE"]!))
    }
}

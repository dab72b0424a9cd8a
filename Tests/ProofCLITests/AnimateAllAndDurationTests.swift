import Foundation
import Testing

/// `proof animate --duration S` cuts a clip; `--all` renders every animation; the two ways of
/// naming what to render do not mix.
@Suite struct AnimateAllAndDurationTests {
    /// GlassCard's spring-in settles in about 1.11 s; cut at 0.5 s, at 10 fps it is frames
    /// 0…5, and no "never settles" line (it would, left alone).
    @Test func durationCutsAClip() throws {
        let out = Proof.temporaryDirectory()
        let r = try Proof.run(["animate", "airfit/glass-in", "--duration", "0.5", "--fps", "10", "--scale", "1", "--out", out])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "wrote 6 frames, animation.png, filmstrip.png, timeline.png and timeline.json to \(out)/airfit/glass-in\n")
    }

    @Test(arguments: [
        (["animate", "--out", "/tmp/x"], "give the animation to render (APP/ANIMATION, see `proof list`), or --all"),
        (["animate", "airfit/glass-in", "--all", "--out", "/tmp/x"], "--all renders every animation: leave out airfit/glass-in, or --all"),
        (["animate", "airfit/glass-in", "--duration", "0", "--out", "/tmp/x"], "--duration 0 is out of range"),
        (["animate", "airfit/glass-in", "--duration", "1e9", "--out", "/tmp/x"], "--duration 1000000000 is out of range"),
    ])
    func badRequestsAreOneLine(_ arguments: [String], _ line: String) throws {
        let r = try Proof.run(arguments)
        #expect(r.status == 64 && r.stderr.contains(line), "\(r.stderr)")
    }
}

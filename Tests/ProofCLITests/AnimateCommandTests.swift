import Foundation
import Testing

/// `proof animate` end to end for the Cal AI clips: listing, `--from`/`--to` on
/// `calai/push`, and the one-line usage errors.
@Suite struct AnimateCommandTests {
    static let calaiIDs = ["calai/weight-chart-draw", "calai/loading-progress", "calai/health-score-fill",
                           "calai/spin-wheel-spin", "calai/speed-slider", "calai/push"]

    @Test func listShowsTheCalAIAnimations() throws {
        let r = try Proof.run(["list"])
        #expect(r.status == 0)
        for id in Self.calaiIDs { #expect(r.stdout.contains(id + "  (animation)"), "\(id)") }
    }

    @Test func pushBetweenTwoNamedPagesWritesEveryFile() throws {
        let dir = Proof.temporaryDirectory()
        let r = try Proof.run(["animate", "calai/push", "--from", "calai/goal", "--to", "desired-weight", "--fps", "10", "--scale", "1", "--out", dir])
        #expect(r.status == 0, "\(r.stderr)")
        for file in ["frame-000.png", "animation.png", "filmstrip.png", "timeline.png", "timeline.json"] {
            #expect(FileManager.default.fileExists(atPath: dir + "/calai/push/" + file), "\(file)")
        }
        let json = try String(contentsOfFile: dir + "/calai/push/timeline.json", encoding: .utf8)
        #expect(json.contains("\"animation\" : \"calai/push\""))
        #expect(json.contains("\"element\" : \"calai/desired-weight\"") && json.contains("\"element\" : \"calai/goal\""))
    }

    @Test func wrongPagesAndOptionsAreUsageErrors() throws {
        let dir = Proof.temporaryDirectory()
        let page = try Proof.run(["animate", "calai/push", "--from", "calai/home", "--to", "calai/goal", "--out", dir])
        #expect(page.status == 64)
        #expect(page.stderr.hasPrefix("proof: --from calai/home is not an onboarding page with a step bar; calai/push goes between calai/gender, "))
        #expect(page.stderr.filter { $0 == "\n" }.count == 1, "one line")
        let same = try Proof.run(["animate", "calai/push", "--from", "goal", "--to", "goal", "--out", dir])
        #expect(same.status == 64)
        #expect(same.stderr == "proof: --from and --to are both calai/goal: a push needs two different pages\n")
        let other = try Proof.run(["animate", "calai/spin-wheel-spin", "--from", "peachRose", "--to", "mintAqua", "--out", dir])
        #expect(other.status == 64)
        #expect(other.stderr.hasPrefix("proof: calai/spin-wheel-spin takes no --from/--to"))
        let typo = try Proof.run(["animate", "calai/spin-wheel-spn", "--out", dir])
        #expect(typo.status == 64)
        #expect(typo.stderr.contains("(did you mean calai/spin-wheel-spin?)"))
        // An id of no app is refused as such, whatever --from/--to say (it used to fall
        // through to AirFit and be refused for AirFit's gradient names).
        let noApp = try Proof.run(["animate", "nosuch/thing", "--from", "nope", "--to", "x", "--out", dir])
        #expect(noApp.status == 64)
        #expect(noApp.stderr == "proof: unknown screen \"nosuch/thing\"; `proof list` shows every id\n")
    }
}

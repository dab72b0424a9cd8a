import Foundation
import ProofCLI
import Testing

/// `--propose` on motion: AirFit's seed forbids linear motion except fades. With the
/// cascade's and the mic ripple's curves made linear, each curve token is proposed as the
/// app's standard spring (`spring.transition`), found by trying every curve token; with
/// them applied the motion check passes, and the cascade runs on the spring until it settles.
@Suite struct MotionProposalCommandTests {
    static let linear = [
        (system: "airfit", old: "\"$value\": \"{motion.curve.easeOut}\",\n        \"$description\": \"withAnimation(.easeOut(duration: MotionToken.duration)).\"",
         new: "\"$value\": \"{motion.curve.linear}\",\n        \"$description\": \"withAnimation(.easeOut(duration: MotionToken.duration)).\""),
        (system: "airfit", old: "\"duration\": {\"$type\": \"duration\", \"$value\": {\"value\": 1.5, \"unit\": \"s\"}},\n      \"curve\": {\"$type\": \"cubicBezier\", \"$value\": \"{motion.curve.easeOut}\"},",
         new: "\"duration\": {\"$type\": \"duration\", \"$value\": {\"value\": 1.5, \"unit\": \"s\"}},\n      \"curve\": {\"$type\": \"cubicBezier\", \"$value\": \"{motion.curve.linear}\"},"),
    ]

    @Test func linearCurveTokensBecomeTheStandardSpringAndTheCheckPasses() throws {
        let dir = Proof.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let env = ["DESIGNPROOF_TOKENS": try Proof.tokenCopy(in: dir, replacing: Self.linear)]
        let r = try Proof.run(["check", "motion", "--app", "airfit", "--propose", "--limit", "1", "--out", dir + "/out"], environment: env, timeout: Proof.slowTimeout)
        #expect(r.status == 1, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("FAIL  motion — 9/25 tracks bend where the seed forbids linear motion") == true, "\(r.stdout)")
        let at = try #require(lines.firstIndex { $0.hasPrefix("PROPOSE") })
        #expect(Array(lines[at...]) == [
            "PROPOSE 3 changes — re-checked on the proposed design: passes (1 round)",
            "      airfit motion token motion.cascade.curve linear → spring.transition — 15 linear tracks → 0, 15 moved, e.g. airfit/cascade · glyph 0 \"W\" progress",
            "      airfit motion token motion.micRipple.curve linear → spring.transition — 1 linear track → 0, 1 moved, e.g. airfit/mic-ripple · ripple scale",
            "      airfit motion token motion.cascade.phaseEnd 1 → 1.192 — 3 texts left part-way → 0, e.g. \"Welcome\\nto AirFit\"",
        ])
        let file = dir + "/out/proposals.json"
        let applied = try Proof.run(["check", "motion", "--app", "airfit", "--apply-proposals", file], environment: env, timeout: Proof.slowTimeout)
        #expect(applied.status == 0, "\(applied.stdout)")
        #expect(applied.stdout.hasPrefix("PASS  motion — 25/25 tracks bend where the seed forbids linear motion"))

        // The cascade on the spring: it runs until the spring settles (longer than 0.6 s),
        // its glyphs curve, and it comes to rest exactly on the welcome screen.
        let a = try Proof.run(["animate", "airfit/cascade", "--fps", "30", "--scale", "1", "--apply-proposals", file, "--out", dir + "/a"], environment: env, timeout: Proof.slowTimeout)
        #expect(a.status == 0, "\(a.stderr)")
        let timeline = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/a/airfit/cascade/timeline.json"))) as? [String: Any])
        let duration = try #require(timeline["duration"] as? Double)
        #expect(duration > 0.6 && duration < 1.2, "\(duration)")

        // The proposals sheet draws screens; motion proposals are drawn by animate.
        let sheet = try Proof.run(["sheet", "airfit", "--proposals", file, "--out", dir + "/s"], environment: env)
        #expect(sheet.status == 65)
        #expect(sheet.stderr == "proof: the proposals for airfit in \(file) are motion proposals, which change animations: proof animate airfit/ANIMATION --apply-proposals \(file) draws them\n")
        #expect(!FileManager.default.fileExists(atPath: dir + "/s"))
    }

    /// The seed's cascade (§3) leaves every AirFit title but the rep counter's one-glyph "I"
    /// resting with glyphs part-way: one failure per animation that ends on one (the same
    /// in a sharded run). The proposal runs the phase to 1 + 16 · 0.012 for the longest title, and with it
    /// every glyph of every title lands.
    @Test func titlesLeftPartWayGetThePhaseEndThatLandsThem() throws {
        let dir = Proof.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try Proof.run(["check", "motion", "--app", "airfit", "--propose", "--out", dir + "/out"], timeout: Proof.slowTimeout)
        #expect(r.status == 1, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasSuffix("; 1/4 glyph-by-glyph texts land every glyph at rest") == true, "\(r.stdout)")
        #expect(Array(lines.dropFirst().prefix(6)) == [
            "      landing: airfit/crossfade comes to rest with 14 of 15 glyphs of \"Welcome\\nto AirFit\" part-way (the faintest at 80.8 % opacity, 1.15 pt low): a glyph that never lands",
            "      landing: airfit/cascade comes to rest with 14 of 15 glyphs of \"Welcome\\nto AirFit\" part-way (the faintest at 80.8 % opacity, 1.15 pt low): a glyph that never lands",
            "      landing: airfit/glass-in comes to rest with 13 of 14 glyphs of \"Daily\\nDashboard\" part-way (the faintest at 83.2 % opacity, 1.01 pt low): a glyph that never lands",
            "      landing: airfit/mic-ripple comes to rest with 10 of 11 glyphs of \"Log your\\nmeal\" part-way (the faintest at 85.6 % opacity, 0.86 pt low): a glyph that never lands",
            "      landing: airfit/gradient-number comes to rest with 13 of 14 glyphs of \"Daily\\nDashboard\" part-way (the faintest at 83.2 % opacity, 1.01 pt low): a glyph that never lands",
            "      landing: airfit/push comes to rest with 13 of 14 glyphs of \"Daily\\nDashboard\" part-way (the faintest at 83.2 % opacity, 1.01 pt low): a glyph that never lands",
        ])
        let at = try #require(lines.firstIndex { $0.hasPrefix("PROPOSE") })
        #expect(Array(lines[at...]) == [
            "PROPOSE 1 change — re-checked on the proposed design: passes (1 round)",
            "      airfit motion token motion.cascade.phaseEnd 1 → 1.192 — 3 texts left part-way → 0, e.g. \"Welcome\\nto AirFit\"",
        ])
        let applied = try Proof.run(["check", "motion", "--app", "airfit", "--apply-proposals", dir + "/out/proposals.json"], timeout: Proof.slowTimeout)
        #expect(applied.status == 0, "\(applied.stdout)")
        #expect(applied.stdout.hasPrefix("PASS  motion — ") && applied.stdout.contains("; 4/4 glyph-by-glyph texts land every glyph at rest"))
    }

    /// A motion proposal makes one curve token a spring token of the same app.
    @Test(arguments: [
        ("\"kind\": \"element\", \"token\": \"motion.cascade.curve\", \"to\": \"spring.transition\"",
         "proposal 1 (airfit motion.cascade.curve): a motion proposal makes a curve token a spring, or moves a cascade's phase end: kind token, its token, its new value"),
        ("\"kind\": \"token\", \"token\": \"motion.cascade.curv\", \"to\": \"spring.transition\"",
         "proposal 1 (airfit motion.cascade.curv): tokens/airfit.resolver.json has no token motion.cascade.curv"),
        ("\"kind\": \"token\", \"token\": \"motion.cascade.duration\", \"to\": \"spring.transition\"",
         "proposal 1 (airfit motion.cascade.duration): token motion.cascade.duration is a duration, not a curve"),
        ("\"kind\": \"token\", \"token\": \"motion.cascade.curve\", \"to\": \"motion.curve.easeOut\"",
         "proposal 1 (airfit motion.cascade.curve): \"motion.curve.easeOut\" is not a spring token of tokens/airfit.resolver.json"),
        ("\"kind\": \"token\", \"token\": \"motion.cascade.curve\", \"to\": \"spring.bouncy\"",
         "proposal 1 (airfit motion.cascade.curve): \"spring.bouncy\" is not a spring token of tokens/airfit.resolver.json"),
        ("\"kind\": \"token\", \"token\": \"motion.glassIn.scaleFrom\", \"to\": \"5\"",
         "proposal 1 (airfit motion.glassIn.scaleFrom): token motion.glassIn.scaleFrom is a number but not a cascade's phase end (…phaseEnd): a motion proposal moves only that"),
        ("\"kind\": \"token\", \"token\": \"motion.cascade.phaseEnd\", \"to\": \"lots\"",
         "proposal 1 (airfit motion.cascade.phaseEnd): \"lots\" is not a phase end, a number in 1…10"),
        ("\"kind\": \"token\", \"token\": \"motion.cascade.phaseEnd\", \"to\": \"0.5\"",
         "proposal 1 (airfit motion.cascade.phaseEnd): \"0.5\" is not a phase end, a number in 1…10"),
        ("\"kind\": \"token\", \"token\": \"motion.cascade.phaseEnd\", \"to\": \"1e999\"",
         "proposal 1 (airfit motion.cascade.phaseEnd): \"1e999\" is not a phase end, a number in 1…10"),
    ])
    func aMalformedMotionProposalIsRefused(_ fields: String, _ line: String) throws {
        let dir = Proof.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = ProposalCommandTests.write(ProposalCommandTests.header + "[{\"check\": \"motion\", \"app\": \"airfit\", \(fields), \"from\": \"linear\", \"required\": 0, \"worstBefore\": 1, \"worstAfter\": 0, \"uses\": 1, \"failing\": 1, \"examples\": [], \"why\": \"w\"}]}", in: dir)
        let r = try Proof.run(["animate", "airfit/cascade", "--apply-proposals", file, "--out", dir + "/o"])
        #expect(r.status == 65)
        #expect(r.stderr == "proof: \(file): \(line)\n")
        #expect(!FileManager.default.fileExists(atPath: dir + "/o"))
    }
}

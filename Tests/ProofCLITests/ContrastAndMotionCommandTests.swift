import Foundation
import Testing

@Suite struct ContrastCommandTests {
    struct Verdict: Decodable { let ratio: Double; let apcaLc: Double; let aaNormal: Bool; let aaLarge: Bool; let aaa: Bool }

    @Test func grey777OnWhiteMatchesTheContract() throws {
        let r = try Proof.run(["contrast", "#777777", "#FFFFFF", "--json"])
        #expect(r.status == 0)
        let v = try JSONDecoder().decode(Verdict.self, from: Data(r.stdout.utf8))
        #expect(v.ratio == 4.48)
        #expect(!v.aaNormal && v.aaLarge && !v.aaa)
        // APCA of #777 on #FFF: 71.111 from a separate Python transcription of the 0.0.98G-4g formula.
        #expect(v.apcaLc == 71.1)
    }

    /// Each level on both sides of its threshold, as `proof contrast` prints it: the colour on
    /// white just above passes, the one just below fails (WCAGLevel holds the thresholds;
    /// InspectTests' WCAGRuleTests test the other consumers the same way).
    @Test(arguments: [
        ("949494", "AA large text   pass  (≥ 3.0)"), ("959595", "AA large text   fail  (≥ 3.0)"),
        ("767676", "AA normal text  pass  (≥ 4.5)"), ("777777", "AA normal text  fail  (≥ 4.5)"),
        ("595959", "AAA normal text pass  (≥ 7.0)"), ("515A65", "AAA normal text fail  (≥ 7.0)"),
    ])
    func eachLevelOnBothSidesOfItsThreshold(colour: String, line: String) throws {
        let r = try Proof.run(["contrast", colour, "FFFFFF"])
        #expect(r.status == 0)
        #expect(r.stdout.split(separator: "\n").contains { $0 == line }, "\(r.stdout)")
    }

    @Test func blackOnWhiteIs21AndTheHashIsOptional() throws {
        let r = try Proof.run(["contrast", "000", "fff"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("WCAG 2.2 ratio  21.00:1"))
        #expect(r.stdout.contains("AAA normal text pass"))
    }

    @Test func badColourIsAUsageError() throws {
        let r = try Proof.run(["contrast", "#77777G", "#fff"])
        #expect(r.status == 64)
        #expect(r.stderr.contains("foreground \"#77777G\" is not a colour: write #RGB, #RRGGBB or #RRGGBBAA"))
    }
}

@Suite struct MotionCommandTests {
    struct Frames: Decodable { struct F: Decodable { let t: Double; let value: Double }; let frames: [F] }

    @Test func easeInOutAt120FPSHas73FramesAndIsSymmetric() throws {
        let r = try Proof.run(["motion", "sample", "easeInOut", "--duration", "0.6", "--fps", "120", "--json"])
        #expect(r.status == 0)
        let f = try JSONDecoder().decode(Frames.self, from: Data(r.stdout.utf8)).frames
        #expect(f.count == 73)
        #expect(f[0].value == 0 && f[72].value == 1)
        #expect(abs(f[36].t - 0.3) < 1e-12 && abs(f[36].value - 0.5) < 1e-9)
        // easeInOut(0.25) = 0.12916193104731985 (scipy brentq on the Bézier, see MotionTests).
        #expect(abs(f[18].value - 0.12916193104731985) < 1e-6)
    }

    @Test func springOvershoots() throws {
        let r = try Proof.run(["motion", "sample", "spring:stiffness=130,damping=12", "--duration", "1", "--json"])
        #expect(r.status == 0)
        let f = try JSONDecoder().decode(Frames.self, from: Data(r.stdout.utf8)).frames
        #expect(f.count == 121)
        #expect(f.map(\.value).max()! > 1.05)
    }

    @Test func unknownCurveSuggestsTheNearest() throws {
        let r = try Proof.run(["motion", "sample", "eseIn", "--duration", "1"])
        #expect(r.status == 64)
        #expect(r.stderr.contains("did you mean \"easeIn\"?"))
    }
}

/// Curves and token files that used to trap (exit 132), hang, or fail with a NaN encoding
/// error: each is now refused with one line and the right exit code, in bounded time.
@Suite struct MotionLimitsCommandTests {
    /// `Proof.run` with a short timeout, so a regression to a hang fails the test quickly.
    func run(_ arguments: [String], within seconds: Double = 60) throws -> ProofResult? {
        try Proof.run(arguments, timeout: seconds)
    }

    @Test(arguments: [
        ("spring:response=1e300,dampingFraction=1", "spring response must be within 0.01…100 s, got 1e300"),
        ("spring:response=1e-200,dampingFraction=1", "spring response must be within 0.01…100 s, got 1e-200"),
        ("spring:stiffness=1e308,damping=1e-308", "spring stiffness must be within 0.001…1e6, got 1e308"),
        ("spring:response=1,dampingFraction=0.0000001", "spring dampingFraction must be within 0.001…100, got 0.0000001"),
        ("spring:stiffness=100,damping=10,initialVelocity=1e200", "spring initialVelocity must be within -1e4…1e4, got 1e200"),
        ("bezier:0.5,1e308,0.5,-1e308", "bezier y1 must be within -100…100, got 1e308"),
        ("bezier:0,1e200,1,1e200", "bezier y1 must be within -100…100, got 1e200"),
    ])
    func extremeCurvesAreUsageErrors(curve: String, message: String) throws {
        guard let r = try run(["motion", "sample", curve, "--json"]) else { return }
        #expect(r.status == 64)
        #expect(r.stderr == "proof: " + message + " (see proof motion sample --help)\n", "\(r.stderr)")
        #expect(r.stdout.isEmpty)
    }

    /// Accepted, but settling takes ~1100 s: sampling it would need 132,000 frames per
    /// 1100 s at 120 fps and more for slower springs, so it needs an explicit --duration.
    @Test func slowSpringsNeedADuration() throws {
        guard let r = try run(["motion", "sample", "spring:response=1,dampingFraction=0.001"]) else { return }
        #expect(r.status == 64)
        #expect(r.stderr == "proof: spring:response=1,dampingFraction=0.001 takes longer than 600 s to settle "
            + "(about 1099 s): pass --duration (0…600 s) to sample part of it (see proof motion sample --help)\n", "\(r.stderr)")
        guard let slowest = try run(["motion", "sample", "spring:stiffness=1e6,damping=0.001,mass=1e4"]) else { return }
        #expect(slowest.status == 64)
        #expect(slowest.stderr.contains("takes longer than 600 s to settle (about 1.4e8 s)"), "\(slowest.stderr)")
        guard let part = try run(["motion", "sample", "spring:response=1,dampingFraction=0.001", "--duration", "1", "--json"]) else { return }
        #expect(part.status == 0)
        #expect(part.stdout.hasPrefix("{\"frames\":["))
    }

    /// The same spring written as a token: validate and sheet both refuse it (65) instead
    /// of validating it and trapping in the sheet.
    @Test func extremeSpringTokensAreBadData() throws {
        let directory = Proof.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/s.tokens.json"
        try #"{"$extensions":{"dev.designproof":{"spring":{"$type":"spring","s":{"$value":{"response":1e-200,"dampingFraction":1}}}}}}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        let line = "proof: \(file): /$extensions/dev.designproof/spring/s/$value/response: 1e-200 is outside 0.01…100 s (line 1, column 89)\n"
        guard let validate = try run(["tokens", "validate", file]) else { return }
        #expect(validate.status == 65)
        #expect(validate.stderr == line)
        guard let sheet = try run(["tokens", "sheet", file, "--out", directory + "/out"]) else { return }
        #expect(sheet.status == 65)
        #expect(sheet.stderr.contains(line), "\(sheet.stderr)")
    }
}

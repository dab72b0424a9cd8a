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

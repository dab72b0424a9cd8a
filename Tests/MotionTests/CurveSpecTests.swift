import Testing
import Motion

@Suite struct CurveSpecTests {
    func parse(_ text: String) throws(CurveSpecError) -> Curve {
        try CurveSpec(parsing: text).curve
    }

    func message(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func namedCurves() throws {
        #expect(try parse("linear") == .timing(.linear))
        #expect(try parse("easeIn") == .timing(.easeIn))
        #expect(try parse("easeOut") == .timing(.easeOut))
        #expect(try parse("easeInOut") == .timing(.easeInOut))
        #expect(try parse("  easeOut ") == .timing(.easeOut))
    }

    @Test func bezier() throws {
        #expect(try parse("bezier:0.42,0,0.58,1") == .timing(.easeInOut))
        #expect(try parse("bezier: 0.34, 1.56, 0.64, 1") == .timing(TimingCurve(x1: 0.34, y1: 1.56, x2: 0.64, y2: 1)))
        #expect(try parse("bezier:0,-0.5,1,1.5") == .timing(TimingCurve(x1: 0, y1: -0.5, x2: 1, y2: 1.5)))
    }

    @Test func springs() throws {
        #expect(try parse("spring:stiffness=130,damping=12") == .spring(Spring(stiffness: 130, damping: 12)))
        #expect(try parse("spring:stiffness=130,damping=12,mass=2")
            == .spring(Spring(stiffness: 130, damping: 12, mass: 2)))
        #expect(try parse("spring:damping=12, initialVelocity=-1.5, stiffness=130, mass=1")
            == .spring(Spring(stiffness: 130, damping: 12, initialVelocity: -1.5)))
        #expect(try parse("spring:response=0.5,dampingFraction=0.825")
            == .spring(Spring(response: 0.5, dampingFraction: 0.825)))
        #expect(try Curve(spec: "spring:stiffness = 100 , damping = 20") == .spring(Spring(stiffness: 100, damping: 20)))
    }

    @Test func canonicalSpellingRoundTrips() throws {
        let curves: [Curve] = [
            .timing(.easeOut), .timing(TimingCurve(x1: 0.1, y1: 0.7, x2: 0.3, y2: 1)),
            .spring(Spring(stiffness: 130, damping: 12, initialVelocity: 2)),
            .spring(Spring(response: 0.5, dampingFraction: 0.825)),
        ]
        for curve in curves {
            #expect(try parse(CurveSpec(curve: curve).description) == curve)
        }
        #expect(CurveSpec(curve: .timing(.easeInOut)).description == "easeInOut")
        #expect(Curve.timing(TimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)).description == "bezier:0.25,0.1,0.25,1.0")
        #expect(CurveSpec(curve: .spring(Spring(stiffness: 130, damping: 12))).description
            == "spring:stiffness=130.0,damping=12.0,mass=1.0,initialVelocity=0.0")
    }

    static let forms = "linear, easeIn, easeOut, easeInOut, bezier:x1,y1,x2,y2, "
        + "spring:stiffness=K,damping=C[,mass=M][,initialVelocity=V], spring:response=R,dampingFraction=F "
        + "or spring:duration=D,bounce=B"

    @Test func curveNameErrors() {
        #expect(message("eseIn") == "unknown curve \"eseIn\" (did you mean \"easeIn\"?): use \(Self.forms)")
        #expect(message("EaseInOut") == "unknown curve \"EaseInOut\" (did you mean \"easeInOut\"?): use \(Self.forms)")
        #expect(message("sprng:stiffness=1") == "unknown curve \"sprng\" (did you mean \"spring\"?): use \(Self.forms)")
        #expect(message("wobble") == "unknown curve \"wobble\": use \(Self.forms)")
        #expect(message("   ") == "empty curve: use \(Self.forms)")
        #expect(message("easeIn:0.3") == "easeIn takes no parameters: write just \"easeIn\"")
    }

    @Test func bezierErrors() {
        #expect(message("bezier:0.42,0,0.58") == "bezier needs 4 numbers, got 3")
        #expect(message("bezier:0.42,0,0.58,1,1") == "bezier needs 4 numbers, got 5")
        #expect(message("bezier") == "bezier needs 4 numbers, got 0")
        #expect(message("bezier:1.4,0,0.58,1") == "bezier x1 must be within 0…1, got 1.4")
        #expect(message("bezier:0.4,0,-0.2,1") == "bezier x2 must be within 0…1, got -0.2")
        #expect(message("bezier:0.4,abc,0.2,1") == "bezier y1 must be a finite number, got \"abc\"")
        #expect(message("bezier:0.4,0,,1") == "bezier x2 must be a finite number, got \"\"")
        #expect(message("bezier:0.4,0,0.2,inf") == "bezier y2 must be a finite number, got \"inf\"")
    }

    @Test func springErrors() {
        #expect(message("spring:stiffness=0,damping=12") == "spring stiffness must be > 0")
        #expect(message("spring:stiffness=-5,damping=12") == "spring stiffness must be > 0")
        #expect(message("spring:stiffness=130,damping=0") == "spring damping must be > 0")
        #expect(message("spring:stiffness=130,damping=12,mass=0") == "spring mass must be > 0")
        #expect(message("spring:response=0,dampingFraction=0.8") == "spring response must be > 0")
        #expect(message("spring:response=0.5,dampingFraction=0") == "spring dampingFraction must be > 0")
        #expect(message("spring:stiffness=abc,damping=12") == "spring stiffness must be a finite number, got \"abc\"")
        #expect(message("spring:stiffness=130") == "spring needs damping, e.g. spring:stiffness=130,damping=12")
        #expect(message("spring:mass=2,damping=12") == "spring needs stiffness, e.g. spring:stiffness=130,damping=12")
        #expect(message("spring:response=0.5")
            == "spring needs dampingFraction, e.g. spring:response=0.5,dampingFraction=0.825")
        #expect(message("spring:stifness=130,damping=12")
            == "unknown spring parameter \"stifness\" (did you mean \"stiffness\"?): "
            + "use stiffness, damping, mass, initialVelocity; response, dampingFraction; or duration, bounce")
        #expect(message("spring:130,12") == "spring parameter \"130\" must be key=value, e.g. stiffness=130")
        #expect(message("spring:stiffness=130,stiffness=100,damping=12")
            == "spring parameter \"stiffness\" is given twice: keep one")
        #expect(message("spring:response=0.5,dampingFraction=0.8,mass=1")
            == "spring takes one form: stiffness, damping, mass, initialVelocity; response, dampingFraction; or duration, bounce, not a mix")
        #expect(message("spring:") == "spring needs parameters: spring:stiffness=K,damping=C[,mass=M][,initialVelocity=V], "
            + "spring:response=R,dampingFraction=F or spring:duration=D,bounce=B")
        #expect(message("spring") == message("spring:"))
    }

    @Test func everyErrorIsOneLine() {
        for bad in ["eseIn", "", "bezier:1", "bezier:2,0,0,1", "spring:x=1", "spring:stiffness=1", "linear:1"] {
            let text = message(bad) ?? ""
            #expect(!text.isEmpty && !text.contains("\n"))
        }
    }
}

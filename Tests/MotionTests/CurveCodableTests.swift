import Foundation
import Testing
import Motion

@Suite struct CurveCodableTests {
    func decode(_ json: String) throws -> Curve {
        try JSONDecoder().decode(Curve.self, from: Data(json.utf8))
    }

    @Test func springDefaultsMassAndVelocity() throws {
        #expect(try decode(#"{"type":"spring","stiffness":130,"damping":12}"#)
            == .spring(Spring(stiffness: 130, damping: 12)))
    }

    @Test func rejectsInvalidCurvesWithoutTrapping() {
        #expect(throws: DecodingError.self) { try decode(#"{"type":"bezier","x1":1.4,"y1":0,"x2":0.5,"y2":1}"#) }
        #expect(throws: DecodingError.self) { try decode(#"{"type":"spring","stiffness":-1,"damping":12}"#) }
        #expect(throws: DecodingError.self) { try decode(#"{"type":"wobble"}"#) }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(TimingCurve.self, from: Data(#"{"x1":-0.1,"y1":0,"x2":0.5,"y2":1}"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Spring.self, from: Data(#"{"stiffness":100,"damping":10,"mass":0}"#.utf8))
        }
    }

    @Test func timingCurveAndSpringRoundTrip() throws {
        let curve = TimingCurve(x1: 0.2, y1: 1.4, x2: 0.6, y2: 1)
        let spring = Spring(stiffness: 100, damping: 50, mass: 2, initialVelocity: 40)
        let decoder = JSONDecoder()
        let encoder = JSONEncoder()
        #expect(try decoder.decode(TimingCurve.self, from: encoder.encode(curve)) == curve)
        #expect(try decoder.decode(Spring.self, from: encoder.encode(spring)) == spring)
        #expect(try decoder.decode(Curve.self, from: encoder.encode(Curve.spring(spring))) == .spring(spring))
    }
}

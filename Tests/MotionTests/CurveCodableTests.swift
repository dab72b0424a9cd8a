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

    /// SwiftUI's two other forms decode to the same spring as their constructors (and
    /// encode back in the physical form); a mix of forms and out-of-range values are
    /// refused.
    @Test func springDecodesEveryForm() throws {
        #expect(try decode(#"{"type":"spring","duration":0.5,"bounce":0.3}"#) == .spring(Spring(duration: 0.5, bounce: 0.3)))
        #expect(try decode(#"{"type":"spring","response":0.5,"dampingFraction":0.825}"#)
            == .spring(Spring(response: 0.5, dampingFraction: 0.825)))
        #expect(try decode(#"{"type":"spring","duration":0.5,"bounce":-0.5}"#) == .spring(Spring(duration: 0.5, bounce: -0.5)))
        let data = try JSONEncoder().encode(Spring(duration: 0.5, bounce: 0))
        #expect(String(decoding: data, as: UTF8.self).contains("\"stiffness\""))
        for bad in [#"{"type":"spring","duration":0.5,"bounce":0,"stiffness":100}"#, #"{"type":"spring","duration":0.5,"bounce":-1}"#,
                    #"{"type":"spring","duration":0,"bounce":0}"#, #"{"type":"spring","duration":0.5}"#,
                    #"{"type":"spring","response":-1,"dampingFraction":1}"#] {
            #expect(throws: DecodingError.self, "\(bad)") { try decode(bad) }
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

/// Curves encode as one flat, self-describing object so that a timeline's JSON reads
/// on its own in a motion review:
/// `{"type":"bezier","x1":0,"y1":0,"x2":0.58,"y2":1}` or
/// `{"type":"spring","stiffness":130,"damping":12,"mass":1,"initialVelocity":0}`.
/// Named presets encode as their control points: the numbers are what gets reviewed.
extension Curve: Codable {
    enum CodingKeys: String, CodingKey {
        case type, x1, y1, x2, y2, stiffness, damping, mass, initialVelocity
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .timing(let curve):
            try container.encode("bezier", forKey: .type)
            try container.encode(curve.x1, forKey: .x1)
            try container.encode(curve.y1, forKey: .y1)
            try container.encode(curve.x2, forKey: .x2)
            try container.encode(curve.y2, forKey: .y2)
        case .spring(let spring):
            try container.encode("spring", forKey: .type)
            try container.encode(spring.stiffness, forKey: .stiffness)
            try container.encode(spring.damping, forKey: .damping)
            try container.encode(spring.mass, forKey: .mass)
            try container.encode(spring.initialVelocity, forKey: .initialVelocity)
        }
    }

    /// Validates instead of trapping: JSON comes from outside. `mass` and
    /// `initialVelocity` default to 1 and 0 as in SwiftUI; a spring may also be written
    /// `{"type":"spring","response":…,"dampingFraction":…}` or `…"duration":…,"bounce":…}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "bezier":
            let x1 = try container.decode(Double.self, forKey: .x1)
            let y1 = try container.decode(Double.self, forKey: .y1)
            let x2 = try container.decode(Double.self, forKey: .x2)
            let y2 = try container.decode(Double.self, forKey: .y2)
            if let problem = TimingCurve.problem(x1: x1, y1: y1, x2: x2, y2: y2) {
                throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: problem)
            }
            self = .timing(TimingCurve(x1: x1, y1: y1, x2: x2, y2: y2))
        case "spring":
            // Spring's own decoding, which also takes SwiftUI's response and duration forms.
            self = .spring(try Spring(from: decoder))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container,
                debugDescription: "unknown curve type \"\(type)\": use \"bezier\" or \"spring\"")
        }
    }
}

/// `{"stiffness":…,"damping":…,"mass":…,"initialVelocity":…}`, validated on the way in
/// because JSON comes from outside and the initialiser traps on bad parameters.
/// `mass` and `initialVelocity` may be omitted (1 and 0, as in SwiftUI). Decoding also
/// takes SwiftUI's two other forms, `{"response":…,"dampingFraction":…}` and
/// `{"duration":…,"bounce":…}`, converted as `SpringConversion` says; encoding always
/// writes the physical form, which holds every spring exactly.
extension Spring: Codable {
    enum CodingKeys: String, CodingKey {
        case stiffness, damping, mass, initialVelocity, response, dampingFraction, duration, bounce
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(stiffness, forKey: .stiffness)
        try container.encode(damping, forKey: .damping)
        try container.encode(mass, forKey: .mass)
        try container.encode(initialVelocity, forKey: .initialVelocity)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let forms: [(key: CodingKeys, name: String)] = [
            (.stiffness, "stiffness, damping"), (.response, "response, dampingFraction"), (.duration, "duration, bounce"),
        ]
        let written = forms.filter { container.contains($0.key) }
        guard written.count <= 1 else {
            throw DecodingError.dataCorruptedError(forKey: written[1].key, in: container, debugDescription:
                "a spring takes one form, not \(written.map(\.name).joined(separator: " and "))")
        }
        let stiffness: Double
        let damping: Double
        switch written.first?.key {
        case .response?:
            let response = try container.decode(Double.self, forKey: .response)
            let fraction = try container.decode(Double.self, forKey: .dampingFraction)
            guard response > 0, response.isFinite, fraction >= 0, fraction.isFinite else {
                throw DecodingError.dataCorruptedError(forKey: .response, in: container, debugDescription:
                    "spring response must be > 0 and dampingFraction >= 0, both finite")
            }
            (stiffness, damping) = Spring.parameters(response: response, dampingFraction: fraction)
        case .duration?:
            let duration = try container.decode(Double.self, forKey: .duration)
            let bounce = try container.decode(Double.self, forKey: .bounce)
            guard duration > 0, duration.isFinite, bounce > -1, bounce <= 1 else {
                throw DecodingError.dataCorruptedError(forKey: .duration, in: container, debugDescription:
                    "spring duration must be > 0 and finite, bounce within -1 (exclusive)…1")
            }
            (stiffness, damping) = Spring.parameters(duration: duration, bounce: bounce)
        default:
            stiffness = try container.decode(Double.self, forKey: .stiffness)
            damping = try container.decode(Double.self, forKey: .damping)
        }
        let mass = try container.decodeIfPresent(Double.self, forKey: .mass) ?? 1
        let velocity = try container.decodeIfPresent(Double.self, forKey: .initialVelocity) ?? 0
        // A response or duration with mass m: stiffness and damping scale with m (the motion
        // does not), as the token loader converts them.
        let scale = written.first?.key == .stiffness || written.isEmpty ? 1 : mass
        if let problem = Spring.problem(stiffness: stiffness * scale, damping: damping * scale, mass: mass,
                                        initialVelocity: velocity) {
            throw DecodingError.dataCorruptedError(forKey: .stiffness, in: container, debugDescription: problem)
        }
        self.init(stiffness: stiffness * scale, damping: damping * scale, mass: mass, initialVelocity: velocity)
    }
}

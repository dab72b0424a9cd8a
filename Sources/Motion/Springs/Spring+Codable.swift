/// `{"stiffness":…,"damping":…,"mass":…,"initialVelocity":…}`, validated on the way in
/// because JSON comes from outside and the initialiser traps on bad parameters.
/// `mass` and `initialVelocity` may be omitted (1 and 0, as in SwiftUI).
extension Spring: Codable {
    enum CodingKeys: String, CodingKey { case stiffness, damping, mass, initialVelocity }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(stiffness, forKey: .stiffness)
        try container.encode(damping, forKey: .damping)
        try container.encode(mass, forKey: .mass)
        try container.encode(initialVelocity, forKey: .initialVelocity)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let stiffness = try container.decode(Double.self, forKey: .stiffness)
        let damping = try container.decode(Double.self, forKey: .damping)
        let mass = try container.decodeIfPresent(Double.self, forKey: .mass) ?? 1
        let velocity = try container.decodeIfPresent(Double.self, forKey: .initialVelocity) ?? 0
        if let problem = Spring.problem(stiffness: stiffness, damping: damping, mass: mass,
                                        initialVelocity: velocity) {
            throw DecodingError.dataCorruptedError(forKey: .stiffness, in: container, debugDescription: problem)
        }
        self.init(stiffness: stiffness, damping: damping, mass: mass, initialVelocity: velocity)
    }
}

/// `{"x1":…,"y1":…,"x2":…,"y2":…}`, validated on the way in because JSON comes from
/// outside and the initialiser traps on bad control points.
extension TimingCurve: Codable {
    enum CodingKeys: String, CodingKey { case x1, y1, x2, y2 }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(x1, forKey: .x1)
        try container.encode(y1, forKey: .y1)
        try container.encode(x2, forKey: .x2)
        try container.encode(y2, forKey: .y2)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let x1 = try container.decode(Double.self, forKey: .x1)
        let y1 = try container.decode(Double.self, forKey: .y1)
        let x2 = try container.decode(Double.self, forKey: .x2)
        let y2 = try container.decode(Double.self, forKey: .y2)
        if let problem = TimingCurve.problem(x1: x1, y1: y1, x2: x2, y2: y2) {
            throw DecodingError.dataCorruptedError(forKey: .x1, in: container, debugDescription: problem)
        }
        self.init(x1: x1, y1: y1, x2: x2, y2: y2)
    }
}

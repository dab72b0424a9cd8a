import Tokens

// The display list's enums in JSON, each an object with a named `kind` (or `op`) and named
// members — not Codable's synthesized `{"path": {"_0": …}}`, whose keys follow Swift's
// case layout and say nothing to a reader. docs/FORMATS.md and
// docs/schemas/displaylist.schema.json describe the shape.

/// A `kind` no case has: one line naming it and the kinds there are.
private func unknownKind<K: CodingKey>(_ kind: String, _ what: String, known: [String], key: K,
                                        in c: KeyedDecodingContainer<K>) -> DecodingError {
    DecodingError.dataCorruptedError(forKey: key, in: c,
                                     debugDescription: "\"\(kind)\" is not a \(what); one of \(known.joined(separator: ", "))")
}

extension Shape {
    private enum Keys: String, CodingKey { case kind, cornerRadius, style, commands }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        let kind = try c.decode(String.self, forKey: .kind)
        switch kind {
        case "rectangle": self = .rectangle
        case "roundedRectangle":
            self = .roundedRectangle(cornerRadius: try c.decode(Double.self, forKey: .cornerRadius),
                                     style: try c.decode(CornerStyle.self, forKey: .style))
        case "capsule": self = .capsule
        case "ellipse": self = .ellipse
        case "path": self = .path(try c.decode([PathCommand].self, forKey: .commands))
        case "evenOddPath": self = .evenOddPath(try c.decode([PathCommand].self, forKey: .commands))
        default:
            throw unknownKind(kind, "shape kind", known: ["rectangle", "roundedRectangle", "capsule", "ellipse", "path", "evenOddPath"], key: .kind, in: c)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        switch self {
        case .rectangle: try c.encode("rectangle", forKey: .kind)
        case .roundedRectangle(let radius, let style):
            try c.encode("roundedRectangle", forKey: .kind)
            try c.encode(radius, forKey: .cornerRadius)
            try c.encode(style, forKey: .style)
        case .capsule: try c.encode("capsule", forKey: .kind)
        case .ellipse: try c.encode("ellipse", forKey: .kind)
        case .path(let commands):
            try c.encode("path", forKey: .kind)
            try c.encode(commands, forKey: .commands)
        case .evenOddPath(let commands):
            try c.encode("evenOddPath", forKey: .kind)
            try c.encode(commands, forKey: .commands)
        }
    }
}

extension PathCommand {
    private enum Keys: String, CodingKey { case op, to, control1, control2 }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        let op = try c.decode(String.self, forKey: .op)
        switch op {
        case "move": self = .move(try c.decode(Point.self, forKey: .to))
        case "line": self = .line(try c.decode(Point.self, forKey: .to))
        case "curve":
            self = .curve(try c.decode(Point.self, forKey: .to), control1: try c.decode(Point.self, forKey: .control1),
                          control2: try c.decode(Point.self, forKey: .control2))
        case "close": self = .close
        default: throw unknownKind(op, "path command", known: ["move", "line", "curve", "close"], key: .op, in: c)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        switch self {
        case .move(let p):
            try c.encode("move", forKey: .op)
            try c.encode(p, forKey: .to)
        case .line(let p):
            try c.encode("line", forKey: .op)
            try c.encode(p, forKey: .to)
        case .curve(let p, let c1, let c2):
            try c.encode("curve", forKey: .op)
            try c.encode(p, forKey: .to)
            try c.encode(c1, forKey: .control1)
            try c.encode(c2, forKey: .control2)
        case .close: try c.encode("close", forKey: .op)
        }
    }
}

extension Paint {
    private enum Keys: String, CodingKey { case kind, color, stops, start, end, center, startRadius, endRadius, startAngle, endAngle }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        let kind = try c.decode(String.self, forKey: .kind)
        switch kind {
        case "solid": self = .solid(try c.decode(RGBA.self, forKey: .color))
        case "linearGradient":
            self = .linearGradient(Gradient(stops: try c.decode([GradientStop].self, forKey: .stops)),
                                   start: try c.decode(UnitPoint.self, forKey: .start), end: try c.decode(UnitPoint.self, forKey: .end))
        case "radialGradient":
            self = .radialGradient(Gradient(stops: try c.decode([GradientStop].self, forKey: .stops)),
                                   center: try c.decode(UnitPoint.self, forKey: .center),
                                   startRadius: try c.decode(Double.self, forKey: .startRadius),
                                   endRadius: try c.decode(Double.self, forKey: .endRadius))
        case "angularGradient":
            self = .angularGradient(Gradient(stops: try c.decode([GradientStop].self, forKey: .stops)),
                                    center: try c.decode(UnitPoint.self, forKey: .center),
                                    startAngle: try c.decode(Double.self, forKey: .startAngle),
                                    endAngle: try c.decode(Double.self, forKey: .endAngle))
        default: throw unknownKind(kind, "paint kind", known: ["solid", "linearGradient", "radialGradient", "angularGradient"], key: .kind, in: c)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        switch self {
        case .solid(let color):
            try c.encode("solid", forKey: .kind)
            try c.encode(color, forKey: .color)
        case .linearGradient(let gradient, let start, let end):
            try c.encode("linearGradient", forKey: .kind)
            try c.encode(gradient.stops, forKey: .stops)
            try c.encode(start, forKey: .start)
            try c.encode(end, forKey: .end)
        case .radialGradient(let gradient, let center, let startRadius, let endRadius):
            try c.encode("radialGradient", forKey: .kind)
            try c.encode(gradient.stops, forKey: .stops)
            try c.encode(center, forKey: .center)
            try c.encode(startRadius, forKey: .startRadius)
            try c.encode(endRadius, forKey: .endRadius)
        case .angularGradient(let gradient, let center, let startAngle, let endAngle):
            try c.encode("angularGradient", forKey: .kind)
            try c.encode(gradient.stops, forKey: .stops)
            try c.encode(center, forKey: .center)
            try c.encode(startAngle, forKey: .startAngle)
            try c.encode(endAngle, forKey: .endAngle)
        }
    }
}

/// The command-line spelling of a `Curve`:
/// `linear`, `easeIn`, `easeOut`, `easeInOut`, `bezier:x1,y1,x2,y2`,
/// `spring:stiffness=K,damping=C[,mass=M][,initialVelocity=V]` or
/// `spring:response=R,dampingFraction=F` or `spring:duration=D,bounce=B`.
///
/// Names are case-sensitive (they mirror SwiftUI's spelling); spaces around names,
/// numbers and `=` are ignored so quoted arguments like `"bezier:0.4, 0, 0.2, 1"` work.
/// `description` gives the canonical spelling back, which parses to the same curve.
public struct CurveSpec: Hashable, Sendable, CustomStringConvertible {
    /// The curve spelled.
    public let curve: Curve

    /// The spelling of `curve`.
    public init(curve: Curve) {
        self.curve = curve
    }

    /// Parses `text` (`easeOut`, `bezier:0.4,0,0.2,1`, `spring:response=0.5,dampingFraction=0.8` …);
    /// throws what is wrong and where.
    public init(parsing text: String) throws(CurveSpecError) {
        let text = text.trimmingSpaces()
        guard !text.isEmpty else { throw .empty }
        let colon = text.firstIndex(of: ":")
        let name = colon.map { String(text[..<$0]).trimmingSpaces() } ?? text
        let arguments = colon.map { String(text[text.index(after: $0)...]) }
        if let preset = CurveSpec.presets.first(where: { $0.name == name }) {
            guard arguments == nil else { throw .unexpectedParameters(curve: name) }
            curve = .timing(preset.curve)
            return
        }
        switch name {
        case "bezier": curve = .timing(try CurveSpec.bezier(arguments ?? ""))
        case "spring": curve = .spring(try CurveSpec.spring(arguments ?? ""))
        default:
            let names = CurveSpec.presets.map(\.name) + ["bezier", "spring"]
            throw .unknownCurve(name, suggestion: NearestName.suggestion(for: name, among: names))
        }
    }

    /// The named timing curves, in the order messages list them.
    static let presets: [(name: String, curve: TimingCurve)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
    ]

    public var description: String {
        switch curve {
        case .timing(let timing):
            if let preset = CurveSpec.presets.first(where: { $0.curve == timing }) { return preset.name }
            return "bezier:\(timing.x1),\(timing.y1),\(timing.x2),\(timing.y2)"
        case .spring(let spring):
            return "spring:stiffness=\(spring.stiffness),damping=\(spring.damping),"
                + "mass=\(spring.mass),initialVelocity=\(spring.initialVelocity)"
        }
    }

    /// How far y1 and y2 may reach. Free in principle (overshoot), but beyond ±100 the
    /// curve leaves any screen, and near ±1e308 the polynomial's coefficients overflow to
    /// inf and progress becomes NaN.
    static let bezierYRange = -100.0...100.0

    /// `x1,y1,x2,y2`, with x1 and x2 in 0…1 and y1 and y2 in -100…100.
    static func bezier(_ arguments: String) throws(CurveSpecError) -> TimingCurve {
        let parts = arguments.trimmingSpaces().isEmpty ? [] : arguments.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 4 else { throw .wrongCount(curve: "bezier", expected: 4, got: parts.count) }
        var values: [Double] = []
        for (name, part) in zip(["x1", "y1", "x2", "y2"], parts) {
            let text = String(part).trimmingSpaces()
            let value = try number(text, parameter: "bezier \(name)")
            if name.hasPrefix("x"), !(0...1).contains(value) {
                throw .outOfUnitRange(parameter: "bezier \(name)", text: text)
            }
            if name.hasPrefix("y"), !CurveSpec.bezierYRange.contains(value) {
                throw .outOfRange(parameter: "bezier \(name)", range: "-100…100", text: text)
            }
            values.append(value)
        }
        return TimingCurve(x1: values[0], y1: values[1], x2: values[2], y2: values[3])
    }

    /// A finite number, or an error naming the parameter it was meant for.
    static func number(_ text: String, parameter: String) throws(CurveSpecError) -> Double {
        guard let value = Double(text), value.isFinite else { throw .notANumber(parameter: parameter, text: text) }
        return value
    }
}

/// Curves print in their command-line spelling, so logs and test failures show
/// something that can be pasted back into `proof motion`.
extension Curve: CustomStringConvertible {
    public var description: String { CurveSpec(curve: self).description }
}

extension Curve {
    /// Parses the command-line spelling; see `CurveSpec`.
    public init(spec text: String) throws(CurveSpecError) {
        self = try CurveSpec(parsing: text).curve
    }
}

extension StringProtocol {
    /// Without leading and trailing whitespace; local so that Motion needs no Foundation.
    func trimmingSpaces() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}

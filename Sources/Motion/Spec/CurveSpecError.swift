import Tokens
/// Why a curve string from the command line was rejected. `description` is one line
/// that names the bad part and says how to fix it, because it is shown to the user
/// as is.
public enum CurveSpecError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing was given.
    case empty
    /// The name is no curve's; `suggestion` is the nearest that is.
    case unknownCurve(String, suggestion: String?)
    /// A named curve (`linear`, `easeIn` …) was given parameters.
    case unexpectedParameters(curve: String)
    /// A curve given the wrong count of numbers (`bezier:` takes four).
    case wrongCount(curve: String, expected: Int, got: Int)
    /// A parameter is not a finite number.
    case notANumber(parameter: String, text: String)
    /// A Bézier x is outside 0…1.
    case outOfUnitRange(parameter: String, text: String)
    /// A parameter is outside the range it must be in.
    case outOfRange(parameter: String, range: String, text: String)
    /// A response or duration form whose converted stiffness or damping is out of range.
    case derivedOutOfRange(given: String, quantity: String, value: Double, range: String, fix: String)
    /// A parameter that must be > 0 is not.
    case notPositive(parameter: String)
    /// A spring parameter is not written `key=value`.
    case notKeyValue(String)
    /// A spring parameter name is unknown; `suggestion` is the nearest known one.
    case unknownSpringParameter(String, suggestion: String?)
    /// A spring parameter is given twice.
    case duplicateSpringParameter(String)
    /// Parameters of more than one of the three spring forms.
    case mixedSpringForms
    /// `spring:` without parameters.
    case missingSpringParameters
    /// A spring form lacks a parameter it needs; `example` shows one.
    case missingSpringParameter(String, example: String)

    /// Every accepted form, for messages that have to say what would have worked.
    static let forms = "linear, easeIn, easeOut, easeInOut, bezier:x1,y1,x2,y2, "
        + "spring:stiffness=K,damping=C[,mass=M][,initialVelocity=V], spring:response=R,dampingFraction=F "
        + "or spring:duration=D,bounce=B"

    public var description: String {
        switch self {
        case .empty:
            return "empty curve: use \(CurveSpecError.forms)"
        case let .unknownCurve(name, suggestion):
            return "unknown curve \"\(name)\"\(CurveSpecError.hint(suggestion)): use \(CurveSpecError.forms)"
        case let .unexpectedParameters(curve):
            return "\(curve) takes no parameters: write just \"\(curve)\""
        case let .wrongCount(curve, expected, got):
            return "\(curve) needs \(expected) numbers, got \(got)"
        case let .notANumber(parameter, text):
            return "\(parameter) must be a finite number, got \"\(text)\""
        case let .outOfUnitRange(parameter, text):
            return "\(parameter) must be within 0…1, got \(text)"
        case let .outOfRange(parameter, range, text):
            return "\(parameter) must be within \(range), got \(text)"
        case let .derivedOutOfRange(given, quantity, value, range, fix):
            return "\(given) gives \(quantity) \(significantDigits(value)), outside \(range): \(fix)"
        case let .notPositive(parameter):
            return "\(parameter) must be > 0"
        case let .notKeyValue(text):
            return "spring parameter \"\(text)\" must be key=value, e.g. stiffness=130"
        case let .unknownSpringParameter(key, suggestion):
            return "unknown spring parameter \"\(key)\"\(CurveSpecError.hint(suggestion)): "
                + "use stiffness, damping, mass, initialVelocity; response, dampingFraction; or duration, bounce"
        case let .duplicateSpringParameter(key):
            return "spring parameter \"\(key)\" is given twice: keep one"
        case .mixedSpringForms:
            return "spring takes one form: stiffness, damping, mass, initialVelocity; response, dampingFraction; "
                + "or duration, bounce, not a mix"
        case .missingSpringParameters:
            return "spring needs parameters: spring:stiffness=K,damping=C[,mass=M][,initialVelocity=V], "
                + "spring:response=R,dampingFraction=F or spring:duration=D,bounce=B"
        case let .missingSpringParameter(key, example):
            return "spring needs \(key), e.g. \(example)"
        }
    }

    private static func hint(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean \"\($0)\"?)" } ?? ""
    }
}

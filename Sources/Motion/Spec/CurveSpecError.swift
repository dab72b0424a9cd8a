import Tokens
/// Why a curve string from the command line was rejected. `description` is one line
/// that names the bad part and says how to fix it, because it is shown to the user
/// as is.
public enum CurveSpecError: Error, Hashable, Sendable, CustomStringConvertible {
    case empty
    case unknownCurve(String, suggestion: String?)
    case unexpectedParameters(curve: String)
    case wrongCount(curve: String, expected: Int, got: Int)
    case notANumber(parameter: String, text: String)
    case outOfUnitRange(parameter: String, text: String)
    case outOfRange(parameter: String, range: String, text: String)
    /// A response or duration form whose converted stiffness or damping is out of range.
    case derivedOutOfRange(given: String, quantity: String, value: Double, range: String, fix: String)
    case notPositive(parameter: String)
    case notKeyValue(String)
    case unknownSpringParameter(String, suggestion: String?)
    case duplicateSpringParameter(String)
    case mixedSpringForms
    case missingSpringParameters
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

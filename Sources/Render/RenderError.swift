/// Why a frame could not be drawn or written. Each case prints as one line saying what
/// went wrong, where, and how to fix it.
public enum RenderError: Error, Equatable, Sendable, CustomStringConvertible {
    case fontMissing(family: String, debianPackage: String?)
    case canvasTooLarge(width: Int, height: Int, limit: Int)
    case cairo(String)
    case io(path: String, reason: String)
    case badImage(path: String, reason: String)
    case imageTooLarge(path: String, reason: String)
    case unsupported(String)

    public var description: String {
        switch self {
        case let .fontMissing(family, package):
            let fix = package.map { "install the Debian package \($0) (make deps does)" } ?? "install a font with this family name"
            return "font \"\(family)\" is not installed: \(fix)"
        case let .canvasTooLarge(w, h, limit):
            return "canvas of \(w)×\(h) px is over the limit of \(limit) px a side: use a smaller --scale or device"
        case let .cairo(message):
            return "drawing failed: \(message)"
        case let .io(path, reason):
            return "\(path): \(reason)"
        case let .badImage(path, reason):
            return "\(path): not a readable PNG: \(reason)"
        case let .imageTooLarge(path, reason):
            return "\(path): \(reason)"
        case let .unsupported(what):
            return "cannot draw \(what)"
        }
    }

    /// The exit code of DESIGN.md's contract: 74 for I/O, 65 for bad input data.
    public var exitCode: Int32 {
        switch self {
        case .io: 74
        case .fontMissing, .cairo: 74
        case .canvasTooLarge, .badImage, .imageTooLarge, .unsupported: 65
        }
    }
}

/// Why a frame could not be drawn or written. Each case prints as one line saying what
/// went wrong, where, and how to fix it.
public enum RenderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A font family the list uses is not installed; `debianPackage` provides it when known.
    case fontMissing(family: String, debianPackage: String?)
    /// The canvas is over `limit` pixels a side.
    case canvasTooLarge(width: Int, height: Int, limit: Int)
    /// Cairo reported a failure, in its words.
    case cairo(String)
    /// A file could not be read or written.
    case io(path: String, reason: String)
    /// A file is not a readable PNG.
    case badImage(path: String, reason: String)
    /// A file is not a readable WebP (the gallery's pictures).
    case badWebP(path: String, reason: String)
    /// A PNG's or WebP's size or frame count is over what is accepted.
    case imageTooLarge(path: String, reason: String)
    /// Something the renderer cannot draw or write.
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
        case let .badWebP(path, reason):
            return "\(path): not a readable WebP: \(reason)"
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
        case .canvasTooLarge, .badImage, .badWebP, .imageTooLarge, .unsupported: 65
        }
    }
}

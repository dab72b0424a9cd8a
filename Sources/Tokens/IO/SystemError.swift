import Foundation

/// Why the system refused a file operation, in words a user can act on ("disk full",
/// "permission denied", "is a folder") — never Foundation's "NSCocoaErrorDomain error 256"
/// nor libpng's bare "Write Error". The one place that turns errno values and Foundation's
/// file errors into text; it lives in Tokens, the lowest stage, because every stage that
/// touches files (token loading, PNG and vector writing, the command line) reports them.
public enum SystemError {
    /// The words for an errno value.
    public static func words(errno code: Int32) -> String {
        switch code {
        case ENOENT: "no such file or folder"
        case EACCES, EPERM: "permission denied"
        case EISDIR: "is a folder"
        case ENOTDIR: "a part of the path is a file, not a folder"
        case ENOSPC: "disk full"
        case EDQUOT: "disk quota exceeded"
        case EFBIG: "file too large (over the file size limit)"
        case EROFS: "read-only file system"
        case ENAMETOOLONG: "path too long"
        case EEXIST: "already exists"
        case ENOTEMPTY: "folder not empty"
        case ELOOP: "too many symbolic links (a loop?)"
        case EMFILE, ENFILE: "too many open files"
        case EIO: "input/output error (a failing disk or network file system?)"
        case EBUSY: "busy"
        case EXDEV: "on another file system"
        case ENOMEM: "out of memory"
        case EINVAL: "invalid argument"
        default:
            // strerror's text, lower-cased to read as part of a sentence.
            String(cString: strerror(code)).lowercasedFirstLetter
        }
    }

    /// The words for an error from Foundation's file APIs (a CocoaError that wraps the
    /// POSIX error, or a POSIXError), or any other error's description as one line.
    public static func words(for error: any Error) -> String {
        if let posix = error as? POSIXError { return words(errno: posix.code.rawValue) }
        let ns = error as NSError
        if ns.domain == NSPOSIXErrorDomain { return words(errno: Int32(ns.code)) }
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return words(errno: Int32(underlying.code))
        }
        if ns.domain == NSCocoaErrorDomain {
            switch CocoaError.Code(rawValue: ns.code) {
            case .fileNoSuchFile, .fileReadNoSuchFile: return words(errno: ENOENT)
            case .fileReadNoPermission, .fileWriteNoPermission: return words(errno: EACCES)
            case .fileWriteOutOfSpace: return words(errno: ENOSPC)
            case .fileWriteVolumeReadOnly: return words(errno: EROFS)
            case .fileWriteFileExists: return words(errno: EEXIST)
            case .fileReadTooLarge: return "file too large to read"
            case .fileReadInvalidFileName, .fileWriteInvalidFileName: return "invalid file name"
            case .fileReadCorruptFile: return "corrupt file"
            case .fileReadUnknownStringEncoding, .fileReadInapplicableStringEncoding, .fileWriteInapplicableStringEncoding:
                return "text in an unsupported encoding"
            case .fileReadUnknown: return "the system gave no reason for the failed read"
            case .fileWriteUnknown: return "the system gave no reason for the failed write"
            default: return "file error \(ns.code)"
            }
        }
        return String(describing: error).split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}

extension String {
    var lowercasedFirstLetter: String {
        guard let first else { return self }
        return first.lowercased() + dropFirst()
    }
}

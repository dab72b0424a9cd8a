import Foundation
import Tokens

/// Bytes into files through plain POSIX calls, so that a failure comes back as errno and
/// reads as the system's reason ("disk full", "permission denied"; `SystemError`), not as
/// Foundation's "error 512".
public enum FileBytes {
    /// Creates `path`, which must not exist yet, and writes `data` into it. Returns nil on
    /// success; on failure removes what it created and returns the errno value.
    public static func create(_ path: String, data: Data) -> Int32? {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return errno }
        let failure: Int32? = data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let n = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += n
            }
            return nil
        }
        // close reports errors a lazily writing file system kept back (NFS, quotas).
        let closed = close(fd) == 0 ? nil : errno
        if let error = failure ?? closed {
            unlink(path)
            return error
        }
        return nil
    }

    /// `mkdir -p`: makes `folder` and any missing parent. Returns the folders it made,
    /// outermost first, or the path that could not be made and why.
    public static func makeFolders(_ folder: String) -> Result<[String], FolderFailure> {
        var made: [String] = []
        var prefix = folder.hasPrefix("/") ? "/" : ""
        for part in folder.split(separator: "/", omittingEmptySubsequences: true) {
            prefix += (prefix.isEmpty || prefix == "/" ? "" : "/") + part
            if mkdir(prefix, 0o755) == 0 {
                made.append(prefix)
                continue
            }
            let code = errno
            var st = stat()
            if code == EEXIST, stat(prefix, &st) == 0, (st.st_mode & S_IFMT) == S_IFDIR { continue }
            // "exists" here means a file (or a dangling link) stands where a folder should.
            return .failure(FolderFailure(path: prefix, errno: code == EEXIST ? ENOTDIR : code, isFile: code == EEXIST))
        }
        return .success(made)
    }

    /// A folder `makeFolders` could not make.
    public struct FolderFailure: Error, Equatable, Sendable {
        /// The folder that could not be made.
        public let path: String
        /// The `errno` of the failure.
        public let errno: Int32
        /// A file stands where the folder should be.
        public let isFile: Bool

        public var description: String {
            isFile ? "\(path) is a file, not a folder" : "cannot create the folder \(path): " + SystemError.words(errno: errno)
        }
    }

    /// What stands at `path` that proof must not write over, in words ("is a symbolic
    /// link"); nil when nothing is there or a regular file is. A rename onto a device node
    /// would replace the device with a file, onto a link would drop the link, and writing
    /// through either reaches something the user never named as output: every output
    /// target is checked with this first, and anything but a regular file refused (74).
    public static func blockedTarget(_ path: String) -> String? {
        var st = stat()
        guard lstat(path, &st) == 0 else { return nil }
        switch st.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "is a folder"
        case S_IFLNK: return "is a symbolic link"
        case S_IFCHR, S_IFBLK: return "is a device"
        case S_IFIFO: return "is a FIFO"
        case S_IFSOCK: return "is a socket"
        default: return "is not a regular file"
        }
    }

    /// The one line for a target `blockedTarget` refused (after the path).
    public static func blockedTargetReason(_ what: String) -> String {
        switch what {
        case "is a device": "is a device, not a file: give the path of a file to write (nothing was written)"
        case "is a symbolic link": "is a symbolic link, which proof never writes through or over: give the path of a file, or remove the link (nothing was written)"
        default: "\(what), not a file: remove it or give another path (nothing was written)"
        }
    }

    /// Writes `data` to `path` atomically: into a temporary file beside it, renamed into
    /// place, so a failure (a full disk, a file size limit) never leaves a half-written or
    /// clobbered file: the old one stays whole. A target that is not a regular file (a
    /// device such as /dev/null, a symbolic link, a FIFO, a folder) is refused before
    /// anything is written. Missing folders are made (the path's own folders are followed
    /// as the shell follows them).
    public static func writeAtomically(_ data: Data, to path: String) throws(RenderError) {
        if let what = blockedTarget(path) { throw .io(path: path, reason: blockedTargetReason(what)) }
        let folder = (path as NSString).deletingLastPathComponent
        var made: [String] = []
        if !folder.isEmpty {
            switch makeFolders(folder) {
            case .success(let folders): made = folders
            case .failure(let f): throw .io(path: path, reason: "cannot write: " + f.description)
            }
        }
        if let code = replace(path, with: data) {
            // A failed write leaves no folder it made behind.
            for folder in made.reversed() { rmdir(folder) }
            throw .io(path: path, reason: "cannot write: " + SystemError.words(errno: code))
        }
    }

    /// Writes `data` to a temporary beside `path` and renames it over `path`, whose folder
    /// must exist; nil on success, else the errno (the temporary removed, `path` as it was).
    public static func replace(_ path: String, with data: Data) -> Int32? {
        let temp = temporaryPath(beside: path)
        if let code = create(temp, data: data) { return code }
        guard rename(temp, path) == 0 else {
            let code = errno
            unlink(temp)
            return code
        }
        return nil
    }

    /// A hidden name beside `path` that no other process or thread uses.
    public static func temporaryPath(beside path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        var name = (path as NSString).lastPathComponent
        // Keep the temporary's name within NAME_MAX (255 bytes) even for a long final name.
        while name.utf8.count > 200 { name.removeLast() }
        return (folder.isEmpty ? "" : folder + "/") + "." + name + ".\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
    }
}

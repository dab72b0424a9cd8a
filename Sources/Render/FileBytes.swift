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

    /// Writes `data` to `path` atomically: into a temporary file beside it, renamed into
    /// place, so a failure never leaves a half-written or clobbered file. Missing folders
    /// are made.
    public static func writeAtomically(_ data: Data, to path: String) throws(RenderError) {
        let folder = (path as NSString).deletingLastPathComponent
        var made: [String] = []
        if !folder.isEmpty {
            switch makeFolders(folder) {
            case .success(let folders): made = folders
            case .failure(let f): throw .io(path: path, reason: "cannot write: " + f.description)
            }
        }
        /// A failed write leaves no folder it made behind.
        func failed(_ code: Int32) -> RenderError {
            for folder in made.reversed() { rmdir(folder) }
            return .io(path: path, reason: "cannot write: " + SystemError.words(errno: code))
        }
        let temp = temporaryPath(beside: path)
        if let code = create(temp, data: data) { throw failed(code) }
        guard rename(temp, path) == 0 else {
            let code = errno
            unlink(temp)
            throw failed(code)
        }
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

import Foundation
import Tokens

/// Checks a folder to write into (`--out`) before any work is done, so that a run that
/// cannot write fails in a second with one line, not after rendering everything.
package enum OutputFolder {
    /// `out` without trailing slashes, or why it cannot be written into: 64 when the
    /// argument itself is wrong (empty, longer than the system allows), 74 when the file
    /// system is in the way (a file where a folder is needed, no permission).
    package static func check(_ out: String, option: String = "--out") -> Result<String, CLIError> {
        var dir = out
        while dir.count > 1 && dir.hasSuffix("/") { dir.removeLast() }
        if dir.isEmpty { return .failure(.usage("\(option) is empty: give the folder to write into, e.g. \(option) out")) }
        let shown = DiagnosticLine.shown(dir)
        if dir.utf8.count >= Int(PATH_MAX) {
            return .failure(.usage("\(option) is \(dir.utf8.count) bytes long, over the system's limit of \(Int(PATH_MAX) - 1) (PATH_MAX): give a shorter path"))
        }
        if let long = dir.split(separator: "/").first(where: { $0.utf8.count > Int(NAME_MAX) }) {
            return .failure(.usage("\(option) \(shown): the name \(DiagnosticLine.shown(String(long))) is \(long.utf8.count) bytes, over the system's limit of \(NAME_MAX) (NAME_MAX): give a shorter name"))
        }
        // Walk down from the outermost folder: every part that exists must be a folder,
        // and the deepest existing one must let us create and write.
        var prefix = dir.hasPrefix("/") ? "/" : ""
        var deepest = dir.hasPrefix("/") ? "/" : "."
        for part in dir.split(separator: "/") {
            prefix += (prefix.isEmpty || prefix == "/" ? "" : "/") + part
            var st = stat()
            if stat(prefix, &st) != 0 {
                let code = errno
                // A link to nothing: followed, it would be made elsewhere; said as it is.
                var link = stat()
                if code == ENOENT, lstat(prefix, &link) == 0, (link.st_mode & S_IFMT) == S_IFLNK {
                    return .failure(.io("\(option) \(shown): \(DiagnosticLine.shown(prefix)) is a symbolic link to nothing: create what it points to, or remove it"))
                }
                if code == ENOENT { break }
                return .failure(.io("\(option) \(shown): cannot reach \(DiagnosticLine.shown(prefix)): " + SystemError.words(errno: code)))
            }
            guard (st.st_mode & S_IFMT) == S_IFDIR else {
                let what = prefix == dir ? " is a file, not a folder: give a folder to write into" : ": \(DiagnosticLine.shown(prefix)) is a file, not a folder"
                return .failure(.io("\(option) \(shown)" + what))
            }
            deepest = prefix
        }
        if access(deepest, W_OK | X_OK) != 0 {
            let code = errno
            let what = deepest == dir ? "cannot write into it" : "cannot create it in \(DiagnosticLine.shown(deepest))"
            return .failure(.io("\(option) \(shown): \(what): " + SystemError.words(errno: code)))
        }
        return .success(dir)
    }
}

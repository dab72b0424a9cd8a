import Foundation
import Render
import Tokens

/// Paths inside an output folder (`--out DIR`), walked one part at a time with `lstat`, so
/// that nothing inside DIR is followed through a symbolic link: a subfolder that is a link
/// to a folder elsewhere (`DIR/img -> /somewhere`) is refused rather than filled, and a
/// file is recognised as proof's only where it really is inside DIR. DIR itself, and the
/// folders above it, are followed as the shell follows them (`--out` may be a link to a
/// bigger disk): that is the one place a link is taken, because the user named it.
enum OutputPaths {
    /// Why a folder inside DIR cannot be used, in one line.
    struct Problem: Error, Equatable {
        let line: String
    }

    /// Makes `relative` (a folder inside `root`, e.g. `airfit/crossfade`) and its missing
    /// parents inside `root`: the folders made, outermost first; or why not — a part that
    /// is a symbolic link, or a file, is never gone through.
    static func makeFolders(_ relative: String, in root: String) -> Result<[String], Problem> {
        var made: [String] = []
        var path = root
        for part in relative.split(separator: "/") where !part.isEmpty {
            path += "/" + part
            if mkdir(path, 0o755) == 0 {
                made.append(path)
                continue
            }
            let code = errno
            var st = stat()
            guard code == EEXIST, lstat(path, &st) == 0 else {
                return .failure(Problem(line: "cannot create the folder \(path): " + SystemError.words(errno: code)))
            }
            switch st.st_mode & S_IFMT {
            case S_IFDIR: continue
            case S_IFLNK: return .failure(Problem(line: linkLine(path, root: root)))
            default: return .failure(Problem(line: "\(path) is a file, not a folder"))
            }
        }
        return .success(made)
    }

    /// The problem with `relative`'s folders inside `root` (a part that is a link or not a
    /// folder), or nil when each is a real folder or missing.
    static func parentProblem(_ relative: String, in root: String) -> Problem? {
        var path = root
        let parts = relative.split(separator: "/").dropLast()
        for part in parts {
            path += "/" + part
            var st = stat()
            guard lstat(path, &st) == 0 else { return nil }
            switch st.st_mode & S_IFMT {
            case S_IFDIR: continue
            case S_IFLNK: return Problem(line: linkLine(path, root: root))
            default: return Problem(line: "\(path) is a file, not a folder")
            }
        }
        return nil
    }

    /// The size of `relative` when it is a regular file reached from `root` through real
    /// folders only; nil otherwise.
    static func regularFileSize(_ relative: String, in root: String) -> Int? {
        guard Manifest.isInside(relative), parentProblem(relative, in: root) == nil else { return nil }
        var st = stat()
        guard lstat(root + "/" + relative, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(st.st_size)
    }

    static func linkLine(_ path: String, root: String) -> String {
        "\(path) is a symbolic link inside the output folder \(root): proof never writes through one; "
            + "remove the link, or give its target as the output folder"
    }
}

import Foundation
import Render
import Tokens

/// Paths inside an output folder (`--out DIR`), walked one part at a time with `lstat`, so
/// that nothing inside DIR is followed through a symbolic link: a subfolder that is a link
/// to a folder elsewhere (`DIR/img -> /somewhere`) is refused rather than filled, and a
/// file is recognised as proof's only where it really is inside DIR. DIR itself, and the
/// folders above it, are followed as the shell follows them (`--out` may be a link to a
/// bigger disk): that is the one place a link is taken, because the user named it.
package enum OutputPaths {
    /// Why a folder inside DIR cannot be used, in one line.
    package struct Problem: Error, Equatable {
        let line: String
    }

    /// Makes `relative` (a folder inside `root`, e.g. `airfit/crossfade`) and its missing
    /// parents inside `root`: the folders made, outermost first; or why not — a part that
    /// is a symbolic link, or a file, is never gone through.
    package static func makeFolders(_ relative: String, in root: String) -> Result<[String], Problem> {
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
    package static func parentProblem(_ relative: String, in root: String) -> Problem? {
        var known = Set<String>()
        return parentProblem(relative, in: root, known: &known)
    }

    /// `parentProblem`, skipping the folders in `known` (found real folders by an earlier
    /// call of the same loop) and adding those it finds: a manifest of thousands of files
    /// in a few folders costs a few `lstat`s a folder, not a few a file.
    package static func parentProblem(_ relative: String, in root: String, known: inout Set<String>) -> Problem? {
        // The common case: the file's folder was found real already.
        guard let slash = relative.utf8.lastIndex(of: UInt8(ascii: "/")) else { return nil }
        let parent = root + "/" + relative[..<slash]
        if known.contains(parent) { return nil }
        var path = root
        let parts = relative.split(separator: "/").dropLast()
        for part in parts {
            path += "/" + part
            if known.contains(path) { continue }
            var st = stat()
            guard lstat(path, &st) == 0 else { return nil }
            switch st.st_mode & S_IFMT {
            case S_IFDIR: known.insert(path)
            case S_IFLNK: return Problem(line: linkLine(path, root: root))
            default: return Problem(line: "\(path) is a file, not a folder")
            }
        }
        return nil
    }

    /// The size of `relative` when it is a regular file reached from `root` through real
    /// folders only; nil otherwise.
    package static func regularFileSize(_ relative: String, in root: String) -> Int? {
        var known = Set<String>()
        return regularFileSize(relative, in: root, known: &known)
    }

    /// `regularFileSize` with the folders already found real (`parentProblem`).
    package static func regularFileSize(_ relative: String, in root: String, known: inout Set<String>) -> Int? {
        guard Manifest.isInside(relative), parentProblem(relative, in: root, known: &known) == nil else { return nil }
        var st = stat()
        guard lstat(root + "/" + relative, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(st.st_size)
    }

    package static func linkLine(_ path: String, root: String) -> String {
        "\(path) is a symbolic link inside the output folder \(root): proof never writes through one; "
            + "remove the link, or give its target as the output folder"
    }
}

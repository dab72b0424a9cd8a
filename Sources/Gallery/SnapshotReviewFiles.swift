import Foundation
import Tokens

/// The file system as snapshot review reads it: bounded reads of regular files only, and
/// folder walks that never follow a symbolic link to a folder (a link loop cannot hang
/// them) and stop after a fixed number of entries.
enum SnapshotReviewFiles {
    /// What a walk found: files (relative paths, sorted), and whether it stopped early.
    struct Walk: Equatable {
        var files: [String] = []
        /// Entries that are neither a folder nor a regular file (a FIFO, a device, a socket,
        /// a link to one, a dangling link): never opened, listed so a caller can say so.
        var special: [String] = []
        var truncated = false
    }

    /// Why a file or a failure cannot be used: one line, as `problems` lists it.
    struct Problem: Error, Equatable {
        let line: String
        /// Left out for a harmless reason (the failure is not lost): a note, not a problem.
        var harmless = false
        init(_ line: String, harmless: Bool = false) { self.line = line; self.harmless = harmless }
    }

    /// The most entries one walk looks at.
    static let maxEntries = 200_000
    /// The deepest folder one walk enters below its start.
    static let maxDepth = 32

    /// What `path` is, following a final symbolic link; nil when it cannot be stat'ed.
    enum Kind { case file, folder, other }

    static func kind(_ path: String) -> Kind? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        switch st.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        default: return .other
        }
    }

    /// The entries of `folder`, sorted; nil when it cannot be listed.
    static func entries(_ folder: String) -> [String]? {
        (try? FileManager.default.contentsOfDirectory(atPath: folder))?.sorted()
    }

    /// Every regular file under `folder` (a link to a file counts, a link to a folder is not
    /// entered), as paths relative to it; `depth` 1 lists only `folder`'s own files.
    static func walk(_ folder: String, depth: Int = maxDepth) -> Walk {
        var result = Walk()
        var visited = 0
        func visit(_ relative: String, _ level: Int) {
            guard let names = entries(relative.isEmpty ? folder : folder + "/" + relative) else { return }
            for name in names {
                visited += 1
                if visited > maxEntries { result.truncated = true; return }
                let rel = relative.isEmpty ? name : relative + "/" + name
                let path = folder + "/" + rel
                var st = stat()
                guard lstat(path, &st) == 0 else { continue }
                switch st.st_mode & S_IFMT {
                case S_IFDIR:
                    if level < depth { visit(rel, level + 1) }
                case S_IFREG:
                    result.files.append(rel)
                case S_IFLNK:
                    switch kind(path) {
                    case .file: result.files.append(rel)
                    case .folder: continue
                    default: result.special.append(rel)
                    }
                default:
                    result.special.append(rel)
                }
                if result.truncated { return }
            }
        }
        visit("", 1)
        return result
    }

    /// The bytes of the regular file `path`, at most `limit` of them (`InputFile`, regular
    /// files only: a FIFO found in a folder must not stall the walk); otherwise one line
    /// saying why not.
    static func read(_ path: String, limit: Int) -> Result<Data, Problem> {
        switch InputFile.read(path, limit: limit, regularOnly: true) {
        case .success(let bytes): return .success(Data(bytes))
        case .failure(let problem):
            switch problem.kind {
            case .folder: return .failure(Problem("\(path) is a folder, not a file"))
            case .notRegular: return .failure(Problem("\(path) is not a regular file"))
            case .tooLarge(_, let size?): return .failure(Problem("\(path) is \(bytesText(size)), over the limit of \(bytesText(limit))"))
            case .tooLarge: return .failure(Problem("\(path) is over the limit of \(bytesText(limit))"))
            case .missing: return .failure(Problem("\(path): cannot read: " + SystemError.words(errno: ENOENT)))
            default: return .failure(Problem(problem.description))
            }
        }
    }

    static func bytesText(_ n: Int) -> String {
        n >= 1 << 20 && n % (1 << 20) == 0 ? "\(n >> 20) MiB" : n >= 1 << 20 ? String(format: "%.1f MiB", Double(n) / Double(1 << 20)) : "\(n) bytes"
    }
}

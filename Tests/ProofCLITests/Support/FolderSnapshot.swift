import Foundation

/// Every file and folder under a folder — hidden ones (a left-over `.x.png.123.tmp`)
/// included — with each file's bytes, so a test can say "nothing was written, nothing was
/// overwritten" by comparing two snapshots.
struct FolderSnapshot: Equatable, CustomStringConvertible {
    /// Relative path → the file's bytes, or nil for a folder.
    let entries: [String: Data?]

    init(_ root: String) {
        var entries: [String: Data?] = [:]
        let fm = FileManager.default
        if let walker = fm.enumerator(atPath: root) {
            while let relative = walker.nextObject() as? String {
                var isFolder: ObjCBool = false
                _ = fm.fileExists(atPath: root + "/" + relative, isDirectory: &isFolder)
                entries[relative] = isFolder.boolValue ? nil : (fm.contents(atPath: root + "/" + relative) ?? Data())
            }
        }
        self.entries = entries
    }

    /// The paths, sorted.
    var paths: [String] { entries.keys.sorted() }

    var description: String { paths.map { entries[$0]! == nil ? $0 + "/" : $0 }.joined(separator: ", ") }
}

/// Runs the built `proof` as the unprivileged user `nobody` when the tests run as root
/// (as in CI containers), so that permissions apply; as any other user, directly.
enum Unprivileged {
    static var prefix: [String] {
        geteuid() == 0 ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
    }

    /// Hands `path` to the user the runs above run as.
    static func own(_ path: String) {
        if geteuid() == 0 { chown(path, 65534, 65534) }
    }
}

/// A folder for one test, readable by `nobody` (the temporary folder's default mode may
/// not let it in).
func scratchFolder() -> String {
    let dir = Proof.temporaryDirectory()
    chmod(dir, 0o755)
    return dir
}

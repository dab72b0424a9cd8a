import Foundation
import ProofOutput
import Tokens

/// The Swift files `proof previews PATH…` compiles: each PATH a `.swift` file, or a folder
/// walked for them (a package's folder: its `Sources`). Hidden folders, `.build`, test
/// folders and `Package.swift` are left out; links to folders are not followed (a loop
/// cannot trap the walk). Bounded: a package of more than `maxFiles` files or a file over
/// `maxFileBytes` is refused with what to do.
struct PreviewSources {
    static let maxFiles = 2_000
    static let maxFileBytes = 4 << 20

    /// Absolute paths, in a stable order (sorted within each PATH, PATHs in the order given).
    let files: [String]
    /// A name for the previews' module and app: the first PATH's folder (a package's name).
    let name: String

    init(paths: [String]) throws(CLIError) {
        let fm = FileManager.default
        var files: [String] = []
        var seen = Set<String>()
        for path in paths {
            var isFolder: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw .io("\(DiagnosticLine.shown(path)): no such file or folder; give the Swift files or the package folder whose previews to draw")
            }
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
            var found: [String] = []
            if isFolder.boolValue {
                let root = fm.fileExists(atPath: absolute + "/Package.swift") && fm.fileExists(atPath: absolute + "/Sources") ? absolute + "/Sources" : absolute
                try Self.walk(root, into: &found)
                found.sort()
            } else {
                guard absolute.hasSuffix(".swift") else {
                    throw .usage("\(DiagnosticLine.shown(path)) is not a .swift file; give Swift files or a folder of them")
                }
                found = [absolute]
            }
            for f in found where seen.insert(f).inserted { files.append(f) }
            if files.count > Self.maxFiles {
                throw .badData("\(DiagnosticLine.shown(path)): more than \(Self.maxFiles) Swift files; give the folder of the target whose previews to draw")
            }
        }
        guard !files.isEmpty else {
            throw .badData("\(paths.map(DiagnosticLine.shown).joined(separator: ", ")): no Swift files; give the files or the package folder whose previews to draw")
        }
        self.files = files
        let first = URL(fileURLWithPath: paths[0]).standardizedFileURL
        var isFolder: ObjCBool = false
        _ = fm.fileExists(atPath: first.path, isDirectory: &isFolder)
        name = isFolder.boolValue ? first.lastPathComponent : first.deletingLastPathComponent().lastPathComponent
    }

    private static func walk(_ folder: String, into found: inout [String]) throws(CLIError) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            throw .io("\(DiagnosticLine.shown(folder)): cannot read the folder")
        }
        for name in names.sorted() {
            if name.hasPrefix(".") || name == "Package.swift" || name == "Tests" || name.hasSuffix("Tests") || name.hasSuffix(".xctest")
                || name.hasSuffix(".playground") { continue }
            let path = folder + "/" + name
            var st = stat()
            guard lstat(path, &st) == 0 else { continue }
            switch st.st_mode & S_IFMT {
            case S_IFDIR:
                try walk(path, into: &found)
            case S_IFREG where name.hasSuffix(".swift"):
                found.append(path)
            default:
                break  // links, devices, FIFOs: not walked, not read
            }
            if found.count > maxFiles {
                throw .badData("\(DiagnosticLine.shown(folder)): more than \(maxFiles) Swift files; give the folder of the target whose previews to draw")
            }
        }
    }

    /// The file's bytes, read once and bounded.
    static func bytes(of path: String) throws(CLIError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw .io("\(DiagnosticLine.shown(path)): cannot read: " + SystemError.words(errno: errno)) }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else {
            throw .io("\(DiagnosticLine.shown(path)): not a regular file; give Swift source files")
        }
        guard Int(st.st_size) <= maxFileBytes else {
            throw .badData("\(DiagnosticLine.shown(path)): \(st.st_size) bytes is over the \(maxFileBytes >> 20) MiB a Swift source file may have here")
        }
        var bytes = [UInt8](repeating: 0, count: Int(st.st_size))
        var got = 0
        while got < bytes.count {
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + got, $0.count - got) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { break }
            got += n
        }
        return Array(bytes[0..<got])
    }
}

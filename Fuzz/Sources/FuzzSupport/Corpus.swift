#if canImport(Glibc)
import Glibc
#endif

/// Corpus files, read and written with plain POSIX calls (no Foundation in the fuzz
/// support, so that a target links only what it fuzzes).
enum Corpus {
    /// The regular files in a folder (sorted, not recursive), or the path itself if it is a
    /// file; nil if it cannot be read.
    static func files(at path: String) -> [String]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        guard info.st_mode & S_IFMT == S_IFDIR else { return [path] }
        guard let folder = opendir(path) else { return nil }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard !name.hasPrefix(".") else { continue }
            var child = stat()
            if stat(path + "/" + name, &child) == 0, child.st_mode & S_IFMT == S_IFREG { names.append(path + "/" + name) }
        }
        return names.sorted()
    }

    static func read(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if n == 0 { break }
            bytes += buffer[0..<n]
        }
        return ferror(file) == 0 ? bytes : nil
    }

    static func write(_ bytes: [UInt8], to path: String) {
        guard let file = fopen(path, "wb") else { return }
        _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        fclose(file)
    }
}

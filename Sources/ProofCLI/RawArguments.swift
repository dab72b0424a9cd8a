import Foundation
import ProofOutput

/// The command line as bytes. `CommandLine.arguments` has already replaced bytes that are
/// not UTF-8 with U+FFFD, so `--out $'x\xff'` would write to a different folder than the
/// one named and a token file with such a name would be "missing". DesignProof keeps names
/// as Swift strings, so it refuses such an argument (exit 64) on the raw `argv` bytes.
enum RawArguments {
    /// The arguments after the program name, or the usage error for the first one that is
    /// not UTF-8.
    static func decoded() -> Result<[String], CLIError> {
        var arguments: [String] = []
        for index in 1..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))
            guard let text = String(validating: bytes, as: UTF8.self) else {
                return .failure(.usage(notUTF8(Array(bytes), index: index, previous: arguments.last)))
            }
            arguments.append(text)
        }
        return .success(arguments)
    }

    /// An environment variable's value, or the usage error when it is set but not UTF-8.
    static func environment(_ name: String) -> Result<String?, CLIError> {
        guard let pointer = getenv(name) else { return .success(nil) }
        let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .failure(.usage("\(name)=\(escaped(Array(bytes))) is not valid UTF-8: proof reads and writes UTF-8 names only; set it to a UTF-8 path"))
        }
        return .success(text)
    }

    static func notUTF8(_ bytes: [UInt8], index: Int, previous: String?) -> String {
        let shown = escaped(bytes)
        let what: String
        if bytes.first == UInt8(ascii: "-"), let eq = bytes.firstIndex(of: UInt8(ascii: "=")) {
            what = "the value of \(String(decoding: bytes[..<eq], as: UTF8.self)) (\(escaped(Array(bytes[(eq + 1)...]))))"
        } else if let previous, previous.hasPrefix("--"), !previous.contains("=") {
            what = "the value of \(previous) (\(shown))"
        } else {
            what = "argument \(index) (\(shown))"
        }
        return what + " is not valid UTF-8: proof reads and writes UTF-8 file names only; rename the file or folder, or give another path"
    }

    /// `bytes` as text with every byte that is not part of a UTF-8 character written \xFF,
    /// shortened as `DiagnosticLine` shortens arguments.
    static func escaped(_ bytes: [UInt8]) -> String {
        var out = ""
        var i = 0
        while i < bytes.count {
            var decoded = false
            for length in 1...4 where i + length <= bytes.count {
                if let s = String(validating: bytes[i..<(i + length)], as: UTF8.self) {
                    out += s
                    i += length
                    decoded = true
                    break
                }
            }
            if !decoded {
                out += "\\x" + String(bytes[i], radix: 16, uppercase: true)
                i += 1
            }
        }
        return DiagnosticLine.shortened(out)
    }
}

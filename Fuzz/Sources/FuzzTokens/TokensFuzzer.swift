import FuzzSupport
import Tokens

/// The token loader as `proof tokens validate` runs it: bytes → JSON → tree → aliases →
/// typed values, or the list of errors it prints, one line each.
@main enum TokensFuzzer {
    static func main() { FuzzEntry.main(name: "tokens", callback: LLVMFuzzerTestOneInput) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // Both modes: strict (2025.10 only, as `validate --strict`) and lenient (our older forms too).
    for options in [TokenLoader.Options.lenient, .strict] {
        do {
            let set = try TokenLoader.parse(bytes: bytes, file: "fuzz.tokens.json", options: options)
            for token in set.tokens { _ = "\(token.path) \(token.value)" }
            for warning in set.warnings {
                require(!warning.description.contains("\n"), "a warning of more than one line: \(warning)")
            }
        } catch {
            require(!error.errors.isEmpty, "a file was refused without a reason")
            for problem in error.errors {
                let line = problem.description
                require(!line.contains("\n"), "an error of more than one line: \(line)")
            }
        }
    }
    return 0
}

#if canImport(Glibc)
import Glibc
#endif

/// The fuzzer-less run of a target: every given input, then `--mutations N` seeded random
/// variations of them (`--seed S`). Before each input its bytes are saved (`--save PATH`,
/// default `designproof-fuzz-NAME.input` in /dev/shm, or in TMPDIR without it), so that
/// after a crash the input that caused it is on disk: the stderr line printed first says where.
struct Replay {
    let name: String
    let callback: FuzzEntry.Callback

    func run(arguments: [String]) -> Int32 {
        var paths: [String] = []
        var mutations = 0
        var seed: UInt64 = 1
        let folder = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : (getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp")
        var save = folder + "/designproof-fuzz-\(name).input"
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--mutations":
                guard let n = rest.popFirst().flatMap({ Int($0) }), n >= 0 else { return usage("--mutations needs a count") }
                mutations = n
            case "--seed":
                guard let s = rest.popFirst().flatMap({ UInt64($0) }) else { return usage("--seed needs a number") }
                seed = s
            case "--save":
                guard let s = rest.popFirst() else { return usage("--save needs a path") }
                save = s
            default:
                if argument.hasPrefix("-") { return usage("unknown option \(argument)") }
                paths.append(argument)
            }
        }
        var inputs: [(label: String, bytes: [UInt8])] = []
        for path in paths {
            guard let found = Corpus.files(at: path) else { return usage("cannot read \(path)") }
            for file in found {
                guard let bytes = Corpus.read(file) else { return usage("cannot read \(file)") }
                inputs.append((file, bytes))
            }
        }
        say("fuzz-\(name): replaying \(inputs.count) inputs and \(mutations) mutations; the input running is saved to \(save)")
        for input in inputs { runOne(input.bytes, save: save) }
        var mutator = Mutator(seed: seed, corpus: inputs.map(\.bytes))
        for _ in 0..<mutations { runOne(mutator.next(), save: save) }
        unlink(save)
        say("fuzz-\(name): no crash")
        return 0
    }

    private func runOne(_ bytes: [UInt8], save: String) {
        Corpus.write(bytes, to: save)
        _ = bytes.withUnsafeBufferPointer { callback($0.baseAddress, $0.count) }
    }

    /// One line on stderr (fd 2 directly: C's `stderr` is a global Swift 6 will not share).
    private func say(_ line: String) {
        let text = Array((line + "\n").utf8)
        _ = text.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }

    private func usage(_ problem: String) -> Int32 {
        say("fuzz-\(name): \(problem)\nusage: fuzz-\(name) [CORPUS-FOLDER|FILE …] [--mutations N] [--seed S] [--save PATH]")
        return 64
    }
}

import DocFigures
import Foundation

// docfigures: rewrites every generated figure of README.md and docs/*.md from proof's own
// output (`make docs`). Run from the package folder:
//
//     docfigures --proof PATH/TO/proof [--check]
//
// --check changes nothing and exits 1 listing each stale figure (what `DocFiguresTests`
// asserts); --print lists every figure key and its value (to mark a new figure). Exit 0 when every figure is current (or has been rewritten), 1 stale (--check),
// 64 usage, 65 a doc's markers or proof's output cannot be read, 74 a file cannot be written.

func fail(_ message: String, _ code: Int32) -> Never {
    FileHandle.standardError.write(Data(("docfigures: " + message + "\n").utf8))
    exit(code)
}

/// What the command line asks for.
struct Options {
    var proof = ".build/release/proof"
    var checkOnly = false
    var printValues = false

    init(_ arguments: [String]) {
        var rest = arguments
        while let a = rest.first {
            rest.removeFirst()
            switch a {
            case "--proof":
                guard let p = rest.first else { fail("--proof needs the path of a built proof", 64) }
                proof = p
                rest.removeFirst()
            case "--check": checkOnly = true
            case "--print": printValues = true
            case "-h", "--help":
                print("usage: docfigures [--proof PATH] [--check] [--print]   (run from the package folder; make docs)")
                exit(0)
            default: fail("unknown argument \"\(a.prefix(200))\": use --proof PATH and --check", 64)
            }
        }
    }
}
let options = Options(Array(CommandLine.arguments.dropFirst()))
let proof = options.proof, checkOnly = options.checkOnly
let root = FileManager.default.currentDirectoryPath
guard FileManager.default.fileExists(atPath: root + "/Package.swift"), FileManager.default.fileExists(atPath: root + "/docs") else {
    fail("run from the package folder (no Package.swift and docs/ in \(root))", 64)
}
guard FileManager.default.isExecutableFile(atPath: proof) else {
    fail("no proof at \(proof): build it (swift build -c release --product proof) or pass --proof PATH", 64)
}

/// Runs proof with `arguments`; stdout goes to a file (a pipe could fill and stall it).
func run(_ figureRun: FigureRun, proof: String, root: String, scratch: String) -> String {
    let out = scratch + "/" + figureRun.name
    let log = scratch + "/" + figureRun.name + ".stdout"
    guard FileManager.default.createFile(atPath: log, contents: nil) else { fail("cannot write \(log)", 74) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: proof)
    process.arguments = figureRun.arguments(out: out)
    process.currentDirectoryURL = URL(fileURLWithPath: root)
    guard let handle = FileHandle(forWritingAtPath: log) else { fail("cannot write \(log)", 74) }
    process.standardOutput = handle
    process.standardInput = FileHandle.nullDevice
    FileHandle.standardError.write(Data("docfigures: \(figureRun.commandLine(out: out))\n".utf8))
    do { try process.run() } catch { fail("cannot run \(proof): \(error)", 74) }
    process.waitUntilExit()
    try? handle.close()
    guard figureRun.goodExits.contains(process.terminationStatus) else {
        fail("\(figureRun.commandLine(out: out)) exited \(process.terminationStatus)", 65)
    }
    let path: String
    switch figureRun.output {
    case .stdout: path = log
    case .file(let relative): path = out + "/" + relative
    }
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { fail("\(figureRun.name) wrote no \(path)", 65) }
    return text
}

let scratch = NSTemporaryDirectory() + "docfigures-\(getpid())"
try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
var outputs: [String: String] = [:]
for r in FigureRun.all { outputs[r.name] = run(r, proof: proof, root: root, scratch: scratch) }
// Everything needed is in `outputs`: the runs' files go before anything can exit.
try? FileManager.default.removeItem(atPath: scratch)
var tokenFiles: [String: String] = [:]
for f in TokenFiles.read { tokenFiles[f] = try? String(contentsOfFile: root + "/tokens/" + f, encoding: .utf8) }

let values: [String: String]
do { values = try FigureValues.compute(outputs: outputs, tokenFiles: tokenFiles) } catch { fail(error.description, 65) }
if options.printValues {
    // Every key and its value, for whoever marks a new figure in a doc.
    for key in values.keys.sorted() { print(key + " = " + FigureMarkup.Stale.quoted(values[key]!)) }
    exit(0)
}

var stale: [FigureMarkup.Stale] = [], unknown: [String] = []
for path in DocFiles.paths(root: root) {
    let markup: FigureMarkup
    do {
        markup = try FigureMarkup(file: path, text: String(contentsOfFile: root + "/" + path, encoding: .utf8))
    } catch let e as FigureMarkupError { fail(e.description, 65) } catch { fail("cannot read \(path): \(error)", 74) }
    let r = markup.stale(against: values)
    stale += r.stale
    unknown += r.unknown.map { "\(path):\($0.line): \($0.key)" }
    guard !checkOnly, !r.stale.isEmpty else { continue }
    // A temporary beside the file, then a rename: never a half-written doc.
    let temporary = root + "/" + path + ".docfigures.tmp"
    // rename(2), not FileManager.replaceItemAt: on Linux the latter removed the doc and
    // then failed, losing it.
    do { try markup.rewritten(with: values).write(toFile: temporary, atomically: false, encoding: .utf8) } catch {
        try? FileManager.default.removeItem(atPath: temporary)
        fail("cannot write \(temporary): \(error)", 74)
    }
    guard rename(temporary, root + "/" + path) == 0 else {
        let reason = String(cString: strerror(errno))
        try? FileManager.default.removeItem(atPath: temporary)
        fail("cannot replace \(path): \(reason)", 74)
    }
}
for s in stale { print((checkOnly ? "stale " : "updated ") + s.description) }
for u in unknown { print("unknown figure key \(u) (no run computes it: fix the key or add it to Sources/DocFigures)") }
if !unknown.isEmpty { exit(65) }
if checkOnly && !stale.isEmpty {
    print("\(stale.count) stale figures: \(DocFiles.howToFix)")
    exit(1)
}
print(stale.isEmpty ? "every figure is current" : "\(stale.count) figures rewritten; review with git diff")

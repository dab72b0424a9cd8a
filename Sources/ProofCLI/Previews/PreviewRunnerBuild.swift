import ArgumentParser
import Checks
import Foundation
import ProofOutput
import Tokens

/// The runner of a team's previews: their Swift files and a generated `main.swift`, compiled
/// by the Swift toolchain against the DesignProof `proof` itself was built with (the
/// `DesignProofPreviews` library and the modules beside the `proof` executable), into a
/// cache folder (`$DESIGNPROOF_CACHE`, else `$XDG_CACHE_HOME/designproof`, else
/// `~/.cache/designproof`) keyed by the paths given; a second run over unchanged files
/// (same bytes, same DesignProof) reuses it. Nothing is written into the team's folders or
/// into `--out` here.
package struct PreviewRunnerBuild {
    /// The compiled runner.
    let executable: String
    /// The folder its tokens are read from (`DESIGNPROOF_TOKENS` for it).
    let tokens: String
    /// How many previews were found, in how many files.
    let previewCount: Int

    /// Finds the previews in `paths`, and compiles the runner unless the cache holds it.
    static func prepare(_ paths: [String]) throws(CLIError) -> PreviewRunnerBuild {
        let sources = try PreviewSources(paths: paths)
        var scanned: [(file: String, bytes: [UInt8], found: PreviewScanner.Found)] = []
        for file in sources.files {
            let bytes = try PreviewSources.bytes(of: file)
            scanned.append((file, bytes, PreviewScanner.scan(bytes)))
        }
        let count = scanned.reduce(0) { $0 + $1.found.macros.count + $1.found.providers.count }
        guard count > 0 else {
            throw .badData("\(paths.map(DiagnosticLine.shown).joined(separator: ", ")): no #Preview or PreviewProvider in \(sources.files.count) Swift file\(sources.files.count == 1 ? "" : "s"); add a #Preview { MyView() } to a view's file")
        }
        let toolchain = try PreviewToolchain.locate()
        let module = moduleName(sources.name, toolchain: toolchain)
        let folder = try cacheFolder(for: sources.files, toolchain: toolchain)
        let assets = try PreviewAssets.find(paths: paths, sources: scanned.map(\.bytes))
        let main = mainSource(scanned: scanned, module: module, appName: sources.name, catalogues: assets.catalogues)
        var key = toolchain.identity + "\n" + module + "\n" + FileDigest(of: Array((main.text + assets.symbols).utf8)).hash + "\n"
        for s in scanned { key += s.file + " " + FileDigest(of: s.bytes).hash + "\n" }
        let keyDigest = FileDigest(of: Array(key.utf8)).hash
        let runner = folder + "/runner", keyFile = folder + "/runner.key", tokens = folder + "/tokens"
        let lock = try FolderLock(folder, wait: 600)
        defer { lock.release() }
        try write(Array("{}\n".utf8), to: tokens + "/previews.tokens.json")
        if (try? String(contentsOfFile: keyFile, encoding: .utf8)) == keyDigest, access(runner, X_OK) == 0 {
            return PreviewRunnerBuild(executable: runner, tokens: tokens, previewCount: count)
        }
        // Files with `#Preview`, `@Previewable`, `@main`, `@objc` or `@NSManaged` are compiled
        // from a copy under the same name (line numbers hold): each `#Preview` becomes a
        // constant the runner can name (`PreviewBody`), `@Previewable` and `@main` are blanked
        // (the runner has a `main` of its own), `@objc` is blanked (Linux has no Objective-C
        // runtime) and each `@NSManaged` member gets accessors that keep its value in the
        // object, on its own line.
        var inputs: [String] = []
        var copies: [String: String] = [:]
        for s in scanned {
            let found = s.found
            guard found.needsCopy else { inputs.append(s.file); continue }
            let copy = folder + "/sources/" + (s.file as NSString).lastPathComponent
            try update(runnerCopy(of: s.bytes, found: found, file: (s.file as NSString).lastPathComponent), at: copy)
            copies[copy] = s.file
            inputs.append(copy)
        }
        try update(Array(main.text.utf8), at: folder + "/main.swift")
        let symbols = folder + "/AssetSymbols.swift"
        if assets.symbols.isEmpty { unlink(symbols) } else {
            try update(Array(assets.symbols.utf8), at: symbols)
            inputs.append(symbols)
        }
        unlink(keyFile)
        try toolchain.compile(inputs + [folder + "/main.swift"], module: module, output: runner, scratch: folder,
                              copies: copies, generated: (folder + "/main.swift", main.lines))
        try write(Array(keyDigest.utf8), to: keyFile)
        return PreviewRunnerBuild(executable: runner, tokens: tokens, previewCount: count)
    }

    /// The runner's copy of a file: `#Preview` → `let NAME = __DesignProofPreviewValue`,
    /// `@Previewable`, `@main`, `@objc` and `@NSManaged` blanked (spaces), accessors added at
    /// the end of each `@NSManaged` member's line, everything else byte for byte.
    package static func runnerCopy(of bytes: [UInt8], found: PreviewScanner.Found, file: String) -> [UInt8] {
        var edits: [(range: Range<Int>, with: [UInt8])] = found.macros.map { m in
            (m.range, Array("let \(PreviewScanner.registrationName(file: file, line: m.line)) = __DesignProofPreviewValue".utf8))
        }
        edits += (found.previewables + found.mainAttributes + found.objcAttributes + found.managed.map(\.attribute)).map {
            ($0, Array(repeating: UInt8(ascii: " "), count: $0.count))
        }
        edits += found.managed.map { ($0.end..<$0.end, Array($0.accessors.utf8)) }
        var out: [UInt8] = []
        var at = 0
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) where edit.range.lowerBound >= at {
            out += bytes[at..<edit.range.lowerBound]
            out += edit.with
            at = edit.range.upperBound
        }
        out += bytes[at...]
        return out
    }

    /// Runs the runner with `arguments` (a `proof` command over the previews); its output
    /// is proof's. A non-zero exit is passed on; a crash (the team's code stopped the
    /// process) or a run past the deadline is one line and 65.
    func run(_ arguments: [String]) throws {
        let limit = try PreviewToolchain.seconds("DESIGNPROOF_PREVIEW_TIMEOUT", default: 600)
        switch try ChildProcess.run(executable, arguments, environment: ["DESIGNPROOF_TOKENS": tokens], timeout: limit) {
        case .exited(0): return
        case .exited(let code): throw ExitCode(code)
        case .signalled(let signal):
            throw CLIError.badData("a preview stopped the process (signal \(signal)) while being drawn: run its view in a test to find the crash; nothing was written")
        case .timedOut:
            throw CLIError.badData("drawing the previews took over \(Int(limit)) s (DESIGNPROOF_PREVIEW_TIMEOUT) and was stopped: a view's body may loop; nothing was written")
        }
    }

    /// The module the files are compiled as: the package's name as an identifier, unless
    /// that is a module the runner imports (then `PreviewedApp`).
    static func moduleName(_ name: String, toolchain: PreviewToolchain) -> String {
        var id = String(name.unicodeScalars.map { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "_") ? Character($0) : "_" })
        if id.isEmpty || id.first!.isNumber { id = "_" + id }
        if toolchain.hasModule(id) || ["Swift", "Foundation", "Dispatch", "Glibc", "main"].contains(id) { return "PreviewedApp" }
        return id
    }

    /// The runner's folder for these files: one per set of paths, so two packages never
    /// share (or fight over) a runner.
    static func cacheFolder(for files: [String], toolchain: PreviewToolchain) throws(CLIError) -> String {
        let env = ProcessInfo.processInfo.environment
        let root: String
        if let own = env["DESIGNPROOF_CACHE"], !own.isEmpty { root = own }
        else if let xdg = env["XDG_CACHE_HOME"], !xdg.isEmpty { root = xdg + "/designproof" }
        else if let home = env["HOME"], !home.isEmpty { root = home + "/.cache/designproof" }
        else { root = NSTemporaryDirectory() + "designproof-cache" }
        let id = FileDigest(of: Array((toolchain.identity + "\n" + files.joined(separator: "\n")).utf8)).hash
        let folder = root + "/previews/" + String(id.prefix(20))
        do { try FileManager.default.createDirectory(atPath: folder + "/tokens", withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700]) } catch {
            throw .io("\(DiagnosticLine.shown(root)): cannot make the previews' build folder: \(error.localizedDescription); set DESIGNPROOF_CACHE to a folder proof may write")
        }
        return folder
    }

    /// Writes `bytes` to `path` unless it holds them already: the compiler rebuilds
    /// incrementally by modification time, so a copy rewritten unchanged would be compiled
    /// again (with every file that uses it).
    static func update(_ bytes: [UInt8], at path: String) throws(CLIError) {
        if let old = FileManager.default.contents(atPath: path), old.count == bytes.count, Array(old) == bytes { return }
        try write(bytes, to: path)
    }

    /// Writes `bytes` to `path` through a temporary file and a rename (its folder made first).
    static func write(_ bytes: [UInt8], to path: String) throws(CLIError) {
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .io("\(DiagnosticLine.shown(path)): cannot write the previews' build file: \(error.localizedDescription); set DESIGNPROOF_CACHE to a folder proof may write")
        }
    }

    /// The generated `main.swift`, and for each of its preview lines the file and line it stands for.
    static func mainSource(scanned: [(file: String, bytes: [UInt8], found: PreviewScanner.Found)], module: String, appName: String,
                           catalogues: [String] = [])
        -> (text: String, lines: [Int: (file: String, line: Int)]) {
        var text = """
            // Generated by `proof previews`: the runner of \(literalBody(appName))'s previews (not to be edited).
            import PreviewHost
            import SwiftUI

            struct __DesignProofPreviews: PreviewsApp {
                static let id = "\(PreviewToolchain.appID(appName))"
                static let displayName = "\(literalBody(appName))"
                static let assetCatalogs: [String] = [\(catalogues.map { "\"" + literalBody($0) + "\"" }.joined(separator: ", "))]
                static var previews: [PreviewItem] {
                    [

            """
        var lines: [Int: (file: String, line: Int)] = [:]
        var line = text.split(separator: "\n", omittingEmptySubsequences: false).count
        for s in scanned {
            let name = (s.file as NSString).lastPathComponent
            // In the file's order: `#Preview`s and providers by line.
            var items: [(line: Int, code: String)] = s.found.macros.map { m in
                (m.line, ".macro(\(PreviewScanner.registrationName(file: name, line: m.line)), file: \"\(literalBody(name))\", line: \(m.line), name: \(m.name.map { "\"" + literalBody($0) + "\"" } ?? "nil")),")
            }
            items += s.found.providers.map { p in (p.line, ".provider(\(p.type).self, file: \"\(literalBody(name))\", line: \(p.line)),") }
            for item in items.sorted(by: { $0.line < $1.line }) {
                text += "            " + item.code + "\n"
                lines[line] = (s.file, item.line)
                line += 1
            }
        }
        text += """
                    ]
                }
            }

            PreviewRunner.main(__DesignProofPreviews.self)

            """
        return (text, lines)
    }

    /// `text` as the inside of a Swift string literal.
    static func literalBody(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

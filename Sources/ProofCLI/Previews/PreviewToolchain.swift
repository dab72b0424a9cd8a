import Foundation
import Checks
import ProofOutput
import Tokens

/// What compiling a team's previews needs: the Swift compiler, and the DesignProof build
/// beside the running `proof` — the `DesignProofPreviews` library, the modules' interfaces
/// (`Modules/`), the C modules' maps and the `#Preview` macro's plug-in. `swift build` makes
/// them all (`make build` too); a `proof` copied away from its build folder cannot draw
/// previews, and says so.
package struct PreviewToolchain {
    /// The `swiftc` used.
    let swiftc: String
    /// The folder of `proof`'s build products.
    let products: String
    /// The checkout `proof` was built from (for the system C modules' maps).
    let checkout: String?
    /// What changes when DesignProof is rebuilt: a runner built against another is rebuilt.
    let identity: String

    static let library = "libDesignProofPreviews.so"

    static func locate() throws(CLIError) -> PreviewToolchain {
        let env = ProcessInfo.processInfo.environment
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let products = env["DESIGNPROOF_PREVIEW_PRODUCTS"].flatMap { $0.isEmpty ? nil : $0 } ?? (exe as NSString).deletingLastPathComponent
        let lib = products + "/" + library
        var st = stat()
        guard stat(lib, &st) == 0 else {
            throw .io("\(DiagnosticLine.shown(lib)): not found: proof previews compiles against the DesignProofPreviews library built beside proof; run `swift build` (or `make build`) in the DesignProof checkout")
        }
        for needed in ["Modules/SwiftUI.swiftmodule", "Modules/PreviewHost.swiftmodule", "SwiftUIMacros-tool"] where access(products + "/" + needed, F_OK) != 0 {
            throw .io("\(DiagnosticLine.shown(products + "/" + needed)): not found: run `swift build` in the DesignProof checkout so the previews library, its modules and the #Preview macro are built")
        }
        guard let swiftc = env["SWIFTC"].flatMap({ $0.isEmpty ? nil : $0 }) ?? ChildProcess.onPath("swiftc") else {
            throw .io("swiftc: not on PATH: proof previews compiles your files with the Swift toolchain that built proof; put its bin folder on PATH or set SWIFTC")
        }
        // …/<checkout>/.build/<triple>/<configuration>
        let parts = products.split(separator: "/", omittingEmptySubsequences: false)
        var checkout: String?
        if let build = parts.lastIndex(of: ".build") {
            let root = parts[..<build].joined(separator: "/")
            if access(root + "/Package.swift", F_OK) == 0 { checkout = root }
        }
        let identity = [products, swiftc, "\(st.st_size)", "\(st.st_mtim.tv_sec).\(st.st_mtim.tv_nsec)"].joined(separator: " ")
        return PreviewToolchain(swiftc: swiftc, products: products, checkout: checkout, identity: identity)
    }

    /// Whether DesignProof's build has a module named `name` (the team's module must not shadow it).
    func hasModule(_ name: String) -> Bool {
        access(products + "/Modules/" + name + ".swiftmodule", F_OK) == 0
    }

    /// The C modules' maps a client of the previews library may need to load.
    var moduleMaps: [String] {
        var maps: [String] = []
        let names = (try? FileManager.default.contentsOfDirectory(atPath: products)) ?? []
        for name in names.sorted() where name.hasSuffix(".build") && !name.hasSuffix("-tool.build") {
            let map = products + "/" + name + "/module.modulemap"
            if access(map, F_OK) == 0 { maps.append(map) }
        }
        if let checkout {
            for system in ["CCairo"] where access(checkout + "/Sources/\(system)/module.modulemap", F_OK) == 0 {
                maps.append(checkout + "/Sources/\(system)/module.modulemap")
            }
        }
        return maps
    }

    /// `pkg-config --cflags cairo`'s include folders (as the DesignProof build found them).
    func systemCFlags(scratch: String) -> [String] {
        guard let pkgConfig = ChildProcess.onPath("pkg-config") else { return ["-I/usr/include/cairo"] }
        let file = scratch + "/cflags.txt"
        _ = FileManager.default.createFile(atPath: file, contents: nil)
        guard let handle = FileHandle(forWritingAtPath: file) else { return [] }
        let outcome = try? ChildProcess.run(pkgConfig, ["--cflags", "cairo"], stdout: handle, timeout: 30)
        try? handle.close()
        guard outcome == .exited(0), let text = try? String(contentsOfFile: file, encoding: .utf8) else { return ["-I/usr/include/cairo"] }
        return text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init).filter { $0.hasPrefix("-I") }
    }

    /// Compiles `files` into `output`. The compiler's first error is one line (its file,
    /// line and column, in the team's own file for a copy or for the generated list), 65.
    func compile(_ files: [String], module: String, output: String, scratch: String, copies: [String: String],
                 generated: (path: String, lines: [Int: (file: String, line: Int)])) throws(CLIError) {
        var arguments = ["-swift-version", "5", "-module-name", module, "-Onone", "-D", "DEBUG", "-j", "2",
                         "-I", products + "/Modules",
                         "-load-plugin-executable", products + "/SwiftUIMacros-tool#SwiftUIMacros",
                         "-L", products, "-lDesignProofPreviews", "-Xlinker", "-rpath", "-Xlinker", products,
                         "-module-cache-path", scratch + "/module-cache",
                         // Apple's Foundation makes Observation and Combine visible, so a model
                         // file that imports only Foundation may say @Observable or
                         // ObservableObject/@Published, and has URLSession, which Linux keeps in
                         // FoundationNetworking: every file imports all three.
                         "-Xfrontend", "-import-module", "-Xfrontend", "Observation",
                         "-Xfrontend", "-import-module", "-Xfrontend", "Combine",
                         "-Xfrontend", "-import-module", "-Xfrontend", "FoundationNetworking"]
        for map in moduleMaps { arguments += ["-Xcc", "-fmodule-map-file=" + map] }
        // Render's Cairo module map names cairo.h, which the client loads with Render.
        for flag in systemCFlags(scratch: scratch) { arguments += ["-Xcc", flag] }
        // Incremental: each file's object and dependencies are kept in the cache, and the
        // driver recompiles only the files edited since (by modification time, and by bytes
        // through `PreviewCompiledInputs`) and those that use what changed in them — editing
        // one view of forty is one frontend job and a link, not the whole package again.
        arguments += ["-incremental", "-output-file-map", try outputFileMap(files, scratch: scratch)]
        let inputs = PreviewCompiledInputs.forgetEdited(files, objects: Self.objects(scratch)) { Self.objectStem($0, scratch: scratch) + ".o" }
        let temporary = output + ".partial"
        arguments += files + ["-o", temporary]
        let log = scratch + "/compile.log"
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        guard let handle = FileHandle(forWritingAtPath: log) else { throw .io("\(DiagnosticLine.shown(log)): cannot write the compiler's log") }
        let limit = try Self.seconds("DESIGNPROOF_PREVIEW_BUILD_TIMEOUT", default: 900)
        let outcome = try ChildProcess.run(swiftc, arguments, stdout: handle, stderr: handle, timeout: limit)
        try? handle.close()
        switch outcome {
        case .exited(0):
            guard rename(temporary, output) == 0 else { throw .io("\(DiagnosticLine.shown(output)): cannot move the compiled runner in place: " + SystemError.words(errno: errno)) }
            inputs.record()
        case .timedOut:
            unlink(temporary)
            throw .io("compiling the previews took over \(Int(limit)) s (DESIGNPROOF_PREVIEW_BUILD_TIMEOUT) and was stopped; nothing was written")
        case .exited, .signalled:
            unlink(temporary)
            let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            throw .badData(Self.firstError(in: text, copies: copies, generated: generated) + "; nothing was written")
        }
    }

    /// Where the driver keeps each file's object and dependency graph, and the build record
    /// it compares modification times against (`objects/`, named by a digest of each path: two
    /// folders may hold files of one name).
    func outputFileMap(_ files: [String], scratch: String) throws(CLIError) -> String {
        let objects = Self.objects(scratch)
        var map: [String: [String: String]] = ["": ["swift-dependencies": objects + "/module.swiftdeps"]]
        for file in files {
            let stem = Self.objectStem(file, scratch: scratch)
            map[file] = ["object": stem + ".o", "swift-dependencies": stem + ".swiftdeps"]
        }
        let path = scratch + "/output-file-map.json"
        do {
            try FileManager.default.createDirectory(atPath: objects, withIntermediateDirectories: true)
            let data = try JSONSerialization.data(withJSONObject: map, options: [.sortedKeys, .withoutEscapingSlashes])
            try PreviewRunnerBuild.update(Array(data), at: path)
        } catch let e as CLIError { throw e } catch {
            throw .io("\(DiagnosticLine.shown(objects)): cannot write the previews' build folder: \(error.localizedDescription); set DESIGNPROOF_CACHE to a folder proof may write")
        }
        return path
    }

    /// The folder of the compiled objects in the build folder `scratch`.
    static func objects(_ scratch: String) -> String { scratch + "/objects" }

    /// Where `file`'s object and dependencies go, without an extension.
    static func objectStem(_ file: String, scratch: String) -> String {
        objects(scratch) + "/" + String(FileDigest(of: Array(file.utf8)).hash.prefix(24))
    }

    /// The compiler's first `error:` line, pointing at the team's file (a copy's original;
    /// for the generated list, the `#Preview` or provider it names).
    package static func firstError(in log: String, copies: [String: String], generated: (path: String, lines: [Int: (file: String, line: Int)])) -> String {
        for raw in log.split(separator: "\n") {
            let line = String(raw)
            guard let marker = line.range(of: ": error: ") else { continue }
            let location = String(line[..<marker.lowerBound])
            let message = String(line[marker.upperBound...])
            let pieces = location.split(separator: ":", omittingEmptySubsequences: false)
            guard pieces.count >= 3, let row = Int(pieces[pieces.count - 2]) else { return "the previews do not compile: " + message }
            let file = pieces[..<(pieces.count - 2)].joined(separator: ":")
            let column = pieces[pieces.count - 1]
            if file == generated.path {
                if let origin = generated.lines[row] {
                    return "\(shown(origin.file)):\(origin.line): error: this preview was not compiled (is it inside an #if that is false on Linux?): \(message)"
                }
                return "the previews' generated runner does not compile: \(message)"
            }
            return "\(shown(copies[file] ?? file)):\(row):\(column): error: \(message)"
        }
        let tail = log.split(separator: "\n").suffix(1).joined()
        return "the previews do not compile or link" + (tail.isEmpty ? "" : ": " + tail)
    }

    /// `path` relative to the working folder when it is inside it.
    static func shown(_ path: String) -> String {
        let here = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(here) ? String(path.dropFirst(here.count)) : path
    }

    /// An app id for the previews: the package's name in lower case letters and digits.
    static func appID(_ name: String) -> String {
        let id = String(name.lowercased().unicodeScalars.filter { $0.isASCII && CharacterSet.alphanumerics.contains($0) }.map(Character.init))
        return id.isEmpty ? "previews" : String(id.prefix(40))
    }

    /// A positive number of seconds from the environment variable `name`, else `fallback`.
    static func seconds(_ name: String, default fallback: Double) throws(CLIError) -> Double {
        guard let text = try RawArguments.environment(name).get() else { return fallback }
        guard let value = Double(text), value > 0, value <= 86_400 else {
            throw .usage("\(name)=\(DiagnosticLine.shown(text)) is not a number of seconds (1 … 86400)")
        }
        return value
    }
}

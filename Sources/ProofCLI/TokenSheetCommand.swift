import Apps
import ArgumentParser
import Foundation
import Render
import Tokens

extension TokensCommand {
    struct Sheet: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Draw a token sheet PNG per design system: gradients, colours with contrast, type, dimensions, motion.",
            discussion: "Writes DIR/SYSTEM.png for each token file (default: every tokens/*.tokens.json) and DIR/manifest.json.")

        @Argument(help: "Token files (default: every *.tokens.json in the project's tokens/ folder).")
        var files: [String] = []

        @Option(help: "Output folder.")
        var out: String = "out/tokens"

        @Option(help: "Pixels per point (1, 2 or 3).")
        var scale: Double = 2

        func validate() throws {
            guard [1, 2, 3].contains(scale) else { throw ValidationError("--scale \(formatScale) is not 1, 2 or 3") }
            _ = try outputDirectory(out)
        }

        private var formatScale: String { scale == scale.rounded() ? String(Int(scale)) : String(scale) }

        func run() throws {
            let out = try outputDirectory(self.out)
            let paths = files.isEmpty ? try TokenDirectory.locate().files() : files
            var sets: [TokenSet] = []
            var failed = false
            var unreadable = false
            for path in paths {
                do { sets.append(try TokenLoader.load(path: path)) } catch {
                    error.lines.forEach { printError($0) }
                    failed = true
                    unreadable = unreadable || error.isIOError
                }
            }
            // Nothing is written unless every file is valid: a partial set of sheets would
            // look like a complete one.
            if unreadable { throw Exit.io }
            if failed { throw Exit.badData }
            let renderer = CairoRenderer()
            var written: [String] = []
            for set in sets {
                var list = TokenSheet(tokens: set, scale: scale).displayList(measuringWith: renderer.text)
                let path = out + "/" + set.system + ".png"
                // A long page is drawn at a lower scale rather than refused: the limit
                // protects against absurd canvases, and a sheet is never one.
                let limit = Double(CairoRenderer.maxPixelsPerSide)
                if list.size.height * list.scale > limit {
                    list.scale = (limit / list.size.height * 100).rounded(.down) / 100
                    print("note: \(set.system) sheet is \(Int(list.size.height)) pt tall; drawn at \(list.scale)x to stay within \(Int(limit)) px")
                }
                do {
                    let raster = try renderer.render(list)
                    try PNGFile.write(raster, to: path, options: .small)
                } catch {
                    printError(error.description)
                    throw ExitCode(error.exitCode)
                }
                print("wrote \(path) (\(Int((list.size.width * list.scale).rounded()))×\(Int((list.size.height * list.scale).rounded())) px)")
                written.append(path)
            }
            try Manifest(files: written).write(to: out + "/manifest.json")
        }
    }
}

/// `manifest.json`: every file a command wrote, relative to the output folder.
struct Manifest: Encodable {
    let files: [String]

    func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let base = (path as NSString).deletingLastPathComponent + "/"
        let relative = Manifest(files: files.map { $0.hasPrefix(base) ? String($0.dropFirst(base.count)) : $0 })
        let data = try encoder.encode(relative) + Data("\n".utf8)
        let temp = path + ".\(getpid()).tmp"
        do {
            try data.write(to: URL(fileURLWithPath: temp))
            guard rename(temp, path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        } catch {
            try? FileManager.default.removeItem(atPath: temp)
            printError("\(path): cannot write: \(error.localizedDescription)")
            throw Exit.io
        }
    }
}

import ArgumentParser
import Foundation
import ProofOutput
import Render
import TokenExport
import Tokens

extension TokensCommand {
    /// `proof tokens export FILE --format css|swift|xcassets [--out PATH] [--context NAME=VALUE]`:
    /// a token file or resolver document as CSS custom properties with its modes, a Swift
    /// file of SwiftUI values, or an Xcode asset catalog of its colours (TokenExport; docs/TOKENS.md).
    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write a token file or resolver document as CSS custom properties, a Swift file of SwiftUI values, or an Xcode asset catalog.",
            discussion: "A resolver document's modifiers become modes: in CSS, a block per combination under data attributes (data-theme, data-contrast, data-NAME) and, for light/dark and contrast, prefers-color-scheme and prefers-contrast; in an asset catalog, colorsets with dark and high-contrast appearances. --context holds a modifier at one context. css and swift print to standard output unless --out names a file, which is written whole or not at all; xcassets needs --out FOLDER.xcassets, written whole and replacing only a catalog proof wrote. Exit 0 ok, 64 usage, 65 invalid token file, 74 unreadable file or unwritable --out.")

        enum Format: String, CaseIterable {
            case css, swift, xcassets
        }

        @Argument(help: "A token file (*.tokens.json) or a resolver document.")
        var file: String

        @Option(help: "css, swift or xcassets.")
        var format: String

        @Option(help: "Write to this file (atomically) instead of standard output; for xcassets, the FOLDER.xcassets to write.")
        var out: String?

        @OptionGroup var context: ContextOption

        func validate() throws {
            if file.isEmpty { throw ValidationError("the token file path is empty: give one, e.g. proof tokens export tokens/airfit.resolver.json --format css") }
            guard Format(rawValue: format) != nil else {
                throw ValidationError("--format \(DiagnosticLine.shown(format)) is not css, swift or xcassets, e.g. --format css")
            }
            if format == Format.xcassets.rawValue {
                guard let out, !out.isEmpty else { throw ValidationError("--format xcassets writes a folder: give it with --out, e.g. --out Tokens.xcassets") }
                let trimmed = out.hasSuffix("/") ? String(out.dropLast()) : out
                guard trimmed.hasSuffix(".xcassets"), (trimmed as NSString).lastPathComponent != ".xcassets" else {
                    throw ValidationError("--out \(DiagnosticLine.shown(out)) does not end in .xcassets: name the catalog, e.g. --out Tokens.xcassets")
                }
                return
            }
            if let out {
                var isFolder: ObjCBool = false
                if out.isEmpty { throw ValidationError("--out is empty: give the file to write, e.g. --out tokens.css") }
                if out.hasSuffix("/") || (FileManager.default.fileExists(atPath: out, isDirectory: &isFolder) && isFolder.boolValue) {
                    throw ValidationError("--out \(DiagnosticLine.shown(out)) is a folder: give a file inside it, e.g. --out \(out.hasSuffix("/") ? out : out + "/")tokens.\(format)")
                }
                if Self.samePath(out, file) {
                    throw ValidationError("--out \(DiagnosticLine.shown(out)) is the token file itself: give another file, e.g. --out tokens.\(format)")
                }
            }
        }

        /// Whether two paths name one file (through `.`, `..` and symbolic links).
        static func samePath(_ a: String, _ b: String) -> Bool {
            func resolved(_ p: String) -> String { URL(fileURLWithPath: p).standardizedFileURL.resolvingSymlinksInPath().path }
            return resolved(a) == resolved(b)
        }

        func run() throws {
            let themed = try ThemedTokens.load(path: file, fixed: try context.input())
            let text: String
            switch Format(rawValue: format) ?? .css {
            case .css: text = CSSExport.css(themed)
            case .swift: text = SwiftExport.swift(themed)
            case .xcassets:
                try CatalogFolder.write(XCAssetsExport.files(themed), to: out ?? "")
                return
            }
            guard let out else {
                // The throwing write: the plain one stops the process on a full disk or a
                // closed output (`> /dev/full`).
                do { try FileHandle.standardOutput.write(contentsOf: Data(text.utf8)) } catch {
                    throw CLIError.io("cannot write to standard output: " + SystemError.words(for: error))
                }
                return
            }
            if let what = FileBytes.blockedTarget(out) {
                throw CLIError.io("\(out): " + FileBytes.blockedTargetReason(what) + "; without --out the export is printed to standard output")
            }
            let folder = (out as NSString).deletingLastPathComponent
            var isFolder: ObjCBool = false
            if !folder.isEmpty, !(FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue) {
                if FileManager.default.fileExists(atPath: folder) {
                    throw CLIError.io("cannot write \(out): \(folder) is a file, not a folder")
                }
                throw CLIError.io("cannot write \(out): the folder \(folder) does not exist (create it first)")
            }
            try FileBytes.writeAtomically(Data(text.utf8), to: out)
        }
    }
}

import AppSupport
import Foundation
import MyFitnessDesign
import Tokens

/// This package's folder and what the tests read from it.
enum Example {
    /// The folder holding Package.swift (two levels above this file).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static func catalog() throws -> ScreenCatalog {
        try ScreenCatalog(apps: DesignApps([MyFitnessApp.self]), tokensDirectory: root + "/tokens")
    }

    static func tokens() throws -> TokenSet { try TokenLoader.load(path: root + "/tokens/myfitness.tokens.json") }

    /// `myproof`, built beside the test bundle by `swift build --build-tests`.
    static var myproof: String {
        get throws {
            let bundle = Bundle.main.bundleURL
            let candidates = [bundle.appendingPathComponent("myproof").path,
                              bundle.deletingLastPathComponent().appendingPathComponent("myproof").path]
            guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
                throw NotBuilt(candidates: candidates)
            }
            return found
        }
    }

    struct NotBuilt: Error, CustomStringConvertible {
        let candidates: [String]
        var description: String { "myproof is not built beside the tests (looked in \(candidates)); run swift build --build-tests" }
    }
}

import Foundation
import Testing

extension Proof {
    /// A copy of the project's four token files in `directory/tokens`, each replacement
    /// `(system, old, new)` made in that system's file (every occurrence; a test fails when
    /// `old` is not there). Hand the folder to `proof` as `DESIGNPROOF_TOKENS`.
    static func tokenCopy(in directory: String, replacing replacements: [(system: String, old: String, new: String)]) throws -> String {
        let folder = directory + "/tokens"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for system in ["airfit", "calai", "fitai", "nutrisync"] {
            var text = try String(contentsOfFile: root + "/tokens/\(system).tokens.json", encoding: .utf8)
            for r in replacements where r.system == system {
                #expect(text.contains(r.old), "\(r.old) is not in \(system).tokens.json")
                text = text.replacingOccurrences(of: r.old, with: r.new)
            }
            try text.write(toFile: folder + "/\(system).tokens.json", atomically: true, encoding: .utf8)
        }
        return folder
    }
}

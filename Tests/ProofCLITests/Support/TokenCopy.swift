import Foundation
import Testing

extension Proof {
    /// A copy of the project's `tokens` folder in `directory/tokens` — each app's token file,
    /// or its resolver document with the files it names — each replacement `(system, old, new)`
    /// made in whichever of that system's files holds `old` (every occurrence; a test fails
    /// when none does). Hand the folder to `proof` as `DESIGNPROOF_TOKENS`.
    static func tokenCopy(in directory: String, replacing replacements: [(system: String, old: String, new: String)]) throws -> String {
        let folder = directory + "/tokens"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: root + "/tokens", toPath: folder)
        for r in replacements {
            let files = systemFiles(r.system, in: folder)
            var found = false
            for file in files {
                let text = try String(contentsOfFile: file, encoding: .utf8)
                guard text.contains(r.old) else { continue }
                found = true
                try text.replacingOccurrences(of: r.old, with: r.new).write(toFile: file, atomically: true, encoding: .utf8)
            }
            #expect(found, "\(r.old) is in none of \(r.system)'s token files")
        }
        return folder
    }

    /// The token files of `system` in `folder`: `SYSTEM.resolver.json` and the files in `SYSTEM/`.
    static func systemFiles(_ system: String, in folder: String) -> [String] {
        let inside = ((try? FileManager.default.contentsOfDirectory(atPath: folder + "/" + system)) ?? []).sorted().map { folder + "/\(system)/" + $0 }
        return [folder + "/\(system).resolver.json"] + inside
    }
}

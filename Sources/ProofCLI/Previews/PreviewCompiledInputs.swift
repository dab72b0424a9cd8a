import Foundation
import Checks

/// The bytes each input of the previews' runner had when it last compiled. The Swift driver
/// decides what to recompile by modification time alone, so an edit that keeps a file's
/// time — restored by `cp -p`, `tar` or `rsync -t`, or saved twice within one tick of a
/// coarse file-system clock — would leave the file's old object in the runner, and the
/// preview would show the design before the edit. Before each build, an input whose bytes
/// differ from the record loses its object, which the driver always compiles again (that
/// file alone: its dependants follow only if its interface changed).
struct PreviewCompiledInputs {
    /// The record: `objects/inputs.json`, each input's path to its digest.
    let path: String
    /// Each input's digest now (nil: the file could not be read, so it counts as changed).
    let digests: [String: String?]

    /// Reads the inputs and the record, and removes the object of every input whose bytes
    /// are not the recorded ones. `objectOf` names an input's object file.
    static func forgetEdited(_ files: [String], objects: String, objectOf: (String) -> String) -> PreviewCompiledInputs {
        let path = objects + "/inputs.json"
        let recorded = read(path)
        var digests: [String: String?] = [:]
        for file in files {
            let now = (try? PreviewSources.bytes(of: file)).map { FileDigest(of: $0).hash }
            digests[file] = now
            if now == nil || recorded[file] != now { unlink(objectOf(file)) }
        }
        return PreviewCompiledInputs(path: path, digests: digests)
    }

    /// Records the digests after a build that succeeded (a failed one leaves the old record,
    /// so what changed since the last good build is compiled again). Inputs that could not
    /// be read are left out. A record that cannot be written is dropped: the next build then
    /// compiles every file, which is slow but right.
    func record() {
        var known: [String: String] = [:]
        for (file, digest) in digests { if let digest { known[file] = digest } }
        guard let data = try? JSONSerialization.data(withJSONObject: known, options: [.sortedKeys, .withoutEscapingSlashes]),
              (try? PreviewRunnerBuild.write(Array(data), to: path)) != nil else {
            unlink(path)
            return
        }
    }

    /// The record at `path`, or none when it is missing or not a map of strings.
    static func read(_ path: String) -> [String: String] {
        guard let data = FileManager.default.contents(atPath: path), data.count <= 16 << 20,
              let map = try? JSONSerialization.jsonObject(with: data) as? [String: String] else { return [:] }
        return map
    }
}

import Foundation
import Testing
import Tokens

/// `DESIGNPROOF_SHARD=K/N`: the snapshot suite split over a CI matrix as `proof --shard`
/// splits the command line (`Shard`, the same hash). A snapshot assertion whose id — the
/// `id:` it is given ("app/screen" or "app/animation", so every variant of a screen goes to
/// one shard), else "FOLDER/NAME" — belongs to another shard neither renders nor compares
/// anything and passes. Unset: every snapshot runs. A malformed value (empty included)
/// fails every assertion with one line saying what is wrong, rather than quietly running
/// everything or nothing.
enum SnapshotShard {
    static let variable = "DESIGNPROOF_SHARD"

    /// The shard the environment names: nil when the variable is unset.
    static func current(_ environment: [String: String]) -> Result<Shard?, ShardError> {
        guard let text = environment[variable] else { return .success(nil) }
        do { return .success(try Shard(parsing: text)) } catch { return .failure(error) }
    }

    /// True when the snapshot of `id` is to be left out of this run: it is another shard's,
    /// or the variable is malformed (then an issue is recorded at the assertion).
    static func skips(_ id: String, environment: [String: String], fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) -> Bool {
        switch current(environment) {
        case .success(nil): return false
        case .success(let shard?): return !shard.contains(id)
        case .failure(let error):
            Issue.record(Comment(rawValue: error.line(source: variable, separator: "=")),
                         sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
            return true
        }
    }
}

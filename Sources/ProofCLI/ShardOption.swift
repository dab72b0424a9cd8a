import ProofOutput
import ArgumentParser
import Tokens

/// `--shard K/N` on `render --all`, `check` and `gallery`: only the screens and animations
/// of shard K of N (`Shard`, a stable hash of each id), so a CI matrix of N machines splits
/// the work and `proof check --merge` joins the verdicts (README, "Split the work over CI
/// machines").
enum ShardOption {
    static let help = "K/N: only shard K of N — the screens and animations whose id hashes to K (every state and appearance of a screen in one shard); 1 ≤ K ≤ N ≤ 1000."

    /// The shard `text` names (nil: none given); a malformed one prints its one line and
    /// exits 64 (called from `validate()`, so before any work).
    static func parse(_ text: String?) throws -> Shard? {
        guard let text else { return nil }
        do { return try Shard(parsing: text) } catch {
            printError(error.line(source: "--shard"))
            throw Exit.usage
        }
    }
}

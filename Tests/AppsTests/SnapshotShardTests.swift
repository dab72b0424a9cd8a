import AppSupport
@testable import DesignProofTesting
import Foundation
import SnapshotTesting
import Testing
import Tokens

/// `DESIGNPROOF_SHARD=K/N`: another shard's snapshot renders and compares nothing; this
/// shard's runs as always (here it fails: the temporary root holds no reference); a
/// malformed value fails the assertion with one line and runs nothing.
@Suite struct SnapshotShardTests {
    let root = NSTemporaryDirectory() + "designproof-snapshard-\(getpid())"

    /// Counts how often the value under test is made.
    final class Made: @unchecked Sendable { var count = 0 }

    func check(_ environment: [String: String], id: String?, made: Made) {
        func value() -> String { made.count += 1; return "drawn" }
        checkDesignSnapshot(of: value(), as: .lines, named: "welcome", in: "shard", root: root, id: id, environment: environment,
                            record: .never, fileID: #fileID, filePath: #filePath, line: #line, column: #column)
    }

    @Test func anotherShardsSnapshotIsNeitherRenderedNorCompared() {
        // airfit/welcome is shard 3 of 3 (ShardTests pins it).
        for shard in ["1/3", "2/3"] {
            let made = Made()
            check(["DESIGNPROOF_SHARD": shard], id: "airfit/welcome", made: made)
            #expect(made.count == 0)
        }
        // Without an id, "FOLDER/NAME" decides.
        let own = Shard.number(of: "shard/welcome", count: 2)
        let made = Made()
        check(["DESIGNPROOF_SHARD": "\(3 - own)/2"], id: nil, made: made)
        #expect(made.count == 0)
    }

    @Test func thisShardsSnapshotRuns() {
        for (environment, id) in [(["DESIGNPROOF_SHARD": "3/3"], "airfit/welcome"), ([:], "airfit/welcome"),
                                  (["DESIGNPROOF_SHARD": "\(Shard.number(of: "shard/welcome", count: 2))/2"], nil)] as [([String: String], String?)] {
            let made = Made()
            withKnownIssue { check(environment, id: id, made: made) } matching: { $0.comments.description.contains("No reference was found on disk") }
            #expect(made.count == 1)
        }
    }

    @Test(arguments: [
        ("0/3", "DESIGNPROOF_SHARD=0/3: K must be 1…3 (e.g. DESIGNPROOF_SHARD=2/3)"),
        ("", "DESIGNPROOF_SHARD=\"\": empty; give K/N, shard K of N (e.g. DESIGNPROOF_SHARD=2/3)"),
        ("1/3 ", "DESIGNPROOF_SHARD=\"1/3 \": has white space; give K/N with none (e.g. DESIGNPROOF_SHARD=2/3)"),
        ("all", "DESIGNPROOF_SHARD=all: not K/N: give two whole numbers and one slash (e.g. DESIGNPROOF_SHARD=2/3)"),
    ])
    func aMalformedShardFailsLoudly(_ value: String, _ line: String) {
        let made = Made()
        withKnownIssue { check(["DESIGNPROOF_SHARD": value], id: "airfit/welcome", made: made) } matching: { $0.comments.map(\.rawValue) == [line] }
        #expect(made.count == 0)
    }

    /// An animation of another shard: its clip is never made, neither reference compared.
    @Test func anotherShardsAnimationIsNotMade() {
        let made = Made()
        func clip() -> AnimationClip { made.count += 1; return AnimationSnapshotStrategyTests.clip() }
        // airfit/crossfade is shard 1 of 3.
        checkAnimationSnapshot(of: clip(), fps: 10, scale: 1, precision: 1, perceptualPrecision: 1, named: "dot", in: "shard", root: root,
                               id: "airfit/crossfade", environment: ["DESIGNPROOF_SHARD": "2/3"], record: .never,
                               fileID: #fileID, filePath: #filePath, line: #line, column: #column)
        #expect(made.count == 0)
        withKnownIssue {
            checkAnimationSnapshot(of: clip(), fps: 10, scale: 1, precision: 1, perceptualPrecision: 1, named: "dot", in: "shard", root: root,
                                   id: "airfit/crossfade", environment: ["DESIGNPROOF_SHARD": "1/3"], record: .never,
                                   fileID: #fileID, filePath: #filePath, line: #line, column: #column)
        } matching: { $0.comments.description.contains("No reference was found on disk") }
        #expect(made.count == 1)
    }
}

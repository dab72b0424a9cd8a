import Foundation
@testable import ProofBench
import Testing

/// `proof bench --only peers`: a peer is counted only when it draws, a hung one is stopped,
/// and the rows say which way each ratio goes.
@Suite struct PeerBenchTests {
    private func peer(_ script: String, output: String, timeout: Double = 10) -> Peer {
        Peer(name: "sh", executable: "/bin/sh", arguments: ["-c", script], output: output, timeout: timeout)
    }

    @Test func aRunCountsOnlyWhenItExitsZeroAndWritesItsFile() throws {
        let root = Proof.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let out = root + "/drawn.png"
        let drew = peer("printf x > '\(out)'", output: out).once()
        #expect(drew.map { $0 > 0 && $0 < 10 } == true)
        // Exit 0 without the file: the file of the run before was removed first.
        #expect(peer("true", output: out).once() == nil)
        #expect(!FileManager.default.fileExists(atPath: out))
        // The file, but a failing exit status.
        #expect(peer("printf x > '\(out)'; exit 3", output: out).once() == nil)
        // A command that cannot start.
        #expect(Peer(name: "gone", executable: root + "/no-such-tool", arguments: [], output: out).once() == nil)
    }

    @Test func aPeerPastItsTimeoutIsStoppedAndNotCounted() throws {
        let root = Proof.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let out = root + "/late.png"
        let clock = ContinuousClock()
        var result: Double? = 0
        // It would write its file after 30 s; stopped at 0.5 s.
        let took = clock.measure { result = peer("sleep 30; printf x > '\(out)'", output: out, timeout: 0.5).once() }
        #expect(result == nil)
        #expect(took < .seconds(10))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func theRatioIsProofsShareOfThePeersTime() {
        #expect(PeerBench.ratio(proof: 0.14, peer: 0.28) == 0.5)
        #expect(PeerBench.ratio(proof: 0.3, peer: 0.1) == 0.3 / 0.1)
        #expect(PeerBench.ratio(proof: 0.1, peer: 0) == 0)
    }

    @Test func theRowsNameEachPeerAndWhatWasLeftOut() {
        let both = PeerBench.Figures(screen: "airfit/dashboard", rounds: 5, proofSeconds: 0.14, rsvgSeconds: 0.26, rsvgRatio: 0.54,
                                     chromiumSeconds: 1.08, chromiumRatio: 0.13, notes: [])
        #expect(PeerBench.lines(both) == [
            "airfit/dashboard at @3x beside peers, pair by pair (5 rounds, each a whole process):",
            "  proof render (layout, drawing, PNG and display-list JSON): 0.14 s",
            "  rsvg-convert of the same screen's SVG to a PNG: 0.26 s — proof takes 0.54× its time",
            "  headless Chromium's screenshot of that SVG (a cold browser): 1.08 s — proof takes 0.13× its time",
        ])
        let alone = PeerBench.Figures(screen: "airfit/dashboard", rounds: 3, proofSeconds: 0.2, rsvgSeconds: nil, rsvgRatio: nil,
                                      chromiumSeconds: nil, chromiumRatio: nil, notes: ["chromium is not installed (not on PATH): left out"])
        let lines = PeerBench.lines(alone)
        #expect(lines.count == 3 && lines.last == "  chromium is not installed (not on PATH): left out")
        #expect(!lines.contains { $0.contains("rsvg-convert") })
    }
}

import Foundation
@testable import ProofBench
import Render
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

    @Test func aPeerPastItsTimeoutIsStoppedWithItsChildrenAndNotCounted() throws {
        let root = Proof.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let out = root + "/late.png", pidFile = root + "/child.pid"
        let clock = ContinuousClock()
        var result: Double? = 0
        // A child that would write the file after 30 s, its pid noted; stopped at 0.5 s.
        let script = "(sleep 30; printf x > '\(out)') & echo $! > '\(pidFile)'; wait"
        let took = clock.measure { result = peer(script, output: out, timeout: 0.5).once() }
        #expect(result == nil)
        #expect(took >= .milliseconds(500) && took < .seconds(10), "\(took)")
        // The shell's child went with it (gone, or a zombie nobody has reaped yet).
        let child = try #require(Int32(try String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        var alive = true
        for _ in 0..<200 where alive {
            let stat = try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8)
            alive = stat.map { !$0.contains(") Z ") } ?? false
            if alive { usleep(10_000) }
        }
        #expect(!alive, "the peer's child \(child) still runs")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func aPNGOfTheWrongSizeOrNotAPNGIsNotCounted() throws {
        let root = Proof.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        // A PNG header: the signature, IHDR's length and name, then width 1179 and height 2556.
        let header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
                               0, 0, 0x04, 0x9B, 0, 0, 0x09, 0xFC, 8, 6, 0, 0, 0]
        let right = root + "/right.png"
        try Data(header).write(to: URL(fileURLWithPath: right))
        #expect(Peer.pngSize(at: right).map { $0 == (1179, 2556) } == true)
        var wide = header
        wide[19] = 0x9C
        try Data(wide).write(to: URL(fileURLWithPath: root + "/wide.png"))
        #expect(Peer.pngSize(at: root + "/wide.png").map { $0 == (1180, 2556) } == true)
        try Data("not a png at all, but long enough".utf8).write(to: URL(fileURLWithPath: root + "/text.png"))
        #expect(Peer.pngSize(at: root + "/text.png") == nil)
        try Data(header.prefix(20)).write(to: URL(fileURLWithPath: root + "/short.png"))
        #expect(Peer.pngSize(at: root + "/short.png") == nil)
        #expect(Peer.pngSize(at: root + "/missing.png") == nil)
        // A run that writes the wrong size is not counted; the right size is.
        let out = root + "/drawn.png"
        var sized = peer("cp '\(root)/wide.png' '\(out)'", output: out)
        sized.pixels = (1179, 2556)
        #expect(sized.once() == nil)
        sized = peer("cp '\(right)' '\(out)'", output: out)
        sized.pixels = (1179, 2556)
        #expect(sized.once() != nil)
    }

    @Test func aPeerCountsOnlyWhenItDrewTheSameScreen() throws {
        // A 4 × 2 picture: grey on top, a band of blue below.
        let grey: [UInt8] = [128, 128, 128, 255], blue: [UInt8] = [40, 90, 200, 255]
        let screen = RGBAImage(width: 4, height: 2, pixels: Array(repeating: grey, count: 4).flatMap { $0 } + Array(repeating: blue, count: 4).flatMap { $0 })
        #expect(PeerBench.meanDeltaE2000(screen, screen) == 0)
        // One level off in one channel everywhere, as antialiasing and scaling move pixels: the same screen.
        let nudged = RGBAImage(width: 4, height: 2, pixels: screen.pixels.enumerated().map { $0.offset % 4 == 0 ? $0.element + 1 : $0.element })
        #expect(try #require(PeerBench.meanDeltaE2000(screen, nudged)) <= PeerBench.sameScreen)
        // The blue band white, as a page without it would be: another picture.
        let blank = RGBAImage(width: 4, height: 2, pixels: Array(repeating: grey, count: 4).flatMap { $0 } + Array(repeating: [255, 255, 255, 255] as [UInt8], count: 4).flatMap { $0 })
        #expect(try #require(PeerBench.meanDeltaE2000(screen, blank)) > PeerBench.sameScreen)
        // Another size is not compared.
        #expect(PeerBench.meanDeltaE2000(screen, RGBAImage(width: 2, height: 4, pixels: screen.pixels)) == nil)
    }

    @Test func theRatioIsProofsShareOfThePeersTime() {
        #expect(PeerBench.ratio(proof: 0.14, peer: 0.28) == 0.5)
        #expect(PeerBench.ratio(proof: 0.3, peer: 0.1) == 0.3 / 0.1)
        #expect(PeerBench.ratio(proof: 0.1, peer: 0) == nil)
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

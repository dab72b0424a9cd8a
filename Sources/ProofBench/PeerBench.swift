import Foundation
import Inspect
import ProofCLI
import Render

/// `proof bench`'s peers (issue 38): one screen drawn by `proof render` beside what a team
/// would otherwise reach for, each a whole process as a user waits for it, timed pair by pair
/// in one run so that the ratio holds on a machine whose speed drifts:
/// - `proof render airfit/dashboard` at the iPhone 16's @3x (layout, drawing, the PNG and the
///   display-list JSON),
/// - `rsvg-convert` rasterising the same screen's SVG (`proof render --format svg`) to a PNG
///   of the same 1179 × 2556 pixels,
/// - headless Chromium screenshotting that SVG at 393 × 852 points, device scale 3 (a cold
///   browser, as a script that shells out to it starts one).
/// A peer that is not installed, or that fails, draws no PNG of those pixels or runs past
/// `timeoutSeconds` in the warm-up or any round, or whose warm-up PNG is another picture
/// than proof's (`sameScreen`), is left out whole, with a note.
struct PeerBench {
    /// The peer figures of one bench run. Seconds are medians over `rounds`; a ratio is the
    /// median of each round's proof ÷ peer (under 1: proof took less time).
    struct Figures: Encodable {
        let screen: String
        let rounds: Int
        let proofSeconds: Double
        let rsvgSeconds: Double?
        let rsvgRatio: Double?
        let chromiumSeconds: Double?
        let chromiumRatio: Double?
        /// Why a peer was left out, one line each.
        let notes: [String]
    }

    static let screen = "airfit/dashboard"
    /// Points of the iPhone 16's screen and its scale: the size both peers draw the SVG at.
    static let points = (width: 393, height: 852)
    static let scale = 3
    /// The pixels every PNG of the comparison must have, proof's included.
    static let width = points.width * scale, height = points.height * scale
    /// A peer still running after this many seconds is stopped and left out.
    static let timeoutSeconds = 60.0
    /// The largest mean ΔE2000 between proof's PNG and a peer's that counts as the same
    /// screen. Measured on the dashboard: rsvg-convert 0.14 and Chromium 0.37 (text
    /// antialiasing and the backdrops' scaling); one card's band painted white 3.8, a white
    /// page 16.8, the dark appearance 65.
    static let sameScreen = 1.0

    /// The `proof` executable running this bench.
    let executable: String
    /// Where the three write (the bench's scratch folder).
    let scratch: String

    /// One warm-up round, then `rounds` rounds of proof, rsvg-convert and Chromium in turn.
    func measure(rounds: Int) throws -> Figures {
        let folder = scratch + "/peers"
        let svg = folder + "/svg/" + Self.screen + ".svg"
        _ = try BenchProcess(executable: executable).run(["render", Self.screen, "--format", "svg", "--out", folder + "/svg"],
                                                         allowed: [0], what: "proof render \(Self.screen) --format svg")
        let proof = Peer(name: "proof render", executable: executable, arguments: ["render", Self.screen, "--out", folder + "/proof"],
                         output: folder + "/proof/" + Self.screen + ".png", pixels: (Self.width, Self.height))
        var notes: [String] = []
        var peers: [Peer] = []
        for (name, peer) in [("rsvg-convert", rsvg(svg: svg, folder: folder)), ("chromium", chromium(svg: svg, folder: folder))] {
            if let peer { peers.append(peer) } else { notes.append("\(name) is not installed (not on PATH): left out") }
        }
        // The warm-up round also finds the peers that cannot draw the screen here, or that
        // drew something else (an error page is screenshot at the window's size too).
        guard proof.once() != nil else { throw CLIError.io("proof render \(Self.screen) failed while being timed") }
        let drawn = try? PNGFile.read(proof.output)
        peers = peers.filter { peer in
            guard peer.once() != nil else {
                notes.append("\(peer.name) did not draw the screen here (it failed, wrote no \(Self.width) × \(Self.height) PNG or ran past \(Int(Self.timeoutSeconds)) s): left out")
                return false
            }
            let delta = drawn.flatMap { drawn in (try? PNGFile.read(peer.output)).flatMap { Self.meanDeltaE2000(drawn, $0) } }
            guard let delta, delta <= Self.sameScreen else {
                notes.append("\(peer.name) drew another picture than proof's (mean ΔE2000 " + (delta.map { BenchOutput.fixed($0, 2) } ?? "unknown")
                             + ", over \(BenchOutput.fixed(Self.sameScreen, 1))): left out")
                return false
            }
            return true
        }
        var proofTimes: [Double] = []
        var peerTimes = [[Double]](repeating: [], count: peers.count)
        var ratios = [[Double]](repeating: [], count: peers.count)
        // A peer that fails in a later round is left out whole (with a note), so every figure
        // written is over all `rounds`, and a hung peer costs its timeout once.
        var failed = [Bool](repeating: false, count: peers.count)
        for round in 1...rounds {
            guard let p = proof.once() else { throw CLIError.io("proof render \(Self.screen) failed while being timed") }
            proofTimes.append(p)
            for (k, peer) in peers.enumerated() where !failed[k] {
                guard let t = peer.once(), let r = Self.ratio(proof: p, peer: t) else {
                    failed[k] = true
                    notes.append("\(peer.name) failed in round \(round) of \(rounds) (after drawing the screen in the warm-up): left out")
                    continue
                }
                peerTimes[k].append(t)
                ratios[k].append(r)
            }
        }
        func figure(_ name: String) -> (Double?, Double?) {
            guard let k = peers.firstIndex(where: { $0.name == name }), !failed[k], !peerTimes[k].isEmpty else { return (nil, nil) }
            return (BenchOutput.median(peerTimes[k]), BenchOutput.median(ratios[k]))
        }
        let (rsvgSeconds, rsvgRatio) = figure("rsvg-convert"), (chromiumSeconds, chromiumRatio) = figure("chromium")
        return Figures(screen: Self.screen, rounds: rounds, proofSeconds: BenchOutput.median(proofTimes), rsvgSeconds: rsvgSeconds,
                       rsvgRatio: rsvgRatio, chromiumSeconds: chromiumSeconds, chromiumRatio: chromiumRatio, notes: notes)
    }

    /// proof's time as a share of the peer's, in one round (nil when the peer took no time:
    /// no run of a process does, so that round counts as a failure).
    static func ratio(proof: Double, peer: Double) -> Double? { peer > 0 ? proof / peer : nil }

    /// The mean ΔE2000 between two pictures, nil when their sizes differ.
    static func meanDeltaE2000(_ a: RGBAImage, _ b: RGBAImage) -> Double? {
        guard a.width == b.width, a.height == b.height else { return nil }
        return PixelDiff(a.pixels, b.pixels, width: a.width, height: a.height).meanDeltaE2000
    }

    /// The rows `proof bench` prints.
    static func lines(_ f: Figures) -> [String] {
        let s = { (v: Double) in BenchOutput.fixed(v, 2) + " s" }
        var lines = ["\(f.screen) at @\(scale)x beside peers, pair by pair (\(f.rounds) rounds, each a whole process):",
                     "  proof render (layout, drawing, PNG and display-list JSON): \(s(f.proofSeconds))"]
        if let t = f.rsvgSeconds, let r = f.rsvgRatio {
            lines.append("  rsvg-convert of the same screen's SVG to a PNG: \(s(t)) — proof takes \(BenchOutput.fixed(r, 2))× its time")
        }
        if let t = f.chromiumSeconds, let r = f.chromiumRatio {
            lines.append("  headless Chromium's screenshot of that SVG (a cold browser): \(s(t)) — proof takes \(BenchOutput.fixed(r, 2))× its time")
        }
        return lines + f.notes.map { "  " + $0 }
    }

    private func rsvg(svg: String, folder: String) -> Peer? {
        ChildProcess.onPath("rsvg-convert").map { path in
            Peer(name: "rsvg-convert", executable: path,
                 arguments: ["-w", "\(Self.width)", "-h", "\(Self.height)", "-o", folder + "/rsvg.png", svg],
                 output: folder + "/rsvg.png", pixels: (Self.width, Self.height))
        }
    }

    private func chromium(svg: String, folder: String) -> Peer? {
        ChildProcess.onPath("chromium").map { path in
            // Its own profile in the scratch folder (its profile is not written under $HOME;
            // its libraries' caches may be); no sandbox, which Chromium refuses to start
            // without as root, as in a CI container.
            Peer(name: "chromium", executable: path,
                 arguments: ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--user-data-dir=" + folder + "/chromium-profile",
                             "--window-size=\(Self.points.width),\(Self.points.height)", "--force-device-scale-factor=\(Self.scale)",
                             "--screenshot=" + folder + "/chromium.png", URL(fileURLWithPath: svg).absoluteString],
                 output: folder + "/chromium.png", pixels: (Self.width, Self.height))
        }
    }
}

/// One command of the comparison, run whole and timed from start to exit.
struct Peer {
    let name: String
    let executable: String
    let arguments: [String]
    /// The file a successful run writes (removed before each run, so a run that exits 0
    /// without drawing is not counted).
    let output: String
    /// When set, `output` must be a PNG of this width and height: Chromium writes its
    /// screenshot even of an error page, at the window's size, so a PNG alone proves
    /// little; a wrong size at least shows a run that drew something else.
    var pixels: (width: Int, height: Int)?
    /// A run still going after this many seconds is stopped and not counted.
    var timeout = PeerBench.timeoutSeconds

    /// Wall seconds of one run; nil when it could not start, exited other than 0, wrote no
    /// `output` or ran past `timeout` (then it is killed with its process group:
    /// `BenchProcess`).
    func once() -> Double? {
        try? FileManager.default.removeItem(atPath: output)
        guard let run = try? BenchProcess(executable: executable).run(arguments, allowed: [0], what: name, timeout: timeout),
              FileManager.default.fileExists(atPath: output) else { return nil }
        if let pixels, Self.pngSize(at: output).map({ $0 == pixels }) != true { return nil }
        return run.seconds
    }

    /// The width and height in a PNG's header (its signature and IHDR), nil when `path` is
    /// not a PNG.
    static func pngSize(at path: String) -> (width: Int, height: Int)? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 24), head.count == 24 else { return nil }
        let bytes = [UInt8](head)
        guard bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], bytes[12..<16] == [0x49, 0x48, 0x44, 0x52] else { return nil }
        let be = { (i: Int) in bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be(16), be(20))
    }
}

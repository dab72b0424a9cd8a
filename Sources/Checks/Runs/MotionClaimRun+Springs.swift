import AppSupport
import DisplayList
import Inspect
import Motion
import Tokens

extension MotionClaimRun {
    /// Each spring token's settling time and overshoot, worked out from its closed form,
    /// and — where the app names an element that moves on it alone — measured from that
    /// element's position or size frame by frame. They must agree within a frame (settling)
    /// and within 0.1 % of the distance (overshoot, at the same frames).
    package mutating func checkSprings(app: String, tokens: TokenSet, claims: MotionClaims) throws {
        for token in tokens.tokens(in: "spring") {
            guard case let .spring(parameters) = token.value else { continue }
            coverage[3].contain()
            let spring = Spring(parameters)
            let settle = spring.settlingDuration(tolerance: MotionRun.settleTolerance)
            let overshoot = spring.overshoot
            func figure(measuredOn: String? = nil, notMeasured: String? = nil, settling: Double? = nil, measured: Double? = nil,
                        atFrames: Double? = nil, gap: Double? = nil, frames: Int = 0, passed: Bool) -> MotionRun.SpringFigure {
                .init(app: app, token: token.path, stiffness: spring.stiffness, damping: spring.damping, mass: spring.mass,
                      dampingRatio: spring.dampingRatio, settlingTime: settle, overshoot: overshoot, measuredOn: measuredOn,
                      notMeasured: notMeasured, measuredSettlingTime: settling, measuredOvershoot: measured, overshootAtFrames: atFrames,
                      largestProgressGap: gap, framesMeasured: frames, passed: passed)
            }
            switch claims.springs[token.path] {
            case nil:
                fail("springs: \(app) \(token.path): the app names no element that moves on it and no reason (MotionClaims.springs)", app, ["claim": "spring", "token": .text(token.path)])
                springs.append(figure(passed: false))
            case let .notMeasured(reason):
                coverage[3].skip("no animation moves an element on it alone")
                springs.append(figure(notMeasured: reason, passed: true))
            case let .measured(animation, element, signal, start, from):
                let frames = try self.frames(animation, reduced: false)
                let on = "\(animation) · \(element) · \(signal.rawValue)"
                let h = 1 / Double(MotionRun.fps)
                // The element at rest at the end, long after the spring settled.
                guard let drawnFirst = Self.signal(signal, of: element, in: frames.clip.frame(at: start)),
                      let s1 = Self.signal(signal, of: element, in: frames.clip.frame(at: start + settle + 30)),
                      case let s0 = (from.map { $0 * s1 } ?? drawnFirst), abs(s1 - s0) > 1e-9 else {
                    fail("springs: \(app) \(token.path): \(on) is not drawn, or does not move", animation, ["claim": "spring", "token": .text(token.path)])
                    springs.append(figure(measuredOn: on, passed: false))
                    laidOut += frames.laidOut
                    continue
                }
                let first = frames.index(atOrBefore: start)
                let settleFrame = frames.index(atOrBefore: start + settle)
                var picks = Set(stride(from: first, through: settleFrame + 12, by: 12))
                for k in settleFrame - 3...settleFrame + 3 where k >= first { picks.insert(k) }
                if let peak = spring.overshootPeak {
                    let p = frames.index(atOrBefore: start + peak)
                    for k in p - 3...p + 3 where k >= first { picks.insert(k) }
                }
                var progress: [Int: Double] = [:]
                var missing = false
                func measure(_ k: Int) {
                    guard progress[k] == nil else { return }
                    if let s = Self.signal(signal, of: element, in: frames.frame(k)) { progress[k] = (s - s0) / (s1 - s0) } else { missing = true }
                }
                for k in picks { measure(k) }
                let outside = { (k: Int) in abs(1 - (progress[k] ?? 0)) > MotionRun.settleTolerance }
                // The frame after the last one outside the tolerance is where it has settled.
                let lastOut = progress.keys.filter(outside).max() ?? first - 1
                measure(lastOut + 1)
                let settledAt = frames.time(lastOut + 1) - start
                let expected = { (k: Int) in spring.progress(at: frames.time(k) - start) }
                let measuredOvershoot = max(0, (progress.values.max() ?? 0) - 1)
                let overshootAtFrames = max(0, (progress.keys.map(expected).max() ?? 0) - 1)
                let gap = progress.map { abs($0.value - expected($0.key)) }.max() ?? 0
                let settles = abs(settledAt - settle) <= h
                let bounces = abs(measuredOvershoot - overshootAtFrames) <= MotionRun.settleTolerance
                let passed = settles && bounces && !missing
                coverage[3].measure()
                if missing { fail("springs: \(app) \(token.path): \(on) is missing from some frames", animation, ["claim": "spring", "token": .text(token.path)]) }
                if !settles {
                    fail("springs: \(app) \(token.path) settles in \(MotionRun.seconds(settle)) worked out but \(MotionRun.seconds(settledAt)) on \(on)'s frames (more than a frame, \(MotionRun.seconds(h)), apart)",
                         animation, ["claim": "spring", "token": .text(token.path)])
                }
                if !bounces {
                    fail("springs: \(app) \(token.path) overshoots \(MotionRun.fmt2(overshootAtFrames * 100)) % at the frames worked out but \(MotionRun.fmt2(measuredOvershoot * 100)) % on \(on)",
                         animation, ["claim": "spring", "token": .text(token.path)])
                }
                springs.append(figure(measuredOn: on, settling: settledAt, measured: measuredOvershoot, atFrames: overshootAtFrames, gap: gap,
                                      frames: progress.count, passed: passed))
                laidOut += frames.laidOut
            }
        }
    }

    /// `signal` of the first element whose id contains `element`, or nil when none is drawn.
    package static func signal(_ signal: SpringSignal, of element: String, in list: DisplayList) -> Double? {
        guard let e = list.elements.first(where: { $0.id.contains(element) }) else { return nil }
        let c = ElementMotion.corners(of: e)
        switch signal {
        case .centreX: return (c[0].x + c[2].x) / 2
        case .centreY: return (c[0].y + c[2].y) / 2
        case .width: return ((c[1].x - c[0].x) * (c[1].x - c[0].x) + (c[1].y - c[0].y) * (c[1].y - c[0].y)).squareRoot()
        case .height: return ((c[3].x - c[0].x) * (c[3].x - c[0].x) + (c[3].y - c[0].y) * (c[3].y - c[0].y)).squareRoot()
        }
    }
}

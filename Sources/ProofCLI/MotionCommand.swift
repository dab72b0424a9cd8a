import ArgumentParser
import DisplayList
import Foundation
import ProofOutput
import Motion
import Tokens

struct MotionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "motion",
        abstract: "Sample timing curves and springs.",
        subcommands: [Sample.self])

    struct Sample: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Progress of a curve at every frame (frame k at t = k / fps).",
            discussion: """
                CURVE is linear, easeIn, easeOut, easeInOut, bezier:x1,y1,x2,y2, \
                spring:stiffness=K,damping=C[,mass=M][,initialVelocity=V] (interpolatingSpring), \
                spring:response=R,dampingFraction=F (spring(response:dampingFraction:)) or \
                spring:duration=D,bounce=B (iOS 17's Spring(duration:bounce:), -0.99 ≤ B ≤ 0.999). \
                Springs may overshoot 1.
                """)

        @Argument(help: "The curve.")
        var curve: String

        @Option(help: "Seconds to sample (default: SwiftUI's 0.35 s for timing curves, the settling time for springs).")
        var duration: Double?

        @Option(help: "Frames per second.")
        var fps: Int = 120

        @Flag(help: "Print JSON: {\"frames\": [{\"t\", \"value\"}, …]}.")
        var json = false

        /// The longest span `proof motion sample` samples (`AnimationTime.longest`, 600 s):
        /// at up to 1000 fps that is already 600,001 frames.
        static let maximumDuration = AnimationTime.longest

        func validate() throws {
            let parsedCurve = try parsed()
            if let duration, !(duration >= 0 && duration <= Self.maximumDuration) {
                throw ValidationError("--duration \(duration) is out of range: give seconds in 0…\(Int(Self.maximumDuration))")
            }
            guard (1...1000).contains(fps) else { throw ValidationError("--fps \(fps) is out of range: give 1…1000") }
            if duration == nil { _ = try naturalDuration(of: parsedCurve) }
        }

        func run() throws {
            do {
                let curve = try parsed()
                let seconds = try duration ?? naturalDuration(of: curve)
                let frames = Timeline.frameTimes(duration: seconds, fps: fps).map { t in
                    Frame(t: t, value: curve.progress(at: t, duration: seconds))
                }
                if json {
                    print(try jsonLine(Frames(frames: frames)))
                } else {
                    print("frame  t (s)     value")
                    for (k, f) in frames.enumerated() {
                        print(pad(String(k), 5), pad(fixed(f.t, 4), 8), fixed(f.value, 6))
                    }
                }
            } catch let error as ExitCode {
                throw error
            } catch let error as ValidationError {
                throw error
            } catch {
                // Parsing should have refused whatever gets here (a NaN from extreme control
                // points, say); if something slips through it is bad input, not a crash.
                let line = String(describing: error).split(whereSeparator: \.isNewline).joined(separator: " ")
                printError("cannot sample \(curve.trimmingCharacters(in: .whitespaces)): \(line)")
                throw Exit.badData
            }
        }

        /// The curve's own duration (a spring's settling time), refused when it is too long
        /// to sample: a barely damped spring would otherwise ask for billions of frames.
        /// The rule is `AnimationTime.settlingProblem`, which the token loader applies to
        /// spring tokens too.
        private func naturalDuration(of curve: Curve) throws -> Double {
            if case .spring(let spring) = curve, let problem = spring.settlingProblem {
                throw ValidationError("\(self.curve.trimmingCharacters(in: .whitespaces)) \(problem): "
                    + "pass --duration (0…\(AnimationTime.longestText)) to sample part of it")
            }
            return curve.naturalDuration
        }

        private func parsed() throws -> Curve {
            do {
                return try CurveSpec(parsing: curve).curve
            } catch {
                throw ValidationError(error.description)
            }
        }
    }

    private struct Frame: Encodable { let t: Double; let value: Double }
    private struct Frames: Encodable { var schema = OutputSchema.motionSample; let frames: [Frame] }
}

/// `v` with exactly `places` decimals and never an exponent (`String(2e-06)` is "2e-06"):
/// 0.000002 → "0.000002", -1e-9 → "0.000000" (no "-0"), 1850 → "1850.000000".
func fixed(_ v: Double, _ places: Int) -> String {
    guard v.isFinite else { return String(v) }
    let scaled = (v.magnitude * pow10(places)).rounded()
    // Beyond 2^53 doubles are not whole numbers one apart; no table here gets near it.
    guard scaled < 9e15 else { return String(format: "%.\(places)f", v) }
    var digits = String(Int(scaled))
    if digits.count <= places { digits = String(repeating: "0", count: places + 1 - digits.count) + digits }
    let sign = v < 0 && scaled != 0 ? "-" : ""
    guard places > 0 else { return sign + digits }
    return sign + digits.dropLast(places) + "." + digits.suffix(places)
}

private func pow10(_ n: Int) -> Double { (0..<n).reduce(1.0) { acc, _ in acc * 10 } }

func pad(_ s: String, _ width: Int) -> String {
    s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
}

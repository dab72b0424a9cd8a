import ArgumentParser
import Motion

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
                spring:stiffness=K,damping=C[,mass=M][,initialVelocity=V] or spring:response=R,dampingFraction=F. \
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

        func validate() throws {
            _ = try parsed()
            if let duration, !(duration >= 0 && duration <= 600) {
                throw ValidationError("--duration \(duration) is out of range: give seconds in 0…600")
            }
            guard (1...1000).contains(fps) else { throw ValidationError("--fps \(fps) is out of range: give 1…1000") }
        }

        func run() throws {
            let curve = try parsed()
            let seconds = duration ?? curve.naturalDuration
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
    private struct Frames: Encodable { let frames: [Frame] }
}

func fixed(_ v: Double, _ places: Int) -> String {
    let p = pow10(places)
    let r = (v * p).rounded() / p
    var s = String(r)
    if let dot = s.firstIndex(of: ".") {
        let decimals = s.distance(from: dot, to: s.endIndex) - 1
        if decimals < places { s += String(repeating: "0", count: places - decimals) }
    } else {
        s += "." + String(repeating: "0", count: places)
    }
    return s
}

private func pow10(_ n: Int) -> Double { (0..<n).reduce(1.0) { acc, _ in acc * 10 } }

func pad(_ s: String, _ width: Int) -> String {
    s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
}

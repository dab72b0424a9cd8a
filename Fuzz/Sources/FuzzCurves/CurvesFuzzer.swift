import FuzzSupport
import Motion

/// The command-line curve parser (`proof motion sample --curve`): `linear`, `easeIn…`,
/// `bezier:x1,y1,x2,y2`, `spring:stiffness=K,damping=C,…`, `spring:response=R,…`. An
/// accepted curve must print as a spelling that parses back to itself, and give finite
/// progress and a finite natural duration (the sampler relies on both).
@main enum CurvesFuzzer {
    static func main() { FuzzEntry.main(name: "curves", callback: LLVMFuzzerTestOneInput) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let spec: CurveSpec
    do {
        spec = try CurveSpec(parsing: text)
    } catch {
        require(!error.description.isEmpty, "a curve was refused without a reason")
        return 0
    }
    do {
        let again = try CurveSpec(parsing: spec.description)
        require(again == spec, "\(spec.description) parses to \(again.description)")
    } catch {
        fatalError("\(text) was accepted but its spelling \(spec.description) is refused: \(error)")
    }
    for t in [0, 0.01, 0.1, 0.25, 0.5, 1, 2, 10, 100] {
        let p = spec.curve.progress(at: t, duration: 0.35)
        require(p.isFinite, "\(spec.description): progress at \(t) s is \(p)")
    }
    let duration = spec.curve.naturalDuration
    require(duration.isFinite && duration >= 0, "\(spec.description): natural duration \(duration)")
    return 0
}

import Foundation

/// The motion check's figures for docs/CHECKS.md: `motion.*`, read from its `motion`
/// object in `proof check --json`.
enum MotionFigures {
    static func values(_ c: CheckRunOutput.Check, into v: inout [String: String]) throws(FigureError) {
        guard let m = c.object["motion"] as? [String: Any], let tracks = m["tracks"] as? [[String: Any]], let reduced = m["reduced"] as? [[String: Any]],
              let endings = m["endings"] as? [[String: Any]], let springs = m["springs"] as? [[String: Any]],
              let pacing = m["pacing"] as? [[String: Any]], let laidOut = m["framesLaidOut"] as? Int else {
            throw FigureError(run: "check", "the motion report has no complete \"motion\" figures object")
        }
        let passed = { (list: [[String: Any]]) in list.filter { $0["passed"] as? Bool == true }.count }
        v["motion.passed"] = (c.object["passed"] as? Bool) == true ? "holds" : "fails"
        v["motion.tracks"] = String(tracks.count)
        v["motion.tracksCurved"] = String(tracks.filter { $0["verdict"] as? String == "curved" }.count)
        v["motion.reduced"] = String(reduced.count)
        v["motion.reducedStill"] = String(passed(reduced))
        v["motion.reducedAllowed"] = String(reduced.filter { !(($0["allowed"] as? [Any]) ?? []).isEmpty }.count)
        let onScreens = endings.filter { $0["screen"] is String }
        v["motion.endings"] = String(endings.count)
        v["motion.endingsOnScreen"] = String(onScreens.count)
        v["motion.endingsPassed"] = String(passed(onScreens))
        v["motion.endingsOnNone"] = String(endings.count - onScreens.count)
        v["motion.endingsLargestJump"] = FigureFormat.fixed(onScreens.compactMap { $0["jump"] as? Double }.max() ?? 0, 2)
        v["motion.springs"] = String(springs.count)
        v["motion.springsMeasured"] = String(springs.filter { $0["measuredOn"] is String }.count)
        v["motion.springsAgree"] = String(springs.filter { $0["measuredOn"] is String && $0["passed"] as? Bool == true }.count)
        for s in springs {
            guard let app = s["app"] as? String, let token = s["token"] as? String, let settle = s["settlingTime"] as? Double,
                  let overshoot = s["overshoot"] as? Double, let ratio = s["dampingRatio"] as? Double else {
                throw FigureError(run: "check", "a motion spring figure without app, token, settlingTime, overshoot or dampingRatio")
            }
            let key = "motion.spring.\(app).\(token.replacingOccurrences(of: "spring.", with: ""))"
            v[key + ".zeta"] = FigureFormat.fixed(ratio, 3)
            v[key + ".settling"] = FigureFormat.fixed(settle, 4)
            v[key + ".overshoot"] = FigureFormat.fixed(overshoot * 100, 2)
            v[key + ".on"] = (s["measuredOn"] as? String) ?? (s["notMeasured"] as? String) ?? ""
            if let measured = s["measuredSettlingTime"] as? Double { v[key + ".measuredSettling"] = FigureFormat.fixed(measured, 4) }
            if let measured = s["measuredOvershoot"] as? Double { v[key + ".measuredOvershoot"] = FigureFormat.fixed(measured * 100, 2) }
            if let frames = s["framesMeasured"] as? Int { v[key + ".frames"] = String(frames) }
        }
        v["motion.paced"] = String(pacing.count)
        v["motion.pacedClean"] = String(passed(pacing))
        v["motion.framePairs"] = String(pacing.compactMap { $0["framePairs"] as? Int }.reduce(0, +))
        if let largest = pacing.max(by: { ($0["largestStep"] as? Double ?? 0) < ($1["largestStep"] as? Double ?? 0) }),
           let step = largest["largestStep"] as? Double, let animation = largest["animation"] as? String {
            v["motion.largestStep"] = FigureFormat.fixed(step, 1)
            v["motion.largestStepWhere"] = animation
        }
        v["motion.framesLaidOut"] = String(laidOut)
    }
}

import Tokens
extension CurveSpec {
    /// The parameters of the physical form, SwiftUI's `interpolatingSpring`.
    static let physicalKeys = ["stiffness", "damping", "mass", "initialVelocity"]
    /// The parameters of the perceptual form, SwiftUI's `spring(response:dampingFraction:)`.
    static let responseKeys = ["response", "dampingFraction"]
    /// The parameters of iOS 17's form, SwiftUI's `Spring(duration:bounce:)` (and Figma's).
    static let durationKeys = ["duration", "bounce"]

    /// `stiffness=K,damping=C[,mass=M][,initialVelocity=V]`, `response=R,dampingFraction=F`
    /// or `duration=D,bounce=B`, in any order. Damping must be > 0 here (the type
    /// allows 0) because an undamped spring never settles and so has no duration to
    /// schedule or render.
    ///
    /// Every number must also lie in `SpringLimits`, and so must the stiffness and
    /// damping a response or duration form converts to: outside them the closed form overflows or
    /// underflows (a response of 1e-200 s is a stiffness of inf) or the spring takes
    /// longer to settle than anything can render.
    static func spring(_ arguments: String) throws(CurveSpecError) -> Spring {
        guard !arguments.trimmingSpaces().isEmpty else { throw .missingSpringParameters }
        var values: [String: Double] = [:]
        var texts: [String: String] = [:]
        for part in arguments.split(separator: ",", omittingEmptySubsequences: false) {
            let pair = String(part).trimmingSpaces()
            guard let equals = pair.firstIndex(of: "=") else { throw .notKeyValue(pair) }
            let key = String(pair[..<equals]).trimmingSpaces()
            let known = physicalKeys + responseKeys + durationKeys
            guard known.contains(key) else {
                throw .unknownSpringParameter(key, suggestion: NearestName.suggestion(for: key, among: known))
            }
            guard values[key] == nil else { throw .duplicateSpringParameter(key) }
            let text = String(pair[pair.index(after: equals)...]).trimmingSpaces()
            values[key] = try number(text, parameter: "spring \(key)")
            texts[key] = text
        }
        let usesResponse = responseKeys.contains { values[$0] != nil }
        let usesPhysical = physicalKeys.contains { values[$0] != nil }
        let usesDuration = durationKeys.contains { values[$0] != nil }
        if [usesResponse, usesPhysical, usesDuration].filter({ $0 }).count > 1 { throw .mixedSpringForms }
        if usesDuration { return try durationForm(values, texts) }
        if usesResponse {
            let example = "spring:response=0.5,dampingFraction=0.825"
            let response = try required("response", in: values, example: example)
            let fraction = try required("dampingFraction", in: values, example: example)
            try check(response, SpringLimits.response, "response", texts)
            try check(fraction, SpringLimits.dampingFraction, "dampingFraction", texts)
            let derived = Spring.parameters(response: response, dampingFraction: fraction)
            let given = "spring response \(texts["response"]!) with dampingFraction \(texts["dampingFraction"]!)"
            if let fix = SpringLimits.stiffnessProblem(derived.stiffness, response: response, mass: 1) {
                throw .derivedOutOfRange(given: given, quantity: "stiffness", value: derived.stiffness,
                                         range: SpringLimits.stiffness.text, fix: fix)
            }
            if let fix = SpringLimits.dampingProblem(derived.damping, response: response, mass: 1) {
                throw .derivedOutOfRange(given: given, quantity: "damping", value: derived.damping,
                                         range: SpringLimits.damping.text, fix: fix)
            }
            return Spring(response: response, dampingFraction: fraction)
        }
        let example = "spring:stiffness=130,damping=12"
        let stiffness = try required("stiffness", in: values, example: example)
        let damping = try required("damping", in: values, example: example)
        let mass = values["mass"] ?? 1
        guard mass > 0 else { throw .notPositive(parameter: "spring mass") }
        let velocity = values["initialVelocity"] ?? 0
        try check(stiffness, SpringLimits.stiffness, "stiffness", texts)
        try check(damping, SpringLimits.damping, "damping", texts)
        try check(mass, SpringLimits.mass, "mass", texts)
        try check(velocity, SpringLimits.initialVelocity, "initialVelocity", texts)
        return Spring(stiffness: stiffness, damping: damping, mass: mass, initialVelocity: velocity)
    }

    /// `duration=D,bounce=B`: duration as a response (same range), bounce within
    /// `SpringLimits.bounce`, and the damping it converts to within the damping limits (a
    /// duration of 100 s with bounce 0.999 is a damping of 0.000126). Stiffness needs no
    /// check: (2π / duration)² for a duration within 0.01…100 s is 0.0039…394784.
    private static func durationForm(_ values: [String: Double],
                                     _ texts: [String: String]) throws(CurveSpecError) -> Spring {
        let example = "spring:duration=0.5,bounce=0.3"
        let duration = try required("duration", in: values, example: example)
        guard let bounce = values["bounce"] else { throw .missingSpringParameter("bounce", example: example) }
        try check(duration, SpringLimits.duration, "duration", texts)
        try check(bounce, SpringLimits.bounce, "bounce", texts)
        let derived = Spring.parameters(duration: duration, bounce: bounce)
        if let fix = SpringLimits.bounceProblem(derived.damping, duration: duration) {
            throw .derivedOutOfRange(given: "spring duration \(texts["duration"]!) with bounce \(texts["bounce"]!)",
                                     quantity: "damping", value: derived.damping,
                                     range: SpringLimits.damping.text, fix: fix)
        }
        return Spring(duration: duration, bounce: bounce)
    }

    /// A parameter that must be present and > 0.
    private static func required(_ key: String, in values: [String: Double],
                                 example: String) throws(CurveSpecError) -> Double {
        guard let value = values[key] else { throw .missingSpringParameter(key, example: example) }
        guard value > 0 else { throw .notPositive(parameter: "spring \(key)") }
        return value
    }

    /// A stated parameter that must lie within `limit`. Unstated ones are skipped: their
    /// defaults (mass 1, initialVelocity 0) are within every limit.
    private static func check(_ value: Double, _ limit: SpringLimits.Limit, _ key: String,
                              _ texts: [String: String]) throws(CurveSpecError) {
        guard !limit.range.contains(value), let text = texts[key] else { return }
        throw .outOfRange(parameter: "spring \(key)", range: limit.text + limit.unit, text: text)
    }
}

/// The spring parameters `proof` accepts from users. They keep the closed form finite,
/// every derived quantity representable and the settling time computable; real UI
/// springs sit well inside them (SwiftUI's default: stiffness 158, damping 21, mass 1).
enum SpringLimits {
    typealias Limit = SpringRange
    static var stiffness: SpringRange { .stiffness }
    static var damping: SpringRange { .damping }
    static var mass: SpringRange { .mass }
    static var initialVelocity: SpringRange { .initialVelocity }
    static var response: SpringRange { .response }
    static var dampingFraction: SpringRange { .dampingFraction }
    static var duration: SpringRange { .duration }
    static var bounce: SpringRange { .bounce }

    /// For a response form: nil if the stiffness it converts to is within limits, else how
    /// to fix it — the responses that keep stiffness = (2π / response)² · mass in range.
    static func stiffnessProblem(_ stiffness: Double, response: Double, mass: Double) -> String? {
        guard !self.stiffness.range.contains(stiffness) else { return nil }
        let twoPi = 2 * Double.pi
        let low = twoPi * (mass / self.stiffness.range.upperBound).squareRoot()
        let high = twoPi * (mass / self.stiffness.range.lowerBound).squareRoot()
        return "use a response within \(within(low, high, self.response)) s"
    }

    /// For a response form: nil if the damping it converts to is within limits, else how to
    /// fix it — the damping fractions that keep damping = 4π · fraction · mass / response
    /// in range.
    static func dampingProblem(_ damping: Double, response: Double, mass: Double) -> String? {
        guard !self.damping.range.contains(damping) else { return nil }
        let perFraction = 4 * Double.pi * mass / response
        let low = self.damping.range.lowerBound / perFraction
        let high = self.damping.range.upperBound / perFraction
        return "use a dampingFraction within \(within(low, high, self.dampingFraction))"
    }

    /// For a duration form: nil if the damping it converts to is within limits, else how to
    /// fix it — the bounces whose damping ratio keeps 4π · ζ / duration in range. Bounce
    /// falls as ζ rises, so the highest ζ gives the lowest bounce.
    static func bounceProblem(_ damping: Double, duration: Double) -> String? {
        guard !self.damping.range.contains(damping) else { return nil }
        let perRatio = 4 * Double.pi / duration
        let low = SpringConversion.bounce(dampingRatio: self.damping.range.upperBound / perRatio)
        let high = SpringConversion.bounce(dampingRatio: self.damping.range.lowerBound / perRatio)
        return "use a bounce within \(within(low, high, self.bounce))"
    }

    private static func within(_ low: Double, _ high: Double, _ limit: SpringRange) -> String { limit.clipped(low, high) }
}

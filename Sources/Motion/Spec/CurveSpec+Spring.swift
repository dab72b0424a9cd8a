import Tokens
extension CurveSpec {
    /// The parameters of the physical form, SwiftUI's `interpolatingSpring`.
    static let physicalKeys = ["stiffness", "damping", "mass", "initialVelocity"]
    /// The parameters of the perceptual form, SwiftUI's `spring(response:dampingFraction:)`.
    static let responseKeys = ["response", "dampingFraction"]

    /// `stiffness=K,damping=C[,mass=M][,initialVelocity=V]` or
    /// `response=R,dampingFraction=F`, in any order. Damping must be > 0 here (the type
    /// allows 0) because an undamped spring never settles and so has no duration to
    /// schedule or render.
    ///
    /// Every number must also lie in `SpringLimits`, and so must the stiffness and
    /// damping a response form converts to: outside them the closed form overflows or
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
            let known = physicalKeys + responseKeys
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
        if usesResponse && usesPhysical { throw .mixedSpringForms }
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

    private static func within(_ low: Double, _ high: Double, _ limit: SpringRange) -> String { limit.clipped(low, high) }
}

extension CurveSpec {
    /// The parameters of the physical form, SwiftUI's `interpolatingSpring`.
    static let physicalKeys = ["stiffness", "damping", "mass", "initialVelocity"]
    /// The parameters of the perceptual form, SwiftUI's `spring(response:dampingFraction:)`.
    static let responseKeys = ["response", "dampingFraction"]

    /// `stiffness=K,damping=C[,mass=M][,initialVelocity=V]` or
    /// `response=R,dampingFraction=F`, in any order. Damping must be > 0 here (the type
    /// allows 0) because an undamped spring never settles and so has no duration to
    /// schedule or render.
    static func spring(_ arguments: String) throws(CurveSpecError) -> Spring {
        guard !arguments.trimmingSpaces().isEmpty else { throw .missingSpringParameters }
        var values: [String: Double] = [:]
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
        }
        let usesResponse = responseKeys.contains { values[$0] != nil }
        let usesPhysical = physicalKeys.contains { values[$0] != nil }
        if usesResponse && usesPhysical { throw .mixedSpringForms }
        if usesResponse {
            let example = "spring:response=0.5,dampingFraction=0.825"
            let response = try required("response", in: values, example: example)
            let fraction = try required("dampingFraction", in: values, example: example)
            return Spring(response: response, dampingFraction: fraction)
        }
        let example = "spring:stiffness=130,damping=12"
        let stiffness = try required("stiffness", in: values, example: example)
        let damping = try required("damping", in: values, example: example)
        let mass = values["mass"] ?? 1
        guard mass > 0 else { throw .notPositive(parameter: "spring mass") }
        return Spring(stiffness: stiffness, damping: damping, mass: mass,
                      initialVelocity: values["initialVelocity"] ?? 0)
    }

    /// A parameter that must be present and > 0.
    private static func required(_ key: String, in values: [String: Double],
                                 example: String) throws(CurveSpecError) -> Double {
        guard let value = values[key] else { throw .missingSpringParameter(key, example: example) }
        guard value > 0 else { throw .notPositive(parameter: "spring \(key)") }
        return value
    }
}

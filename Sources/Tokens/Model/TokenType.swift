/// The `$type`s a token file may use: every type of the Design Tokens Format Module
/// 2025.10, plus two of ours (`spring`, `material`) that are only allowed under
/// the root `$extensions["dev.designproof"]` tree, where DTCG tools ignore them.
public enum TokenType: String, Sendable, Hashable, Codable, CaseIterable {
    /// DTCG's primitive types: colour, points, seconds, timing curve, family stack, CSS weight 1…1000, unitless number.
    case color, dimension, duration, cubicBezier, fontFamily, fontWeight, number
    /// DTCG's composite types.
    case shadow, gradient, typography, strokeStyle, border, transition
    /// Ours, allowed only under `$extensions["dev.designproof"]`: a SwiftUI spring and a material.
    case spring, material

    /// Types defined by us, not by the DTCG format.
    public var isExtension: Bool { self == .spring || self == .material }

    /// The noun used in error messages ("is not a colour").
    public var noun: String {
        switch self {
        case .color: "colour"
        case .dimension: "dimension"
        case .duration: "duration"
        case .cubicBezier: "cubic Bézier"
        case .fontFamily: "font family"
        case .fontWeight: "font weight"
        case .number: "number"
        case .shadow: "shadow"
        case .gradient: "gradient"
        case .typography: "typography"
        case .strokeStyle: "stroke style"
        case .border: "border"
        case .transition: "transition"
        case .spring: "spring"
        case .material: "material"
        }
    }

    /// The plural, for counts ("3 font families").
    public var pluralNoun: String {
        switch self {
        case .fontFamily: "font families"
        case .typography: "typography styles"
        default: noun + "s"
        }
    }
}

import Tokens

/// SwiftUI's `Color.description`, which teams print or show (`Text(color.description)`):
/// a system colour's SwiftUI name (`red`, `primary`), an asset colour's name, and
/// otherwise the fixed value as `#RRGGBBAA`, as SwiftUI writes a resolved colour.
extension Color: CustomStringConvertible {
    public var description: String {
        if let systemName { return Self.swiftUIName(ofSystemColor: systemName) }
        switch value {
        case .rgba(let rgba):
            if rgba == .white { return "white" }
            if rgba == .black { return "black" }
            if rgba == .clear { return "clear" }
            return Self.hex(rgba)
        case .named(let name, _): return "NamedColor(name: \"\(name)\", bundle: nil)"
        case .accent: return "AccentColor"
        case .primary: return "primary"
        case .secondary: return "secondary"
        case .dynamic(let light, _), .accessible(let light, _, _, _), .leveled(let light, _, _): return Self.hex(light)
        }
    }

    /// UIKit's name as SwiftUI says it: `systemRed` → `red`, `label` → `primary`.
    static func swiftUIName(ofSystemColor name: String) -> String {
        switch name {
        case "label": return "primary"
        case "secondaryLabel": return "secondary"
        default:
            guard name.hasPrefix("system"), name.count > 6 else { return name }
            let rest = name.dropFirst(6)
            return rest.prefix(1).lowercased() + rest.dropFirst()
        }
    }

    /// `#RRGGBBAA`, each channel rounded to 8 bits.
    static func hex(_ rgba: RGBA) -> String {
        func byte(_ v: Double) -> String {
            let b = Int((min(max(v.isFinite ? v : 0, 0), 1) * 255).rounded())
            return (b < 16 ? "0" : "") + String(b, radix: 16, uppercase: true)
        }
        return "#" + byte(rgba.r) + byte(rgba.g) + byte(rgba.b) + byte(rgba.a)
    }
}

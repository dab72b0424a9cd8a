// A stand-in for the part of SwiftUI that `proof tokens export --format swift` writes
// against, so the exported file can be compiled and run on Linux (TokenExportTests'
// SwiftExportCompileTests). Each value records the arguments it was made with; the
// signatures are SwiftUI's, so a file that compiles here calls SwiftUI as it is.
@_exported import Foundation

public struct Color: Sendable, Equatable {
    public enum RGBColorSpace: Sendable, Equatable { case sRGB, sRGBLinear, displayP3 }
    public let colorSpace: RGBColorSpace
    public let red: Double, green: Double, blue: Double, opacity: Double
    /// The asset catalog colour it reads, for `Color(_:bundle:)`; nil for a literal.
    public let name: String?
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.colorSpace = colorSpace
        self.red = red; self.green = green; self.blue = blue; self.opacity = opacity
        name = nil
    }
    /// A colour from the app's asset catalog, which iOS resolves for the appearance; here it
    /// records the name (the test reads the catalog).
    public init(_ name: String, bundle: Bundle? = nil) {
        colorSpace = .sRGB
        red = 0; green = 0; blue = 0; opacity = 0
        self.name = name
    }
}

public struct Gradient: Sendable, Equatable {
    public struct Stop: Sendable, Equatable {
        public let color: Color
        public let location: CGFloat
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }
    public let stops: [Stop]
    public init(stops: [Stop]) { self.stops = stops }
}

public struct UnitPoint: Sendable, Equatable {
    public let x: CGFloat, y: CGFloat
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

public struct LinearGradient: Sendable, Equatable {
    public let gradient: Gradient
    public let startPoint: UnitPoint, endPoint: UnitPoint
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient; self.startPoint = startPoint; self.endPoint = endPoint
    }
}

public struct Font: Sendable, Equatable {
    public struct Weight: Sendable, Equatable {
        public let name: String
        public static let ultraLight = Weight(name: "ultraLight"), thin = Weight(name: "thin"), light = Weight(name: "light")
        public static let regular = Weight(name: "regular"), medium = Weight(name: "medium"), semibold = Weight(name: "semibold")
        public static let bold = Weight(name: "bold"), heavy = Weight(name: "heavy"), black = Weight(name: "black")
    }
    public enum Design: Sendable, Equatable { case `default`, serif, rounded, monospaced }
    /// "system" or the custom family's name.
    public let family: String
    public let size: CGFloat
    public let weight: Weight
    public let design: Design
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(family: "system", size: size, weight: weight, design: design)
    }
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(family: name, size: size, weight: .regular, design: .default)
    }
    public func weight(_ weight: Weight) -> Font { Font(family: family, size: size, weight: weight, design: design) }
}

public struct Animation: Sendable, Equatable {
    /// Which of SwiftUI's functions made it, and its arguments in order.
    public let function: String
    public let arguments: [Double]
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        Animation(function: "interpolatingSpring", arguments: [mass, stiffness, damping, initialVelocity])
    }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        Animation(function: "spring(response:dampingFraction:)", arguments: [response, dampingFraction, blendDuration])
    }
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(function: "spring(duration:bounce:)", arguments: [duration, bounce, blendDuration])
    }
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: TimeInterval = 0.35) -> Animation {
        Animation(function: "timingCurve", arguments: [c0x, c0y, c1x, c1y, duration])
    }
    public func delay(_ delay: TimeInterval) -> Animation {
        Animation(function: function + ".delay", arguments: arguments + [delay])
    }
}

#if canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#else
import Glibc
#endif

/// The C maths functions the colour formulas need, gathered so that the platform `#if`
/// lives in one file and the formulas need no libc import (the package avoids Foundation).
/// Angles are in degrees because CIEDE2000 and CIELAB hue are specified in degrees.
enum ColorMath {
    static func pow(_ x: Double, _ y: Double) -> Double {
        #if canImport(Darwin)
        Darwin.pow(x, y)
        #elseif canImport(Musl)
        Musl.pow(x, y)
        #else
        Glibc.pow(x, y)
        #endif
    }

    static func cbrt(_ x: Double) -> Double {
        #if canImport(Darwin)
        Darwin.cbrt(x)
        #elseif canImport(Musl)
        Musl.cbrt(x)
        #else
        Glibc.cbrt(x)
        #endif
    }

    static func exp(_ x: Double) -> Double {
        #if canImport(Darwin)
        Darwin.exp(x)
        #elseif canImport(Musl)
        Musl.exp(x)
        #else
        Glibc.exp(x)
        #endif
    }

    static func sin(degrees: Double) -> Double {
        #if canImport(Darwin)
        Darwin.sin(degrees * .pi / 180)
        #elseif canImport(Musl)
        Musl.sin(degrees * .pi / 180)
        #else
        Glibc.sin(degrees * .pi / 180)
        #endif
    }

    static func cos(degrees: Double) -> Double {
        #if canImport(Darwin)
        Darwin.cos(degrees * .pi / 180)
        #elseif canImport(Musl)
        Musl.cos(degrees * .pi / 180)
        #else
        Glibc.cos(degrees * .pi / 180)
        #endif
    }

    /// atan2 in degrees, normalised to 0..<360 as CIE hue angles are.
    static func hueDegrees(y: Double, x: Double) -> Double {
        #if canImport(Darwin)
        let radians = Darwin.atan2(y, x)
        #elseif canImport(Musl)
        let radians = Musl.atan2(y, x)
        #else
        let radians = Glibc.atan2(y, x)
        #endif
        let degrees = radians * 180 / .pi
        return degrees < 0 ? degrees + 360 : degrees
    }
}

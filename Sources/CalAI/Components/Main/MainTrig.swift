#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

private func libmSin(_ x: Double) -> Double { sin(x) }
private func libmCos(_ x: Double) -> Double { cos(x) }

/// Sine and cosine for the drawn components (the chart's comparison curve, the spin wheel's
/// wedges), without importing Foundation into every file.
enum MainTrig {
    static func sin(_ x: Double) -> Double { libmSin(x) }
    static func cos(_ x: Double) -> Double { libmCos(x) }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Layout's few uses of libm, without importing Foundation.
func cosine(_ x: Double) -> Double { cos(x) }
func sine(_ x: Double) -> Double { sin(x) }
/// tan(θ / 4), for the Bézier arc constant.
func tanQuarter(_ theta: Double) -> Double { tan(theta / 4) }
/// log₁₀, for the charts' tick steps.
func logTen(_ x: Double) -> Double { log10(x) }

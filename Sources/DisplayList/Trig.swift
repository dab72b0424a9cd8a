#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Foundation-free trigonometry for the display list (it stays importable without Foundation).
func _cos(_ x: Double) -> Double { cos(x) }
func _sin(_ x: Double) -> Double { sin(x) }

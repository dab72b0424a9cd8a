/// |a − b| ≤ tolerance, for comparing computed values with independently computed ones.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

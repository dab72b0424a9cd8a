extension CalAIProfile {
    /// A body height, held as a whole number of micrometres.
    ///
    /// The inch is exactly 25.4 mm (1959 agreement), 25 400 µm, so every feet-and-inches
    /// value of the imperial wheel is exact here, as is any centimetre value with up to
    /// four decimals: 5 ft 10 in and 177.8 cm are the same value (1 778 000 µm).
    public struct Height: Sendable, Hashable, Comparable, Codable {
        public let micrometres: Int

        public static let micrometresPerInch = 25_400

        public init(micrometres: Int) { self.micrometres = micrometres }

        public init(centimetres: Double) {
            precondition(centimetres.isFinite && abs(centimetres) < 1e12, "not a height: \(centimetres) cm")
            self.init(micrometres: Int((centimetres * 10_000).rounded()))
        }

        public init(feet: Int, inches: Int) { self.init(micrometres: (feet * 12 + inches) * Self.micrometresPerInch) }

        public var centimetres: Double { Double(micrometres) / 10_000 }

        public var metres: Double { Double(micrometres) / 1_000_000 }

        public var totalInches: Double { Double(micrometres) / Double(Self.micrometresPerInch) }

        /// What the imperial wheel shows: to the nearest inch, then split into feet and
        /// inches (so 179.9 cm is 5 ft 11 in, never "5 ft 12 in").
        public var feetAndInches: (feet: Int, inches: Int) {
            let inches = Int(totalInches.rounded())
            return (inches / 12, inches % 12)
        }

        /// What the metric wheel shows: whole centimetres.
        public var wholeCentimetres: Int { Int(centimetres.rounded()) }

        public static func < (a: Height, b: Height) -> Bool { a.micrometres < b.micrometres }
    }
}

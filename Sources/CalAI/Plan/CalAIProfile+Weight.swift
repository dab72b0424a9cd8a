extension CalAIProfile {
    /// A body weight, or a weekly change of one, held as a whole number of micrograms.
    ///
    /// Why micrograms: the international pound is defined as exactly 0.453 592 37 kg
    /// (International Yard and Pound Agreement, 1959), i.e. 453 592 370 µg. So every
    /// pound value the pickers offer (whole pounds, tenths on the speed slider) and every
    /// kilogram value with up to nine decimals is an exact integer here, and "180 lb"
    /// and "81.6466266 kg" are the *same value*, not two doubles a rounding apart.
    /// Every output of the plan then agrees exactly between the two unit systems.
    public struct Weight: Sendable, Hashable, Comparable, Codable {
        public let micrograms: Int

        /// Exactly 0.45359237 kg.
        public static let microgramsPerPound = 453_592_370
        public static let microgramsPerKilogram = 1_000_000_000

        public init(micrograms: Int) { self.micrograms = micrograms }

        public init(kilograms: Double) { self.init(micrograms: Self.quantise(kilograms * 1e9)) }

        public init(pounds: Double) {
            self.init(micrograms: Self.quantise(pounds * Double(Self.microgramsPerPound)))
        }

        public var kilograms: Double { Double(micrograms) / Double(Self.microgramsPerKilogram) }

        /// 180 for `Weight(pounds: 180)`, exactly: both operands are integers below 2⁵³.
        public var pounds: Double { Double(micrograms) / Double(Self.microgramsPerPound) }

        /// The number a picker or label in `units` shows, unrounded.
        public func value(in units: UnitSystem) -> Double { units == .imperial ? pounds : kilograms }

        public static func < (a: Weight, b: Weight) -> Bool { a.micrograms < b.micrograms }

        static func quantise(_ value: Double) -> Int {
            precondition(value.isFinite && abs(value) < 9e18, "not a body weight: \(value) µg")
            return Int(value.rounded())
        }
    }
}

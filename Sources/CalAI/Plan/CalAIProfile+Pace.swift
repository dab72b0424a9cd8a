extension CalAIProfile {
    /// The speed slider's scale ("How fast do you want to reach your goal?"), sloth at the
    /// slow end, rabbit at the recommended stop, cheetah at the fast end.
    ///
    /// Imperial is Cal AI's own slider: 0.2 … 3.0 lbs per week in steps of 0.1, with
    /// 1.5 lbs marked "Recommended". Metric uses 0.1 … 1.5 kg per week, 0.8 kg
    /// recommended (the seed's kilogram stops). The two are separate scales, not
    /// conversions of each other (3.0 lb is 1.36 kg): each is what its slider offers.
    public struct PaceScale: Sendable, Hashable {
        public let units: UnitSystem
        public let slowest: Weight
        public let recommended: Weight
        public let fastest: Weight
        public let step: Weight

        public init(units: UnitSystem) {
            self.units = units
            let w: (Double) -> Weight = units == .imperial ? { Weight(pounds: $0) } : { Weight(kilograms: $0) }
            (slowest, recommended, fastest, step) = units == .imperial ? (w(0.2), w(1.5), w(3.0), w(0.1))
                                                                       : (w(0.1), w(0.8), w(1.5), w(0.1))
        }

        /// Every stop of the slider, slowest first.
        public var stops: [Weight] {
            stride(from: slowest.micrograms, through: fastest.micrograms, by: step.micrograms).map(Weight.init(micrograms:))
        }

        /// Where the thumb sits for `pace`: 0 at the slowest stop, 1 at the fastest,
        /// clamped.
        public func position(of pace: Weight) -> Double {
            let t = Double(pace.micrograms - slowest.micrograms) / Double(fastest.micrograms - slowest.micrograms)
            return min(1, max(0, t))
        }

        /// The live label above the slider: "1.0 lbs", "0.8 kg" — always one decimal.
        public func text(for pace: Weight) -> String {
            let tenths = Int((pace.value(in: units) * 10).rounded())
            return "\(tenths / 10).\(tenths % 10) \(units.weightUnit)"
        }
    }

    /// The slider in the profile's units.
    public var paceScale: PaceScale { PaceScale(units: units) }

    /// The slider's label for the profile's pace: "1.0 lbs".
    public var paceText: String { paceScale.text(for: pace) }
}

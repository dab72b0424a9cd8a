// Height, weight and the body-fat grid, kept as the user entered them (screen 2.2's
// "Imperial | Metric" tabs) and converted only when the plan needs kilograms and
// centimetres. Inch = 2.54 cm and pound = 0.45359237 kg exactly (1959 agreement).

extension NutriSyncProfile {
    public static let kilogramsPerPound = 0.45359237
    public static let centimetresPerInch = 2.54

    /// "[5] ft [7] in OR [170] cm".
    public enum Height: Sendable, Hashable {
        case imperial(feet: Int, inches: Int)
        case metric(centimetres: Double)

        public var centimetres: Double {
            switch self {
            // In Double: a hostile Int.max feet must not overflow before the plan refuses it.
            case let .imperial(feet, inches): (Double(feet) * 12 + Double(inches)) * NutriSyncProfile.centimetresPerInch
            case let .metric(centimetres): centimetres
            }
        }
    }

    /// "[165] lbs OR [75] kg". Also the target weight.
    public enum Weight: Sendable, Hashable {
        case pounds(Double)
        case kilograms(Double)

        public var kilograms: Double {
            switch self {
            case let .pounds(lb): lb * NutriSyncProfile.kilogramsPerPound
            case let .kilograms(kg): kg
            }
        }

        public var pounds: Double {
            switch self {
            case let .pounds(lb): lb
            case let .kilograms(kg): kg / NutriSyncProfile.kilogramsPerPound
            }
        }
    }

    /// Screen 2.3, "Grid of 9 body silhouettes with percentages": which silhouette is
    /// picked, 0 … 8, row by row from the leanest. `nil` in the profile means not
    /// answered, and the plan falls back to Mifflin-St Jeor.
    public struct BodyFatEstimate: Sendable, Hashable {
        public let index: Int
        public init(index: Int) { self.index = index }

        /// The nine percentages per sex. Ours, chosen to span the American Council on
        /// Exercise's categories (women: essential 10–13 %, athletes 14–20, fitness 21–24,
        /// average 25–31, obese 32+; men: 2–5, 6–13, 14–17, 18–24, 25+) from athletic to
        /// clearly obese, two or three silhouettes per category, steps of 2–5 points so
        /// that neighbouring silhouettes look different.
        public static func percentages(for sex: BiologicalSex) -> [Int] {
            switch sex {
            case .female: [15, 18, 22, 25, 28, 32, 36, 40, 45]
            case .male: [8, 10, 12, 15, 18, 22, 26, 30, 35]
            }
        }

        /// The percentage under the silhouette, or nil for an index outside the grid.
        public func percentage(for sex: BiologicalSex) -> Int? {
            let grid = Self.percentages(for: sex)
            return grid.indices.contains(index) ? grid[index] : nil
        }
    }
}

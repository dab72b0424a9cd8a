// The plan's texts, exactly as the screens show them. Amounts are whole numbers in the
// profile's units ("12 lbs", "5 kg"); dates are month and day ("December 26").

extension CalAIPlan {
    /// "12 lbs": the change to make — or, when maintaining, the weight to keep.
    public var targetAmountText: String {
        let amount = profile.goal == .maintain ? Int(profile.weight.value(in: profile.units).rounded()) : weightChangeAmount
        return "\(amount) \(profile.units.weightUnit(for: amount))"
    }

    /// The interlude after the desired weight: "Losing 12 lbs is a realistic target.
    /// It's not hard at all!" ("Gaining …", "Maintaining 180 lbs …").
    public var realisticTargetText: String {
        let verb = switch profile.goal {
        case .lose: "Losing"
        case .maintain: "Maintaining"
        case .gain: "Gaining"
        }
        return "\(verb) \(targetAmountText) is a realistic target. It's not hard at all!"
    }

    /// The plan's goal line: "Lose 12 lbs by December 26"; "Maintain 180 lbs" has no date.
    public var goalText: String {
        switch profile.goal {
        case .lose: "Lose \(targetAmountText) by \(targetDate.monthDayText)"
        case .maintain: "Maintain \(targetAmountText)"
        case .gain: "Gain \(targetAmountText) by \(targetDate.monthDayText)"
        }
    }

    /// The label above the goal line on the plan screens: "You should lose:".
    public var goalHeadline: String {
        switch profile.goal {
        case .lose: "You should lose:"
        case .maintain: "You should maintain:"
        case .gain: "You should gain:"
        }
    }

    /// "9/10".
    public var healthScoreText: String { "\(healthScore)/10" }

    /// The macro cards' values: "289g", "134g", "63g".
    public var carbsText: String { "\(carbs)g" }
    public var proteinText: String { "\(protein)g" }
    public var fatsText: String { "\(fats)g" }
}

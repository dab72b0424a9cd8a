/// Mockup 3, "Your Optimization Potential" ("⚡ Energy Improvement 87%", "🎯 Focus
/// Enhancement 73%", "💪 Goal Achievement 92%", "😴 Sleep Quality 65%", "That's 312 more
/// productive hours per year!") and Mockup 2's "📈 85% more stable energy".
///
/// These are the seed's figures, the same for every profile: nothing in the plan derives
/// them. The impact model (`NutriSyncImpact`) cannot: at the sample's energy level 5 it
/// counts 912.5 hours lost a year and claims back three quarters (≈ 684 h, the "85+ days"),
/// and no share of those hours that the model states gives 312 (312 / 912.5 = 0.342, which
/// is none of the four percentages nor the 0.75 it uses). Rather than invent a second
/// rule that lands on 312, the screens show the seed's number and this says so. They are
/// kept here, not typed into a screen, so that a model can replace them in one place.
public struct NutriSyncPotential: Sendable, Hashable {
    public struct Benefit: Sendable, Hashable {
        public let icon: String
        public let title: String
        /// 0 … 100.
        public let percent: Int
        /// "⚡ Energy Improvement".
        public var text: String { "\(icon) \(title)" }
        public var percentText: String { "\(percent)%" }
    }

    /// In the mockup's order.
    public let benefits: [Benefit]
    /// "That's 312 more productive hours per year!"
    public let productiveHours: Int
    /// "📈 85% more stable energy" (Mockup 2; the plan summary's "Expected Results" say the same).
    public let stableEnergyPercent: Int

    /// The seed's figures (Mockup 3, Mockup 2).
    public static let seed = NutriSyncPotential(
        benefits: [Benefit(icon: "⚡", title: "Energy Improvement", percent: 87), Benefit(icon: "🎯", title: "Focus Enhancement", percent: 73),
                   Benefit(icon: "💪", title: "Goal Achievement", percent: 92), Benefit(icon: "😴", title: "Sleep Quality", percent: 65)],
        productiveHours: 312, stableEnergyPercent: 85)

    public var productiveHoursText: String { "That's \(NutriSyncImpact.grouped(productiveHours)) more productive hours per year!" }
    public var stableEnergyText: String { "\(stableEnergyPercent)% more stable energy" }
}

extension NutriSyncPlan {
    /// The optimization potential the schedule screens show: the seed's figures (see
    /// `NutriSyncPotential` for why they are not computed).
    public var potential: NutriSyncPotential { .seed }

    /// "This schedule will help you lose weight": the schedule preview's "[user's goal]",
    /// the primary goal as a verb phrase.
    public var goalPhrase: String {
        switch profile.primaryGoal {
        case .loseWeight: "lose weight"
        case .buildMuscle: "build muscle"
        case .improveEnergy: "improve your energy"
        case .athleticPerformance: "fuel your athletic performance"
        case .generalHealth: "balance your nutrition for overall wellness"
        }
    }

    public var scheduleGoalText: String { "This schedule will help you \(goalPhrase)" }
}

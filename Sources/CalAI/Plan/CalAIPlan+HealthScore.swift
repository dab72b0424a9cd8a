// The plan's health score, 0…10. Cal AI shows one without saying how it is made; this one
// is ours: three parts, each from one published threshold, integers only, so the same
// profile always scores the same.
//
//   pace safety     0…4   how fast, as a share of body weight per week
//   goal BMI band   0…3   whether the goal weight is a healthy weight
//   protein         0…3   whether the protein target is enough for the current body
//
// The sample: pace 1.0 lb of 180 lb = 0.56 %/week → 3; goal BMI 76.2 kg / 1.778² m² =
// 24.1, normal → 3; 134 g / 81.6 kg = 1.64 g/kg → 3. Total 9 → "9/10".

extension CalAIPlan {
    public static func healthScore(profile: CalAIProfile, protein: Int) -> Int {
        paceScore(goal: profile.goal, pace: profile.pace, weight: profile.weight)
            + bmiScore(weight: profile.goalWeight, height: profile.height)
            + proteinScore(grams: protein, weight: profile.weight)
    }

    /// 4 to maintain. Losing: ≤ 0.5 % of body weight a week 4, ≤ 1 % 3, ≤ 1.5 % 1, faster 0
    /// — 0.5–1 %/week keeps lean mass (Helms, Aragon & Fitschen, "Evidence-based
    /// recommendations for natural bodybuilding contest preparation", JISSN 2014;11:20).
    /// Gaining: half those shares (0.25 / 0.5 / 0.75 %), since beyond ~0.5 %/week the gain
    /// is mostly fat (Iraki et al., "Nutrition recommendations for bodybuilders in the
    /// off-season", Sports 2019;7:154). Compared in whole micrograms × basis points.
    public static func paceScore(goal: CalAIProfile.Goal, pace: CalAIProfile.Weight, weight: CalAIProfile.Weight) -> Int {
        guard goal != .maintain else { return 4 }
        let basisPoints = goal == .lose ? [50, 100, 150] : [25, 50, 75]
        let points = [4, 3, 1]
        for (limit, score) in zip(basisPoints, points) where pace.micrograms * 10_000 <= weight.micrograms * limit {
            return score
        }
        return 0
    }

    /// WHO BMI bands of the goal weight (WHO Technical Report Series 894, 2000): normal
    /// 18.5–24.9 → 3, overweight 25–29.9 → 2, obese ≥ 30 → 1, underweight < 18.5 → 0 (a
    /// goal below a healthy weight is the one this score must not reward).
    public static func bmiScore(weight: CalAIProfile.Weight, height: CalAIProfile.Height) -> Int {
        let bmi = weight.kilograms / (height.metres * height.metres)
        return switch bmi {
        case ..<18.5: 0
        case ..<25: 3
        case ..<30: 2
        default: 1
        }
    }

    /// Protein per kg of *current* weight: ≥ 1.6 g/kg 3 (Morton et al. 2018's plateau),
    /// ≥ 1.2 g/kg 2, ≥ 0.8 g/kg 1 (the adult RDA, Institute of Medicine 2005), less 0.
    public static func proteinScore(grams: Int, weight: CalAIProfile.Weight) -> Int {
        let perKilogram = Double(grams) / weight.kilograms
        return switch perKilogram {
        case 1.6...: 3
        case 1.2...: 2
        case 0.8...: 1
        default: 0
        }
    }
}

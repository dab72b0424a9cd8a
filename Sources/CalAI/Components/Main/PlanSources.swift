public import SwiftUI

/// The plan's sources (000 p8 "A list of academic sources at the bottom"; 000 §2.2 "a list
/// of the peer-reviewed sources used to create the plan"): the works `CalAIPlan` computes
/// from, as its files cite them.
nonisolated public struct PlanSources: View {
    @Environment(\.mainLook) private var look

    public init() {}

    /// One per step of the calculation: BMR, activity and deficit, floor, protein, fat, BMI.
    public static let sources = [
        "Mifflin-St Jeor equation — Am J Clin Nutr, 1990",
        "Calorie counting made easy — Harvard Health Publishing",
        "ISSN position stand: protein and exercise — JISSN, 2017",
        "Dietary Reference Intakes for Energy and Macronutrients — Institute of Medicine, 2005",
        "Obesity: preventing and managing the global epidemic — WHO, 2000",
    ]

    public var body: some View {
        let look = self.look
        VStack(alignment: .leading, spacing: 8) {
            OnScreen {
                Text("Plan based on the following sources, among other peer-reviewed medical studies:")
                    .font(look.font(.footnote, .footnote))
                    .foregroundColor(look.color(.textSecondary))
                    .fixedSize(horizontal: false, vertical: true)
            }
            ForEach(Self.sources, id: \.self) { source in
                OnScreen {
                    HStack(alignment: .top, spacing: 8) {
                        Text("•").font(look.font(.footnote, .footnote))
                        Text(source)
                            .font(look.font(.footnote, .footnote))
                            .fixedSize(horizontal: false, vertical: true)
                        Spacer(minLength: 0)
                    }
                    .foregroundColor(look.color(.textSecondary))
                }
            }
        }
    }
}

public import SwiftUI

/// A compact card of what the user is about to save (seed 000 p8 "Save your progress"):
/// the goal line, the daily calories and macros, and the health score, from the plan.
nonisolated public struct PlanSnapshot: View {
    @Environment(\.mainLook) private var look
    let plan: CalAIPlan

    public init(plan: CalAIPlan) { self.plan = plan }

    public var body: some View {
        let look = self.look
        VStack(alignment: .leading, spacing: 14) {
            HStack(spacing: 10) {
                Image(systemName: "lock.fill")
                    .font(.system(size: look.scaled(value: 15, .subheadline), weight: .semibold))
                    .foregroundColor(look.color(.textPrimary))
                    .accessibilityLabel("Saved securely")
                Text("Your custom plan")
                    .font(look.font(.headline, .headline))
                    .foregroundColor(look.color(.textPrimary))
                    .fixedSize(horizontal: false, vertical: true)
            }
            Text(plan.goalText)
                .font(look.font(.subheadline, .subheadline))
                .foregroundColor(look.color(.textSecondary))
                .fixedSize(horizontal: false, vertical: true)
            ForEach(Macro.allCases, id: \.self) { macro in
                let value = macro == .calories ? "\(plan.dailyCalories) kcal" : macro.value(in: plan)
                // The value beside its macro; under it when the largest type leaves no room.
                ViewThatFits(in: .horizontal) {
                    HStack(spacing: 10) {
                        label(macro)
                        Spacer(minLength: 8)
                        amount(value)
                    }
                    VStack(alignment: .leading, spacing: 4) {
                        label(macro)
                        amount(value)
                    }
                }
            }
        }
        // Full width even when every row is stacked (nothing then stretches it).
        .frame(maxWidth: .infinity, alignment: .leading)
        .mainCard(look, padding: 20)
    }

    func label(_ macro: Macro) -> some View {
        let look = self.look
        return HStack(spacing: 10) {
            MacroIcon(macro, diameter: 22)
            Text(macro.title)
                .font(look.font(.subheadline, .subheadline))
                .foregroundColor(look.color(.textPrimary))
                .fixedSize(horizontal: false, vertical: true)
        }
    }

    func amount(_ value: String) -> some View {
        let look = self.look
        return Text(value)
            .font(look.font(.headline, .headline))
            .monospacedDigit()
            .foregroundColor(look.color(.textPrimary))
            .fixedSize()
    }
}

public import SwiftUI

/// Onboarding page 7: "Rollover extra calories to the next day?" (seed 000 p7 "Calorie
/// Adjustment Screens"; 001 p7 "a 'Rollover extra calories' screen"). Two days side by
/// side: yesterday with calories left over, today with the rolled-over calories added to
/// the goal (the sample plan's daily calories), and No / Yes.
nonisolated public struct CalAIRollover: View {
    @Environment(\.calAI) private var theme
    let plan: CalAIPlan

    public init(plan: CalAIPlan = CalAIPlan(profile: .sample)) { self.plan = plan }

    public var body: some View {
        let t = theme
        OnboardingPage(progress: 20 / 29, title: "Rollover extra calories to the next day?",
                 subtitle: "Rollover up to \(CalAIPlan.rolloverLimit) cals") {
            ViewThatFits(in: .horizontal) {
                HStack(alignment: .top, spacing: t.length(.spacingCardGap)) { days }
                VStack(spacing: t.length(.spacingCardGap)) { days }
            }
        } footer: {
            YesNoButtons()
        }
    }

    @ViewBuilder
    var days: some View {
        DayCard(day: "Yesterday", left: CalAIPlan.exampleCaloriesLeft, goal: plan.dailyCalories, rollover: nil)
        DayCard(day: "Today", left: plan.exampleGoalWithRollover, goal: plan.exampleGoalWithRollover, rollover: plan.exampleRollover)
    }
}

/// One day of the rollover example: the day, a calorie ring (eaten of the goal) with the
/// flame, the calories left, and — on the day that receives them — the rolled-over badge.
nonisolated struct DayCard: View {
    @Environment(\.calAI) private var theme
    @Environment(\.appearance) private var appearance
    let day: String
    let left: Int
    let goal: Int
    let rollover: Int?

    var body: some View {
        let t = theme
        let ring = t.length(.sizeMacroRingDiameter), line = t.length(.sizeMacroRingLineWidth)
        VStack(alignment: .leading, spacing: 12) {
            Text(day)
                .font(t.typeface(.headline, .headline))
                .foregroundColor(t.swatch(.textPrimary))
            ZStack {
                Circle().stroke(t.swatch(.macroRingTrack), lineWidth: line)
                Circle().trim(from: 0, to: Double(goal - left) / Double(goal))
                    .stroke(t.swatch(.macroCalories), lineWidth: line, lineCap: .round)
                    .rotationEffect(.degrees(-90))
                Image(systemName: "flame.fill")
                    .font(.system(size: 22, weight: .semibold))
                    .foregroundColor(t.swatch(.macroCalories))
            }
            .frame(width: ring, height: ring)
            .padding(line / 2)
            .frame(maxWidth: .infinity)
            VStack(alignment: .leading, spacing: 0) {
                HStack(alignment: .bottom, spacing: 2) {
                    Text("\(left)")
                        .font(t.typeface(.macroValue, .title3))
                        .foregroundColor(t.swatch(.textPrimary))
                        .monospacedDigit()
                        .fixedSize()
                    Text("/\(goal)")
                        .font(t.typeface(.subheadline, .subheadline))
                        .foregroundColor(t.swatch(.textSecondary))
                        .monospacedDigit()
                        .fixedSize()
                }
                Text("Cals left")
                    .font(t.typeface(.subheadline, .subheadline))
                    .foregroundColor(t.swatch(.textSecondary))
            }
            // Yesterday's unused calories in grey; today's rolled-over share in black.
            HStack(spacing: 4) {
                Image(systemName: rollover == nil ? "clock" : "arrow.clockwise").font(.system(size: 12, weight: .bold))
                Text(rollover.map { "+\($0) rolled over" } ?? "\(left) unused").font(t.typeface(.caption, .caption).weight(.semibold))
            }
            .foregroundColor(t.swatch(rollover == nil ? .optionText : .onInverse))
            .padding(.horizontal, 10)
            .padding(.vertical, 5)
            .background(t.swatch(rollover == nil ? .optionFill : .inverse), in: Capsule())
        }
        .padding(t.length(.spacingCardPadding))
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(t.swatch(.surface), in: RoundedRectangle(cornerRadius: t.length(.radiusCard)))
        .overlay(RoundedRectangle(cornerRadius: t.length(.radiusCard)).strokeBorder(t.swatch(.border), lineWidth: t.length(.sizeHairline)))
        .tokenShadow(t.shadowToken(.card, appearance))
        .accessibilityLabel("\(day): \(left) of \(goal) calories left" + (rollover.map { ", \($0) rolled over" } ?? ""))
    }
}

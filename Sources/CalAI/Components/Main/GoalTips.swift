public import SwiftUI

/// "How to reach your goals:" (000 §2.2 "A titled list … with individual, icon-based tips
/// in separate rows (e.g., 'Track your food')"; 000 p8 "actionable tips"): each tip an icon
/// in a grey circle and a line of text, in a grey rounded row.
nonisolated public struct GoalTips: View {
    @Environment(\.mainLook) private var look
    let plan: CalAIPlan
    let tileFill: CalAIColor

    /// `tileFill`: the rows' colour token; the icon circles take the other of `surface` and
    /// `option.fill`.
    public init(plan: CalAIPlan, tileFill: CalAIColor = .optionFill) { self.plan = plan; self.tileFill = tileFill }

    /// The tips, the numbers in them from the plan.
    public static func tips(_ plan: CalAIPlan) -> [(symbol: String, text: String)] {
        [
            ("heart.fill", "Get your weekly health score and improve your routine"),
            ("camera.viewfinder", "Track your food"),
            ("flame.fill", "Follow your daily calorie recommendation of \(plan.dailyCalories) kcal"),
            ("chart.pie.fill", "Balance your carbs (\(plan.carbsText)), protein (\(plan.proteinText)) and fats (\(plan.fatsText))"),
        ]
    }

    public var body: some View {
        let look = self.look
        let d = look.scaled(.sizeTipIcon, .callout)
        VStack(alignment: .leading, spacing: look.length(.spacingOptionGap)) {
            OnScreen {
                Text("How to reach your goals:")
                    .font(look.font(.title2, .title2))
                    .foregroundColor(look.color(.textPrimary))
                    .fixedSize(horizontal: false, vertical: true)
            }
            ForEach(Array(Self.tips(plan).enumerated()), id: \.offset) { _, tip in
                OnScreen {
                    HStack(spacing: 14) {
                        Image(systemName: tip.symbol)
                            .font(.system(size: d * 0.45, weight: .semibold))
                            .foregroundColor(look.color(.textPrimary))
                            .frame(width: d, height: d)
                            .background(look.color(tileFill == .surface ? .optionFill : .surface), in: Circle())
                            .accessibilityLabel("Tip")
                        Text(tip.text)
                            .font(look.font(.callout, .callout))
                            // A long word of a tip shrinks whole beside the icon rather than breaking (SE, AX sizes).
                            .minimumScaleFactor(0.55)
                            .foregroundColor(look.color(.textPrimary))
                            .fixedSize(horizontal: false, vertical: true)
                        Spacer(minLength: 0)
                    }
                    .padding(look.length(.spacingCardPadding) - 4)
                    .background(look.color(tileFill), in: RoundedRectangle(cornerRadius: look.length(.radiusOption)))
                }
            }
        }
    }
}

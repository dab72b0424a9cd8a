public import SwiftUI

/// The four recommendation cards as a 2 × 2 grid (000 §2.2 "Daily Recommendation Cards"),
/// one column when Dynamic Type makes two too narrow.
nonisolated public struct MacroGrid: View {
    @Environment(\.mainLook) private var look
    let plan: CalAIPlan
    let fill: Double

    public init(plan: CalAIPlan, fill: Double = 1) { self.plan = plan; self.fill = fill }

    public var body: some View {
        let gap = look.length(.spacingCardGap)
        let plan = self.plan, fill = self.fill
        ViewThatFits(in: .horizontal) {
            VStack(spacing: gap) {
                OnScreen { HStack(spacing: gap) { MacroCard(.calories, plan: plan, fill: fill); MacroCard(.carbs, plan: plan, fill: fill) } }
                OnScreen { HStack(spacing: gap) { MacroCard(.protein, plan: plan, fill: fill); MacroCard(.fats, plan: plan, fill: fill) } }
            }
            .frame(minWidth: look.scaled(value: 150, .title3) * 2 + gap)
            VStack(spacing: gap) {
                ForEach(Macro.allCases, id: \.self) { macro in OnScreen { MacroCard(macro, plan: plan, fill: fill) } }
            }
        }
    }
}

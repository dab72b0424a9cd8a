public import SwiftUI

/// Seed §6.2, with the "other GlassCards…" a daily dashboard shows: macros, water, workouts.
nonisolated public struct Dashboard: View {
    let day: SampleDay
    public init(day: SampleDay = SampleDay()) { self.day = day }

    public var body: some View {
        BaseScreen {
            VStack(alignment: .leading, spacing: 24) {
                CascadeText(text: "Daily\nDashboard")
                    .font(.scaled(.system(size: 34, weight: .thin, design: .rounded)))
                ScrollView {
                    VStack(spacing: 20) {
                        GlassCard {
                            // Side by side as the seed draws it; stacked when Dynamic Type
                            // makes the pair wider than the card (ViewThatFits, as an iOS
                            // layout adapts to accessibility sizes).
                            ViewThatFits(in: .horizontal) {
                                HStack {
                                    MetricRing(value: day.calories, goal: day.calorieGoal)
                                    Spacer()
                                    GradientNumber(value: day.calories)
                                }
                                VStack(spacing: 12) {
                                    MetricRing(value: day.calories, goal: day.calorieGoal)
                                    GradientNumber(value: day.calories)
                                }
                                .frame(maxWidth: .infinity)
                            }
                        }
                        .accessibilityLabel("Nutrition summary, \(day.calories) of \(day.calorieGoal) calories")
                        MacrosCard(day: day)
                        WaterCard(day: day)
                        WorkoutsCard(day: day)
                    }
                    // The seed's 24-pt margin, inside the scroll view at the bottom: with
                    // `.padding(24)` around it (the seed's line) the scroll view stopped 24 pt
                    // above the screen's edge and cut "Morning run" there (`check fold`); now
                    // the cards run off the glass, and rest 24 pt above it when scrolled to the end.
                    .padding(.bottom, 24)
                }
            }
            .padding([.horizontal, .top], 24)
        }
    }
}

/// Protein, carbs and fat against their goals, as thin bars.
nonisolated struct MacrosCard: View {
    let day: SampleDay
    var body: some View {
        GlassCard {
            VStack(alignment: .leading, spacing: 12) {
                Text("Macros").font(.headline)
                MacroRow(name: "Protein", grams: day.protein.grams, goal: day.protein.goal)
                MacroRow(name: "Carbs", grams: day.carbs.grams, goal: day.carbs.goal)
                MacroRow(name: "Fat", grams: day.fat.grams, goal: day.fat.goal)
            }
        }
        .accessibilityLabel("Macros, protein \(day.protein.grams) of \(day.protein.goal) grams, carbs \(day.carbs.grams) of \(day.carbs.goal) grams, fat \(day.fat.grams) of \(day.fat.goal) grams")
    }
}

nonisolated struct MacroRow: View {
    let name: String
    let grams: Int
    let goal: Int
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            LabeledValue {
                Text(name).font(.subheadline)
            } value: {
                Text("\(grams) / \(goal) g").font(.subheadline).monospacedDigit()
            }
            ProgressBar(fraction: Double(grams) / Double(goal))
        }
    }
}

/// A 6 pt capsule track with a white fill.
nonisolated struct ProgressBar: View {
    let fraction: Double
    var body: some View {
        Capsule().fill(Color.white.opacity(0.35))
            .frame(height: 6)
            .overlay(alignment: .leading) {
                BarFill(fraction: min(max(fraction, 0), 1))
            }
    }
}

/// The filled part of a bar: a capsule as wide as `fraction` of what it is offered.
nonisolated struct BarFill: PrimitiveView {
    let fraction: Double
    func makeNode(_ context: BuildContext) -> any LayoutNode {
        FractionNode(fraction: fraction, child: Capsule().fill(Color.white).makeNode(context))
    }
}

import DisplayList

struct FractionNode: LayoutNode {
    let fraction: Double
    let child: any LayoutNode
    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        Size(width: (proposal.width ?? 0) * fraction, height: proposal.height ?? 0)
    }
    func place(in frame: Rect, _ context: inout PlacementContext) { child.place(in: frame, &context) }
}

nonisolated struct WaterCard: View {
    let day: SampleDay
    var body: some View {
        GlassCard {
            HStack(spacing: 16) {
                Image(systemName: "drop.fill").font(.scaled(.system(size: 28, weight: .light))).foregroundColor(.white)
                VStack(alignment: .leading, spacing: 6) {
                    LabeledValue {
                        Text("Water").font(.headline)
                    } value: {
                        Text("\(litres(day.waterLitres)) of \(litres(day.waterGoalLitres)) L").font(.subheadline).monospacedDigit()
                    }
                    ProgressBar(fraction: day.waterLitres / day.waterGoalLitres)
                }
            }
        }
        .accessibilityLabel("Water, \(litres(day.waterLitres)) of \(litres(day.waterGoalLitres)) litres")
    }

    func litres(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
}

nonisolated struct WorkoutsCard: View {
    let day: SampleDay
    var body: some View {
        GlassCard {
            VStack(alignment: .leading, spacing: 12) {
                Text("Workouts").font(.headline)
                ForEach(day.workouts.indices, id: \.self) { i in
                    HStack(spacing: 12) {
                        Image(systemName: i == 0 ? "figure.run" : "figure.strengthtraining.traditional").font(.scaled(.system(size: 22, weight: .light)))
                        VStack(alignment: .leading, spacing: 2) {
                            Text(day.workouts[i].name).font(.subheadline)
                            Text(day.workouts[i].detail).font(.caption)
                        }
                        Spacer()
                    }
                }
            }
        }
        .accessibilityLabel("Workouts, " + day.workouts.map { "\($0.name), \($0.detail)" }.joined(separator: "; "))
    }
}

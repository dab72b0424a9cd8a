import Layout

/// `myfitness/today`: the day's move ring in a card, steps and exercise side by side (one
/// above the other when they do not fit, at the largest text sizes), and the next workout.
/// State `goal-met`: the move goal passed, the ring full and a badge under it.
struct TodayScreen: View {
    let theme: MyFitnessTheme
    let sample: MyFitnessSample

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: theme.stackSpacing) {
                ScreenHeader(theme: theme, overline: sample.date.uppercased(), title: "Today")
                moveCard
                ViewThatFits(in: .horizontal) {
                    HStack(alignment: .top, spacing: theme.stackSpacing) { stepsTile; exerciseTile }
                    VStack(spacing: theme.stackSpacing) { stepsTile; exerciseTile }
                }
                weekCard
                nextWorkout
            }
            .padding(.horizontal, theme.screenPadding)
            .padding(.vertical, 8)
        }
    }

    private var moveProgress: Double { Double(sample.moveKilocalories) / Double(max(sample.moveGoal, 1)) }

    private var moveCard: some View {
        Card(theme: theme) {
            VStack(spacing: 14) {
                ActivityRing(theme: theme, progress: moveProgress, figure: grouped(sample.moveKilocalories),
                             caption: "of \(grouped(sample.moveGoal)) kcal")
                if sample.moveKilocalories >= sample.moveGoal {
                    HStack(spacing: 6) {
                        Image(systemName: "checkmark.circle.fill").font(theme.headline).foregroundColor(theme.accent)
                        Text("Move goal reached").font(theme.headline).foregroundColor(theme.textPrimary)
                    }
                    .id("goal-badge")
                } else {
                    Text("\(grouped(sample.moveGoal - sample.moveKilocalories)) kcal to your move goal")
                        .font(theme.body).foregroundColor(theme.textSecondary).multilineTextAlignment(.center)
                }
            }
            .frame(maxWidth: .infinity)
        }
        .id("move")
    }

    private var stepsTile: some View {
        StatTile(theme: theme, symbol: "figure.walk", title: "Steps", value: grouped(sample.steps),
                 goal: "of \(grouped(sample.stepGoal))", fraction: Double(sample.steps) / Double(sample.stepGoal), tint: theme.steps)
            .id("steps")
    }

    private var exerciseTile: some View {
        StatTile(theme: theme, symbol: "flame.fill", title: "Exercise", value: "\(sample.exerciseMinutes) min",
                 goal: "of \(sample.exerciseGoal) min", fraction: Double(sample.exerciseMinutes) / Double(sample.exerciseGoal),
                 tint: theme.exercise)
            .id("exercise")
    }

    /// The last seven days' move calories as bars against the goal: days that met it in the
    /// accent, the others in the accent at 40 %.
    private var weekCard: some View {
        let barHeight = 64.0
        let average = sample.week.reduce(0, +) / max(sample.week.count, 1)
        return Card(theme: theme) {
            VStack(alignment: .leading, spacing: 12) {
                ViewThatFits(in: .horizontal) {
                    HStack(alignment: .bottom, spacing: 8) {
                        Text("Last 7 days").font(theme.headline).foregroundColor(theme.textPrimary).lineLimit(1)
                        Spacer(minLength: 0)
                        Text("avg \(grouped(average)) kcal").font(theme.caption).foregroundColor(theme.textSecondary).lineLimit(1)
                    }
                    VStack(alignment: .leading, spacing: 2) {
                        Text("Last 7 days").font(theme.headline).foregroundColor(theme.textPrimary)
                        Text("avg \(grouped(average)) kcal").font(theme.caption).foregroundColor(theme.textSecondary)
                    }
                }
                HStack(alignment: .bottom, spacing: 0) {
                    ForEach(sample.week.indices, id: \.self) { i in
                        let share = min(Double(sample.week[i]) / Double(max(sample.moveGoal, 1)), 1)
                        VStack(spacing: 6) {
                            ZStack(alignment: .bottom) {
                                Capsule().fill(theme.track).frame(width: 10, height: barHeight)
                                Capsule().fill(sample.week[i] >= sample.moveGoal ? theme.accent : theme.accent.opacity(0.4))
                                    .frame(width: 10, height: max(barHeight * share, 10))
                                    .id("day-\(i)")
                            }
                            Text(MyFitnessSample.weekdays[i]).font(theme.caption).foregroundColor(theme.textSecondary)
                        }
                        .frame(maxWidth: .infinity)
                    }
                }
            }
        }
        .id("week")
    }

    private var nextWorkout: some View {
        Card(theme: theme) {
            HStack(spacing: 12) {
                TintedIcon(theme: theme, systemName: "figure.run", tint: theme.accent)
                VStack(alignment: .leading, spacing: 2) {
                    Text("Next up").font(theme.caption).foregroundColor(theme.textSecondary)
                    Text("Evening run").font(theme.headline).foregroundColor(theme.textPrimary)
                        .minimumScaleFactor(0.7)  // shrinks whole rather than breaking "Evening" at AX XL
                    Text("18:30 · 5 km easy").font(theme.body).foregroundColor(theme.textSecondary)
                }
                Spacer(minLength: 0)
                Image(systemName: "chevron.right").font(theme.body).foregroundColor(theme.textSecondary)
            }
        }
        .id("next")
    }
}

/// A screen's small capitalised line over its large title.
struct ScreenHeader: View {
    let theme: MyFitnessTheme
    let overline: String
    let title: String

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(overline).font(theme.caption).foregroundColor(theme.textSecondary)
            Text(title).font(theme.largeTitle).foregroundColor(theme.textPrimary)
        }
        .padding(.top, 8)
        .padding(.bottom, 4)
    }
}

/// A goal in a card: icon and name, the figure, a bar and the goal under it.
struct StatTile: View {
    let theme: MyFitnessTheme
    let symbol: String
    let title: String
    let value: String
    let goal: String
    let fraction: Double
    let tint: Color

    var body: some View {
        Card(theme: theme) {
            VStack(alignment: .leading, spacing: 8) {
                HStack(spacing: 6) {
                    Image(systemName: symbol).font(theme.caption).foregroundColor(tint)
                    Text(title).font(theme.caption).foregroundColor(theme.textSecondary)
                        .minimumScaleFactor(0.7)  // shrinks whole rather than breaking "Exercise" at AX sizes
                }
                Text(value).font(theme.headline).monospacedDigit().foregroundColor(theme.textPrimary).lineLimit(1)
                ProgressBar(theme: theme, fraction: fraction, tint: tint)
                Text(goal).font(theme.caption).foregroundColor(theme.textSecondary).lineLimit(1)
            }
        }
    }
}

import Layout

/// `myfitness/workouts`: the week's totals, the workouts logged, and the button to start
/// one. State `empty`: nothing logged yet this week.
struct WorkoutsScreen: View {
    let theme: MyFitnessTheme
    let sample: MyFitnessSample

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: theme.stackSpacing) {
                ScreenHeader(theme: theme, overline: "THIS WEEK", title: "Workouts")
                if sample.workouts.isEmpty { emptyCard } else { totals; list }
                PrimaryButton(theme: theme, title: "Start a workout", systemName: "plus").id("start")
            }
            .padding(.horizontal, theme.screenPadding)
            .padding(.vertical, 8)
        }
    }

    private var totals: some View {
        let minutes = sample.workouts.reduce(0) { $0 + $1.minutes }
        let kcal = sample.workouts.reduce(0) { $0 + $1.kilocalories }
        return Card(theme: theme) {
            ViewThatFits(in: .horizontal) {
                HStack(alignment: .top, spacing: 0) {
                    figure("\(sample.workouts.count)", "workouts")
                    Spacer(minLength: 12)
                    figure("\(minutes)", "minutes")
                    Spacer(minLength: 12)
                    figure(grouped(kcal), "kcal")
                }
                VStack(alignment: .leading, spacing: 10) {
                    figure("\(sample.workouts.count)", "workouts")
                    figure("\(minutes)", "minutes")
                    figure(grouped(kcal), "kcal")
                }
            }
        }
        .id("totals")
    }

    private func figure(_ value: String, _ unit: String) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(value).font(theme.largeTitle).monospacedDigit().foregroundColor(theme.textPrimary).lineLimit(1)
            Text(unit).font(theme.caption).foregroundColor(theme.textSecondary).lineLimit(1)
        }
        .accessibilityLabel("\(value) \(unit)")
    }

    private var list: some View {
        Card(theme: theme) {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(sample.workouts.indices, id: \.self) { index in
                    if index > 0 { Rectangle().fill(theme.separator).frame(height: 1).padding(.leading, theme.iconSize + 12) }
                    WorkoutRow(theme: theme, workout: sample.workouts[index]).padding(.vertical, 10)
                }
            }
        }
        .id("list")
    }

    private var emptyCard: some View {
        Card(theme: theme) {
            VStack(spacing: 10) {
                TintedIcon(theme: theme, systemName: "figure.run", tint: theme.accent)
                Text("No workouts yet this week").font(theme.headline).foregroundColor(theme.textPrimary)
                    .multilineTextAlignment(.center)
                Text("Start one below, or log a walk you took. Your week's totals appear here.")
                    .font(theme.body).foregroundColor(theme.textSecondary).multilineTextAlignment(.center)
            }
            .padding(.vertical, 16)
            .frame(maxWidth: .infinity)
        }
        .id("empty")
    }
}

/// One workout: its icon, name and details, and its calories on the right — under the
/// details when the row is too narrow, and the icon above it all at the largest text sizes.
struct WorkoutRow: View {
    let theme: MyFitnessTheme
    let workout: MyFitnessSample.Workout

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 12) {
                icon
                titles
                Spacer(minLength: 8)
                calories
            }
            HStack(spacing: 12) {
                icon
                VStack(alignment: .leading, spacing: 4) { titles; calories }
                Spacer(minLength: 0)
            }
            VStack(alignment: .leading, spacing: 8) { icon; titles; calories }
        }
        .accessibilityLabel("\(workout.title), \(workout.detail), \(workout.kilocalories) kilocalories")
    }

    private var icon: some View { TintedIcon(theme: theme, systemName: workout.symbol, tint: theme.accent) }

    private var titles: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(workout.title).font(theme.headline).foregroundColor(theme.textPrimary)
            Text(workout.detail).font(theme.body).foregroundColor(theme.textSecondary)
        }
    }

    private var calories: some View {
        Text("\(workout.kilocalories) kcal").font(theme.headline).monospacedDigit().foregroundColor(theme.accent)
    }
}

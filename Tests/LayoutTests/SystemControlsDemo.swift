import Layout

/// A small Settings-like screen that uses every stock iOS control Layout draws: a tab bar,
/// a large-title navigation stack with a toolbar button, and an inset-grouped list with a
/// header and footer, value rows, disclosure rows, a linear progress bar and a segmented picker.
struct SystemControlsDemo: View {
    var selection = "profile"

    var body: some View {
        TabView(selection: selection) {
            Tab("Home", systemImage: "house.fill", value: "home") { Text("Home") }
            Tab("History", systemImage: "calendar", value: "history") { Text("History") }
            Tab("Stats", systemImage: "chart.bar.fill", value: "stats") { Text("Stats") }
            Tab("Profile", systemImage: "person.crop.circle.fill", value: "profile") {
                NavigationStack {
                    List {
                        Section(header: Text("Today")) {
                            VStack(alignment: .leading, spacing: 8) {
                                LabeledContent("Calories", value: "1,240 of 2,100")
                                ProgressView(value: 1_240, total: 2_100)
                            }
                            Picker("Range", selection: "week") {
                                Text("Week").tag("week")
                                Text("Month").tag("month")
                                Text("Year").tag("year")
                            }
                            .pickerStyle(.segmented)
                        }
                        Section(header: Text("Goals"), footer: Text("Your daily calories come from your weight, height and activity.")) {
                            LabeledContent("Daily Calories", value: "2,100 kcal")
                            LabeledContent("Target Weight", value: "72 kg")
                            NavigationLink("Macro Targets", value: "macros")
                        }
                        Section {
                            NavigationLink(value: "units") { LabeledContent("Units", value: "Metric") }
                            NavigationLink("Notifications", value: "notifications")
                        }
                    }
                    .listStyle(.insetGrouped)
                    .navigationTitle("Profile")
                    .toolbar { ToolbarItem(placement: .topBarTrailing) { Text("Edit") } }
                }
            }
        }
    }
}

import Layout

/// A small Settings-like screen that uses every stock iOS control Layout draws: a tab bar,
/// a large-title navigation stack with a toolbar button, and an inset-grouped list with a
/// header and footer, value rows, disclosure rows and a destructive row.
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
                        Section(header: Text("Goals"), footer: Text("Your daily calories come from your weight, height and activity.")) {
                            LabeledContent("Daily Calories", value: "2,100 kcal")
                            LabeledContent("Target Weight", value: "72 kg")
                            NavigationLink("Macro Targets", value: "macros")
                        }
                        Section {
                            NavigationLink(value: "units") { LabeledContent("Units", value: "Metric") }
                            NavigationLink("Notifications", value: "notifications")
                        }
                        Section {
                            Text("Sign Out").foregroundStyle(Color.systemRed)
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

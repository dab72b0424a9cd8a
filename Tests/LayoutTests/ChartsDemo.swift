import Layout

/// Three charts as a FitAI-like screen would show them, each in an inset card on the
/// grouped background: a week of calories in bars, the week's macros stacked by series,
/// and a weight line with its points and a dashed goal rule, on an explicit y scale.
struct ChartsDemo: View {
    static let week: [(day: String, kcal: Double)] = [
        ("Mon", 1840), ("Tue", 1640), ("Wed", 2310), ("Thu", 2000), ("Fri", 1900), ("Sat", 1750), ("Sun", 2100),
    ]
    static let macros: [(day: String, macro: String, grams: Double)] = [
        ("Mon", "Protein", 130), ("Mon", "Carbs", 210), ("Mon", "Fat", 60),
        ("Tue", "Protein", 110), ("Tue", "Carbs", 180), ("Tue", "Fat", 70),
        ("Wed", "Protein", 150), ("Wed", "Carbs", 240), ("Wed", "Fat", 85),
        ("Thu", "Protein", 125), ("Thu", "Carbs", 200), ("Thu", "Fat", 65),
        ("Fri", "Protein", 140), ("Fri", "Carbs", 190), ("Fri", "Fat", 75),
    ]
    static let weight: [(day: String, kg: Double)] = [
        ("1 Nov", 81.2), ("8 Nov", 80.4), ("15 Nov", 79.9), ("22 Nov", 79.1), ("29 Nov", 78.6), ("6 Dec", 78.0),
    ]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                card("Calories") {
                    Chart(Self.week) { d in
                        BarMark(x: .value("Day", d.day), y: .value("kcal", d.kcal))
                    }
                    .frame(height: 140)
                }
                card("Macros") {
                    Chart {
                        for m in Self.macros {
                            BarMark(x: .value("Day", m.day), y: .value("g", m.grams))
                                .foregroundStyle(by: .value("Macro", m.macro))
                        }
                    }
                    .frame(height: 170)
                }
                card("Weight") {
                    Chart {
                        for w in Self.weight {
                            LineMark(x: .value("Week", w.day), y: .value("kg", w.kg)).symbol(.circle)
                        }
                        RuleMark(y: .value("Goal", 77))
                            .foregroundStyle(.green)
                            .lineStyle(StrokeStyle(lineWidth: 1, dash: [5, 4]))
                            .annotation(position: .bottom) { Text("Goal 77 kg") }
                    }
                    .chartYScale(domain: 75...82)
                    .frame(height: 140)
                }
            }
            .padding(16)
        }
        .background(Color.systemGroupedBackground)
    }

    func card<Content: View>(_ title: String, @ViewBuilder content: () -> Content) -> some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(title).font(.headline)
            content()
        }
        .padding(16)
        .background(Color.secondarySystemGroupedBackground, in: RoundedRectangle(cornerRadius: 10))
    }
}

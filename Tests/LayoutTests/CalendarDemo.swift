import Layout

/// A History-like screen with both date pickers: a compact "From"/"To" range in one section
/// and the graphical picker with goal marks (met green, missed red, one day with a dot) in
/// the next, today 20 October 2025 and 14 October selected.
struct CalendarDemo: View {
    static func day(_ d: Int) -> CalendarDay { CalendarDay(year: 2025, month: 10, day: d)! }

    static let goalMarks: CalendarDayDecoration = { day in
        guard day.month == 10 else { return nil }
        switch day.day {
        case 1, 2, 4, 5, 7, 9, 10, 13, 15, 16, 19: return .filled(.green, status: "Goal met")
        case 3, 6, 8, 11, 12, 17: return .filled(.red, status: "Goal missed")
        case 18: return .dot(.orange, status: "Partly logged")
        default: return nil
        }
    }

    var body: some View {
        NavigationStack {
            List {
                Section(header: Text("Range")) {
                    DatePicker("From", selection: Self.day(1), displayedComponents: .date)
                    DatePicker("To", selection: Self.day(31), displayedComponents: .date)
                }
                Section {
                    DatePicker("", selection: Self.day(14), displayedComponents: .date)
                        .datePickerStyle(.graphical)
                        .calendarDayDecoration(Self.goalMarks)
                }
            }
            .navigationTitle("History")
        }
        .calendarToday(Self.day(20))
    }
}

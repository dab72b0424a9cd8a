import SwiftUI

/// `fitai/history` (seed §History View Flow: "calendar view with color-coded days (green =
/// goal achieved, red = not achieved)", "Filter by date range or view statistics"; Phase 5:
/// "Calendar view of past days", "Filter by date range"): the History tab as iOS 18 draws it —
/// the graphical date picker of one month with met days on a green disc and missed days on a
/// red one (unlogged days plain), the range as compact From/To date pickers, the range's
/// summary and its logged days newest first, each a disclosure row to its day's detail.
///
/// States: none shows the month of the log's last day ("today"); `september` shows the
/// month before it, so both of the sample's months render. The range is the month shown,
/// up to today.
nonisolated struct FitAIHistoryScreen: View {
    let diary: FitAIDiary
    /// Months back from today's: 0 for today's month, 1 for the one before.
    let monthsBack: Int

    static let states = ["september"]

    /// The state's months back: the sample's last month is October, so `september` is one back.
    static func monthsBack(state: String?) -> Int { state == "september" ? 1 : 0 }

    /// Today: the log's last day; with nothing logged, the day the user row was last updated
    /// (a calendar still shows, with nothing marked).
    private var today: FitAIDate {
        diary.lastDay ?? FitAIDate(iso: String(diary.user.updatedAt.prefix(10))) ?? FitAIDate(dayNumber: 0)
    }

    /// The first of the month shown.
    private var monthStart: FitAIDate {
        var first = today.firstOfMonth
        for _ in 0..<monthsBack { first = first.adding(days: -1).firstOfMonth }
        return first
    }

    /// The range: the month shown, cut off at today.
    private var range: (from: FitAIDate, to: FitAIDate) {
        let end = monthStart.adding(days: monthStart.daysInMonth - 1)
        return (monthStart, min(end, today))
    }

    var body: some View {
        let range = range
        let summary = diary.summary(from: range.from, to: range.to)
        let days = Array(diary.loggedDays(from: range.from, to: range.to).reversed())
        return FitAITabs(.history) {
            NavigationStack {
                List {
                    Section(footer: Text("Green: goal met. Red: over the goal. Days with nothing logged stay plain.")) {
                        calendar(range: range)
                    }
                    Section(header: Text("Range")) {
                        DatePicker("From", selection: Self.calendarDay(range.from), displayedComponents: .date)
                        DatePicker("To", selection: Self.calendarDay(range.to), displayedComponents: .date)
                    }
                    Section(header: Text("Summary")) { summaryRows(summary) }
                    if !days.isEmpty {
                        Section(header: Text("Days")) {
                            ForEach(days, id: \.date) { FitAIHistoryDayRow(day: $0) }
                        }
                    }
                }
                .navigationTitle("History")
            }
            .calendarToday(Self.calendarDay(today))
        }
    }

    /// The month's grid, the selected day being the month's last logged one (or today, or the
    /// month's last day), as if the user had tapped it.
    private func calendar(range: (from: FitAIDate, to: FitAIDate)) -> some View {
        let marks = Dictionary(uniqueKeysWithValues: diary.month(year: monthStart.year, month: monthStart.month).compactMap { day in
            Self.mark(day.status).map { (Self.calendarDay(day.date), $0) }
        })
        let selected = diary.loggedDays(from: range.from, to: range.to).last?.date ?? range.to
        return DatePicker("", selection: Self.calendarDay(selected), displayedComponents: .date)
            .datePickerStyle(.graphical)
            .calendarDayDecoration { marks[$0] }
    }

    /// Met: green; missed: red; nothing logged: plain.
    static func mark(_ status: FitAIDayStatus) -> CalendarDayMark? {
        switch status {
        case .met: .filled(.systemGreen, status: "Goal met")
        case .missed: .filled(.systemRed, status: "Goal missed")
        case .noEntries: nil
        }
    }

    @ViewBuilder private func summaryRows(_ s: FitAIRangeSummary) -> some View {
        LabeledContent("Days Logged", value: "\(s.loggedDays) of \(s.calendarDays)")
        LabeledContent("Goal Met", value: Self.days(s.metDays))
        LabeledContent("Goal Missed", value: Self.days(s.missedDays))
        LabeledContent("Achievement Rate", value: s.achievementRate.map(FitAIFormat.percent) ?? "–")
        LabeledContent("Longest Streak", value: Self.days(s.longestStreak))
    }

    /// "1 day", "25 days".
    static func days(_ n: Int) -> String { n == 1 ? "1 day" : "\(FitAIFormat.number(Double(n))) days" }

    static func calendarDay(_ d: FitAIDate) -> CalendarDay { CalendarDay(dayNumber: d.dayNumber) }
}

/// One logged day in the history list: a green check or a red cross, the date, the day's
/// calories trailing in the secondary label colour, and the chevron to the day's detail.
/// VoiceOver reads "Friday, October 31, 1,247 kcal, goal met".
/// At accessibility sizes the calories go under the date, as iOS's value cells stack their
/// trailing text: side by side, the squeezed "1,800 kcal" broke mid-number on the SE.
nonisolated struct FitAIHistoryDayRow: View {
    let day: FitAIDay

    @Environment(\.contentSize) private var contentSize

    var body: some View {
        let met = day.goalAchieved
        let kcal = FitAIFormat.kcal(day.totals.calories)
        let icon = Image(systemName: met ? "checkmark.circle.fill" : "xmark.circle.fill")
            .foregroundStyle(met ? Color.systemGreen : Color.systemRed)
            .accessibilityLabel(met ? "Goal met" : "Goal missed")
        let date = Text(FitAIFormat.weekdayNames[day.date.weekday - 1].prefix(3) + ", " + FitAIFormat.shortDate(day.date))
            .accessibilityLabel(FitAIFormat.longDate(day.date) + ", " + kcal + (met ? ", goal met" : ", goal missed"))
        return NavigationLink(value: day.date) {
            if contentSize.isAccessibilityCategory {
                HStack(alignment: .top, spacing: 10) {
                    icon
                    VStack(alignment: .leading, spacing: 2) {
                        date
                        Text(kcal).foregroundStyle(Color.secondaryLabel)
                    }
                    Spacer(minLength: 0)
                }
            } else {
                HStack(spacing: 10) {
                    icon
                    date.layoutPriority(1)
                    Spacer(minLength: 8)
                    Text(kcal).foregroundStyle(Color.secondaryLabel)
                }
            }
        }
    }
}

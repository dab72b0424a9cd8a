import DisplayList
import Tokens

/// The geometry of iOS 18's graphical (inline) date picker on an iPhone.
enum CalendarMetrics {
    /// The month header row ("October 2025 ›" and the ‹ › arrows).
    static let headerHeight = 44.0
    /// The weekday row ("SUN" … "SAT") at the default text size; it grows with its text.
    static let weekdayRowHeight = 20.0
    /// A week row at the default text size: a 44-pt touch target.
    static let minimumWeekHeight = 44.0
    /// The selection disc is inset this much from the smaller side of its cell.
    static let discInset = 2.0
    /// A `.dot` mark's diameter, and its gap below the number's cell centre line.
    static let dotSize = 6.0
    /// Day numbers stop growing at AX1 (31 pt): seven columns of "30" must fit a phone's
    /// width, and iOS's own calendar stops growing there too (the large content viewer shows more).
    static let largestTextSize = ContentSizeCategory.accessibilityMedium

    /// A week row's height: 2.2 × the day number's size (44 pt for 20-pt Title 3), never
    /// under the 44-pt touch target.
    static func weekHeight(at category: ContentSizeCategory) -> Double {
        let size = TextStyle.title3.pointSize(at: min(category, largestTextSize))
        return max(minimumWeekHeight, (size * 2.2).rounded())
    }
}

/// A month as iOS 18's graphical date picker draws it, without the header: a row of weekday
/// initials (footnote semibold, upper-cased, tertiary label) over a seven-column grid of day
/// numbers (Title 3) with as many week rows as the month needs (4 to 6). Columns share the
/// width equally; days outside the month are blank. The selected day sits on a tint disc;
/// today's number is in the tint colour (see `CalendarDayCell` for every case).
///
///     CalendarMonthView(month: CalendarMonth(year: 2025, month: 10), selection: day) { day in
///         goalMet[day].map { $0 ? .filled(.green, status: "Goal met") : .filled(.red, status: "Goal missed") }
///     }
///
/// The first column is `calendarFirstWeekday` (Sunday unless set), today is `calendarToday`
/// (none unless set: a render never reads the clock), and days are marked by the
/// `decoration` given here or else the environment's `calendarDayDecoration`.
nonisolated public struct CalendarMonthView: View {
    let month: CalendarMonth
    let selection: CalendarDay?
    let decoration: CalendarDayDecoration?

    /// `month`'s grid, `selection` on the tint disc, days marked by the environment's decoration.
    public init(month: CalendarMonth, selection: CalendarDay? = nil) {
        self.month = month; self.selection = selection; decoration = nil
    }

    /// `month`'s grid, `selection` on the tint disc, days marked by `decoration`.
    public init(month: CalendarMonth, selection: CalendarDay? = nil, decoration: @escaping CalendarDayDecoration) {
        self.month = month; self.selection = selection; self.decoration = decoration
    }

    @Environment(\.calendarFirstWeekday) private var firstWeekday
    @Environment(\.calendarDayDecoration) private var environmentDecoration
    @Environment(\.calendarToday) private var today

    public var body: some View {
        let weeks = month.weeks(firstWeekday: firstWeekday)
        let decorate = decoration ?? environmentDecoration
        return VStack(spacing: 0) {
            WeekdayRow(firstWeekday: firstWeekday)
            ForEach(Array(weeks.indices), id: \.self) { row in
                HStack(spacing: 0) {
                    ForEach(Array(0..<7), id: \.self) { column in
                        CalendarDayCell(day: weeks[row][column], selection: selection, today: today,
                                        mark: weeks[row][column].flatMap { decorate?($0) })
                    }
                }
            }
        }
        .dynamicTypeSize(...CalendarMetrics.largestTextSize)
    }
}

/// One cell of the grid, as iOS 18 draws it:
/// - a plain day: its number in the label colour, regular;
/// - today: the number in the tint colour, semibold;
/// - the selected day: a disc of the tint at 12 % (light) or 20 % (dark) behind the number
///   in the tint, semibold; when the selected day is also today, a solid tint disc behind a
///   white semibold number (how the picker first opens);
/// - a `filled` mark: a disc of the mark's colour at 22 % behind the number in the label
///   colour (semibold when today); the selection's disc wins over a mark's;
/// - a `dot` mark: the number as above with a 6-pt dot of the mark's colour under it.
/// A blank cell (nil day) draws nothing. VoiceOver reads "Wednesday, October 1", prefixed
/// with "Today, " for today and followed by the mark's status; the selected day is selected.
nonisolated struct CalendarDayCell: View {
    let day: CalendarDay?
    let selection: CalendarDay?
    let today: CalendarDay?
    let mark: CalendarDayMark?

    @Environment(\.tint) private var tint
    @Environment(\.appearance) private var appearance
    @Environment(\.contentSize) private var contentSize

    var body: some View {
        let height = CalendarMetrics.weekHeight(at: contentSize)
        if let day {
            let isSelected = day == selection
            let isToday = day == today
            Text("\(day.day)")
                .font(.title3.weight(isSelected || isToday ? .semibold : .regular))
                .foregroundStyle(numberColor(isSelected: isSelected, isToday: isToday))
                .lineLimit(1)
                // On the number itself: a label on the cell would land on its disc, the
                // first thing the cell draws.
                .accessibilityLabel(label(day, isToday: isToday))
                .accessibilityAddTraits(isSelected ? [.isButton, .isSelected, .systemControl] : [.isButton, .systemControl])
                .frame(maxWidth: .infinity)
                .frame(height: height)
                .background {
                    if let disc = discColor(isSelected: isSelected, isToday: isToday) {
                        Circle().fill(disc).padding(CalendarMetrics.discInset)
                    }
                }
                .overlay(alignment: .bottom) {
                    if let mark, mark.style == .dot, !isSelected {
                        Circle().fill(mark.color)
                            .frame(width: CalendarMetrics.dotSize, height: CalendarMetrics.dotSize)
                            .padding(.bottom, 3)
                    }
                }
        } else {
            Spacer(minLength: 0)
                .frame(maxWidth: .infinity)
                .frame(height: height)
        }
    }

    private func numberColor(isSelected: Bool, isToday: Bool) -> Color {
        if isSelected { return isToday ? .white : tint }
        if mark?.style == .filled { return .label }
        return isToday ? tint : .label
    }

    private func discColor(isSelected: Bool, isToday: Bool) -> Color? {
        if isSelected { return isToday ? tint : tint.opacity(appearance == .light ? 0.12 : 0.2) }
        if let mark, mark.style == .filled { return mark.color.opacity(CalendarDayMark.fillOpacity) }
        return nil
    }

    private func label(_ day: CalendarDay, isToday: Bool) -> String {
        var parts = [CalendarNames.dayCell(day)]
        if isToday { parts.insert("Today", at: 0) }
        if let status = mark?.status, !status.isEmpty { parts.append(status) }
        return parts.joined(separator: ", ")
    }
}

/// The weekday row: "SUN" … "SAT" (footnote semibold, tertiary label) centred over the
/// columns, or the initials "S" … "S" in every column when large text leaves any column too
/// narrow for three letters — one form for the whole row, as iOS falls back to its very
/// short weekday symbols. VoiceOver reads the whole name either way.
nonisolated struct WeekdayRow: PrimitiveView {
    let firstWeekday: Int

    static let font = Font.footnote.weight(.semibold)

    func makeNode(_ context: BuildContext) -> any LayoutNode {
        let probe = context.with { $0.font = Self.font }
        let labels = (0..<7).map { probe.build(Text(CalendarNames.weekdayHeader(firstWeekday + $0)), index: 100 + $0) }
        return WeekdayRowNode(full: context.build(row(initials: false), index: 0), initials: context.build(row(initials: true), index: 1),
                              labels: labels)
    }

    private func row(initials: Bool) -> some View {
        HStack(spacing: 0) {
            ForEach(Array(0..<7), id: \.self) { column in
                let header = CalendarNames.weekdayHeader(firstWeekday + column)
                Text(initials ? String(header.prefix(1)) : header)
                    .font(Self.font)
                    .foregroundStyle(Color.tertiaryLabel)
                    .lineLimit(1)
                    .accessibilityLabel(CalendarNames.weekdays[CalendarMonth.normalisedWeekday(firstWeekday + column) - 1])
                    .frame(maxWidth: .infinity, minHeight: CalendarMetrics.weekdayRowHeight)
            }
        }
    }
}

struct WeekdayRowNode: LayoutNode {
    let full: any LayoutNode
    let initials: any LayoutNode
    /// The seven three-letter labels alone, to measure.
    let labels: [any LayoutNode]

    private func choice(width: Double?, _ context: LayoutContext) -> any LayoutNode {
        guard let width, width.isFinite else { return full }
        let column = width / 7
        return labels.allSatisfy { $0.sizeThatFits(.unspecified, context).width <= column + 0.001 } ? full : initials
    }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        choice(width: proposal.width, context).sizeThatFits(proposal, context)
    }

    func place(in frame: Rect, _ context: inout PlacementContext) {
        choice(width: frame.width, context.layoutContext).place(in: frame, &context)
    }
}

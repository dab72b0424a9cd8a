import DisplayList
import Foundation
import Layout
import Render
import Testing
import Tokens

/// The graphical date picker and `CalendarMonthView`: exact cell frames for known months
/// (fixed-advance fake font: a character is 0.5 × its size wide, a line 1.2 × tall), the
/// colours of selection, today and marks in both appearances, Dynamic Type, VoiceOver labels
/// and hostile input.
@Suite struct CalendarLayoutTests {
    static let october = CalendarMonth(year: 2025, month: 10)
    func day(_ y: Int, _ m: Int, _ d: Int) -> CalendarDay { CalendarDay(year: y, month: m, day: d)! }

    /// 350 pt wide: seven 50-pt columns.
    func grid<V: View>(_ view: V, appearance: Appearance = .light, contentSize: ContentSizeCategory = .large) -> DisplayList {
        var env = EnvironmentValues()
        env.appearance = appearance
        env.contentSize = contentSize
        return layout(view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top), width: 350, height: 900, environment: env)
    }
    func number(_ list: DisplayList, _ n: Int) -> Element? { list.elements.first { $0.text?.string == "\(n)" } }
    /// Selection and `filled` discs (a `dot` mark is a 6-pt circle).
    func discs(_ list: DisplayList) -> [Element] { list.elements.filter { $0.shape == .ellipse && $0.frame.width > 6 } }

    // MARK: Geometry

    @Test func october2025CellsSitInTheirColumnsAndFiveRows() throws {
        let list = grid(CalendarMonthView(month: Self.october).fixedSize(horizontal: false, vertical: true))
        // The weekday row: 20 pt, SUN…SAT centred in their columns, footnote semibold, tertiary label.
        let sun = try #require(list.elements.first { $0.text?.string == "SUN" })
        #expect(abs(sun.frame.midX - 25) < 1e-9)
        #expect(abs(sun.frame.midY - 10) < 1e-9)
        #expect(sun.text?.font.size == 13 && sun.text?.font.weight == 600)
        #expect(sun.text?.paint == .solid(RGBA(hex: "#3C3C434D")!))
        #expect(list.elements.compactMap { $0.text?.string }.prefix(7) == ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"])
        // 1 October: fourth column (150…200), first week row (20…64); its 20-pt "1" is
        // 10 × 24 pt, centred in the cell.
        #expect(number(list, 1)?.frame == Rect(x: 170, y: 30, width: 10, height: 24))
        #expect(number(list, 4)?.frame.midX == 325)
        #expect(number(list, 5)?.frame.midX == 25)
        #expect(abs((number(list, 5)?.frame.midY ?? 0) - (20 + 44 + 22)) < 1e-9)
        // 31 October: a Friday in the fifth and last week row.
        #expect(number(list, 31)?.frame == Rect(x: 265, y: 20 + 4 * 44 + 10, width: 20, height: 24))
        #expect(list.elements.filter { $0.text != nil }.count == 7 + 31, "weekdays and days only: blank cells draw nothing")
        #expect(list.elements.allSatisfy { $0.frame.maxY <= 20 + 5 * 44 })
    }

    @Test func weeksStartOnTheConfiguredWeekday() throws {
        let list = grid(CalendarMonthView(month: Self.october).calendarFirstWeekday(2))
        #expect(list.elements.compactMap { $0.text?.string }.prefix(7) == ["MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN"])
        #expect(number(list, 1)?.frame.midX == 125, "Wednesday is the third column")
    }

    @Test func aFebruaryFromSundayHasFourRowsAndAugust2025Six() throws {
        let feb = grid(CalendarMonthView(month: CalendarMonth(year: 2026, month: 2)))
        #expect(abs((number(feb, 28)?.frame.midY ?? 0) - (20 + 3 * 44 + 22)) < 1e-9)
        let aug = grid(CalendarMonthView(month: CalendarMonth(year: 2025, month: 8)))
        #expect(abs((number(aug, 31)?.frame.midY ?? 0) - (20 + 5 * 44 + 22)) < 1e-9)
        #expect(number(aug, 31)?.frame.midX == 25, "a Sunday alone in the sixth row")
        let leap = grid(CalendarMonthView(month: CalendarMonth(year: 2024, month: 2)))
        #expect(number(leap, 29) != nil)
        let notLeap = grid(CalendarMonthView(month: CalendarMonth(year: 2100, month: 2)))
        #expect(number(notLeap, 28) != nil && number(notLeap, 29) == nil)
    }

    @Test func graphicalPickerHasAHeaderOverTheGrid() throws {
        let list = grid(DatePicker("", selection: day(2025, 10, 14), displayedComponents: .date).datePickerStyle(.graphical))
        let title = try #require(list.elements.first { $0.text?.string == "October 2025" })
        #expect(abs(title.frame.x) < 1e-9)
        #expect(abs(title.frame.midY - 22) < 1e-9)
        #expect(title.text?.font.size == 17 && title.text?.font.weight == 600)
        #expect(title.accessibilityLabel == "October 2025")
        #expect(title.accessibilityTraits.contains("isButton"))
        let chevrons = list.elements.filter { $0.accessibilityLabel == "chevron.right" || $0.accessibilityLabel == "Next Month" || $0.accessibilityLabel == "Previous Month" }
        #expect(chevrons.count == 3)
        #expect(chevrons.allSatisfy { $0.text?.paint == .solid(RGBA(hex: "#007AFF")!) })
        let next = try #require(list.elements.first { $0.accessibilityLabel == "Next Month" })
        #expect(next.frame.maxX <= 350 && next.frame.maxX > 340)
        #expect(list.elements.contains { $0.accessibilityLabel == "Previous Month" && $0.frame.maxX < next.frame.x })
        // Weekdays under the 44-pt header, then the grid.
        #expect(abs((list.elements.first { $0.text?.string == "SUN" }?.frame.midY ?? 0) - (44 + 10)) < 1e-9)
        #expect(abs((number(list, 1)?.frame.midY ?? 0) - (44 + 20 + 22)) < 1e-9)
        // The selection's month is shown: 14 October on its disc (Tuesday, third week).
        let disc = try #require(discs(list).first)
        // The 46 × 40 inset cell holds a 40-pt circle, centred.
        #expect(near(disc.frame, Rect(x: 105, y: 44 + 20 + 88 + 2, width: 40, height: 40)))
    }

    // MARK: Colours

    @Test func selectedDayIsOnAPaleTintDiscAndTodayIsInTint() throws {
        let view = CalendarMonthView(month: Self.october, selection: day(2025, 10, 14)).calendarToday(day(2025, 10, 20))
        let light = grid(view)
        #expect(discs(light).map(\.fill) == [.solid(RGBA(hex: "#007AFF")!.opacity(0.12))])
        #expect(number(light, 14)?.text?.paint == .solid(RGBA(hex: "#007AFF")!))
        #expect(number(light, 14)?.text?.font.weight == 600)
        #expect(number(light, 20)?.text?.paint == .solid(RGBA(hex: "#007AFF")!))
        #expect(number(light, 21)?.text?.paint == .solid(.black))
        #expect(number(light, 21)?.text?.font.weight == 400)
        let dark = grid(view, appearance: .dark)
        #expect(discs(dark).map(\.fill) == [.solid(RGBA(hex: "#0A84FF")!.opacity(0.2))])
        #expect(number(dark, 20)?.text?.paint == .solid(RGBA(hex: "#0A84FF")!))
        #expect(number(dark, 21)?.text?.paint == .solid(.white))
    }

    @Test func selectedTodayIsASolidTintDiscWithAWhiteNumberAndFollowsTint() throws {
        let view = CalendarMonthView(month: Self.october, selection: day(2025, 10, 14)).calendarToday(day(2025, 10, 14))
        let light = grid(view)
        #expect(discs(light).map(\.fill) == [.solid(RGBA(hex: "#007AFF")!)])
        #expect(number(light, 14)?.text?.paint == .solid(.white))
        let orange = grid(view.tint(.orange), appearance: .dark)
        #expect(discs(orange).map(\.fill) == [.solid(RGBA(hex: "#FF9F0A")!)])
    }

    static let goalMarks: CalendarDayDecoration = { day in
        guard day.month == 10 else { return .filled(.blue, status: "Other month") }
        switch day.day {
        case 1...3: return .filled(.green, status: "Goal met")
        case 6: return .filled(.red, status: "Goal missed")
        case 8: return .dot(.red, status: "Goal missed")
        default: return nil
        }
    }

    @Test func filledMarksAreTintedDiscsBehindLabelColouredNumbers() throws {
        let light = grid(CalendarMonthView(month: Self.october, decoration: Self.goalMarks))
        #expect(discs(light).count == 4, "three green, one red")
        let green = try #require(discs(light).first { $0.frame.midX == 175 })
        #expect(green.fill == .solid(RGBA(hex: "#34C759")!.opacity(0.22)))
        #expect(number(light, 1)?.text?.paint == .solid(.black))
        let red = try #require(discs(light).first { $0.frame.midY == 20 + 44 + 22 && $0.frame.midX == 75 })
        #expect(red.fill == .solid(RGBA(hex: "#FF3B30")!.opacity(0.22)))
        let dark = grid(CalendarMonthView(month: Self.october, decoration: Self.goalMarks), appearance: .dark)
        #expect(discs(dark).first?.fill == .solid(RGBA(hex: "#30D158")!.opacity(0.22)))
        #expect(number(dark, 1)?.text?.paint == .solid(.white))
        // The number stays ≥ 4.5:1 on its disc over each appearance's backgrounds (white and
        // the white list card in light; black and the #1C1C1E card in dark).
        for (mark, backgrounds, text) in [("#34C759", ["#FFFFFF", "#F2F2F7"], RGBA.black), ("#FF3B30", ["#FFFFFF", "#F2F2F7"], .black),
                                          ("#30D158", ["#000000", "#1C1C1E"], .white), ("#FF453A", ["#000000", "#1C1C1E"], .white)] {
            for background in backgrounds {
                let disc = over(RGBA(hex: mark)!.opacity(CalendarDayMark.fillOpacity), RGBA(hex: background)!)
                #expect(contrast(text, disc) >= 4.5, "\(mark) on \(background): \(contrast(text, disc))")
            }
        }
    }

    @Test func dotMarksSitUnderTheNumber() throws {
        let list = grid(CalendarMonthView(month: Self.october, decoration: Self.goalMarks))
        let dot = try #require(list.elements.first { $0.shape == .ellipse && $0.frame.width == 6 })
        // 8 October: Wednesday, second row (64…108); the dot's bottom 3 pt above the row's.
        #expect(dot.frame == Rect(x: 172, y: 108 - 3 - 6, width: 6, height: 6))
        #expect(dot.fill == .solid(RGBA(hex: "#FF3B30")!))
        #expect(number(list, 8)?.text?.paint == .solid(.black))
    }

    @Test func marksArePaintedAtTheirPixels() throws {
        for (appearance, background, green) in [(Appearance.light, RGBA.white, RGBA(hex: "#34C759")!), (.dark, .black, RGBA(hex: "#30D158")!)] {
            let view = CalendarMonthView(month: Self.october, decoration: Self.goalMarks).background(Color.systemBackground)
            let raster = try CairoRenderer().render(grid(view, appearance: appearance))
            // 2 October's disc: centre (225, 42), radius 20; 14 pt left of centre is clear of the "2".
            let pixel = raster.pixel(x: 211, y: 42)
            let expected = over(green.opacity(0.22), background)
            #expect(abs(pixel.r - expected.r) < 0.01 && abs(pixel.g - expected.g) < 0.01 && abs(pixel.b - expected.b) < 0.01,
                    "\(appearance): \(pixel) ≠ \(expected)")
            // A blank cell before the 1st is the background.
            #expect(raster.pixel(x: 25, y: 42) == background)
        }
    }

    @Test func decorationsForDaysOutsideTheMonthAreNeverDrawn() throws {
        // goalMarks marks every day of other months blue; October's blank cells stay blank.
        let list = grid(CalendarMonthView(month: Self.october, decoration: { _ in .filled(.blue, status: "Everywhere") }))
        #expect(discs(list).count == 31)
        #expect(discs(list).allSatisfy { $0.frame.minX >= 0 && $0.frame.maxY <= 20 + 5 * 44 })
        #expect(!discs(list).contains { $0.frame.midY == 42 && $0.frame.midX < 150 })
    }

    @Test func environmentDecorationReachesTheGraphicalPicker() throws {
        let list = grid(DatePicker("", selection: day(2025, 10, 20))
            .datePickerStyle(.graphical)
            .calendarDayDecoration(Self.goalMarks))
        // Three green, one red, the selection's disc; marks on the selected day give way to it.
        #expect(discs(list).count == 5)
        #expect(list.elements.contains { $0.accessibilityLabel == "Wednesday, October 1, Goal met" })
    }

    // MARK: Accessibility

    @Test func everyDayCellIsLabelledWithItsWeekdayDateAndStatus() throws {
        let list = grid(CalendarMonthView(month: Self.october, selection: day(2025, 10, 14), decoration: Self.goalMarks)
            .calendarToday(day(2025, 10, 6)))
        #expect(number(list, 14)?.accessibilityLabel == "Tuesday, October 14")
        #expect(number(list, 14)?.accessibilityTraits.contains("isSelected") == true)
        #expect(number(list, 2)?.accessibilityLabel == "Thursday, October 2, Goal met")
        #expect(number(list, 6)?.accessibilityLabel == "Today, Monday, October 6, Goal missed")
        #expect(number(list, 8)?.accessibilityLabel == "Wednesday, October 8, Goal missed")
        #expect(number(list, 31)?.accessibilityLabel == "Friday, October 31")
        #expect(number(list, 31)?.accessibilityTraits.contains("isButton") == true)
        #expect(number(list, 31)?.accessibilityTraits.contains("isSelected") == false)
    }

    // MARK: Dynamic Type

    @Test func rowsGrowWithDynamicTypeUpToAX1() throws {
        let xxxl = grid(CalendarMonthView(month: Self.october), contentSize: .extraExtraExtraLarge)
        // Title 3 is 26 pt at xxxLarge: rows of 57 pt (26 × 2.2).
        #expect(number(xxxl, 1)?.text?.font.size == 26)
        let sun = try #require(xxxl.elements.first { $0.text?.string == "SUN" })
        let weekdayRow = max(20, sun.frame.height)
        #expect(abs((number(xxxl, 5)?.frame.midY ?? 0) - (weekdayRow + 57 + 28.5)) < 1e-9)
        // Past AX1 the numbers stay 31 pt in 68-pt rows, so "30" fits a 50-pt column.
        for size in [ContentSizeCategory.accessibilityMedium, .accessibilityExtraExtraExtraLarge] {
            let list = grid(CalendarMonthView(month: Self.october), contentSize: size)
            #expect(number(list, 1)?.text?.font.size == 31)
            #expect(list.overflows.isEmpty)
            let row = try #require(number(list, 12)).frame.midY - (try #require(number(list, 5)).frame.midY)
            #expect(row == 68)
        }
    }

    // MARK: Compact picker

    @Test func compactPickerShowsTheDateOnAFillAtTheRowsTrailingEdge() throws {
        var env = EnvironmentValues()
        env.device = .iPhone16
        for (appearance, fill) in [(Appearance.light, "#7676801F"), (.dark, "#7676803D")] {
            env.appearance = appearance
            let list = ScreenLayout.layout(List { Section { DatePicker("From", selection: day(2025, 10, 1), displayedComponents: .date) } },
                                           environment: env, measurer: FixedAdvanceMeasurer())
            let title = try #require(list.elements.first { $0.text?.string == "From" })
            #expect(title.frame.x == 32)
            let date = try #require(list.elements.first { $0.text?.string == "Oct 1, 2025" })
            #expect(date.text?.paint == .solid(appearance == .light ? .black : .white))
            #expect(date.accessibilityLabel == "From, October 1, 2025")
            let chip = try #require(list.elements.first { $0.shape == .roundedRectangle(cornerRadius: 6, style: .continuous) })
            #expect(chip.fill == .solid(RGBA(hex: fill)!))
            // The chip ends at the row's trailing inset (393 − 16 − 16) and is 34 pt tall
            // (a 20.4-pt fake body line + 2 × 6), centred in the 44-pt row.
            #expect(abs(chip.frame.maxX - 361) < 1e-9)
            #expect(abs(chip.frame.height - (20.4 + 12)) < 1e-9)
            #expect(abs(chip.frame.midY - title.frame.midY) < 1e-9)
            #expect(abs(date.frame.maxX - (361 - 11)) < 1e-9)
        }
    }

    // MARK: Hostile input

    @Test func hostileMonthsAndYearsDrawAClampedMonth() throws {
        // Year 0 → January 0001 (a Monday: one blank cell); 99999 → December 9999.
        let early = grid(CalendarMonthView(month: CalendarMonth(year: 0, month: 0)))
        #expect(number(early, 1)?.accessibilityLabel == "Monday, January 1")
        #expect(number(early, 1)?.frame.midX == 75)
        let late = grid(DatePicker("", selection: CalendarDay(dayNumber: .max)).datePickerStyle(.graphical))
        #expect(late.elements.contains { $0.text?.string == "December 9999" })
        #expect(number(late, 31)?.accessibilityLabel == "Friday, December 31")
        let thirteen = grid(CalendarMonthView(month: CalendarMonth(year: 2025, month: 13)))
        #expect(number(thirteen, 1)?.accessibilityLabel == "Thursday, January 1")
    }
}

/// `top` composited over an opaque `bottom`.
func over(_ top: RGBA, _ bottom: RGBA) -> RGBA {
    RGBA(r: top.r * top.a + bottom.r * (1 - top.a), g: top.g * top.a + bottom.g * (1 - top.a), b: top.b * top.a + bottom.b * (1 - top.a), a: 1)
}

/// WCAG 2 contrast ratio of two opaque colours.
func contrast(_ a: RGBA, _ b: RGBA) -> Double {
    func luminance(_ c: RGBA) -> Double {
        func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b)
    }
    let (l1, l2) = (luminance(a), luminance(b))
    return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
}

/// What large text does to the parts beside the grid.
@Suite struct CalendarLargeTextTests {
    func screen<V: View>(_ view: V, _ size: ContentSizeCategory, device: Device = .iPhoneSE) -> DisplayList {
        var env = EnvironmentValues()
        env.device = device
        env.contentSize = size
        return ScreenLayout.layout(view, environment: env, measurer: FixedAdvanceMeasurer())
    }
    let october1 = CalendarDay(year: 2025, month: 10, day: 1)!

    @Test func weekdayHeadersFallBackToOneLetterInNarrowColumns() throws {
        let view = List { Section { CalendarMonthView(month: CalendarMonth(year: 2025, month: 10)) } }
        let large = screen(view, .large)
        #expect(large.elements.compactMap { $0.text?.string }.prefix(7) == ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"])
        // An 18-pt column is narrower than "WED" in 13-pt footnote (19.5 pt): every column
        // draws its initial instead (one form for the row), and VoiceOver reads the name.
        let narrow = layout(CalendarMonthView(month: CalendarMonth(year: 2025, month: 10)), width: 126, height: 400)
        #expect(narrow.elements.compactMap { $0.text?.string }.prefix(7) == ["S", "M", "T", "W", "T", "F", "S"])
        #expect(narrow.elements.first { $0.text?.string == "W" }?.accessibilityLabel == "Wednesday")
        // 19.5-pt columns hold "WED" exactly: three letters everywhere.
        let justWideEnough = layout(CalendarMonthView(month: CalendarMonth(year: 2025, month: 10)), width: 136.5, height: 400)
        #expect(justWideEnough.elements.compactMap { $0.text?.string }.prefix(7) == ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"])
        #expect(narrow.elements.filter { $0.text != nil }.count == 7 + 31)
        // The weekday row fits. Two-digit days do not fit an 18-pt column and are recorded
        // as truncated (Dynamic Type checks report them) rather than hidden.
        #expect(!narrow.overflows.isEmpty)
        #expect(narrow.overflows.allSatisfy { $0.kind == .truncated && $0.ids.allSatisfy { $0.contains("CalendarDayCell") } })
    }

    @Test func compactPickerPutsTheDateUnderItsTitleAtAccessibilitySizes() throws {
        let list = screen(List { Section { DatePicker("From", selection: october1) } }, .accessibilityExtraLarge)
        let title = try #require(list.elements.first { $0.text?.string == "From" })
        let date = try #require(list.elements.first { $0.text?.string == "Oct 1, 2025" })
        #expect(date.frame.minY > title.frame.maxY)
        #expect(abs(date.frame.minX - (title.frame.minX + 11)) < 1e-9)
        #expect(list.overflows.isEmpty)
        // Below the accessibility sizes it stays one row.
        let row = screen(List { Section { DatePicker("From", selection: october1) } }, .extraExtraExtraLarge)
        let rowTitle = try #require(row.elements.first { $0.text?.string == "From" })
        #expect(abs((row.elements.first { $0.text?.string == "Oct 1, 2025" }?.frame.midY ?? 0) - rowTitle.frame.midY) < 1e-9)
    }
}

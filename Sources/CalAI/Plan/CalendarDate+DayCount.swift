extension CalendarDate {
    /// Days since 1970-01-01 on the proleptic Gregorian calendar.
    ///
    /// Howard Hinnant's `days_from_civil` ("chrono-Compatible Low-Level Date Algorithms",
    /// howardhinnant.github.io/date_algorithms.html): the year is shifted to start in
    /// March so that February's leap day falls at the end, and is counted in 400-year
    /// eras of exactly 146 097 days. Integer-only, exact for any year.
    public var daysSinceEpoch: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400                                        // 0 … 399
        let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1         // 0 … 365, from March 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468                            // 719 468: 0000-03-01 → 1970-01-01
    }

    /// The inverse of `daysSinceEpoch` (Hinnant's `civil_from_days`).
    public init(daysSinceEpoch days: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097                                                   // 0 … 146 096
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)     // from March 1
        let shiftedMonth = (5 * dayOfYear + 2) / 153                                       // 0 = March
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }

    /// Whole years from `self` (a birth date) to `date`: one more on each birthday.
    ///
    /// Someone born on February 29 turns a year older on March 1 in a common year (the
    /// birthday has not happened on February 28); some jurisdictions use February 28
    /// instead. A choice, made once, so that the age and hence the BMR are deterministic.
    public func wholeYears(until date: CalendarDate) -> Int {
        let years = date.year - year
        return (date.month, date.day) < (month, day) ? years - 1 : years
    }
}

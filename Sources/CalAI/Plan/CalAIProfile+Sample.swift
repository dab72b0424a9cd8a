extension CalAIProfile {
    /// The profile every Cal AI screen is rendered with, chosen so that the plan yields
    /// the seed's texts: "Losing 12 lbs is a realistic target" and "Lose 12 lbs by
    /// December 26", and the speed slider's "1.0 lbs".
    ///
    /// Male, 3-5 workouts, 5 ft 10 in, 180 lb, born 1995-06-15, losing to 168 lb at
    /// 1.0 lb a week. 180 − 168 = 12 lb; 12 lb ÷ 1.0 lb/week = 12 weeks = 84 days. So
    /// "today" is 84 days before 2025-12-26: back 26 days to Nov 30, 30 more to Oct 31,
    /// 28 more to Oct 3 → 2025-10-03 (a Friday). On that day he is 30.
    public static let sample = CalAIProfile(
        gender: .male, workouts: .threeToFive, feet: 5, inches: 10, pounds: 180,
        birthDate: CalendarDate(year: 1995, month: 6, day: 15), goal: .lose, desiredPounds: 168, poundsPerWeek: 1.0,
        today: CalendarDate(year: 2025, month: 10, day: 3))
}

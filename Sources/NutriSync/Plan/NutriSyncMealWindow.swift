/// One meal window of the plan: the seed's `MealWindowBlock` (icon, time range, purpose,
/// calories) without the drawing.
public struct NutriSyncMealWindow: Sendable, Hashable {
    /// "Morning Window", "Meal 3".
    public let name: String
    /// "🌅".
    public let icon: String
    /// "Energizing breakfast".
    public let purpose: String
    public let start: NutriSyncTime
    public let end: NutriSyncTime
    /// Minutes after waking at which the window opens: orders windows across midnight.
    public let startAfterWake: Int
    public let lengthMinutes: Int
    /// Percent of the day's calories, the shares adding to 100.
    public let share: Int
    public let calories: Int

    /// "7-9 AM", "12-1 PM", "5:30-7 PM", "11 AM-1 PM" — as the seed writes them, with ":00"
    /// left out and one AM/PM when both ends share it.
    public var rangeText: String {
        start.meridiem == end.meridiem ? "\(start.shortClock)-\(end.shortClock) \(end.meridiem)"
                                       : "\(start.shortText)-\(end.shortText)"
    }

    /// "🌅 Morning Window: 7-9 AM (Energizing breakfast)": the schedule preview's line.
    public var previewText: String { "\(icon) \(name): \(rangeText) (\(purpose))" }
}

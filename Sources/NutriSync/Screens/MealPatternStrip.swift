import SwiftUI
import DisplayList
import Tokens

/// The small picture on a meal-frequency card: the profile's waking day (wake → bed) as a
/// thin track, with the windows the plan gives that routine under the card's pattern — so
/// the cards compare patterns on the user's own day rather than on a drawing. 16:8 draws
/// its one eating period ("Windows: 12pm-8pm"), first meal to last; Custom draws the
/// 3-meal windows it starts from as outlines, to be moved. A pattern the routine has no
/// room for (the plan refuses it) draws the bare track.
nonisolated struct MealPatternStrip: View {
    @Environment(\.nutriSync) private var theme
    /// Windows as fractions of the waking day, 0 … 1.
    let spans: [(start: Double, end: Double)]
    let outlined: Bool

    /// Chosen: as wide as fits beside "4-5 Meals/Day" on an iPhone SE, so an hour of a
    /// 16-hour day is 7 pt; square-ish corners, so a 1-hour window reads as a block (the
    /// mockups' ▓▓▓) rather than a dot.
    static let size = (width: 112.0, height: 12.0, radius: 3.0)

    init(plan: NutriSyncPlan, frequency: NutriSyncProfile.MealFrequency) {
        var profile = plan.profile
        profile.mealFrequency = frequency
        profile.customWindows = []
        let windows = (try? NutriSyncPlan(profile: profile, today: plan.today))?.windows ?? []
        let day = Double(plan.awakeMinutes)
        var spans = windows.map { (start: Double($0.startAfterWake) / day, end: Double($0.startAfterWake + $0.lengthMinutes) / day) }
        if frequency == .twoMeals, let first = spans.first, let last = spans.last { spans = [(first.start, last.end)] }
        self.spans = spans
        outlined = frequency == .custom
    }

    var body: some View {
        let t = theme
        let (w, h, r) = Self.size
        // Each window sits at its place in the day by a leading inset, so its frame in the
        // display list is where it is drawn. No `.id` here: the strip's elements keep the
        // card's path, so checks see them as part of the card they are drawn on.
        ZStack(alignment: .leading) {
            RoundedRectangle(cornerRadius: r).fill(Color(t.color(.timelineAxis)))
                .frame(width: w, height: h)
            ForEach(spans.indices, id: \.self) { i in
                let width = max(2 * r, (spans[i].end - spans[i].start) * w)
                Group {
                    if outlined {
                        RoundedRectangle(cornerRadius: r).strokeBorder(Color(t.color(.mealWindowDragHandle)), lineWidth: 1.5)
                    } else {
                        RoundedRectangle(cornerRadius: r).fill(Color(t.color(.accent)))
                    }
                }
                .frame(width: width, height: h)
                .padding(.leading, spans[i].start * w)
            }
        }
        .frame(width: w, height: h, alignment: .leading)
        .accessibilityLabel("")
    }
}

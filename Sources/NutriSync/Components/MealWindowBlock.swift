public import SwiftUI
import DisplayList
import Tokens

/// The seed's `MealWindowBlock` (Component Library): "Renders as colored block with: Icon
/// and time range, Purpose label, Calorie allocation, Pulse animation if active".
///
/// The seed's six fields, plus `name` (the schedule preview's "Morning Window", whose line
/// reads "🌅 Morning Window: 7-9 AM (Energizing breakfast)": the first line shows
/// "Morning Window: 7-9 AM", the second "(Energizing breakfast)" and the window's calories)
/// and `pulse`, the phase of the window-pulse animation (0 at rest, 1 at the far end of a
/// pulse), which only an active block shows.
///
/// ```
/// ┌──────────────────────────────────────────┐
/// │ 🌅  Morning Window: 7-9 AM               │
/// │     (Energizing breakfast)       465 cal │
/// └──────────────────────────────────────────┘
/// ```
nonisolated public struct MealWindowBlock: View {
    @Environment(\.nutriSync) private var theme
    public let startTime: String
    public let endTime: String
    public let icon: String
    public let purpose: String
    public let calories: Int
    public let isActive: Bool
    public let name: String?
    public let pulse: Double

    public init(startTime: String, endTime: String, icon: String, purpose: String, calories: Int, isActive: Bool,
                name: String? = nil, pulse: Double = 0) {
        self.startTime = startTime; self.endTime = endTime; self.icon = icon; self.purpose = purpose
        self.calories = calories; self.isActive = isActive; self.name = name; self.pulse = pulse
    }

    /// The block for one of the plan's windows: "7 AM" … "9 AM", its icon, purpose and calories.
    public init(_ window: NutriSyncMealWindow, isActive: Bool = false, named: Bool = true, pulse: Double = 0) {
        self.init(startTime: window.start.shortText, endTime: window.end.shortText, icon: window.icon, purpose: window.purpose,
                  calories: window.calories, isActive: isActive, name: named ? window.name : nil, pulse: pulse)
    }

    /// "7-9 AM", "5:30-7 PM", "11 AM-1 PM": the two ends as the seed writes a range, the
    /// shared AM/PM said once (the plan's `rangeText`, from the block's own strings).
    public var timeRange: String {
        for meridiem in [" AM", " PM"] where startTime.hasSuffix(meridiem) && endTime.hasSuffix(meridiem) {
            return String(startTime.dropLast(meridiem.count)) + "-" + endTime
        }
        return startTime + "-" + endTime
    }

    /// "Morning Window: 7-9 AM", or the range alone without a name.
    public var title: String { name.map { "\($0): \(timeRange)" } ?? timeRange }
    /// "(Energizing breakfast)" under a named title — the seed's line, read on — else the purpose.
    public var purposeText: String { name == nil ? purpose : "(\(purpose))" }
    /// "465 cal".
    public var caloriesText: String { "\(NutriSyncImpact.grouped(calories)) cal" }

    public var body: some View {
        let t = theme
        // Emoji beside the text while the lines fit at their natural width; above it at the
        // largest text sizes, where beside it the text column would break words.
        ViewThatFits(in: .horizontal) {
            HStack(alignment: .center, spacing: 12) {
                icon(t)
                texts(t)
                Spacer(minLength: 0)
            }
            VStack(alignment: .leading, spacing: 6) {
                icon(t)
                texts(t)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 12)
        .frame(maxWidth: .infinity)
        .frame(minHeight: t.dimension(.sizeMealWindowBlockMinHeight))
        .background(MealWindowShape(isActive: isActive, pulse: pulse))
        .accessibilityLabel([name, timeRange, purpose, "\(NutriSyncImpact.grouped(calories)) calories", isActive ? "open now" : nil]
            .compactMap { $0 }.joined(separator: ", "))
    }

    private func icon(_ t: NutriSyncTheme) -> some View {
        EmojiText(icon, size: t.dimension(.sizeIconPermission))
    }

    /// The title over the purpose and the calories (side by side while they fit).
    private func texts(_ t: NutriSyncTheme) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title)
                .font(t.font(.optionTitle, relativeTo: .body))
                .foregroundColor(Color(t.color(.textPrimary)))
                .fixedSize(horizontal: false, vertical: true)
            ViewThatFits(in: .horizontal) {
                HStack(alignment: .center, spacing: 8) {
                    purposeLabel
                    Spacer(minLength: 0)
                    caloriesLabel
                }
                VStack(alignment: .leading, spacing: 2) {
                    purposeLabel
                    caloriesLabel
                }
            }
        }
    }

    private var purposeLabel: some View {
        Text(purposeText)
            .font(theme.font(.optionDetail, relativeTo: .subheadline))
            .foregroundColor(Color(theme.color(.textSecondary)))
            .fixedSize(horizontal: false, vertical: true)
    }

    private var caloriesLabel: some View {
        Text(caloriesText)
            .font(theme.font(.optionDetail, relativeTo: .subheadline))
            .fontWeight(.semibold)
            .foregroundColor(Color(theme.color(.accent)))
            .monospacedDigit()
    }
}

/// The coloured block every meal window is drawn as — the `MealWindowBlock` row's
/// background and `DayTimeline`'s bars: `color.mealWindow.fill`, or when active
/// `activeFill` with a `size.borderWidth.mealWindowActive` accent border, corners
/// `radius.mealWindow`. `pulse` (0…1) grows an active block towards
/// `motion.windowPulse.scaleTo` and dims its fill towards `.opacityTo` (the seed's
/// "Gentle pulse effect on active windows"); an inactive block ignores it.
/// `emphasised` gives a block the active look without being the open window — blocks that
/// carry no label and must read at a glance (the builder's draggable windows, Mockup 2's
/// NutriSync bars); at 18 % green they looked disabled.
nonisolated public struct MealWindowShape: View {
    @Environment(\.nutriSync) private var theme
    let isActive: Bool
    let emphasised: Bool
    let pulse: Double
    let radius: Double?

    public init(isActive: Bool, emphasised: Bool = false, pulse: Double = 0, radius: Double? = nil) {
        self.isActive = isActive; self.emphasised = emphasised; self.pulse = pulse; self.radius = radius
    }

    /// The block's scale and fill opacity at pulse phase `pulse`: (1, 1) at rest,
    /// (scaleTo, opacityTo) at the far end, linear between (the curve is the clip's).
    public static func pulseEffect(_ pulse: Double, scaleTo: Double, opacityTo: Double) -> (scale: Double, fillOpacity: Double) {
        let p = min(max(pulse, 0), 1)
        return (1 + (scaleTo - 1) * p, 1 + (opacityTo - 1) * p)
    }

    public var body: some View {
        let t = theme
        let effect = isActive
            ? Self.pulseEffect(pulse, scaleTo: t.number(.motionWindowPulseScaleTo), opacityTo: t.number(.motionWindowPulseOpacityTo))
            : (scale: 1.0, fillOpacity: 1.0)
        let lit = isActive || emphasised
        let fill = Color(t.color(lit ? .mealWindowActiveFill : .mealWindowFill)).opacity(effect.fillOpacity)
        let shape = RoundedRectangle(cornerRadius: radius ?? t.dimension(.radiusMealWindow))
        Group {
            if lit {
                shape.fill(fill).strokeBorder(Color(t.color(.mealWindowBorder)),
                                              lineWidth: t.dimension(.sizeBorderWidthMealWindowActive))
            } else {
                shape.fill(fill)
            }
        }
        .scaleEffect(effect.scale)
    }
}

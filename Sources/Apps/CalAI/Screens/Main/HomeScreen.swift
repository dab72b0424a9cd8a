public import Layout

/// The nutrition dashboard (seed 000 §2.1 "Home Screen (Nutrition Dashboard): … a clean,
/// minimal layout with a central card component"): the header (back arrow, the date and
/// time, the language toggle, and the thin calorie bar at the top right), the scanned
/// meal's card, and the floating camera button. The calorie bar is the meal against the
/// plan's daily calories.
public struct CalAIHome: View {
    @Environment(\.mainLook) private var look
    let plan: CalAIPlan
    let meal: ScannedMeal

    public init(plan: CalAIPlan = CalAIPlan(profile: .sample), meal: ScannedMeal = .turkeySandwich) { self.plan = plan; self.meal = meal }

    /// "Friday, October 3": 1970-01-01 was a Thursday.
    static func dayText(_ date: CalendarDate) -> String {
        let names = ["Thursday", "Friday", "Saturday", "Sunday", "Monday", "Tuesday", "Wednesday"]
        let index = ((date.daysSinceEpoch % 7) + 7) % 7
        return "\(names[index]), \(date.monthDayText)"
    }

    public var body: some View {
        let look = self.look
        let side = look.length("spacing.screenHorizontal")
        let fab = look.length("size.fab")
        let header = VStack(alignment: .leading, spacing: 14) {
            HStack {
                MainBackButton(fill: "surface")
                Spacer()
                LanguageToggle(fill: "surface")
            }
            ViewThatFits(in: .horizontal) {
                HStack(alignment: .bottom, spacing: 12) {
                    titleBlock
                    Spacer(minLength: 0)
                    CalorieProgress(eaten: meal.calories, goal: plan.dailyCalories)
                }
                VStack(alignment: .leading, spacing: 12) {
                    titleBlock
                    CalorieProgress(eaten: meal.calories, goal: plan.dailyCalories)
                }
            }
        }
        .padding(.top, 8)
        ZStack(alignment: .bottomTrailing) {
            look.color("backgroundSecondary").ignoresSafeArea()
            VStack(spacing: 0) {
                header.padding(.horizontal, side)
                ViewThatFits(in: .vertical) {
                    VStack(spacing: 0) {
                        MealCard(meal: meal).padding(.top, 16)
                        Spacer(minLength: fab + 24)
                    }
                    .padding(.horizontal, side)
                    ScrollView {
                        MealCard(meal: meal)
                            .padding(.horizontal, side)
                            .padding(.top, 16)
                            .padding(.bottom, fab + 32)
                    }
                }
            }
            CameraButton()
                .padding(.trailing, side)
                .padding(.bottom, look.length("spacing.ctaBottom"))
        }
    }

    var titleBlock: some View {
        let look = self.look
        return VStack(alignment: .leading, spacing: 2) {
            Text("Nutrition")
                .font(look.font("title", .title))
                .foregroundColor(look.color("text.primary"))
                .fixedSize(horizontal: false, vertical: true)
            Text(Self.dayText(plan.profile.today))
                .font(look.font("subheadline", .subheadline))
                .foregroundColor(look.color("text.secondary"))
                .fixedSize(horizontal: false, vertical: true)
        }
    }
}

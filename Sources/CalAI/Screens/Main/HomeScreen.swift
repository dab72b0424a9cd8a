public import SwiftUI
import AppSupport

/// The nutrition dashboard (seed 000 §2.1 "Home Screen (Nutrition Dashboard): … a clean,
/// minimal layout with a central card component"): the header (back arrow, the date and
/// time, the language toggle, and the thin calorie bar at the top right), the scanned
/// meal's card, and the floating camera button. The calorie bar is the meal against the
/// plan's daily calories. When the card does not fit (the SE, large type) it scrolls above
/// a strip that holds the button, rather than under the button.
nonisolated public struct CalAIHome: View {
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
        let side = look.length(.spacingScreenHorizontal)
        let header = VStack(alignment: .leading, spacing: 14) {
            HStack {
                MainBackButton(fill: .surface)
                Spacer()
                LanguageToggle(fill: .surface)
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
        let bottom = look.length(.spacingCtaBottom)
        ZStack {
            look.color(.backgroundSecondary).ignoresSafeArea()
            VStack(spacing: 0) {
                header.padding(.horizontal, side)
                ViewThatFits(in: .vertical) {
                    // The card fits: the camera button floats in the room left below it.
                    VStack(spacing: 0) {
                        MealCard(meal: meal).padding(.top, 16)
                        // A few points are enough: the button sits clear below the card.
                        Spacer(minLength: 4)
                        HStack {
                            Spacer(minLength: 0)
                            CameraButton()
                        }
                        .padding(.bottom, bottom)
                    }
                    .padding(.horizontal, side)
                    // It does not (the SE, large type): the card scrolls in a viewport that
                    // ends above the button's own strip, so the button never lies over the
                    // Health Score or the card's buttons, whatever the scroll position.
                    VStack(spacing: 0) {
                        ScrollView {
                            MealCard(meal: meal)
                                .padding(.horizontal, side)
                                .padding(.top, 16)
                                .padding(.bottom, 16)
                        }
                        // Above the toolbar, the cut card fades into the page: it scrolls.
                        .foldFade(look.color(.backgroundSecondary))
                        // A toolbar, as Notes keeps its compose button: a hairline where
                        // the scrolled card passes beneath.
                        HStack {
                            Spacer(minLength: 0)
                            CameraButton()
                        }
                        .padding(.horizontal, side)
                        .padding(.top, 10)
                        .padding(.bottom, bottom)
                        .background(alignment: .top) {
                            Rectangle().fill(look.color(.border)).frame(height: look.length(.sizeHairline))
                        }
                    }
                }
            }
        }
    }

    var titleBlock: some View {
        let look = self.look
        return VStack(alignment: .leading, spacing: 2) {
            Text("Nutrition")
                .font(look.font(.title, .title))
                .foregroundColor(look.color(.textPrimary))
                .fixedSize(horizontal: false, vertical: true)
            Text(Self.dayText(plan.profile.today))
                .font(look.font(.subheadline, .subheadline))
                .foregroundColor(look.color(.textSecondary))
                .fixedSize(horizontal: false, vertical: true)
        }
    }
}

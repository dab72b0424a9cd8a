public import SwiftUI
import Tokens

/// A picture of the app on a phone for the free-trial offer (seed 000 p8 "Free Trial
/// Offer: A screen promoting a free trial"; 001 p8 "A 'Try CalAI for free' screen"): the
/// home dashboard in miniature — calories left with its ring, the three macros left, and the
/// meal just eaten — in a black bezel that fades out at the bottom. Like a screenshot it
/// does not grow with Dynamic Type; its accessibility label says what it shows.
nonisolated public struct AppPreviewCard: View {
    @Environment(\.mainLook) private var look
    let plan: CalAIPlan
    let meal: ScannedMeal

    public init(plan: CalAIPlan, meal: ScannedMeal = .turkeySandwich) { self.plan = plan; self.meal = meal }

    func ring(_ macro: Macro, fraction: Double, diameter: Double, line: Double) -> some View {
        let look = self.look
        return ZStack {
            Circle().stroke(look.color(.macroRingTrack), lineWidth: line)
            Circle().trim(from: 0, to: fraction)
                .stroke(look.color(macro.colorToken), lineWidth: line, lineCap: .round)
                .rotationEffect(.degrees(-90))
        }
        .frame(width: diameter, height: diameter)
    }

    func macroTile(_ macro: Macro, left: Int, total: Int) -> some View {
        let look = self.look
        return VStack(alignment: .leading, spacing: 6) {
            Text("\(left)g").font(.system(size: 13, weight: .bold)).foregroundColor(look.color(.textPrimary))
            Text("\(macro.title) left").font(.system(size: 8)).foregroundColor(look.color(.textSecondary))
            ring(macro, fraction: total > 0 ? 1 - Double(left) / Double(total) : 0, diameter: 30, line: 3.5)
                .frame(maxWidth: .infinity)
        }
        .padding(8)
        .frame(maxWidth: .infinity)
        .background(RoundedRectangle(cornerRadius: 10).fill(look.color(.surface)).strokeBorder(look.color(.border), lineWidth: 1))
    }

    public var body: some View {
        let look = self.look
        let left = plan.dailyCalories - meal.calories
        let screen = VStack(alignment: .leading, spacing: 10) {
            HStack(spacing: 4) {
                Text("Cal AI").font(.system(size: 15, weight: .bold))
                Spacer(minLength: 0)
                Image(systemName: "flame.fill").font(.system(size: 11, weight: .semibold))
                Text("1").font(.system(size: 11, weight: .semibold))
            }
            .foregroundColor(look.color(.textPrimary))
            HStack {
                VStack(alignment: .leading, spacing: 2) {
                    Text("\(left)").font(.system(size: 26, weight: .bold)).foregroundColor(look.color(.textPrimary))
                    Text("Calories left").font(.system(size: 10)).foregroundColor(look.color(.textSecondary))
                }
                Spacer(minLength: 0)
                ring(.calories, fraction: Double(meal.calories) / Double(max(plan.dailyCalories, 1)), diameter: 54, line: 5)
                    .overlay(Image(systemName: "flame.fill").font(.system(size: 14)).foregroundColor(look.color(.textPrimary)))
            }
            .padding(12)
            .background(RoundedRectangle(cornerRadius: 12).fill(look.color(.surface)).strokeBorder(look.color(.border), lineWidth: 1))
            HStack(spacing: 6) {
                macroTile(.protein, left: plan.protein - meal.protein, total: plan.protein)
                macroTile(.carbs, left: plan.carbs - meal.carbs, total: plan.carbs)
                macroTile(.fats, left: plan.fats - meal.fats, total: plan.fats)
            }
            Text("Recently eaten").font(.system(size: 12, weight: .semibold)).foregroundColor(look.color(.textPrimary))
            HStack(spacing: 8) {
                Image(illustration: meal.illustration, aspectRatio: 1)
                    .aspectRatio(contentMode: .fill)
                    .frame(width: 40, height: 40)
                    .clipShape(RoundedRectangle(cornerRadius: 8))
                VStack(alignment: .leading, spacing: 2) {
                    Text(meal.name).font(.system(size: 9, weight: .semibold)).foregroundColor(look.color(.textPrimary))
                    Text("\(meal.calories) kcal").font(.system(size: 9)).foregroundColor(look.color(.textSecondary))
                }
                Spacer(minLength: 0)
            }
            .padding(8)
            .background(RoundedRectangle(cornerRadius: 12).fill(look.color(.surface)).strokeBorder(look.color(.border), lineWidth: 1))
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 14)
        .padding(.top, 22)
        .frame(width: Self.width, height: Self.height, alignment: .top)
        .background(RoundedRectangle(cornerRadius: 34).fill(look.color(.backgroundSecondary)))
        .padding(7)
        .background(RoundedRectangle(cornerRadius: 41).fill(look.color(.inverse)))
        // The phone runs on below the card; the fade (opaque at the bottom) hides its end.
        // Nothing here is clipped, so the texts' frames are where they are drawn.
        let bg = look.rgba(.background)
        let fade = Gradient(stops: [GradientStop(color: bg.opacity(0), position: 0), GradientStop(color: bg, position: 0.75),
                                    GradientStop(color: bg, position: 1)])
        ZStack(alignment: .top) {
            screen
            LinearGradient(gradient: fade, startPoint: .top, endPoint: .bottom)
                .frame(height: 160)
                .frame(maxHeight: .infinity, alignment: .bottom)
        }
        .frame(height: Self.height + 14 + 20)
        .accessibilityLabel("Cal AI on a phone: \(left) calories left today, after \(meal.name)")
    }

    /// The picture's size: a phone screen 250 pt wide and 390 pt tall, its lower part faded out.
    static let width = 250.0, height = 390.0
}

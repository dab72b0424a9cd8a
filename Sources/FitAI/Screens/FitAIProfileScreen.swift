import SwiftUI
import Tokens
import SwiftUI

/// `fitai/profile` (seed: ProfileView, "User profile setup", "Sign out"): the Profile tab as
/// an iOS 18 settings-style list — the user (monogram, name, email) on top, their body
/// measurements from the `users` row, the active goal as a disclosure row to Goals, when
/// the account was made, and "Sign Out" as a destructive button row. Rows the seed does not
/// back (notifications, units, privacy) are left out: none of them exist in the app.
nonisolated struct FitAIProfileScreen: View {
    let diary: FitAIDiary

    /// "Today" for the age: the log's last day; with nothing logged, the day the user row
    /// was last updated.
    private var today: FitAIDate? { diary.lastDay ?? FitAIDate(iso: String(diary.user.updatedAt.prefix(10))) }

    var body: some View {
        FitAITabs(.profile) {
            NavigationStack {
                List {
                    Section { FitAIProfileHeader(user: diary.user) }
                    Section("Body") { bodyRows }
                    if let goalFooter {
                        Section(header: Text("Goals"), footer: goalFooter) { goalsRow }
                    } else {
                        Section("Goals") { goalsRow }
                    }
                    if let since = diary.user.memberSince {
                        Section("Account") { LabeledContent("Member Since", value: FitAIFormat.shortDate(since) + ", \(since.year)") }
                    }
                    Section {
                        // Button("Sign Out", role: .destructive) in a List: red body text at the row's leading edge.
                        Text("Sign Out")
                            .foregroundStyle(Color.systemRed)
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .accessibilityLabel("Sign Out")
                            .accessibilityAddTraits(.isButton)
                    }
                }
                .navigationTitle("Profile")
            }
        }
    }

    /// Unset columns read "Not Set", as iOS's Health profile says of a missing value.
    @ViewBuilder private var bodyRows: some View {
        let user = diary.user
        LabeledContent("Height", value: user.height.map { FitAIFormat.number($0) + " cm" } ?? Self.notSet)
        LabeledContent("Current Weight", value: user.currentWeight.map(FitAIFormat.kilograms) ?? Self.notSet)
        LabeledContent("Target Weight", value: user.targetWeight.map(FitAIFormat.kilograms) ?? Self.notSet)
        LabeledContent("Age", value: today.flatMap { user.age(on: $0) }.map { "\($0)" } ?? Self.notSet)
        LabeledContent("Activity Level", value: user.activityLevelTitle ?? Self.notSet)
    }

    static let notSet = "Not Set"

    /// The active goal in one disclosure row to Goals: calories, then the macro targets.
    private var goalsRow: some View {
        let goal = diary.goal
        let calories = FitAIFormat.kcal(Double(goal.dailyCalorieGoal)) + " a day"
        let macros = "Protein \(FitAIFormat.grams(Double(goal.dailyProteinGoal))) · Carbs \(FitAIFormat.grams(Double(goal.dailyCarbGoal))) · Fat \(FitAIFormat.grams(Double(goal.dailyFatGoal)))"
        return NavigationLink(value: FitAITab.profile) {
            VStack(alignment: .leading, spacing: 2) {
                Text("Daily Goal").accessibilityLabel("Daily Goal, \(calories), \(macros)")
                Text(calories).font(.subheadline).foregroundStyle(Color.secondaryLabel)
                Text(macros).font(.subheadline).foregroundStyle(Color.secondaryLabel)
            }
        }
    }

    /// The deficit or surplus the goal was set for, when it has one.
    private var goalFooter: Text? {
        if let deficit = diary.goal.calorieDeficitGoal {
            return Text("Set for a daily deficit of \(FitAIFormat.kcal(Double(deficit))) to lose weight.")
        }
        if let surplus = diary.goal.calorieSurplusGoal {
            return Text("Set for a daily surplus of \(FitAIFormat.kcal(Double(surplus))) to gain weight.")
        }
        return nil
    }
}

/// The user at the top of the profile, as Settings draws the Apple Account row: a 60-pt
/// monogram circle (a grey gradient like Contacts', dark enough for white initials at 3:1 — Contacts' own lighter grey gives 2.5:1), the name in title2 and the
/// email under it in the secondary label colour. At accessibility sizes the names go under
/// the circle, as iOS stacks such rows, so they get the card's full width.
nonisolated struct FitAIProfileHeader: View {
    let user: FitAIUser

    @Environment(\.contentSize) private var contentSize

    var body: some View {
        if contentSize.isAccessibilityCategory {
            VStack(alignment: .leading, spacing: 10) { monogram; names }
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.vertical, 4)
        } else {
            HStack(spacing: 14) { monogram; names; Spacer(minLength: 0) }
                .padding(.vertical, 4)
        }
    }

    private var monogram: some View {
        Circle()
            .fill(LinearGradient(colors: [Color(RGBA(hex: "#8A8E99")!), Color(RGBA(hex: "#6D717B")!)], startPoint: .top, endPoint: .bottom))
            .frame(width: 60, height: 60)
            // Contacts keeps the monogram's size fixed; it is a picture of the person, not text to read.
            .overlay { Text(user.initials).font(.system(size: 24, weight: .semibold)).foregroundStyle(Color.white) }
            .accessibilityLabel("Monogram \(user.initials)")
    }

    private var names: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(user.name ?? user.email).font(.title2.weight(.semibold))
            if user.name != nil {
                // An address has no spaces: at the largest sizes it shrinks rather than breaking mid-word.
                Text(user.email).font(.subheadline).foregroundStyle(Color.secondaryLabel).minimumScaleFactor(0.75)
            }
        }
    }
}

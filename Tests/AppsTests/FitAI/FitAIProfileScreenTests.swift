import AppSupport
import Foundation
import DisplayList
import Layout
import Tokens
import Testing

/// `fitai/profile`: the sample's user (Alex Morgan, born 1992-04-17, 178 cm, 79.6 → 75.0 kg,
/// moderately_active, created 2025-08-28) and active goal (2000 kcal, 150/200/65 g, 500 kcal
/// deficit); "today" is the log's last day, 2025-10-31, so the age is 33.
@Suite struct FitAIProfileScreenTests {
    let screens: FitAIScreenTesting
    init() throws { screens = try FitAIScreenTesting() }

    /// Title and value of a LabeledContent row: on one line, the value trailing in the secondary label colour.
    func expectRow(_ l: DisplayList, _ title: String, _ value: String, _ appearance: Appearance) throws {
        let t = try #require(l.text(title), "no \(title)")
        let v = try #require(l.text(value), "no \(value)")
        #expect(abs(t.frame.midY - v.frame.midY) < 1)
        #expect(v.frame.minX > t.frame.maxX)
        // The card's trailing inset: 16-pt margin + 16-pt row padding.
        #expect(abs(v.frame.maxX - (l.size.width - 32)) < 0.5)
        #expect(t.text?.paint == .solid(FitAISystemColor.label(appearance)))
        #expect(v.text?.paint == .solid(Color.secondaryLabel.resolved(in: { var e = EnvironmentValues(); e.appearance = appearance; return e }())))
    }

    @Test(arguments: [Appearance.light, .dark])
    func showsTheUserTheirBodyAndGoalFromTheLog(_ appearance: Appearance) throws {
        let l = try screens.list("profile", appearance: appearance)
        let title = try #require(l.text("Profile"))
        #expect(title.text?.font.size == 34)
        #expect(l.text("AM") != nil && l.text("Alex Morgan") != nil && l.text("alex.morgan@example.com") != nil)
        try expectRow(l, "Height", "178 cm", appearance)
        try expectRow(l, "Current Weight", "79.6 kg", appearance)
        try expectRow(l, "Target Weight", "75.0 kg", appearance)
        try expectRow(l, "Age", "33", appearance)
        try expectRow(l, "Activity Level", "Moderately Active", appearance)
        try expectRow(l, "Member Since", "Aug 28, 2025", appearance)
        #expect(l.text("2,000 kcal a day") != nil)
        #expect(l.text("Protein 150 g · Carbs 200 g · Fat 65 g") != nil)
        #expect(l.text("Set for a daily deficit of 500 kcal to lose weight.") != nil)
    }

    @Test(arguments: [Appearance.light, .dark])
    func signOutIsARedButtonRowAtTheEnd(_ appearance: Appearance) throws {
        let l = try screens.list("profile", appearance: appearance)
        let signOut = try #require(l.text("Sign Out"))
        #expect(signOut.text?.paint == .solid(FitAISystemColor.red(appearance)))
        #expect(signOut.accessibilityTraits.contains("isButton"))
        // Leading in its row, as Button(role: .destructive) in a List; below every other row.
        #expect(signOut.frame.minX == 32)
        let member = try #require(l.text("Member Since"))
        #expect(signOut.frame.minY > member.frame.maxY + 35)
    }

    @Test func theGoalRowDisclosesToGoals() throws {
        let l = try screens.list("profile")
        let row = try #require(l.text("Daily Goal"))
        #expect(row.accessibilityLabel == "Daily Goal, 2,000 kcal a day, Protein 150 g · Carbs 200 g · Fat 65 g")
        // The chevron: Layout's disclosure indicator in its 12-pt box at the row's trailing
        // edge (16 + 16 pt in), level with the middle of the three-line row.
        let chevron = try #require(l.elements.first { $0.id.contains("DisclosureChevron") && $0.frame.minY > row.frame.minY })
        #expect(abs(chevron.frame.midX - (l.size.width - 32 - 6)) < 0.5)
        #expect(chevron.frame.minY < row.frame.maxY + 40)
    }

    @Test func theTabBarHasProfileSelected() throws {
        let l = try screens.list("profile")
        let profile = try #require(l.texts("Profile").max { $0.frame.minY < $1.frame.minY })
        let home = try #require(l.texts("Home").first)
        #expect(profile.frame.minY > l.size.height - 60)
        #expect(profile.text?.paint == .solid(FitAISystemColor.blue(.light)))
        #expect(home.text?.paint != profile.text?.paint)
    }

    /// Every text inside the screen's width on the SE, also at AX XL (the list scrolls down).
    @Test(arguments: [ContentSizeCategory.large, .accessibilityExtraLarge])
    func fitsTheSE(_ size: ContentSizeCategory) throws {
        let l = try screens.list("profile", device: .iPhoneSE, contentSize: size)
        for e in l.elements where e.text != nil {
            #expect(e.frame.minX >= 0 && e.frame.maxX <= l.size.width + 0.5, "\(e.text!.string) at \(e.frame)")
        }
        #expect(l.text("Sign Out") != nil && l.text("Moderately Active") != nil)
    }

    /// A user row with every optional column null and a log with no entries: "Not Set", the
    /// email for the name, the monogram from the email.
    @Test func aBareUserWithAnEmptyLog() throws {
        let bare = try FitAIScreenTesting { json in
            var users = json["users"] as! [[String: Any]]
            for key in ["name", "current_weight", "target_weight", "height", "date_of_birth", "activity_level"] { users[0][key] = NSNull() }
            json["users"] = users
            json["food_entries"] = [Any]()
            json["daily_summaries"] = [Any]()
            json["photos"] = [Any]()
        }
        let l = try bare.list("profile")
        #expect(l.text("A") != nil && l.text("alex.morgan@example.com") != nil)
        #expect(l.text("Alex Morgan") == nil)
        #expect(l.texts("Not Set").count == 5)
        #expect(l.text("Sign Out") != nil)
    }

    /// The age as of the last logged day: a log ending the day before the 33rd birthday says 32.
    @Test func theAgeIsAsOfTheLastLoggedDay() throws {
        let early = try FitAIScreenTesting { json in
            var users = json["users"] as! [[String: Any]]
            users[0]["date_of_birth"] = "1992-11-01"
            json["users"] = users
        }
        try expectRow(try early.list("profile"), "Age", "32", .light)
    }
}

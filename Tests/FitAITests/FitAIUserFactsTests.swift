import FitAI
import Testing

/// The profile's facts about a user (age, activity level in words, monogram, member since),
/// worked by hand.
@Suite struct FitAIUserFactsTests {
    /// The test document's user: born 1990-01-31, created 2025-09-01, no activity level.
    func user() throws -> FitAIUser { try FitAIDocument().load().users[0] }

    func date(_ s: String) -> FitAIDate { FitAIDate(iso: s)! }

    @Test func ageCountsTheBirthdayItselfNotTheDayBefore() throws {
        var u = try user()
        u.dateOfBirth = date("1992-04-17")
        #expect(u.age(on: date("2025-10-31")) == 33)
        #expect(u.age(on: date("2025-04-17")) == 33)
        #expect(u.age(on: date("2025-04-16")) == 32)
        #expect(u.age(on: date("1992-04-17")) == 0)
        // Before birth, or no date of birth: no age.
        #expect(u.age(on: date("1992-04-16")) == nil)
        u.dateOfBirth = nil
        #expect(u.age(on: date("2025-10-31")) == nil)
    }

    @Test func aLeapDayBirthdayComesOnTheFirstOfMarchInCommonYears() throws {
        var u = try user()
        u.dateOfBirth = date("2000-02-29")
        #expect(u.age(on: date("2025-02-28")) == 24)
        #expect(u.age(on: date("2025-03-01")) == 25)
        #expect(u.age(on: date("2024-02-29")) == 24)
    }

    @Test func activityLevelInWords() throws {
        var u = try user()
        #expect(u.activityLevelTitle == nil)
        for (raw, words) in [("moderately_active", "Moderately Active"), ("sedentary", "Sedentary"),
                             ("VERY-active", "Very Active"), ("  extra__active ", "Extra Active")] {
            u.activityLevel = raw
            #expect(u.activityLevelTitle == words)
        }
        u.activityLevel = " _ "
        #expect(u.activityLevelTitle == nil)
    }

    @Test func initialsFromTheNameElseTheEmail() throws {
        var u = try user()
        for (name, initials) in [("Alex Morgan", "AM"), ("alex", "A"), ("Mary Ann de la Cruz", "MC"),
                                 ("  José   Álvarez ", "JÁ"), ("(Bo) Li", "BL")] {
            u.name = name
            #expect(u.initials == initials)
        }
        u.name = nil
        #expect(u.initials == "A")  // a@example.com
        u.name = "   "
        u.email = "9z@example.com"
        #expect(u.initials == "Z")
        u.email = "123@456"
        #expect(u.initials == "?")
    }

    @Test func memberSinceIsTheDateOfCreatedAt() throws {
        var u = try user()
        #expect(u.memberSince == date("2025-09-01"))
        u.createdAt = "yesterday"
        #expect(u.memberSince == nil)
    }
}

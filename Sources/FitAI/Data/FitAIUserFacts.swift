/// What the profile screen says about a user, computed from the `users` row's columns.
extension FitAIUser {
    /// Whole years from `date_of_birth` to `date`: the birthday itself counts (on
    /// 2025-04-17 someone born 1992-04-17 is 33), the day before it does not (32). Someone
    /// born on 29 February turns a year older on 1 March in common years. Nil without a date
    /// of birth or when `date` is before it.
    public func age(on date: FitAIDate) -> Int? {
        guard let born = dateOfBirth, born <= date else { return nil }
        let hadBirthday = (date.month, date.day) >= (born.month, born.day)
        return date.year - born.year - (hadBirthday ? 0 : 1)
    }

    /// `activity_level` in words: the seed stores a key (`moderately_active`); the screen
    /// says "Moderately Active". Underscores and hyphens become spaces, each word gets a
    /// capital; nil when the column is null or blank.
    public var activityLevelTitle: String? {
        guard let raw = activityLevel else { return nil }
        let words = raw.split { $0 == "_" || $0 == "-" || $0 == " " }
        guard !words.isEmpty else { return nil }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined(separator: " ")
    }

    /// The monogram in the avatar circle, as Contacts draws one: the first letters of the
    /// name's first and last words ("Alex Morgan" → "AM", "Cher" → "C"); without a name,
    /// the first letter of the email address; "?" when neither has a letter.
    public var initials: String {
        let words = (name ?? "").split(whereSeparator: \.isWhitespace)
        if let first = words.first?.first(where: \.isLetter) {
            let last = words.count > 1 ? words.last?.first(where: \.isLetter) : nil
            return (String(first) + (last.map(String.init) ?? "")).uppercased()
        }
        return email.first(where: \.isLetter).map { String($0).uppercased() } ?? "?"
    }

    /// The day the account was made: the date part of `created_at` (nil if it has none).
    public var memberSince: FitAIDate? { FitAIDate(iso: String(createdAt.prefix(10))) }
}

/// The seed's "Clear error messages below fields" for basic info (2.1) and the account
/// (5.5): each field's message, exactly as the screen prints it, or none. "Can't proceed
/// without required fields": the Next / Create Account button is enabled only when the
/// result is empty.
public enum NutriSyncValidation {
    public enum Field: String, Sendable, Hashable, CaseIterable {
        case name, birthDate, email, password
    }

    /// The minimum age: 13, as the US COPPA rule and Apple's account policy set it.
    public static let minimumAge = 13
    /// Past this, a birth date is a typo.
    public static let maximumAge = 120
    public static let minimumPasswordLength = 8

    public static let emptyName = "Please enter your name"
    public static let tooYoung = "You must be at least 13 to use NutriSync"
    public static let invalidBirthDate = "Please enter a valid birth date"
    public static let invalidEmail = "Please enter a valid email address"
    public static let shortPassword = "Password must be at least 8 characters"

    /// Name: not empty once spaces are trimmed. Birth date: 13 … 120 whole years on `today`
    /// (a date after today is "valid birth date" too: age below 0).
    public static func basicInfo(name: String, birthDate: NutriSyncDate, today: NutriSyncDate) -> [Field: String] {
        var errors: [Field: String] = [:]
        if name.allSatisfy(\.isWhitespace) { errors[.name] = emptyName }
        let age = birthDate.wholeYears(until: today)
        if age < 0 || age > maximumAge {
            errors[.birthDate] = invalidBirthDate
        } else if age < minimumAge {
            errors[.birthDate] = tooYoung
        }
        return errors
    }

    /// Email: one "@" with something before it, a domain after it with a dot that is
    /// neither first nor last, no spaces. (Deliberately loose: the real check is the
    /// confirmation mail.) Password: at least 8 characters.
    public static func account(email: String, password: String) -> [Field: String] {
        var errors: [Field: String] = [:]
        if !isPlausibleEmail(email) { errors[.email] = invalidEmail }
        if password.count < minimumPasswordLength { errors[.password] = shortPassword }
        return errors
    }

    static func isPlausibleEmail(_ email: String) -> Bool {
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !email.contains(where: \.isWhitespace) else { return false }
        let domain = parts[1]
        guard let dot = domain.lastIndex(of: "."), dot != domain.startIndex,
              domain.index(after: dot) != domain.endIndex, !domain.hasPrefix("."), !domain.contains("..") else { return false }
        return true
    }
}

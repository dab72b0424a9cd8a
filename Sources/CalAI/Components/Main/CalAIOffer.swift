/// What the subscription screens sell (seed 000 p8 "Free Trial Offer … 'Try for $0.00'",
/// "Discount Spinner", "Payment Screen: … a one-time offer, a toggle between monthly/yearly
/// pricing"; 001 p8 "a 3-day trial offer", "pricing for a monthly and yearly plan, with
/// the yearly plan highlighted as a better deal"). The seeds give no prices: these are
/// Cal AI's App Store prices (US, Chosen), held in cents so every derived price is exact,
/// and the wheel's discounts. The one-time offer is the wheel's prize taken off the yearly
/// plan.
public struct CalAIOffer: Sendable, Hashable {
    public let monthlyCents: Int
    public let yearlyCents: Int
    public let trialDays: Int
    /// The wheel's segments, clockwise from 12 o'clock, in percent.
    public let wheelDiscounts: [Int]
    /// The segment the wheel lands on.
    public let prizeIndex: Int

    public init(monthlyCents: Int, yearlyCents: Int, trialDays: Int, wheelDiscounts: [Int], prizeIndex: Int) {
        precondition(wheelDiscounts.indices.contains(prizeIndex), "the prize must be a segment")
        self.monthlyCents = monthlyCents; self.yearlyCents = yearlyCents; self.trialDays = trialDays
        self.wheelDiscounts = wheelDiscounts; self.prizeIndex = prizeIndex
    }

    /// $9.99 a month, $29.99 a year, 3 days free; 8 segments, landing on 80 %.
    public static let standard = CalAIOffer(monthlyCents: 999, yearlyCents: 2999, trialDays: 3,
                                            wheelDiscounts: [30, 50, 20, 80, 40, 60, 10, 70], prizeIndex: 3)

    /// The prize in percent: 80.
    public var discount: Int { wheelDiscounts[prizeIndex] }

    /// The yearly price after the discount, down to the nearest price ending in .99 as App
    /// Store price points do: $29.99 less 80 % is $5.998 → $5.99.
    public var offerYearlyCents: Int {
        let raw = yearlyCents * (100 - discount) / 100
        return max(99, (raw + 1) / 100 * 100 - 1)
    }

    /// A yearly price per month, rounded down as the App Store shows it: $29.99 → $2.49.
    public static func perMonth(_ yearlyCents: Int) -> Int { yearlyCents / 12 }

    /// "$29.99".
    public static func price(_ cents: Int) -> String {
        let c = cents % 100
        return "$\(cents / 100).\(c < 10 ? "0" : "")\(c)"
    }
}

public import DisplayList

/// A phone a screen is rendered for: the canvas size, the pixel density, and the parts of
/// the glass the system owns (status bar, Dynamic Island, home indicator, rounded corners).
///
/// It is plain data so that a render is a pure function of the environment: the same
/// device always yields the same safe area and the same overlays, on any machine. All
/// lengths are iOS points in portrait, origin at the top-left of the screen.
public struct Device: Hashable, Sendable, Codable, Identifiable {
    /// The command-line id (`--device iphone-16`): lower-case and hyphenated so it can be
    /// typed without quoting and used in file names.
    public var id: String
    /// Apple's marketing name, as shown in Xcode's device list and in reports.
    public var name: String
    /// The screen in points (UIScreen.bounds in portrait).
    public var size: Size
    /// Pixels per point (UIScreen.scale): how much larger the PNG is than the layout.
    public var scale: Double
    /// The portrait safe-area insets a full-screen view receives from the system.
    public var safeAreaInsets: EdgeInsets
    /// Height of the band at the top that the status bar reserves. On phones with a Dynamic
    /// Island this is the whole top inset (the island sits inside it), which is what a
    /// screen must keep clear of.
    public var statusBarHeight: Double
    /// The home indicator bar, or nil on a phone with a Home button, which has none.
    public var homeIndicator: Rect?
    /// The Dynamic Island's resting pill, or nil on a phone without one.
    public var dynamicIsland: Rect?
    /// Radius of the display's rounded corners (0: square corners). The real corner is a
    /// continuous curve; this is the radius iOS itself reports and uses to mask it.
    public var cornerRadius: Double

    /// A device of these measures (points; `scale` pixels per point).
    public init(id: String, name: String, size: Size, scale: Double, safeAreaInsets: EdgeInsets,
                statusBarHeight: Double, homeIndicator: Rect?, dynamicIsland: Rect?, cornerRadius: Double) {
        self.id = id; self.name = name; self.size = size; self.scale = scale
        self.safeAreaInsets = safeAreaInsets; self.statusBarHeight = statusBarHeight
        self.homeIndicator = homeIndicator; self.dynamicIsland = dynamicIsland; self.cornerRadius = cornerRadius
    }

    /// The size of the rendered image in pixels (points × scale), as the App Store and the
    /// simulator's screenshots have it. Rounded so that a non-integer product could never
    /// silently truncate a row of pixels.
    public var pixelSize: (width: Int, height: Int) {
        (Int((size.width * scale).rounded()), Int((size.height * scale).rounded()))
    }

    // MARK: - The devices
    //
    // Sources, by field:
    // • size, scale, pixels: Apple's device specs as restated by every screen-size table
    //   (e.g. App Store Connect's 6.9" slot is 1320 × 2868 = 440 × 956 @3x; the iPhone 16 is
    //   1179 × 2556 = 393 × 852 @3x; the SE (3rd gen) is 750 × 1334 = 375 × 667 @2x).
    // • safe areas: SE top 20 / bottom 0 as in pointfreeco/swift-snapshot-testing's
    //   ViewImageConfig.iPhone8 (same 375 × 667 screen); iPhone 16 top 59 / bottom 34 and
    //   16 Pro Max top 62 / bottom 34 as recorded from the simulator by several independent
    //   snapshot-test device configurations (393 × 852 → 59/34; 402 × 874 and 440 × 956 →
    //   62/34); these are also the figures cited to useyourloaf.com's "iPhone 16 Screen Sizes".
    // • cornerRadius: values iOS reports through UIScreen's private `_displayCornerRadius`,
    //   as collected by third-party tables (kylebashour.com's ScreenCorners for the method;
    //   iPhone 16 = 55, iPhone 16 Pro Max = 62). Apple does not publish these.
    // • Dynamic Island: 126 × 37.33 pt (112 px / 3) at y = 11 is the resting pill measured on
    //   the iPhone 14 Pro (theblixguy/DynamicIslandUtilities); the iPhone 16 has the same
    //   393 × 852 screen and, by all reports, the same island. On the 16 Pro Max the pill is the same size but sits lower,
    //   y = 14: the Pro's thinner border moves the panel edge up while the island stays, which
    //   is why its top inset is 62 rather than 59 (and a conversion of Apple's iPhone 16 Pro
    //   dimensional drawing puts the island's top 13.7 pt below the display edge). That y is
    //   derived, not measured on a device.
    // • Home indicator: 5 pt tall, its bottom 8 pt above the screen edge, centred — the
    //   geometry of the iOS UI kits, copied by many mock-ups (134 × 5 with 8 pt below on
    //   375-pt phones). Its width grows with the screen: 134 pt at 375, 139 at 390, 148 at
    //   414, 153 at 428 (apparata/Bezeler's device mocks) — 0.357 × width throughout. The
    //   widths here (140 at 393, 157 at 440) follow that proportion; derived, not measured.

    /// iPhone SE (3rd generation): the small phone with a Home button, so no home
    /// indicator, no island, square corners and the classic 20-pt status bar.
    public static let iPhoneSE = Device(
        id: "iphone-se",
        name: "iPhone SE (3rd generation)",
        size: Size(width: 375, height: 667),
        scale: 2,
        safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
        statusBarHeight: 20,
        homeIndicator: nil,
        dynamicIsland: nil,
        cornerRadius: 0)

    /// iPhone 16: the default, because it is the most common current screen size.
    public static let iPhone16 = Device(
        id: "iphone-16",
        name: "iPhone 16",
        size: Size(width: 393, height: 852),
        scale: 3,
        safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),
        statusBarHeight: 59,
        homeIndicator: homeIndicator(screen: Size(width: 393, height: 852), width: 140),
        dynamicIsland: dynamicIsland(screenWidth: 393, y: 11),
        cornerRadius: 55)

    /// iPhone 16 Pro Max: the largest screen, where layouts that assume a width stretch.
    public static let iPhone16ProMax = Device(
        id: "iphone-16-pro-max",
        name: "iPhone 16 Pro Max",
        size: Size(width: 440, height: 956),
        scale: 3,
        safeAreaInsets: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0),
        statusBarHeight: 62,
        homeIndicator: homeIndicator(screen: Size(width: 440, height: 956), width: 157),
        dynamicIsland: dynamicIsland(screenWidth: 440, y: 14),
        cornerRadius: 62)

    /// Every device the CLI offers, smallest first (the order `--help` lists them in).
    public static let all: [Device] = [iPhoneSE, iPhone16, iPhone16ProMax]

    /// The device a render uses when none is named.
    public static let `default`: Device = iPhone16

    /// The device with this CLI id, ignoring case (ids are typed by people); nil if none.
    public init?(id: String) {
        let key = id.lowercased()
        guard let device = Self.all.first(where: { $0.id == key }) else { return nil }
        self = device
    }

    /// The device whose id is closest to `id`, for a "did you mean …?" after a typo.
    ///
    /// Spaces and underscores count as hyphens and case is ignored, so "iPhone 16" finds
    /// `iphone-16`. A suggestion is only made when the Levenshtein distance is within a
    /// third of the id's length, and never fewer than 3 edits are forgiven: close enough to
    /// be a slip of the keyboard, far enough that an unrelated name ("pixel-8") gets none.
    /// Between equally distant ids the one sharing the longer prefix wins: "iphone-16-pro"
    /// is 4 edits from both `iphone-16` and `iphone-16-pro-max`, and the person who typed
    /// "pro" meant the Pro.
    public static func nearest(to id: String) -> Device? {
        let key = String(id.lowercased().map { $0 == " " || $0 == "_" ? "-" : $0 })
        let plausible = all.compactMap { device -> (device: Device, distance: Int, prefix: Int)? in
            let distance = editDistance(key, device.id)
            guard distance <= max(3, device.id.count / 3) else { return nil }
            let prefix = zip(key, device.id).prefix(while: { $0 == $1 }).count
            return (device, distance, prefix)
        }
        return plausible.min { ($0.distance, -$0.prefix) < ($1.distance, -$1.prefix) }?.device
    }

    /// The home indicator bar: 5 pt tall, centred, its bottom 8 pt above the screen edge.
    private static func homeIndicator(screen: Size, width: Double) -> Rect {
        Rect(x: (screen.width - width) / 2, y: screen.height - 8 - 5, width: width, height: 5)
    }

    /// The resting Dynamic Island: 126 × 37⅓ pt (112 px at @3x), centred horizontally.
    private static func dynamicIsland(screenWidth: Double, y: Double) -> Rect {
        Rect(x: (screenWidth - 126) / 2, y: y, width: 126, height: 112.0 / 3.0)
    }

    /// Levenshtein distance: insertions, deletions and substitutions each cost 1. Kept
    /// private here so Layout's public interface does not depend on another module's helper.
    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}

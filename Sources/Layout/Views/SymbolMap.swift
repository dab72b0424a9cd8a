/// SF Symbol name → Material Design Icons glyph, so that `Image(systemName:)` can be drawn
/// on Linux.
///
/// Why: SF Symbols ship only with Apple's operating systems (and their licence allows them
/// only in apps for Apple platforms), so a Linux render has no font that contains them. The
/// nearest free, packaged icon font is Material Design Icons: Debian and Ubuntu ship it as
/// `fonts-materialdesignicons-webfont`, which installs
/// `/usr/share/fonts/truetype/materialdesignicons-webfont/materialdesignicons-webfont.ttf`
/// (fontconfig family "Material Design Icons") for Pango to draw with.
///
/// Source and version: every `mdiName` and `codepoint` is copied from that package's
/// `/usr/share/fonts-materialdesignicons-webfont/css/materialdesignicons.css`, Material Design
/// Icons **v1.6.50** (rules of the form `.mdi-microphone:before { content: "\F36C"; }`).
/// Codepoints are in the Private Use Area and were renumbered in later MDI releases, so they
/// are only valid for that font; `SymbolMapTests` parses the installed CSS and fails if any
/// name or codepoint here disagrees with it.
///
/// Choice of glyph: the MDI icon that looks most like the SF Symbol. `.fill` symbols get the
/// filled MDI icon and outline symbols the `-outline` variant where v1.6.50 has one; where it
/// has only a filled icon, the outline symbol shares it (marked "no outline in 1.6.50"). A
/// few symbols have no close equivalent in 1.6.50 and are mapped by meaning; those are
/// marked "Loose" in the table. The set covers the screens of the five fitness-app specs
/// (Cal AI, AirFit, NutriSync, FitAI): macros, activity, sign-in, pickers, tab bars.
public enum SymbolMap {
    /// One Material Design Icons glyph: its CSS class name without the `mdi-` prefix, and
    /// its Unicode scalar in the v1.6.50 font.
    public struct Entry: Hashable, Sendable {
        /// The icon's Material Design Icons name, without `mdi-`.
        public let mdiName: String
        /// The glyph's Unicode scalar in the icon font.
        public let codepoint: UInt32

        /// The glyph `mdiName` at `codepoint`.
        public init(mdiName: String, codepoint: UInt32) {
            self.mdiName = mdiName
            self.codepoint = codepoint
        }
    }

    /// The fontconfig/Pango family name of the icon font the glyphs must be drawn in.
    public static let fontFamily = "Material Design Icons"

    /// Every SF Symbol name the renderer knows (140 of them), keyed by the exact string given
    /// to `Image(systemName:)`.
    public static let entries: [String: Entry] = [
        // Voice and audio
        "mic.fill": Entry(mdiName: "microphone", codepoint: 0xF36C),
        "mic": Entry(mdiName: "microphone-outline", codepoint: 0xF36E),
        // Loose: 1.6.50 has no waveform glyph; a single pulse line.
        "waveform": Entry(mdiName: "pulse", codepoint: 0xF430),

        // Health and activity
        "heart.fill": Entry(mdiName: "heart", codepoint: 0xF2D1),
        "heart": Entry(mdiName: "heart-outline", codepoint: 0xF2D5),
        // Loose: heart in a square, no text lines.
        "heart.text.square.fill": Entry(mdiName: "heart-box", codepoint: 0xF2D2),
        // Loose: heart in a square, no text lines.
        "heart.text.square": Entry(mdiName: "heart-box-outline", codepoint: 0xF2D3),
        "waveform.path.ecg": Entry(mdiName: "heart-pulse", codepoint: 0xF5F6),
        "figure.run": Entry(mdiName: "run", codepoint: 0xF46E),
        "figure.walk": Entry(mdiName: "walk", codepoint: 0xF583),
        // Loose: the dumbbell alone, no figure.
        "figure.strengthtraining.traditional": Entry(mdiName: "dumbbell", codepoint: 0xF1E6),
        "bed.double.fill": Entry(mdiName: "hotel", codepoint: 0xF2E3),
        "bed.double": Entry(mdiName: "hotel", codepoint: 0xF2E3),  // no outline in 1.6.50
        "zzz": Entry(mdiName: "sleep", codepoint: 0xF4B2),
        "stopwatch.fill": Entry(mdiName: "timer", codepoint: 0xF51B),
        "stopwatch": Entry(mdiName: "timer", codepoint: 0xF51B),
        // Loose: no tortoise in 1.6.50; "slow" as a walking figure.
        "tortoise.fill": Entry(mdiName: "walk", codepoint: 0xF583),
        // Loose: no hare in 1.6.50; "fast" as a running figure.
        "hare.fill": Entry(mdiName: "run", codepoint: 0xF46E),

        // Nutrition and macros
        "flame.fill": Entry(mdiName: "fire", codepoint: 0xF238),
        "flame": Entry(mdiName: "fire", codepoint: 0xF238),  // no outline in 1.6.50
        "drop.fill": Entry(mdiName: "water", codepoint: 0xF58C),
        "drop": Entry(mdiName: "water", codepoint: 0xF58C),  // no outline in 1.6.50
        "drop.halffull": Entry(mdiName: "opacity", codepoint: 0xF5CC),
        "leaf.fill": Entry(mdiName: "leaf", codepoint: 0xF32A),
        "leaf": Entry(mdiName: "leaf", codepoint: 0xF32A),  // no outline in 1.6.50
        "carrot.fill": Entry(mdiName: "carrot", codepoint: 0xF10F),
        "carrot": Entry(mdiName: "carrot", codepoint: 0xF10F),  // no outline in 1.6.50
        "fish.fill": Entry(mdiName: "fish", codepoint: 0xF23A),
        "fish": Entry(mdiName: "fish", codepoint: 0xF23A),  // no outline in 1.6.50
        "oilcan.fill": Entry(mdiName: "oil", codepoint: 0xF3C7),
        "fork.knife": Entry(mdiName: "silverware-variant", codepoint: 0xF4A6),
        "cup.and.saucer.fill": Entry(mdiName: "coffee", codepoint: 0xF176),
        "cup.and.saucer": Entry(mdiName: "coffee", codepoint: 0xF176),  // no outline in 1.6.50
        "chart.pie.fill": Entry(mdiName: "chart-pie", codepoint: 0xF12B),
        "scalemass.fill": Entry(mdiName: "weight", codepoint: 0xF5A1),
        "scalemass": Entry(mdiName: "weight", codepoint: 0xF5A1),  // no outline in 1.6.50
        "ruler.fill": Entry(mdiName: "ruler", codepoint: 0xF46D),
        "ruler": Entry(mdiName: "ruler", codepoint: 0xF46D),

        // Camera, photos and scanning
        "camera.fill": Entry(mdiName: "camera", codepoint: 0xF100),
        "camera": Entry(mdiName: "camera", codepoint: 0xF100),  // no outline in 1.6.50
        // Loose: corner brackets round a dot, no camera.
        "camera.viewfinder": Entry(mdiName: "image-filter-center-focus", codepoint: 0xF2F1),
        "photo.fill": Entry(mdiName: "image", codepoint: 0xF2E9),
        "photo": Entry(mdiName: "image", codepoint: 0xF2E9),  // no outline in 1.6.50
        "photo.on.rectangle": Entry(mdiName: "image-multiple", codepoint: 0xF2F9),
        "viewfinder": Entry(mdiName: "crop-free", codepoint: 0xF19F),
        "barcode.viewfinder": Entry(mdiName: "barcode-scan", codepoint: 0xF072),
        "barcode": Entry(mdiName: "barcode", codepoint: 0xF071),
        "keyboard": Entry(mdiName: "keyboard", codepoint: 0xF30C),

        // Editing and controls
        "square.and.pencil": Entry(mdiName: "pencil-box-outline", codepoint: 0xF3ED),
        "pencil": Entry(mdiName: "pencil", codepoint: 0xF3EB),
        "plus": Entry(mdiName: "plus", codepoint: 0xF415),
        "minus": Entry(mdiName: "minus", codepoint: 0xF374),
        "plus.circle.fill": Entry(mdiName: "plus-circle", codepoint: 0xF417),
        "plus.circle": Entry(mdiName: "plus-circle-outline", codepoint: 0xF419),
        "minus.circle.fill": Entry(mdiName: "minus-circle", codepoint: 0xF376),
        "minus.circle": Entry(mdiName: "minus-circle-outline", codepoint: 0xF377),
        "xmark": Entry(mdiName: "close", codepoint: 0xF156),
        "xmark.circle.fill": Entry(mdiName: "close-circle", codepoint: 0xF159),
        "xmark.circle": Entry(mdiName: "close-circle-outline", codepoint: 0xF15A),
        "checkmark": Entry(mdiName: "check", codepoint: 0xF12C),
        "checkmark.circle.fill": Entry(mdiName: "check-circle", codepoint: 0xF5E0),
        "checkmark.circle": Entry(mdiName: "check-circle-outline", codepoint: 0xF5E1),
        "circle": Entry(mdiName: "checkbox-blank-circle-outline", codepoint: 0xF130),
        "circle.fill": Entry(mdiName: "checkbox-blank-circle", codepoint: 0xF12F),
        "largecircle.fill.circle": Entry(mdiName: "radiobox-marked", codepoint: 0xF43E),
        "trash.fill": Entry(mdiName: "delete", codepoint: 0xF1C0),
        "trash": Entry(mdiName: "delete", codepoint: 0xF1C0),  // no outline in 1.6.50
        "magnifyingglass": Entry(mdiName: "magnify", codepoint: 0xF349),
        "ellipsis": Entry(mdiName: "dots-horizontal", codepoint: 0xF1D8),
        "chevron.up.chevron.down": Entry(mdiName: "unfold-more", codepoint: 0xF54F),

        // Navigation and arrows
        "chevron.left": Entry(mdiName: "chevron-left", codepoint: 0xF141),
        "chevron.right": Entry(mdiName: "chevron-right", codepoint: 0xF142),
        "chevron.up": Entry(mdiName: "chevron-up", codepoint: 0xF143),
        "chevron.down": Entry(mdiName: "chevron-down", codepoint: 0xF140),
        "arrow.left": Entry(mdiName: "arrow-left", codepoint: 0xF04D),
        "arrow.right": Entry(mdiName: "arrow-right", codepoint: 0xF054),
        "arrow.up": Entry(mdiName: "arrow-up", codepoint: 0xF05D),
        "arrow.down": Entry(mdiName: "arrow-down", codepoint: 0xF045),
        "arrow.clockwise": Entry(mdiName: "refresh", codepoint: 0xF450),
        "arrow.triangle.2.circlepath": Entry(mdiName: "sync", codepoint: 0xF4E6),

        // Feedback and rewards
        "star.fill": Entry(mdiName: "star", codepoint: 0xF4CE),
        "star": Entry(mdiName: "star-outline", codepoint: 0xF4D2),
        "hand.thumbsup.fill": Entry(mdiName: "thumb-up", codepoint: 0xF513),
        "hand.thumbsup": Entry(mdiName: "thumb-up-outline", codepoint: 0xF514),
        "hand.thumbsdown.fill": Entry(mdiName: "thumb-down", codepoint: 0xF511),
        "hand.thumbsdown": Entry(mdiName: "thumb-down-outline", codepoint: 0xF512),
        "gift.fill": Entry(mdiName: "gift", codepoint: 0xF2A1),
        "gift": Entry(mdiName: "gift", codepoint: 0xF2A1),  // no outline in 1.6.50
        "trophy.fill": Entry(mdiName: "trophy", codepoint: 0xF538),
        "trophy": Entry(mdiName: "trophy-outline", codepoint: 0xF53A),
        "flag.fill": Entry(mdiName: "flag", codepoint: 0xF23B),
        "flag": Entry(mdiName: "flag-outline", codepoint: 0xF23D),
        "target": Entry(mdiName: "bullseye", codepoint: 0xF5DD),
        // Loose: a magic wand with sparkles.
        "sparkles": Entry(mdiName: "auto-fix", codepoint: 0xF068),
        "bolt.fill": Entry(mdiName: "flash", codepoint: 0xF241),
        "bolt": Entry(mdiName: "flash", codepoint: 0xF241),  // no outline in 1.6.50

        // Notifications and status
        "bell.fill": Entry(mdiName: "bell", codepoint: 0xF09A),
        "bell": Entry(mdiName: "bell-outline", codepoint: 0xF09C),
        // Loose: ringing bell instead of a badge dot.
        "bell.badge.fill": Entry(mdiName: "bell-ring", codepoint: 0xF09E),
        // Loose: ringing bell instead of a badge dot.
        "bell.badge": Entry(mdiName: "bell-ring-outline", codepoint: 0xF09F),
        "info.circle.fill": Entry(mdiName: "information", codepoint: 0xF2FC),
        "info.circle": Entry(mdiName: "information-outline", codepoint: 0xF2FD),
        "exclamationmark.triangle.fill": Entry(mdiName: "alert", codepoint: 0xF026),
        "exclamationmark.triangle": Entry(mdiName: "alert-outline", codepoint: 0xF02A),
        "exclamationmark.circle.fill": Entry(mdiName: "alert-circle", codepoint: 0xF028),
        "exclamationmark.circle": Entry(mdiName: "alert-circle-outline", codepoint: 0xF5D6),

        // Account and sign-in
        "applelogo": Entry(mdiName: "apple", codepoint: 0xF035),
        // Loose: the Google "G" logo; SF Symbols has no Google logo.
        "g.circle.fill": Entry(mdiName: "google", codepoint: 0xF2AD),
        "envelope.fill": Entry(mdiName: "email", codepoint: 0xF1EE),
        "envelope": Entry(mdiName: "email-outline", codepoint: 0xF1F0),
        "lock.fill": Entry(mdiName: "lock", codepoint: 0xF33E),
        "lock": Entry(mdiName: "lock-outline", codepoint: 0xF341),
        "lock.open": Entry(mdiName: "lock-open-outline", codepoint: 0xF340),
        "eye": Entry(mdiName: "eye", codepoint: 0xF208),
        "eye.slash": Entry(mdiName: "eye-off", codepoint: 0xF209),
        "person.fill": Entry(mdiName: "account", codepoint: 0xF004),
        "person": Entry(mdiName: "account-outline", codepoint: 0xF013),
        "person.crop.circle.fill": Entry(mdiName: "account-circle", codepoint: 0xF009),
        "person.crop.circle": Entry(mdiName: "account-circle", codepoint: 0xF009),  // no outline in 1.6.50
        "gearshape.fill": Entry(mdiName: "settings", codepoint: 0xF493),
        "gearshape": Entry(mdiName: "settings", codepoint: 0xF493),  // no outline in 1.6.50
        "globe": Entry(mdiName: "earth", codepoint: 0xF1E7),  // no outline in 1.6.50

        // Tabs, time and charts
        "house.fill": Entry(mdiName: "home", codepoint: 0xF2DC),
        "house": Entry(mdiName: "home", codepoint: 0xF2DC),  // no outline in 1.6.50
        "list.bullet": Entry(mdiName: "format-list-bulleted", codepoint: 0xF279),
        "checklist": Entry(mdiName: "playlist-check", codepoint: 0xF5C7),
        "square.grid.2x2.fill": Entry(mdiName: "view-grid", codepoint: 0xF570),
        "square.grid.2x2": Entry(mdiName: "view-grid", codepoint: 0xF570),  // no outline in 1.6.50
        "calendar": Entry(mdiName: "calendar", codepoint: 0xF0ED),
        "chart.bar.fill": Entry(mdiName: "poll", codepoint: 0xF41F),
        "chart.bar": Entry(mdiName: "poll", codepoint: 0xF41F),  // no outline in 1.6.50
        "chart.line.uptrend.xyaxis": Entry(mdiName: "chart-line", codepoint: 0xF12A),
        "clock": Entry(mdiName: "clock", codepoint: 0xF150),
        "clock.arrow.circlepath": Entry(mdiName: "history", codepoint: 0xF2DA),
        "alarm": Entry(mdiName: "alarm", codepoint: 0xF020),
        "sun.max.fill": Entry(mdiName: "white-balance-sunny", codepoint: 0xF5A8),
        "sun.max": Entry(mdiName: "weather-sunny", codepoint: 0xF599),
        "moon.fill": Entry(mdiName: "brightness-3", codepoint: 0xF0DC),
        "sunrise": Entry(mdiName: "weather-sunset-up", codepoint: 0xF59C),
        "sunset": Entry(mdiName: "weather-sunset-down", codepoint: 0xF59B),

        // Everyday symbols of other teams' apps (the most used in a corpus of real SwiftUI
        // apps that the fitness specs do not use).
        "link": Entry(mdiName: "link", codepoint: 0xF337),
        "at": Entry(mdiName: "at", codepoint: 0xF065),
        "doc.on.doc": Entry(mdiName: "content-copy", codepoint: 0xF18F),
        // Loose: a box with an arrow out of it.
        "square.and.arrow.up": Entry(mdiName: "export", codepoint: 0xF207),
        // Loose: a check in a circle, not a seal.
        "checkmark.seal.fill": Entry(mdiName: "checkbox-marked-circle", codepoint: 0xF133),
        // Loose: a check in a circle, not a seal.
        "checkmark.seal": Entry(mdiName: "checkbox-marked-circle", codepoint: 0xF133),
        "box.truck": Entry(mdiName: "truck", codepoint: 0xF53D),
        // Loose: a speech bubble with text lines, no quotation mark.
        "quote.bubble": Entry(mdiName: "message-text", codepoint: 0xF369),
        "text.bubble": Entry(mdiName: "message-text-outline", codepoint: 0xF36A),
        "person.badge.plus": Entry(mdiName: "account-plus", codepoint: 0xF014),
        "number": Entry(mdiName: "pound", codepoint: 0xF423),
        "gear": Entry(mdiName: "settings", codepoint: 0xF493),
        "chevron.forward": Entry(mdiName: "chevron-right", codepoint: 0xF142),
        "wallet.pass": Entry(mdiName: "wallet", codepoint: 0xF584),
        "shippingbox": Entry(mdiName: "package-variant", codepoint: 0xF3D6),
        "safari": Entry(mdiName: "compass", codepoint: 0xF18B),
        "questionmark": Entry(mdiName: "help", codepoint: 0xF2D6),
        "questionmark.circle": Entry(mdiName: "help-circle-outline", codepoint: 0xF625),
        "photo.on.rectangle.angled": Entry(mdiName: "image-multiple", codepoint: 0xF2F9),
        "person.3": Entry(mdiName: "account-multiple", codepoint: 0xF00E),
        "paperplane": Entry(mdiName: "send", codepoint: 0xF48A),
        // Loose: two circling arrows (a repost).
        "arrow.2.squarepath": Entry(mdiName: "cached", codepoint: 0xF0E8),
        "arrowshape.turn.up.left": Entry(mdiName: "reply", codepoint: 0xF45A),
        "arrowshape.turn.up.left.fill": Entry(mdiName: "reply", codepoint: 0xF45A),  // no outline in 1.6.50
        "wand.and.stars": Entry(mdiName: "auto-fix", codepoint: 0xF068),
        "tag": Entry(mdiName: "tag", codepoint: 0xF4F9),
        "star.circle": Entry(mdiName: "star-circle", codepoint: 0xF4CF),
        "speaker.slash": Entry(mdiName: "volume-off", codepoint: 0xF581),
        "pin": Entry(mdiName: "pin", codepoint: 0xF403),
        "folder": Entry(mdiName: "folder", codepoint: 0xF24B),
        "face.smiling": Entry(mdiName: "emoticon", codepoint: 0xF1F2),
        "building.2": Entry(mdiName: "domain", codepoint: 0xF1D7),
        "bubble.left.and.bubble.right": Entry(mdiName: "forum", codepoint: 0xF28C),
        "tray": Entry(mdiName: "inbox", codepoint: 0xF2FB),  // no outline in 1.6.50
        "tray.fill": Entry(mdiName: "inbox", codepoint: 0xF2FB),
        "tray.full": Entry(mdiName: "inbox", codepoint: 0xF2FB),  // no outline in 1.6.50
        "arrow.down.circle": Entry(mdiName: "arrow-down-bold-circle-outline", codepoint: 0xF048),
        // Loose: 1.6.50's only bird is Twitter's.
        "bird": Entry(mdiName: "twitter", codepoint: 0xF544),
        // Loose: 1.6.50's only bird is Twitter's.
        "bird.fill": Entry(mdiName: "twitter", codepoint: 0xF544),
    ]

    /// The one-character string to draw in `fontFamily` for an SF Symbol name, or nil if the
    /// name is not in `entries` (see `nearest(to:)` for a suggestion).
    public static func glyph(for systemName: String) -> String? {
        guard let entry = entries[systemName], let scalar = Unicode.Scalar(entry.codepoint) else {
            return nil
        }
        return String(Character(scalar))
    }

    /// The known SF Symbol name closest to `systemName` by Levenshtein edit distance, for a
    /// "did you mean" message when `glyph(for:)` returns nil. Case is ignored; ties go to the
    /// alphabetically first name so the answer does not depend on dictionary order. Returns
    /// nil for an empty name, or when even the closest name needs more than
    /// max(2, length / 2) edits, so that a symbol we simply lack gets no misleading
    /// suggestion.
    public static func nearest(to systemName: String) -> String? {
        let query = Array(systemName.lowercased().unicodeScalars)
        // A name over twice the longest known one is more than half its length away from
        // every name, so nothing is near it: answered without a distance per name (a name
        // built at run time may be any length).
        guard !query.isEmpty, query.count <= 2 * longestName else { return nil }
        var best: (distance: Int, name: String)?
        for name in entries.keys {
            let distance = editDistance(query, Array(name.unicodeScalars))
            if let current = best, (current.distance, current.name) <= (distance, name) { continue }
            best = (distance, name)
        }
        guard let best, best.distance <= max(2, query.count / 2) else { return nil }
        return best.name
    }

    /// The length of the longest name in `entries`, in Unicode scalars.
    private static let longestName = entries.keys.map { $0.unicodeScalars.count }.max() ?? 0

    /// Levenshtein distance (insertions, deletions and substitutions each cost 1), computed
    /// with two rolling rows.
    private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}

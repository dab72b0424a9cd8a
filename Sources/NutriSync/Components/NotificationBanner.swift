public import SwiftUI
import DisplayList
import Tokens

/// A preview of one NutriSync notification as iOS 18 draws a banner in dark mode (seed 5.4,
/// "Preview of notification styles"): a translucent dark platter with 22 pt continuous
/// corners, the 38 pt app icon on the left, the app name in semibold and "now" on the
/// right of the first line, the message under it.
///
/// The platter's colours are iOS's, not NutriSync's, so they are not design tokens: iOS
/// 18's dark notification material over a dark wallpaper reads as systemGray5 (#2C2C2E)
/// at about 85 %, with a hairline of white at 8 %. Its text is white and white at 60 %
/// like iOS's, so the contrast check measures it like the rest of the screen (it is the
/// app's own picture of a banner, not chrome iOS draws over the app).
nonisolated public struct NotificationBanner: View {
    @Environment(\.nutriSync) private var theme
    let message: String

    public init(message: String) { self.message = message }

    static let platter = RGBA(r: 44 / 255, g: 44 / 255, b: 46 / 255, a: 0.85)
    static let hairline = RGBA(r: 1, g: 1, b: 1, a: 0.08)

    public var body: some View {
        let t = theme
        let line = EmojiLine(message)
        HStack(alignment: .top, spacing: 10) {
            NutriSyncAppIcon(size: 38)
            VStack(alignment: .leading, spacing: 2) {
                // The app name and "now" on one line; at large text sizes "now" goes
                // under the name rather than breaking it.
                ViewThatFits(in: .horizontal) {
                    HStack(alignment: .center, spacing: 8) { appName; Spacer(minLength: 0); now }
                    VStack(alignment: .leading, spacing: 0) { appName; now }
                }
                // The leading emoji in the colour family (Pango's fallback draws 🍽️ in a
                // monochrome font), the words beside it.
                HStack(alignment: .top, spacing: 4) {
                    if !line.emoji.isEmpty { EmojiText(line.emoji, size: 15, relativeTo: .subheadline) }
                    Text(line.words)
                        .font(.system(size: 15, relativeTo: .subheadline))
                        .foregroundColor(Color(t.color(.textPrimary)))
                        .fixedSize(horizontal: false, vertical: true)
                    Spacer(minLength: 0)
                }
            }
        }
        .padding(.horizontal, 14)
        .padding(.vertical, 12)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(
            RoundedRectangle(cornerRadius: 22)
                .fill(Color(Self.platter))
                .strokeBorder(Color(Self.hairline), lineWidth: 0.5)
        )
        .id("notification")
        .accessibilityLabel("Notification from NutriSync, now: " + message)
    }

    var appName: some View {
        Text("NutriSync")
            .font(.system(size: 15, weight: .semibold, relativeTo: .subheadline))
            .foregroundColor(Color(theme.color(.textPrimary)))
    }

    var now: some View {
        Text("now")
            .font(.system(size: 13, relativeTo: .footnote))
            .foregroundColor(Color(theme.color(.textSecondary)))
    }
}

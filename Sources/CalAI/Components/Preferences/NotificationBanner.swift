public import SwiftUI

/// An iOS notification as it appears on the Lock Screen: a rounded platter on the thick
/// material with the app icon, the app name, when, and the message. The example on
/// "Reach your goals with notifications" (seed 000 p7 "a screen to request push
/// notification permissions").
nonisolated public struct NotificationBanner: View {
    @Environment(\.calAI) private var theme
    @Environment(\.appearance) private var appearance
    let app: String
    let title: String
    let message: String
    let time: String

    public init(app: String = "Cal AI", title: String, message: String, time: String = "now") {
        self.app = app; self.title = title; self.message = message; self.time = time
    }

    public var body: some View {
        let t = theme
        HStack(alignment: .top, spacing: 10) {
            CalAIAppIcon(size: 38)
            VStack(alignment: .leading, spacing: 1) {
                HStack(alignment: .top, spacing: 6) {
                    Text(title)
                        .font(t.typeface(.subheadline, .subheadline).weight(.semibold))
                        .foregroundColor(t.swatch(.textPrimary))
                        // Shrinks a little rather than breaking a word beside the time (SE, AX XL).
                        .minimumScaleFactor(0.95)
                        .fixedSize(horizontal: false, vertical: true)
                    Spacer(minLength: 4)
                    Text(time)
                        .font(t.typeface(.footnote, .footnote))
                        .foregroundColor(t.swatch(.textSecondary))
                        .fixedSize()
                }
                Text(message)
                    .font(t.typeface(.subheadline, .subheadline))
                    .foregroundColor(t.swatch(.textPrimary))
                    .fixedSize(horizontal: false, vertical: true)
            }
        }
        .padding(.horizontal, 14)
        .padding(.vertical, 12)
        .background(t.swatch(.surface), in: RoundedRectangle(cornerRadius: t.length(.radiusCard)))
        .overlay(RoundedRectangle(cornerRadius: t.length(.radiusCard)).strokeBorder(t.swatch(.border), lineWidth: t.length(.sizeHairline)))
        .tokenShadow(t.shadowToken(.card, appearance))
        .accessibilityLabel("\(app) notification: \(title). \(message)")
    }
}

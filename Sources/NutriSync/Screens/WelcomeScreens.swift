public import SwiftUI
import DisplayList
import Tokens

/// The NutriSync app icon: a green rounded square with a white leaf-and-clock mark, drawn
/// as shapes (the seed names "App icon and name" and "NutriSync logo" without drawing them).
nonisolated struct NutriSyncAppIcon: View {
    @Environment(\.nutriSync) private var theme
    let size: Double
    var body: some View {
        let t = theme
        RoundedRectangle(cornerRadius: size * 0.225)
            .fill(LinearGradient(colors: [Color(t.color(.accent)), Color(t.color(.accent)).opacity(0.7)],
                                 startPoint: .topLeading, endPoint: .bottomTrailing))
            .frame(width: size, height: size)
            .overlay(
                ZStack {
                    Circle().stroke(Color(t.color(.background)), lineWidth: size * 0.07)
                        .frame(width: size * 0.56, height: size * 0.56)
                    Capsule().fill(Color(t.color(.background))).frame(width: size * 0.07, height: size * 0.2)
                        .offset(y: -size * 0.08)
                    Capsule().fill(Color(t.color(.background))).frame(width: size * 0.15, height: size * 0.07)
                        .offset(x: size * 0.06)
                }
            )
            .accessibilityLabel("NutriSync")
    }
}

/// The app icon over the app's name at the head of a welcome screen; at the accessibility sizes
/// the icon at half `iconSize`, beside the name while they fit. The icon is decoration, and a
/// page that must scroll gives its room to the words: at full size over the name on the SE at
/// AX XL it pushed the welcome headline under the fade after three words, and every
/// permission below the first view.
nonisolated struct HeaderLockup<Name: View>: View {
    @Environment(\.contentSize) private var contentSize
    let iconSize: Double
    let spacing: Double
    let name: Name

    init(iconSize: Double, spacing: Double, @ViewBuilder name: () -> Name) {
        self.iconSize = iconSize; self.spacing = spacing; self.name = name()
    }

    var body: some View {
        if contentSize.isAccessibilityCategory {
            let icon = NutriSyncAppIcon(size: iconSize / 2)
            ViewThatFits(in: .horizontal) {
                HStack(spacing: 12) { icon; name }
                VStack(spacing: spacing) { icon; name }
            }
        } else {
            VStack(spacing: spacing) {
                NutriSyncAppIcon(size: iconSize)
                name
            }
        }
    }
}

/// Screen 1.1, App Permissions: the icon and name, "NutriSync needs your permission to:",
/// the three permissions with their emoji, a green "Allow Access" and "Maybe Later".
nonisolated public struct PermissionsScreen: View {
    @Environment(\.nutriSync) private var theme
    public init() {}
    static let rows = [("📷", "Camera", "For meal scanning"), ("🔔", "Notifications", "For meal window reminders"),
                       ("📊", "Health Data", "Optional, for Apple Health sync")]
    public var body: some View {
        let t = theme
        OnboardingScreen(section: .welcome, centered: true) {
            VStack(spacing: t.dimension(.spacingSection)) {
                HeaderLockup(iconSize: t.dimension(.sizeIconAppIcon), spacing: 12) {
                    Text("NutriSync")
                        .font(t.font(.header, relativeTo: .largeTitle))
                        .foregroundColor(Color(t.color(.textPrimary)))
                }
                Text("NutriSync needs your permission to:")
                    .font(t.font(.subheader, relativeTo: .callout))
                    .foregroundColor(Color(t.color(.textSubheader)))
                    .multilineTextAlignment(.center)
                NutriSyncCard {
                    VStack(alignment: .leading, spacing: 20) {
                        ForEach(Self.rows.indices, id: \.self) { i in
                            PermissionRow(emoji: Self.rows[i].0, title: Self.rows[i].1, detail: Self.rows[i].2)
                                .accessibilityLabel(Self.rows[i].1 + ", " + Self.rows[i].2)
                        }
                    }
                }
            }
        } footer: {
            NutriSyncButton("Allow Access")
            NutriSyncLink("Maybe Later")
        }
    }
}

/// One permission: its emoji beside its name and what it is for — or, at accessibility sizes,
/// above them, so that "Notifications" has the card's width and is not broken mid-word on the
/// SE (`check dynamic-type`), as iOS stacks a cell's image over its text at those sizes.
nonisolated struct PermissionRow: View {
    @Environment(\.nutriSync) private var theme
    @Environment(\.contentSize) private var contentSize
    let emoji: String
    let title: String
    let detail: String

    var body: some View {
        let t = theme
        let texts = VStack(alignment: .leading, spacing: 2) {
            Text(title)
                .font(t.font(.optionTitle, relativeTo: .body))
                .foregroundColor(Color(t.color(.textPrimary)))
            Text(detail)
                .font(t.font(.optionDetail, relativeTo: .subheadline))
                .foregroundColor(Color(t.color(.textSecondary)))
                .fixedSize(horizontal: false, vertical: true)
        }
        if contentSize.isAccessibilityCategory {
            VStack(alignment: .leading, spacing: 8) {
                EmojiText(emoji, size: t.dimension(.sizeIconPermission))
                texts
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        } else {
            HStack(spacing: 16) {
                EmojiText(emoji, size: t.dimension(.sizeIconPermission))
                texts
                Spacer(minLength: 0)
            }
        }
    }
}

/// Screen 1.2, Welcome: the logo, "Transform Your Energy Through Smart Nutrition Timing",
/// "Join thousands optimizing their daily performance", a green "Get Started" and
/// "Already have an account?".
nonisolated public struct WelcomeScreen: View {
    @Environment(\.nutriSync) private var theme
    public init() {}
    public var body: some View {
        let t = theme
        OnboardingScreen(section: .welcome, centered: true) {
            VStack(spacing: 24) {
                HeaderLockup(iconSize: t.dimension(.sizeIconAppIcon) * 1.25, spacing: 24) {
                    Text("NutriSync")
                        .font(t.font(.headline, relativeTo: .headline))
                        .foregroundColor(Color(t.color(.accent)))
                }
                HeaderTitle("Transform Your Energy Through Smart Nutrition Timing")
                Text("Join thousands optimizing their daily performance")
                    .font(t.font(.subheader, relativeTo: .callout))
                    .foregroundColor(Color(t.color(.textSubheader)))
                    .multilineTextAlignment(.center)
                    .fixedSize(horizontal: false, vertical: true)
            }
            .frame(maxWidth: .infinity)
        } footer: {
            NutriSyncButton("Get Started")
            NutriSyncLink("Already have an account?")
        }
    }
}

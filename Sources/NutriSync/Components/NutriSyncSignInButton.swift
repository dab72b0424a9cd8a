public import SwiftUI
import AppSupport
import DisplayList
import Tokens

/// "Sign in with Apple" and "Sign in with Google" on NutriSync's account screen. The seed
/// sketches them as "[🍎 Sign in with Apple]" and "[📧 Sign in with Google]", but both
/// companies say how their buttons look, and neither is an emoji: Apple's HIG ("Sign in with
/// Apple", button styles) asks for its white button on a dark background — white fill, the
/// Apple logo and the title in black; Google's branding guidelines give the dark theme —
/// #131314 fill, a 1 pt #8E918F border, the four-colour G and the title in #E3E3E3. They keep
/// NutriSync's button shape, height and type (`NutriSyncButton`), as both allow. The colours
/// are the companies', not NutriSync's tokens.
nonisolated public struct NutriSyncSignInButton: View {
    /// Whose button: Apple's or Google's.
    public enum Provider: Sendable { case apple, google }
    @Environment(\.nutriSync) private var theme
    /// The logo grows with the title, as a symbol in its text style does.
    @ScaledMetric(relativeTo: .headline) private var logo = 18.0
    let provider: Provider

    /// The button of `provider`, in NutriSync's button shape.
    public init(_ provider: Provider) { self.provider = provider }

    /// The brands' published colours (hex as published).
    enum Palette {
        static let appleFill = RGBA(hex: "#FFFFFF")!, appleInk = RGBA(hex: "#000000")!
        static let googleFill = RGBA(hex: "#131314")!, googleBorder = RGBA(hex: "#8E918F")!, googleInk = RGBA(hex: "#E3E3E3")!
    }

    private var title: String { provider == .apple ? "Sign in with Apple" : "Sign in with Google" }

    public var body: some View {
        let t = theme
        let ink = Color(provider == .apple ? Palette.appleInk : Palette.googleInk)
        let radius = t.dimension(.radiusButton)
        HStack(spacing: 8) {
            switch provider {
            case .apple: Image(systemName: "applelogo").font(.system(size: logo, weight: .medium)).foregroundColor(ink)
            case .google: GoogleLogo(size: logo)
            }
            Text(title)
                .font(t.font(.button, relativeTo: .headline))
                .foregroundColor(ink)
                .multilineTextAlignment(.center)
                .fixedSize(horizontal: false, vertical: true)
        }
        .padding(.vertical, 8)
        .padding(.horizontal, 16)
        .frame(maxWidth: .infinity)
        .frame(minHeight: t.dimension(.sizeButtonHeight))
        // One shape for both (Apple's border is its fill), so the button's background is
        // one element the checks know as its own.
        .background(RoundedRectangle(cornerRadius: radius).fill(Color(provider == .apple ? Palette.appleFill : Palette.googleFill))
            .strokeBorder(Color(provider == .apple ? Palette.appleFill : Palette.googleBorder), lineWidth: 1))
        // Its own id: each is a control of its own, not another "button" of the screen.
        .id(provider == .apple ? "appleSignIn" : "googleSignIn")
        .accessibilityLabel(title)
        .accessibilityAddTraits(.isButton)
    }
}

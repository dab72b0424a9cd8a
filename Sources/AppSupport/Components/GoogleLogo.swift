public import Layout
import Tokens

/// Google's four-colour "G" as its sign-in branding guidelines require on the "Sign in with
/// Google" button (Cal AI's seed 000 p8 "Sign-In: … 'Sign in with Google' buttons", NutriSync's
/// account screen), drawn as four arcs and the crossbar. The colours are Google's brand
/// colours (developers.google.com, "Sign in with Google branding guidelines": the standard
/// logo must not be recoloured), so they are no app's tokens; shared by every app that signs in
/// with Google.
nonisolated public struct GoogleLogo: View {
    let size: Double

    /// The G in a `size`-point square (points; the button's text height, 20 at Large).
    public init(size: Double = 20) { self.size = size }

    static let blue = RGBA(hex: "#4285F4")!, green = RGBA(hex: "#34A853")!
    static let yellow = RGBA(hex: "#FBBC05")!, red = RGBA(hex: "#EA4335")!

    public var body: some View {
        let line = size * 0.2
        let ring = size - line
        // Angles as SwiftUI's trim: 0 at 3 o'clock, clockwise. The G opens between the
        // crossbar (0) and the red arc's end at about 1:30 (−45°).
        ZStack {
            Circle().trim(from: 0, to: 0.125).stroke(Color(Self.blue), lineWidth: line).frame(width: ring, height: ring)
            Circle().trim(from: 0.125, to: 0.375).stroke(Color(Self.green), lineWidth: line).frame(width: ring, height: ring)
            Circle().trim(from: 0.375, to: 0.575).stroke(Color(Self.yellow), lineWidth: line).frame(width: ring, height: ring)
            Circle().trim(from: 0.575, to: 0.875).stroke(Color(Self.red), lineWidth: line).frame(width: ring, height: ring)
            Rectangle().fill(Color(Self.blue))
                .frame(width: size / 2, height: line)
                .offset(x: size / 4 - line / 4)
        }
        .frame(width: size, height: size)
        .accessibilityLabel("Google")
    }
}

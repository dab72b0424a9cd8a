public import SwiftUI

/// Cal AI's app icon, as the system shows it in its notification banners and the App Store
/// rating prompt (seed 000 p7 "Rating & Notifications"): a black rounded square (corners at
/// 22.5 % of the side, as iOS icons) with a white apple. The icon is the same in light and
/// dark, so it uses `color.black` / `color.white`, not the appearance pair.
nonisolated public struct CalAIAppIcon: View {
    @Environment(\.calAI) private var theme
    let size: Double

    public init(size: Double) { self.size = size }

    public var body: some View {
        let t = theme
        let s = size
        RoundedRectangle(cornerRadius: s * 0.225)
            .fill(t.swatch(.black))
            .frame(width: s, height: s)
            .overlay {
                ZStack {
                    // The apple: two overlapping lobes, a stem and a leaf on it.
                    Ellipse().fill(t.swatch(.white)).frame(width: s * 0.34, height: s * 0.4).offset(x: -s * 0.085, y: s * 0.06)
                    Ellipse().fill(t.swatch(.white)).frame(width: s * 0.34, height: s * 0.4).offset(x: s * 0.085, y: s * 0.06)
                    Capsule().fill(t.swatch(.white)).frame(width: s * 0.05, height: s * 0.16)
                        .rotationEffect(.degrees(12)).offset(x: s * 0.01, y: -s * 0.17)
                    Ellipse().fill(t.swatch(.white)).frame(width: s * 0.17, height: s * 0.08)
                        .rotationEffect(.degrees(-25)).offset(x: s * 0.1, y: -s * 0.21)
                }
            }
            .accessibilityLabel("Cal AI")
    }
}

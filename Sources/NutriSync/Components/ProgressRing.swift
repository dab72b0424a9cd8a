public import SwiftUI
import DisplayList
import Tokens

/// The seed's `ProgressRing` (Component Library: "Circular progress indicator, Animated fill
/// effect, Center icon and percentage"): a `color.ring.track` circle, an arc in `color`
/// (default `color.ring.fill`) from 12 o'clock clockwise over `progress` of the turn with
/// round caps, and the icon above the whole percentage in the middle. Diameter and stroke
/// from `size.progressRing.*`.
///
/// `label` names what is measured: the seed lists it among the properties but draws only
/// the icon and the percentage inside, so it is what VoiceOver reads ("Creating your plan,
/// 50 percent"). The ring grows with Dynamic Type like `@ScaledMetric(relativeTo: .title)`
/// — the percentage it frames does — up to 1.6 × its size (256 pt, inside the iPhone SE's
/// 327 pt of content width), where the icon and "100%" at AX XL still sit inside the stroke.
nonisolated public struct ProgressRing: View {
    @Environment(\.nutriSync) private var theme
    @Environment(\.contentSize) private var contentSize
    let progress: Double
    let label: String
    let icon: String
    let color: Color?

    /// `progress` is clamped to 0…1; `color` nil is `color.ring.fill`.
    public init(progress: Double, label: String, icon: String, color: Color? = nil) {
        self.progress = progress.isFinite ? min(max(progress, 0), 1) : 0
        self.label = label; self.icon = icon; self.color = color
    }

    /// The percentage shown: whole percent, halves up ("50%").
    public var percentText: String { "\(Int((progress * 100).rounded()))%" }

    public var body: some View {
        let t = theme
        let base = t.dimension(.sizeProgressRingDiameter)
        let diameter = min(scaledFontSize(base, relativeTo: .title, at: contentSize), base * 1.6)
        let line = t.dimension(.sizeProgressRingLineWidth)
        let fill = color ?? Color(t.color(.ringFill))
        ZStack {
            Circle().stroke(Color(t.color(.ringTrack)), lineWidth: line)
                .id("track")
            Circle().trim(from: 0, to: progress)
                .stroke(fill, lineWidth: line, lineCap: .round)
                .rotationEffect(.degrees(-90))
                .id("arc")
            VStack(spacing: 4) {
                EmojiText(icon, size: 28, relativeTo: .title)
                Text(percentText)
                    .font(.system(size: 28, weight: .bold, relativeTo: .title))
                    .monospacedDigit()
                    .foregroundColor(Color(t.color(.textPrimary)))
                    .lineLimit(1)
                    .fixedSize()
                    .accessibilityLabel("")
            }
        }
        .frame(width: diameter, height: diameter)
        .accessibilityLabel("\(label), \(Int((progress * 100).rounded())) percent")
    }
}

public import SwiftUI
import DisplayList
import Tokens

/// Screen 1.3's "Slider from 1-10 with emoji faces": the face for the chosen level large
/// above the slider with "5 / 10", a green-filled track with a white thumb on the level's
/// stop, and the ten faces under their stops, the chosen one bright.
///
/// The row of ten faces keeps its size at every Dynamic Type setting, as a slider's marks
/// do: ten faces grown to AX sizes would not fit across a phone. The large face and the
/// level scale with Dynamic Type.
nonisolated public struct EnergySlider: View {
    @Environment(\.nutriSync) private var theme
    let level: Int

    /// Level 1 (exhausted) … 10 (full of energy).
    public static let faces = ["😫", "😩", "😞", "😕", "😐", "🙂", "😊", "😀", "😄", "🤩"]
    static let thumb = 28.0, trackHeight = 6.0, markSize = 20.0

    public init(level: Int) { self.level = level }

    /// The face for `level` (clamped into 1…10).
    public static func face(_ level: Int) -> String { faces[min(max(level, 1), faces.count) - 1] }

    public var body: some View {
        let t = theme
        let geometry = SliderGeometry(count: Self.faces.count, inset: Self.thumb / 2)
        let faceSize = t.dimension(.sizeIconEmojiFace)
        VStack(spacing: 16) {
            HStack(alignment: .center, spacing: 12) {
                EmojiText(Self.face(level), size: faceSize * 1.5, relativeTo: .largeTitle)
                Text("\(level) / \(Self.faces.count)")
                    .font(t.font(.headline, relativeTo: .headline))
                    .foregroundColor(Color(t.color(.textSecondary)))
                    .monospacedDigit()
            }
            SliderTrack(geometry, selected: level - 1) {
                Capsule().fill(Color(t.color(.barTrack))).frame(height: Self.trackHeight)
                Capsule().fill(Color(t.color(.barFill))).frame(height: Self.trackHeight)
                Circle().fill(Color(t.color(.white)))
                    .frame(width: Self.thumb, height: Self.thumb)
                    .shadow(color: Color(t.color(.cardShadow)), radius: 4, x: 0, y: 2)
            }
            .frame(height: Self.thumb)
            .id("slider")
            .accessibilityLabel("Energy level, \(level) of \(Self.faces.count)")
            .accessibilityAddTraits(.isButton)
            SliderStopRow(geometry) {
                ForEach(Self.faces.indices, id: \.self) { i in
                    Text(Self.faces[i])
                        .font(.system(size: Self.markSize))
                        .environment(\.fontFamilies, [.default: t.emojiFamily])
                        .fixedSize()
                        .opacity(i == level - 1 ? 1 : 0.4)
                        .accessibilityLabel("")
                }
            }
        }
        .frame(maxWidth: .infinity)
    }
}

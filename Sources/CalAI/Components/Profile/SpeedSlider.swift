public import SwiftUI
import DisplayList
import Tokens

/// "How fast do you want to reach your goal?": the three speed emoji over an iOS slider,
/// with the slow, recommended and fast values under it (seed 000 p5: "A horizontal slider
/// with icons (tortoise, rabbit, cheetah) at each end and a highlighted 'Recommended'
/// value"; seed 001 p5: "a sloth for slow, a rabbit for moderate, a cheetah for fast").
///
/// The emoji nearest the thumb grows to `motion.speedSlider.iconScale`; the recommended
/// stop sits in the middle of the track, so the scale is linear on each half (slowest →
/// recommended, recommended → fastest) rather than across the whole range.
nonisolated public struct SpeedSlider: View {
    @Environment(\.calAI) private var theme
    let scale: CalAIProfile.PaceScale
    let pace: CalAIProfile.Weight
    let emphasis: [Emphasis]?

    /// How an emoji is drawn: its scale (1 at rest, `motion.speedSlider.iconScale` when
    /// highlighted) and opacity (0.6 … 1). `calai/speed-slider` animates them between the two.
    public struct Emphasis: Sendable, Equatable {
        public var scale: Double
        public var opacity: Double
        public init(scale: Double, opacity: Double) { self.scale = scale; self.opacity = opacity }
    }

    public enum Stop: Int, CaseIterable, Sendable {
        case slow, recommended, fast
        /// 🦥 🐇 and the cheetah (seed 001 p5). Unicode has no cheetah — 🐆 is a leopard — so
        /// the fast stop is drawn by `CheetahGlyph`; this is its accessibility text.
        public var emoji: String { ["🦥", "🐇", "🐆"][rawValue] }
        /// What VoiceOver reads for the stop's picture.
        public var animal: String { ["Sloth", "Rabbit", "Cheetah"][rawValue] }
        public var name: String { ["Slow", "Recommended", "Fast"][rawValue] }
        /// Where the stop sits on the track.
        public var fraction: Double { Double(rawValue) / 2 }
    }

    /// Width of the column each emoji stands in; the track runs between the first and last
    /// columns' centres, so the thumb sits under an emoji at each stop.
    static let stopWidth = 48.0
    /// UISlider's round thumb.
    static let thumbSize = 28.0

    /// `emphasis`: one per stop, slowest first, for the animation; by default the stop
    /// nearest the thumb is highlighted.
    public init(scale: CalAIProfile.PaceScale, pace: CalAIProfile.Weight, emphasis: [Emphasis]? = nil) {
        self.scale = scale; self.pace = pace; self.emphasis = emphasis
    }

    /// The pace at thumb position `position` (0…1, the recommended pace at ½): the inverse
    /// of `position(of:on:)`, unrounded (a dragged thumb stands between steps).
    public static func pace(at position: Double, on scale: CalAIProfile.PaceScale) -> CalAIProfile.Weight {
        let (lo, mid, hi) = (Double(scale.slowest.micrograms), Double(scale.recommended.micrograms), Double(scale.fastest.micrograms))
        let p = min(max(position, 0), 1)
        let v = p <= 0.5 ? lo + (mid - lo) * 2 * p : mid + (hi - mid) * (2 * p - 1)
        return CalAIProfile.Weight(micrograms: Int(v.rounded()))
    }

    public func value(_ stop: Stop) -> CalAIProfile.Weight {
        switch stop {
        case .slow: scale.slowest
        case .recommended: scale.recommended
        case .fast: scale.fastest
        }
    }

    /// The thumb's place on the track, 0…1, with the recommended pace at ½.
    public static func position(of pace: CalAIProfile.Weight, on scale: CalAIProfile.PaceScale) -> Double {
        let (lo, mid, hi) = (Double(scale.slowest.micrograms), Double(scale.recommended.micrograms), Double(scale.fastest.micrograms))
        let p = min(max(Double(pace.micrograms), lo), hi)
        return p <= mid ? 0.5 * (p - lo) / (mid - lo) : 0.5 + 0.5 * (p - mid) / (hi - mid)
    }

    /// The stop whose emoji is highlighted: the thumb's nearest.
    public static func activeStop(at position: Double) -> Stop {
        position < 0.25 ? .slow : position > 0.75 ? .fast : .recommended
    }

    public var body: some View {
        let t = theme
        let position = Self.position(of: pace, on: scale)
        let active = Self.activeStop(at: position)
        let iconScale = t.number(.motionSpeedSliderIconScale)
        let emojiSize = t.typography(.emojiSpeed).fontSize
        let trackHeight = t.dimension(.sizeProgressBarHeight)
        let emphasis = self.emphasis
        VStack(spacing: 14) {
            FractionRow(fractions: Stop.allCases.map(\.fraction), inset: Self.stopWidth / 2) {
                ForEach(Stop.allCases, id: \.self) { stop in
                    let e = emphasis.flatMap { $0.indices.contains(stop.rawValue) ? $0[stop.rawValue] : nil }
                    Self.icon(stop, size: emojiSize)
                        .frame(width: Self.stopWidth)
                        .scaleEffect(e?.scale ?? (stop == active ? iconScale : 1), anchor: .bottom)
                        .opacity(e?.opacity ?? (stop == active ? 1 : 0.6))
                }
            }
            Capsule().fill(Color(t.color(.progressTrack)))
                .frame(height: trackHeight)
                .overlay(alignment: .leading) {
                    ProportionalFill(fraction: position) { Capsule().fill(Color(t.color(.progressFill))) }
                }
                .padding(.horizontal, Self.stopWidth / 2)
            .frame(height: Self.thumbSize)
            .overlay {
                FractionRow(fractions: [position], inset: Self.stopWidth / 2) {
                    Circle()
                        .fill(Color(t.color(.controlThumb)))
                        .frame(width: Self.thumbSize, height: Self.thumbSize)
                        .shadow(color: Color(RGBA(r: 0, g: 0, b: 0, a: 0.18)), radius: 3, y: 2)
                }
            }
            ViewThatFits(in: .horizontal) {
                labels(short: false)
                labels(short: true)
            }
        }
        .accessibilityLabel("Speed per week, \(scale.text(for: pace)), " + Self.spokenPart(active, pace: pace, on: scale))
    }

    /// How VoiceOver names where the pace is: "slow", "fast", "recommended" on the
    /// recommended value itself, and the recommendation beside it otherwise.
    static func spokenPart(_ stop: Stop, pace: CalAIProfile.Weight, on scale: CalAIProfile.PaceScale) -> String {
        guard stop == .recommended, scale.text(for: pace) != scale.text(for: scale.recommended) else { return stop.name.lowercased() }
        return "recommended is " + scale.text(for: scale.recommended)
    }

    /// The picture over a stop: Noto's sloth and rabbit, and a drawn cheetah.
    @ViewBuilder
    static func icon(_ stop: Stop, size: Double) -> some View {
        if stop == .fast {
            CheetahGlyph(size: size).accessibilityLabel(stop.animal)
        } else {
            Text(stop.emoji)
                .font(.system(size: size))
                .environment(\.fontFamilies, [.default: "Noto Color Emoji"])
        }
    }

    /// "0.2 lbs   1.5 lbs   3.0 lbs" under the stops; the numbers alone when the labels
    /// grow too wide for the row. A value is set in semibold only when the thumb is on it:
    /// the emoji show which part of the range the pace is in, the labels only the values
    /// the ends and the recommendation stand for.
    func labels(short: Bool) -> some View {
        let t = theme
        return FractionRow(fractions: Stop.allCases.map(\.fraction), inset: Self.stopWidth / 2, gap: 12) {
            ForEach(Stop.allCases, id: \.self) { stop in
                let text = scale.text(for: value(stop))
                let selected = text == scale.text(for: pace)
                Text(short ? String(text.prefix { $0 != " " }) : text)
                    .font((t.font(.subheadline, relativeTo: .subheadline)).weight(selected ? .semibold : .regular))
                    .foregroundColor(Color(t.color(selected ? .textPrimary : .textSecondary)))
                    .lineLimit(1)
            }
        }
    }
}

import Layout

/// A rounded surface on the page, padded by `spacing.card`.
struct Card<Content: View>: View {
    let theme: MyFitnessTheme
    let content: Content

    init(theme: MyFitnessTheme, @ViewBuilder content: () -> Content) {
        self.theme = theme
        self.content = content()
    }

    var body: some View {
        content
            .padding(theme.cardPadding)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(theme.surface, in: RoundedRectangle(cornerRadius: theme.cardRadius))
    }
}

/// The move ring: a `ring.track` circle and an `accent` arc from 12 o'clock clockwise over
/// `progress` (clamped to 0…1), the calories in the middle. It grows with Dynamic Type as
/// the figure inside it does, up to 1.6 × its token size (269 pt: inside an iPhone SE's
/// card).
struct ActivityRing: View {
    let theme: MyFitnessTheme
    let progress: Double
    let figure: String
    let caption: String
    @Environment(\.contentSize) private var contentSize

    var body: some View {
        let diameter = min(scaledFontSize(theme.ringDiameter, relativeTo: .largeTitle, at: contentSize), theme.ringDiameter * 1.6)
        let clamped = progress.isFinite ? min(max(progress, 0), 1) : 0
        ZStack {
            Circle().stroke(theme.track, lineWidth: theme.ringLineWidth).id("track")
            Circle().trim(from: 0, to: clamped)
                .stroke(theme.accent, lineWidth: theme.ringLineWidth, lineCap: .round)
                .rotationEffect(.degrees(-90))
                .id("arc")
            VStack(spacing: 2) {
                Text(figure).font(theme.figure).monospacedDigit().foregroundColor(theme.textPrimary).lineLimit(1)
                Text(caption).font(theme.caption).foregroundColor(theme.textSecondary).lineLimit(1)
            }
            .padding(.horizontal, theme.ringLineWidth + 2)
        }
        .frame(width: diameter, height: diameter)
        .accessibilityLabel("Move, \(Int((clamped * 100).rounded())) percent, \(figure) \(caption)")
    }
}

/// A horizontal bar: `fraction` (clamped to 0…1) of the width in `tint` over the track,
/// the whole clipped to a capsule so both ends are round.
struct ProgressBar: View {
    let theme: MyFitnessTheme
    let fraction: Double
    let tint: Color

    var body: some View {
        let f = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        ZStack(alignment: .leading) {
            Rectangle().fill(theme.track).id("track")
            Rectangle().fill(tint).scaleEffect(x: f, y: 1, anchor: .leading).id("fill")
        }
        .frame(height: theme.barHeight)
        .clipShape(Capsule())
    }
}

/// An icon in a circle tinted with its colour at 15 %.
struct TintedIcon: View {
    let theme: MyFitnessTheme
    let systemName: String
    let tint: Color
    @Environment(\.contentSize) private var contentSize

    var body: some View {
        // The circle grows with the icon inside it (Dynamic Type), so the icon never spills out.
        let size = scaledFontSize(theme.iconSize, relativeTo: .headline, at: contentSize)
        ZStack {
            Circle().fill(tint.opacity(0.15))
            Image(systemName: systemName).font(theme.headline).foregroundColor(tint)
        }
        .frame(width: size, height: size)
    }
}

/// The screen's main action: a full-width accent button.
struct PrimaryButton: View {
    let theme: MyFitnessTheme
    let title: String
    let systemName: String

    var body: some View {
        HStack(spacing: 8) {
            Image(systemName: systemName).font(theme.headline)
            Text(title).font(theme.headline).multilineTextAlignment(.center)
        }
        .padding(.vertical, 8)
        .foregroundColor(theme.onAccent)
        .frame(maxWidth: .infinity, minHeight: theme.buttonHeight)
        .background(theme.accent, in: RoundedRectangle(cornerRadius: theme.buttonRadius))
        .accessibilityLabel(title)
        .accessibilityAddTraits(.isButton)
    }
}

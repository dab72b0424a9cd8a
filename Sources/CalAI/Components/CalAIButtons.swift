public import SwiftUI
import AppSupport
import DisplayList
import Tokens

/// The black capsule at the bottom of every onboarding step ("Continue", "Get Started"):
/// 56 pt tall, full width; light grey with white text while disabled. At the largest
/// Dynamic Type sizes the capsule grows with its title (a 56 pt capsule would leave the
/// title's line sticking out over what lies above it), as a SwiftUI button's does.
nonisolated public struct PrimaryButton: View {
    @Environment(\.calAI) private var theme
    let title: String
    let enabled: Bool

    public init(_ title: String, enabled: Bool = true) { self.title = title; self.enabled = enabled }

    public var body: some View {
        let t = theme
        Text(title)
            .accessibilityAddTraits(enabled ? [] : .notEnabled)
            .font(t.font(.cta, relativeTo: .headline))
            .foregroundColor(Color(t.color(enabled ? .ctaText : .ctaDisabledText)))
            .multilineTextAlignment(.center)
            .fixedSize(horizontal: false, vertical: true)
            .padding(.vertical, 8)
            .frame(maxWidth: .infinity)
            .frame(minHeight: t.dimension(.sizeCtaHeight))
            .background(Color(t.color(enabled ? .ctaFill : .ctaDisabledFill)), in: Capsule())
            .accessibilityLabel(title)
            .accessibilityAddTraits(.isButton)
    }
}

/// A selectable option: light grey rounded rectangle with dark grey text, black with white
/// text when selected. An optional leading emoji or SF Symbol, or a bullet that fills in.
nonisolated public struct OptionButton: View {
    @Environment(\.calAI) private var theme
    @ScaledMetric(relativeTo: .body) private var scale = 1.0
    public enum Leading: Sendable { case none, bullet, symbol(String), emoji(String) }
    let title: String
    let detail: String?
    let leading: Leading
    let selected: Bool

    public init(_ title: String, detail: String? = nil, leading: Leading = .none, selected: Bool = false) {
        self.title = title; self.detail = detail; self.leading = leading; self.selected = selected
    }

    public var body: some View {
        let t = theme
        let ink = Color(t.color(selected ? .selectedText : .optionText))
        rows(ink)
        .padding(.horizontal, 20)
        .frame(minHeight: detail == nil ? (t.dimension(.sizeOptionHeight)) : (t.dimension(.sizeOptionTallHeight)))
        .background(Color(t.color(selected ? .selectedFill : .optionFill)),
                    in: RoundedRectangle(cornerRadius: t.dimension(.radiusOption)))
        .accessibilityLabel(title + (detail.map { ", " + $0 } ?? "") + (selected ? ", selected" : ""))
        .accessibilityAddTraits(.isButton)
    }

    /// The mark beside the words; at accessibility sizes the grown mark above them
    /// (`MarkBesideWords`), so the words keep the row's width and no word breaks.
    private func rows(_ ink: Color) -> some View {
        MarkBesideWords(stacks: !isNone, stackedInset: 12) { mark(ink) } words: { words(ink) }
    }

    private var isNone: Bool { if case .none = leading { true } else { false } }

    /// The leading mark, growing with the option's body text as iOS's marks and symbols in a
    /// text style do (×2.35 at AX XL).
    @ViewBuilder private func mark(_ ink: Color) -> some View {
        let t = theme
        switch leading {
        case .none: EmptyView()
        case .bullet:
            let dot = (selected ? 8 : 16) * scale
            Circle().fill(Color(t.color(selected ? .selectedBullet : .optionBullet)))
                .frame(width: 22 * scale, height: 22 * scale)
                .overlay(Circle().fill(Color(t.color(selected ? .selectedFill : .optionFill))).frame(width: dot, height: dot))
        case .symbol(let name):
            Image(systemName: name).font(.system(size: 20 * scale, weight: .medium)).foregroundColor(ink).frame(width: 28 * scale)
        case .emoji(let e):
            Text(e).font(.system(size: 22 * scale)).environment(\.fontFamilies, [.default: "Noto Color Emoji"])
        }
    }

    private func words(_ ink: Color) -> some View {
        let t = theme
        return VStack(alignment: .leading, spacing: 2) {
            Text(title).font(t.font(.option, relativeTo: .body)).foregroundColor(ink)
                .fixedSize(horizontal: false, vertical: true)
            if let detail {
                Text(detail).font(t.font(.optionDetail, relativeTo: .subheadline))
                    .foregroundColor(ink.opacity(selected ? 0.75 : 0.7))
                    .fixedSize(horizontal: false, vertical: true)
            }
        }
    }
}

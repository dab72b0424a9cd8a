public import SwiftUI
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
        HStack(spacing: 14) {
            switch leading {
            case .none: EmptyView()
            case .bullet:
                Circle().fill(Color(t.color(selected ? .selectedBullet : .optionBullet)))
                    .frame(width: 22, height: 22)
                    .overlay(Circle().fill(Color(t.color(selected ? .selectedFill : .optionFill))).frame(width: selected ? 8 : 16, height: selected ? 8 : 16))
            case .symbol(let name):
                Image(systemName: name).font(.system(size: 20, weight: .medium)).foregroundColor(ink).frame(width: 28)
            case .emoji(let e):
                Text(e).font(.system(size: 22)).environment(\.fontFamilies, [.default: "Noto Color Emoji"])
            }
            VStack(alignment: .leading, spacing: 2) {
                Text(title).font(t.font(.option, relativeTo: .body)).foregroundColor(ink)
                    .fixedSize(horizontal: false, vertical: true)
                if let detail {
                    Text(detail).font(t.font(.optionDetail, relativeTo: .subheadline))
                        .foregroundColor(ink.opacity(selected ? 0.75 : 0.7))
                        .fixedSize(horizontal: false, vertical: true)
                }
            }
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 20)
        .frame(minHeight: detail == nil ? (t.dimension(.sizeOptionHeight)) : (t.dimension(.sizeOptionTallHeight)))
        .background(Color(t.color(selected ? .selectedFill : .optionFill)),
                    in: RoundedRectangle(cornerRadius: t.dimension(.radiusOption)))
        .accessibilityLabel(title + (detail.map { ", " + $0 } ?? "") + (selected ? ", selected" : ""))
        .accessibilityAddTraits(.isButton)
    }
}

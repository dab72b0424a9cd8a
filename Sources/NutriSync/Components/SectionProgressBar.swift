public import SwiftUI
import DisplayList
import Tokens

/// The five onboarding sections, in order (seed 003 "Section Navigation Bar":
/// Welcome → Profile → Goals → Schedule → Setup).
public enum OnboardingSection: Int, CaseIterable, Sendable {
    case welcome = 1, profile, goals, schedule, setup
    public var title: String {
        switch self {
        case .welcome: "Welcome"
        case .profile: "Profile"
        case .goals: "Goals"
        case .schedule: "Schedule"
        case .setup: "Setup"
        }
    }
}

/// The MacroFactor-style section bar at the top of every onboarding screen: one segment
/// per section, as the seed's mockups draw it (`━━━━━  ━━━━━  ●●●●●  ━━━━━  ━━━━━`) —
/// completed sections a green bar with a checkmark dot, the current section a row of
/// green dots (the `●●●●●`), upcoming ones a grey bar; the current section's name under it.
/// `currentScale` grows the current dots; `sectionBarEntrance` in the environment draws the
/// moment this section becomes current (both for the `nutrisync/progress-dots` animation).
nonisolated public struct SectionProgressBar: View {
    @Environment(\.nutriSync) private var theme
    @Environment(\.sectionBarEntrance) private var entrance
    let current: OnboardingSection
    let currentScale: Double
    public init(current: OnboardingSection, currentScale: Double = 1) {
        self.current = current; self.currentScale = currentScale
    }

    public var body: some View {
        let t = theme
        let dot = t.dimension(.sizeSectionProgressDot)
        let gap = t.dimension(.sizeSectionProgressGap)
        VStack(spacing: 6) {
            HStack(spacing: gap) {
                ForEach(OnboardingSection.allCases, id: \.rawValue) { section in
                    segment(section, dot: dot)
                }
            }
            .frame(height: dot * 1.4)
            if let entrance, let previous = current.previous {
                ZStack {
                    caption(previous).opacity(1 - entrance.progress)
                    caption(current).opacity(entrance.progress)
                }
            } else {
                caption(current)
            }
        }
        .accessibilityLabel("Section \(current.rawValue) of 5, \(current.title)"
            + (current.rawValue > 1 ? "; " + OnboardingSection.allCases.filter { $0.rawValue < current.rawValue }.map(\.title).joined(separator: ", ") + " completed" : ""))
    }

    /// The section's name under the bar ("WELCOME").
    func caption(_ section: OnboardingSection) -> some View {
        let t = theme
        return Text(section.title.uppercased())
            .font(t.font(.caption, relativeTo: .caption))
            .fontWeight(.semibold)
            .foregroundColor(Color(t.color(.textSecondary)))
            .accessibilityLabel("")
    }

    /// A segment at rest; while `entrance` is set, the two segments that change (the section
    /// just completed and this one) cross-fade from the previous section's look to this one's.
    @ViewBuilder
    func segment(_ section: OnboardingSection, dot: Double) -> some View {
        if let entrance, let previous = current.previous, section == current || section == previous {
            ZStack {
                look(section, current: previous, dot: dot, scale: 1).opacity(1 - entrance.progress)
                look(section, current: current, dot: dot, scale: currentScale * entrance.dotScale).opacity(entrance.progress)
            }
            .frame(maxWidth: .infinity)
        } else {
            look(section, current: current, dot: dot, scale: currentScale)
        }
    }

    /// How `section`'s segment looks while `current` is the current section.
    @ViewBuilder
    func look(_ section: OnboardingSection, current: OnboardingSection, dot: Double, scale: Double) -> some View {
        let t = theme
        if section == current {
            HStack(spacing: 3) {
                ForEach(0..<5, id: \.self) { _ in
                    Circle().fill(Color(t.color(.sectionProgressCurrent)))
                        .frame(width: dot * 0.5, height: dot * 0.5)
                }
            }
            .scaleEffect(scale)
            .frame(maxWidth: .infinity)
        } else if section.rawValue < current.rawValue {
            HStack(spacing: 4) {
                Capsule().fill(Color(t.color(.sectionProgressCompleted))).frame(height: 3)
                Circle().fill(Color(t.color(.sectionProgressCompleted)))
                    .frame(width: dot, height: dot)
                    .overlay(Image(systemName: "checkmark")
                        .font(.system(size: t.dimension(.sizeSectionProgressCheckmark), weight: .bold))
                        .foregroundColor(Color(t.color(.sectionProgressCheckmark))))
            }
            .frame(maxWidth: .infinity)
        } else {
            Capsule().fill(Color(t.color(.sectionProgressUpcoming))).frame(height: 3)
                .frame(maxWidth: .infinity)
        }
    }
}

extension OnboardingSection {
    /// The section before this one; nil for Welcome.
    public var previous: OnboardingSection? { OnboardingSection(rawValue: rawValue - 1) }
}

/// The moment a section becomes current, as `nutrisync/progress-dots` draws it: at
/// `progress` 0 the bar looks as the previous section left it (its dots current, this
/// section a grey bar), at 1 as it does at rest (the previous section completed with its
/// checkmark, this one's dots current); `dotScale` scales the new current dots. Nil — at
/// rest, and in every catalogue screen — draws the bar as always.
public struct SectionBarEntrance: Sendable, Hashable {
    public var progress: Double
    public var dotScale: Double
    public init(progress: Double, dotScale: Double) { self.progress = progress; self.dotScale = dotScale }
}

struct SectionBarEntranceKey: EnvironmentKey {
    static let defaultValue: SectionBarEntrance? = nil
}

extension EnvironmentValues {
    public var sectionBarEntrance: SectionBarEntrance? {
        get { self[SectionBarEntranceKey.self] }
        set { self[SectionBarEntranceKey.self] = newValue }
    }
}

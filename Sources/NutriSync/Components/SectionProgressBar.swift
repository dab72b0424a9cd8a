public import Layout
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
/// `currentScale` grows the current dots (the `nutrisync/progress-dots` animation).
public struct SectionProgressBar: View {
    @Environment(\.nutriSync) private var theme
    let current: OnboardingSection
    let currentScale: Double
    public init(current: OnboardingSection, currentScale: Double = 1) {
        self.current = current; self.currentScale = currentScale
    }

    public var body: some View {
        let t = theme
        let dot = t?.dimension("size.sectionProgress.dot") ?? 12
        let gap = t?.dimension("size.sectionProgress.gap") ?? 10
        VStack(spacing: 6) {
            HStack(spacing: gap) {
                ForEach(OnboardingSection.allCases, id: \.rawValue) { section in
                    segment(section, dot: dot)
                }
            }
            .frame(height: dot * 1.4)
            Text(current.title.uppercased())
                .font(t?.font("caption", relativeTo: .caption) ?? .caption)
                .fontWeight(.semibold)
                .foregroundColor(Color(t?.color("text.secondary") ?? .white))
                .accessibilityLabel("")
        }
        .accessibilityLabel("Section \(current.rawValue) of 5, \(current.title)"
            + (current.rawValue > 1 ? "; " + OnboardingSection.allCases.filter { $0.rawValue < current.rawValue }.map(\.title).joined(separator: ", ") + " completed" : ""))
    }

    @ViewBuilder
    func segment(_ section: OnboardingSection, dot: Double) -> some View {
        let t = theme
        if section == current {
            HStack(spacing: 3) {
                ForEach(0..<5, id: \.self) { _ in
                    Circle().fill(Color(t?.color("sectionProgress.current") ?? .white))
                        .frame(width: dot * 0.5, height: dot * 0.5)
                }
            }
            .scaleEffect(currentScale)
            .frame(maxWidth: .infinity)
        } else if section.rawValue < current.rawValue {
            HStack(spacing: 4) {
                Capsule().fill(Color(t?.color("sectionProgress.completed") ?? .white)).frame(height: 3)
                Circle().fill(Color(t?.color("sectionProgress.completed") ?? .white))
                    .frame(width: dot, height: dot)
                    .overlay(Image(systemName: "checkmark")
                        .font(.system(size: t?.dimension("size.sectionProgress.checkmark") ?? 8, weight: .bold))
                        .foregroundColor(Color(t?.color("sectionProgress.checkmark") ?? .black)))
            }
            .frame(maxWidth: .infinity)
        } else {
            Capsule().fill(Color(t?.color("sectionProgress.upcoming") ?? .white)).frame(height: 3)
                .frame(maxWidth: .infinity)
        }
    }
}

public import SwiftUI
import DisplayList
import Tokens

/// Screen 5.1, Dietary Preferences: "Any dietary preferences?" with the seed's seven
/// checkboxes (two to a row where they fit, `OptionGrid`), then "Any foods to avoid?" with an "Add foods..." field and a + button; the
/// foods already added show as removable chips under the field. A green "Next", and "Skip
/// for now" because the seed lets dietary preferences be skipped ("Skip Options").
///
/// A new user sees the seed's ✓ default, "None of these", and no foods
/// (`seedDefault`); the catalogue's "selected" state shows the sample profile's answers.
nonisolated public struct DietaryPreferencesScreen: View {
    @Environment(\.nutriSync) private var theme
    let preferences: Set<NutriSyncProfile.DietaryPreference>
    let foods: [String]

    /// The seed's pre-checked box: "□ None of these ✓".
    public static let seedDefault: Set<NutriSyncProfile.DietaryPreference> = [.noneOfThese]

    public init(preferences: Set<NutriSyncProfile.DietaryPreference> = Self.seedDefault, foods: [String] = []) {
        self.preferences = preferences; self.foods = foods
    }

    public var body: some View {
        let t = theme
        OnboardingScreen(section: .setup, title: "Any dietary preferences?") {
            VStack(alignment: .leading, spacing: t.dimension(.spacingSection)) {
                OptionGrid(spacing: 8) {
                    ForEach(NutriSyncProfile.DietaryPreference.allCases, id: \.rawValue) { option in
                        SelectionRow(option.title, control: .checkbox, selected: preferences.contains(option), compact: true)
                    }
                }
                VStack(alignment: .leading, spacing: 12) {
                    Text("Any foods to avoid?")
                        .font(t.font(.headline, relativeTo: .headline))
                        .foregroundColor(Color(t.color(.textPrimary)))
                        .accessibilityAddTraits(.isHeader)
                    HStack(spacing: 12) {
                        NutriSyncTextField(nil, value: nil, placeholder: "Add foods...")
                        AddFoodButton()
                    }
                    if !foods.isEmpty { FoodChips(foods: foods) }
                }
            }
        } footer: {
            NutriSyncButton("Next")
            NutriSyncLink("Skip for now")
        }
    }
}

/// The "+" beside "Add foods...": an input-shaped square (16 pt corners, the field's fill
/// and border) with a green plus.
nonisolated struct AddFoodButton: View {
    @Environment(\.nutriSync) private var theme
    @Environment(\.contentSize) private var contentSize
    var body: some View {
        let t = theme
        // As tall as the field, and never smaller than the plus it holds as it grows with
        // Dynamic Type.
        let side = max(t.dimension(.sizeInputHeight), scaledFontSize(20, relativeTo: .body, at: contentSize) + 24)
        Image(systemName: "plus")
            .font(.system(size: 20, weight: .semibold, relativeTo: .body))
            .foregroundColor(Color(t.color(.accent)))
            .frame(width: side, height: side)
            .background(
                RoundedRectangle(cornerRadius: t.dimension(.radiusInput))
                    .fill(Color(t.color(.inputFill)))
                    .strokeBorder(Color(t.color(.inputBorder)), lineWidth: 1)
            )
            .id("addFood")
            .accessibilityLabel("Add food")
            .accessibilityAddTraits(.isButton)
    }
}

/// The foods to avoid as green-tinted capsules with an ×, side by side when they fit,
/// one under another when they do not (large text, long names).
nonisolated struct FoodChips: View {
    @Environment(\.nutriSync) private var theme
    let foods: [String]
    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 8) { chips }
            VStack(alignment: .leading, spacing: 8) { chips }
        }
    }

    @ViewBuilder
    var chips: some View {
        let t = theme
        ForEach(foods.indices, id: \.self) { i in
            HStack(spacing: 6) {
                Text(foods[i])
                    .font(t.font(.subheadline, relativeTo: .subheadline))
                    .foregroundColor(Color(t.color(.textPrimary)))
                    .fixedSize()
                Image(systemName: "xmark")
                    .font(.system(size: 11, weight: .bold, relativeTo: .subheadline))
                    .foregroundColor(Color(t.color(.textSecondary)))
            }
            .padding(.horizontal, 14)
            .frame(minHeight: 36)
            .background(
                Capsule()
                    .fill(Color(t.color(.selectionFill)))
                    .strokeBorder(Color(t.color(.selectionBorder)), lineWidth: 1)
            )
            .id("chip")
            .accessibilityLabel(foods[i] + ", remove")
            .accessibilityAddTraits(.isButton)
        }
    }
}

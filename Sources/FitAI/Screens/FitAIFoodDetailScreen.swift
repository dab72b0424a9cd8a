import SwiftUI

/// `fitai/food-detail` (seed: FoodEntryDetailView — photo, macros, serving size, AI
/// confidence, notes), pushed from today's list inside the Home tab: the photo (drawn, see
/// `FitAIDishIllustration`, with every item detected in it), the food's name and when it
/// was eaten, its serving and nutrition as value rows with an energy split bar, the AI's
/// confidence as a percentage, a bar and words, the notes, then a red "Delete Entry" row;
/// "Edit" in the bar. The entry comes from the log: the item of its largest multi-item
/// photo the AI was least sure of (state `high`: the one it was surest of).
nonisolated struct FitAIFoodDetailScreen: View {
    let diary: FitAIDiary
    let entry: FitAIFoodEntry?

    /// The entry a state shows: from the biggest photo, least confident first (`high`:
    /// most confident); with no photo in the log, the last entry.
    static func entry(for state: String?, in diary: FitAIDiary) -> FitAIFoodEntry? {
        let group = diary.largestPhotoGroup
        let byConfidence = group.enumerated().sorted { ($0.element.aiConfidence ?? 1, $0.offset) < ($1.element.aiConfidence ?? 1, $1.offset) }.map(\.element)
        return (state == "high" ? byConfidence.last : byConfidence.first) ?? diary.entries.last
    }

    /// "High confidence" from 85 %, "Medium" from 60 %, else "Low" (then the user should check it).
    static func confidenceWords(_ c: Double) -> String {
        c >= 0.85 ? "High confidence" : c >= 0.6 ? "Medium confidence" : "Low confidence"
    }

    static func confidenceColor(_ c: Double) -> Color {
        c >= 0.85 ? .systemGreen : c >= 0.6 ? .systemOrange : .systemRed
    }

    var body: some View {
        FitAITabs(.home) {
            // One stack per branch: the bar reads its title and toolbar off the root's modifiers.
            if let entry {
                NavigationStack(backTitle: "Today") { detail(entry) }
            } else {
                NavigationStack(backTitle: "Today") { empty }
            }
        }
    }

    private var empty: some View {
        List {
            Section { Text("No food entries yet.").foregroundStyle(Color.secondaryLabel) }
        }
        .navigationTitle("Entry")
        .navigationBarTitleDisplayMode(.inline)
    }

    private func detail(_ entry: FitAIFoodEntry) -> some View {
        let photo = entry.photoURL.map { diary.entries(fromPhoto: $0) } ?? []
        let macros = FitAIMacros(calories: entry.calories, protein: entry.protein, carbs: entry.carbs, fat: entry.fat)
        return List {
            if !photo.isEmpty { FitAIDishIllustration(items: photo) }
            VStack(alignment: .leading, spacing: 4) {
                Text(entry.foodName).font(.title2.weight(.bold)).foregroundStyle(Color.label).lineLimit(3)
                Text("\(entry.mealType.title) · \(FitAIFormat.longDate(entry.date))").font(.subheadline).foregroundStyle(Color.secondaryLabel)
            }
            .padding(.horizontal, InsetGroupedMetrics.rowHorizontalPadding)
            .accessibilityAddTraits(.isHeader)
            Section("Nutrition") {
                LabeledContent("Serving Size", value: entry.servingSize ?? "Not set")
                LabeledContent("Calories", value: FitAIFormat.kcal(entry.calories))
                LabeledContent("Protein", value: FitAIFormat.gramsDetail(entry.protein))
                LabeledContent("Carbs", value: FitAIFormat.gramsDetail(entry.carbs))
                LabeledContent("Fat", value: FitAIFormat.gramsDetail(entry.fat))
                FitAIMacroSplitBar(macros: macros)
            }
            if entry.aiAnalyzed, let confidence = entry.aiConfidence {
                Section(header: Text("AI Analysis"), footer: Text(photoFooter(photo.count))) { confidenceRow(confidence) }
            }
            Section("Notes") {
                Text(entry.notes ?? "No notes").foregroundStyle(entry.notes == nil ? Color.secondaryLabel : Color.label)
            }
            Section {
                Text("Delete Entry")
                    .foregroundStyle(Color.systemRed)
                    .frame(maxWidth: .infinity)
                    .accessibilityLabel("Delete Entry")
                    .accessibilityAddTraits(.isButton)
            }
        }
        // A short inline title: the food's own name (any length a user gave it) is the
        // header right under the photo, where it can wrap.
        .navigationTitle("Food Entry")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar { ToolbarItem(placement: .topBarTrailing) { Text("Edit") } }
    }

    private func photoFooter(_ items: Int) -> String {
        items > 1 ? "Detected with \(items - 1) other item\(items > 2 ? "s" : "") in one photo. Review the numbers if they look off."
                  : "Detected from a photo. Review the numbers if they look off."
    }

    private func confidenceRow(_ c: Double) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 8) {
                Image(systemName: "sparkles").foregroundStyle(Color.systemBlue)
                // "confidence" shrinks whole beside the percentage rather than breaking (SE, AX sizes).
                Text(Self.confidenceWords(c)).foregroundStyle(Color.label).minimumScaleFactor(0.65)
                Spacer(minLength: 8)
                Text(FitAIFormat.percent(c)).foregroundStyle(Color.secondaryLabel).monospacedDigit().fixedSize()
            }
            ProgressView(value: c).tint(Self.confidenceColor(c))
        }
        .padding(.vertical, 2)
        .accessibilityLabel("AI confidence \(FitAIFormat.percent(c)), \(Self.confidenceWords(c))")
    }
}

import SwiftUI

/// `fitai/add-food` in the Add Food tab (seed: "User taps Add Food … takes photo of food or
/// selects from gallery … AI returns food items and macros … User reviews and edits if
/// needed … selects meal type … confirms"), one state per step:
/// - `picking` (default): how to add — take a photo (the main action), choose one from the
///   library, or enter it by hand — as large disclosure rows;
/// - `analyzing`: the photo with the spinner and a determinate bar through the steps;
/// - `result`: the items detected in the log's largest multi-item photo, each with its
///   kcal, macros, the AI's confidence and a chevron to edit it; the meal type, servings,
///   the total and "Add to Log";
/// - `unrecognized`: the photo (blurred: why it failed), "Couldn't recognize this food",
///   "Retake Photo", and the manual-entry form as the fallback.
nonisolated struct FitAIAddFoodScreen: View {
    enum Step: String, CaseIterable { case picking, analyzing, result, unrecognized }

    let diary: FitAIDiary
    let step: Step

    /// The steps the analysis goes through; `analyzing` shows the second under way.
    static let analysisSteps = ["Uploading photo", "Recognizing foods", "Estimating portions"]
    static let analyzingStep = 1

    /// The photo the analysis states show: the log's photo with the most items.
    private var photo: [FitAIFoodEntry] { diary.largestPhotoGroup }

    var body: some View {
        FitAITabs(.add) {
            switch step {
            case .picking: NavigationStack { picking }
            case .analyzing: NavigationStack { analyzing }
            // A log without any photo has nothing to show as a result: it reads as a photo not recognized.
            case .result: if photo.isEmpty { NavigationStack { unrecognized } } else { NavigationStack { result } }
            case .unrecognized: NavigationStack { unrecognized }
            }
        }
    }

    // MARK: picking

    private var picking: some View {
        List {
            Section(footer: Text("FitAI finds the foods in your photo and estimates their calories and macros. You review everything before it’s logged.")) {
                FitAIPickRow(title: "Take Photo", detail: "Snap your meal", symbol: "camera.fill", tint: .systemBlue)
                FitAIPickRow(title: "Choose from Library", detail: "Use a photo you already took", symbol: "photo.on.rectangle", tint: .systemBlue)
                FitAIPickRow(title: "Enter Manually", detail: "Type the food and its macros", symbol: "square.and.pencil", tint: .systemBlue)
            }
            if let today = diary.lastDay {
                let day = diary.day(today)
                Section("Today") {
                    LabeledContent("Eaten", value: FitAIFormat.kcal(day.totals.calories))
                    LabeledContent(day.remainingCalories >= 0 ? "Remaining" : "Over Goal",
                                   value: FitAIFormat.kcal(abs(day.remainingCalories)))
                }
            }
        }
        .navigationTitle("Add Food")
    }

    /// A large disclosure row: the symbol white on a tinted rounded square (as Settings draws
    /// its rows), the action and a line under it, the chevron. All three tiles are system
    /// blue: white on green or orange is 2.2:1, under the 3:1 an icon needs (`proof check`).
    // MARK: analyzing

    private var analyzing: some View {
        List {
            FitAIDishIllustration(items: photo)
            Section {
                VStack(spacing: 12) {
                    // Without the vertical fixedSize the label got one line's height and was
                    // cut to "Analyzing pho…" at AX XL on the SE; this lets it wrap, as iOS does.
                    ProgressView("Analyzing photo…").fixedSize(horizontal: false, vertical: true)
                    ProgressView(value: Double(Self.analyzingStep + 1), total: Double(Self.analysisSteps.count))
                    Text("Step \(Self.analyzingStep + 1) of \(Self.analysisSteps.count): \(Self.analysisSteps[Self.analyzingStep])…")
                        .font(.footnote)
                        .foregroundStyle(Color.secondaryLabel)
                        .multilineTextAlignment(.center)
                }
                .frame(maxWidth: .infinity)
                .padding(.vertical, 8)
            }
            Section {
                Text("Cancel").foregroundStyle(Color.systemRed).frame(maxWidth: .infinity)
                    .accessibilityLabel("Cancel").accessibilityAddTraits(.isButton)
            }
        }
        .navigationTitle("Add Food")
    }

    // MARK: result

    private var result: some View {
        let items = photo
        let totals = items.totals
        let meal = items.first?.mealType ?? .lunch
        return List {
            FitAIDishIllustration(items: items, height: 160)
            Section(header: Text("Detected · \(items.count) item\(items.count == 1 ? "" : "s")"),
                    footer: Text("Tap an item to correct its name or amounts. Confidence is how sure the AI is of what it saw.")) {
                ForEach(Array(items.enumerated()), id: \.offset) { _, item in FitAIDetectedItemRow(item: item) }
            }
            Section("Meal") {
                Picker("Meal", selection: meal) {
                    Text(FitAIMealType.breakfast.title).tag(FitAIMealType.breakfast)
                    Text(FitAIMealType.lunch.title).tag(FitAIMealType.lunch)
                    Text(FitAIMealType.dinner.title).tag(FitAIMealType.dinner)
                    Text(FitAIMealType.snack.title).tag(FitAIMealType.snack)
                }
                .pickerStyle(.segmented)
                Stepper("Servings: 1", value: 1, in: 1...10)
            }
            Section("Total") {
                LabeledContent("Calories", value: FitAIFormat.kcal(totals.calories))
                LabeledContent("Protein", value: FitAIFormat.grams(totals.protein))
                LabeledContent("Carbs", value: FitAIFormat.grams(totals.carbs))
                LabeledContent("Fat", value: FitAIFormat.grams(totals.fat))
            }
            Button { Text("Add to Log").frame(maxWidth: .infinity) }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .accessibilityLabel("Add to Log")
        }
        .navigationTitle("Review")
    }

    // MARK: unrecognized

    private var unrecognized: some View {
        List {
            Section {
                VStack(spacing: 10) {
                    // The photo that failed, blurred as the camera saw it: why it failed.
                    if !photo.isEmpty {
                        FitAIDishIllustration(items: photo, height: 120)
                            .blur(radius: 6)
                            .accessibilityHidden(true)
                    }
                    Image(systemName: "exclamationmark.triangle.fill")
                        .font(.largeTitle)
                        .foregroundStyle(Color.systemOrange)
                        .accessibilityLabel("Warning")
                    Text("Couldn’t recognize this food")
                        .font(.headline)
                        .foregroundStyle(Color.label)
                        .multilineTextAlignment(.center)
                    Text("Try again in good light with the whole plate in the frame, or enter it yourself below.")
                        .font(.subheadline)
                        .foregroundStyle(Color.secondaryLabel)
                        .multilineTextAlignment(.center)
                    Button { HStack(spacing: 6) { Image(systemName: "camera.fill"); Text("Retake Photo") } }
                        .buttonStyle(.bordered)
                        .accessibilityLabel("Retake Photo")
                }
                .frame(maxWidth: .infinity)
                .padding(.vertical, 12)
            }
            Section(header: Text("Enter Manually"), footer: Text("Calories and macros are for the whole serving.")) {
                FitAIFormRow(label: "Name", prompt: "e.g. Chicken salad")
                FitAIFormRow(label: "Calories", prompt: "kcal")
                FitAIFormRow(label: "Protein", prompt: "g")
                FitAIFormRow(label: "Carbs", prompt: "g")
                FitAIFormRow(label: "Fat", prompt: "g")
            }
            Button { Text("Add to Log").frame(maxWidth: .infinity) }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .disabled(true)
                .accessibilityLabel("Add to Log")
        }
        .navigationTitle("Add Food")
    }
}

/// One item the AI found in a photo, as a disclosure row (the chevron opens its editor):
/// name and kcal, serving, the macros, and the confidence with a mark — a green check from
/// 85 %, an orange warning below (check this one).
nonisolated struct FitAIDetectedItemRow: View {
    @Environment(\.contentSize) private var contentSize
    let item: FitAIFoodEntry

    var body: some View {
        let confidence = item.aiConfidence
        NavigationLink(value: item.id) {
            VStack(alignment: .leading, spacing: 3) {
                // Name and kcal side by side while the name fits on a line; at large text
                // sizes the kcal goes under it instead of squeezing the name to letters. At
                // the accessibility sizes every row stacks, as iOS's value cells do there:
                // chosen row by row, "Grilled salmon / 310 kcal" sat above "Quinoa 222 kcal".
                let stacked = VStack(alignment: .leading, spacing: 3) {
                    name.lineLimit(3).frame(maxWidth: .infinity, alignment: .leading)
                    kcal
                }
                if contentSize.isAccessibilityCategory {
                    stacked
                } else {
                    ViewThatFits(in: .horizontal) {
                        HStack(alignment: .top, spacing: 8) {
                            name.fixedSize()
                            Spacer(minLength: 8)
                            kcal
                        }
                        stacked
                    }
                }
                if let serving = item.servingSize {
                    Text(serving).font(.subheadline).foregroundStyle(Color.secondaryLabel).lineLimit(1)
                }
                // The macros on one line while it fits whole; else one macro to a line, so a
                // line never ends between a number and its unit ("F 18 / g" at AX XL on the Pro Max).
                ViewThatFits(in: .horizontal) {
                    Text(macros.joined(separator: " · ")).fixedSize()
                    VStack(alignment: .leading, spacing: 1) {
                        ForEach(macros, id: \.self) { Text($0) }
                    }
                }
                .font(.subheadline)
                .foregroundStyle(Color.secondaryLabel)
                if let confidence {
                    HStack(spacing: 5) {
                        Image(systemName: confidence >= 0.85 ? "checkmark.circle.fill" : "exclamationmark.triangle.fill")
                            .foregroundStyle(FitAIFoodDetailScreen.confidenceColor(confidence))
                        Text("\(FitAIFormat.percent(confidence)) confidence")
                            .foregroundStyle(Color.secondaryLabel)
                    }
                    .font(.footnote)
                }
            }
        }
        .accessibilityLabel(accessibilityText)
    }

    private var name: some View { Text(item.foodName).font(.headline).foregroundStyle(Color.label) }
    private var macros: [String] {
        ["P \(FitAIFormat.gramsDetail(item.protein))", "C \(FitAIFormat.gramsDetail(item.carbs))", "F \(FitAIFormat.gramsDetail(item.fat))"]
    }
    private var kcal: some View { Text(FitAIFormat.kcal(item.calories)).foregroundStyle(Color.label).monospacedDigit().fixedSize() }

    private var accessibilityText: String {
        var parts = [item.foodName, FitAIFormat.kcal(item.calories)]
        if let s = item.servingSize { parts.append(s) }
        parts.append("protein \(FitAIFormat.gramsDetail(item.protein)), carbs \(FitAIFormat.gramsDetail(item.carbs)), fat \(FitAIFormat.gramsDetail(item.fat))")
        if let c = item.aiConfidence { parts.append("\(FitAIFormat.percent(c)) confidence") }
        parts.append("Edit")
        return parts.joined(separator: ", ")
    }
}

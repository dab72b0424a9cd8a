import AppSupport
import Catalog
import DisplayList
import FitAI
import Layout
import Render
import TestSupport
import Testing
import Tokens

/// `fitai/add-food` (picking, analyzing, result, unrecognized), `fitai/goal-setup` and
/// `fitai/goals` (and its edit sheet), drawn from data/fitai.sample.json. Every number
/// checked here was worked out by hand from the sample: the Oct 31 dinner photo holds
/// grilled salmon (310 kcal, 34/0/18 g, 94 %), quinoa (222 kcal, 8/39/3.6 g, 88 %) and
/// roasted asparagus (40 kcal, 4.3/7.4/0.4 g, 71 %): 572 kcal, 46.3 → 46 g protein,
/// 46.4 → 46 g carbs, 22 g fat. Oct 31 (the log's last day) totals 1,247 kcal: 753 left of
/// 2,000. The goal: 150/200/65 g = 600 + 800 + 585 = 1,985 kcal; weigh-ins 82.4 (Sep 1) →
/// 79.6 kg (Oct 27), target 75.0: 4.6 kg to go, 2.8 of 7.4 kg = 38 %.
@Suite struct FitAIAddFoodAndGoalsScreenTests {
    let catalog: ScreenCatalog
    init() throws { catalog = try Checkout.screenCatalog() }

    func list(_ name: String, state: String? = nil, appearance: Appearance = .light, device: Device = .iPhone16,
              contentSize: ContentSizeCategory = .large) throws -> DisplayList {
        try catalog.fitAIList(name, state: state, appearance: appearance, device: device, contentSize: contentSize)
    }

    func texts(_ l: DisplayList) -> [String] { l.elements.compactMap { $0.text?.string } }
    func text(_ l: DisplayList, _ s: String) -> Element? { l.elements.first { $0.text?.string == s } }
    func has(_ l: DisplayList, _ s: String) -> Bool { text(l, s) != nil }

    static func rgba(_ light: String, _ dark: String, _ a: Appearance) -> RGBA { RGBA(hex: a == .light ? light : dark)! }

    @Test func theScreensAndTheirStatesAreInTheCatalogue() throws {
        let states = [("fitai/add-food", ["analyzing", "result", "unrecognized"]), ("fitai/goal-setup", []), ("fitai/goals", ["edit"])]
        for (id, expected) in states {
            let entry = try #require(catalog.entries.first { $0.id == id })
            #expect(entry.appearances == [.light, .dark])
            #expect(entry.states == expected)
        }
    }

    // MARK: add-food

    @Test(arguments: [Appearance.light, .dark])
    func pickingOffersCameraLibraryAndManualEntryInTheAddTab(_ a: Appearance) throws {
        let l = try list("add-food", appearance: a)
        for s in ["Add Food", "Take Photo", "Choose from Library", "Enter Manually", "1,247 kcal", "753 kcal", "Remaining"] {
            #expect(has(l, s), "missing \(s)")
        }
        // The three symbols, white on tinted squares; the camera first.
        let camera = try #require(l.elements.first { $0.accessibilityLabel == "camera.fill" })
        let library = try #require(l.elements.first { $0.accessibilityLabel == "photo.on.rectangle" })
        let manual = try #require(l.elements.first { $0.accessibilityLabel == "square.and.pencil" })
        #expect(camera.frame.minY < library.frame.minY && library.frame.minY < manual.frame.minY)
        #expect(camera.text?.paint == .solid(.white))
        let square = try #require(l.elements.first { $0.kind == .shape && $0.fill == .solid(Self.rgba("#007AFF", "#0A84FF", a)) && $0.frame.width == 40 })
        #expect(square.frame.height == 40 && abs(square.frame.midY - camera.frame.midY) < 1)
        // The Add Food tab is the selected one (tinted blue).
        let tabs = l.elements.filter { $0.text?.string == "Add Food" }
        #expect(tabs.contains { $0.text?.paint == .solid(Self.rgba("#007AFF", "#0A84FF", a)) })
    }

    @Test func analyzingShowsThePhotoTheSpinnerAndTheSecondOfThreeSteps() throws {
        let l = try list("add-food", state: "analyzing")
        #expect(has(l, "Analyzing photo…"))
        #expect(has(l, "Step 2 of 3: Recognizing foods…"))
        let photo = try #require(l.elements.first { $0.accessibilityLabel == "Photo: Grilled salmon, Quinoa, Roasted asparagus" })
        let spinner = try #require(l.elements.first { $0.accessibilityLabel == "Analyzing photo…" })
        #expect(photo.frame.maxY < spinner.frame.minY)
    }

    @Test(arguments: [Appearance.light, .dark])
    func resultListsThePhotosItemsWithMacrosConfidenceAndTotal(_ a: Appearance) throws {
        let l = try list("add-food", state: "result", appearance: a)
        for s in ["Grilled salmon", "310 kcal", "1 fillet (150 g)", "P 34 g · C 0 g · F 18 g", "94% confidence",
                  "Quinoa", "222 kcal", "P 8 g · C 39 g · F 3.6 g", "88% confidence",
                  "Roasted asparagus", "40 kcal", "P 4.3 g · C 7.4 g · F 0.4 g", "71% confidence",
                  "572 kcal", "46 g", "22 g", "Servings: 1", "Add to Log", "DETECTED · 3 ITEMS"] {
            #expect(has(l, s), "missing \(s)")
        }
        // Protein and carbs both round to 46 g.
        #expect(texts(l).filter { $0 == "46 g" }.count == 2)
        // Sure items get a green check, the unsure asparagus an orange warning.
        let green = Paint.solid(Self.rgba("#34C759", "#30D158", a)), orange = Paint.solid(Self.rgba("#FF9500", "#FF9F0A", a))
        let marks = l.elements.filter { ["checkmark.circle.fill", "exclamationmark.triangle.fill"].contains($0.accessibilityLabel ?? "") }
        #expect(marks.map(\.accessibilityLabel) == ["checkmark.circle.fill", "checkmark.circle.fill", "exclamationmark.triangle.fill"])
        #expect(marks.map { $0.text?.paint } == [green, green, orange])
        // Each item row is a disclosure row (the edit affordance) and says so to VoiceOver.
        #expect(l.elements.contains { $0.accessibilityLabel?.hasPrefix("Roasted asparagus, 40 kcal, 8 spears") == true && $0.accessibilityLabel?.hasSuffix("71% confidence, Edit") == true })
        // The meal picker is on Dinner (the photo's meal): its label is the selected segment's.
        #expect(has(l, "Breakfast") && has(l, "Dinner") && has(l, "Snack"))
    }

    @Test func unrecognizedOffersRetakeAndTheManualForm() throws {
        let l = try list("add-food", state: "unrecognized")
        for s in ["Couldn’t recognize this food", "Retake Photo", "Name", "e.g. Chicken salad", "Calories", "kcal", "Protein", "Carbs", "Fat", "Add to Log"] {
            #expect(has(l, s), "missing \(s)")
        }
        let title = try #require(text(l, "Couldn’t recognize this food"))
        let retake = try #require(text(l, "Retake Photo"))
        let name = try #require(text(l, "Name"))
        #expect(title.frame.maxY < retake.frame.minY && retake.frame.maxY < name.frame.minY)
    }

    /// `proof check dynamic-type` found the spinner's label cut to "Analyzing pho…" at AX XL
    /// on the SE: it wraps onto two lines, as iOS wraps a ProgressView's label.
    @Test func theSpinnersLabelWrapsAtAXXLOnTheSE() throws {
        let l = try list("add-food", state: "analyzing", device: .iPhoneSE, contentSize: .accessibilityExtraLarge)
        let label = try #require(text(l, "Analyzing photo…")), step = try #require(l.elements.first { $0.text?.string.hasPrefix("Step 2 of 3") == true })
        #expect(label.frame.height > step.frame.height / 3 * 1.5)  // two lines of the three the step takes
        #expect(label.frame.maxY <= step.frame.minY)
    }

    /// `proof check dynamic-type` found the stacked "Name" field's prompt truncated at AX XL
    /// on the iPhone 16: stacked under its label, the field wraps its prompt onto two lines.
    @Test func theStackedNameFieldWrapsItsPromptAtAXXL() throws {
        let l = try list("add-food", state: "unrecognized", contentSize: .accessibilityExtraLarge)
        let name = try #require(text(l, "Name")), prompt = try #require(text(l, "e.g. Chicken salad"))
        #expect(prompt.frame.minY >= name.frame.maxY && prompt.frame.minX == name.frame.minX)
        #expect(prompt.text?.lineLimit == nil && prompt.frame.height > name.frame.height * 1.5)
        #expect(prompt.frame.maxX <= l.size.width - 32)
    }

    // MARK: goal-setup

    @Test(arguments: [Appearance.light, .dark])
    func goalSetupHoldsTheUsersWeightsGoalAndMacroTargets(_ a: Appearance) throws {
        let l = try list("goal-setup", appearance: a)
        for s in ["Your Goals", "Current Weight", "79.6", "Target Weight", "75.0", "2,000 kcal", "Protein", "150", "200", "65",
                  "That’s 4.6 kg to lose.", "A daily deficit of 500 kcal.",
                  "These add up to 1,985 kcal (4 kcal per gram of protein and carbs, 9 of fat).", "Continue"] {
            #expect(has(l, s), "missing \(s)")
        }
        // The weights are typed text (label colour), the units secondary.
        #expect(text(l, "79.6")?.text?.paint == .solid(a == .light ? .black : .white))
        let button = try #require(l.elements.first { $0.kind == .shape && $0.fill == .solid(Self.rgba("#007AFF", "#0A84FF", a)) && $0.frame.height >= 50 })
        #expect(button.frame.minX == 16 && button.frame.maxX == l.size.width - 16)
    }

    @Test func goalSetupFitsTheSEAndStaysReachableAtAXXL() throws {
        let se = try list("goal-setup", device: .iPhoneSE)
        let button = try #require(text(se, "Continue"))
        #expect(button.frame.maxY > 0)
        let big = try list("goal-setup", device: .iPhoneSE, contentSize: .accessibilityExtraLarge)
        // Nothing runs off the side: rows stack their field under the label.
        for e in big.elements where e.text != nil && e.frame.minY < big.size.height {
            #expect(e.frame.maxX <= big.size.width + 0.5, "\(e.text?.string ?? "") overflows")
        }
    }

    // MARK: goals

    @Test(arguments: [Appearance.light, .dark])
    func goalsListsCaloriesMacrosAndTheWeightGoal(_ a: Appearance) throws {
        let l = try list("goals", appearance: a)
        for s in ["Goals", "Edit", "Calorie Goal", "2,000 kcal", "Daily Deficit", "500 kcal", "150 g", "200 g", "65 g",
                  "Your macro targets add up to 1,985 kcal a day.", "Current", "79.6 kg", "Target", "75.0 kg", "To Lose", "4.6 kg", "38%",
                  "Down 2.8 kg since Sep 1 (82.4 kg); last weighed Oct 27."] {
            #expect(has(l, s), "missing \(s)")
        }
        #expect(text(l, "Edit")?.text?.paint == .solid(Self.rgba("#007AFF", "#0A84FF", a)))
        // The progress bar: green, 38 % of its track.
        let fill = l.elements.filter { $0.kind == .shape && $0.fill == .solid(Self.rgba("#34C759", "#30D158", a)) && $0.frame.height == 4 }
        let track = l.elements.filter { $0.kind == .shape && $0.frame.height == 4 && $0.fill == .solid(Self.rgba("#E5E5EA", "#2C2C2E", a)) }
        let bar = try #require(fill.first), back = try #require(track.first)
        #expect(abs(bar.frame.width - back.frame.width * 2.8 / 7.4) < 0.5)
    }

    @Test(arguments: [Appearance.light, .dark])
    func theEditSheetRisesOverTheDimmedGoals(_ a: Appearance) throws {
        let l = try list("goals", state: "edit", appearance: a)
        for s in ["Edit Goals", "Cancel", "Save", "2,000 kcal", "Protein: 150 g", "Carbs: 200 g", "Fat: 65 g", "Target: 75.0 kg"] {
            #expect(has(l, s), "missing \(s)")
        }
        // The dimming: black at 40 % over the whole screen.
        let dim = try #require(l.elements.first { $0.kind == .shape && $0.fill == .solid(RGBA.black.opacity(0.4)) })
        #expect(dim.frame.minX <= 0 && dim.frame.minY <= 0 && dim.frame.width >= l.size.width && dim.frame.height >= l.size.height)
        let dimIndex = try #require(l.elements.firstIndex { $0.id == dim.id })
        // The sheet: its title and buttons drawn after (over) the dimming, in its top part.
        let title = try #require(l.elements.lastIndex { $0.text?.string == "Edit Goals" })
        #expect(title > dimIndex)
        let sheetTop = l.size.height * (1 - 0.62)
        let save = try #require(text(l, "Save")), cancel = try #require(text(l, "Cancel"))
        #expect(save.frame.minY > sheetTop && save.frame.minY < sheetTop + 56)
        #expect(cancel.frame.minX < l.size.width / 2 && save.frame.maxX > l.size.width / 2)
        #expect(save.text?.font.weight == 600 && save.text?.paint == .solid(Self.rgba("#007AFF", "#0A84FF", a)))
        // The grabber, 36 × 5, centred 5 pt below the sheet's top.
        let grabber = try #require(l.elements.first { $0.accessibilityLabel == "Sheet grabber" })
        #expect(grabber.frame.width == 36 && grabber.frame.height == 5 && abs(grabber.frame.midX - l.size.width / 2) < 0.5)
        // The goals are still there under the dimming.
        #expect(l.elements.firstIndex { $0.text?.string == "Calorie Goal" }.map { $0 < dimIndex } == true)
    }
}

/// The same screens over a log with nothing in it (a new user's export): no photo, no
/// entries, no weigh-ins. Every screen still draws, and says what it can.
@Suite struct FitAIAddFoodAndGoalsEmptyLogTests {
    func render(_ id: String, state: String? = nil) throws -> DisplayList {
        var data = try FitAIDataLoader.load(path: Checkout.root + "/data/fitai.sample.json")
        data.foodEntries = []; data.weightTracking = []; data.dailySummaries = []; data.photos = []
        let app = try FitAIApp(tokens: try DesignApps.appTokens(at: Checkout.root + "/tokens/" + FitAIApp.tokenFile), data: data)
        let entry = try #require(app.screens.first { $0.id == id })
        return try entry.render(ScreenRequest(environment: EnvironmentValues(), state: state), measurer: PangoText())
    }

    func has(_ l: DisplayList, _ s: String) -> Bool { l.elements.contains { $0.text?.string == s } }

    @Test func withoutAPhotoTheResultIsTheManualFallbackAndPickingHasNoToday() throws {
        let result = try render("fitai/add-food", state: "result")
        #expect(has(result, "Couldn’t recognize this food") && has(result, "Retake Photo"))
        let picking = try render("fitai/add-food")
        #expect(has(picking, "Take Photo") && !has(picking, "TODAY"))
        // Analyzing an empty photo still shows the spinner over an empty plate.
        #expect(has(try render("fitai/add-food", state: "analyzing"), "Analyzing photo…"))
    }

    @Test func withoutWeighInsTheGoalsUseTheUsersWeights() throws {
        // users row: current_weight 79.6, target_weight 75.0; no weigh-ins: start = current.
        let goals = try render("fitai/goals")
        #expect(has(goals, "79.6 kg") && has(goals, "4.6 kg") && has(goals, "0%"))
        #expect(has(goals, "Log your weight to follow your progress."))
        #expect(has(try render("fitai/goal-setup"), "That’s 4.6 kg to lose."))
    }
}

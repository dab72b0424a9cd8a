import AppSupport
import Catalog
import DisplayList
import Inspect
import Layout
import NutriSync
import TestSupport
import Testing

/// Screens 2.1 and 2.2: the seed's questions, the sample profile's answers, the error state's
/// messages below their fields with Next disabled, and the body metrics in both systems.
@Suite struct ProfileScreensTests: NutriSyncScreenSuite {
    let catalog: ScreenCatalog
    let plan: NutriSyncPlan

    init() throws {
        catalog = try Checkout.screenCatalog()
        plan = try NutriSyncPlan(profile: .sample, today: NutriSyncProfile.sampleToday)
    }

    func element(_ l: DisplayList, label: String) throws -> Element {
        try #require(l.elements.first { $0.accessibilityLabel == label }, "no element labelled \(label)")
    }

    @Test func basicInfoAsksTheSeedsQuestionsWithTheSampleAnswers() throws {
        let l = try list("basic-info")
        for text in ["What should we call you?", "When were you born?", "What's your biological sex?", "Month", "Day", "Year",
                     "Female", "Male", "Next"] {
            #expect(texts(l).contains(text), "missing \(text)")
        }
        let p = plan.profile
        #expect(texts(l).contains(p.name) && texts(l).contains("April") && texts(l).contains("\(p.birthDate.day)")
                && texts(l).contains("\(p.birthDate.year)"))
        #expect(try element(l, label: "Female").accessibilityTraits.contains("isSelected"))
        #expect(try !element(l, label: "Male").accessibilityTraits.contains("isSelected"))
        // Valid: no message, Next enabled.
        for message in [NutriSyncValidation.emptyName, NutriSyncValidation.tooYoung, NutriSyncValidation.invalidBirthDate] {
            #expect(!shows(l, message))
        }
        #expect(try !element(l, label: "Next").accessibilityTraits.contains("notEnabled"))
        #expect(try !(#require(l.elements.first { $0.text?.string == "Next" })).accessibilityTraits.contains("notEnabled"))
    }

    /// "Clear error messages below fields", "Can't proceed without required fields".
    @Test func errorStatePrintsEachMessageBelowItsFieldAndDisablesNext() throws {
        let l = try list("basic-info", state: "error")
        let underage = BasicInfoScreen.underageBirthDate(plan)
        #expect(underage == NutriSyncDate(year: 2013, month: 4, day: 12))
        #expect(underage.wholeYears(until: plan.today) == NutriSyncValidation.minimumAge - 1)
        #expect(NutriSyncValidation.basicInfo(name: "", birthDate: underage, today: plan.today)
                == [.name: NutriSyncValidation.emptyName, .birthDate: NutriSyncValidation.tooYoung])

        let nameError = try #require(l.elements.first { $0.text?.string == "Please enter your name" })
        let nameField = try element(l, label: "Name, empty, error: Please enter your name")
        #expect(nameError.frame.minY >= nameField.frame.maxY)
        #expect(nameError.frame.minY - nameField.frame.maxY < 16, "right under its field")
        #expect(!texts(l).contains(plan.profile.name) && texts(l).contains("Name"), "the empty field shows its placeholder")

        let ageError = try #require(l.elements.first { $0.text?.string == "You must be at least 13 to use NutriSync" })
        let boxes = try ["Month, April", "Day, 12", "Year, 2013"].map {
            try element(l, label: "Birth date, \($0), error: You must be at least 13 to use NutriSync")
        }
        for box in boxes { #expect(ageError.frame.minY >= box.frame.maxY) }
        #expect(ageError.frame.minY < (try #require(l.elements.first { $0.text?.string == "What's your biological sex?" })).frame.minY)
        #expect(nameError.frame.maxY < boxes[0].frame.minY)

        // The error icons are drawn (an SF Symbol the icon font maps), in the error colour.
        let icons = l.elements.filter { $0.accessibilityLabel == "exclamationmark.circle.fill" }
        #expect(icons.count == 2)
        #expect(icons.allSatisfy { $0.accessibilityTraits.contains("symbol") && !($0.text?.string.isEmpty ?? true) })

        let next = try element(l, label: "Next")
        #expect(next.accessibilityTraits.contains("notEnabled"))
        // Its label too, so the contrast check exempts it as WCAG 1.4.3 does inactive controls.
        let nextLabel = try #require(l.elements.first { $0.text?.string == "Next" })
        #expect(nextLabel.accessibilityTraits.contains("notEnabled"))
        #expect(ContrastCheck.exemption(nextLabel) == .disabled)
    }

    @Test func bodyMetricsDefaultIsImperial() throws {
        #expect(try list("body-metrics") == (try list("body-metrics", state: "imperial")))
        let l = try list("body-metrics")
        for text in ["What's your height?", "Imperial", "Metric", "5", "ft", "7", "in", "What's your current weight?", "165", "lbs", "Next"] {
            #expect(texts(l).contains(text), "missing \(text)")
        }
        #expect(!texts(l).contains("cm") && !texts(l).contains("kg"))
        #expect(try element(l, label: "Imperial, selected").accessibilityTraits.contains("isSelected"))
    }

    /// [170] cm and [75] kg: the sample's 5 ft 7 in and 165 lb, converted.
    @Test func metricShowsTheSampleConverted() throws {
        let l = try list("body-metrics", state: "metric")
        for text in ["170", "cm", "75", "kg"] { #expect(texts(l).contains(text), "missing \(text)") }
        #expect(!texts(l).contains("ft") && !texts(l).contains("lbs"))
        #expect(try element(l, label: "Metric, selected").accessibilityTraits.contains("isSelected"))
        // The same numbers the plan computes with: 170.18 cm, 74.84 kg.
        #expect(Int(plan.centimetres.rounded()) == 170 && Int(plan.kilograms.rounded()) == 75)
        let v = BodyMetricsScreen.Values(plan.profile)
        #expect([v.feet, v.inches, v.centimetres, v.pounds, v.kilograms] == [5, 7, 170, 165, 75])
    }

    /// A profile entered in metric shows the nearest whole inch on the imperial tab.
    @Test func metricEntriesConvertToFeetAndInches() {
        var p = NutriSyncProfile.sample
        p.height = .metric(centimetres: 180)  // 70.87 in → 71 in = 5 ft 11 in
        p.weight = .kilograms(80)             // 176.37 lb → 176
        let v = BodyMetricsScreen.Values(p)
        #expect([v.feet, v.inches, v.centimetres, v.pounds, v.kilograms] == [5, 11, 180, 176, 80])
        p.height = .metric(centimetres: 182.5)  // 71.85 in → 72 in = 6 ft 0 in
        #expect(BodyMetricsScreen.Values(p).feet == 6 && BodyMetricsScreen.Values(p).inches == 0)
    }

    @Test func unknownStatesAreRefused() throws {
        #expect(throws: ScreenRequestError.unknownState(screen: "nutrisync/body-metrics", state: "error", known: ["imperial", "metric"])) {
            try list("body-metrics", state: "error")
        }
        #expect(throws: ScreenRequestError.unknownState(screen: "nutrisync/basic-info", state: "metric", known: ["error"])) {
            try list("basic-info", state: "metric")
        }
    }
}

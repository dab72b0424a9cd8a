import AppSupport
import Catalog
import DisplayList
import Layout
import NutriSync
import Render
import TestSupport
import Testing
import Tokens

/// Screens 1.3 and 1.4: the seed's words, and every number the plan's.
@Suite struct ImpactScreensTests: NutriSyncScreenSuite {
    let catalog: ScreenCatalog
    let plan: NutriSyncPlan
    let tokens: TokenSet

    init() throws {
        catalog = try Checkout.screenCatalog()
        plan = try NutriSyncPlan(profile: .sample, today: NutriSyncProfile.sampleToday)
        tokens = try Checkout.appTokens("nutrisync")
    }

    @Test func impactCalculatorSaysTheSeedsLinesWithThePlansNumbers() throws {
        let l = try list("impact-calculator")
        // The sample's energy level is 5: 182.5 h a point × 5 = 912.5 → 913 h; ÷ 8 → 114 days.
        #expect(plan.profile.energyLevel == 5 && plan.impact.hoursLost == 913 && plan.impact.daysSuboptimal == 114)
        #expect(texts(l).contains("How's your current energy level?"))
        #expect(texts(l).contains(plan.impact.hoursText))
        #expect(texts(l).contains("At this rate, you'll lose 913 hours of productive time this year"))
        #expect(texts(l).contains(plan.impact.daysText))
        #expect(texts(l).contains("That's 114 days of feeling suboptimal"))
        #expect(texts(l).contains("Let's fix this"))
        #expect(texts(l).contains("5 / 10"))
    }

    /// "Large impact number animated in purple": typography.impactNumber in color.text.impact.
    @Test func theImpactNumberIsLargeAndPurple() throws {
        let l = try list("impact-calculator")
        let number = try #require(l.elements.first { $0.text?.string == "913" })
        let style = try tokens.typography("typography.impactNumber")
        #expect(number.text?.font.size == style.fontSize)
        #expect(number.text?.font.weight == style.fontWeight)
        #expect(number.text?.paint == .solid(try tokens.color("color.text.impact")))
        #expect(number.accessibilityLabel == "913 hours a year")
    }

    /// "**X hours**" and "**Y days**": those characters bold, the rest of the sentence regular.
    @Test func xHoursAndYDaysAreBold() throws {
        let l = try list("impact-calculator")
        for (sentence, span) in [(plan.impact.hoursText, "913 hours"), (plan.impact.daysText, "114 days")] {
            let run = try #require(l.elements.first { $0.text?.string == sentence }?.text)
            let glyphs = try #require(run.glyphs)
            let chars = Array(sentence)
            #expect(glyphs.count == chars.count)
            let start = try #require((0...(chars.count - span.count)).first { String(chars[$0..<$0 + span.count]) == span })
            for i in chars.indices {
                #expect(glyphs[i].weight == ((start..<start + span.count).contains(i) ? 700 : 400), "\(sentence) at \(i)")
            }
        }
    }

    /// "Slider from 1-10 with emoji faces": ten faces in colour, the thumb on the level.
    @Test func theSliderHasTenFacesAndSitsOnTheLevel() throws {
        let l = try list("impact-calculator")
        for face in EnergySlider.faces {
            let drawn = l.elements.filter { $0.text?.string == face }
            #expect(!drawn.isEmpty, "\(face)")
            #expect(drawn.allSatisfy { $0.text?.font.family == "Noto Color Emoji" })
        }
        // 😐 twice: the large face of level 5, and its mark under the track.
        #expect(l.elements.filter { $0.text?.string == "😐" }.count == 2)
        let slider = try #require(l.elements.first { $0.accessibilityLabel == "Energy level, 5 of 10" })
        #expect(slider.accessibilityTraits.contains("isButton"))
        // The thumb (the 28 pt circle) is centred on stop 5 of 10, and so is the mark 😐.
        let thumb = try #require(l.elements.first { $0.frame.width == 28 && $0.frame.height == 28 && $0.id.contains("slider") })
        let track = try #require(l.elements.first { $0.id.contains("slider") && $0.frame.height == 6 })
        let geometry = SliderGeometry(count: 10, inset: 14)
        #expect(abs(thumb.frame.midX - (track.frame.minX + geometry.center(of: 4, width: track.frame.width))) < 1e-9)
        let mark = try #require(l.elements.filter { $0.text?.string == "😐" }.min { $0.frame.height < $1.frame.height })
        #expect(abs(mark.frame.midX - thumb.frame.midX) < 1e-9)
    }

    @Test func goodNewsSaysTheSeedsWordsWithThePlansDays() throws {
        let l = try list("good-news")
        #expect(plan.impact.goodNewsText == "85+ days")
        for text in ["The good news is NutriSync can help you gain back", plan.impact.goodNewsText, "of peak energy and focus per year",
                     "Based on your profile and our meal timing optimization", "Show Me How"] {
            #expect(texts(l).contains(text), "missing \(text)")
        }
        let number = try #require(l.elements.first { $0.text?.string == "85+ days" })
        #expect(number.text?.font.size == (try tokens.typography("typography.impactNumber")).fontSize)
    }

    /// A plan with another energy level changes what the screens say (nothing is typed in).
    @Test func anotherEnergyLevelChangesTheNumbers() throws {
        var profile = NutriSyncProfile.sample
        profile.energyLevel = 2
        let other = try NutriSyncPlan(profile: profile, today: NutriSyncProfile.sampleToday)
        let env = try NutriSyncTheme(tokens: tokens).environment()
        let l = ScreenLayout.layout(AnyView(ImpactCalculatorScreen(plan: other)), environment: env, measurer: PangoText())
        #expect(texts(l).contains("At this rate, you'll lose 1,460 hours of productive time this year"))
        #expect(texts(l).contains("That's 183 days of feeling suboptimal"))
        #expect(texts(l).contains("1,460") && texts(l).contains("2 / 10"))
        let good = ScreenLayout.layout(AnyView(GoodNewsScreen(plan: other)), environment: env, measurer: PangoText())
        #expect(texts(good).contains("135+ days"))
    }
}

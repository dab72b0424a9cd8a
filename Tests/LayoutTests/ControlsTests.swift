import DisplayList
import Layout
import Testing
import Tokens

/// Exact geometry, colours and accessibility of the stock iOS input controls (Button in its
/// system styles, TextField, SecureField, Stepper, Toggle, the activity spinner), laid out
/// with the fixed-advance fake font: body text is 17 pt, 8.5 pt a character, 20.4 pt a line.
@Suite struct ControlsTests {
    /// `view` laid out in a 393 × 300-pt frame.
    func layout<V: View>(_ view: V, appearance: Appearance = .light, contentSize: ContentSizeCategory = .large,
                         width: Double = 393) -> DisplayList {
        var env = EnvironmentValues()
        env.appearance = appearance
        env.contentSize = contentSize
        return ScreenLayout.layout(view, in: Rect(x: 0, y: 0, width: width, height: 300), environment: env, measurer: FixedAdvanceMeasurer())
    }
    func text(_ list: DisplayList, _ string: String) -> Element? { list.elements.first { $0.text?.string == string } }
    func shape(_ list: DisplayList, _ outline: ShapeOutline) -> Element? { list.elements.first { $0.kind == .shape && $0.shape == outline } }
    func rgba(_ hex: String) -> Paint { .solid(RGBA(hex: hex)!) }

    // MARK: Button

    @Test func borderedProminentLargeIs50PointsOfTintWithAWhiteSemiboldLabelIn12PointContinuousCorners() throws {
        let button = Button { Text("Continue").frame(maxWidth: .infinity) }
            .buttonStyle(.borderedProminent).controlSize(.large).padding(.horizontal, 16)
        for (appearance, blue) in [(Appearance.light, "#007AFF"), (.dark, "#0A84FF")] {
            let l = layout(button, appearance: appearance)
            let fill = try #require(shape(l, .roundedRectangle(cornerRadius: 12, style: .continuous)))
            // 14 + 20.4 + 14 = 48.4 is under the 50-pt minimum: 50 tall, centred in the 300-pt frame.
            #expect(fill.frame == Rect(x: 16, y: 125, width: 361, height: 50))
            #expect(fill.fill == rgba(blue))
            // The label's text is what VoiceOver says, as SwiftUI reads a button's label.
            #expect(fill.accessibilityTraits == ["isButton"] && fill.accessibilityLabel == "Continue")
            let label = try #require(text(l, "Continue"))
            #expect(label.text?.paint == .solid(.white))
            #expect(label.text?.font.weight == 600 && label.text?.font.size == 17)
            #expect(label.frame.midX == fill.frame.midX && label.frame.midY == fill.frame.midY)
        }
    }

    @Test func aRegularButtonHugsItsLabelIn34PointsWith12PointSidesAnd8PointCorners() throws {
        let l = layout(Button("Save").buttonStyle(.borderedProminent))
        let fill = try #require(shape(l, .roundedRectangle(cornerRadius: 8, style: .continuous)))
        // "Save": 4 × 8.5 = 34 pt of text + 2 × 12.
        #expect(fill.frame == Rect(x: (393 - 58) / 2, y: 133, width: 58, height: 34))
        #expect(fill.accessibilityLabel == "Save")
    }

    @Test func theLargeButtonGrowsWithDynamicTypeAroundItsLabel() throws {
        let button = Button("Create Account").buttonStyle(.borderedProminent).controlSize(.large)
        let l = layout(button, contentSize: .accessibilityExtraLarge)
        let fill = try #require(shape(l, .roundedRectangle(cornerRadius: 12, style: .continuous)))
        let label = try #require(text(l, "Create Account"))
        // Body is 40 pt at AX XL: a 48-pt line, so 14 + 48 + 14.
        #expect(label.text?.font.size == 40)
        #expect(abs(fill.frame.height - 76) < 1e-9)
        #expect(label.frame.minY == fill.frame.minY + 14 && label.frame.maxY == fill.frame.maxY - 14)
    }

    @Test func borderedIsTheTintAt15PercentUnderATintLabelOrGreyWithoutATint() throws {
        let tinted = layout(Button("Add").buttonStyle(.bordered).tint(.orange))
        let fill = try #require(shape(tinted, .roundedRectangle(cornerRadius: 8, style: .continuous)))
        #expect(fill.fill == .solid(RGBA(hex: "#FF9500")!.opacity(0.15)))
        #expect(text(tinted, "Add")?.text?.paint == rgba("#FF9500"))
        #expect(text(tinted, "Add")?.text?.font.weight == 400)
        let plain = layout(Button("Add").buttonStyle(.bordered), appearance: .dark)
        #expect(shape(plain, .roundedRectangle(cornerRadius: 8, style: .continuous))?.fill == rgba("#7676803D"))
        #expect(text(plain, "Add")?.text?.paint == rgba("#0A84FF"))
    }

    @Test func borderlessIsTintTextAndPlainKeepsTheColourAround() throws {
        let borderless = layout(Button("Forgot Password?"))
        let label = try #require(text(borderless, "Forgot Password?"))
        #expect(label.text?.paint == rgba("#007AFF"))
        #expect(label.accessibilityLabel == "Forgot Password?" && label.accessibilityTraits.contains("isButton"))
        #expect(borderless.elements.count == 1)  // no fill
        let plain = layout(Button("Skip").buttonStyle(.plain), appearance: .dark)
        #expect(text(plain, "Skip")?.text?.paint == .solid(.white))
    }

    @Test func aDisabledButtonIsGreyOnTheTertiaryFillAndNotEnabled() throws {
        let l = layout(Button("Log In").buttonStyle(.borderedProminent).controlSize(.large).disabled(true))
        let fill = try #require(shape(l, .roundedRectangle(cornerRadius: 12, style: .continuous)))
        #expect(fill.fill == rgba("#7676801F"))
        #expect(fill.accessibilityTraits == ["isButton", "notEnabled"])
        #expect(text(l, "Log In")?.text?.paint == rgba("#3C3C434D"))
        // `.disabled(false)` inside cannot re-enable it.
        let nested = layout(Button("Go").disabled(false).disabled(true))
        #expect(text(nested, "Go")?.text?.paint == rgba("#3C3C434D"))
    }

    // MARK: TextField, SecureField

    @Test func anEmptyFieldShowsItsPromptInTheTertiaryLabelColourAndTypedTextInTheLabelColour() throws {
        let empty = layout(TextField("Email", text: .constant(""), prompt: Text("name@example.com")))
        let prompt = try #require(text(empty, "name@example.com"))
        #expect(prompt.text?.paint == rgba("#3C3C434D"))
        #expect(prompt.accessibilityLabel == "Email")
        // The field takes the offered width; its text starts at the leading edge.
        #expect(prompt.frame.minX == 0)
        let noPrompt = layout(TextField("Email", text: ""), appearance: .dark)
        #expect(text(noPrompt, "Email")?.text?.paint == rgba("#EBEBF54D"))
        let typed = layout(TextField("Email", text: .constant("alex@example.com")), appearance: .dark)
        #expect(text(typed, "alex@example.com")?.text?.paint == .solid(.white))
    }

    @Test func aSecureFieldShowsOneBulletPerCharacter() throws {
        let l = layout(SecureField("Password", text: .constant("secret12")))
        let bullets = try #require(text(l, "••••••••"))
        #expect(bullets.accessibilityLabel == "Password")
        #expect(text(l, "secret12") == nil)
        #expect(text(layout(SecureField("Password", text: "")), "Password")?.text?.paint == rgba("#3C3C434D"))
    }

    @Test func aSingleLineFieldEndsInAnEllipsisAndAVerticalOneWraps() throws {
        let long = String(repeating: "a", count: 60)  // 510 pt of text in a 200-pt field
        let single = layout(TextField("Notes", text: long).frame(width: 200))
        #expect(single.overflows.contains { $0.kind == .truncated })
        #expect(text(single, long)?.frame.height == 20.4)
        let wrapping = layout(TextField("Notes", text: long, axis: .vertical).frame(width: 200))
        // Sixty "a"s are one word: it wraps between characters, reported as a broken word.
        #expect(wrapping.overflows == [Overflow(kind: .brokenWord, ids: [try #require(text(wrapping, long)).id])])
        #expect((text(wrapping, long)?.frame.height ?? 0) > 40)
    }

    @Test func aRoundedBorderFieldIs34PointsWithFivePointCornersAndAHairlineBorder() throws {
        for (appearance, fill, border) in [(Appearance.light, "#FFFFFF", "#D1D1D6"), (.dark, "#000000", "#3A3A3C")] {
            let l = layout(TextField("Search", text: "").textFieldStyle(.roundedBorder).padding(.horizontal, 16), appearance: appearance)
            let box = try #require(shape(l, .roundedRectangle(cornerRadius: 5, style: .continuous)))
            // 6 + 20.4 + 6 with the fake font (34 with the body line of 22 pt).
            #expect(abs(box.frame.height - 32.4) < 1e-9 && box.frame.minX == 16 && box.frame.width == 361)
            #expect(box.fill == rgba(fill))
            #expect(box.stroke == Stroke(rgba(border), width: 1.0 / 3, inside: true))
            let prompt = try #require(text(l, "Search"))
            #expect(prompt.frame.minX == 16 + 7)
        }
    }

    @Test func fieldTextGrowsWithDynamicType() throws {
        let l = layout(TextField("Email", text: "a@b.c"), contentSize: .accessibilityMedium)
        #expect(text(l, "a@b.c")?.text?.font.size == 28)
    }

    // MARK: Stepper

    @Test func theStepperIs94By32AtTheTrailingEdgeWithAHairlineAndItsLabelLeading() throws {
        let l = layout(Stepper("Servings: 2", value: 2, in: 1...10))
        let body = try #require(shape(l, .roundedRectangle(cornerRadius: 8, style: .continuous)))
        #expect(body.frame == Rect(x: 393 - 94, y: 134, width: 94, height: 32))
        #expect(body.fill == rgba("#7676801F"))
        let divider = try #require(l.elements.first { $0.frame.width == 1.0 / 3 })
        #expect(divider.frame == Rect(x: 393 - 47 - 1.0 / 6, y: 141, width: 1.0 / 3, height: 18))
        #expect(divider.fill == rgba("#3C3C434A"))
        let label = try #require(text(l, "Servings: 2"))
        #expect(label.frame.minX == 0 && label.frame.midY == 150)
        // − and + are buttons, each half of the control, both enabled inside the range.
        let minus = try #require(l.elements.first { $0.accessibilityLabel == "Decrement" })
        let plus = try #require(l.elements.first { $0.accessibilityLabel == "Increment" })
        #expect(minus.accessibilityTraits == ["isButton"] && plus.accessibilityTraits == ["isButton"])
        #expect(minus.frame == Rect(x: 393 - 94, y: 134, width: 47, height: 32))
        #expect(plus.frame == Rect(x: 393 - 47, y: 134, width: 47, height: 32))
        // The glyphs: a black 14 × 2 bar for −, centred on its half.
        let minusBar = try #require(l.elements.first { $0.frame == Rect(x: 393 - 94 + 23.5 - 7, y: 149, width: 14, height: 2) })
        #expect(minusBar.fill == .solid(.black))
        // Plus: its two bars, centred on the trailing half.
        let bars = l.elements.filter { $0.frame.midX == 393 - 23.5 && $0.frame.midY == 150 && $0.frame.width < 47 }
        #expect(Set(bars.map(\.frame.size)) == [Size(width: 14, height: 2), Size(width: 2, height: 14)])
    }

    @Test func atTheLowerBoundMinusIsGreyAndNotEnabledInBothAppearances() throws {
        for (appearance, grey, fill) in [(Appearance.light, "#3C3C434D", "#7676801F"), (.dark, "#EBEBF54D", "#7676803D")] {
            let l = layout(Stepper("Snacks: 0", value: 0, in: 0...4), appearance: appearance)
            let minus = try #require(l.elements.first { $0.accessibilityLabel == "Decrement" })
            #expect(minus.accessibilityTraits == ["isButton", "notEnabled"])
            let bars = l.elements.filter { $0.frame.size == Size(width: 14, height: 2) }
            #expect(bars.map(\.fill) == [rgba(grey), .solid(appearance == .light ? .black : .white)])
            #expect(shape(l, .roundedRectangle(cornerRadius: 8, style: .continuous))?.fill == rgba(fill))
        }
        let top = layout(Stepper("Meals: 6", value: 6, in: 1...6))
        #expect(top.elements.first { $0.accessibilityLabel == "Increment" }?.accessibilityTraits == ["isButton", "notEnabled"])
    }

    /// A value outside its range (a stale model) greys out the way back in no further than
    /// the bound: above the top, + is off and − works.
    @Test func aValueOutsideTheRangeDisablesOnlyTheSideThatLeavesIt() throws {
        let l = layout(Stepper("Meals: 9", value: 9, in: 1...6))
        #expect(l.elements.first { $0.accessibilityLabel == "Increment" }?.accessibilityTraits == ["isButton", "notEnabled"])
        #expect(l.elements.first { $0.accessibilityLabel == "Decrement" }?.accessibilityTraits == ["isButton"])
        // A one-value range: neither works.
        let single = layout(Stepper("Meals: 1", value: 1, in: 1...1))
        #expect(single.elements.filter { $0.accessibilityTraits.contains("notEnabled") }.count == 2)
    }

    /// `.disabled` reaches the stepper's halves and the switch (drawn at half opacity).
    @Test func disabledReachesStepperAndSwitch() throws {
        let stepper = layout(Stepper("Servings: 2", value: 2, in: 1...10).disabled(true))
        #expect(stepper.elements.filter { $0.accessibilityTraits.contains("notEnabled") }.count == 2)
        let toggle = layout(Toggle("Reminders", isOn: true).disabled(true))
        // Track and knob fade as one layer (an opacity group), as UIKit fades the control.
        let track = try #require(toggle.elements.first { $0.shape == .capsule })
        #expect(track.group.map { toggle.groups[$0].opacity } == 0.5)
        #expect(text(toggle, "Reminders")?.accessibilityTraits.contains("notEnabled") == true)
    }

    /// A label too long for the row wraps beside the control instead of running under it.
    @Test func aLongStepperOrToggleLabelWrapsBesideTheControl() throws {
        let long = "Remind me to log every meal I have eaten today"
        for l in [layout(Stepper(long, value: 2, in: 1...10)), layout(Toggle(long, isOn: true))] {
            let label = try #require(text(l, long))
            let control = try #require(l.elements.first { $0.shape == .capsule || $0.shape == .roundedRectangle(cornerRadius: 8, style: .continuous) })
            #expect(label.frame.maxX <= control.frame.minX - 8 + 1e-9)
            #expect(label.frame.height > 20.4)
            #expect(l.overflows.isEmpty)
        }
    }

    /// A button with no text in its label has nothing to say: no label is made up.
    @Test func aButtonWithoutTextGetsNoLabel() throws {
        let l = layout(Button { Circle().frame(width: 44, height: 44) })
        let circle = try #require(shape(l, .ellipse))
        #expect(circle.accessibilityLabel == nil && circle.accessibilityTraits == ["isButton"])
        // An empty field with an empty prompt draws nothing to read but keeps its title as label.
        let field = layout(TextField("Email", text: "", prompt: Text("")))
        #expect(field.elements.first?.accessibilityLabel == "Email")
    }

    @Test func theStepperLabelGrowsWithDynamicTypeButTheControlDoesNot() throws {
        let l = layout(Stepper("Servings: 2", value: 2, in: 1...10), contentSize: .accessibilityLarge)
        #expect(text(l, "Servings: 2")?.text?.font.size == 33)
        #expect(shape(l, .roundedRectangle(cornerRadius: 8, style: .continuous))?.frame.size == Size(width: 94, height: 32))
    }

    // MARK: Toggle

    @Test func anOnSwitchIs51By31InSystemGreenWithItsWhiteKnobAtTheTrailingEnd() throws {
        for (appearance, green) in [(Appearance.light, "#34C759"), (.dark, "#30D158")] {
            let l = layout(Toggle("Reminders", isOn: true), appearance: appearance)
            let track = try #require(shape(l, .capsule))
            #expect(track.frame == Rect(x: 393 - 51, y: 134.5, width: 51, height: 31))
            #expect(track.fill == rgba(green))
            let knob = try #require(shape(l, .ellipse))
            #expect(knob.frame == Rect(x: 393 - 2 - 27, y: 136.5, width: 27, height: 27))
            #expect(knob.fill == .solid(.white))
            #expect(knob.shadow == ShadowStyle(color: RGBA(r: 0, g: 0, b: 0, a: 0.15), radius: 4, x: 0, y: 3))
            let label = try #require(text(l, "Reminders"))
            #expect(label.accessibilityTraits.contains("isToggle") && label.accessibilityTraits.contains("isSelected"))
        }
    }

    @Test func anOffSwitchIsTheSecondaryFillWithItsKnobAtTheLeadingEnd() throws {
        let l = layout(Toggle("Health Sync", isOn: false), appearance: .dark)
        #expect(shape(l, .capsule)?.fill == rgba("#78788052"))
        #expect(abs((shape(l, .ellipse)?.frame.minX ?? 0) - (393 - 51 + 2)) < 1e-9)
        let label = try #require(text(l, "Health Sync"))
        #expect(label.accessibilityTraits.contains("isToggle") && !label.accessibilityTraits.contains("isSelected"))
        #expect(layout(Toggle("Health Sync", isOn: false)).elements.first { $0.shape == .capsule }?.fill == rgba("#78788029"))
    }

    @Test func aTintedSwitchUsesTheTintAndTheLabelGrowsWithDynamicType() throws {
        let l = layout(Toggle("Reminders", isOn: true).tint(.blue), contentSize: .accessibilityExtraExtraExtraLarge)
        #expect(shape(l, .capsule)?.fill == rgba("#007AFF"))
        #expect(shape(l, .capsule)?.frame.size == Size(width: 51, height: 31))
        #expect(text(l, "Reminders")?.text?.font.size == 53)
    }

    // MARK: ProgressView (spinner)

    @Test func theSpinnerIsEightGreySpokesInA20PointSquareFadingBehindTheLead() throws {
        let l = layout(ProgressView())
        let spokes = l.elements.filter { $0.id.contains("/spoke.") }
        #expect(spokes.count == 8)
        #expect(spokes.allSatisfy { $0.frame == Rect(x: 186.5, y: 140, width: 20, height: 20) })
        #expect(spokes.map { $0.fill } == [1, 0.3, 0.3, 0.375, 0.5, 0.625, 0.75, 0.875].map { .solid(RGBA(hex: "#8E8E93")!.opacity($0)) })
        #expect(spokes[0].accessibilityLabel == "In progress" && spokes[0].accessibilityTraits == ["progressIndicator"])
        // The lead spoke runs from 4.25 to 9.75 pt above the centre (its round caps included).
        guard case .path(let commands) = try #require(spokes.first?.shape) else { Issue.record("not a path"); return }
        let ys = commands.compactMap { c -> Double? in
            switch c { case .move(let p), .line(let p): p.y; case .curve(let p, _, _): p.y; case .close: nil }
        }
        #expect(abs((ys.min() ?? 0) - (10 - 9.75)) < 1e-9 && abs((ys.max() ?? 0) - (10 - 4.25)) < 1e-9)
    }

    @Test func aCircularProgressWithAValueIsTheSpinnerOnIOSAndALabelGoesUnder() throws {
        let determinate = layout(ProgressView(value: 0.4).progressViewStyle(.circular).tint(.orange))
        let spokes = determinate.elements.filter { $0.id.contains("/spoke.") }
        #expect(spokes.count == 8 && spokes[0].fill == rgba("#FF9500"))
        let labelled = layout(ProgressView("Analyzing…"), appearance: .dark, contentSize: .extraExtraExtraLarge)
        let spinner = try #require(labelled.elements.first { $0.id.hasSuffix("/spoke.0") })
        let label = try #require(text(labelled, "Analyzing…"))
        #expect(spinner.accessibilityLabel == "Analyzing…")
        #expect(spinner.frame.size == Size(width: 20, height: 20))
        #expect(label.frame.minY == spinner.frame.maxY + 8 && label.frame.midX == spinner.frame.midX)
        #expect(label.text?.paint == rgba("#EBEBF599") && label.text?.font.size == 23)
        // The linear bar is still what a value draws by default.
        #expect(layout(ProgressView(value: 0.4)).elements.first?.accessibilityLabel == "40 percent")
    }
}

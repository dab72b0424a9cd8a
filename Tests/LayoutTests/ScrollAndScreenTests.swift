import DisplayList
import Layout
import Testing
import Tokens

@Suite struct ScrollAndScreenTests {
    func rows(_ count: Int = 10) -> some View {
        ScrollView(offset: 30) {
            VStack(spacing: 0) { ForEach(0..<count) { _ in red.frame(height: 50) } }
        }
    }

    @Test func scrollViewShiftsAndClipsItsContent() {
        let list = layout(rows(), width: 100, height: 120)
        #expect(list.elements.count == 10)
        #expect(near(list.elements[0].frame, Rect(x: 0, y: -30, width: 100, height: 50)))
        #expect(list.elements[0].clip == Clip(frame: Rect(x: 0, y: 0, width: 100, height: 120), shape: .rectangle))
        #expect(list.elements.map(\.id).prefix(2) == ["root/VStack/Color[0]", "root/VStack/Color[1]"])
    }

    /// Rows scrolled past the viewport are not "clipped" overflows, even when the scroll
    /// view sits in a clipShape (a sheet's rounded corners) that they also lie outside of.
    @Test func scrolledAwayTextInAClippedContainerIsNoOverflow() {
        let sheet = ScrollView {
            VStack(spacing: 0) { ForEach(0..<10) { i in Text("Row \(i)").frame(height: 50) } }
        }.clipShape(RoundedRectangle(cornerRadius: 12))
        let list = layout(sheet, width: 100, height: 120)
        #expect(list.elements.count == 10)
        #expect(!list.overflows.contains { $0.kind == .clipped })
    }

    @Test func fullLengthScrollGrowsToItsContent() {
        var env = EnvironmentValues()
        env.scrollFullLength = true
        env.device = .iPhoneSE
        let list = ScreenLayout.layout(rows(20), environment: env, measurer: FixedAdvanceMeasurer())
        // 20 rows of 50 in the safe area, plus the SE's 20 pt status bar; no scroll offset.
        #expect(list.size.height == 1020)
        #expect(list.elements[0].frame.y == 20)
    }

    @Test(arguments: Device.all)
    func screensRespectTheSafeAreaUnlessIgnored(_ device: Device) {
        var env = EnvironmentValues()
        env.device = device
        let safe = ScreenLayout.layout(red, environment: env, measurer: FixedAdvanceMeasurer())
        let i = device.safeAreaInsets
        #expect(near(safe.elements[0].frame, Rect(x: i.leading, y: i.top, width: device.size.width - i.leading - i.trailing,
                                                  height: device.size.height - i.top - i.bottom)))
        let full = ScreenLayout.layout(red.ignoresSafeArea(), environment: env, measurer: FixedAdvanceMeasurer())
        #expect(near(full.elements[0].frame, Rect(x: 0, y: 0, width: device.size.width, height: device.size.height)))
        #expect(full.scale == device.scale)
    }

    @Test func textStylesFollowDynamicType() {
        var env = EnvironmentValues()
        env.contentSize = .accessibilityExtraLarge
        let list = layout(Text("Body").font(.body), width: 300, height: 300, environment: env)
        #expect(list.elements[0].text?.font.size == TextStyle.body.pointSize(at: .accessibilityExtraLarge))
        // A fixed size scales only when it says relative to what.
        let fixed = layout(Text("A").font(.system(size: 44)), width: 300, height: 300, environment: env)
        #expect(fixed.elements[0].text?.font.size == 44)
        let scaled = layout(Text("A").font(.system(size: 44, relativeTo: .largeTitle)), width: 300, height: 300, environment: env)
        #expect(scaled.elements[0].text?.font.size == 44 * TextStyle.largeTitle.pointSize(at: .accessibilityExtraLarge) / 34)
    }

    @Test func displayListEncodesStably() throws {
        let list = layout(VStack { Text("Hi"); red.frame(width: 10, height: 10) }, width: 100, height: 100)
        let a = try list.stableJSON(), b = try list.stableJSON()
        #expect(a == b)
        // Everything but each text's lines, which the JSON leaves out (measuring gives them).
        #expect(try DisplayList(json: a) == list.asEncoded)
        #expect(list.elements.contains { $0.lines != nil })
    }
}

@Suite struct SystemChromeTests {
    @Test(arguments: Device.all)
    func statusBarAndHomeIndicatorFollowTheDevice(_ device: Device) {
        for appearance in Appearance.allCases {
            var env = EnvironmentValues()
            env.device = device
            env.appearance = appearance
            let list = ScreenLayout.layout(Color.clear, environment: env, measurer: FixedAdvanceMeasurer())
            let ink: RGBA = appearance == .light ? .black : .white
            let time = list["statusBar/time"]
            #expect(time?.text?.string == "9:41")
            #expect(time?.text?.paint == .solid(ink))
            #expect(time.map { $0.frame.maxY <= device.safeAreaInsets.top + 0.5 } == true, "inside the status bar")
            #expect(list["statusBar/battery.level"]?.fill == .solid(ink))
            #expect(list["homeIndicator"]?.frame == device.homeIndicator)
            #expect(list.elements.filter { $0.accessibilityTraits.contains("systemChrome") }.count == (device.homeIndicator == nil ? 11 : 12))
        }
    }
}

import DisplayList
import Layout
import Testing
import Tokens

/// Exact geometry, colours and accessibility of the stock iOS controls (List, Section,
/// NavigationLink, LabeledContent, NavigationStack, TabView), laid out with the fixed-advance
/// fake font on real devices.
@Suite struct SystemControlsTests {
    func screen<V: View>(_ view: V, device: Device = .iPhone16, appearance: Appearance = .light,
                         contentSize: ContentSizeCategory = .large) -> DisplayList {
        var env = EnvironmentValues()
        env.device = device
        env.appearance = appearance
        env.contentSize = contentSize
        return ScreenLayout.layout(view, environment: env, measurer: FixedAdvanceMeasurer())
    }

    func cards(_ list: DisplayList) -> [Element] {
        list.elements.filter { $0.shape == .roundedRectangle(cornerRadius: 10, style: .continuous) }
    }
    func separators(_ list: DisplayList) -> [Element] { list.elements.filter { $0.id.contains("/separator.") } }
    func text(_ list: DisplayList, _ string: String) -> Element? { list.elements.first { $0.text?.string == string } }

    // MARK: List

    @Test func insetGroupedRowsAre44PointsWithInsetHairlinesOnARoundedCard() throws {
        let list = screen(List {
            Section {
                Text("Alpha")
                Text("Beta")
                NavigationLink("Gamma", value: 3)
            }
        }.listStyle(.insetGrouped))
        // The card: 16 pt from the 393-pt screen's edges, 20 pt below the 59-pt safe area,
        // three 44-pt rows, continuous 10-pt corners, white in light appearance.
        let card = try #require(cards(list).first)
        #expect(card.frame == Rect(x: 16, y: 79, width: 361, height: 132))
        #expect(card.fill == .solid(RGBA(hex: "#FFFFFF")!))
        // Row text 16 pt inside the card, centred in its row.
        let alpha = try #require(text(list, "Alpha"))
        #expect(alpha.frame.x == 32)
        #expect(abs(alpha.frame.midY - (79 + 22)) < 1e-9)
        let gamma = try #require(text(list, "Gamma"))
        #expect(abs(gamma.frame.midY - (79 + 88 + 22)) < 1e-9)
        // Two hairlines (none above the first row or below the last), 1 px on @3x, from the
        // text's leading edge to the card's trailing edge, in the separator colour.
        let lines = separators(list)
        #expect(lines.map(\.frame) == [Rect(x: 32, y: 123, width: 345, height: 1.0 / 3), Rect(x: 32, y: 167, width: 345, height: 1.0 / 3)])
        #expect(lines.allSatisfy { $0.fill == .solid(RGBA(hex: "#3C3C434A")!) })
        // The grouped background runs behind the status bar and home indicator.
        let background = try #require(list.elements.first { $0.fill == .solid(RGBA(hex: "#F2F2F7")!) })
        #expect(background.frame == Rect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test func disclosureRowEndsInAChevronAtTheRowsTrailingInsetAndIsAButton() throws {
        let list = screen(List { Section { NavigationLink("Goals", value: 1) } })
        let chevron = try #require(list.elements.first { $0.id.contains("DisclosureChevron") })
        // The 12 × 17 chevron box ends 16 pt inside the card's trailing edge (393 − 16 − 16),
        // a stroked path (2.2 pt, round caps) in the tertiary label colour, in no text style:
        // it stays 12 × 17 at every size, as iOS's does.
        #expect(chevron.frame == Rect(x: 361 - 12, y: chevron.frame.minY, width: 12, height: 17))
        #expect(chevron.stroke?.paint == .solid(RGBA(hex: "#3C3C434D")!))
        #expect(chevron.stroke?.width == 2.2)
        let title = try #require(text(list, "Goals"))
        #expect(title.accessibilityLabel == "Goals")
        #expect(title.accessibilityTraits.contains("isButton"))
    }

    @Test func labeledContentPutsItsValueAtTheTrailingEdgeInSecondaryLabel() throws {
        let light = screen(List { Section { LabeledContent("Calories", value: "2,100") } })
        let value = try #require(text(light, "2,100"))
        #expect(abs(value.frame.maxX - 361) < 1e-9)
        #expect(value.text?.paint == .solid(RGBA(hex: "#3C3C4399")!))
        #expect(text(light, "Calories")?.accessibilityLabel == "Calories, 2,100")
        let dark = screen(List { Section { LabeledContent("Calories", value: "2,100") } }, appearance: .dark)
        #expect(text(dark, "2,100")?.text?.paint == .solid(RGBA(hex: "#EBEBF599")!))
        #expect(text(dark, "Calories")?.text?.paint == .solid(.white))
        #expect(cards(dark).first?.fill == .solid(RGBA(hex: "#1C1C1E")!))
        #expect(dark.elements.contains { $0.fill == .solid(.black) && $0.frame.height == 852 })
    }

    @Test func headerAndFooterSitSevenPointsFromTheCardAndSectionsThirtyFiveApart() throws {
        let list = screen(List {
            Section(header: Text("Goals"), footer: Text("Set by you")) { Text("Row") }
            Section { Text("Next") }
        })
        let header = try #require(text(list, "GOALS"), "headers are upper-cased")
        #expect(header.frame.x == 32)
        #expect(header.text?.font.size == 13)
        #expect(header.accessibilityTraits.contains("isHeader"))
        let (first, second) = (cards(list)[0], cards(list)[1])
        #expect(header.frame.y == 79)
        #expect(abs(first.frame.y - (header.frame.maxY + 7)) < 1e-9)
        let footer = try #require(text(list, "Set by you"))
        #expect(abs(footer.frame.y - (first.frame.maxY + 7)) < 1e-9)
        #expect(abs(second.frame.y - (footer.frame.maxY + 35)) < 1e-9)
        #expect(first.frame.height == 44)
    }

    /// Under Increase Contrast iOS draws the tints' accessible values (HIG colour tables);
    /// the grays of text and fills keep theirs here.
    @Test func tintsTakeTheirAccessibleValuesUnderIncreaseContrast() {
        var env = EnvironmentValues()
        func hex(_ c: Color, _ a: Appearance, _ contrast: ColorSchemeContrast) -> RGBA {
            env.appearance = a; env.colorSchemeContrast = contrast
            return c.resolved(in: env)
        }
        #expect(hex(.systemBlue, .light, .standard) == RGBA(hex: "#007AFF"))
        #expect(hex(.systemBlue, .light, .increased) == RGBA(hex: "#0040DD"))
        #expect(hex(.systemBlue, .dark, .increased) == RGBA(hex: "#409CFF"))
        #expect(hex(.systemRed, .light, .increased) == RGBA(hex: "#D70015"))
        #expect(hex(.systemGreen, .dark, .increased) == RGBA(hex: "#30DB5B"))
        #expect(hex(.systemBlue.opacity(0.5), .light, .increased) == RGBA(hex: "#0040DD")!.opacity(0.5))
        #expect(hex(.secondaryLabel, .light, .increased) == RGBA(hex: "#3C3C4399"))
    }

    /// A list longer than the screen scrolls: laid out above the tab bar, its rows are drawn on
    /// under the bar (iOS's glass, chrome) to the screen's edge, clipped there, and are not
    /// overflows, since scrolling reaches them; under `.scrollClipDisabled()` nothing clips them.
    @Test func aListLongerThanTheScreenScrollsRatherThanOverflowing() throws {
        let list = screen(TabView(selection: "a") {
            Tab("A", systemImage: "house.fill", value: "a") {
                List {
                    Section { ForEach(0..<30) { Text("Row \($0)") } }
                }
            }
        }, device: .iPhoneSE)
        #expect(list.overflows.isEmpty)
        let last = try #require(text(list, "Row 29"))
        #expect(last.frame.minY > 667)
        #expect(last.clip?.frame.maxY == 667)
        #expect(list.elements.filter { $0.material != nil }.allSatisfy { $0.accessibilityTraits.contains("systemChrome") })

        let unclipped = screen(List { Section { ForEach(0..<30) { Text("Row \($0)") } } }.scrollClipDisabled(), device: .iPhoneSE)
        #expect(try #require(text(unclipped, "Row 29")).clip == nil)
    }

    @Test func rowsGrowPast44PointsWithDynamicType() throws {
        let list = screen(List { Section { Text("Alpha"); Text("Beta") } }, contentSize: .accessibilityExtraLarge)
        let alpha = try #require(text(list, "Alpha"))
        #expect(alpha.frame.height + 22 > 44)
        let line = try #require(separators(list).first)
        #expect(abs(line.frame.y - (79 + alpha.frame.height + 22)) < 1e-9)
    }

    @Test func largeScreensInsetTheCardTwentyPoints() throws {
        let list = screen(List { Section { Text("Row") } }, device: .iPhone16ProMax)
        #expect(cards(list).first?.frame.x == 20)
        #expect(cards(list).first?.frame.width == 400)
    }

    // MARK: NavigationStack

    @Test func largeTitleSitsUnderA44PointBarWithItsTrailingButton() throws {
        let list = screen(NavigationStack {
            List { Section { Text("Row") } }
                .navigationTitle("Summary")
                .toolbar { ToolbarItem(placement: .topBarTrailing) { Text("Edit") } }
        })
        let title = try #require(text(list, "Summary"))
        #expect(title.text?.font.size == 34)
        #expect(title.text?.font.weight == 700)
        #expect(title.frame.x == 16)
        // The 52-pt title band starts at 59 + 44; the text's box ends 8 pt above its bottom.
        #expect(abs(title.frame.maxY - (59 + 44 + 52 - 8)) < 1e-9)
        #expect(title.accessibilityTraits.contains("isHeader"))
        let edit = try #require(text(list, "Edit"))
        #expect(abs(edit.frame.maxX - 377) < 1e-9)
        #expect(abs(edit.frame.midY - (59 + 22)) < 1e-9)
        #expect(edit.text?.paint == .solid(RGBA(hex: "#007AFF")!))
        #expect(edit.accessibilityTraits.contains("isButton"))
        // The list starts below the bar and title band, its background up to the screen's top.
        #expect(cards(list).first.map { abs($0.frame.y - (59 + 96 + 20)) < 1e-9 } == true)
        #expect(list.elements.contains { $0.fill == .solid(RGBA(hex: "#F2F2F7")!) && $0.frame.y == 0 })
    }

    @Test func aNonListRootGetsTheSystemBackgroundAndNoTitleWithoutOne() throws {
        let list = screen(NavigationStack { Text("Body") }, appearance: .dark)
        #expect(list.elements.contains { $0.fill == .solid(.black) && $0.frame.y == 0 && $0.frame.height == 852 })
        #expect(!list.elements.contains { $0.accessibilityTraits.contains("isHeader") })
        // No title band: the content starts right under the 44-pt bar.
        #expect(text(list, "Body").map { $0.frame.y >= 59 + 44 } == true)
    }

    // MARK: TabView

    func tabs(selection: String) -> some View {
        TabView(selection: selection) {
            Tab("Home", systemImage: "house.fill", value: "home") { Text("Home screen") }
            Tab("History", systemImage: "calendar", value: "history") { Text("History screen") }
            Tab("Stats", systemImage: "chart.bar.fill", value: "stats") { Text("Stats screen") }
            Tab("Profile", systemImage: "person.crop.circle.fill", value: "profile") { Text("Profile screen") }
        }
    }

    @Test(arguments: [(Device.iPhone16, 34.0), (Device.iPhoneSE, 0.0)])
    func tabBarIs49PointsPlusTheHomeIndicatorArea(_ device: Device, _ bottom: Double) throws {
        let list = screen(tabs(selection: "history"), device: device)
        let bar = try #require(list.elements.first { $0.material?.name == "barMaterial" })
        let height = 49 + bottom
        #expect(bar.frame == Rect(x: 0, y: device.size.height - height, width: device.size.width, height: height))
        let hairline = try #require(list.elements.first { $0.frame.y == bar.frame.y && $0.frame.height == 1 / device.scale })
        #expect(hairline.frame.width == device.size.width)
        #expect(hairline.fill == .solid(RGBA(r: 0, g: 0, b: 0, a: 0.3)))
        // Four equal items; each label 10 pt, centred in its quarter.
        let labels = ["Home", "History", "Stats", "Profile"].compactMap { text(list, $0) }
        #expect(labels.count == 4)
        for (i, label) in labels.enumerated() {
            #expect(label.text?.font.size == 10)
            #expect(abs(label.frame.midX - device.size.width / 4 * (Double(i) + 0.5)) < 1e-9)
            #expect(label.frame.maxY <= bar.frame.y + 49)
        }
        // Only the selected tab's content is drawn.
        #expect(text(list, "History screen") != nil)
        #expect(text(list, "Home screen") == nil)
    }

    @Test(arguments: Appearance.allCases)
    func selectedTabIsTintedTheOthersGray(_ appearance: Appearance) throws {
        let list = screen(tabs(selection: "profile"), appearance: appearance)
        let blue = appearance == .light ? RGBA(hex: "#007AFF")! : RGBA(hex: "#0A84FF")!
        #expect(text(list, "Profile")?.text?.paint == .solid(blue))
        #expect(text(list, "Home")?.text?.paint == .solid(RGBA(hex: "#8E8E93")!))
        let bar = try #require(list.elements.first { $0.material?.name == "barMaterial" })
        #expect(bar.material?.tint == (appearance == .light ? RGBA(hex: "#F9F9F9F0")! : RGBA(hex: "#161616F0")!))
    }

    @Test func tabItemsAreButtonsTheSelectedOneSaysSo() throws {
        let list = screen(tabs(selection: "stats"))
        let stats = try #require(list.elements.first { $0.accessibilityLabel == "Stats" })
        #expect(stats.accessibilityTraits.contains("isButton"))
        #expect(stats.accessibilityTraits.contains("isSelected"))
        let home = try #require(list.elements.first { $0.accessibilityLabel == "Home" })
        #expect(home.accessibilityTraits.contains("isButton"))
        #expect(!home.accessibilityTraits.contains("isSelected"))
    }

    @Test func tabBarKeepsItsSizeAtTheLargestDynamicType() throws {
        let large = screen(tabs(selection: "home"))
        let huge = screen(tabs(selection: "home"), contentSize: .accessibilityExtraExtraExtraLarge)
        #expect(text(huge, "History")?.text?.font.size == 10)
        #expect(text(huge, "History")?.frame == text(large, "History")?.frame)
        #expect(huge.elements.first { $0.material != nil }?.frame == large.elements.first { $0.material != nil }?.frame)
    }

    @Test func anUnknownSelectionShowsTheFirstTab() {
        let list = screen(tabs(selection: "nope"))
        #expect(text(list, "Home screen") != nil)
        #expect(text(list, "Home")?.text?.paint == .solid(RGBA(hex: "#007AFF")!))
    }

    // MARK: Colours

    @Test func systemColoursResolvePerAppearance() {
        var light = EnvironmentValues(), dark = EnvironmentValues()
        light.appearance = .light
        dark.appearance = .dark
        let table: [(Color, String, String)] = [
            (.systemBackground, "#FFFFFF", "#000000"), (.secondarySystemBackground, "#F2F2F7", "#1C1C1E"),
            (.systemGroupedBackground, "#F2F2F7", "#000000"), (.secondarySystemGroupedBackground, "#FFFFFF", "#1C1C1E"),
            (.label, "#000000", "#FFFFFF"), (.secondaryLabel, "#3C3C4399", "#EBEBF599"),
            (.separator, "#3C3C434A", "#54545899"), (.systemBlue, "#007AFF", "#0A84FF"),
            (.systemGreen, "#34C759", "#30D158"), (.systemRed, "#FF3B30", "#FF453A"),
        ]
        for (colour, l, d) in table {
            #expect(colour.resolved(in: light) == RGBA(hex: l)!)
            #expect(colour.resolved(in: dark) == RGBA(hex: d)!)
        }
        #expect(Color.systemBlue.opacity(0.5).resolved(in: dark) == RGBA(hex: "#0A84FF")!.opacity(0.5))
        #expect(Color.red == Color.systemRed)
    }

    @Test func tintChangesTheSelectedTabAndToolbarButton() {
        let list = screen(tabs(selection: "home").tint(.systemGreen))
        #expect(text(list, "Home")?.text?.paint == .solid(RGBA(hex: "#34C759")!))
    }
}

/// ProgressView (linear) and Picker (segmented).
@Suite struct ProgressAndPickerTests {
    func lay<V: View>(_ view: V, appearance: Appearance = .light, contentSize: ContentSizeCategory = .large) -> DisplayList {
        var env = EnvironmentValues()
        env.appearance = appearance
        env.contentSize = contentSize
        return ScreenLayout.layout(view, in: Rect(x: 0, y: 0, width: 300, height: 100), environment: env,
                                   measurer: FixedAdvanceMeasurer(), rootName: "root")
    }

    @Test func linearProgressIsA4PointCapsuleFilledToItsFractionInTheTint() throws {
        let list = lay(ProgressView(value: 1_240, total: 2_000).frame(width: 200))
        let track = try #require(list.elements.first { $0.accessibilityTraits.contains("progressIndicator") })
        #expect(track.frame == Rect(x: 50, y: 48, width: 200, height: 4))
        #expect(track.shape == .capsule)
        #expect(track.fill == .solid(RGBA(hex: "#E5E5EA")!))
        #expect(track.accessibilityLabel == "62 percent")
        let fill = try #require(list.elements.first { $0.id.hasSuffix("/fill") })
        #expect(fill.frame == Rect(x: 50, y: 48, width: 124, height: 4))
        #expect(fill.fill == .solid(RGBA(hex: "#007AFF")!))
        let dark = lay(ProgressView(value: 0.5).tint(.systemGreen).frame(width: 200), appearance: .dark)
        #expect(dark.elements.first { $0.id.hasSuffix("/fill") }?.fill == .solid(RGBA(hex: "#30D158")!))
        #expect(dark.elements.first { $0.shape == .capsule }?.fill == .solid(RGBA(hex: "#2C2C2E")!))
    }

    @Test(arguments: [(-5.0, 1.0, 0), (3.0, 2.0, 100), (1.0, 0.0, 0), (Double.nan, 1.0, 0)])
    func hostileValuesClamp(_ value: Double, _ total: Double, _ percent: Int) {
        let list = lay(ProgressView(value: value, total: total).frame(width: 200))
        #expect(list.elements.first?.accessibilityLabel == "\(percent) percent")
        let fill = list.elements.first { $0.id.hasSuffix("/fill") }
        #expect(fill?.frame.width == (percent == 0 ? nil : 200))
    }

    func picker(_ selection: String) -> some View {
        Picker("Range", selection: selection) {
            Text("Week").tag("week")
            Text("Month").tag("month")
            Text("Year").tag("year")
        }
        .pickerStyle(.segmented)
    }

    @Test func segmentedPickerIs32PointsWithEqualSegmentsAndARaisedThumb() throws {
        let list = lay(picker("month"))
        let track = try #require(list.elements.first { $0.shape == .roundedRectangle(cornerRadius: 9, style: .continuous) })
        #expect(track.frame == Rect(x: 0, y: 34, width: 300, height: 32))
        #expect(track.fill == .solid(RGBA(hex: "#7676801F")!))
        let thumb = try #require(list.elements.first { $0.shape == .roundedRectangle(cornerRadius: 7, style: .continuous) })
        #expect(thumb.frame == Rect(x: 102, y: 36, width: 96, height: 28))
        #expect(thumb.fill == .solid(.white))
        #expect(thumb.shadow != nil)
        let month = try #require(list.elements.first { $0.text?.string == "Month" })
        #expect(month.text?.font.weight == 600)
        #expect(abs(month.frame.midX - 150) < 1e-9)
        #expect(list.elements.first { $0.text?.string == "Week" }?.text?.font.weight == 400)
        // Dividers only between unselected neighbours: none beside the selected middle one.
        #expect(!list.elements.contains { $0.frame.width == 1 && $0.frame.height == 16 })
        let first = lay(picker("week"))
        let dividers = first.elements.filter { $0.frame.width == 1 && $0.frame.height == 16 }
        #expect(dividers.map(\.frame.x) == [200])
    }

    @Test func segmentsAreButtonsTheSelectedOneSaysSoAndTheyKeepTheirSize() throws {
        let list = lay(picker("year"), appearance: .dark)
        let year = try #require(list.elements.first { $0.text?.string == "Year" })
        #expect(year.accessibilityTraits.contains("isSelected"))
        #expect(year.accessibilityTraits.contains("isButton"))
        #expect(list.elements.first { $0.text?.string == "Week" }?.accessibilityTraits.contains("isSelected") == false)
        #expect(list.elements.first { $0.shape == .roundedRectangle(cornerRadius: 7, style: .continuous) }?.fill == .solid(RGBA(hex: "#636366")!))
        let huge = lay(picker("year"), contentSize: .accessibilityExtraExtraExtraLarge)
        #expect(huge.elements.first { $0.text?.string == "Year" }?.text?.font.size == 13)
    }
}

/// Lists at the edges: accessibility sizes, ForEach rows, empty content.
@Suite struct ListEdgeTests {
    func screen<V: View>(_ view: V, contentSize: ContentSizeCategory = .large) -> DisplayList {
        var env = EnvironmentValues()
        env.contentSize = contentSize
        return ScreenLayout.layout(view, environment: env, measurer: FixedAdvanceMeasurer())
    }

    @Test func labeledContentStacksItsValueUnderTheTitleAtAccessibilitySizes() throws {
        let large = screen(List { Section { LabeledContent("Calories", value: "2,100") } })
        let l = try #require(large.elements.first { $0.text?.string == "2,100" })
        #expect(l.frame.maxX == 361)
        let ax = screen(List { Section { LabeledContent("Calories", value: "2,100") } }, contentSize: .accessibilityMedium)
        let title = try #require(ax.elements.first { $0.text?.string == "Calories" })
        let value = try #require(ax.elements.first { $0.text?.string == "2,100" })
        #expect(value.frame.x == 32)
        #expect(abs(value.frame.y - (title.frame.maxY + 2)) < 1e-9)
    }

    @Test func forEachGivesOneRowPerElement() {
        let list = screen(List { Section { ForEach(["a", "b", "c", "d"], id: \.self) { Text($0) } } })
        #expect(list.elements.filter { $0.id.contains("/separator.") }.count == 3)
        #expect(list.elements.first { $0.shape == .roundedRectangle(cornerRadius: 10, style: .continuous) }?.frame.height == 176)
    }

    @Test func emptySectionsAndTabViewsDrawNoRowsAndDoNotCrash() {
        let list = screen(List { Section { EmptyView() } })
        #expect(list.elements.first { $0.shape == .roundedRectangle(cornerRadius: 10, style: .continuous) }?.frame.height == 0)
        let tabs = screen(TabView { EmptyView() })
        #expect(tabs.elements.first { $0.material?.name == "barMaterial" }.map { abs($0.frame.height - 83) < 1e-9 } == true)
    }
}

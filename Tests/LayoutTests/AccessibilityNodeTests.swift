import DisplayList
import Foundation
import Layout
import Testing
import Tokens

/// Layout records what VoiceOver finds at each accessibility-modified view's own frame
/// (`DisplayList.accessibility`): a button's whole padded label, not the glyph drawn first
/// inside it, which is where an element's traits land.
@Suite struct AccessibilityNodeTests {
    func layout<V: View>(_ view: V, width: Double = 300, height: Double = 300) -> DisplayList {
        ScreenLayout.layout(view, in: Rect(x: 0, y: 0, width: width, height: height), environment: EnvironmentValues(),
                            measurer: FixedAdvanceMeasurer(), rootName: "root")
    }

    @Test func aButtonsNodeIsItsWholeLabelNotItsGlyph() throws {
        let list = layout(Button { } label: { Image(systemName: "pencil").padding(14) })
        let node = try #require(list.accessibility.first { $0.traits.contains("isButton") })
        #expect(list.accessibility.filter { $0.traits.contains("isButton") }.count == 1)
        // The glyph is drawn smaller than the padded label; the node holds the padding too.
        let glyph = try #require(list.elements.first { $0.accessibilityTraits.contains("isImage") })
        // The symbol's view is a square of its line height (20.4 pt here), the glyph drawn
        // narrower in it (8.5 pt); the node is that square with 14 pt of padding each side.
        #expect(glyph.frame.width < 10)
        #expect(node.frame.width == glyph.frame.height + 28 && node.frame.height == glyph.frame.height + 28, "\(node.frame) \(glyph.frame)")
        #expect(node.frame.contains(Point(x: glyph.frame.midX, y: glyph.frame.midY)))
    }

    @Test func aLabelAndTraitsOnOneViewAreOneNode() throws {
        let list = layout(Text("Save").frame(width: 120, height: 50).accessibilityLabel("Save the plan").accessibilityAddTraits([.isButton, .isSelected])
            .accessibilityValue("3 of 5").accessibilityHint("Saves and closes"))
        #expect(list.accessibility.count == 1)
        let node = try #require(list.accessibility.first)
        #expect(node.label == "Save the plan")
        #expect(node.traits == ["isButton", "isSelected"])
        #expect(node.value == "3 of 5")
        #expect(node.hint == "Saves and closes")
        #expect(node.frame == Rect(x: 90, y: 125, width: 120, height: 50))
    }

    @Test func nestedViewsOfOtherFramesAreNodesOfTheirOwn() {
        let list = layout(VStack(spacing: 10) {
            Text("Card").frame(width: 40, height: 44).accessibilityAddTraits(.isButton)
            Text("Other").frame(width: 60, height: 20).accessibilityLabel("Other one")
        }.frame(width: 200, height: 100).accessibilityLabel("Card group"))
        // A text made a button by its traits is read by its text, as SwiftUI reads it.
        #expect(list.accessibility.map(\.label) == ["Card group", "Card", "Other one"])
        #expect(list.accessibility.map(\.frame.width) == [200, 40, 60])
        #expect(list.accessibility[1].traits == ["isButton"])
    }

    @Test func aScaledViewsNodeIsItsBoundsOnTheCanvas() throws {
        let list = layout(Color.red.frame(width: 40, height: 40).accessibilityAddTraits(.isButton).scaleEffect(2))
        let node = try #require(list.accessibility.first)
        #expect(node.frame == Rect(x: 110, y: 110, width: 80, height: 80))
    }

    @Test func aModifierThatSaysNothingMakesNoNodeAndAListWithoutNodesWritesNoKey() throws {
        let list = layout(Text("Plain").accessibilityAddTraits([]))
        #expect(list.accessibility.isEmpty)
        let json = String(decoding: try JSONEncoder().encode(list), as: UTF8.self)
        #expect(!json.contains("\"accessibility\""))
        let labelled = layout(Text("Plain").accessibilityLabel("Named"))
        let round = try JSONDecoder().decode(DisplayList.self, from: JSONEncoder().encode(labelled))
        #expect(round.accessibility == labelled.accessibility && round.accessibility.count == 1)
    }

    @Test func systemChromeIsMarked() throws {
        let list = layout(Text("Allow").frame(width: 100, height: 44).accessibilityAddTraits(.isButton).systemChrome())
        #expect(try #require(list.accessibility.first).traits == ["isButton", "systemChrome"])
    }

    /// Modifiers chained on one view are one node whatever layout lies between them (the
    /// outermost's frame); a child that fills its parent is a node of its own, not merged.
    @Test func oneViewsModifiersMergeAndAFullSizeChildDoesNot() throws {
        let chained = layout(Text("Go").frame(width: 40, height: 20).accessibilityLabel("Go on").padding(12).accessibilityAddTraits(.isButton))
        #expect(chained.accessibility.count == 1)
        #expect(chained.accessibility.first?.label == "Go on")
        #expect(chained.accessibility.first?.traits == ["isButton"])
        #expect(chained.accessibility.first?.frame.width == 64)
        let overlaid = layout(Color.gray.frame(width: 100, height: 60).accessibilityLabel("Card")
            .overlay { Color.clear.frame(maxWidth: .infinity, maxHeight: .infinity).accessibilityLabel("Close").accessibilityAddTraits(.isButton) })
        #expect(overlaid.accessibility.map(\.label) == ["Card", "Close"])
        #expect(overlaid.accessibility.map(\.frame) == [Rect(x: 100, y: 120, width: 100, height: 60), Rect(x: 100, y: 120, width: 100, height: 60)])
        #expect(overlaid.accessibility[0].traits.isEmpty)
    }

    /// VoiceOver finds nothing hidden: `.accessibilityHidden(true)` and a view at opacity 0.
    @Test func hiddenViewsMakeNoNodes() {
        #expect(layout(Text("A").accessibilityAddTraits(.isButton).accessibilityHidden(true)).accessibility.isEmpty)
        #expect(layout(VStack { Text("A").accessibilityAddTraits(.isButton) }.accessibilityHidden(true)).accessibility.isEmpty)
        #expect(layout(Text("A").accessibilityAddTraits(.isButton).opacity(0)).accessibility.isEmpty)
        #expect(layout(Text("A").accessibilityAddTraits(.isButton).accessibilityHidden(false)).accessibility.count == 1)
    }

    /// A button is one element: a label inside its label names it and makes no node of its
    /// own; an icon-only button is read by its symbol's name; a titled one keeps its title.
    @Test func aButtonIsOneNodeNamedByWhatItHolds() throws {
        let named = layout(Button { } label: { Image(systemName: "pencil").accessibilityLabel("Edit Calories") })
        #expect(named.accessibility.map(\.label) == ["Edit Calories"])
        #expect(named.accessibility.first?.traits == ["isButton"])
        let icon = layout(Button { } label: { Image(systemName: "pencil") })
        #expect(icon.accessibility.map(\.label) == ["pencil"])
        let titled = layout(Button("Continue") { })
        #expect(titled.accessibility.map(\.label) == ["Continue"])
    }
}


/// What a finger acts on, at the size a hand meets it: a list row's one control is its whole
/// cell (UITableView's), and the controls iOS sizes itself say so (`systemControl`), so a
/// tap-target check holds the design's own controls to the HIG and leaves iOS's out.
@Suite struct TapTargetFrameTests {
    func layout<V: View>(_ view: V) -> DisplayList {
        ScreenLayout.layout(view, in: Rect(x: 0, y: 0, width: 390, height: 600), environment: EnvironmentValues(),
                            measurer: FixedAdvanceMeasurer(), rootName: "root")
    }

    @Test func aListRowsOneControlIsTheWholeCell() throws {
        let list = layout(List { NavigationLink("Goals", value: 1); Text("Plain row") })
        let row = try #require(list.accessibility.first { $0.label == "Goals" })
        // The cell: the list's whole width (inset grouped cards aside), at least 44 pt tall,
        // where the row's content alone is a body line (about 22 pt) inset 20 pt each side.
        #expect(row.frame.height >= 44, "\(row.frame)")
        #expect(row.frame.width > 340, "\(row.frame)")
        let separator = try #require(list.elements.first { $0.id.hasSuffix("/separator.1") })
        #expect(abs(row.frame.maxY - separator.frame.minY) < 0.001, "the cell ends where the next row's hairline starts: \(row.frame) \(separator.frame)")
    }

    @Test func aRowWithTwoControlsKeepsEachAtItsOwnFrame() throws {
        let list = layout(List {
            HStack {
                Button("Less") { }.accessibilityLabel("Less")
                Button("More") { }.accessibilityLabel("More")
            }
        })
        let less = try #require(list.accessibility.first { $0.label == "Less" })
        let more = try #require(list.accessibility.first { $0.label == "More" })
        #expect(less.frame.width < 200 && more.frame.width < 200 && less.frame.maxX <= more.frame.minX + 0.001, "\(less.frame) \(more.frame)")
    }

    @Test func controlsIOSSizesSaySo() throws {
        let picker = layout(Picker("Units", selection: .constant(0)) { Text("Metric").tag(0); Text("Imperial").tag(1) }.pickerStyle(.segmented))
        let segments = picker.accessibility.filter { $0.traits.contains("isButton") }
        #expect(segments.count == 2 && segments.allSatisfy { $0.traits.contains("systemControl") }, "\(picker.accessibility)")
        let stepper = layout(Stepper("Servings", value: .constant(1), in: 1...5))
        #expect(stepper.accessibility.filter { $0.traits.contains("isButton") }.allSatisfy { $0.traits.contains("systemControl") })
        #expect(stepper.accessibility.contains { $0.traits.contains("systemControl") })
        // A button the design draws is its own.
        let own = layout(Button("Continue") { })
        #expect(own.accessibility.count == 1 && !own.accessibility[0].traits.contains("systemControl"))
    }
}

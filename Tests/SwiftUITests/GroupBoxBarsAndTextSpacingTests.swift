import DisplayList
import SwiftUI
import Testing
import Tokens

/// GroupBox and ControlGroup, the navigation bar's visibility and background, text spacing
/// modifiers on views (`.lineSpacing`, `.lineLimit(_:reservesSpace:)`, `.underline`),
/// EnvironmentalModifier, layout values, and the smaller spellings real files use
/// (`Color.description`, `Text(AttributedString)`, keyboard shortcuts, stepper and date
/// picker forms). Laid out with the fixed-advance fake font: body 17 pt is 8.5 pt a
/// character and 20.4 pt a line; the headline, 17 pt too, the same.
@Suite @MainActor struct GroupBoxBarsAndTextSpacingTests {
    func text(_ string: String, in list: DisplayList) -> Element? { list.elements.first { $0.text?.string == string } }
    func filled(_ hex: String, in list: DisplayList) -> [Element] {
        list.elements.filter { $0.fill == .solid(RGBA(hex: hex)!) }
    }

    // MARK: GroupBox

    @Test func aGroupBoxIsItsLabelOverItsContentOnAPaddedCard() throws {
        let list = layout(GroupBox("Today") { Text("Run"); Text("Swim") })
        let card = try #require(filled("#F2F2F7", in: list).first)  // secondarySystemBackground
        #expect(card.shape == .roundedRectangle(cornerRadius: 8, style: .continuous))
        // 16 + 20.4 (label) + 8 + 20.4 + 8 + 20.4 + 16, across the whole width.
        #expect(abs(card.frame.height - 109.2) < 1e-9 && card.frame.width == 393)
        let label = try #require(text("Today", in: list)), run = try #require(text("Run", in: list))
        let swim = try #require(text("Swim", in: list))
        #expect(label.frame.minX == card.frame.minX + 16 && label.frame.minY == card.frame.minY + 16)
        // Every row of the content is the stack's own: leading, 8 pt apart.
        #expect(run.frame.minX == label.frame.minX && swim.frame.minX == label.frame.minX)
        #expect(abs(run.frame.minY - (label.frame.maxY + 8)) < 1e-9 && abs(swim.frame.minY - (run.frame.maxY + 8)) < 1e-9)
        #expect(label.text?.font.weight == 600)  // the headline
    }

    @Test func aNestedGroupBoxStepsDownToTheTertiaryBackgroundInBothAppearances() throws {
        let nested = GroupBox { GroupBox { Text("Inner") } }
        #expect(filled("#F2F2F7", in: layout(nested)).count == 1 && filled("#FFFFFF", in: layout(nested)).count == 1)
        var dark = EnvironmentValues()
        dark.appearance = .dark
        let list = layout(nested, environment: dark)
        #expect(filled("#1C1C1E", in: list).count == 1 && filled("#2C2C2E", in: list).count == 1)
    }

    @Test func aGroupBoxStyleDrawsTheBoxAndGroupBoxOfItsConfigurationIsTheDefault() throws {
        struct Plain: GroupBoxStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack { configuration.label; configuration.content }.border(Color.red)
            }
        }
        let list = layout(GroupBox("Title") { Text("Body") }.groupBoxStyle(Plain()))
        #expect(filled("#F2F2F7", in: list).isEmpty && list.texts == ["Title", "Body"])
        struct Decorated: GroupBoxStyle {
            func makeBody(configuration: Configuration) -> some View { GroupBox(configuration).padding(4) }
        }
        #expect(filled("#F2F2F7", in: layout(GroupBox("Title") { Text("Body") }.groupBoxStyle(Decorated()))).count == 1)
    }

    // MARK: ControlGroup

    @Test func aControlGroupPutsItsControlsSideBySideOnOneBar() throws {
        let list = layout(ControlGroup { Button("Bold") {}; Button("Italic") {} })
        let bar = try #require(filled("#7676801F", in: list).first)  // tertiarySystemFill
        let bold = try #require(text("Bold", in: list)), italic = try #require(text("Italic", in: list))
        #expect(bar.frame.height == 36 && bar.shape == RoundedRectangle(cornerRadius: 8).outline)
        // 12 pt at each control's sides: 12 before the first, 24 between, 12 after the last.
        #expect(bold.frame.minX == bar.frame.minX + 12 && italic.frame.minX == bold.frame.maxX + 24)
        #expect(bar.frame.maxX == italic.frame.maxX + 12 && bar.frame.width == 12 + 4 * 8.5 + 24 + 6 * 8.5 + 12)
        #expect(bold.frame.midY == bar.frame.midY && bold.text?.paint == .solid(RGBA(hex: "#007AFF")!))
    }

    // MARK: The navigation bar

    @Test func aHiddenNavigationBarIsNotDrawnAndTheContentMovesUp() throws {
        let shown = layout(NavigationStack { Text("Body").navigationTitle("Title") })
        let hidden = layout(NavigationStack { Text("Body").navigationTitle("Title").toolbar(.hidden, for: .navigationBar) })
        #expect(shown.texts.contains("Title") && !hidden.texts.contains("Title"))
        let y = { (list: DisplayList) in self.text("Body", in: list)?.frame.minY ?? -1 }
        // The large title's bar: 44 + 52 pt.
        #expect(y(shown) - y(hidden) == 96)
        // A tab bar's visibility leaves the navigation bar alone.
        #expect(layout(NavigationStack { Text("Body").navigationTitle("Title").toolbar(.hidden, for: .tabBar) }).texts.contains("Title"))
    }

    @Test func aBarBackgroundIsDrawnOnlyWhenMadeVisibleAndReachesUnderTheStatusBar() throws {
        let blue = Color(red: 0, green: 0, blue: 1)
        let styled = NavigationStack { Text("Body").navigationTitle("Title").toolbarBackground(blue, for: .navigationBar) }
        #expect(layout(styled).elements.allSatisfy { $0.fill != .solid(RGBA(hex: "#0000FF")!) })
        var env = EnvironmentValues()
        env.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        let visible = layout(NavigationStack {
            Text("Body").navigationTitle("Title").toolbarBackground(blue, for: .navigationBar).toolbarBackground(.visible, for: .navigationBar)
        }, environment: env)
        let fill = try #require(visible.elements.first { $0.fill == .solid(RGBA(hex: "#0000FF")!) })
        let title = try #require(text("Title", in: visible))
        #expect(fill.frame.minY == 0 && fill.frame.width == 393 && fill.frame.maxY >= title.frame.maxY)
        #expect(try #require(text("Body", in: visible)).frame.minY >= fill.frame.maxY)
    }

    // MARK: Text spacing on views

    @Test func lineSpacingAddsItsPointsBetweenLinesOnly() throws {
        let three = try #require(text("a\nb\nc", in: layout(Text("a\nb\nc").lineSpacing(10))))
        #expect(abs(three.frame.height - (3 * 20.4 + 2 * 10)) < 1e-9 && three.text?.lineGap == 10)
        let one = try #require(text("a", in: layout(Text("a").lineSpacing(10))))
        #expect(abs(one.frame.height - 20.4) < 1e-9)
        // Negative spacing and nonsense add none.
        #expect(try #require(text("a\nb", in: layout(Text("a\nb").lineSpacing(-4)))).text?.lineGap == nil)
        #expect(try #require(text("a\nb", in: layout(Text("a\nb").lineSpacing(.nan)))).text?.lineGap == nil)
    }

    @Test func aLineLimitThatReservesSpaceIsAlwaysThatManyLinesTall() throws {
        let short = try #require(text("One", in: layout(Text("One").lineLimit(3, reservesSpace: true))))
        #expect(abs(short.frame.height - 3 * 20.4) < 1e-9)
        let long = try #require(layout(Text("a\nb\nc\nd\ne").lineLimit(3, reservesSpace: true)).elements.first { $0.kind == .text })
        #expect(abs(long.frame.height - 3 * 20.4) < 1e-9 && long.text?.lineLimit == 3)
        #expect(abs(try #require(text("One", in: layout(Text("One").lineLimit(3, reservesSpace: false)))).frame.height - 20.4) < 1e-9)
    }

    @Test func anUnderlineOnAViewUnderlinesEveryTextInside() throws {
        let list = layout(VStack { Text("One"); Text("Two") }.underline(color: Color(red: 1, green: 0, blue: 0)))
        for string in ["One", "Two"] {
            let spans = try #require(text(string, in: list)?.text?.spans)
            #expect(spans.first?.underline == TextLine(color: RGBA(hex: "#FF0000")!))
        }
        #expect(try #require(text("One", in: layout(Text("One").underline(false)))).text?.spans == nil)
    }

    // MARK: Modifiers that read the environment or hand values to a layout

    @Test func anEnvironmentalModifierResolvesInTheEnvironmentItIsAppliedIn() throws {
        struct Tint: EnvironmentalModifier {
            func resolve(in environment: EnvironmentValues) -> some ViewModifier { Paint(dark: environment.colorScheme == .dark) }
        }
        struct Paint: ViewModifier {
            let dark: Bool
            func body(content: Content) -> some View { content.foregroundStyle(dark ? Color(red: 1, green: 1, blue: 0) : Color(red: 0, green: 0, blue: 1)) }
        }
        var dark = EnvironmentValues()
        dark.appearance = .dark
        #expect(text("Hi", in: layout(Text("Hi").modifier(Tint())))?.text?.paint == .solid(RGBA(hex: "#0000FF")!))
        #expect(text("Hi", in: layout(Text("Hi").modifier(Tint()), environment: dark))?.text?.paint == .solid(RGBA(hex: "#FFFF00")!))
    }

    struct Indent: LayoutValueKey { static let defaultValue = 0.0 }
    struct Indented: SwiftUI.Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 300, height: 100) }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for (i, s) in subviews.enumerated() {
                s.place(at: CGPoint(x: bounds.minX + s[Indent.self], y: bounds.minY + Double(i) * 30), proposal: .unspecified)
            }
        }
    }

    @Test func aLayoutReadsTheValuesItsSubviewsSet() throws {
        let list = layout(Indented { Text("Far").layoutValue(key: Indent.self, value: 80); Text("Near") })
        let far = try #require(text("Far", in: list)), near = try #require(text("Near", in: list))
        #expect(far.frame.minX - near.frame.minX == 80)
        // A value set beneath another modifier is hidden by it, as the doc comment says.
        let hidden = layout(Indented { Text("Far").layoutValue(key: Indent.self, value: 80).padding(0); Text("Near") })
        #expect(try #require(text("Far", in: hidden)).frame.minX == (try #require(text("Near", in: hidden))).frame.minX)
    }

    // MARK: Smaller spellings

    @Test func aColorDescribesItselfAsSwiftUIDoes() {
        #expect(Color.red.description == "red" && Color.mint.description == "mint" && Color.primary.description == "primary")
        #expect(Color.white.description == "white" && Color.clear.description == "clear")
        #expect(Color(red: 1, green: 0.5, blue: 0).description == "#FF8000FF")
        #expect(Color("Brand").description == "NamedColor(name: \"Brand\", bundle: nil)")
    }

    @Test func anAttributedStringDrawsItsCharacters() {
        var attributed = AttributedString("Hello, ")
        attributed += AttributedString("world")
        #expect(layout(Text(attributed)).texts == ["Hello, world"])
    }

    @Test func theStandardShortcutsAreReturnAndEscape() {
        #expect(KeyboardShortcut.defaultAction.key == .return && KeyboardShortcut.defaultAction.modifiers.isEmpty)
        #expect(KeyboardShortcut.cancelAction.key == .escape && KeyboardShortcut(KeyEquivalent("s")).modifiers == .command)
        #expect(layout(Text("Save").keyboardShortcut(.defaultAction)).texts == ["Save"])
    }

    @Test func anUnboundedStepperHasBothHalvesEnabledAndOneWithoutAnActionIsGreyed() throws {
        let traits = { (list: DisplayList, label: String) in list.elements.first { $0.accessibilityLabel == label }?.accessibilityTraits ?? [] }
        let free = layout(Stepper("Count", value: .constant(0), step: 2))
        #expect(traits(free, "Decrement") == ["isButton"] && traits(free, "Increment") == ["isButton"])
        let upOnly = layout(Stepper("Count", onIncrement: {}, onDecrement: nil))
        #expect(traits(upOnly, "Decrement") == ["isButton", "notEnabled"] && traits(upOnly, "Increment") == ["isButton"])
    }

    @Test func aDatePickerWithALabelViewDrawsItWhereTheTitleGoes() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let date = calendar.date(from: DateComponents(year: 2026, month: 11, day: 29, hour: 9, minute: 41))!
        let list = layout(DatePicker(selection: .constant(date), in: date..., displayedComponents: .date) { Text("Start").bold() })
        #expect(list.texts == ["Start", "Nov 29, 2026"])
        #expect(layout(DatePicker("Start", selection: .constant(date), displayedComponents: .date)).texts == list.texts)
    }

    @Test func theGestureCombinersHaveSwiftUIsInitialisers() {
        let sequence = SequenceGesture(LongPressGesture(), DragGesture())
        let either = ExclusiveGesture(TapGesture(), LongPressGesture())
        let both = SimultaneousGesture(TapGesture(), DragGesture())
        #expect(layout(Circle().frame(width: 10, height: 10).gesture(sequence).gesture(either).gesture(both)).elements.count == 1)
    }

    @Test func aTaskClosureReadsTheViewsStateWithoutAwait() {
        struct Loading: View {
            @State private var loaded = false
            var body: some View {
                // Compiles only if the closure inherits the main actor, as SwiftUI's does.
                Text(loaded ? "Loaded" : "Loading").task { loaded = true }.refreshable { loaded = false }
            }
        }
        #expect(layout(Loading()).texts == ["Loading"])
    }
}

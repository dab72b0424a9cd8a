import DisplayList
import Layout
import Testing

/// SwiftUI's `.minimumScaleFactor(_:)` and the per-element `TextAdjustment`s that
/// `--apply-proposals` lays over a screen. The fake font: a character is 0.5 × size wide,
/// a line 1.2 × size tall, so body text (17 pt) is 8.5 pt a character.
@Suite struct MinimumScaleFactorTests {
    /// 14 characters at 8.5 pt = 119 pt, on one line in 100 pt: cut at full size.
    static let long = "aaaa bbbb cccc"

    @Test func aTextThatDoesNotFitShrinksToTheLargestSizeThatDoes() throws {
        let list = layout(Text(Self.long).lineLimit(1).minimumScaleFactor(0.5).frame(width: 100), width: 300, height: 100)
        let run = try #require(list.elements.first { $0.text?.string == Self.long }?.text)
        // 14 × 8.5 × k ≤ 100.5 → k ≤ 0.8445: 0.84 of 17 pt.
        #expect(abs(run.font.size - 17 * 0.84) < 1e-9)
        #expect(list.overflows.isEmpty)
    }

    @Test func withoutTheModifierOrWhenItFitsTheTextKeepsItsSize() throws {
        let cut = layout(Text(Self.long).lineLimit(1).frame(width: 100), width: 300, height: 100)
        #expect(cut.elements.first { $0.text != nil }?.text?.font.size == 17)
        #expect(cut.overflows.map(\.kind) == [.truncated])
        let fits = layout(Text("Hi").lineLimit(1).minimumScaleFactor(0.5).frame(width: 100), width: 300, height: 100)
        #expect(fits.elements.first { $0.text != nil }?.text?.font.size == 17)
    }

    @Test func atItsLimitTheTextIsCutAsUsual() throws {
        let list = layout(Text(Self.long).lineLimit(1).minimumScaleFactor(0.9).frame(width: 100), width: 300, height: 100)
        #expect(abs((list.elements.first { $0.text != nil }?.text?.font.size ?? 0) - 15.3) < 1e-9)
        #expect(list.overflows.map(\.kind) == [.truncated])
    }

    @Test func aHeightTooSmallShrinksWrappedTextUntilEveryLineFits() throws {
        // At 17 pt, 5 characters a line in 50 pt: 3 lines, 61.2 pt, in 30. "aaaa bbbb" needs
        // 9 a line (k ≤ 0.6535) and two lines 40.8·k ≤ 30.5 (k ≤ 0.7475): 0.65.
        let list = layout(Text(Self.long).minimumScaleFactor(0.5).frame(width: 50, height: 30), width: 300, height: 100)
        let text = try #require(list.elements.first { $0.text != nil })
        #expect(abs(text.text!.font.size - 17 * 0.65) < 1e-9)
        #expect(list.overflows.isEmpty)
    }

    @Test func aFixedSizeTextNeverShrinksAsInSwiftUI() throws {
        let list = layout(Text(Self.long).lineLimit(1).minimumScaleFactor(0.5).fixedSize().frame(width: 100), width: 300, height: 100)
        #expect(list.elements.first { $0.text != nil }?.text?.font.size == 17)
    }

    @Test func absurdFactorsAreClamped() throws {
        for factor in [-3, 0, .nan, .infinity, 7] as [Double] {
            let list = layout(Text(Self.long).lineLimit(1).minimumScaleFactor(factor).frame(width: 100), width: 300, height: 100)
            let size = try #require(list.elements.first { $0.text != nil }?.text?.font.size)
            #expect(size > 0 && size <= 17, "factor \(factor)")
        }
    }

    @Test func anAdjustmentChangesOnlyTheTextItNames() throws {
        let view = VStack {
            Text(Self.long).lineLimit(1)
            Text(Self.long).lineLimit(1)
        }.frame(width: 100)
        var env = EnvironmentValues()
        let plain = layout(view, width: 300, height: 300, environment: env)
        let ids = plain.elements.filter { $0.text != nil }.map(\.id)
        #expect(ids == ["root/Text", "root/Text.1"])
        #expect(plain.overflows.map(\.kind) == [.truncated, .truncated])

        env.textAdjustments = ["root/Text": TextAdjustment(lineLimit: 2), "root/Text.1": TextAdjustment(minimumScaleFactor: 0.5)]
        let adjusted = layout(view, width: 300, height: 300, environment: env)
        let first = try #require(adjusted["root/Text"]?.text), second = try #require(adjusted["root/Text.1"]?.text)
        #expect(first.lineLimit == 2 && first.font.size == 17)
        #expect(second.lineLimit == 1 && abs(second.font.size - 17 * 0.84) < 1e-9)
        #expect(adjusted.overflows.isEmpty)
        // An id that is not there changes nothing.
        env.textAdjustments = ["root/Text.7": TextAdjustment(lineLimit: 3)]
        #expect(layout(view, width: 300, height: 300, environment: env) == plain)
    }
}

extension MinimumScaleFactorTests {
    /// One line 20.4 pt tall in a 12 pt frame: shrinks until the line fits (20.4·k ≤ 12.5:
    /// k = 0.61), as SwiftUI's scale-to-fit idiom does.
    @Test func aLineTallerThanItsFrameShrinksToItsHeight() throws {
        let list = layout(Text("Hi").lineLimit(1).minimumScaleFactor(0.2).frame(width: 100, height: 12), width: 300, height: 100)
        #expect(abs((list.elements.first { $0.text != nil }?.text?.font.size ?? 0) - 17 * 0.61) < 1e-9)
    }
}

/// `scrollTarget`: the scroll view holding the element centres it, as far as it can.
@Suite struct ScrollTargetTests {
    static func rows() -> some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<20, id: \.self) { i in Text("row \(i)").frame(height: 50) }
            }
        }
    }

    @Test func theTargetIsCentredInTheViewport() throws {
        var env = EnvironmentValues()
        let plain = layout(Self.rows(), width: 200, height: 300, environment: env)
        let ids = plain.elements.filter { $0.text != nil }.map(\.id)
        let twelfth = try #require(ids.first { plain[$0]?.text?.string == "row 12" })
        #expect(abs(try #require(plain[twelfth]).frame.midY - 625) < 1e-9)  // row 12 of 50 pt rows
        env.scrollTarget = twelfth
        let scrolled = layout(Self.rows(), width: 200, height: 300, environment: env)
        let frame = try #require(scrolled[twelfth]).frame
        #expect(abs(frame.midY - 150) < 1e-9)
        // Near the end it scrolls only as far as the content goes (1000 − 300): the last row
        // sits at the bottom, its text centred in it at 275.
        let last = try #require(ids.first { plain[$0]?.text?.string == "row 19" })
        env.scrollTarget = last
        #expect(abs(try #require(layout(Self.rows(), width: 200, height: 300, environment: env)[last]).frame.midY - 275) < 1e-9)
        // An id the content does not hold leaves the offset as it was.
        env.scrollTarget = "nowhere"
        #expect(layout(Self.rows(), width: 200, height: 300, environment: env) == plain)
    }
}

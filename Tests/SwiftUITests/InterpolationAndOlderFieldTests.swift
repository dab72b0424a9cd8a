import DisplayList
import Foundation
import SwiftUI
import Testing
import Tokens

/// Interpolations SwiftUI's keys take (`specifier:`, a date `style:`), `Gradient` as a shape
/// style, and the pre-iOS 15 field initialisers.
@Suite @MainActor struct InterpolationAndOlderFieldTests {
    private func text(_ key: LocalizedStringKey) -> String { layout(Text(key)).texts.first ?? "" }

    @Test func aSpecifierFormatsTheNumber() {
        let amount = 2.5, count = 42
        #expect(text("Amount: \(amount, specifier: "%.2f")") == "Amount: 2.50")
        #expect(text("\(count, specifier: "%d") items") == "42 items")
        #expect(text("\(count, specifier: "%05.1f")") == "042.0")
        #expect(text("\(count, specifier: "%d%%")") == "42%")
        #expect(text("\(amount, specifier: "%+.1e")") == "+2.5e+00")
    }

    @Test func aWrongOrHostileSpecifierWritesThePlainValue() {
        let amount = 2.5, count = 42
        #expect(text("\(amount, specifier: "%s")") == "2.5")
        #expect(text("\(amount, specifier: "%n")") == "2.5")
        #expect(text("\(amount, specifier: "%d")") == "2.5")
        #expect(text("\(amount, specifier: "%9999999f")") == "2.5")
        #expect(text("\(count, specifier: "%d %d")") == "42")
        #expect(text("\(count, specifier: "")") == "42")
        // A length modifier is the value's own, whatever the specifier says.
        #expect(text("\(count, specifier: "%hhd")") == "42")
    }

    @Test func aDateStyleInsideAKey() {
        let date = Date(timeIntervalSince1970: 0)
        #expect(text("Since \(date, style: .date)") == "Since " + DateText.text(date, style: .date, now: Date()))
    }

    @Test func aGradientFillsTopToBottom() {
        let list = layout(Rectangle().fill(Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])))
        #expect(list.elements.first?.fill == .linearGradient(Gradient([RGBA(r: 1, g: 0, b: 0), RGBA(r: 0, g: 0, b: 1)]), start: .top, end: .bottom))
    }

    @Test func theOlderFieldInitialisersDrawTheirFields() {
        let list = layout(VStack {
            TextField("Name", text: .constant("Ada"), onEditingChanged: { _ in }, onCommit: {})
            TextField("City", text: .constant("Paris"), onCommit: {})
            SecureField("Password", text: .constant("abc"), onCommit: {})
        })
        #expect(list.texts.contains("Ada") && list.texts.contains("Paris") && list.texts.contains("•••"))
    }

    @Test func localizedStringsAreTheDevelopmentLanguage() {
        let count = 3
        #expect(String(localized: "Hello") == "Hello")
        #expect(String(localized: "Sold \(count) donuts", comment: "sales") == "Sold 3 donuts")
        #expect(String(localized: "sales.title", defaultValue: "Sales: \(count)", table: "Main", comment: "c") == "Sales: 3")
    }
}

extension InterpolationAndOlderFieldTests {
    @Test func unsignedValuesPastInt64KeepTheirDigits() {
        let big = UInt64.max
        #expect(text("\(big, specifier: "%llu")") == "18446744073709551615")
        #expect(text("\(big, specifier: "%llx")") == "ffffffffffffffff")
        #expect(text("\(-5, specifier: "%d")") == "-5")
    }
}

import DisplayList
import Foundation
import SwiftUI
import Testing

/// `Text(_:style:)` in SwiftUI's five date styles, worked by hand.
@Suite @MainActor struct DateTextTests {
    /// 2019-06-03 12:00 UTC: June 3 in every time zone from UTC−11 to UTC+11.
    let wwdc = Date(timeIntervalSince1970: 1_559_563_200)

    @Test func dateAndTimeStylesAreUSEnglish() throws {
        #expect(layout(Text(wwdc, style: .date)).texts == ["June 3, 2019"])
        let time = try #require(layout(Text(wwdc, style: .time)).texts.first)
        // "h:mm AM" with a space (ICU writes a narrow no-break space, as iOS 17 does).
        let spaced = time.replacingOccurrences(of: "\u{202F}", with: " ").replacingOccurrences(of: "\u{00A0}", with: " ")
        #expect(spaced.range(of: #"^[0-9]{1,2}:[0-9]{2} [AP]M$"#, options: .regularExpression) != nil, "\(time.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func relativeOffsetAndTimerCountFromNow() {
        let later = wwdc.addingTimeInterval(2 * 3600 + 5 * 60 + 9)
        #expect(DateText.text(later, style: .relative, now: wwdc) == "2 hours, 5 minutes")
        #expect(DateText.text(wwdc, style: .relative, now: later) == "2 hours, 5 minutes")
        #expect(DateText.relative(from: wwdc, to: wwdc.addingTimeInterval(61)) == "1 minute, 1 second")
        #expect(DateText.relative(from: wwdc, to: wwdc) == "0 seconds")
        #expect(DateText.text(wwdc.addingTimeInterval(-300), style: .offset, now: wwdc) == "-5 minutes")
        #expect(DateText.text(later, style: .offset, now: wwdc) == "+2 hours")
        #expect(DateText.text(wwdc.addingTimeInterval(3725), style: .timer, now: wwdc) == "1:02:05")
        #expect(DateText.text(wwdc.addingTimeInterval(-125), style: .timer, now: wwdc) == "2:05")
        // Absurd distances stay finite text.
        // distantFuture (4001-01-01) is 62,532,648,000 s after: 17,370,180 hours exactly.
        #expect(DateText.timer(from: wwdc, to: Date.distantFuture) == "17370180:00:00")
        #expect(DateText.relative(from: wwdc, to: Date(timeIntervalSince1970: .infinity)) == "0 seconds")
    }
}

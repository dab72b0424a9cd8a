import Foundation
import SwiftUI
import Testing

/// Spellings a team's files use that name SwiftUI's and UIKit's nested types and constants.
@Suite struct FontNamesAndLifecycleTests {
    @Test func fontsNestedTypeNamesAreTheDSLsTypes() {
        let weight: Font.Weight = .semibold
        let design: Font.Design = .rounded
        let style: Font.TextStyle = .headline
        #expect(Font.system(size: 20, weight: weight, design: design) == Font.system(size: 20, weight: .semibold, design: .rounded))
        #expect(Font.system(style) == Font.headline)
    }

    @Test func appLifecycleAndKeyboardNotificationsHaveUIKitsNames() {
        #expect(UIApplication.willResignActiveNotification.rawValue == "UIApplicationWillResignActiveNotification")
        #expect(UIApplication.willEnterForegroundNotification.rawValue == "UIApplicationWillEnterForegroundNotification")
        #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
        // No app is launched to draw a preview, so there is no delegate.
        #expect(UIApplication.shared.delegate == nil)
    }
}

import Foundation
import Layout

/// UIKit's `UIApplication`, for what views ask of it: opening a URL, which a still never does.
public final class UIApplication: Sendable {
    /// The app.
    public static let shared = UIApplication()
    /// The URL that opens the app's page in Settings.
    public static let openSettingsURLString = "app-settings:"
    /// UIKit's `UIApplication.OpenExternalURLOptionsKey`.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
    }
    /// Opens `url`: nothing happens in a still, and `completion` is told it did not open.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: (@Sendable (Bool) -> Void)? = nil) {
        completion?(false)
    }
    /// Whether `url` could be opened: no, in a still.
    public func canOpenURL(_ url: URL) -> Bool { false }
    /// The app's delegate: none, since no app is launched to draw a preview (a view that
    /// force-casts it stops the preview, which `proof previews` reports).
    public var delegate: (any UIApplicationDelegate)? { nil }
    /// Posted when the app is about to stop being active (never, in a still).
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app became active.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to come to the foreground.
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app went to the background.
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to end.
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted when the system is low on memory.
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted when the user took a screenshot.
    public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
    /// Posted at a significant change of time (midnight, a time zone).
    public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
    /// UIKit's launch option keys.
    public struct LaunchOptionsKey: Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
    }
    /// The app's alternate icon: none (the primary icon) — a still changes no icon.
    public var alternateIconName: String? { nil }
    /// Whether the app may change its icon: yes, as on an iPhone.
    public var supportsAlternateIcons: Bool { true }
    /// Changes the app's icon: a still changes none, and `completion` is told it failed.
    public func setAlternateIconName(_ name: String?, completionHandler completion: (@Sendable ((any Error)?) -> Void)? = nil) {
        completion?(CocoaError(.featureUnsupported))
    }
}

/// UIKit's `UIDevice`: the phone being drawn.
public final class UIDevice: Sendable {
    /// The device.
    public static let current = UIDevice()
    /// UIKit's `UIUserInterfaceIdiom`.
    public enum UserInterfaceIdiom: Hashable, Sendable { case unspecified, phone, pad, tv, carPlay, mac, vision }
    /// A phone: every device DesignProof draws is an iPhone.
    public var userInterfaceIdiom: UserInterfaceIdiom { .phone }
    /// The device's model name ("iPhone 16").
    public var name: String { EnvironmentValues.current.device.name }
    /// "iPhone".
    public var model: String { "iPhone" }
    /// "iOS".
    public var systemName: String { "iOS" }
    /// The iOS version drawn: "18.0".
    public var systemVersion: String { "18.0" }
}

/// UIKit's `UIScreen`: the screen of the device being drawn.
public final class UIScreen: Sendable {
    /// The screen.
    public static let main = UIScreen()
    /// Its bounds in points.
    public var bounds: CGRect {
        let size = EnvironmentValues.current.device.size
        return CGRect(x: 0, y: 0, width: size.width, height: size.height)
    }
    /// Pixels per point.
    public var scale: Double { EnvironmentValues.current.device.scale }
}

/// UIKit's `UIAccessibility`: the settings a view may read.
public enum UIAccessibility {
    /// Reduce Motion (`proof … --reduced-motion`).
    public static var isReduceMotionEnabled: Bool { EnvironmentValues.current.reducedMotion }
    /// VoiceOver: off in a still.
    public static var isVoiceOverRunning: Bool { false }
    /// Increase Contrast (`--contrast high`).
    public static var isDarkerSystemColorsEnabled: Bool { EnvironmentValues.current.colorSchemeContrast == .increased }
}

/// UIKit's `UIPasteboard`: a still copies nothing anywhere.
public final class UIPasteboard: @unchecked Sendable {
    /// The general pasteboard.
    public static let general = UIPasteboard()
    /// The text on it: nil, and setting it keeps nothing.
    public var string: String? { get { nil } set {} }
}

/// UIKit's `UIImpactFeedbackGenerator`: no haptics in a still.
public final class UIImpactFeedbackGenerator {
    /// UIKit's `FeedbackStyle`.
    public enum FeedbackStyle: Hashable, Sendable { case light, medium, heavy, soft, rigid }
    /// A generator of `style` taps.
    public init(style: FeedbackStyle = .medium) {}
    /// Readies the engine: nothing.
    public func prepare() {}
    /// A tap: nothing.
    public func impactOccurred() {}
    /// A tap of `intensity`: nothing.
    public func impactOccurred(intensity: Double) {}
}

/// UIKit's `UINotificationFeedbackGenerator`: no haptics in a still.
public final class UINotificationFeedbackGenerator {
    /// UIKit's `FeedbackType`.
    public enum FeedbackType: Hashable, Sendable { case success, warning, error }
    /// A generator.
    public init() {}
    /// Readies the engine: nothing.
    public func prepare() {}
    /// A notification haptic: nothing.
    public func notificationOccurred(_ type: FeedbackType) {}
}

/// UIKit's `UISelectionFeedbackGenerator`: no haptics in a still.
public final class UISelectionFeedbackGenerator {
    /// A generator.
    public init() {}
    /// Readies the engine: nothing.
    public func prepare() {}
    /// A selection tick: nothing.
    public func selectionChanged() {}
}

/// UIKit's `UIFont`, as SwiftUI code makes one for `Font(_:)`: a text style or a size and
/// weight of the system font (the project's body family), or a named family.
public struct UIFont: Hashable, Sendable {
    /// UIKit's `UIFont.TextStyle`.
    public struct TextStyle: Hashable, Sendable {
        let style: DSLTextStyle
        /// The largeTitle style.
        public static let largeTitle = TextStyle(style: .largeTitle)
        /// The title1 style.
        public static let title1 = TextStyle(style: .title)
        /// The title2 style.
        public static let title2 = TextStyle(style: .title2)
        /// The title3 style.
        public static let title3 = TextStyle(style: .title3)
        /// The headline style.
        public static let headline = TextStyle(style: .headline)
        /// The body style.
        public static let body = TextStyle(style: .body)
        /// The callout style.
        public static let callout = TextStyle(style: .callout)
        /// The subheadline style.
        public static let subheadline = TextStyle(style: .subheadline)
        /// The footnote style.
        public static let footnote = TextStyle(style: .footnote)
        /// The caption1 style.
        public static let caption1 = TextStyle(style: .caption)
        /// The caption2 style.
        public static let caption2 = TextStyle(style: .caption2)
    }
    /// UIKit's `UIFont.Weight`.
    public struct Weight: Hashable, Sendable {
        let weight: FontWeight
        /// Ultra light.
        public static let ultraLight = Weight(weight: .ultraLight)
        /// Thin.
        public static let thin = Weight(weight: .thin)
        /// Light.
        public static let light = Weight(weight: .light)
        /// Regular.
        public static let regular = Weight(weight: .regular)
        /// Medium.
        public static let medium = Weight(weight: .medium)
        /// Semibold.
        public static let semibold = Weight(weight: .semibold)
        /// Bold.
        public static let bold = Weight(weight: .bold)
        /// Heavy.
        public static let heavy = Weight(weight: .heavy)
        /// Black.
        public static let black = Weight(weight: .black)
    }
    let font: Font
    /// Its size in points (a text style's at the Large text size).
    public let pointSize: Double

    /// The font of `style` (it follows Dynamic Type where it is drawn).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(font: .system(style.style), pointSize: style.style.pointSize(at: .large))
    }
    /// The system font at `size` points and `weight`.
    public static func systemFont(ofSize size: Double, weight: Weight = .regular) -> UIFont {
        UIFont(font: .system(size: size, weight: weight.weight), pointSize: size)
    }
    /// The bold system font at `size` points.
    public static func boldSystemFont(ofSize size: Double) -> UIFont { systemFont(ofSize: size, weight: .bold) }
    /// The font family `name` at `size` points (drawn when installed; the renderer names a
    /// missing family in its error).
    public init?(name: String, size: Double) { font = .custom(name, size: size); pointSize = size }
    init(font: Font, pointSize: Double) { self.font = font; self.pointSize = pointSize }
    /// The font's name: a named family's, or the system font's (".AppleSystemUIFont", as UIKit names it).
    public var fontName: String { font.family ?? ".AppleSystemUIFont" }
    /// The family's name.
    public var familyName: String { font.family ?? ".AppleSystemUIFont" }
    /// UIKit's `withSize(_:)`: the same face at `size` points (a text style's font no longer
    /// follows Dynamic Type, as UIKit's fixed-size copy does not).
    public func withSize(_ size: Double) -> UIFont {
        var f = font.family.map { Font.custom($0, fixedSize: size) } ?? .system(size: size)
        f.weight = font.weight
        f.design = font.design
        return UIFont(font: f, pointSize: size)
    }
}

extension Font {
    /// SwiftUI's `Font(_ font: UIFont)`.
    public init(_ font: UIFont) { self = font.font }
}

/// UIKit's `UIFontMetrics`: sizes scaled for the text size being drawn.
public struct UIFontMetrics: Sendable {
    let style: DSLTextStyle
    /// Scaling as body text scales.
    public static let `default` = UIFontMetrics(style: .body)
    /// Scaling as `style` scales.
    public init(forTextStyle style: UIFont.TextStyle) { self.style = style.style }
    init(style: DSLTextStyle) { self.style = style }
    /// `value` scaled from the Large text size to the one being drawn.
    public func scaledValue(for value: Double) -> Double {
        scaledFontSize(value, relativeTo: style, at: EnvironmentValues.current.contentSize)
    }
}

/// The DSL's text style, named apart from `UIFont.TextStyle` (and from the `Layout`
/// protocol, which shadows the module's name in this one).
typealias DSLTextStyle = TextStyle

/// UIKit's `UIApplicationDelegate`: an app delegate type a team declares. Its methods are
/// the team's own; no app is launched here, so none is called.
public protocol UIApplicationDelegate: AnyObject {}

/// UIKit's `UIResponder`, the class an app delegate inherits, with its keyboard
/// notifications (no keyboard is shown in a still, so none is posted).
open class UIResponder: NSObject {
    /// Posted before the keyboard shows.
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard showed.
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard hides.
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard hid.
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes.
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// The user-info key of the keyboard's final frame.
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The user-info key of the keyboard animation's duration.
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
}

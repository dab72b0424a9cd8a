// How a text field takes input — capitalisation, autocorrection, the return key's label —
// changes the keyboard, never the field: each draws the field as it is.

/// SwiftUI's `TextInputAutocapitalization`.
public struct TextInputAutocapitalization: Hashable, Sendable {
    let name: String
    /// No capitalisation.
    public static let never = TextInputAutocapitalization(name: "never")
    /// The first letter of each word.
    public static let words = TextInputAutocapitalization(name: "words")
    /// The first letter of each sentence (the default).
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    /// Every letter.
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// UIKit's `UITextAutocapitalizationType`, which SwiftUI's older `.autocapitalization(_:)` takes.
public enum UITextAutocapitalizationType: Int, Hashable, Sendable { case none, words, sentences, allCharacters }

/// SwiftUI's `SubmitLabel`: the return key's title.
public struct SubmitLabel: Hashable, Sendable {
    let name: String
    /// "done".
    public static let done = SubmitLabel(name: "done")
    /// "go".
    public static let go = SubmitLabel(name: "go")
    /// "send".
    public static let send = SubmitLabel(name: "send")
    /// "join".
    public static let join = SubmitLabel(name: "join")
    /// "route".
    public static let route = SubmitLabel(name: "route")
    /// "search".
    public static let search = SubmitLabel(name: "search")
    /// "return".
    public static let `return` = SubmitLabel(name: "return")
    /// "next".
    public static let next = SubmitLabel(name: "next")
    /// "continue".
    public static let `continue` = SubmitLabel(name: "continue")
}

extension View {
    /// SwiftUI's `.textInputAutocapitalization(_:)`: the keyboard's shift; the field as it is.
    nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    /// SwiftUI's older `.autocapitalization(_:)`: the field as it is.
    nonisolated public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
    /// SwiftUI's `.autocorrectionDisabled(_:)`: the field as it is.
    nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    /// SwiftUI's older `.disableAutocorrection(_:)`: the field as it is.
    nonisolated public func disableAutocorrection(_ disable: Bool?) -> some View { self }
    /// SwiftUI's `.submitLabel(_:)`: the return key's title; the field as it is.
    nonisolated public func submitLabel(_ label: SubmitLabel) -> some View { self }
}

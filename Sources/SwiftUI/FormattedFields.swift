import Foundation

// Text fields and text that show a value through a format or a Foundation `Formatter`: what
// they draw is the value as the format writes it.

extension TextField {
    /// SwiftUI's older `TextField(_:text:onEditingChanged:onCommit:)`: the field; the callbacks never run.
    @_disfavoredOverload
    public init(_ title: String, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}) {
        self.init(title, text: text.wrappedValue)
    }

    /// SwiftUI's `TextField(_:value:format:prompt:)`: the value as `format` writes it
    /// (`.currency(code: "USD")`, `.number`, `.percent`).
    public init<F: ParseableFormatStyle>(_ title: String, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where F.FormatOutput == String {
        self.init(title, text: format.format(value.wrappedValue), prompt: prompt)
    }

    /// The same for an optional value: empty (the prompt or title shows) while it is nil.
    public init<F: ParseableFormatStyle>(_ title: String, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil) where F.FormatOutput == String {
        self.init(title, text: value.wrappedValue.map(format.format) ?? "", prompt: prompt)
    }

    /// SwiftUI's `TextField(_:value:formatter:)`: the value as `formatter` writes it.
    public init<V>(_ title: String, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(title, text: formatter.string(for: value.wrappedValue) ?? "", prompt: prompt)
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// `"\(date, formatter: dateFormatter)"` inside a key: the value as the formatter writes
    /// it (SwiftUI takes a `ReferenceConvertible` or an `NSObject`; Linux's `Date` is not the
    /// first, so any value is taken, and written as `String(describing:)` when the formatter
    /// cannot write it).
    public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter?) {
        appendFormatted(formatter.flatMap { $0.string(for: subject) } ?? String(describing: subject))
    }
}

extension Bundle {
    /// SwiftPM's `Bundle.module` for a file compiled outside its package (`proof previews`
    /// compiles a team's files as one module, with no generated resource bundle): the main
    /// bundle. Asset names are looked up in the catalogues `proof previews` found, whatever
    /// the bundle. Disfavoured, so a package's own generated `module` wins where it exists.
    @_disfavoredOverload
    public static var module: Bundle { .main }
}

/// SwiftUI's `@ScaledMetric`: a length that grows with Dynamic Type as the text of
/// `relativeTo` does (UIKit's `UIFontMetrics.scaledValue(for:)`): at the default size
/// (Large) it is the value written; at another size, that value times the style's size
/// there over its size at Large.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let base: Value
    private let style: TextStyle

    /// A length of `wrappedValue` points at the default size, scaling as body text does.
    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }
    /// A length of `wrappedValue` points at the default size, scaling as `textStyle` does.
    public init(wrappedValue: Value, relativeTo textStyle: TextStyle) { base = wrappedValue; style = textStyle }

    /// The length at the content size of the body being built.
    public var wrappedValue: Value {
        let size = EnvironmentValues.current.contentSize
        return Value(scaledFontSize(Double(base), relativeTo: style, at: size))
    }
}

/// SwiftUI's `DynamicTypeSize` (iOS 15): the user's text size under its newer names, one to
/// one with `ContentSizeCategory`.
public enum DynamicTypeSize: Int, CaseIterable, Hashable, Sendable, Comparable {
    /// xSmall.
    case xSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large, iOS's default.
    case large
    /// xLarge.
    case xLarge
    /// xxLarge.
    case xxLarge
    /// xxxLarge.
    case xxxLarge
    /// AX1.
    case accessibility1
    /// AX2.
    case accessibility2
    /// AX3.
    case accessibility3
    /// AX4.
    case accessibility4
    /// AX5.
    case accessibility5

    /// One of the five accessibility sizes (AX1 and larger).
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
    /// The same size as a `ContentSizeCategory`.
    public var category: ContentSizeCategory { ContentSizeCategory.allCases[rawValue] }
    /// The size of `category`.
    public init(_ category: ContentSizeCategory) { self = DynamicTypeSize(rawValue: ContentSizeCategory.allCases.firstIndex(of: category) ?? 3) ?? .large }

    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension EnvironmentValues {
    /// SwiftUI's `\.dynamicTypeSize`: the text size being drawn.
    public var dynamicTypeSize: DynamicTypeSize {
        get { DynamicTypeSize(contentSize) }
        set { contentSize = newValue.category }
    }
    /// SwiftUI's older `\.sizeCategory`: the text size being drawn.
    public var sizeCategory: ContentSizeCategory {
        get { contentSize }
        set { contentSize = newValue }
    }
}

extension View {
    /// SwiftUI's `.dynamicTypeSize(...DynamicTypeSize.accessibility3)`.
    nonisolated public func dynamicTypeSize(_ range: PartialRangeThrough<DynamicTypeSize>) -> some View {
        dynamicTypeSize(...range.upperBound.category)
    }
    /// SwiftUI's `.dynamicTypeSize(.large ... .accessibility2)`: the size kept inside the range.
    nonisolated public func dynamicTypeSize(_ range: ClosedRange<DynamicTypeSize>) -> some View {
        EnvironmentModifier(content: self) { $0.contentSize = min(max($0.contentSize, range.lowerBound.category), range.upperBound.category) }
    }
    /// SwiftUI's `.dynamicTypeSize(_:)`: one fixed size inside.
    nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        EnvironmentModifier(content: self) { $0.contentSize = size.category }
    }
}

/// SwiftUI's `RoundedBorderTextFieldStyle`: `.roundedBorder`.
public struct RoundedBorderTextFieldStyle: Hashable, Sendable {
    /// The style.
    public init() {}
}

/// SwiftUI's `PlainTextFieldStyle`: `.plain`.
public struct PlainTextFieldStyle: Hashable, Sendable {
    /// The style.
    public init() {}
}

/// SwiftUI's `DefaultTextFieldStyle`: `.automatic`.
public struct DefaultTextFieldStyle: Hashable, Sendable {
    /// The style.
    public init() {}
}

extension View {
    /// `.textFieldStyle(RoundedBorderTextFieldStyle())`.
    nonisolated public func textFieldStyle(_ style: RoundedBorderTextFieldStyle) -> some View { textFieldStyle(.roundedBorder) }
    /// `.textFieldStyle(PlainTextFieldStyle())`.
    nonisolated public func textFieldStyle(_ style: PlainTextFieldStyle) -> some View { textFieldStyle(.plain) }
    /// `.textFieldStyle(DefaultTextFieldStyle())`.
    nonisolated public func textFieldStyle(_ style: DefaultTextFieldStyle) -> some View { textFieldStyle(.automatic) }
}

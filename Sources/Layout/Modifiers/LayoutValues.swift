import DisplayList

/// SwiftUI's `LayoutValueKey`: a value a subview hands the custom `Layout` that places it
/// (`.layoutValue(key:value:)` sets it; `subview[Key.self]` reads it).
public protocol LayoutValueKey {
    /// The value's type.
    associatedtype Value
    /// The value where none is set.
    static var defaultValue: Value { get }
}

extension View {
    /// SwiftUI's `.layoutValue(key:value:)`: `value` for `key`, read by the custom layout
    /// this view is a subview of. Set it last on the subview, as SwiftUI's layouts read it:
    /// a modifier applied after it wraps the subview, and the layout sees the wrapper.
    nonisolated public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        LayoutValueModifier<Self, K>(content: self, value: LayoutValueBox(value))
    }
}

/// A value of any type carried on one layout's thread (layout values are rarely `Sendable`).
struct LayoutValueBox: @unchecked Sendable {
    let value: Any
    init(_ value: Any) { self.value = value }
}

nonisolated struct LayoutValueModifier<Content: View, K: LayoutValueKey>: ModifierView {
    let content: Content
    let value: LayoutValueBox
    var contentView: any View { content }
    func makeNode(_ context: BuildContext) -> any LayoutNode {
        let child = context.buildContent(content)
        // Several values on one subview sit in one node; the outermost set of a key wins.
        var values = (child as? LayoutValueNode)?.values ?? [:]
        values[ObjectIdentifier(K.self)] = value.value
        return LayoutValueNode(child: (child as? LayoutValueNode)?.child ?? child, values: values)
    }
}

/// A subview and the layout values set on it; measured and placed as the subview is.
struct LayoutValueNode: LayoutNode {
    let child: any LayoutNode
    let values: [ObjectIdentifier: Any]
    var layoutPriority: Double { child.layoutPriority }
    var spacerMinLength: Double? { child.spacerMinLength }
    var zIndex: Double { child.zIndex }
    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size { child.sizeThatFits(proposal, context) }
    func place(in frame: Rect, _ context: inout PlacementContext) { child.place(in: frame, &context) }
    func baseline(_ which: TextBaseline, at size: Size, _ context: LayoutContext) -> Double? { child.baseline(which, at: size, context) }
    func alignmentGuide(_ axis: Axis, fraction: Double, at size: Size) -> Double? { child.alignmentGuide(axis, fraction: fraction, at: size) }
}

/// The value `node` carries for `key`, or the key's default (what a custom layout reads
/// through `LayoutSubview`'s subscript).
public func layoutValue<K: LayoutValueKey>(_ key: K.Type, of node: any LayoutNode) -> K.Value {
    ((node as? LayoutValueNode)?.values[ObjectIdentifier(K.self)] as? K.Value) ?? K.defaultValue
}

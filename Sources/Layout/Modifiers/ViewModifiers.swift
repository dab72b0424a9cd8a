public import DisplayList
public import Tokens

/// The SwiftUI modifier methods, on every view.
extension View {
    // MARK: Layout

    public func padding(_ length: Double = 16) -> some View { PaddingModifier(content: self, insets: EdgeInsets(length)) }
    public func padding(_ edges: EdgeSet, _ length: Double = 16) -> some View {
        PaddingModifier(content: self, insets: EdgeInsets(top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                                                          bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0))
    }
    public func padding(_ insets: EdgeInsets) -> some View { PaddingModifier(content: self, insets: insets) }

    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> some View {
        FixedFrameModifier(content: self, width: width, height: height, alignment: alignment)
    }

    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> some View {
        FlexibleFrameModifier(content: self, bounds: .init(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                                           minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight),
                              alignment: alignment)
    }

    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> some View {
        FixedSizeModifier(content: self, horizontal: horizontal, vertical: vertical)
    }

    public func layoutPriority(_ priority: Double) -> some View { LayoutPriorityModifier(content: self, priority: priority) }
    /// SwiftUI's `.zIndex(_:)`: where a stack draws this child among its siblings (lower
    /// beneath), without moving it.
    public func zIndex(_ value: Double) -> some View { ZIndexModifier(content: self, zIndex: value) }

    public func background<Background: View>(alignment: Alignment = .center, @ViewBuilder _ content: () -> Background) -> some View {
        DecorationModifier(content: self, decoration: content(), behind: true, alignment: alignment)
    }
    public func background<Background: View>(_ view: Background, alignment: Alignment = .center) -> some View {
        DecorationModifier(content: self, decoration: view, behind: true, alignment: alignment)
    }
    /// `.background(style, in: shape)`: the shape filled with a colour or gradient.
    public func background<S: ShapeView>(_ style: some ShapeStyle, in shape: S) -> some View {
        DecorationModifier(content: self, decoration: shape.fill(style), behind: true, alignment: .center)
    }
    /// `.background(.ultraThinMaterial, in: shape)`: a frosted backdrop.
    public func background<S: ShapeView>(_ material: MaterialKind, in shape: S) -> some View {
        DecorationModifier(content: self, decoration: MaterialShape(shape: shape, kind: material), behind: true, alignment: .center)
    }

    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder _ content: () -> Overlay) -> some View {
        DecorationModifier(content: self, decoration: content(), behind: false, alignment: alignment)
    }
    public func overlay<Overlay: View>(_ view: Overlay, alignment: Alignment = .center) -> some View {
        DecorationModifier(content: self, decoration: view, behind: false, alignment: alignment)
    }

    public func ignoresSafeArea(edges: EdgeSet = .all) -> some View { IgnoresSafeAreaModifier(content: self, edges: edges) }

    // MARK: Environment

    public func font(_ font: Font?) -> some View { EnvironmentModifier(content: self) { $0.font = font } }
    public func fontWeight(_ weight: FontWeight) -> some View {
        EnvironmentModifier(content: self) { $0.fontWeight = weight }
    }
    public func monospacedDigit() -> some View {
        EnvironmentModifier(content: self) { $0.monospacedDigits = true }
    }
    public func foregroundStyle(_ style: some ShapeStyle) -> some View {
        EnvironmentModifier(content: self) { env in env.foreground = style.paint(in: env) }
    }
    public func foregroundColor(_ color: Color) -> some View { foregroundStyle(color) }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        EnvironmentModifier(content: self) { $0.multilineTextAlignment = alignment }
    }
    public func lineLimit(_ limit: Int?) -> some View { EnvironmentModifier(content: self) { $0.lineLimit = limit } }
    /// SwiftUI's `.dynamicTypeSize(...DynamicTypeSize.accessibility3)`: text inside grows with
    /// the user's size up to `range.upperBound` and stays there beyond it — what iOS's own
    /// bars and pinned buttons do, so that they cannot take the whole screen.
    public func dynamicTypeSize(_ range: PartialRangeThrough<ContentSizeCategory>) -> some View {
        EnvironmentModifier(content: self) { $0.contentSize = min($0.contentSize, range.upperBound) }
    }
    /// SwiftUI's `.strikethrough(_:color:)`: a line through the text, in `color` or the
    /// text's own colour.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
        EnvironmentModifier(content: self) { env in
            env.strikethrough = isActive ? TextLine(color: color.map { $0.paint(in: env).representativeColor }) : nil
        }
    }
    public func environment<V: Sendable>(_ keyPath: any WritableKeyPath<EnvironmentValues, V> & Sendable, _ value: V) -> some View {
        EnvironmentModifier(content: self) { $0[keyPath: keyPath] = value }
    }

    // MARK: Effects

    public func opacity(_ opacity: Double) -> some View { EffectModifier(content: self, effect: .opacity(opacity)) }
    public func offset(x: Double = 0, y: Double = 0) -> some View { EffectModifier(content: self, effect: .offset(x: x, y: y)) }
    public func scaleEffect(_ s: Double, anchor: UnitPoint = .center) -> some View {
        EffectModifier(content: self, effect: .scale(x: s, y: s, anchor: anchor))
    }
    public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> some View {
        EffectModifier(content: self, effect: .scale(x: x, y: y, anchor: anchor))
    }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        EffectModifier(content: self, effect: .rotation(radians: angle.radians, anchor: anchor))
    }
    public func clipShape<S: ShapeView>(_ shape: S) -> some View { EffectModifier(content: self, effect: .clip(shape.outline)) }
    public func cornerRadius(_ radius: Double) -> some View {
        EffectModifier(content: self, effect: .clip(.roundedRectangle(cornerRadius: radius, style: .circular)))
    }
    /// SwiftUI's default shadow colour is black at 33 %.
    public func shadow(color: Color = Color(RGBA(r: 0, g: 0, b: 0, a: 0.33)), radius: Double, x: Double = 0, y: Double = 0) -> some View {
        EffectModifier(content: self, effect: .shadow(ShadowStyle(color: color.resolved(in: EnvironmentValues()), radius: radius, x: x, y: y)))
    }
    public func blur(radius: Double) -> some View { EffectModifier(content: self, effect: .blur(radius)) }

    // MARK: Identity and accessibility

    public func id(_ id: String) -> some View { IDModifier(content: self, id: id) }
    public func accessibilityLabel(_ label: String) -> some View {
        EffectModifier(content: self, effect: .accessibility(label: label, traits: []))
    }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        EffectModifier(content: self, effect: .accessibility(label: "", traits: traits.names))
    }

    /// Not SwiftUI: marks a view as drawn by iOS rather than the app — a system alert, a
    /// permission sheet — as the status bar is. Checks of the app's design (contrast,
    /// target sizes) leave it out; iOS's own colours are not the designer's to change.
    public func systemChrome() -> some View { EffectModifier(content: self, effect: .systemChrome) }
}

/// SwiftUI's `Angle`.
public struct Angle: Hashable, Sendable {
    public var radians: Double
    public init(radians: Double) { self.radians = radians }
    public static func degrees(_ d: Double) -> Angle { Angle(radians: d * Double.pi / 180) }
    public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
}

/// SwiftUI's `AccessibilityTraits` (the ones checks need).
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1)
    public static let isHeader = AccessibilityTraits(rawValue: 2)
    public static let isImage = AccessibilityTraits(rawValue: 4)
    /// A disabled control (UIKit's `.notEnabled`): WCAG exempts inactive components from contrast.
    public static let notEnabled = AccessibilityTraits(rawValue: 8)
    /// A chosen option (UIKit's `.selected`): VoiceOver says "selected".
    public static let isSelected = AccessibilityTraits(rawValue: 16)
    /// A switch (iOS 17's `.isToggle`): VoiceOver says "switch button" and on or off.
    public static let isToggle = AccessibilityTraits(rawValue: 32)
    var names: [String] {
        [(Self.isButton, "isButton"), (Self.isHeader, "isHeader"), (Self.isImage, "isImage"), (Self.notEnabled, "notEnabled"), (Self.isSelected, "isSelected"),
         (Self.isToggle, "isToggle")].compactMap { contains($0.0) ? $0.1 : nil }
    }
}

/// A shape filled with a material: blurs and tints what is drawn behind it.
struct MaterialShape<S: ShapeView>: PrimitiveView {
    let shape: S
    let kind: MaterialKind
    func makeNode(_ context: BuildContext) -> any LayoutNode {
        let style = context.environment.materials[kind] ?? MaterialKind.defaults(for: context.environment.appearance)[kind]!
        return MaterialNode(id: context.path, shape: shape.outline, material: style)
    }
}

struct MaterialNode: LayoutNode {
    let id: String
    let shape: ShapeOutline
    let material: MaterialStyle
    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        Size(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 10, height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? 10)
    }
    func place(in frame: Rect, _ context: inout PlacementContext) {
        var e = Element.shape(id, frame, shape)
        e.material = material
        context.emit(e)
    }
}

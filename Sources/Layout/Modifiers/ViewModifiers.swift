public import Foundation
public import DisplayList
public import Tokens

/// The SwiftUI modifier methods, on every view.
extension View {
    // MARK: Layout

    /// SwiftUI's `.padding(_:)`: `length` points of space on all four sides. Lengths are
    /// `CGFloat`, as in SwiftUI, so a team's `extension CGFloat { static let gutter }` reads
    /// as `.padding(.gutter)`.
    nonisolated public func padding(_ length: CGFloat) -> some View { PaddingModifier(content: self, insets: EdgeInsets(length)) }
    /// `length` points of space on the given `edges` only (all four by default; nil is iOS's
    /// default padding, 16 points).
    nonisolated public func padding(_ edges: EdgeSet = .all, _ length: CGFloat? = nil) -> some View {
        let length = Double(length ?? 16)
        return PaddingModifier(content: self, insets: EdgeInsets(top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                                                                 bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0))
    }
    /// Space around the view, per edge, in points.
    nonisolated public func padding(_ insets: EdgeInsets) -> some View { PaddingModifier(content: self, insets: insets) }

    /// SwiftUI's fixed `.frame(width:height:alignment:)`: proposes exactly `width` × `height`
    /// points (nil keeps the proposal on that axis) and places the view in that frame by
    /// `alignment`.
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        FixedFrameModifier(content: self, width: width.map(Double.init), height: height.map(Double.init), alignment: alignment)
    }

    /// SwiftUI's flexible frame: the proposal clamped to the bounds given (points;
    /// `.infinity` as a maximum fills what is offered), the view placed by `alignment`.
    nonisolated public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        let d: (CGFloat?) -> Double? = { $0.map(Double.init) }
        return FlexibleFrameModifier(content: self, bounds: .init(minWidth: d(minWidth), idealWidth: d(idealWidth), maxWidth: d(maxWidth),
                                                                  minHeight: d(minHeight), idealHeight: d(idealHeight), maxHeight: d(maxHeight)),
                              alignment: alignment)
    }

    /// SwiftUI's `.fixedSize`: the view takes its ideal size on the chosen axes, whatever
    /// its parent proposes (text stops wrapping or truncating).
    nonisolated public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> some View {
        FixedSizeModifier(content: self, horizontal: horizontal, vertical: vertical)
    }

    /// SwiftUI's `.layoutPriority(_:)`: stacks offer their space to higher priorities first
    /// (0 by default).
    nonisolated public func layoutPriority(_ priority: Double) -> some View { LayoutPriorityModifier(content: self, priority: priority) }
    /// SwiftUI's `.zIndex(_:)`: where a stack draws this child among its siblings (lower
    /// beneath), without moving it.
    nonisolated public func zIndex(_ value: Double) -> some View { ZIndexModifier(content: self, zIndex: value) }

    /// SwiftUI's `.background(alignment:content:)`: `content` drawn behind the view,
    /// offered the view's size and placed by `alignment`.
    nonisolated public func background<Background: View>(alignment: Alignment = .center, @ViewBuilder _ content: () -> Background) -> some View {
        DecorationModifier(content: self, decoration: content(), behind: true, alignment: alignment)
    }
    /// `view` drawn behind this one, offered this view's size and placed by `alignment`.
    nonisolated public func background<Background: View>(_ view: Background, alignment: Alignment = .center) -> some View {
        DecorationModifier(content: self, decoration: view, behind: true, alignment: alignment)
    }
    /// `.background(style, in: shape)`: the shape filled with a colour or gradient.
    nonisolated public func background<S: ShapeView>(_ style: some ShapeStyle, in shape: S) -> some View {
        DecorationModifier(content: self, decoration: shape.fill(style), behind: true, alignment: .center)
    }
    /// `.background(.ultraThinMaterial, in: shape)`: a frosted backdrop.
    nonisolated public func background<S: ShapeView>(_ material: MaterialKind, in shape: S) -> some View {
        DecorationModifier(content: self, decoration: MaterialShape(shape: shape, kind: material), behind: true, alignment: .center)
    }

    /// SwiftUI's `.overlay(alignment:content:)`: `content` drawn in front of the view,
    /// offered the view's size and placed by `alignment`.
    nonisolated public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder _ content: () -> Overlay) -> some View {
        DecorationModifier(content: self, decoration: content(), behind: false, alignment: alignment)
    }
    /// `view` drawn in front of this one, offered this view's size and placed by `alignment`.
    nonisolated public func overlay<Overlay: View>(_ view: Overlay, alignment: Alignment = .center) -> some View {
        DecorationModifier(content: self, decoration: view, behind: false, alignment: alignment)
    }

    /// SwiftUI's `.ignoresSafeArea(edges:)`: where the view touches the safe area on `edges`,
    /// it extends past it (under the status bar, the home indicator).
    nonisolated public func ignoresSafeArea(edges: EdgeSet = .all) -> some View { IgnoresSafeAreaModifier(content: self, edges: edges) }
    /// SwiftUI's `.ignoresSafeArea(_:edges:)`: the container's safe area (the bars) is
    /// ignored on `edges` when `regions` holds `.container`; a still shows no keyboard, so
    /// `.keyboard` alone changes nothing.
    @ViewBuilder
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions, edges: EdgeSet = .all) -> some View {
        if regions.contains(.container) { IgnoresSafeAreaModifier(content: self, edges: edges) } else { self }
    }
    /// SwiftUI's older `.edgesIgnoringSafeArea(_:)`: `.ignoresSafeArea(edges:)`.
    nonisolated public func edgesIgnoringSafeArea(_ edges: EdgeSet) -> some View { ignoresSafeArea(edges: edges) }

    // MARK: Environment

    /// The font of text inside (nil: the body style); scales with the content size.
    nonisolated public func font(_ font: Font?) -> some View { EnvironmentModifier(content: self) { $0.font = font } }
    /// The weight of text inside, over its font's own (nil: the font's own). Optional as in
    /// SwiftUI, so that `Text`'s own `fontWeight(_:)` is chosen on a `Text`.
    nonisolated public func fontWeight(_ weight: FontWeight?) -> some View {
        EnvironmentModifier(content: self) { $0.fontWeight = weight }
    }
    /// SwiftUI's `.bold(_:)` on any view (iOS 16): the text inside bold when `isActive`.
    nonisolated public func bold(_ isActive: Bool = true) -> some View {
        EnvironmentModifier(content: self) { if isActive { $0.fontWeight = .bold } }
    }
    /// SwiftUI's `.fontDesign(_:)` (iOS 16.1): text inside in `design` (rounded, serif,
    /// monospaced) over its font's own; nil keeps each font's.
    nonisolated public func fontDesign(_ design: FontDesign?) -> some View {
        EnvironmentModifier(content: self) { $0[FontDesignKey.self] = design }
    }
    /// SwiftUI's `.monospaced(_:)` (iOS 16): text inside in the monospaced design (false
    /// leaves each font's own).
    nonisolated public func monospaced(_ isActive: Bool = true) -> some View {
        EnvironmentModifier(content: self) { $0[FontDesignKey.self] = isActive ? .monospaced : nil }
    }
    /// Digits inside drawn at one width (tabular figures), so changing numbers don't shift.
    nonisolated public func monospacedDigit() -> some View {
        EnvironmentModifier(content: self) { $0.monospacedDigits = true }
    }
    /// The colour or gradient text, symbols and unfilled shapes inside are drawn in.
    nonisolated public func foregroundStyle(_ style: some ShapeStyle) -> some View {
        EnvironmentModifier(content: self) { env in env.foreground = style.paint(in: env) }
    }
    /// The older spelling of `foregroundStyle(_:)` with a colour (nil: the style around the
    /// view). Optional as in SwiftUI, so that `Text`'s own `foregroundColor(_:)` is chosen
    /// on a `Text`.
    nonisolated public func foregroundColor(_ color: Color?) -> some View {
        EnvironmentModifier(content: self) { env in if let color { env.foreground = color.paint(in: env) } }
    }
    /// How lines of wrapped text inside align: leading, centred or trailing.
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        EnvironmentModifier(content: self) { $0.multilineTextAlignment = alignment }
    }
    /// At most `limit` lines of text inside, the last truncated with "…" (nil: no limit).
    nonisolated public func lineLimit(_ limit: Int?) -> some View { EnvironmentModifier(content: self) { $0.lineLimit = limit } }
    /// SwiftUI's `.minimumScaleFactor(_:)`: text inside that does not fit the space proposed
    /// to it (cut by its line limit or the height, wider than the width, or one line taller
    /// than the height) shrinks, down to
    /// `factor` of its size, to the largest size at which it fits; clamped to 0.01…1.
    /// A `.fixedSize()` text is proposed its ideal size, so it never shrinks (as in SwiftUI).
    nonisolated public func minimumScaleFactor(_ factor: Double) -> some View {
        EnvironmentModifier(content: self) { $0.minimumScaleFactor = factor.isFinite ? min(max(factor, 0.01), 1) : 1 }
    }
    /// SwiftUI's `.dynamicTypeSize(...DynamicTypeSize.accessibility3)`: text inside grows with
    /// the user's size up to `range.upperBound` and stays there beyond it — what iOS's own
    /// bars and pinned buttons do, so that they cannot take the whole screen.
    nonisolated public func dynamicTypeSize(_ range: PartialRangeThrough<ContentSizeCategory>) -> some View {
        EnvironmentModifier(content: self) { $0.contentSize = min($0.contentSize, range.upperBound) }
    }
    /// SwiftUI's `.strikethrough(_:color:)`: a line through the text, in `color` or the
    /// text's own colour.
    nonisolated public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        EnvironmentModifier(content: self) { env in
            env.strikethrough = isActive ? TextLine(color: color.map { $0.paint(in: env).representativeColor }) : nil
        }
    }
    /// SwiftUI's `.environment(_:_:)`: sets one environment value for the view and
    /// everything inside it (`.environment(\.appearance, .dark)`).
    nonisolated public func environment<V: Sendable>(_ keyPath: any WritableKeyPath<EnvironmentValues, V> & Sendable, _ value: V) -> some View {
        EnvironmentModifier(content: self) { $0[keyPath: keyPath] = value }
    }

    /// SwiftUI's `.transformEnvironment(_:transform:)`: changes one environment value for
    /// the view and everything inside it, from the value it had.
    nonisolated public func transformEnvironment<V>(_ keyPath: any WritableKeyPath<EnvironmentValues, V> & Sendable,
                                        transform: @escaping @Sendable (inout V) -> Void) -> some View {
        EnvironmentModifier(content: self) { transform(&$0[keyPath: keyPath]) }
    }

    /// Puts `object` in the environment of the view and everything inside it, found by its
    /// type (what `.environmentObject(_:)` and `.environment(_:)` with an `@Observable`
    /// model do in the SwiftUI module).
    nonisolated public func environmentObject<T: AnyObject>(byType object: T) -> some View {
        let box = EnvironmentObjectBox(object: object), id = ObjectIdentifier(T.self)
        return EnvironmentModifier(content: self) { $0.setObject(box.object, typeID: id) }
    }

    // MARK: Effects

    /// Draws the view at `opacity` (0…1): when it draws more than one element they are
    /// composited as one layer first, as in SwiftUI.
    nonisolated public func opacity(_ opacity: Double) -> some View { EffectModifier(content: self, effect: .opacity(opacity)) }
    /// Draws the view moved by `x`, `y` points without changing its layout.
    nonisolated public func offset(x: Double = 0, y: Double = 0) -> some View { EffectModifier(content: self, effect: .offset(x: x, y: y)) }
    /// Draws the view scaled by `s` (1 = unchanged) about `anchor`, without changing its layout.
    nonisolated public func scaleEffect(_ s: Double, anchor: UnitPoint = .center) -> some View {
        EffectModifier(content: self, effect: .scale(x: s, y: s, anchor: anchor))
    }
    /// Draws the view scaled by `x` and `y` (1 = unchanged) about `anchor`, without changing
    /// its layout.
    nonisolated public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> some View {
        EffectModifier(content: self, effect: .scale(x: x, y: y, anchor: anchor))
    }
    /// Draws the view rotated by `angle` (clockwise on screen) about `anchor`, without
    /// changing its layout.
    nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        EffectModifier(content: self, effect: .rotation(radians: angle.radians, anchor: anchor))
    }
    /// Clips what the view draws to `shape`'s outline in the view's frame.
    nonisolated public func clipShape<S: ShapeView>(_ shape: S) -> some View { ClipShapeModifier(content: self, shape: shape) }
    /// Clips what the view draws to its frame with circular corners of `radius` points.
    nonisolated public func cornerRadius(_ radius: Double) -> some View {
        EffectModifier(content: self, effect: .clip(.roundedRectangle(cornerRadius: radius, style: .circular)))
    }
    /// SwiftUI's default shadow colour is black at 33 %.
    nonisolated public func shadow(color: Color = Color(RGBA(r: 0, g: 0, b: 0, a: 0.33)), radius: Double, x: Double = 0, y: Double = 0) -> some View {
        EffectModifier(content: self, effect: .shadow(ShadowStyle(color: color.resolved(in: EnvironmentValues()), radius: radius, x: x, y: y)))
    }
    /// A Gaussian blur of what the view draws, `radius` points (σ) wide.
    nonisolated public func blur(radius: Double) -> some View { EffectModifier(content: self, effect: .blur(radius)) }
    /// SwiftUI's `.blur(radius:opaque:)`: an opaque blur keeps its edges hard instead of
    /// fading them out; drawn as the ordinary blur, whose edges fade.
    nonisolated public func blur(radius: Double, opaque: Bool) -> some View { blur(radius: radius) }

    // MARK: Identity and accessibility

    /// Names the view's elements `id` in the display list instead of their place in the
    /// tree (SwiftUI's `.id`); checks and diffs refer to elements by it.
    nonisolated public func id(_ id: String) -> some View { IDModifier(content: self, id: id) }
    /// SwiftUI's `.id(_:)` with any hashable identity (named by its description).
    @_disfavoredOverload
    nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { IDModifier(content: self, id: String(describing: id)) }
    /// What VoiceOver says for the view, instead of its text.
    nonisolated public func accessibilityLabel(_ label: String) -> some View {
        EffectModifier(content: self, effect: .accessibility(label: label, traits: []))
    }
    /// Adds accessibility traits (button, header …) to the view's elements. A view made a
    /// button or link this way is read by its text, as SwiftUI reads a `Text` it marks so
    /// (its label, unless a `.accessibilityLabel` names it).
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        EffectModifier(content: EffectModifier(content: self, effect: .accessibility(label: "", traits: traits.names)),
                       effect: traits.contains(.isButton) || traits.contains(.isLink) ? .accessibilityFallbackLabel(Button<Text>.tapLabel(in: self)) : .accessibilityFallbackLabel(""))
    }

    /// Not SwiftUI: marks a view as drawn by iOS rather than the app — a system alert, a
    /// permission sheet — as the status bar is. Checks of the app's design (contrast,
    /// target sizes) leave it out; iOS's own colours are not the designer's to change.
    nonisolated public func systemChrome() -> some View { EffectModifier(content: self, effect: .systemChrome) }
}

/// SwiftUI's `Angle`.
public struct Angle: Hashable, Sendable {
    /// The angle in radians.
    public var radians: Double
    /// An angle of `radians`.
    public init(radians: Double) { self.radians = radians }
    /// An angle of `d` degrees.
    public static func degrees(_ d: Double) -> Angle { Angle(radians: d * Double.pi / 180) }
    /// An angle of `r` radians.
    public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
    /// SwiftUI's `Angle(degrees:)`.
    public init(degrees: Double) { radians = degrees * Double.pi / 180 }
    /// SwiftUI's `Angle()`: zero.
    public init() { radians = 0 }
    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / Double.pi }
        set { radians = newValue * Double.pi / 180 }
    }
    /// No turn.
    public static let zero = Angle()
    /// The sum of two angles.
    public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
    /// The difference of two angles.
    public static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }
    /// The angle turned the other way.
    public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
    /// The angle scaled by `k`.
    public static func * (a: Angle, k: Double) -> Angle { Angle(radians: a.radians * k) }
    /// The angle divided by `k`.
    public static func / (a: Angle, k: Double) -> Angle { Angle(radians: a.radians / k) }
}

extension Angle: Comparable {
    /// Ordered by size in radians.
    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
}

/// SwiftUI's `AccessibilityTraits` (the ones checks need).
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A control that acts when tapped; checks treat its outline as a control, not a surface.
    public static let isButton = AccessibilityTraits(rawValue: 1)
    /// A heading (VoiceOver's rotor lists them).
    public static let isHeader = AccessibilityTraits(rawValue: 2)
    /// A picture: its label is what VoiceOver says.
    public static let isImage = AccessibilityTraits(rawValue: 4)
    /// A disabled control (UIKit's `.notEnabled`): WCAG exempts inactive components from contrast.
    public static let notEnabled = AccessibilityTraits(rawValue: 8)
    /// A chosen option (UIKit's `.selected`): VoiceOver says "selected".
    public static let isSelected = AccessibilityTraits(rawValue: 16)
    /// A switch (iOS 17's `.isToggle`): VoiceOver says "switch button" and on or off.
    public static let isToggle = AccessibilityTraits(rawValue: 32)
    /// A link (VoiceOver says "link").
    public static let isLink = AccessibilityTraits(rawValue: 64)
    /// A search field.
    public static let isSearchField = AccessibilityTraits(rawValue: 128)
    /// Text that does not change.
    public static let isStaticText = AccessibilityTraits(rawValue: 256)
    /// A summary read when the app starts.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 512)
    /// A value that changes often (a timer).
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1024)
    /// A modal view: VoiceOver ignores what is behind it.
    public static let isModal = AccessibilityTraits(rawValue: 2048)
    /// Plays media when activated.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 4096)
    /// Direct touch (a drawing surface).
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 8192)
    /// Turns the page when VoiceOver reaches its end.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 16384)
    /// A key of a keyboard.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 32768)
    /// Not SwiftUI's: a control iOS draws at its own size (a segment of a segmented picker,
    /// a stepper's half, a calendar day, a switch), which a check of the design's own
    /// controls (`check tap-targets`) leaves out, saying so. Only this library's controls set it.
    static let systemControl = AccessibilityTraits(rawValue: 1 << 20)
    var names: [String] {
        [(Self.isButton, "isButton"), (Self.isHeader, "isHeader"), (Self.isImage, "isImage"), (Self.notEnabled, "notEnabled"), (Self.isSelected, "isSelected"),
         (Self.isToggle, "isToggle"), (Self.isLink, "isLink"), (Self.isSearchField, "isSearchField"), (Self.isStaticText, "isStaticText"),
         (Self.isSummaryElement, "isSummaryElement"), (Self.updatesFrequently, "updatesFrequently"), (Self.isModal, "isModal"),
         (Self.startsMediaSession, "startsMediaSession"), (Self.allowsDirectInteraction, "allowsDirectInteraction"),
         (Self.causesPageTurn, "causesPageTurn"), (Self.isKeyboardKey, "isKeyboardKey"), (Self.systemControl, "systemControl")].compactMap { contains($0.0) ? $0.1 : nil }
    }
}

/// A shape filled with a material: blurs and tints what is drawn behind it.
nonisolated struct MaterialShape<S: ShapeView>: PrimitiveView {
    let shape: S
    let kind: MaterialKind
    func makeNode(_ context: BuildContext) -> any LayoutNode {
        MaterialNode(id: context.path, shape: shape.outline(in: context.environment), material: context.environment.material(kind))
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

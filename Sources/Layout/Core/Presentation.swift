import DisplayList

/// A view iOS presents over the window rather than in the view that asks for it — an
/// alert, a confirmation dialog, a sheet, a full-screen cover. Built where it is attached
/// (with that view's environment), it is handed to the placement and laid out by
/// `ScreenLayout` after the whole screen, so it draws over every view, whichever view in
/// the tree presents it.
struct Presentation {
    enum Style {
        /// Over the screen as it is, filling it (its own dimming included): alerts, dialogs.
        case dialog
        /// A page sheet: the screen shrinks behind it, the sheet rises to 10 pt below the
        /// safe area's top.
        case sheet
        /// Replaces the screen.
        case fullScreenCover
    }
    let style: Style
    let node: any LayoutNode
    /// `.presentationBackground(_:)` on the presented view: the sheet's fill (nil: the
    /// elevated system background).
    var background: AnyShapeStyle? = nil
    /// `.presentationCornerRadius(_:)`: the sheet's corners (nil: the system's 10 pt).
    var cornerRadius: Double? = nil
}

/// The presentation modifiers a presented view carries at its root.
protocol PresentationAppearanceSource {
    var presentationBackground: AnyShapeStyle? { get }
    var presentationCornerRadius: Double? { get }
}

nonisolated struct PresentationAppearanceModifier<Content: View>: ModifierView, PresentationAppearanceSource {
    let content: Content
    var presentationBackground: AnyShapeStyle? = nil
    var presentationCornerRadius: Double? = nil
    var contentView: any View { content }
    func makeNode(_ context: BuildContext) -> any LayoutNode { context.buildContent(content) }
}

extension View {
    /// SwiftUI's `.presentationBackground(_:)` (iOS 16.4): the sheet this view is the content
    /// of is filled with `style` (a material, a colour) instead of the system background.
    /// Read where the sheet's content says it, at its root.
    nonisolated public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        PresentationAppearanceModifier(content: self, presentationBackground: AnyShapeStyle(style))
    }
    /// SwiftUI's `.presentationCornerRadius(_:)` (iOS 16.4): the sheet's corner radius (nil:
    /// the system's; negative or not finite: square).
    nonisolated public func presentationCornerRadius(_ cornerRadius: Double?) -> some View {
        PresentationAppearanceModifier(content: self, presentationCornerRadius: cornerRadius.map { $0.isFinite ? max(0, $0) : 0 })
    }
    /// SwiftUI's `.presentationBackgroundInteraction(_:)`: a still takes no touches behind the sheet.
    nonisolated public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View { self }
    /// SwiftUI's `.presentationContentInteraction(_:)`: a still neither scrolls nor resizes the sheet.
    nonisolated public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }
}

/// SwiftUI's `PresentationBackgroundInteraction`.
public struct PresentationBackgroundInteraction: Sendable {
    let name: String
    /// The system's.
    public static let automatic = PresentationBackgroundInteraction(name: "automatic")
    /// Touches behind the sheet go through.
    public static let enabled = PresentationBackgroundInteraction(name: "enabled")
    /// Touches behind the sheet go through up to `detent`.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction { .enabled }
    /// Touches behind the sheet are blocked.
    public static let disabled = PresentationBackgroundInteraction(name: "disabled")
}

/// SwiftUI's `PresentationContentInteraction`.
public struct PresentationContentInteraction: Sendable {
    let name: String
    /// The system's.
    public static let automatic = PresentationContentInteraction(name: "automatic")
    /// Swipes resize the sheet first.
    public static let resizes = PresentationContentInteraction(name: "resizes")
    /// Swipes scroll the content first.
    public static let scrolls = PresentationContentInteraction(name: "scrolls")
}

/// The background and corner radius the presented view's root modifiers set.
func presentationAppearance(of view: any View) -> (background: AnyShapeStyle?, cornerRadius: Double?) {
    var background: AnyShapeStyle?, radius: Double?
    var current: any View = view
    // Bounded walk down the root's modifiers (a chain is never deeper than its source).
    for _ in 0..<256 {
        if let source = current as? any PresentationAppearanceSource {
            background = background ?? source.presentationBackground
            radius = radius ?? source.presentationCornerRadius
        }
        guard let modifier = current as? any ModifierView else { break }
        current = modifier.contentView
    }
    return (background, radius)
}

/// `.alert`, `.confirmationDialog`, `.sheet`, `.fullScreenCover`: the content as it is, and
/// when presented, what it presents — built with the content's environment under the
/// content's path + `/presented` (so the two never share ids).
nonisolated struct PresentingModifier<Content: View, Presented: View>: ModifierView {
    let content: Content
    let style: Presentation.Style
    /// nil while nothing is presented.
    let presented: Presented?
    var contentView: any View { content }

    func makeNode(_ context: BuildContext) -> any LayoutNode {
        let child = context.buildContent(content)
        guard let presented else { return child }
        let env = context.environment
        let inner = context.identified(context.path + "/presented").with { e in
            switch style {
            case .dialog: break
            case .sheet:
                // A sheet is elevated content, and only the home indicator is outside its safe area.
                e.userInterfaceLevel = .elevated
                e.safeAreaInsets = EdgeInsets(top: 0, leading: 0, bottom: env.safeAreaInsets.bottom, trailing: 0)
            case .fullScreenCover:
                e.safeAreaInsets = env.device.safeAreaInsets
            }
        }
        let appearance = presentationAppearance(of: presented)
        return PresentingNode(child: child, presentation: Presentation(style: style, node: inner.buildContent(presented),
                                                                        background: appearance.background, cornerRadius: appearance.cornerRadius))
    }
}

struct PresentingNode: LayoutNode {
    let child: any LayoutNode
    let presentation: Presentation
    var layoutPriority: Double { child.layoutPriority }
    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size { child.sizeThatFits(proposal, context) }
    func place(in frame: Rect, _ context: inout PlacementContext) {
        child.place(in: frame, &context)
        context.presentations.append(presentation)
    }
}

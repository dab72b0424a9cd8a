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
        return PresentingNode(child: child, presentation: Presentation(style: style, node: inner.buildContent(presented)))
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

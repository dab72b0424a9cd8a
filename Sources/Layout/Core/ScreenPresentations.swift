import DisplayList
import Tokens

/// iOS 18's page sheet on an iPhone in portrait, and what an alert dims the screen by.
enum PresentationMetrics {
    /// The sheet's top sits this far below the safe area's top; the page behind shows above it.
    static let sheetTopGap = 10.0
    /// The sheet's top corners, and the shrunk page's corners on screen.
    static let cornerRadius = 10.0
    /// The page behind a sheet shrinks about its top centre until this much of the
    /// backdrop shows either side (about 92 % on a 393-pt phone), its top at the safe area's top.
    static let pageInset = 16.0
    /// What dims the page behind a sheet (black at this opacity), in both appearances. An
    /// estimate from screenshots, not a UIKit constant.
    static let sheetDimming = 0.2
}

extension ScreenLayout {
    /// Places `root` in `frame` and then what it presents, as iOS shows it: a full-screen
    /// cover instead of the screen; a sheet over the screen shrunk behind it; alerts and
    /// dialogs over whatever is on top. One modal at a time, as on iOS: the first sheet or
    /// cover the screen presents is shown, and only the dialogs of what is on top.
    /// Returns whether a sheet is shown (the status bar is then on the dark backdrop).
    @discardableResult
    static func placeWithPresentations(_ root: any LayoutNode, in frame: Rect, background: RGBA, environment: EnvironmentValues,
                                       _ placement: inout PlacementContext) -> Bool {
        let empty = placement
        root.place(in: frame, &placement)
        let pending = placement.presentations
        placement.presentations = []
        guard let modal = pending.first(where: { $0.style != .dialog }) else {
            placeDialogs(pending, &placement)
            return false
        }
        var result = empty
        let safe = empty.safeArea
        if modal.style == .fullScreenCover {
            let size = modal.node.sizeThatFits(ProposedSize(width: safe.width, height: safe.height), result.layoutContext)
            modal.node.place(in: Alignment.center.place(size, in: safe), &result)
        } else {
            placeShrunkPage(root, in: frame, background: background, &result)
            placeSheet(modal, environment: environment, &result)
        }
        let dialogs = result.presentations
        result.presentations = []
        placeDialogs(dialogs, &result)
        placement = result
        return modal.style != .fullScreenCover
    }

    /// Each dialog over the whole screen (it dims the screen itself).
    private static func placeDialogs(_ presentations: [Presentation], _ placement: inout PlacementContext) {
        for dialog in presentations where dialog.style == .dialog {
            dialog.node.place(in: placement.screen, &placement)
            placement.presentations = []
        }
    }

    /// The screen behind a sheet: the backdrop black, the page (on its own background)
    /// shrunk about its top centre with its top at the safe area's top, its corners rounded,
    /// and dimmed. What the page presents is already taken; placing it again drops it.
    private static func placeShrunkPage(_ root: any LayoutNode, in frame: Rect, background: RGBA, _ placement: inout PlacementContext) {
        typealias M = PresentationMetrics
        let screen = placement.screen
        let scale = max(0, screen.width - 2 * M.pageInset) / max(screen.width, 1)
        let saved = placement
        placement.systemChrome = true
        placement.emit(.shape("presentation/backdrop", screen, fill: .solid(.black)))
        placement.systemChrome = false
        placement.transform = AffineTransform.translation(x: 0, y: placement.safeArea.minY - screen.minY)
            .concatenating(.scale(x: scale, y: scale, anchor: Point(x: screen.midX, y: screen.minY)))
        placement.narrowClip(to: Clip(frame: screen, shape: .roundedRectangle(cornerRadius: M.cornerRadius / max(scale, 0.01), style: .continuous)))
        placement.emit(.shape("presentation/page", screen, fill: .solid(background)))
        root.place(in: frame, &placement)
        placement.presentations = []
        placement.systemChrome = true
        placement.emit(.shape("presentation/dimming", screen, fill: .solid(RGBA(r: 0, g: 0, b: 0, a: M.sheetDimming))))
        placement.restoreEffects(from: saved)
    }

    /// The sheet: from 10 pt below the safe area's top to the screen's bottom, on the
    /// elevated system background with 10-pt top corners (the bottom ones run off the
    /// screen), its content centred in it above the home indicator, as a root view is.
    private static func placeSheet(_ modal: Presentation, environment: EnvironmentValues, _ placement: inout PlacementContext) {
        typealias M = PresentationMetrics
        let node = modal.node
        let screen = placement.screen, safe = placement.safeArea
        let top = safe.minY + M.sheetTopGap
        var elevated = environment
        elevated.userInterfaceLevel = .elevated
        // `.presentationCornerRadius`, at most half the screen's width.
        let radius = min(modal.cornerRadius ?? M.cornerRadius, screen.width / 2)
        let card = Rect(x: screen.minX, y: top, width: screen.width, height: screen.maxY - top + radius)
        placement.emit(.shape("presentation/sheet", card, .roundedRectangle(cornerRadius: radius, style: .continuous),
                              fill: modal.background?.paint(in: elevated) ?? .solid(Color.systemBackground.resolved(in: elevated))))
        let content = Rect(x: screen.minX, y: top, width: screen.width, height: max(0, safe.maxY - top))
        let size = node.sizeThatFits(ProposedSize(width: content.width, height: content.height), placement.layoutContext)
        node.place(in: Alignment.center.place(size, in: content), &placement)
    }
}

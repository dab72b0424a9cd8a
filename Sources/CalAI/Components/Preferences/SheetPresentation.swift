public import SwiftUI

/// A system page sheet over the screen that presented it (seed 000 p7: "Tapping 'Continue'
/// should trigger the system's Health Access pop-up"): the page under iOS's dimming view
/// (`color.dialog.dimming`), the sheet rising from the bottom edge to 10 pt below the
/// status bar.
nonisolated public struct SheetPresentation<Page: View, Sheet: View>: View {
    @Environment(\.calAI) private var theme
    let presented: Bool
    let page: () -> Page
    let sheet: () -> Sheet

    public init(presented: Bool, @ViewBuilder page: @escaping () -> Page, @ViewBuilder sheet: @escaping () -> Sheet) {
        self.presented = presented; self.page = page; self.sheet = sheet
    }

    public var body: some View {
        ZStack(alignment: .top) {
            page()
            if presented {
                theme.swatch(.dialogDimming).ignoresSafeArea()
                sheet()
                    .padding(.top, 10)
                    .ignoresSafeArea(edges: .bottom)
            }
        }
    }
}

import SwiftUI

/// A sheet presented over a screen, as iOS 18 draws `.sheet` with
/// `.presentationDetents([.fraction(…)])` and `.presentationDragIndicator(.visible)`: the
/// screen under it dimmed (black at 40 %), the sheet rising from the bottom edge with
/// rounded top corners, the grabber centred at its top, and its navigation bar — Cancel at
/// the leading edge, the title (headline, centred), the confirming action (semibold) at the
/// trailing edge — over its content. The sheet covers the tab bar, as a sheet does.
nonisolated struct FitAISheet<Presenter: View, Content: View>: View {
    let title: String
    let cancel: String
    let confirm: String
    /// The share of the screen's height the sheet takes.
    var fraction: Double = 0.62
    let presenter: Presenter
    let content: Content

    init(title: String, cancel: String = "Cancel", confirm: String = "Save", fraction: Double = 0.62,
         @ViewBuilder presenter: () -> Presenter, @ViewBuilder content: () -> Content) {
        self.title = title; self.cancel = cancel; self.confirm = confirm; self.fraction = fraction
        self.presenter = presenter(); self.content = content()
    }

    /// The sheet's corner radius and the grabber's size and inset.
    static var cornerRadius: Double { 10 }
    static var grabberSize: (width: Double, height: Double) { (36, 5) }
    static var grabberTop: Double { 5 }
    /// What the presenter is dimmed by.
    static var dimming: Double { 0.4 }

    @Environment(\.device) private var device

    var body: some View {
        ZStack(alignment: .bottom) {
            presenter
            Color.black.opacity(Self.dimming).ignoresSafeArea()
            VStack(spacing: 0) {
                bar
                content.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            }
            .frame(height: (device.size.height * fraction).rounded())
            .background(Color.systemGroupedBackground)
            .overlay(alignment: .top) {
                Capsule().fill(Color.tertiaryLabel)
                    .frame(width: Self.grabberSize.width, height: Self.grabberSize.height)
                    .padding(.top, Self.grabberTop)
                    .accessibilityLabel("Sheet grabber")
            }
            .clipShape(RoundedRectangle(cornerRadius: Self.cornerRadius))
            // A sheet is elevated content: in dark its backgrounds are a step lighter.
            .environment(\.userInterfaceLevel, .elevated)
            // The bottom corners run past the screen's edge: only the top ones show.
            .padding(.bottom, -Self.cornerRadius)
            .ignoresSafeArea(edges: .bottom)
        }
    }

    private var bar: some View {
        HStack(spacing: 8) {
            Text(cancel).foregroundStyle(Color.systemBlue).fixedSize()
                .accessibilityLabel(cancel).accessibilityAddTraits(.isButton)
            Text(title).font(.headline).foregroundStyle(Color.label).lineLimit(1)
                .frame(maxWidth: .infinity)
                .accessibilityAddTraits(.isHeader)
            Text(confirm).fontWeight(.semibold).foregroundStyle(Color.systemBlue).fixedSize()
                .accessibilityLabel(confirm).accessibilityAddTraits(.isButton)
        }
        .font(.body)
        .dynamicTypeSize(...ContentSizeCategory.extraExtraExtraLarge)
        .padding(.horizontal, InsetGroupedMetrics.cardInset(screenWidth: device.size.width))
        .padding(.top, 12)
        .frame(height: 56)
    }
}

public import SwiftUI

/// The main app's tab bar (seed 000 §2 "Main Application Pages": Home, Progress/Plan):
/// Home, Progress and Settings, the current tab in black, the others grey, on the surface
/// colour with a hairline on top, down to the screen's bottom edge.
nonisolated public struct MainTabBar: View {
    @Environment(\.mainLook) private var look
    let selected: Int

    public init(selected: Int) { self.selected = selected }

    static let tabs = [("house.fill", "Home"), ("chart.bar.fill", "Progress"), ("gearshape.fill", "Settings")]

    public var body: some View {
        let look = self.look
        HStack(spacing: 0) {
            ForEach(Array(Self.tabs.enumerated()), id: \.offset) { index, tab in
                VStack(spacing: 4) {
                    Image(systemName: tab.0)
                        .font(.system(size: 22, weight: .medium))
                    Text(tab.1)
                        .font(.system(size: 10, weight: .medium))
                        .fixedSize()
                }
                .foregroundColor(look.color(index == selected ? .textPrimary : .textSecondary))
                .frame(maxWidth: .infinity)
                .accessibilityLabel(tab.1 + (index == selected ? ", selected" : ""))
                .accessibilityAddTraits(.isButton)
            }
        }
        .padding(.top, 8)
        .padding(.bottom, 2)
        .background(
            VStack(spacing: 0) {
                Rectangle().fill(look.color(.border)).frame(height: look.length(.sizeHairline))
                look.color(.surface)
            }
            .ignoresSafeArea(edges: .bottom)
        )
    }
}

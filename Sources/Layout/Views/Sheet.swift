/// SwiftUI's sheet and full-screen cover modifiers. While presented, `ScreenLayout` draws
/// what iOS 18 shows on an iPhone (ScreenPresentations.swift): a sheet over the screen shrunk
/// and dimmed behind it, its top 10 pt below the safe area's, on the elevated system
/// background with 10-pt corners; a cover in place of the screen. Otherwise nothing is added.
/// `onDismiss` is never run (a render is one moment).
extension View {
    /// `.sheet(isPresented: $showing) { EditView() }`.
    nonisolated public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                                 @ViewBuilder content: @escaping () -> Content) -> some View {
        PresentingModifier(content: self, style: .sheet, presented: isPresented.wrappedValue ? content() : nil)
    }
    /// `.sheet(item: $editing) { entry in EditView(entry) }`: the sheet for the item, while there is one.
    nonisolated public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                      @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        PresentingModifier(content: self, style: .sheet, presented: item.wrappedValue.map(content))
    }
    /// `.fullScreenCover(isPresented: $showing) { OnboardingView() }`: the content instead of the screen.
    nonisolated public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                                           @ViewBuilder content: @escaping () -> Content) -> some View {
        PresentingModifier(content: self, style: .fullScreenCover, presented: isPresented.wrappedValue ? content() : nil)
    }
    /// The cover for the item, while there is one.
    nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                                @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        PresentingModifier(content: self, style: .fullScreenCover, presented: item.wrappedValue.map(content))
    }

    /// SwiftUI's `.presentationDetents(_:)`: accepted so sheets compile; the sheet is drawn at
    /// its large detent, whatever the set holds.
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
    /// SwiftUI's `.presentationDragIndicator(_:)`: accepted; no grabber is drawn.
    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
    /// SwiftUI's `.interactiveDismissDisabled(_:)`: a still cannot be swiped away either way.
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
}

/// SwiftUI's `PresentationDetent`: a height a sheet may rest at.
public struct PresentationDetent: Hashable, Sendable {
    let name: String
    let value: Double
    /// About half the screen.
    public static let medium = PresentationDetent(name: "medium", value: 0.5)
    /// The full sheet.
    public static let large = PresentationDetent(name: "large", value: 1)
    /// `fraction` of the full sheet's height.
    public static func fraction(_ fraction: Double) -> PresentationDetent { PresentationDetent(name: "fraction", value: fraction) }
    /// `height` points tall.
    public static func height(_ height: Double) -> PresentationDetent { PresentationDetent(name: "height", value: height) }
}

/// What `.labelsHidden()` and the older presentation APIs put in the environment.
struct LabelsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// `.labelsHidden()` was applied above: controls draw without their labels.
    public var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }

    /// SwiftUI's `\.presentationMode` (before iOS 15): whether the view is presented, and a
    /// `dismiss()` that does nothing in a still.
    public var presentationMode: Binding<PresentationMode> { .constant(PresentationMode()) }
}

extension View {
    /// SwiftUI's `.labelsHidden()`: toggles and steppers inside draw their control alone.
    nonisolated public func labelsHidden() -> some View { EnvironmentModifier(content: self) { $0.labelsHidden = true } }
}

/// SwiftUI's `PresentationMode`.
public struct PresentationMode: Sendable {
    /// Whether the view is shown as presented (a preview draws it shown).
    public var isPresented: Bool { true }
    /// Dismisses the view: nothing, in a still.
    public mutating func dismiss() {}
}

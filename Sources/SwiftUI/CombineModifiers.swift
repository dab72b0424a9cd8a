extension View {
    /// SwiftUI's `.onReceive(_:perform:)`: drawn as it is; what the publisher sends does
    /// not arrive in a still.
    nonisolated public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        self
    }
}

public import SwiftUI

/// One `#Preview` or `PreviewProvider` found in a team's files, as the runner that
/// `proof previews` compiles lists it: where it is written, the name it was given, and how
/// to build its views (main-actor code, as SwiftUI's is).
public struct PreviewItem {
    /// The file's name (`ContentView.swift`).
    public let file: String
    /// The line of the `#Preview` or of the provider's declaration.
    public let line: Int
    /// `#Preview("name")`'s name, or the provider's type name; nil for an unnamed `#Preview`.
    public let name: String?
    /// True for a `PreviewProvider`, whose `previews` may list several previews.
    public let isProvider: Bool
    /// The views to draw: one for a `#Preview`, each part of `previews` for a provider.
    let make: @MainActor () -> [any View]

    /// A `#Preview`, as the runner's copy of its file declares it (`PreviewBody`).
    public static func macro(_ preview: PreviewBody, file: String, line: Int, name: String?) -> PreviewItem {
        PreviewItem(file: file, line: line, name: name ?? preview.name, isProvider: false, make: { [preview.makeView()] })
    }

    /// A `PreviewProvider`: each view its `previews` lists is a preview (`ViewParts`).
    public static func provider<P: PreviewProvider>(_ type: P.Type, file: String, line: Int) -> PreviewItem {
        PreviewItem(file: file, line: line, name: String(describing: P.self), isProvider: true, make: { ViewParts.of(P.previews) })
    }
}

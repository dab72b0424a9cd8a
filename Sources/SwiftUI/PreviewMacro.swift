/// SwiftUI's `#Preview`: a preview of the view its body builds, named `name` (Xcode labels
/// an unnamed one by its line). `proof previews` draws every one it finds.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "SwiftUIMacros", type: "PreviewMacro")

/// SwiftUI's `#Preview(_:traits:_:body:)`: a preview with traits (a layout, an orientation).
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "SwiftUIMacros", type: "PreviewMacro")

/// SwiftUI's `@Previewable`: a dynamic property (`@State`) declared inline in a `#Preview`
/// body; the macro makes it a property of the view it previews.
@attached(peer)
public macro Previewable() = #externalMacro(module: "SwiftUIMacros", type: "PreviewableMacro")

/// What `#Preview` expands to: a preview's name and the view it builds.
@MainActor
public protocol PreviewRegistration {
    /// The name given to `#Preview`, or nil.
    static var previewName: String? { get }
    /// The view the preview's body builds.
    static func makePreview() -> any View
}

/// What a `#Preview` body is, as in Xcode: a view builder returning `any View`, so a body may
/// also `return` a view explicitly (`do { …; return DetailView(book: example) } catch {
/// return Text("…") }`), which turns the builder off for it. The macro's expansion calls it.
@MainActor public func __previewBody(@ViewBuilder _ body: () -> any View) -> any View { body() }

/// DeveloperToolsSupport's `Preview`, for the types of its traits.
public struct Preview: Sendable {
    /// The traits of a view's preview.
    public enum ViewTraits: Sendable {}
}

/// DeveloperToolsSupport's `PreviewTrait`: how a preview is laid out. DesignProof draws a
/// preview on the run's device, in portrait; the traits are accepted.
public struct PreviewTrait<T>: Sendable {
    let name: String
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview fills the device.
    public static var defaultLayout: PreviewTrait<Preview.ViewTraits> { .init(name: "defaultLayout") }
    /// The preview as small as its view allows.
    public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> { .init(name: "sizeThatFitsLayout") }
    /// The preview at a fixed size in points.
    public static func fixedLayout(width: Double, height: Double) -> PreviewTrait<Preview.ViewTraits> { .init(name: "fixedLayout") }
    /// Portrait.
    public static var portrait: PreviewTrait<Preview.ViewTraits> { .init(name: "portrait") }
    /// Landscape, top to the left.
    public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> { .init(name: "landscapeLeft") }
    /// Landscape, top to the right.
    public static var landscapeRight: PreviewTrait<Preview.ViewTraits> { .init(name: "landscapeRight") }
    /// Portrait, upside down.
    public static var portraitUpsideDown: PreviewTrait<Preview.ViewTraits> { .init(name: "portraitUpsideDown") }
}

/// A `#Preview` as `proof previews`' runner compiles it: its name and its body. The runner
/// compiles a copy of each file in which `#Preview(…) { … }` reads
/// `let __DesignProofPreview_<file>_<line> = __DesignProofPreviewValue(…) { … }` (and
/// `@Previewable` is left out, its `@State` a local of the body), so it can name every
/// preview, which a macro's uniquely named declaration does not allow.
public struct PreviewBody: @unchecked Sendable {
    // @unchecked: `body` is main-actor code, only ever called on the main actor.
    /// The name given to `#Preview`, or nil.
    public let name: String?
    let body: @MainActor () -> any View
    /// The view the body builds.
    @MainActor public func makeView() -> any View { body() }
}

/// `#Preview`'s arguments, as the runner of `proof previews` compiles them (`PreviewBody`).
public func __DesignProofPreviewValue(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
                                      @ViewBuilder body: @escaping @MainActor () -> any View) -> PreviewBody {
    PreviewBody(name: name, body: body)
}

import DisplayList

/// SwiftUI's `Image`: an SF Symbol (see `Icon`), a PNG asset, or a drawn illustration.
/// Assets and illustrations are resizable and keep their aspect ratio, filling (`.fill`)
/// or fitting (`.fit`) the frame they are offered, clipped to it.
nonisolated public struct Image: PrimitiveView {
    /// What the image draws.
    public enum Kind: Hashable, Sendable {
        /// An SF Symbol by name, drawn as `Icon` draws it.
        case symbol(String)
        /// A PNG file, drawn by the renderer.
        case asset(path: String, aspect: Double)
        /// A procedurally drawn illustration known to the renderer by name ("meal").
        case illustration(String, aspect: Double)
    }
    /// How the image meets its frame: all of it inside (`.fit`) or covering it, clipped (`.fill`).
    public enum ContentMode: Hashable, Sendable { case fit, fill }

    let kind: Kind
    var contentMode: ContentMode = .fill

    init(kind: Kind) { self.kind = kind }
    /// The PNG at `path`, whose width is `aspectRatio` × its height.
    public init(asset path: String, aspectRatio: Double) { kind = .asset(path: path, aspect: aspectRatio) }
    /// The illustration the renderer draws under `name` ("meal"), `aspectRatio` wide per unit of height.
    public init(illustration name: String, aspectRatio: Double = 4.0 / 3.0) { kind = .illustration(name, aspect: aspectRatio) }

    /// Fits or fills the frame offered, keeping the aspect ratio: SwiftUI's
    /// `.aspectRatio(_:contentMode:)` on an image, whose own ratio is kept
    /// (its pixels' or the illustration's), `contentMode` decides fit or fill.
    public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> Image { var i = self; i.contentMode = contentMode; return i }
    /// SwiftUI's `.scaledToFit()`: all of the image inside the frame offered.
    public func scaledToFit() -> Image { aspectRatio(contentMode: .fit) }
    /// SwiftUI's `.scaledToFill()`: the frame offered covered, the rest clipped.
    public func scaledToFill() -> Image { aspectRatio(contentMode: .fill) }
    /// Accepted for SwiftUI's spelling: assets and illustrations always resize.
    public func resizable() -> Image { self }

    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        switch kind {
        case .symbol(let name): return Icon(systemName: name).makeNode(context)
        case .asset(let path, let aspect): return ImageNode(id: context.path, source: "asset:" + path, aspect: aspect, mode: contentMode)
        case .illustration(let name, let aspect): return ImageNode(id: context.path, source: "illustration:" + name, aspect: aspect, mode: contentMode)
        }
    }
}

struct ImageNode: LayoutNode {
    let id: String
    let source: String
    let aspect: Double
    let mode: Image.ContentMode

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        switch (proposal.width.flatMap { $0.isFinite ? $0 : nil }, proposal.height.flatMap { $0.isFinite ? $0 : nil }) {
        // Fitted, an image is the largest rectangle of its ratio inside the proposal, as
        // SwiftUI's `.scaledToFit()` makes it; filled, it takes the proposal and is clipped.
        case let (w?, h?) where mode == .fit: return w / aspect <= h ? Size(width: w, height: w / aspect) : Size(width: h * aspect, height: h)
        case let (w?, h?): return Size(width: w, height: h)
        case let (w?, nil): return Size(width: w, height: w / aspect)
        case let (nil, h?): return Size(width: h * aspect, height: h)
        case (nil, nil): return Size(width: 100 * aspect, height: 100)
        }
    }

    func place(in frame: Rect, _ context: inout PlacementContext) {
        // The image's own rectangle, aspect-filled or -fitted into the frame; the renderer
        // clips to the frame.
        let scaleW = frame.width / aspect, scaleH = frame.height
        let height = mode == .fill ? max(scaleW, scaleH) : min(scaleW, scaleH)
        let size = Size(width: height * aspect, height: height)
        let rect = Rect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width, height: size.height)
        var element = Element.shape(id, rect, .rectangle, clip: Clip(frame: frame, shape: .rectangle))
        element.kind = .image
        element.image = source
        element.accessibilityTraits = ["isImage"]
        context.emit(element)
    }
}

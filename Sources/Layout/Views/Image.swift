import DisplayList
import Foundation

/// SwiftUI's `Image`: an SF Symbol (see `Icon`), an image set of the app's asset catalogue
/// (`Image("name")`), a PNG file, or a drawn illustration.
/// A catalogue image is sized as SwiftUI sizes it: its points (pixels ÷ the file's scale)
/// until `.resizable()`, then the frame offered — stretched, or keeping its ratio under
/// `.scaledToFit()`/`.scaledToFill()` (a filled image is larger than the frame, and not
/// clipped unless `.clipped()` asks). PNG files and illustrations (our apps' own) always
/// resize and keep their aspect ratio, filling (`.fill`) or fitting (`.fit`) the frame they
/// are offered, clipped to it.
nonisolated public struct Image: PrimitiveView {
    /// What the image draws.
    public enum Kind: Hashable, Sendable {
        /// An SF Symbol by name, drawn as `Icon` draws it.
        case symbol(String)
        /// A PNG file, drawn by the renderer.
        case asset(path: String, aspect: Double)
        /// Content drawn for its frame (an app's procedurally drawn photo), whose width is
        /// `aspect` × its height.
        case illustration(Illustration, aspect: Double)
        /// An image set of the asset catalogue in the environment, by name.
        case named(String)
        /// No pixels (UIKit's `UIImage()`): takes no room and draws nothing.
        case empty
    }
    /// How the image meets its frame: all of it inside (`.fit`) or covering it, clipped (`.fill`).
    public enum ContentMode: Hashable, Sendable { case fit, fill }
    /// SwiftUI's `Image.TemplateRenderingMode`: drawn as its pixels (`.original`) or as a
    /// mask filled with the foreground style (`.template`).
    public enum TemplateRenderingMode: Hashable, Sendable { case original, template }

    let kind: Kind
    var contentMode: ContentMode = .fill
    /// For catalogue images: `.resizable()` was asked, and whether a content mode was.
    var isResizable = false
    var explicitMode = false
    var ratio: Double?
    var renderingMode: TemplateRenderingMode?

    /// Not SwiftUI: an image of `kind` (what `Image(uiImage:)` makes of a UIImage).
    public init(kind: Kind) { self.kind = kind }
    /// The PNG at `path`, whose width is `aspectRatio` × its height.
    public init(asset path: String, aspectRatio: Double) { kind = .asset(path: path, aspect: aspectRatio) }
    /// Not SwiftUI: `illustration` drawn for the frame the image gets (the apps' food photos),
    /// `aspectRatio` wide per unit of height. Its drawing travels with the display list, so
    /// the renderer draws it as data.
    public init(illustration: Illustration, aspectRatio: Double = 4.0 / 3.0) { kind = .illustration(illustration, aspect: aspectRatio) }

    /// SwiftUI's `Image(_ name:bundle:)`: the image set `name` of the app's asset catalogue
    /// (`EnvironmentValues.assetCatalog`); a name no catalogue has is refused when the screen
    /// is drawn, naming it and the catalogues searched. `bundle` is accepted and not read.
    public init(_ name: String, bundle: Bundle? = nil) { kind = .named(name) }
    /// SwiftUI's `Image(_ resource:)`: the image set an `ImageResource` names.
    public init(_ resource: ImageResource) { kind = .named(resource.name) }
    /// SwiftUI's `Image(decorative:bundle:)`: a catalogue image (drawn as `Image(name)`).
    public init(decorative name: String, bundle: Bundle? = nil) { kind = .named(name) }

    /// Fits or fills the frame offered, keeping the aspect ratio: SwiftUI's
    /// `.aspectRatio(_:contentMode:)` on an image, whose own ratio is kept (its pixels' or
    /// the illustration's) unless `ratio` (width ÷ height) is given for a catalogue image.
    public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> Image {
        var i = self; i.contentMode = contentMode; i.explicitMode = true; i.ratio = ratio; return i
    }
    /// SwiftUI's `.scaledToFit()`: all of the image inside the frame offered.
    public func scaledToFit() -> Image { aspectRatio(contentMode: .fit) }
    /// SwiftUI's `.scaledToFill()`: the frame offered covered (a catalogue image overflows
    /// it; PNG files and illustrations are clipped to it).
    public func scaledToFill() -> Image { aspectRatio(contentMode: .fill) }
    /// SwiftUI's `.resizable()`: a catalogue image takes the frame offered instead of its own
    /// size (PNG files and illustrations always resize).
    public func resizable() -> Image { var i = self; i.isResizable = true; return i }
    /// SwiftUI's `.resizable(capInsets:resizingMode:)`: resizes (caps and tiling are not drawn).
    public func resizable(capInsets: EdgeInsets, resizingMode: ResizingMode = .stretch) -> Image { resizable() }
    /// SwiftUI's `Image.ResizingMode`.
    public enum ResizingMode: Hashable, Sendable { case stretch, tile }
    /// SwiftUI's `.renderingMode(_:)`: a catalogue image drawn as its pixels or as a mask of
    /// the foreground style (nil: as its set's "Render As" says).
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { var i = self; i.renderingMode = mode; return i }

    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        switch kind {
        case .symbol(let name): return Icon(systemName: name).makeNode(context)
        case .asset(let path, let aspect): return ImageNode(id: context.path, source: "asset:" + path, aspect: aspect, mode: contentMode)
        case .illustration(let illustration, let aspect):
            return ImageNode(id: context.path, source: "illustration:" + illustration.name, aspect: aspect, mode: contentMode,
                             illustration: illustration)
        case .named(let name): return namedNode(name, context)
        case .empty: return CatalogImageNode(id: context.path, path: nil, natural: .zero, sizing: .fixed, tint: nil)
        }
    }

    private func namedNode(_ name: String, _ context: BuildContext) -> any LayoutNode {
        let env = context.environment
        let catalog = env.assetCatalog.folders.isEmpty ? EnvironmentValues.current.assetCatalog : env.assetCatalog
        let set = catalog.images[name]
        let variant = set?.variant(for: env)
        if let problem = catalog.problem(image: name, variant: variant) {
            env.recordMissingAsset(problem)
            return CatalogImageNode(id: context.path, path: nil, natural: .zero, sizing: .fixed, tint: nil)
        }
        guard let set, let variant, let pixels = variant.pixelSize else { return CatalogImageNode(id: context.path, path: nil, natural: .zero, sizing: .fixed, tint: nil) }
        let scale = variant.scale ?? env.device.scale
        let natural = Size(width: pixels.width / scale, height: pixels.height / scale)
        let sizing: CatalogImageNode.Sizing
        if !isResizable { sizing = .fixed }
        else if explicitMode { sizing = .ratio(ratio ?? natural.width / natural.height, contentMode) }
        else { sizing = .stretch }
        let template = renderingMode.map { $0 == .template } ?? set.template
        let tint = template ? (env.foreground ?? Color.primary.paint(in: env)) : nil
        return CatalogImageNode(id: context.path, path: variant.path, natural: natural, sizing: sizing, tint: tint)
    }
}

/// SwiftUI's `ImageResource`: an image set by name, as Xcode generates one per set
/// (`Image(.logo)`; `proof previews` generates them from the catalogues it finds).
public struct ImageResource: Hashable, Sendable {
    /// The image set's name.
    public let name: String
    /// The resource named `name`; `bundle` is accepted and not read.
    public init(name: String, bundle: Bundle? = nil) { self.name = name }
}

/// A catalogue image laid out as SwiftUI lays one out: its own size, stretched to the
/// proposal, or its ratio fitted or filled into it (not clipped: `.clipped()` does that).
struct CatalogImageNode: LayoutNode {
    enum Sizing { case fixed, stretch, ratio(Double, Image.ContentMode) }
    let id: String
    /// The PNG drawn; nil when the asset is missing (the layout's record says why).
    let path: String?
    /// Its size in points.
    let natural: Size
    let sizing: Sizing
    /// For a template image: the paint its pixels' alpha is filled with.
    let tint: Paint?

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let w = proposal.width.flatMap { $0.isFinite ? $0 : nil }, h = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        switch sizing {
        case .fixed: return natural
        case .stretch: return Size(width: w ?? natural.width, height: h ?? natural.height)
        case .ratio(let ratio, let mode):
            guard ratio > 0, ratio.isFinite else { return natural }
            switch (w, h) {
            case let (w?, h?):
                // Fit: the largest of the ratio inside; fill: the smallest covering it.
                let byWidth = Size(width: w, height: w / ratio), byHeight = Size(width: h * ratio, height: h)
                let widthWins = mode == .fit ? byWidth.height <= h : byWidth.height >= h
                return widthWins ? byWidth : byHeight
            case let (w?, nil): return Size(width: w, height: w / ratio)
            case let (nil, h?): return Size(width: h * ratio, height: h)
            case (nil, nil): return Size(width: natural.height * ratio, height: natural.height)
            }
        }
    }

    func place(in frame: Rect, _ context: inout PlacementContext) {
        guard let path else { return }
        var element = Element.shape(id, frame, .rectangle, fill: tint)
        element.kind = .image
        element.image = "asset:" + path
        element.accessibilityTraits = ["isImage"]
        context.emit(element)
    }
}

struct ImageNode: LayoutNode {
    let id: String
    let source: String
    let aspect: Double
    let mode: Image.ContentMode
    /// For an illustration: what draws it, for the rectangle it gets.
    var illustration: Illustration? = nil

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
        element.drawing = illustration?.drawing(for: size)
        element.accessibilityTraits = ["isImage"]
        context.emit(element)
    }
}

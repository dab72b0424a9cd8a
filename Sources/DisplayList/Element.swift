/// One thing to draw: a shape with fill and stroke, or text. Flat and absolute — frames
/// are in the canvas's points, not relative to a parent — so that renderers and checks
/// read it without knowing how it was laid out.
public struct Element: Hashable, Sendable, Codable {
    /// What the element draws: a shape, a text run or an image.
    public enum Kind: String, Hashable, Sendable, Codable { case shape, text, image }

    /// Stable across runs: derived from the element's place in the tree or given explicitly.
    public var id: String
    /// Which of shape, text or image this element is.
    public var kind: Kind
    /// Where the element lies, in canvas points, before `transform`.
    public var frame: Rect
    /// The outline laid into `frame`, which the fill and stroke follow.
    public var shape: Shape
    /// Paint inside `shape`; nil draws no fill.
    public var fill: Paint?
    /// Line along `shape`'s edge; nil draws none.
    public var stroke: Stroke?
    /// For text elements: the string and how it is set.
    public var text: TextRun?
    /// For images: `asset:PATH` (a PNG) or `illustration:NAME` (drawn from `drawing`),
    /// scaled into `frame` and clipped by `clip`. An asset with a `fill` is a template
    /// image: the fill painted through the PNG's alpha.
    public var image: String?
    /// For an `illustration:NAME` image: what it draws, in the frame's points. Not in the
    /// JSON (the name stands for it there).
    public var drawing: Drawing? = nil
    /// For text elements: the lines the layout set the text in, from the frame's top. Not in
    /// the JSON (measuring the run again gives them): a list read back has none, and what
    /// reads it then takes the text's frame for one line.
    public var lines: TextLines? = nil
    /// The element's own opacity. Inside an opacity group it is seen at this times the
    /// group's (`DisplayList.effectiveOpacity(of:)`).
    public var opacity: Double
    /// The innermost opacity group the element belongs to: an index into `DisplayList.groups`;
    /// nil when it belongs to none.
    public var group: Int?
    /// Drawing is limited to this region (SwiftUI's `clipShape`), in canvas points.
    public var clip: Clip?
    /// Offset, scale and rotation applied after layout (SwiftUI's `.offset`,
    /// `.scaleEffect`, `.rotationEffect`); nil is the identity.
    public var transform: AffineTransform?
    /// Drop shadow under the element (SwiftUI's `.shadow`); nil casts none.
    public var shadow: ShadowStyle?
    /// Gaussian blur of the element itself (SwiftUI's `.blur(radius:)`), in points.
    public var blur: Double?
    /// A material fill: blurs what is already drawn behind the shape, then tints it.
    public var material: MaterialStyle?
    /// What VoiceOver reads; text elements default to their string.
    public var accessibilityLabel: String?
    /// SwiftUI accessibility traits ("isButton", "isHeader", "isImage", "isStaticText").
    public var accessibilityTraits: [String]

    private enum CodingKeys: String, CodingKey {
        case id, kind, frame, shape, fill, stroke, text, image, opacity, group, clip, transform, shadow, blur, material
        case accessibilityLabel, accessibilityTraits
    }

    /// An element; `frame` in canvas points, `opacity` 0…1.
    public init(id: String, kind: Kind, frame: Rect, shape: Shape = .rectangle, fill: Paint? = nil,
                stroke: Stroke? = nil, text: TextRun? = nil, opacity: Double = 1, clip: Clip? = nil,
                transform: AffineTransform? = nil, shadow: ShadowStyle? = nil, blur: Double? = nil,
                material: MaterialStyle? = nil, accessibilityLabel: String? = nil, accessibilityTraits: [String] = []) {
        self.id = id; self.kind = kind; self.frame = frame; self.shape = shape; self.fill = fill
        self.stroke = stroke; self.text = text; self.opacity = opacity; self.clip = clip
        self.transform = transform; self.shadow = shadow; self.blur = blur; self.material = material
        self.accessibilityLabel = accessibilityLabel; self.accessibilityTraits = accessibilityTraits
    }

    /// A shape element.
    public static func shape(_ id: String, _ frame: Rect, _ shape: Shape = .rectangle, fill: Paint? = nil,
                             stroke: Stroke? = nil, opacity: Double = 1, clip: Clip? = nil) -> Element {
        Element(id: id, kind: .shape, frame: frame, shape: shape, fill: fill, stroke: stroke, opacity: opacity, clip: clip)
    }

    /// A text element, labelled for accessibility with its string.
    public static func text(_ id: String, _ frame: Rect, _ run: TextRun, opacity: Double = 1) -> Element {
        Element(id: id, kind: .text, frame: frame, text: run, opacity: opacity, accessibilityLabel: run.string)
    }
}

/// A clipping region: a shape laid into a frame.
public struct Clip: Hashable, Sendable, Codable {
    /// The frame the shape is laid into, in canvas points.
    public var frame: Rect
    /// The clip's outline within `frame`.
    public var shape: Shape
    /// A clip of `shape` laid into `frame`.
    public init(frame: Rect, shape: Shape) { self.frame = frame; self.shape = shape }
}

public import Tokens

/// The boundary between deciding what to draw and drawing it: a canvas size in points, a
/// scale, a background and elements in painting order (later elements draw on top), some of
/// them composited together in opacity groups.
public struct DisplayList: Hashable, Sendable, Codable {
    /// Canvas size in points.
    public var size: Size
    /// Pixels per point (2 for @2x, 3 for @3x).
    public var scale: Double
    /// Colour the canvas is filled with before any element is drawn.
    public var background: RGBA
    /// What to draw, in painting order: later elements draw on top.
    public var elements: [Element]
    /// Opacity groups, outer before inner; elements name theirs (`Element.group`). In JSON
    /// only when there are any, so a list without groups reads as it always did.
    public var groups: [OpacityGroup]
    /// Text that does not fit: truncated, clipped, outside its parent, or overlapping other text.
    public var overflows: [Overflow]
    /// What VoiceOver finds, each at its view's own frame, in the order the views are laid
    /// out. In JSON only when there are any.
    public var accessibility: [AccessibilityNode]

    /// A display list; `size` in points, `scale` in pixels per point.
    public init(size: Size, scale: Double, background: RGBA = .white, elements: [Element] = [], groups: [OpacityGroup] = [],
                overflows: [Overflow] = [], accessibility: [AccessibilityNode] = []) {
        self.size = size; self.scale = scale; self.background = background; self.elements = elements
        self.groups = groups; self.overflows = overflows; self.accessibility = accessibility
    }

    private enum CodingKeys: String, CodingKey { case schema, size, scale, background, elements, groups, overflows, accessibility }

    /// Refuses JSON that is not a display list of this version (`OutputSchema.displayList`)
    /// before reading anything else, and malformed groups after.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        if let problem = OutputSchema.displayList.problem(with: try c.decodeIfPresent(OutputSchema.self, forKey: .schema)) {
            throw DecodingError.dataCorruptedError(forKey: .schema, in: c, debugDescription: "not a display list this proof reads: " + problem)
        }
        size = try c.decode(Size.self, forKey: .size)
        scale = try c.decode(Double.self, forKey: .scale)
        background = try c.decode(RGBA.self, forKey: .background)
        elements = try c.decode([Element].self, forKey: .elements)
        groups = try c.decodeIfPresent([OpacityGroup].self, forKey: .groups) ?? []
        overflows = try c.decode([Overflow].self, forKey: .overflows)
        accessibility = try c.decodeIfPresent([AccessibilityNode].self, forKey: .accessibility) ?? []
        if let problem = groupProblem() {
            throw DecodingError.dataCorruptedError(forKey: .groups, in: c, debugDescription: problem)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(OutputSchema.displayList, forKey: .schema)
        try c.encode(size, forKey: .size)
        try c.encode(scale, forKey: .scale)
        try c.encode(background, forKey: .background)
        try c.encode(elements, forKey: .elements)
        if !groups.isEmpty { try c.encode(groups, forKey: .groups) }
        try c.encode(overflows, forKey: .overflows)
        if !accessibility.isEmpty { try c.encode(accessibility, forKey: .accessibility) }
    }

    /// Adds `element` on top of everything drawn so far.
    public mutating func append(_ element: Element) { elements.append(element) }

    /// The first element with `id`.
    public subscript(id: String) -> Element? { elements.first { $0.id == id } }
}

/// A text that the layout could not fit, with the ids involved. Dynamic Type checks read these.
public struct Overflow: Hashable, Sendable, Codable {
    /// Why a text counts as overflowing.
    public enum Kind: String, Hashable, Sendable, Codable {
        /// Cut by a line limit or by too little height: drawn with an ellipsis.
        case truncated
        /// Partly outside the clip of a container (a ScrollView's viewport, a clipShape).
        case clipped
        /// Extends beyond the frame its parent laid out for it (e.g. a word wider than the proposal).
        case outsideParent
        /// Two texts whose frames intersect.
        case overlap
        /// A word wider than its line, broken between two of its characters (no hyphen).
        case brokenWord
    }
    /// Why the text overflows.
    public var kind: Kind
    /// The ids of the text elements involved (both texts, for `overlap`).
    public var ids: [String]
    /// An overflow of `kind` involving the elements `ids`.
    public init(kind: Kind, ids: [String]) { self.kind = kind; self.ids = ids }
}

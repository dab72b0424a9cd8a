public import Tokens

/// The boundary between deciding what to draw and drawing it: a canvas size in points, a
/// scale, a background and elements in painting order (later elements draw on top).
public struct DisplayList: Hashable, Sendable, Codable {
    public var size: Size
    /// Pixels per point (2 for @2x, 3 for @3x).
    public var scale: Double
    public var background: RGBA
    public var elements: [Element]
    /// Text that does not fit: truncated, clipped, outside its parent, or overlapping other text.
    public var overflows: [Overflow]

    public init(size: Size, scale: Double, background: RGBA = .white, elements: [Element] = [], overflows: [Overflow] = []) {
        self.size = size; self.scale = scale; self.background = background; self.elements = elements
        self.overflows = overflows
    }

    public mutating func append(_ element: Element) { elements.append(element) }

    /// The first element with `id`.
    public subscript(id: String) -> Element? { elements.first { $0.id == id } }
}

/// A text that the layout could not fit, with the ids involved. Dynamic Type checks read these.
public struct Overflow: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable {
        /// Cut by a line limit or by too little height: drawn with an ellipsis.
        case truncated
        /// Partly outside the clip of a container (a ScrollView's viewport, a clipShape).
        case clipped
        /// Extends beyond the frame its parent laid out for it (e.g. a word wider than the proposal).
        case outsideParent
        /// Two texts whose frames intersect.
        case overlap
    }
    public var kind: Kind
    public var ids: [String]
    public init(kind: Kind, ids: [String]) { self.kind = kind; self.ids = ids }
}

public import Tokens

/// The boundary between deciding what to draw and drawing it: a canvas size in points, a
/// scale, a background and elements in painting order (later elements draw on top).
public struct DisplayList: Hashable, Sendable, Codable {
    public var size: Size
    /// Pixels per point (2 for @2x, 3 for @3x).
    public var scale: Double
    public var background: RGBA
    public var elements: [Element]

    public init(size: Size, scale: Double, background: RGBA = .white, elements: [Element] = []) {
        self.size = size; self.scale = scale; self.background = background; self.elements = elements
    }

    public mutating func append(_ element: Element) { elements.append(element) }

    /// The first element with `id`.
    public subscript(id: String) -> Element? { elements.first { $0.id == id } }
}

/// SwiftUI's alignments, as fractions of the free space (0 leading/top, 1 trailing/bottom).
public struct HorizontalAlignment: Hashable, Sendable {
    let fraction: Double
    /// At the leading (left) edge.
    public static let leading = HorizontalAlignment(fraction: 0)
    /// Centred.
    public static let center = HorizontalAlignment(fraction: 0.5)
    /// At the trailing (right) edge.
    public static let trailing = HorizontalAlignment(fraction: 1)
}

/// Where an HStack puts children shorter than it, and a frame its content vertically.
public struct VerticalAlignment: Hashable, Sendable {
    let fraction: Double
    /// For the text baselines: which line's baseline lines up (`fraction` is then the
    /// bottom, where a view without text puts its baseline).
    var baseline: TextBaseline? = nil
    /// The baselines of the first lines of text line up (SwiftUI's `.firstTextBaseline`).
    public static let firstTextBaseline = VerticalAlignment(fraction: 1, baseline: .first)
    /// The baselines of the last lines of text line up (SwiftUI's `.lastTextBaseline`).
    public static let lastTextBaseline = VerticalAlignment(fraction: 1, baseline: .last)
    /// At the top.
    public static let top = VerticalAlignment(fraction: 0)
    /// Centred.
    public static let center = VerticalAlignment(fraction: 0.5)
    /// At the bottom.
    public static let bottom = VerticalAlignment(fraction: 1)
}

/// Where a frame, ZStack, overlay or background puts a child smaller than itself, on both axes.
public struct Alignment: Hashable, Sendable {
    /// Where along the width.
    public var horizontal: HorizontalAlignment
    /// Where along the height.
    public var vertical: VerticalAlignment
    /// The alignment of these two.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    /// Top left.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Top, centred across.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Top right.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Left, centred down.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Centred both ways.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Right, centred down.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Bottom left.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Bottom, centred across.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Bottom right.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

import DisplayList

extension Alignment {
    /// Where a child of `size` sits inside `frame`.
    func place(_ size: Size, in frame: Rect) -> Rect {
        Rect(x: frame.x + (frame.width - size.width) * horizontal.fraction,
             y: frame.y + (frame.height - size.height) * vertical.fraction,
             width: size.width, height: size.height)
    }
}

/// SwiftUI's alignments, as fractions of the free space (0 leading/top, 1 trailing/bottom).
public struct HorizontalAlignment: Hashable, Sendable {
    let fraction: Double
    public static let leading = HorizontalAlignment(fraction: 0)
    public static let center = HorizontalAlignment(fraction: 0.5)
    public static let trailing = HorizontalAlignment(fraction: 1)
}

public struct VerticalAlignment: Hashable, Sendable {
    let fraction: Double
    public static let top = VerticalAlignment(fraction: 0)
    public static let center = VerticalAlignment(fraction: 0.5)
    public static let bottom = VerticalAlignment(fraction: 1)
}

public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
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

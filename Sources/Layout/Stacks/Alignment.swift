public import Foundation

/// SwiftUI's alignments, as fractions of the free space (0 leading/top, 1 trailing/bottom).
public struct HorizontalAlignment: Hashable, Sendable {
    let fraction: Double
    /// A team's own alignment (`HorizontalAlignment(MyID.self)`): its guide's default and
    /// its identity; placed at the centre where a guide is not asked for (a frame's slack).
    var custom: CustomAlignment? = nil
    /// What a guide set for this alignment is found by.
    var key: Double { custom?.key ?? fraction }
    /// SwiftUI's custom alignment: views line up on the guide `id` names, its default value
    /// where a view sets none.
    public init(_ id: any AlignmentID.Type) { fraction = 0.5; custom = CustomAlignment(id) }
    init(fraction: Double) { self.fraction = fraction }
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
    /// A team's own alignment, as for `HorizontalAlignment`.
    var custom: CustomAlignment? = nil
    /// What a guide set for this alignment is found by.
    var key: Double { custom?.key ?? fraction }
    /// SwiftUI's custom alignment (`VerticalAlignment(MyID.self)`).
    public init(_ id: any AlignmentID.Type) { fraction = 0.5; custom = CustomAlignment(id) }
    init(fraction: Double, baseline: TextBaseline? = nil) { self.fraction = fraction; self.baseline = baseline }
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

/// SwiftUI's `AlignmentID`: a team's own alignment guide, and where it falls in a view that
/// sets none (`context[.bottom]`, say).
public protocol AlignmentID {
    /// The guide's value in a view that does not set it.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A custom alignment's identity and default. Its key is a number no built-in alignment uses
/// (they are 0…1), made from the type's identity — the same for every use in one run, which
/// is all a key is for: positions come from `defaultValue`, never from the key.
struct CustomAlignment: Hashable, @unchecked Sendable {
    let key: Double
    let defaultValue: (ViewDimensions) -> CGFloat
    init(_ id: any AlignmentID.Type) {
        key = -1 - Double(UInt(bitPattern: ObjectIdentifier(id).hashValue) % (1 << 40))
        defaultValue = { id.defaultValue(in: $0) }
    }
    static func == (a: CustomAlignment, b: CustomAlignment) -> Bool { a.key == b.key }
    func hash(into hasher: inout Hasher) { hasher.combine(key) }
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

/// The guides of a list row's separator (iOS 16): where its hairline starts and ends. Rows
/// that set them compile; the hairline stays at the standard inset.
extension HorizontalAlignment {
    private enum SeparatorLeading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum SeparatorTrailing: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
    /// Where a row's separator starts.
    public static let listRowSeparatorLeading = HorizontalAlignment(SeparatorLeading.self)
    /// Where a row's separator ends.
    public static let listRowSeparatorTrailing = HorizontalAlignment(SeparatorTrailing.self)
}

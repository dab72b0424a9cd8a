/// Where everything on a contact sheet goes, in whole pixels.
///
/// The sheet is designed in points (margins, gaps, label bands below) and drawn at one
/// scale; every distance is rounded to whole pixels here, once, so that the screen
/// renders (drawn at the same scale) are placed 1:1 — never resampled — and the page and
/// its thumbnails agree to the pixel. Pure arithmetic: no fonts, no C.
public struct ContactSheetGrid: Hashable, Sendable {
    /// A rectangle in pixels.
    public struct PixelRect: Hashable, Sendable {
        /// The left edge, top edge, width and height, in pixels.
        public var x: Int, y: Int, width: Int, height: Int
        /// A rectangle of these pixels.
        public init(x: Int, y: Int, width: Int, height: Int) { self.x = x; self.y = y; self.width = width; self.height = height }
        /// The right edge, in pixels.
        public var maxX: Int { x + width }
        /// The bottom edge, in pixels.
        public var maxY: Int { y + height }
    }

    /// The page's fixed distances in points (multiplied by `scale` and rounded).
    public enum Points {
        /// Around the whole page.
        public static let margin = 64.0
        /// Title and meta line above the first row.
        public static let header = 148.0
        /// Between two thumbnails of a row.
        public static let columnGap = 48.0
        /// Below a thumbnail, for its label: the top padding plus one line per label line.
        public static let labelTop = 16.0
        /// The height of one label line.
        public static let labelLine = 32.0
        /// Between a row's labels and the next row's thumbnails.
        public static let rowGap = 40.0
        /// The thin frame drawn around each thumbnail, outside it.
        public static let frame = 2.0
    }

    /// How many thumbnails, and in how many columns.
    public let count: Int
    /// Thumbnails per row.
    public let columns: Int
    /// Thumbnails (screens drawn at `scale`) in pixels: all as wide as a column; most as
    /// tall as the device, some taller (a scroll view's full length).
    public let thumbnailWidth: Int
    /// Each thumbnail's height in pixels, in order.
    public let thumbnailHeights: [Int]
    /// Pixels per point of the whole sheet.
    public let scale: Double
    /// Lines of text under each thumbnail (1: the id; 2: the id and the state).
    public let labelLines: Int

    /// `columns` is clamped to 1…count.
    public init(columns: Int, thumbnailWidth: Int, thumbnailHeights: [Int], scale: Double, labelLines: Int = 1) {
        precondition(!thumbnailHeights.isEmpty && thumbnailWidth > 0 && thumbnailHeights.allSatisfy { $0 > 0 } && scale > 0 && labelLines >= 1)
        self.count = thumbnailHeights.count
        self.columns = max(1, min(columns, thumbnailHeights.count))
        self.thumbnailWidth = thumbnailWidth
        self.thumbnailHeights = thumbnailHeights
        self.scale = scale
        self.labelLines = labelLines
    }

    /// `count` thumbnails of one size.
    public init(count: Int, columns: Int, thumbnailWidth: Int, thumbnailHeight: Int, scale: Double, labelLines: Int = 1) {
        self.init(columns: columns, thumbnailWidth: thumbnailWidth, thumbnailHeights: Array(repeating: thumbnailHeight, count: count),
                  scale: scale, labelLines: labelLines)
    }

    /// A sheet whose grid is close to square, without a near-empty last row: about
    /// √(count · cell height / cell width) columns, then as few as fill the same rows.
    /// The thumbnail's size is in points (its aspect is what matters).
    public static func balancedColumns(count: Int, thumbnailWidth: Double, thumbnailHeight: Double, labelLines: Int = 1) -> Int {
        guard count > 1 else { return 1 }
        let cellWidth = thumbnailWidth + Points.columnGap
        let cellHeight = thumbnailHeight + Points.labelTop + Double(labelLines) * Points.labelLine + Points.rowGap
        let guess = max(1, min(count, Int((Double(count) * cellHeight / cellWidth).squareRoot().rounded())))
        let rows = (count + guess - 1) / guess
        return (count + rows - 1) / rows
    }

    /// Rows of thumbnails.
    public var rows: Int { (count + columns - 1) / columns }

    /// `points` at this sheet's scale, in whole pixels.
    public func pixels(_ points: Double) -> Int { Int((points * scale).rounded()) }

    /// `Points.margin` in pixels.
    public var margin: Int { pixels(Points.margin) }
    /// `Points.header` in pixels.
    public var header: Int { pixels(Points.header) }
    /// `Points.columnGap` in pixels.
    public var columnGap: Int { pixels(Points.columnGap) }
    /// `Points.rowGap` in pixels.
    public var rowGap: Int { pixels(Points.rowGap) }
    /// `Points.frame` in pixels, at least 1.
    public var frame: Int { max(1, pixels(Points.frame)) }
    /// The band under a thumbnail for its label lines, in pixels.
    public var labelBand: Int { pixels(Points.labelTop + Double(labelLines) * Points.labelLine) }

    /// The tallest thumbnail of `row`: thumbnails are top-aligned in their row.
    public func rowHeight(_ row: Int) -> Int {
        thumbnailHeights[(row * columns)..<min(count, (row + 1) * columns)].max()!
    }

    /// The top of `row`'s thumbnails.
    public func rowTop(_ row: Int) -> Int {
        (0..<row).reduce(margin + header) { $0 + rowHeight($1) + labelBand + rowGap }
    }

    /// The whole sheet.
    public var width: Int { 2 * margin + columns * thumbnailWidth + (columns - 1) * columnGap }
    /// The whole sheet's height in pixels.
    public var height: Int { rowTop(rows - 1) + rowHeight(rows - 1) + labelBand + margin }

    /// Thumbnail `index`, row by row from the top left.
    public func thumbnail(_ index: Int) -> PixelRect {
        precondition(index >= 0 && index < count, "thumbnail \(index) of \(count)")
        let column = index % columns, row = index / columns
        return PixelRect(x: margin + column * (thumbnailWidth + columnGap), y: rowTop(row),
                         width: thumbnailWidth, height: thumbnailHeights[index])
    }

    /// The band under thumbnail `index` that its label is centred in (a little wider than
    /// the thumbnail: half of each neighbouring gap).
    public func label(_ index: Int) -> PixelRect {
        let t = thumbnail(index)
        let spill = columnGap / 2 - pixels(4)
        return PixelRect(x: t.x - spill, y: t.maxY + pixels(Points.labelTop), width: t.width + 2 * spill,
                         height: labelBand - pixels(Points.labelTop))
    }
}

/// How two same-size frames differ, in the terms of DESIGN.md's "Definitions": meanDelta,
/// maxDelta and changedPixelRatio, plus the perceptual size of the change (CIEDE2000) and
/// where it is (bounding box) — what `proof diff` prints and the cross-fade check reads.
///
/// Pixels are straight-alpha RGBA8 and are composited on opaque white before comparing:
/// DESIGN.md says "composited on opaque" without naming the backdrop, and white is our
/// choice (a mockup is reviewed on a light page, and transparent areas then compare equal
/// whatever colour bytes they carry). Every channel figure is on that composited colour.
public struct PixelDiff: Sendable, Equatable {
    /// The frames' width in pixels.
    public let width: Int
    /// The frames' height in pixels.
    public let height: Int
    /// A pixel counts as changed when one of its R, G, B channels differs by more than this
    /// many 8-bit levels (0…255; 0 means any difference at all).
    public let tolerance: Int
    /// Mean over all pixels and the R, G, B channels of |a − b| / 255 (0…1).
    public let meanDelta: Double
    /// The largest single channel difference, |a − b| / 255 (0…1).
    public let maxDelta: Double
    /// Pixels with a channel difference over `tolerance`.
    public let changedPixels: Int
    /// CIEDE2000 averaged over all pixels (identical pixels count as 0). Not affected by
    /// `tolerance`: it measures every difference, the tolerance only decides what "changed" is.
    public let meanDeltaE2000: Double
    /// The largest CIEDE2000 of any pixel.
    public let maxDeltaE2000: Double
    /// The smallest rectangle holding every changed pixel; nil when nothing changed.
    public let boundingBox: PixelBox?

    /// Share of pixels that changed (0…1); 0 for an empty image.
    public var changedPixelRatio: Double {
        width * height == 0 ? 0 : Double(changedPixels) / Double(width * height)
    }

    /// Compares `a` with `b`, two straight-alpha RGBA8 buffers of `width` × `height` pixels.
    ///
    /// Buffer sizes and the tolerance range are the caller's to check (the CLI turns them
    /// into messages naming the files); a mismatch here is a programming error and traps.
    public init(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int, tolerance: Int = 0) {
        precondition(width >= 0 && height >= 0, "negative image size")
        precondition(a.count == width * height * 4 && b.count == width * height * 4,
                     "buffers must hold width × height RGBA8 pixels")
        precondition((0...255).contains(tolerance), "tolerance is in 8-bit levels, 0…255")
        let scan = PixelDiffScan(a, b, width: width, height: height, tolerance: tolerance)
        let pixels = Double(width * height)
        self.width = width
        self.height = height
        self.tolerance = tolerance
        // The scan's sums are in 1/65025 units (a composited channel is c·α + 255·(255 − α)).
        meanDelta = pixels == 0 ? 0 : Double(scan.deltaSum) / (PixelDiffScan.unit * 3 * pixels)
        maxDelta = Double(scan.maxChannelDelta) / PixelDiffScan.unit
        changedPixels = scan.changedPixels
        meanDeltaE2000 = pixels == 0 ? 0 : scan.deltaESum / pixels
        maxDeltaE2000 = scan.maxDeltaE
        boundingBox = scan.boundingBox
    }
}

/// A rectangle of whole pixels, origin at the top left.
public struct PixelBox: Sendable, Equatable, Codable {
    /// The left edge, in pixels.
    public let x: Int
    /// The top edge, in pixels.
    public let y: Int
    /// The width, in pixels.
    public let width: Int
    /// The height, in pixels.
    public let height: Int

    /// A box of `width` × `height` pixels with its top left at (`x`, `y`).
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

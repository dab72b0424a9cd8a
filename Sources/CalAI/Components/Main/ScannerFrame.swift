public import SwiftUI
import DisplayList

/// The scanner's "square frame" (seed 000 §2.1 "a camera view with a square frame"): four
/// white corner brackets with rounded corners (`radius.scannerFrame`), `size.scannerFrame`
/// square, `size.scannerFrameLine` thick.
nonisolated public struct ScannerFrame: View {
    @Environment(\.mainLook) private var look

    /// The frame's side in points; nil: `size.scannerFrame`.
    let side: Double?

    public init(side: Double? = nil) { self.side = side }

    /// The four brackets of a `side`-square frame: each a quarter of a rounded corner
    /// (radius `r`) with arms `arm` long, as separate sub-paths.
    static func brackets(side: Double, radius r: Double, arm: Double, inset: Double) -> [PathCommand] {
        let k = 0.5523 * r  // cubic Bézier quarter circle
        let a = inset, b = side - inset
        return [
            // top left
            .move(Point(x: a, y: a + arm)), .line(Point(x: a, y: a + r)),
            .curve(Point(x: a + r, y: a), control1: Point(x: a, y: a + r - k), control2: Point(x: a + r - k, y: a)),
            .line(Point(x: a + arm, y: a)),
            // top right
            .move(Point(x: b - arm, y: a)), .line(Point(x: b - r, y: a)),
            .curve(Point(x: b, y: a + r), control1: Point(x: b - r + k, y: a), control2: Point(x: b, y: a + r - k)),
            .line(Point(x: b, y: a + arm)),
            // bottom right
            .move(Point(x: b, y: b - arm)), .line(Point(x: b, y: b - r)),
            .curve(Point(x: b - r, y: b), control1: Point(x: b, y: b - r + k), control2: Point(x: b - r + k, y: b)),
            .line(Point(x: b - arm, y: b)),
            // bottom left
            .move(Point(x: a + arm, y: b)), .line(Point(x: a + r, y: b)),
            .curve(Point(x: a, y: b - r), control1: Point(x: a + r - k, y: b), control2: Point(x: a, y: b - r + k)),
            .line(Point(x: a, y: b - arm)),
        ]
    }

    public var body: some View {
        let look = self.look
        let side = self.side ?? look.length(.sizeScannerFrame)
        let line = look.length(.sizeScannerFrameLine)
        Path(commands: Self.brackets(side: side, radius: look.length(.radiusScannerFrame), arm: side * 0.2, inset: line / 2))
            .stroke(look.color(.scannerFrame), lineWidth: line, lineCap: .round)
            .frame(width: side, height: side)
            .accessibilityLabel("Scanning frame")
    }
}

public import SwiftUI
import DisplayList

/// The discount wheel (seed 000 p8 "Discount Spinner: A promotional screen with a spinning
/// wheel to 'unlock an exclusive discount.' This is a key visual component and should be
/// animated"; 001 p8): `size.spinSegments` wedges alternating black and light grey, each
/// with its discount, a rim, a hub, and the pointer above at 12 o'clock. `rotation` turns
/// the wheel (not the pointer) for `calai/spin-wheel-spin`.
nonisolated public struct SpinWheel: View {
    @Environment(\.mainLook) private var look
    let labels: [String]
    let rotation: Angle

    public init(labels: [String], rotation: Angle = .radians(0)) {
        self.labels = labels.isEmpty ? [""] : labels
        self.rotation = rotation
    }

    /// A point at `radius` from `centre`, `angle` radians clockwise from 12 o'clock.
    static func point(_ centre: Point, _ radius: Double, _ angle: Double) -> Point {
        Point(x: centre.x + radius * MainTrig.sin(angle), y: centre.y - radius * MainTrig.cos(angle))
    }

    /// A pie wedge from `start` to `end` (radians clockwise from 12 o'clock), its arc as
    /// cubic Béziers of at most a quarter turn (control length 4/3 · tan(φ/4) · r).
    static func wedge(centre c: Point, radius r: Double, from start: Double, to end: Double) -> [PathCommand] {
        let pieces = max(1, Int(((end - start) / (Double.pi / 2)).rounded(.up)))
        let step = (end - start) / Double(pieces)
        let k = 4.0 / 3.0 * MainTrig.sin(step / 4) / MainTrig.cos(step / 4) * r
        var out: [PathCommand] = [.move(c), .line(point(c, r, start))]
        for i in 0..<pieces {
            let a0 = start + Double(i) * step, a1 = a0 + step
            let p0 = point(c, r, a0), p1 = point(c, r, a1)
            // Tangents, clockwise on screen: d/da (sin a, −cos a) = (cos a, sin a).
            let c1 = Point(x: p0.x + k * MainTrig.cos(a0), y: p0.y + k * MainTrig.sin(a0))
            let c2 = Point(x: p1.x - k * MainTrig.cos(a1), y: p1.y - k * MainTrig.sin(a1))
            out.append(.curve(p1, control1: c1, control2: c2))
        }
        out.append(.close)
        return out
    }

    public var body: some View {
        let look = self.look
        let labels = self.labels
        let n = labels.count
        let sweep = 2 * Double.pi / Double(n)
        // The black rim around the wedges.
        let rim = 8.0
        FrameReader(ideal: Size(width: look.length(.sizeSpinWheel), height: look.length(.sizeSpinWheel))) { size in
            let d = min(size.width, size.height)
            let c = Point(x: size.width / 2, y: size.height / 2)
            let r = d / 2 - rim
            let labelSize = Size(width: 2 * r * MainTrig.sin(sweep / 2) * 0.72, height: r * 0.42)
            ZStack(alignment: .topLeading) {
                Circle().fill(look.color(.spinWheelPointer))
                    .frame(width: d, height: d)
                    .placed(x: c.x - d / 2, y: c.y - d / 2)
                ForEach(0..<n, id: \.self) { i in
                    Path(commands: Self.wedge(centre: c, radius: r, from: (Double(i) - 0.5) * sweep, to: (Double(i) + 0.5) * sweep))
                        .fill(look.color(i % 2 == 0 ? .spinWheelSegmentA : .spinWheelSegmentB))
                }
                ForEach(0..<n, id: \.self) { i in
                    let at = Self.point(c, r * 0.68, Double(i) * sweep)
                    VStack(spacing: 0) {
                        // Painted on the wheel: the labels keep their size, as the wheel
                        // does; its accessibility label reads them out.
                        Text(labels[i])
                            .font(look.fixedFont(.title3))
                            .fontWeight(.bold)
                            .fixedSize()
                        Text("OFF")
                            .font(look.fixedFont(.caption))
                            .fontWeight(.semibold)
                            .fixedSize()
                    }
                    .foregroundColor(look.color(i % 2 == 0 ? .onInverse : .textPrimary))
                    .frame(width: labelSize.width, height: labelSize.height)
                    .rotationEffect(.radians(Double(i) * sweep))
                    .placed(x: at.x - labelSize.width / 2, y: at.y - labelSize.height / 2)
                }
                let hub = r * 0.26
                Image(systemName: "gift.fill")
                    .font(.system(size: hub * 0.5, weight: .semibold))
                    .foregroundColor(look.color(.textPrimary))
                    .frame(width: hub, height: hub)
                    .background(Circle().fill(look.color(.background)).strokeBorder(look.color(.spinWheelPointer), lineWidth: 3))
                    .placed(x: c.x - hub / 2, y: c.y - hub / 2)
                    .accessibilityLabel("Prize")
            }
            .frame(width: size.width, height: size.height, alignment: .topLeading)
            .rotationEffect(rotation)
        }
        .accessibilityLabel("Discount wheel: " + labels.map { $0 + " off" }.joined(separator: ", "))
    }
}

/// The pointer above the wheel: a rounded triangle pointing down at the winning segment.
nonisolated public struct SpinWheelPointer: View {
    @Environment(\.mainLook) private var look

    public init() {}

    public var body: some View {
        let look = self.look
        Path { p in
            p.move(to: Point(x: 2, y: 2))
            p.addLine(to: Point(x: 30, y: 2))
            p.addLine(to: Point(x: 16, y: 30))
            p.closeSubpath()
        }
        .fill(look.color(.spinWheelPointer))
        .stroke(look.color(.background), lineWidth: 3)
        .frame(width: 32, height: 32)
        .accessibilityLabel("Pointer")
    }
}

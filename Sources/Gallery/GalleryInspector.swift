import DisplayList
import Foundation
import Inspect
import Render
import Tokens

/// One full-size image's elements for the page's inspector (`inspect/KEY.js`): where each
/// element is, what it says and is painted with, its accessibility, and for text and icons
/// the contrast measured on what is really drawn beneath it — the same measurement, on the
/// same @1x backdrop, as `proof check contrast`.
package struct GalleryInspector: Codable, Equatable {
    package struct Item: Equatable {
        package let id: String
        package let kind: String
        /// x, y, width, height in points (the bounding box when the element is transformed).
        package let frame: [Double]
        package let text: String?
        package let colors: [String: String]
        package let label: String?
        let traits: [String]
        package let contrast: Contrast?
    }
    package struct Contrast: Codable, Equatable {
        /// pass, fail, exempt or not visible.
        package let verdict: String
        var reason: String? = nil
        package var worst: Double? = nil
        package var median: Double? = nil
        package var required: Double? = nil
        package var foreground: String? = nil
        package var background: String? = nil
        package var largeText: Bool? = nil

        /// Short on disk: 2,475 inspector files repeat these names on every text element.
        private enum CodingKeys: String, CodingKey {
            case verdict = "v", reason = "n", worst = "w", median = "m", required = "q", foreground = "fg", background = "bg", largeText = "lt"
        }
    }
    package let width: Double
    package let height: Double
    package let elements: [Item]

    package var contrastFailures: Int { elements.filter { $0.contrast?.verdict == "fail" }.count }

    /// The inspector's view of `list`, its backdrop drawn with `renderer` at @1x.
    package init(_ list: DisplayList, renderer: CairoRenderer) throws {
        var flat = list
        flat.scale = 1
        let hasText = flat.elements.contains { $0.kind == .text }
        let backdrop: PixelBuffer? = hasText ? try {
            let raster = try renderer.render(ContrastCheck.backdrop(of: flat))
            return PixelBuffer(width: raster.width, height: raster.height, pixels: raster.rgba, scale: 1)
        }() : nil
        width = flat.size.width
        height = flat.size.height
        elements = flat.elements.indices.map { i in
            let e = flat.elements[i]
            var colors: [String: String] = [:]
            if let fill = e.fill { colors["fill"] = Self.css(fill) }
            if let stroke = e.stroke { colors["stroke"] = Self.css(stroke.paint) }
            if let run = e.text { colors["text"] = Self.css(run.paint) }
            return Item(id: e.id, kind: e.kind.rawValue, frame: Self.box(e), text: e.text?.string, colors: colors,
                        label: e.accessibilityLabel, traits: e.accessibilityTraits,
                        contrast: backdrop.flatMap { Self.contrast(i, flat, $0) })
        }
    }

    /// Nil for shapes and images; for text and icons the check's outcome.
    private static func contrast(_ index: Int, _ list: DisplayList, _ backdrop: PixelBuffer) -> Contrast? {
        var element = list.elements[index]
        guard element.kind == .text else { return nil }
        element.opacity = list.effectiveOpacity(of: element)
        if let exempt = ContrastCheck.exemption(element) { return Contrast(verdict: "exempt", reason: exempt.rawValue) }
        switch ContrastCheck.measure(elementAt: index, of: list, on: backdrop) {
        case nil: return nil
        case .notVisible(let n)?: return Contrast(verdict: "not visible", reason: n.reason.rawValue)
        case .measured(let m)?:
            return Contrast(verdict: m.passes ? "pass" : "fail", worst: round2(m.worstRatio), median: round2(m.medianRatio), required: m.required,
                            foreground: m.foreground, background: m.worstBackground, largeText: m.largeText)
        }
    }

    private static func round2(_ v: Double) -> Double { (v * 100).rounded() / 100 }

    /// The frame, or under a transform the box around its transformed corners.
    private static func box(_ e: Element) -> [Double] {
        let f = e.frame
        guard let t = e.transform, t != .identity else { return [f.x, f.y, f.width, f.height].map(round2) }
        let corners = [(f.minX, f.minY), (f.maxX, f.minY), (f.minX, f.maxY), (f.maxX, f.maxY)].map { (x, y) in
            (t.a * x + t.c * y + t.tx, t.b * x + t.d * y + t.ty)
        }
        let xs = corners.map(\.0), ys = corners.map(\.1)
        let x = xs.min()!, y = ys.min()!
        return [x, y, xs.max()! - x, ys.max()! - y].map(round2)
    }

    /// A paint as CSS: a hex colour, or a gradient of its stops.
    static func css(_ paint: Paint) -> String {
        func stops(_ g: Gradient) -> String { g.stops.map { $0.color.hex + " " + String(format: "%g%%", $0.position * 100) }.joined(separator: ", ") }
        switch paint {
        case .solid(let c): return c.hex
        case .linearGradient(let g, let start, let end):
            let degrees = (atan2(end.x - start.x, -(end.y - start.y)) * 180 / .pi).rounded()
            return "linear-gradient(\(Int(degrees))deg, \(stops(g)))"
        case .radialGradient(let g, _, _, _): return "radial-gradient(\(stops(g)))"
        case .angularGradient(let g, let center, let start, let end):
            // CSS's conic gradient starts at 12 o'clock; SwiftUI's angle 0 is 3 o'clock.
            let sweep = AngularSweep(g, startDegrees: start, endDegrees: end)
            let from = (sweep.start * 180 / .pi + 90), span = sweep.span * 180 / .pi
            let angled = g.stops.map { $0.color.hex + " " + String(format: "%gdeg", $0.position * span) }.joined(separator: ", ")
            return String(format: "conic-gradient(from %gdeg at %g%% %g%%, ", from, center.x * 100, center.y * 100) + angled + ")"
        }
    }

    private enum CodingKeys: String, CodingKey { case width, height, elements }

    /// On disk each element's id is written against the one before it, `"i": [shared, tail]`
    /// (see `SharedPrefixID`), and every name is a letter or two (the names were two fifths
    /// of the inspector's bytes): the page and `inspect_data.py` give the long ones back.
    private struct WireItem: Codable {
        let i: SharedPrefixID
        let kind: String
        let frame: [Double]
        let text: String?
        let colors: [String: String]
        let label: String?
        let traits: [String]
        let contrast: Contrast?

        private enum CodingKeys: String, CodingKey {
            case i, kind = "k", frame = "f", text = "t", colors = "c", label = "l", traits = "r", contrast = "x"
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(width, forKey: .width)
        try c.encode(height, forKey: .height)
        var previous = ""
        try c.encode(elements.map { e in
            defer { previous = e.id }
            return WireItem(i: SharedPrefixID(e.id, after: previous), kind: e.kind, frame: e.frame, text: e.text, colors: e.colors,
                            label: e.label, traits: e.traits, contrast: e.contrast)
        }, forKey: .elements)
    }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        width = try c.decode(Double.self, forKey: .width)
        height = try c.decode(Double.self, forKey: .height)
        var previous = ""
        elements = try c.decode([WireItem].self, forKey: .elements).map { w in
            guard let id = w.i.id(after: previous) else {
                throw DecodingError.dataCorruptedError(forKey: .elements, in: c, debugDescription: "an id shares more than the id before it has")
            }
            previous = id
            return Item(id: id, kind: w.kind, frame: w.frame, text: w.text, colors: w.colors, label: w.label, traits: w.traits, contrast: w.contrast)
        }
    }

    /// `galleryInspect("KEY", {…});`
    package func script(key: String) throws -> Data {
        Data("galleryInspect(\"\(key)\", ".utf8) + (try GalleryJSON.encode(self)) + Data(");\n".utf8)
    }

    /// Reads back what `script(key:)` wrote (a cached image's inspector); nil when the file
    /// is not one.
    package static func read(_ data: Data, key: String) -> GalleryInspector? {
        let head = Data("galleryInspect(\"\(key)\", ".utf8), tail = Data(");\n".utf8)
        guard data.count > head.count + tail.count, data.prefix(head.count) == head, data.suffix(tail.count) == tail else { return nil }
        return try? JSONDecoder().decode(GalleryInspector.self, from: data.dropFirst(head.count).dropLast(tail.count))
    }
}

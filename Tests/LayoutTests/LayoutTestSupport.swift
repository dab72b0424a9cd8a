import DisplayList
import Layout
import Tokens

/// Lays `view` out in a `width × height` frame with the fixed-advance fake font
/// (each character 0.5 × size wide, lines 1.2 × size tall): body text (17 pt) is 8.5 pt a
/// character and 20.4 pt a line.
func layout<V: View>(_ view: V, width: Double, height: Double, environment: EnvironmentValues = EnvironmentValues()) -> DisplayList {
    ScreenLayout.layout(view, in: Rect(x: 0, y: 0, width: width, height: height), environment: environment,
                        measurer: FixedAdvanceMeasurer(), rootName: "root")
}

extension DisplayList {
    /// The frame of the element whose id is `id`, or of the only text with `string`.
    func frame(_ idOrText: String) -> Rect? {
        (self[idOrText] ?? elements.first { $0.text?.string == idOrText })?.frame
    }
}

func near(_ a: Rect?, _ b: Rect, _ tolerance: Double = 1e-6) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
}

let red = Color(RGBA(hex: "#FF0000")!)
let blue = Color(RGBA(hex: "#0000FF")!)

/// Why `text` is not a display list, as the decoder says it (nil when it decodes): the
/// one line a reader of a hostile file gets.
func decodingProblem(_ text: String) -> String? {
    do {
        _ = try DisplayList(json: text)
        return nil
    } catch DecodingError.dataCorrupted(let context) {
        return context.debugDescription
    } catch {
        return "unexpected: \(error)"
    }
}

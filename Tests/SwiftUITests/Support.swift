import DisplayList
import SwiftUI
import Tokens

/// Lays `view` out on a `width × height` screen with the fixed-advance fake font (each
/// character 0.5 × size wide, lines 1.2 × size tall: body text, 17 pt, is 8.5 pt a character).
func layout<V: View>(_ view: V, width: Double = 393, height: Double = 852, environment: EnvironmentValues = EnvironmentValues()) -> DisplayList {
    ScreenLayout.layout(view, in: Rect(x: 0, y: 0, width: width, height: height), environment: environment,
                        measurer: FixedAdvanceMeasurer(), rootName: "root")
}

/// A recording of `view` on a `width × height` screen with the fixed-advance fake font (see
/// `layout`); `runsTasks` when the view's `.task`s should run on the recording's clock.
@MainActor
func recording<V: View>(_ view: V, width: Double = 200, height: Double = 200,
                        environment: EnvironmentValues = EnvironmentValues(), runsTasks: Bool = false) -> AnimationRecording {
    let r = AnimationRecording(view, in: Rect(x: 0, y: 0, width: width, height: height), environment: environment,
                               measurer: FixedAdvanceMeasurer(), rootName: "root")
    r.runsTasks = runsTasks
    return r
}

extension DisplayList {
    /// Every text drawn, in painting order.
    var texts: [String] { elements.compactMap { $0.text?.string } }
}

import Layout
import TestSupport

/// The NutriSync screen suites: `ScreenSuite` over `nutrisync/`, drawn dark, its only appearance.
protocol NutriSyncScreenSuite: ScreenSuite {}

extension NutriSyncScreenSuite {
    static var app: String { "nutrisync" }
    static var appearance: Appearance { .dark }
}

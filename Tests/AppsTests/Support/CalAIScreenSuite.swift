import Layout
import TestSupport

/// The Cal AI screen suites: `ScreenSuite` over `calai/`, drawn light unless a test says otherwise.
protocol CalAIScreenSuite: ScreenSuite {}

extension CalAIScreenSuite {
    static var app: String { "calai" }
}

public import Layout

/// What a screen is rendered with: everything that varies between renders.
public struct ScreenRequest: Sendable {
    /// Appearance, content size, device, time, seed …
    public var environment: EnvironmentValues
    /// The state to draw (`--state`); nil for the default.
    public var state: String?
    /// The background gradient (`--gradient`); nil for the screen's default.
    public var gradient: String?
    /// A request of these values.
    public init(environment: EnvironmentValues = EnvironmentValues(), state: String? = nil, gradient: String? = nil) {
        self.environment = environment; self.state = state; self.gradient = gradient
    }
}

/// Why a screen request cannot be met; one line each.
public enum ScreenRequestError: Error, Equatable, CustomStringConvertible {
    /// No screen has this id; `suggestion` is the nearest.
    case unknownScreen(String, suggestion: String?)
    /// The screen has no such state; `known` lists its states.
    case unknownState(screen: String, state: String, known: [String])
    /// No gradient has this name; `suggestion` is the nearest.
    case unknownGradient(String, suggestion: String?)
    /// The token file was read and found wrong (exit 65).
    case tokens(String)
    /// The token file could not be read at all (exit 74 rather than 65).
    case tokensUnreadable(String)
    /// Options that do not fit the request (exit 64), e.g. `--from` on an animation without one.
    case usage(String)
    /// An app's data file (`--data`, or its sample) was read and found wrong (exit 65).
    case badData(String)
    /// An app's data file could not be read at all (exit 74).
    case dataUnreadable(String)

    public var description: String {
        switch self {
        case let .unknownScreen(id, s): "unknown screen \"\(id)\"" + (s.map { " (did you mean \($0)?)" } ?? "") + "; `proof list` shows every id"
        case let .unknownState(screen, state, known):
            "\(screen) has no state \"\(state)\"" + (known.isEmpty ? "; it has no states" : "; its states are " + known.joined(separator: ", "))
        case let .unknownGradient(name, s): "unknown gradient \"\(name)\"" + (s.map { " (did you mean \($0)?)" } ?? "")
        case let .tokens(message), let .tokensUnreadable(message), let .usage(message), let .badData(message), let .dataUnreadable(message): message
        }
    }
}

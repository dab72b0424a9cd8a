public import DisplayList
public import Layout
import Tokens

/// What a screen is rendered with: everything that varies between renders.
public struct ScreenRequest: Sendable {
    public var environment: EnvironmentValues
    public var state: String?
    public var gradient: String?
    public init(environment: EnvironmentValues = EnvironmentValues(), state: String? = nil, gradient: String? = nil) {
        self.environment = environment; self.state = state; self.gradient = gradient
    }
}

/// Why a screen request cannot be met; one line each.
public enum ScreenRequestError: Error, Equatable, CustomStringConvertible {
    case unknownScreen(String, suggestion: String?)
    case unknownState(screen: String, state: String, known: [String])
    case unknownGradient(String, suggestion: String?)
    case tokens(String)
    /// The token file could not be read at all (exit 74 rather than 65).
    case tokensUnreadable(String)
    /// Options that do not fit the request (exit 64), e.g. `--from` on an animation without one.
    case usage(String)

    public var description: String {
        switch self {
        case let .unknownScreen(id, s): "unknown screen \"\(id)\"" + (s.map { " (did you mean \($0)?)" } ?? "") + "; `proof list` shows every id"
        case let .unknownState(screen, state, known):
            "\(screen) has no state \"\(state)\"" + (known.isEmpty ? "; it has no states" : "; its states are " + known.joined(separator: ", "))
        case let .unknownGradient(name, s): "unknown gradient \"\(name)\"" + (s.map { " (did you mean \($0)?)" } ?? "")
        case let .tokens(message), let .tokensUnreadable(message), let .usage(message): message
        }
    }
}

/// Every screen `proof` can render, by `APP/SCREEN` id.
public struct ScreenCatalog {
    public struct Entry {
        public let id: String
        public let appearances: [Appearance]
        public let states: [String]
        /// Background gradients the screen can be drawn on (`--gradient`); empty when none.
        public let gradients: [String]
        /// The gradient drawn when a request names none (AirFit: the screen's QA row).
        public let defaultGradient: String?
        let make: (ScreenRequest, any TextMeasuring) throws(ScreenRequestError) -> DisplayList

        init(id: String, appearances: [Appearance], states: [String], gradients: [String], defaultGradient: String? = nil,
             make: @escaping (ScreenRequest, any TextMeasuring) throws(ScreenRequestError) -> DisplayList) {
            self.id = id; self.appearances = appearances; self.states = states; self.gradients = gradients
            self.defaultGradient = defaultGradient; self.make = make
        }
    }

    public let entries: [Entry]

    /// Loads the design systems' tokens from `tokensDirectory`.
    public init(tokensDirectory: String) throws(ScreenRequestError) {
        let airfit: AirFitTheme
        let calai: TokenSet
        do {
            airfit = try AirFitTheme(tokens: try TokenLoader.load(path: tokensDirectory + "/airfit.tokens.json"))
            calai = try TokenLoader.load(path: tokensDirectory + "/calai.tokens.json")
        } catch let e as TokenFileInvalid {
            throw e.isIOError ? .tokensUnreadable(e.summary) : .tokens(e.summary)
        } catch {
            throw .tokens("\(error)")
        }
        entries = AirFitScreens.entries(theme: airfit) + CalAIScreens.entries(theme: CalAITheme(tokens: calai))
    }

    public var ids: [String] { entries.map(\.id) }

    public func entry(_ id: String) throws(ScreenRequestError) -> Entry {
        if let e = entries.first(where: { $0.id == id }) { return e }
        let near = ids.min { editDistance($0, id) < editDistance($1, id) }
        throw .unknownScreen(id, suggestion: near.flatMap { editDistance($0, id) <= max(3, id.count / 3) ? $0 : nil })
    }

    public func render(_ id: String, _ request: ScreenRequest, measurer: any TextMeasuring) throws(ScreenRequestError) -> DisplayList {
        let e = try entry(id)
        if let state = request.state, !e.states.contains(state) {
            throw .unknownState(screen: id, state: state, known: e.states)
        }
        return try e.make(request, measurer)
    }
}

/// AirFit's four screens (seed §6), each on its QA gradient unless `--gradient` names one.
enum AirFitScreens {
    static func entries(theme: AirFitTheme) -> [ScreenCatalog.Entry] {
        AirFitScreen.allCases.map { screen in
            ScreenCatalog.Entry(id: screen.id, appearances: [.light, .dark], states: [], gradients: theme.gradients.map(\.name),
                                defaultGradient: screen.qaGradient) { request, measurer throws(ScreenRequestError) in
                var active = theme.qaGradient(for: screen)
                if let name = request.gradient {
                    guard let g = theme.gradient(named: name) else {
                        let near = theme.gradients.map(\.name).min { editDistance($0, name) < editDistance($1, name) }
                        throw .unknownGradient(name, suggestion: near)
                    }
                    active = g
                }
                return ScreenLayout.layout(screen.view, environment: theme.environment(request.environment, active: active), measurer: measurer)
            }
        }
    }
}

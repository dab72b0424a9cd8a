public import AppSupport
public import DisplayList
public import SwiftUI
public import Tokens

/// FitAI (seed 004) as a catalogue plug-in: stock SwiftUI screens in light and dark, their
/// numbers computed from a food log in the seed's schema (`data/fitai.sample.json`, or a
/// user's own export through `--data FILE`).
public struct FitAIApp: DesignApp {
    public static let id = "fitai"
    public static let displayName = "FitAI"
    public static let tokenFile = "fitai.resolver.json"
    public static let sampleDataFile: String? = "fitai.sample.json"
    public static let dataHelp: String? = "A food log in FitAI's schema (data/fitai.sample.json shows it); FitAI's screens draw from it instead of the sample."
    public static var animationIDs: [String] { FitAIAnimations.ids }

    let theme: FitAITheme
    /// The log the screens draw from, or why it cannot be used. Kept as a result rather than
    /// thrown from `init` so a broken food log stops FitAI's screens, never another app's.
    let diary: Result<FitAIDiary, AppDataInvalid>

    public init(tokens: TokenSet, dataFile: Result<DataFile, AppDataInvalid>?) throws {
        theme = try FitAITheme(tokens: tokens)
        diary = Self.readDiary(dataFile)
    }

    /// FitAI over data already read (tests, and library users with their own log).
    public init(tokens: TokenSet, data: FitAIData, source: String = "data") throws(ThemeTokensInvalid) {
        theme = try FitAITheme(tokens: tokens)
        diary = Self.diary(of: data, source: source)
    }

    public var screens: [ScreenEntry] { FitAIScreens.entries(theme: theme, diary: diary) }

    public func clip(_ id: String, from: String?, to: String?, environment: EnvironmentValues,
                     measurer: any TextMeasuring) throws(ScreenRequestError) -> AnimationClip? {
        guard FitAIAnimations.ids.contains(id) else { return nil }
        let log: FitAIDiary
        switch diary {
        case .success(let d): log = d
        case .failure(let e): throw e.requestError
        }
        return try FitAIAnimations(tokens: theme.tokens, diary: log, screen: { name in FitAIScreens.view(name, state: nil, diary: log) },
                                   environment: theme.environment(environment), measurer: measurer).clip(id, from: from, to: to)
    }

    static func readDiary(_ dataFile: Result<DataFile, AppDataInvalid>?) -> Result<FitAIDiary, AppDataInvalid> {
        guard let dataFile else {
            return .failure(AppDataInvalid(summary: "cannot find FitAI's sample food log data/\(sampleDataFile ?? ""): run proof from the project folder, or pass --data FILE",
                                           isIOError: true))
        }
        return dataFile.flatMap { file in
            do throws(FitAIDataInvalid) {
                return diary(of: try FitAIDataLoader.parse(bytes: file.bytes, file: file.name), source: file.name)
            } catch {
                return .failure(AppDataInvalid(summary: error.summary, isIOError: error.isIOError))
            }
        }
    }

    static func diary(of data: FitAIData, source: String) -> Result<FitAIDiary, AppDataInvalid> {
        guard let diary = FitAIDiary(data: data) else {
            let why = data.users.isEmpty ? "/users: has no user" : "/user_goals: the first user (\(data.users[0].id)) has no active goal"
            return .failure(AppDataInvalid(summary: "\(source): \(why); FitAI draws one user's log against their active goal (is_active: true)",
                                           isIOError: false))
        }
        return .success(diary)
    }
}

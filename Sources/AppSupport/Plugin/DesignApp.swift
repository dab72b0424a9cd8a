public import Layout
public import DisplayList
public import Tokens

/// An app DesignProof draws, as a plug-in: each app is a target of its own with one type
/// conforming to this, and a `DesignApps` list names those types once (`Catalog`'s
/// `AppList` for DesignProof's four; a team's own executable for theirs). The screen and
/// animation catalogues, the contact sheets and every `proof` command iterate that list, so
/// adding an app is its target plus one line there.
public protocol DesignApp {
    /// The prefix of the app's ids (`airfit` in `airfit/welcome`).
    static var id: String { get }
    /// Its name as people write it (`Cal AI`), for the gallery and sheets.
    static var displayName: String { get }
    /// The app's token file or resolver document in the tokens folder (`airfit.resolver.json`).
    static var tokenFile: String { get }
    /// Its animation ids (`APP/ANIMATION`), in the order `proof list` shows them.
    static var animationIDs: [String] { get }

    /// The file in the project's `data/` folder the app draws its numbers from when a run
    /// names no `--data` (FitAI: `fitai.sample.json`); nil for an app drawn from tokens alone.
    static var sampleDataFile: String? { get }

    /// What `--data FILE` is for this app, for the commands' help ("A food log in FitAI's
    /// schema …"); nil for an app drawn from tokens alone.
    static var dataHelp: String? { get }

    /// Reads a data file for this app once, through `InputFile` with the app's own size
    /// bound (a pipe or FIFO works; a silent one fails after a bounded wait): its bytes, or
    /// why it cannot be read, in the app's words.
    static func readData(file: String) -> Result<DataFile, AppDataInvalid>

    /// Checks a user's `--data` before anything renders, so a broken file is reported at
    /// once (with its JSON pointer) whichever screen was asked for.
    static func checkData(_ data: DataFile) throws(AppDataInvalid)

    /// The app with its theme read from `tokens` (loaded from `tokenFile`), drawing its
    /// numbers from `dataFile` (the sample or a user's `--data`, already read, or why it
    /// could not be; nil when none was found). Throws when a token the theme needs is
    /// missing or unusable. Data that cannot be used does not throw here: the screens drawn
    /// from it do, as `AppDataInvalid`, so a broken food log never stops another app's screens.
    init(tokens: TokenSet, dataFile: Result<DataFile, AppDataInvalid>?) throws

    /// Its screens with their states, appearances and gradients, in catalogue order.
    var screens: [ScreenEntry] { get }

    /// The clip `id` (one of `animationIDs`), laid out over `environment`; `from`/`to` are
    /// what the app lets a run choose (AirFit: gradients, Cal AI's push: pages). Nil when
    /// the app has no animation `id`; throws for options it cannot use.
    func clip(_ id: String, from: String?, to: String?, environment: EnvironmentValues,
              measurer: any TextMeasuring) throws(ScreenRequestError) -> AnimationClip?

    /// Screens whose appearance `proof animate` can record as a clip, besides the
    /// `animationIDs` (a team's previews: each recorded from its `onAppear`, as SwiftUI
    /// animates it). None unless the app says so.
    var recordedScreenIDs: [String] { get }

    /// The colour pairs its seed makes contrast claims about, resolved for `contrast`
    /// (`proof check contrast` measures them in each environment it checks); an app that
    /// names none inherits the empty default.
    func contrastPairs(_ contrast: ColorSchemeContrast) -> [ContrastPair]

    /// What the app's seed says of its motion and where its animations end, for `proof
    /// check motion` (`MotionClaims`): every animation id and spring token is in it.
    var motionClaims: MotionClaims { get }
}

/// An app drawn from its tokens alone (AirFit, Cal AI, NutriSync): no data file.
public protocol TokensOnlyApp: DesignApp {
    /// The app with its theme read from `tokens`; throws when a token the theme needs is
    /// missing or unusable.
    init(tokens: TokenSet) throws
}

extension TokensOnlyApp {
    /// None: a tokens-only app draws no data.
    public static var sampleDataFile: String? { nil }
    /// None: a tokens-only app reads no data file.
    public static var dataHelp: String? { nil }
    /// Never asked: a tokens-only app reads no data file (`sampleDataFile` is nil).
    public static func readData(file: String) -> Result<DataFile, AppDataInvalid> {
        .failure(AppDataInvalid(summary: "\(file): \(displayName) draws from no data file", isIOError: false))
    }
    /// Nothing to check: a tokens-only app reads no data file.
    public static func checkData(_ data: DataFile) throws(AppDataInvalid) {}
    /// The app from `tokens` alone; `dataFile` is ignored.
    public init(tokens: TokenSet, dataFile: Result<DataFile, AppDataInvalid>?) throws { try self.init(tokens: tokens) }
}

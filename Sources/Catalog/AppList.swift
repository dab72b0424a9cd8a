public import AppSupport
import AirFit
import CalAI
import NutriSync
import FitAI
import Tokens

/// Every app DesignProof draws, listed once, in catalogue order. The screen and animation
/// catalogues (and through them `proof list`, `render`, `sheet`, `animate`) iterate it:
/// an app joins by conforming to `DesignApp` in a target of its own and adding a line here.
public enum AppList {
    public static var all: [any DesignApp.Type] {
        [
            AirFitApp.self,
            CalAIApp.self,
            NutriSyncApp.self,
            FitAIApp.self,
        ]
    }

    /// Each app with its theme read from `tokensDirectory/APP.tokens.json`, and that path;
    /// apps that draw data read it from `data` (default: the samples beside the tokens).
    static func load(tokensDirectory: String, data: DataSources? = nil) throws(ScreenRequestError) -> [(app: any DesignApp, tokenPath: String)] {
        let data = data ?? .beside(tokensDirectory: tokensDirectory)
        var loaded: [(app: any DesignApp, tokenPath: String)] = []
        for type in all {
            let path = tokensDirectory + "/" + type.tokenFile
            do {
                loaded.append((try type.init(tokens: try TokenLoader.load(path: path), dataFile: data.path(for: type)), path))
            } catch let e as TokenFileInvalid {
                throw e.isIOError ? .tokensUnreadable(e.summary) : .tokens(e.summary)
            } catch {
                throw .tokens("\(error)")
            }
        }
        return loaded
    }
}

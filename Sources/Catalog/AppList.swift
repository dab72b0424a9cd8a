public import AppSupport
import AirFit
import CalAI
import NutriSync
import FitAI

/// Every app DesignProof itself draws, listed once, in catalogue order: what `proof` hands
/// `ProofCommandLine`, and what the suite's catalogues are made of. An app joins by
/// conforming to `DesignApp` in a target of its own and adding a line here. (A team's own
/// executable lists its apps the same way: Examples/MyFitness.)
public enum AppList {
    public static var all: [any DesignApp.Type] {
        [
            AirFitApp.self,
            CalAIApp.self,
            NutriSyncApp.self,
            FitAIApp.self,
        ]
    }

    /// `all` as the value the catalogues and the command line take.
    public static var apps: DesignApps { DesignApps(all) }
}

extension ScreenCatalog {
    /// DesignProof's own four apps' screens, read from `tokensDirectory`.
    public init(tokensDirectory: String, data: DataSources? = nil) throws(ScreenRequestError) {
        try self.init(apps: AppList.apps, tokensDirectory: tokensDirectory, data: data)
    }
}

extension AnimationCatalog {
    /// DesignProof's own four apps' animations, read from `tokensDirectory`.
    public init(tokensDirectory: String, data: DataSources? = nil) throws(ScreenRequestError) {
        try self.init(apps: AppList.apps, tokensDirectory: tokensDirectory, data: data)
    }
}

import AppSupport

/// What the gallery's drawing steps (`GalleryScreens`, `GalleryAnimations`) share in one run:
/// the plan, where the tokens and data are, the folder's files, what was drawn last time and
/// the bar on the terminal.
struct GalleryRun: Sendable {
    /// The apps the command line draws (proof's four, or a team's own).
    let designApps: DesignApps
    let plan: GalleryPlan
    let tokensDirectory: String
    let data: DataSources
    let store: GalleryStore
    let inputs: GalleryInputs
    let index: GalleryIndex
    let progress: GalleryProgress
}

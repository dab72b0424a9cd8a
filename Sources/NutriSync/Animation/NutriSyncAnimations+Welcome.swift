import AppSupport

extension NutriSyncAnimations {
    static var welcomeClipIDs: [String] { [] }

    func welcomeClip(_ id: String) throws(ScreenRequestError) -> AnimationClip? { nil }
}

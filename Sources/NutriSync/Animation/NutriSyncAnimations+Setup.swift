import AppSupport

extension NutriSyncAnimations {
    static var setupClipIDs: [String] { [] }

    func setupClip(_ id: String) throws(ScreenRequestError) -> AnimationClip? { nil }
}

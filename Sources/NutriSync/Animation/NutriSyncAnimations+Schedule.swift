import AppSupport

extension NutriSyncAnimations {
    static var scheduleClipIDs: [String] { [] }

    func scheduleClip(_ id: String) throws(ScreenRequestError) -> AnimationClip? { nil }
}

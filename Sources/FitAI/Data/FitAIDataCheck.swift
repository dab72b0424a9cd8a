public import AppSupport

extension FitAIApp {
    /// Reads `file` as FitAI's screens would and says why they could not draw from it: the
    /// one line of `AppDataInvalid` (a bad value at its JSON pointer, a syntax error at its
    /// line and column: 65; a file that cannot be read: 74), or nothing when it is usable.
    /// `proof … --data FILE` asks this before anything renders, so a broken export is
    /// reported at once, whichever screen was asked for — not only by the screens that draw
    /// from it, which fail lazily.
    public static func checkData(file: String) throws(AppDataInvalid) {
        if case .failure(let problem) = readDiary(file) { throw problem }
    }
}

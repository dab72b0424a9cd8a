public import AppSupport

extension FitAIApp {
    /// Reads a FitAI data file once (`FitAIDataLoader.read`: at most 32 MiB, a pipe or FIFO
    /// as well as a file).
    public static func readData(file: String) -> Result<DataFile, AppDataInvalid> {
        do {
            return .success(DataFile(name: file, bytes: try FitAIDataLoader.read(path: file)))
        } catch {
            return .failure(AppDataInvalid(summary: error.summary, isIOError: error.isIOError))
        }
    }

    /// Says why FitAI's screens could not draw from `data`: the one line of `AppDataInvalid`
    /// (a bad value at its JSON pointer, a syntax error at its line and column: 65), or
    /// nothing when it is usable. `proof … --data FILE` asks this before anything renders,
    /// so a broken export is reported at once, whichever screen was asked for — not only by
    /// the screens that draw from it, which fail lazily.
    public static func checkData(_ data: DataFile) throws(AppDataInvalid) {
        if case .failure(let problem) = readDiary(.success(data)) { throw problem }
    }
}

import FitAI
import Foundation
import ProofCLI

/// `proof bench`'s FitAI figures: a food log read from its file, checked, and aggregated
/// into everything FitAI's screens show (the diary's days, weekly and monthly averages,
/// achievement rate, streaks, weight trend) — for the sample and for a year of entries, so
/// docs/PERFORMANCE.md can say what a longer export costs.
struct FitAILogBench {
    static let sampleFigure = "fitai log read + aggregate: sample (2 months)"
    static let yearFigure = "fitai log read + aggregate: a year"

    let sample: String
    let year: String

    /// The logs in `dataDirectory` (`data/`); both must be there and usable, so a figure
    /// never times a failure.
    init(dataDirectory: String?) throws {
        guard let dataDirectory else {
            throw CLIError.io("cannot find the data/ folder with FitAI's logs: run proof bench from the project folder")
        }
        sample = dataDirectory + "/fitai.sample.json"
        year = dataDirectory + "/fitai.year.json"
        for file in [sample, year] {
            do { try FitAIApp.checkData(try FitAIApp.readData(file: file).get()) } catch {
                let remedy = file == year ? " (make it with python3 data/make-fitai-sample.py --days 365 data/fitai.year.json)" : ""
                throw error.isIOError ? CLIError.io(error.summary + remedy) : CLIError.badData(error.summary)
            }
        }
    }

    /// Reads `file` and computes every aggregate a screen shows.
    func readAndAggregate(_ file: String) {
        guard let data = try? FitAIDataLoader.load(path: file), let diary = FitAIDiary(data: data) else { return }
        _ = (diary.weeklyAverages, diary.monthlyAverages, diary.achievementRate, diary.streaks(), diary.weightTrend, diary.staleSummaries)
    }
}

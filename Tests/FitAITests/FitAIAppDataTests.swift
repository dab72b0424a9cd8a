import AppSupport
@testable import FitAI
import Foundation
import Testing

/// Where FitAIApp's numbers come from: the sample beside the tokens by default, a user's file
/// when one is named, and one line with the file (and JSON pointer) when neither can be used.
@Suite struct FitAIAppDataTests {
    static let root = URL(fileURLWithPath: FitAIDocument.samplePath).deletingLastPathComponent().deletingLastPathComponent().path

    @Test func theSampleBesideTheTokensIsTheDefaultAndAUsersFileWins() throws {
        let beside = DataSources.beside(tokensDirectory: Self.root + "/tokens")
        #expect(beside.sampleDirectory == Self.root + "/data")
        #expect(beside.samplePath(for: FitAIApp.self) == Self.root + "/data/fitai.sample.json")
        #expect(try beside.data(for: FitAIApp.self)?.get().name == Self.root + "/data/fitai.sample.json")
        // A user's file, already read, wins; it is never read again.
        let mine = DataFile(name: "/tmp/mine.json", bytes: Array("{}".utf8))
        let own = DataSources(sampleDirectory: Self.root + "/data", files: ["fitai": mine])
        #expect(try own.data(for: FitAIApp.self)?.get() == mine)
        #expect(DataSources.beside(tokensDirectory: "/nonexistent/tokens").sampleDirectory == nil)
    }

    @Test func theSampleGivesADiary() throws {
        let diary = try FitAIApp.readDiary(FitAIApp.readData(file: FitAIDocument.samplePath)).get()
        #expect(diary.entries.count == 262)
    }

    @Test func noSampleFoundIsAnIOErrorSayingHowToFixIt() {
        guard case .failure(let e) = FitAIApp.readDiary(nil) else { Issue.record("expected a failure"); return }
        #expect(e.isIOError)
        #expect(e.summary == "cannot find FitAI's sample food log data/fitai.sample.json: run proof from the project folder, or pass --data FILE")
        #expect(e.requestError == .dataUnreadable(e.summary))
    }

    @Test func aMissingFileIsAnIOErrorAndABadOneIsBadDataAtItsPointer() throws {
        guard case .failure(let missing) = FitAIApp.readDiary(FitAIApp.readData(file: "/nonexistent/food.json")) else { Issue.record("expected a failure"); return }
        #expect(missing.summary == "/nonexistent/food.json: file does not exist")
        #expect(missing.requestError == .dataUnreadable(missing.summary))

        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fitai-bad-\(getpid()).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        var text = try String(contentsOfFile: FitAIDocument.samplePath, encoding: .utf8)
        text = text.replacingOccurrences(of: "\"users\"", with: "\"people\"")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        guard case .failure(let bad) = FitAIApp.readDiary(FitAIApp.readData(file: path)) else { Issue.record("expected a failure"); return }
        #expect(!bad.isIOError)
        #expect(bad.summary.hasPrefix(path + ": "))
        #expect(bad.requestError == .badData(bad.summary))
    }

    @Test func aLogWhoseUserHasNoActiveGoalIsRefusedNamingTheTable() throws {
        let text = FitAIDocument().text.replacingOccurrences(of: "\"is_active\": true", with: "\"is_active\": false")
        let data = try FitAIDataLoader.parse(text, file: "log.json")
        guard case .failure(let e) = FitAIApp.diary(of: data, source: "log.json") else { Issue.record("expected a failure"); return }
        #expect(e.summary.hasPrefix("log.json: /user_goals: the first user ("))
        #expect(!e.isIOError)
    }
}

/// FitAI writes numbers as an en_US iPhone's `.formatted()` does.
@Suite struct FitAIFormatTests {
    @Test func numbersAreGroupedAndRounded() {
        #expect(FitAIFormat.number(1840.4) == "1,840")
        #expect(FitAIFormat.number(1840.5) == "1,841")
        #expect(FitAIFormat.number(999) == "999")
        #expect(FitAIFormat.number(1_234_567) == "1,234,567")
        #expect(FitAIFormat.number(-1250) == "-1,250")
        #expect(FitAIFormat.number(.nan) == "–")
        #expect(FitAIFormat.kcal(2000) == "2,000 kcal")
        #expect(FitAIFormat.grams(139.6) == "140 g")
        #expect(FitAIFormat.kilograms(79.64) == "79.6 kg")
        #expect(FitAIFormat.percent(0.862) == "86%")
    }

    @Test func datesReadAsOnAnEnglishIPhone() {
        let d = FitAIDate(iso: "2025-10-31")!
        #expect(FitAIFormat.shortDate(d) == "Oct 31")
        #expect(FitAIFormat.longDate(d) == "Friday, October 31")
        #expect(FitAIFormat.monthTitle(d) == "October 2025")
        #expect(FitAIMealType.breakfast.title == "Breakfast")
    }
}

import Foundation
import Testing
import Tokens

/// Every token file and resolver document the project ships must load without errors.
@Suite struct TokenFileValidityTests {
    static let systems = ["airfit", "calai", "nutrisync", "fitai"]

    @Test(arguments: systems)
    func shippedFileIsValid(_ system: String) throws {
        let set = try #require(try contextSets(system).first)
        #expect(set.system == system)
        #expect(set.description?.isEmpty == false, "root $description names the seed")
        #expect(set.tokens.count > 20)
        #expect(!set.tokens.filter { $0.type == .color }.isEmpty)
        #expect(!set.tokens.filter { $0.type == .typography }.isEmpty)
    }
}

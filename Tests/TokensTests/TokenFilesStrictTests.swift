import Foundation
import Testing
@testable import Tokens

/// Our four design systems are written in the Format Module 2025.10's strict form (and the
/// Resolver Module's, for Cal AI and NutriSync), every context without a warning. That
/// rewriting them changed no value by a bit is `ResolvedTokenValuesTests` (AppsTests).
@Suite struct TokenFilesStrictTests {
    static let systems = ["airfit", "calai", "fitai", "nutrisync"]

    @Test(arguments: systems) func loadsInStrictModeWithoutWarnings(system: String) throws {
        for set in try contextSets(system, options: .strict) {
            #expect(set.warnings.isEmpty, "\(set.warnings)")
            #expect(!set.tokens.isEmpty)
        }
    }
}

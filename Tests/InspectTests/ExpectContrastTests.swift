import DesignProofTesting
import Testing
import Tokens

/// The DesignProofTesting helpers record an issue exactly when the design fails.
@Suite struct ExpectContrastTests {
    @Test func passingPairRecordsNothing() {
        expectContrast(RGBA(hex: "#767676")!, on: .white, atLeast: 4.5)
    }

    @Test func failingPairRecordsAnIssue() {
        withKnownIssue {
            expectContrast(RGBA(hex: "#777777")!, on: .white, atLeast: 4.5)
        } matching: { issue in
            issue.description.contains("contrast of #777777 on #FFFFFF is 4.48:1, below 4.5:1")
        }
    }

    @Test func invalidTokenFileRecordsEachError() {
        withKnownIssue {
            #expect(loadTokens("/nonexistent/x.tokens.json") == nil)
        }
    }
}

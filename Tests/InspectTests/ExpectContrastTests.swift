import DesignProofTesting
import Foundation
import TestSupport
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

    /// Three problems in one file: each is recorded as its own issue, worded as
    /// `proof tokens validate` words it, in the loader's order.
    @Test func invalidTokenFileRecordsEachError() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("three-\(UUID().uuidString).tokens.json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("""
            {"color": {"$type": "color",
              "ink": {"$value": "#12345G"},
              "link": {"$value": "{color.inky}"},
              "paper": {"$value": "#FFFFFF", "$type": "colour"}}}
            """.utf8).write(to: URL(fileURLWithPath: path))
        let recorded = RecordedIssues()
        withKnownIssue {
            #expect(loadTokens(path) == nil)
        } matching: { issue in
            recorded.append(issue.comments.map(\.rawValue).joined(separator: " "))
            return true
        }
        #expect(recorded.messages == [
            "\(path): /color/paper/$type: \"colour\" is not a token type (one of color, dimension, duration, cubicBezier, fontFamily, fontWeight, number, shadow, gradient, typography, strokeStyle, border, transition) (line 4, column 43)",
            "\(path): /color/ink/$value: \"#12345G\" is not a colour (write #RGB, #RRGGBB, #RRGGBBAA, rgb(), hsl() or transparent) (line 2, column 21)",
            "\(path): /color/link/$value: alias {color.inky} points at no token (did you mean {color.ink}?) (line 3, column 22)",
        ])
    }

    @Test func unreadableTokenFileRecordsOneError() {
        let recorded = RecordedIssues()
        withKnownIssue {
            #expect(loadTokens("/nonexistent/x.tokens.json") == nil)
        } matching: { issue in
            recorded.append(issue.comments.map(\.rawValue).joined(separator: " "))
            return true
        }
        #expect(recorded.messages == ["/nonexistent/x.tokens.json: file does not exist"])
    }

    /// A file that loads records nothing and returns its tokens.
    @Test func validTokenFileRecordsNothing() throws {
        let tokens = try #require(loadTokens(Checkout.path("tokens/airfit.resolver.json")))
        // As the app reads it: the document's 94 tokens, and the 14 that change in dark
        // again as `.light` and `.dark` (94 + 2 × 14).
        #expect(tokens.tokens.count == 122)
        #expect(try tokens.gradient("gradient.peachRose.dark").stops.first?.color.hex == "#362128")
    }
}

/// The messages of the issues a `withKnownIssue` block recorded, in order (the matcher
/// runs once per issue, possibly on another thread).
private final class RecordedIssues: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []
    func append(_ message: String) { lock.withLock { list.append(message) } }
    var messages: [String] { lock.withLock { list } }
}

import Testing
import Tokens

/// Inputs the fuzzers found (Fuzz/Corpus/tokens/found-*), kept as plain regression tests.
@Suite struct FuzzFoundTests {
    /// found-newline-in-quoted-key.json: a syntax error quoted a key holding "\n" (written
    /// `\n` in the JSON) and printed as two lines. Every error line now escapes line breaks,
    /// control characters and bidirectional overrides it quotes.
    @Test func errorsQuotingLineBreaksStayOnOneLine() {
        #expect(errorLines(#"{"é\n" 1}"#) == [#"t.tokens.json: line 1, column 8: expected ':' after "é\n""#])
        #expect(errorLines(#"{"a\r\u2028b\u0000": 1, "a\r\u2028b\u0000": 2}"#)
            == [#"t.tokens.json: line 1, column 25: duplicate key "a\r\u{2028}b\u{0}""#])
        let pointerLines = errorLines(##"{"x\ny": {"$value": "#FFF"}, "b\u202Ed": 3}"##, options: .strict)
        #expect(pointerLines.sorted() == [
            #"t.tokens.json: /b\u{202E}d: 3 is not a token or a group (a token is an object with "$value")"#,
            #"t.tokens.json: /x\ny: token has no $type: set it on the token or on a group above it"#,
        ])
        for line in pointerLines + errorLines(#"{"é\n" 1}"#) { #expect(!line.contains("\n")) }
    }
}

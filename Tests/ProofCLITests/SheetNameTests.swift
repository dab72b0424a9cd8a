import Testing
import ProofCLI

/// How `tokens sheet` names each sheet: by system, or by path when systems collide.
@Suite struct SheetNameTests {
    @Test func systemsNameSheetsUnlessTwoFilesShareOne() throws {
        #expect(try TokensCommand.Sheet.sheetNames(paths: ["tokens/airfit.resolver.json", "x/calai.tokens.json"], systems: ["airfit", "calai"])
                == ["airfit.png", "calai.png"])
        #expect(try TokensCommand.Sheet.sheetNames(paths: ["./a/x.tokens.json", "../b c/x.tokens.json", "/abs/y.json"], systems: ["x", "x", "y"])
                == ["a-x.png", "b_c-x.png", "y.png"])
        // Paths that flatten to one name are told apart by their place.
        #expect(try TokensCommand.Sheet.sheetNames(paths: ["a-b/x.tokens.json", "a/b-x.tokens.json"], systems: ["x", "x"])
                == ["a-b-x.png", "a-b-x-2.png"])
        #expect(throws: CLIError.self) { try TokensCommand.Sheet.sheetNames(paths: ["a.json", "a.json"], systems: ["a", "a"]) }
    }
}

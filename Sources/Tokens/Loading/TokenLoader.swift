import Foundation

/// Reads a `*.tokens.json` file into a `TokenSet`, reporting every problem it finds.
public enum TokenLoader {
    /// Token files are small; anything larger is a mistake (or not a token file).
    public static let maxFileSize = 8 << 20

    public static func load(path: String) throws(TokenFileInvalid) -> TokenSet {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw TokenFileInvalid(errors: [TokenError(file: path, location: .file, message: "is a folder, not a token file")], isIOError: true)
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "cannot be read (check its permissions)" : "does not exist"
            throw TokenFileInvalid(errors: [TokenError(file: path, location: .file, message: "file \(reason)")], isIOError: true)
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: maxFileSize + 1) ?? Data()
        } catch {
            throw TokenFileInvalid(errors: [TokenError(file: path, location: .file, message: "cannot be read: " + SystemError.words(for: error))], isIOError: true)
        }
        guard data.count <= maxFileSize else {
            throw TokenFileInvalid(errors: [TokenError(file: path, location: .file, message: "is larger than \(maxFileSize >> 20) MiB; is it a token file?")])
        }
        return try parse(bytes: Array(data), file: path)
    }

    public static func parse(_ text: String, file: String) throws(TokenFileInvalid) -> TokenSet {
        try parse(bytes: Array(text.utf8), file: file)
    }

    public static func parse(bytes: [UInt8], file: String) throws(TokenFileInvalid) -> TokenSet {
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw TokenFileInvalid(errors: [TokenError(file: file, location: .file, message: "is not valid UTF-8 text")])
        }
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes: bytes)
        } catch {
            throw TokenFileInvalid(errors: [TokenError(file: file, location: .position(line: error.line, column: error.column), message: error.message)])
        }
        var walker = TreeWalker(file: file)
        walker.walk(document: document)
        var errors = walker.errors

        var seen: [String: RawToken] = [:]
        for t in walker.tokens {
            if let first = seen[t.path] {
                errors.append(TokenError(file: file, pointer: t.pointer, message: "token path \(t.path) is already used at \(first.pointer)"))
            } else {
                seen[t.path] = t
            }
        }

        var resolver = Resolver(file: file, tokens: walker.tokens)
        var tokens: [Token] = []
        for raw in walker.tokens where seen[raw.path]?.pointer == raw.pointer {
            if let value = resolver.resolve(raw.path) {
                tokens.append(Token(path: raw.path, value: value, description: raw.description,
                                    pointer: raw.pointer, isExtension: raw.isExtension))
            }
        }
        errors += resolver.errors
        guard errors.isEmpty else { throw TokenFileInvalid(errors: errors) }
        return TokenSet(file: file, system: systemName(of: file), description: walker.rootDescription,
                        tokens: tokens, groupDescriptions: walker.groupDescriptions)
    }

    /// `tokens/airfit.tokens.json` → `airfit`.
    static func systemName(of file: String) -> String {
        let base = file.split(separator: "/").last.map(String.init) ?? file
        for suffix in [".tokens.json", ".json"] where base.hasSuffix(suffix) { return String(base.dropLast(suffix.count)) }
        return base
    }
}

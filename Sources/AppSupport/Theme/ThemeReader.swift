import Layout
public import Tokens

/// Reads an app's theme from its tokens once, at load: every name of each table the theme
/// asks for, by one rule for all apps, collecting every problem — a token missing, or of
/// another type — with the file and JSON pointer, so one run names them all. `finish()`
/// throws them; a theme whose initialiser got past it holds every value its screens draw.
public struct ThemeReader {
    /// The tokens being read.
    public let tokens: TokenSet
    /// The problems found so far.
    public private(set) var problems: [TokenError] = []

    /// A reader of `tokens`.
    public init(tokens: TokenSet) { self.tokens = tokens }

    /// The pointer a token path names (`color.text.primary` → `/color/text/primary`).
    public static func pointer(_ path: String) -> JSONPointer {
        JSONPointer(path.split(separator: ".", omittingEmptySubsequences: false).map(String.init))
    }

    /// `prefix + name` for every case of `Name`, read with `read` (`TokenSet.dimension`,
    /// `.number`, `.typography` …); a value that holds in every environment.
    public mutating func values<Name: ThemeTokenName, Value: Sendable>(
        _ name: Name.Type, prefix: String = "", _ read: (TokenSet, String) throws(TokenError) -> Value
    ) -> ThemeValues<Name, Value> {
        var values: [Name: Value] = [:]
        for n in Name.allCases {
            let path = prefix + n.rawValue
            guard tokens[path] != nil else {
                problems.append(missing(path))
                continue
            }
            do { values[n] = try read(tokens, path) } catch { problems.append(error) }
        }
        return ThemeValues(values: values)
    }

    /// `prefix + name + ".light"` and `".dark"` for every case of `Name`, read with `read`:
    /// a gradient, shadow or material stated once per appearance.
    public mutating func pairs<Name: ThemeTokenName, Value: Sendable>(
        _ name: Name.Type, prefix: String = "", _ read: (TokenSet, String) throws(TokenError) -> Value
    ) -> ThemeValues<Name, ByAppearance<Value>> {
        var values: [Name: ByAppearance<Value>] = [:]
        for n in Name.allCases {
            var both: [Value] = []
            for appearance in Appearance.allCases {
                let path = prefix + n.rawValue + "." + appearance.rawValue
                guard tokens[path] != nil else {
                    problems.append(missing(path))
                    continue
                }
                do { both.append(try read(tokens, path)) } catch { problems.append(error) }
            }
            if both.count == 2 { values[n] = ByAppearance(light: both[0], dark: both[1]) }
        }
        return ThemeValues(values: values)
    }

    /// Every case of `Name` as a colour of the `color` group, in each environment, by one
    /// rule: under Increase Contrast `contrast.increased.color.NAME.APPEARANCE`, then
    /// `contrast.increased.color.NAME`, where the tokens state one; otherwise (and then)
    /// `color.NAME.APPEARANCE`, then `color.NAME`. A colour needs `color.NAME` or both
    /// `color.NAME.light` and `color.NAME.dark`.
    public mutating func colors<Name: ThemeTokenName>(_ name: Name.Type) -> ThemeValues<Name, ThemeColor> {
        var values: [Name: ThemeColor] = [:]
        for n in Name.allCases {
            var resolved: [RGBA] = []
            var failed = false
            for contrast in [ColorSchemeContrast.standard, .increased] {
                for appearance in [Appearance.light, .dark] {
                    var candidates = ["color.\(n.rawValue).\(appearance.rawValue)", "color.\(n.rawValue)"]
                    if contrast == .increased { candidates = candidates.map { "contrast.increased." + $0 } + candidates }
                    guard let path = candidates.first(where: { tokens[$0] != nil }) else {
                        if !failed {
                            problems.append(TokenError(file: tokens.file, pointer: Self.pointer("color.\(n.rawValue)"),
                                                       message: "missing: the app's screens draw colour \(n.rawValue); add color.\(n.rawValue), or color.\(n.rawValue).light and .dark"))
                        }
                        failed = true
                        continue
                    }
                    do { resolved.append(try tokens.color(path)) } catch {
                        if !problems.contains(error) { problems.append(error) }
                        failed = true
                    }
                }
            }
            if !failed { values[n] = ThemeColor(light: resolved[0], dark: resolved[1], increasedLight: resolved[2], increasedDark: resolved[3]) }
        }
        return ThemeValues(values: values)
    }

    /// The one token at `path`, read with `read` (a font family, a duration …); on a problem,
    /// throws it with every one found before.
    public mutating func value<Value>(_ path: String, _ read: (TokenSet, String) throws(TokenError) -> Value) throws(ThemeTokensInvalid) -> Value {
        guard tokens[path] != nil else {
            problems.append(missing(path))
            throw ThemeTokensInvalid(errors: problems)
        }
        do { return try read(tokens, path) } catch {
            problems.append(error)
            throw ThemeTokensInvalid(errors: problems)
        }
    }

    /// The token at `path` read with `read`, or nil with its problem kept (missing, of
    /// another type, out of range): for a theme that reads its tokens one at a time, as
    /// AirFit's does; `finish()` then throws every problem found. A problem already kept (a
    /// token two groups read) is kept once.
    public mutating func read<Value>(_ path: String, _ read: (TokenSet, String) throws(TokenError) -> Value) -> Value? {
        guard tokens[path] != nil else {
            let problem = missing(path)
            if !problems.contains(problem) { problems.append(problem) }
            return nil
        }
        do { return try read(tokens, path) } catch {
            if !problems.contains(error) { problems.append(error) }
            return nil
        }
    }

    /// Every case of `Name` as a dimension in points, by its whole path.
    public mutating func dimensions<Name: ThemeTokenName>(_ name: Name.Type) -> ThemeValues<Name, Double> {
        values(name) { t, p throws(TokenError) in try t.dimension(p) }
    }

    /// Every case of `Name` as a number, by its whole path.
    public mutating func numbers<Name: ThemeTokenName>(_ name: Name.Type) -> ThemeValues<Name, Double> {
        values(name) { t, p throws(TokenError) in try t.number(p) }
    }

    /// Every case of `Name` as a text style, by its name below `typography.`.
    public mutating func typography<Name: ThemeTokenName>(_ name: Name.Type) -> ThemeValues<Name, Typography> {
        values(name, prefix: "typography.") { t, p throws(TokenError) in try t.typography(p) }
    }

    /// The family Pango draws the font-family token at `path` with.
    public mutating func fontFamily(_ path: String) throws(ThemeTokensInvalid) -> String {
        try value(path) { t, p throws(TokenError) in try t.fontFamily(p).renderWith }
    }

    /// The problem of a token the app reads that the file lacks.
    private func missing(_ path: String) -> TokenError {
        TokenError(file: tokens.file, pointer: Self.pointer(path), message: "missing: the app's screens read \(path); add the token")
    }

    /// Throws every problem found (`ThemeTokensInvalid`, each with its file and pointer).
    public func finish() throws(ThemeTokensInvalid) {
        if !problems.isEmpty { throw ThemeTokensInvalid(errors: problems) }
    }
}

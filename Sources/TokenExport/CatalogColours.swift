import Tokens

/// Every colour an asset catalog holds for a themed set, and the name each goes by — worked
/// out once, so that the catalog (`XCAssetsExport`) and the Swift that reads it
/// (`SwiftExport`) cannot disagree on a name.
///
/// A colour token is always in the catalog, named as the Swift export names it
/// (`color.background` → `colorBackground`). A colour inside another token — a gradient's
/// stop, a shadow's colour, a border's colour — is in it only when it changes with
/// light/dark or contrast: iOS can switch a named colour by appearance, but not a gradient
/// or a shadow, so the Swift export draws those from named colours
/// (`Gradient.Stop(color: Color("gradientPeachRoseStop0"), …)`) and iOS still picks the
/// appearance. A border's colour takes its Swift member's name; a stop takes its token's
/// name with `Stop0`, `Stop1` … after it, a shadow's colour `Color` (`Color0`, `Color1` … for
/// layers), made unique among every colour name.
struct CatalogColours {
    /// Which colour of a token.
    enum Part: Hashable, Sendable {
        /// The token is a colour.
        case whole
        /// The gradient's stop at this index.
        case stop(Int)
        /// The shadow layer's colour at this index (a single shadow is layer 0).
        case shadow(Int)
        /// The border's colour.
        case border
    }

    /// One colour of the catalog.
    struct Entry: Sendable {
        let path: String
        let part: Part
        /// The colorset's name, and the name `Color("…")` reads.
        let name: String
        /// Whether an appearance iOS can switch gives it another value.
        let varies: Bool
    }

    /// In the file's token order, a token's parts in order.
    let entries: [Entry]
    /// Each appearance the themed set's modes give, as `XCAssetsExport.appearances` lists them.
    let looks: [(appearances: [(String, String)], set: TokenSet)]

    init(_ themed: ThemedTokens) {
        looks = XCAssetsExport.appearances(themed)
        // The names the Swift export declares in `Color`, which derived names must not take.
        var colourNames: [String: String] = [:]
        var used = SwiftIdentifiers()
        for m in SwiftExport.members(themed.base) where m.scope == "Color" {
            let bare = String(m.name.filter { $0 != "`" })
            // Reserved exactly as declared: `fadeStop0_2` must stay taken as itself.
            used.reserve(bare)
            if m.kind == .color || m.kind == .borderColor { colourNames[m.path] = bare }
        }
        var entries: [Entry] = []
        for token in themed.base.tokens {
            let layers = Self.parts(of: token).count
            for part in Self.parts(of: token) {
                let varies = looks.contains { look in
                    guard let other = look.set[token.path], let theirs = Self.colour(other, part) else { return false }
                    return theirs != Self.colour(token, part)
                }
                let name: String?
                switch part {
                case .whole: name = colourNames[token.path]
                case .border: name = varies ? colourNames[token.path] : nil
                case .stop(let i): name = varies ? used.allocate(SwiftIdentifiers.bare(token.path) + "Stop\(i)") : nil
                case .shadow(let i): name = varies ? used.allocate(SwiftIdentifiers.bare(token.path) + (layers == 1 ? "Color" : "Color\(i)")) : nil
                }
                if let name { entries.append(Entry(path: token.path, part: part, name: name.filter { $0 != "`" }, varies: varies)) }
            }
        }
        self.entries = entries
    }

    /// What the Swift export reads from the catalog instead of writing a literal: every
    /// colour that varies, by token path and part.
    var readByName: [String: [Part: String]] {
        var out: [String: [Part: String]] = [:]
        for e in entries where e.varies { out[e.path, default: [:]][e.part] = e.name }
        return out
    }

    /// The colours a token holds.
    static func parts(of token: Token) -> [Part] {
        switch token.value {
        case .color: [.whole]
        case .gradient(let g): g.stops.indices.map { .stop($0) }
        case .shadow(let list): list.indices.map { .shadow($0) }
        case .border: [.border]
        default: []
        }
    }

    /// A colour of a token as the catalog writes it: its sRGB value and, for a colour token
    /// written outside sRGB, how it was written. Nil when the token has no such part (a dark
    /// gradient with fewer stops).
    static func colour(_ token: Token, _ part: Part) -> Colour? {
        switch (token.value, part) {
        case (.color(let c), .whole): Colour(rgba: c, wide: token.authored.wideColor)
        case (.gradient(let g), .stop(let i)) where g.stops.indices.contains(i): Colour(rgba: g.stops[i].color, wide: nil)
        case (.shadow(let list), .shadow(let i)) where list.indices.contains(i): Colour(rgba: list[i].color, wide: nil)
        case (.border(let b), .border): Colour(rgba: b.color, wide: nil)
        default: nil
        }
    }

    /// A colour's value in the catalog.
    struct Colour: Equatable, Sendable {
        let rgba: RGBA
        let wide: WideColor?
    }
}

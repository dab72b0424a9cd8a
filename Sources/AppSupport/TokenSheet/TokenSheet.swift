public import DisplayList
public import Tokens

/// The first thing a designer sees of a design system: one page per token file with every
/// gradient (light and dark), every colour with its contrast against black and white, the
/// type scale drawn in the fonts we render with, dimensions, motion curves and effects.
///
/// Built as a display list, so the same renderer (and later the same checks) that draw
/// screens draw it.
public struct TokenSheet {
    /// The token file drawn.
    public let tokens: TokenSet
    /// Pixels per point.
    public var scale: Double
    /// Which page of the file's sheet this is, when it takes more than one (`pages(of:)`).
    public var page: Page?

    /// One page of a sheet that takes several.
    public struct Page: Sendable, Equatable {
        /// From 1.
        public let number: Int
        /// How many pages the sheet has.
        public let count: Int
        /// Tokens of the file no page draws (beyond `TokenSheet.mostPages`); said on the last page.
        public let notDrawn: Int
    }

    /// A sheet of `tokens` at `scale` pixels per point.
    public init(tokens: TokenSet, scale: Double = 2, page: Page? = nil) {
        self.tokens = tokens
        self.scale = scale
        self.page = page
    }

    /// Items of one type a page draws — a colour or gradient's light and dark are one
    /// card —, so each section stays within `SheetLimits` (120 colour cards are 24 rows,
    /// about 3,600 pt).
    public static let itemsPerTypePerPage = 120
    /// Pages one file's sheet makes at most (2,400 items of each type).
    public static let mostPages = 20

    /// The sheet of `tokens` as pages, so every token is drawn: one page when each type has
    /// at most `itemsPerTypePerPage` items; else page k draws the k-th run of that many items
    /// of each type, in the file's order. Beyond `mostPages` the last page says how many
    /// tokens are left.
    public static func pages(of tokens: TokenSet, scale: Double = 2) -> [TokenSheet] {
        var itemsOf: [TokenType: [String: Int]] = [:]
        var itemIndex: [Int] = []
        for t in tokens.tokens {
            // A colour's or gradient's `.light`/`.dark` share one card, so they share a page.
            var key = t.path
            if t.type == .color || t.type == .gradient, key.hasSuffix(".light") || key.hasSuffix(".dark") {
                key = String(key[..<key.lastIndex(of: ".")!])
            }
            let index = itemsOf[t.type, default: [:]][key] ?? itemsOf[t.type, default: [:]].count
            itemsOf[t.type, default: [:]][key] = index
            itemIndex.append(index)
        }
        let largest = itemsOf.values.map(\.count).max() ?? 0
        let wanted = (largest + itemsPerTypePerPage - 1) / itemsPerTypePerPage
        guard wanted > 1 else { return [TokenSheet(tokens: tokens, scale: scale)] }
        let count = min(wanted, mostPages)
        let notDrawn = itemIndex.filter { $0 >= count * itemsPerTypePerPage }.count
        return (0..<count).map { page in
            let range = (page * itemsPerTypePerPage)..<((page + 1) * itemsPerTypePerPage)
            let kept = zip(tokens.tokens, itemIndex).filter { range.contains($0.1) }.map(\.0)
            let set = TokenSet(file: tokens.file, system: tokens.system, description: tokens.description, tokens: kept,
                               groupDescriptions: tokens.groupDescriptions, warnings: tokens.warnings)
            return TokenSheet(tokens: set, scale: scale, page: Page(number: page + 1, count: count, notDrawn: page == count - 1 ? notDrawn : 0))
        }
    }

    /// Display names of the four systems; other files show their file name.
    static let displayNames = ["airfit": "AirFit", "calai": "Cal AI", "nutrisync": "NutriSync", "fitai": "FitAI"]

    /// The sheet as a display list, text measured with `measurer`.
    public func displayList(measuringWith measurer: any TextMeasuring) -> DisplayList {
        var canvas = SheetCanvas(measurer: measurer)
        header(&canvas)
        GradientSection(tokens: tokens).draw(on: &canvas)
        ColorSection(tokens: tokens).draw(on: &canvas)
        TypeSection(tokens: tokens).draw(on: &canvas)
        DimensionSection(tokens: tokens).draw(on: &canvas)
        MotionSection(tokens: tokens).draw(on: &canvas)
        EffectsSection(tokens: tokens).draw(on: &canvas)
        if tokens.tokens.isEmpty {
            canvas.section("No tokens", note: "This file defines no tokens, so there is nothing to draw: add groups and tokens as docs/TOKENS.md describes.")
        }
        if let page, page.notDrawn > 0 {
            canvas.section("Not drawn", note: "… and \(grouped(page.notDrawn)) more tokens, not drawn: a sheet makes at most \(Self.mostPages) pages of \(Self.itemsPerTypePerPage) items of each type.")
        }
        canvas.y += SheetStyle.margin
        return DisplayList(size: Size(width: SheetStyle.width, height: canvas.y.rounded(.up)), scale: scale,
                           background: SheetStyle.page, elements: canvas.elements)
    }

    private func header(_ canvas: inout SheetCanvas) {
        let x = SheetStyle.margin
        canvas.y = SheetStyle.margin
        canvas.y += canvas.text("DESIGN TOKENS", x: x, y: canvas.y, width: 400, font: SheetStyle.eyebrow,
                                color: SheetStyle.tertiaryInk, id: "header")
        canvas.y += 8
        let name = Self.displayNames[tokens.system] ?? tokens.system
        canvas.y += canvas.text(name, x: x, y: canvas.y, width: SheetStyle.contentWidth, font: SheetStyle.title,
                                color: SheetStyle.ink, id: "header")
        canvas.y += 12
        if let description = tokens.description {
            canvas.y += canvas.text(clipped(description, SheetLimits.descriptionLength), x: x, y: canvas.y, width: 860, font: SheetStyle.lede,
                                    color: SheetStyle.secondaryInk, id: "header")
            canvas.y += 14
        }
        var counts: [TokenType: Int] = [:]
        for t in tokens.tokens { counts[t.type, default: 0] += 1 }
        let summary = TokenType.allCases.compactMap { type in counts[type].map { "\(grouped($0)) \($0 == 1 ? type.noun : type.pluralNoun)" } }
        let meta = "\(clipped(tokens.file, SheetLimits.noteLength)) · \(grouped(tokens.tokens.count)) token\(tokens.tokens.count == 1 ? "" : "s")"
            + (summary.isEmpty ? "" : ": " + summary.joined(separator: ", "))
        canvas.y += canvas.text(meta, x: x, y: canvas.y, width: SheetStyle.contentWidth, font: SheetStyle.meta,
                                color: SheetStyle.tertiaryInk, id: "header")
        if let page {
            canvas.y += 4
            let first = (page.number - 1) * Self.itemsPerTypePerPage + 1
            canvas.y += canvas.text("Page \(page.number) of \(page.count): items \(grouped(first))–\(grouped(first + Self.itemsPerTypePerPage - 1)) of each type",
                                    x: x, y: canvas.y, width: SheetStyle.contentWidth, font: SheetStyle.meta, color: SheetStyle.secondaryInk, id: "header")
        }
    }
}

/// Tokens named `…light` / `…dark` are one design value in two appearances.
struct AppearancePair {
    let base: String
    var light: Token?
    var dark: Token?
    var single: Token?

    /// Groups `tokens` into pairs by their path without the final `light`/`dark`, in order.
    static func group(_ tokens: [Token]) -> [AppearancePair] {
        var pairs: [AppearancePair] = []
        var index: [String: Int] = [:]
        for t in tokens {
            let parts = t.path.split(separator: ".").map(String.init)
            let last = parts.last ?? ""
            let isVariant = (last == "light" || last == "dark") && parts.count > 1
            let base = isVariant ? parts.dropLast().joined(separator: ".") : t.path
            let i = index[base] ?? {
                pairs.append(AppearancePair(base: base))
                index[base] = pairs.count - 1
                return pairs.count - 1
            }()
            if isVariant {
                if last == "light" { pairs[i].light = t } else { pairs[i].dark = t }
            } else {
                pairs[i].single = t
            }
        }
        return pairs
    }

    var all: [(label: String?, token: Token)] {
        if let single { return [(nil, single)] }
        return [light.map { ("Light", $0) }, dark.map { ("Dark", $0) }].compactMap { $0 }
    }
}

/// `gradient.peachRose` → `peachRose`: the path without its top-level group.
/// A token's name on its card: the path without its first group, with a break opportunity
/// (a zero-width space) after each dot and between the words of a camel-case name, so that a
/// name too long for its card wraps at `background.|Secondary`, never mid-word.
func shortName(_ path: String) -> String {
    let parts = path.split(separator: ".")
    let name = clipped(parts.count > 1 ? parts.dropFirst().joined(separator: ".") : path, SheetLimits.nameLength)
    var out = ""
    var previous: Character?
    for c in name {
        if let p = previous, c.isUppercase, p.isLowercase || p.isNumber { out.append("\u{200B}") }
        out.append(c)
        if c == "." { out.append("\u{200B}") }
        previous = c
    }
    return out
}

func formatNumber(_ v: Double, places: Int = 2) -> String {
    if v == v.rounded() && abs(v) < 1e9 { return String(Int(v)) }
    // Beyond, v · 10^places may overflow; three significant digits say enough.
    if abs(v) >= 1e9 { return significantDigits(v) }
    var p = 1.0
    for _ in 0..<places { p *= 10 }
    let r = (v * p).rounded() / p
    return String(r)
}

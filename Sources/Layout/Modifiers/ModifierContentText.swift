public import Foundation

// What the AirFit seed's CascadeModifier (002 §3) asks of a modifier's content: its text
// (`content.string`), one letter of it (`content.letter(at:)`) and the size of its font
// (`content.fontSize`). Real SwiftUI has none of the three — a `ViewModifier` cannot see
// into its content — so they are DesignProof's extensions, there so that the seed's code
// compiles as written; a team's code that uses them will not compile on Apple's platforms.

extension ViewModifierContent {
    /// The text of the content when it is a `Text` (under any modifiers), else "" — the
    /// seed's invention (002 §3), not SwiftUI's.
    public var string: String { text?.string ?? "" }

    /// The content's character at `index` (counted as `Array(string)` counts, one per
    /// `Character`) as a `Text` with that character's own styling (a `Text` modifier on its
    /// segment); modifiers on the content view are not carried over. An empty `Text` past
    /// the end.
    /// The seed's invention (002 §3), not SwiftUI's.
    public func letter(at index: Int) -> Text {
        guard let text, index >= 0 else { return Text("") }
        var seen = 0
        for segment in text.segments {
            let characters = Array(segment.string)
            if index < seen + characters.count {
                var one = segment
                one.string = String(characters[index - seen])
                return Text(segments: [one])
            }
            seen += characters.count
        }
        return Text("")
    }

    /// The point size of the environment's font where the modifier is applied — the font
    /// the caller set around it (`.body` when none), at the environment's text size; a
    /// `.font` on the content itself, inside, is not seen. The seed's invention (002 §3), not
    /// SwiftUI's. Read inside `body(content:)`.
    public var fontSize: CGFloat {
        let environment = EnvironmentValues.current
        return (environment.font ?? .body).resolved(in: environment).size
    }

    private var text: Text? {
        var view = self.view
        while let modifier = view as? any ModifierView { view = modifier.contentView }
        return view as? Text
    }
}

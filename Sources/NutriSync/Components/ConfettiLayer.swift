public import SwiftUI
import DisplayList
import Tokens

/// One confetti particle in one frame: where its centre is on the screen (points from the
/// screen's top-left corner, status bar included), its size, its turn, how far it has
/// tumbled (the y scale of a paper flake seen edge-on: 1 flat, near 0 edge-on), its colour
/// (`color.confetti.c1` … `c5`), whether it is a disc or a strip, and its opacity.
public struct ConfettiPiece: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    public var rotation: Double
    public var tumble: Double
    /// 1 … 5: `color.confetti.c<colour>`.
    public var colour: Int
    public var round: Bool
    public var opacity: Double

    public init(x: Double, y: Double, width: Double, height: Double, rotation: Double, tumble: Double,
                colour: Int, round: Bool, opacity: Double = 1) {
        self.x = x; self.y = y; self.width = width; self.height = height; self.rotation = rotation
        self.tumble = tumble; self.colour = colour; self.round = round; self.opacity = opacity
    }
}

/// The confetti of one frame, drawn over the whole screen (past the safe area) and above
/// everything else. Decorative: VoiceOver ignores it.
nonisolated public struct ConfettiLayer: View {
    @Environment(\.nutriSync) private var theme
    let pieces: [ConfettiPiece]
    public init(pieces: [ConfettiPiece]) { self.pieces = pieces }

    public var body: some View {
        let t = theme
        ZStack(alignment: .topLeading) {
            ForEach(pieces.indices, id: \.self) { i in
                let p = pieces[i]
                let paint = Color(t.color(NutriSyncColor.confetti[min(max(p.colour, 1), 5) - 1]))
                // A disc is a square piece with half-side corners.
                RoundedRectangle(cornerRadius: p.round ? min(p.width, p.height) / 2 : 1.5, style: .circular)
                    .fill(paint)
                .frame(width: p.width, height: p.height)
                .scaleEffect(x: 1, y: p.tumble)
                .rotationEffect(.degrees(p.rotation))
                .opacity(p.opacity)
                .offset(x: p.x - p.width / 2, y: p.y - p.height / 2)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .ignoresSafeArea()
        .accessibilityLabel("")
    }
}

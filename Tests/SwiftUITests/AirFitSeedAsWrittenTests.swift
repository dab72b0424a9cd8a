import DisplayList
import Foundation
import Motion
import SwiftUI
import Testing
import Tokens

// The AirFit seed's components (002 §3–5) pasted as the seed writes them — its §12 asks for
// exactly that — recorded as SwiftUI runs them. Where the seed's code does not draw what
// its words describe, these tests pin what the code does; the catalogue's components
// (Sources/AirFit) say how they differ and why.

private struct MotionToken {
    static let duration: Double = 0.60
    static let stagger: Double = 0.012
    static let offsetY: CGFloat = 6
    static let wghtFrom: CGFloat = 300
    static let wghtTo: CGFloat = 400
}

private struct CascadeText: View {
    @State private var phase: CGFloat = 0
    let text: String
    var body: some View {
        Text(text)
            .modifier(CascadeModifier(phase: phase))
            .onAppear { withAnimation(.easeOut(duration: MotionToken.duration)) { phase = 1 } }
    }
}

private struct CascadeModifier: AnimatableModifier {
    var phase: CGFloat
    // The seed leaves `animatableData` out; an `AnimatableModifier` without it animates
    // nothing (SwiftUI's default is empty), so the phase would jump. Added, as every
    // AnimatableModifier spells it.
    var animatableData: CGFloat {
        get { phase }
        set { phase = newValue }
    }
    func body(content: Content) -> some View {
        let letters = Array(content.string)
        HStack(spacing: 0) {
            ForEach(letters.indices, id: \.self) { idx in
                let p = min(max(phase - CGFloat(idx) * MotionToken.stagger, 0), 1)
                content
                    .letter(at: idx)
                    .font(.system(size: content.fontSize,
                                  weight: .init(MotionToken.wghtFrom + (MotionToken.wghtTo - MotionToken.wghtFrom) * p),
                                  design: .rounded))
                    .opacity(p)
                    .offset(y: (1 - p) * MotionToken.offsetY)
            }
        }
    }
}

/// The seed's GlassCard reads a `MotionManager` it never defines: the smallest one that lets
/// the code compile.
private final class MotionManager: ObservableObject {}

private struct GlassCard<Content: View>: View {
    @EnvironmentObject private var motion: MotionManager
    @State private var loaded = false
    let content: () -> Content
    var body: some View {
        content()
            .padding()
            .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 20, style: .continuous))
            .overlay(RoundedRectangle(cornerRadius: 20).stroke(.white.opacity(0.3), lineWidth: 1))
            .shadow(color: .black.opacity(0.05), radius: 8, y: 4)
            .scaleEffect(loaded ? 1 : 0.96)
            .opacity(loaded ? 1 : 0)
            .onAppear {
                withAnimation(.interpolatingSpring(stiffness: 130, damping: 12)) { loaded = true }
            }
    }
}

private struct MicRippleView: View {
    @State private var ripple = false
    var body: some View {
        ZStack {
            Circle().fill(.white.opacity(0.1))
                    .scaleEffect(ripple ? 1.6 : 0.2)
                    .opacity(ripple ? 0 : 1)
            Image(systemName: "mic.fill")
                .font(.system(size: 28, weight: .light))
                .foregroundColor(.white)
        }
        .frame(width: 72, height: 72)
        .onAppear { ripple.toggle()
            withAnimation(.easeOut(duration: 1.5).repeatForever(autoreverses: false)) { ripple.toggle() }
        }
    }
}

@Suite @MainActor struct AirFitSeedAsWrittenTests {
    func recording<V: View>(_ view: V, width: Double = 393) -> AnimationRecording { SwiftUITests.recording(view, width: width, height: 400) }

    /// An underdamped spring from rest, in closed form (k 130, c 12, m 1: ζ = 6/√130), worked
    /// out here independently of Motion's `Spring`.
    func spring(_ t: Double) -> Double {
        let w0 = 130.0.squareRoot(), zeta = 12 / (2 * w0), wd = w0 * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
    }

    /// §4 as written springs in: scale 0.96 → 1 and opacity 0 → 1 on the interpolating spring,
    /// overshooting (the scale passes 1 before it settles; the opacity is drawn clamped).
    @Test func theGlassCardSpringsInOnItsSpring() throws {
        let r = recording(GlassCard { Text("Get Started") }.environmentObject(MotionManager()))
        func card(_ t: Double) throws -> Element { try #require(r.frame(at: t).elements.first { $0.material != nil }) }
        #expect(try card(0).transform?.a == 0.96)
        for t in [0.1, 0.2, 0.3] {
            let scale = try #require(try card(t).transform?.a)
            #expect(abs(scale - (0.96 + 0.04 * spring(t))) < 1e-9, "at \(t) s")
        }
        #expect(spring(0.3) > 1, "the spring overshoots")
        #expect(try card(2).transform == nil || card(2).transform?.a == 1)
    }

    /// §5 as written implodes: the plain `ripple.toggle()` and the animated one are two
    /// updates (SwiftUI groups a closure's changes by transaction), so the circle jumps to
    /// 1.6 and opacity 0, then animates back to 0.2 and opacity 1 — every 1.5 s, forever.
    @Test func theSeedsRippleAnimatesInwards() throws {
        let r = recording(MicRippleView().background(Color.black))
        func circle(_ t: Double) throws -> Element { try #require(r.frame(at: t).elements.first { $0.shape == .ellipse }) }
        let half = TimingCurve.easeOut.progress(0.5)
        let mid = try circle(0.75)
        #expect(abs((mid.transform?.a ?? -1) - (1.6 + (0.2 - 1.6) * half)) < 1e-9)
        #expect(abs(r.frame(at: 0.75).effectiveOpacity(of: mid) - half) < 1e-9)
        // It shrinks: a ripple would grow.
        #expect((try circle(0.3).transform?.a ?? 0) > (try circle(1.2).transform?.a ?? 0))
        #expect(r.settleTime == nil, "repeatForever never settles")
    }

    /// §3 as written: `content.string`, `letter(at:)` and `fontSize` (DesignProof's
    /// extensions for the seed's inventions) give one `Text` per letter in an `HStack`, so the
    /// title's "\n" is a blank letter and "Welcome to AirFit" runs on one line; each letter's
    /// opacity, weight and rise follow the seed's formula at the eased phase.
    @Test func theSeedsCascadeRunsLetterByLetterOnOneLine() throws {
        let title = CascadeText(text: "Welcome\nto AirFit").font(.system(size: 20, weight: .thin, design: .rounded))
        let r = recording(title, width: 600)
        let letters = r.frame(at: 0.3).elements.filter { $0.text != nil }
        #expect(letters.count == 17)
        #expect(letters.map { $0.text!.string }.joined() == "Welcome\nto AirFit")
        let w = letters[0], t = letters[8]
        #expect(w.text?.font.size == 20, "fontSize: the size of the font the caller set")
        let phase = TimingCurve.easeOut.progress(0.5)
        for (idx, letter) in [(0, w), (8, t)] {
            let p = min(max(phase - Double(idx) * 0.012, 0), 1)
            #expect(abs(r.frame(at: 0.3).effectiveOpacity(of: letter) - p) < 1e-9, "letter \(idx)")
            #expect(abs(letter.text!.font.weight - (300 + 100 * p)) < 1e-9, "letter \(idx)")
        }
        #expect(t.frame.x > w.frame.x, "after \"Welcome\", on the same line")
        #expect(abs((t.frame.y + t.frame.height / 2) - (w.frame.y + w.frame.height / 2)) < 1e-9)
        // At rest the last letter stays at 1 − 16 · 0.012 = 0.808 of the way: the seed's
        // phase stops at 1 (docs/ANIMATION.md).
        let rest = try #require(r.frame(at: 1).elements.last { $0.text != nil })
        #expect(abs(r.frame(at: 1).effectiveOpacity(of: rest) - 0.808) < 1e-9)
    }
}

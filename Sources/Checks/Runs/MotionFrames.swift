import AppSupport
import DisplayList

/// An animation's frames at `MotionRun.fps`, laid out once each when first asked for: the
/// motion claims look at a few hundred chosen frames of each animation, and several claims
/// often want the same one.
package final class MotionFrames {
    package let clip: AnimationClip
    package let fps: Int
    /// Whether the clip is the reduced-motion variant.
    package let reducedMotion: Bool
    private var cache: [Int: DisplayList] = [:]

    package init(clip: AnimationClip, fps: Int, reducedMotion: Bool) {
        self.clip = clip
        self.fps = fps
        self.reducedMotion = reducedMotion
    }

    /// Frame k, at t = k / fps.
    package func frame(_ k: Int) -> DisplayList {
        if let list = cache[k] { return list }
        let list = clip.frame(at: time(k))
        cache[k] = list
        return list
    }

    package func time(_ k: Int) -> Double { Double(k) / Double(fps) }

    /// The frame at or just before `t` (what a frame clock would show at `t`).
    package func index(atOrBefore t: Double) -> Int { max(0, Int((t * Double(fps) + 1e-9).rounded(.down))) }

    /// The last frame `proof animate` renders at this rate.
    package var lastIndex: Int { index(atOrBefore: clip.duration) }

    /// How many frames were laid out.
    package var laidOut: Int { cache.count }
}

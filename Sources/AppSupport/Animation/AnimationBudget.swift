/// How much one `proof animate` run may draw and hold, checked before any frame is drawn.
///
/// An animation's length comes from tokens (a duration, a spring's settling time), and
/// the loader accepts any of them up to 600 s (`AnimationTime.longest`), which at 120 fps
/// and 3x is 72,001 frames of 12 MB. What a run costs is frames × frame size, in three
/// places, each with its own limit (docs/TOKENS.md, "Motion limits"):
///
/// - every frame is drawn and written at the output scale: `maxFrameBytes` of raw pixels
///   in all (time and disk);
/// - every frame's display list is built first and held (about 100 KB each): `maxFrames`;
/// - the animated PNG's frames (1x, at most 30 fps) are held together until it is
///   written: `maxPlaybackBytes`.
///
/// Together they keep a run under about 800 MB. Every animation of the catalogue fits
/// at every option (the longest, Cal AI's 5.3 s loading bar at 240 fps on the largest
/// device at 3x, is 1,273 frames and 18.4 GB of pixels drawn).
public enum AnimationBudget {
    /// At most this many frames a run (their display lists are held together).
    public static let maxFrames = 3_000
    /// At most this many bytes of pixels drawn in a run, all frames at the output scale (24 GiB).
    public static let maxFrameBytes = 24.0 * 1024 * 1024 * 1024
    /// `maxFrameBytes` as messages write it.
    public static let maxFrameBytesText = "24 GiB"
    /// At most this many bytes of 1x frames held for the animated PNG (384 MiB).
    public static let maxPlaybackBytes = 384.0 * 1024 * 1024
    /// `maxPlaybackBytes` as messages write it.
    public static let maxPlaybackBytesText = "384 MiB"
    /// The animated PNG plays at most this many frames per second (`AnimatedPNG.playbackStep`).
    static let playbackFPS = 30

    /// Why `clip` at `fps` (frames drawn at `scale` pixels per point, or its own scale when
    /// nil) is too costly to render, in one line naming the token its length comes from in
    /// `tokenFile`; nil when it fits.
    public static func problem(clip: AnimationClip, fps: Int, scale: Double?, tokenFile: String) -> String? {
        let source = clip.lengthTokens.isEmpty
            ? "its length is the seed's"
            : "its length comes from \(clip.lengthTokens.joined(separator: " + ")) in \(tokenFile)"
        guard clip.duration.isFinite, clip.duration >= 0, fps > 0 else {
            return "\(clip.id) has no finite length (\(clip.duration) s); \(source)"
        }
        // In Double: a long clip's frame count need not fit an Int.
        let frames = (clip.duration * Double(fps) + 1e-9).rounded(.down) + 1
        let first = clip.frame(at: 0)
        let outputScale = scale ?? first.scale
        let width = (first.size.width * outputScale).rounded(), height = (first.size.height * outputScale).rounded()
        let width1x = first.size.width.rounded(), height1x = first.size.height.rounded()
        let step = Double(max(1, (fps + playbackFPS - 1) / playbackFPS))
        let playbackFrames = ((frames - 1) / step).rounded(.down) + 1
        let length = "\(clip.id) lasts \(seconds(clip.duration))"
        if frames > Double(maxFrames) {
            return "\(length): \(count(frames)) frames at \(fps) fps, over the limit of \(count(Double(maxFrames))) frames; "
                + "\(source) (shorten it, or lower --fps)"
        }
        let drawn = frames * width * height * 4
        if drawn > maxFrameBytes {
            return "\(length): \(count(frames)) frames of \(Int(width))×\(Int(height)) px at \(fps) fps are \(bytes(drawn)) of pixels, "
                + "over the \(maxFrameBytesText) limit on frames × frame size; \(source) (shorten it, or lower --fps or --scale)"
        }
        let held = playbackFrames * width1x * height1x * 4
        if held > maxPlaybackBytes {
            return "\(length): its animated PNG would hold \(count(playbackFrames)) frames of \(Int(width1x))×\(Int(height1x)) px "
                + "(\(bytes(held))) in memory, over the \(maxPlaybackBytesText) limit; \(source) (shorten it)"
        }
        return nil
    }

    /// "0.6 s", "601 s", "1000000 s" (to the millisecond).
    static func seconds(_ s: Double) -> String {
        guard s < 1e15 else { return "\(s) s" }
        return s == s.rounded() ? "\(Int(s)) s" : "\((s * 1000).rounded() / 1000) s"
    }

    /// "72,121" (grouped, so a frame count reads at a glance), or "2.4e+08" when huge.
    static func count(_ n: Double) -> String {
        guard n < 1e15 else { return "\(n)" }
        var digits = String(Int(n))
        var out = ""
        while digits.count > 3 {
            out = "," + digits.suffix(3) + out
            digits.removeLast(3)
        }
        return digits + out
    }

    /// "869 GB", "966 MB", "12 MB": decimal units, 3 significant figures at most.
    static func bytes(_ b: Double) -> String {
        let units = ["bytes", "kB", "MB", "GB", "TB", "PB", "EB"]
        var value = b
        var unit = 0
        while value >= 1000, unit < units.count - 1 { value /= 1000; unit += 1 }
        let shown = value >= 100 ? String(Int(value.rounded())) : String((value * 10).rounded() / 10)
        return "\(shown.hasSuffix(".0") ? String(shown.dropLast(2)) : shown) \(units[unit])"
    }
}

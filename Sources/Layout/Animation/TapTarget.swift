/// A control a recording can tap by its label (`AnimationRecording.tap(_:at:)`): what
/// VoiceOver calls it, what it is, whether it takes taps, and what a tap runs.
struct TapTarget {
    /// Its accessibility label: a button's title or the text of its label, joined with ", ".
    let label: String
    /// "button", "toggle" or "tap gesture", for messages.
    let kind: String
    /// False under `.disabled(true)`: a tap does nothing, as on a device.
    let isEnabled: Bool
    /// The action, run in the environment the control was built in.
    let action: () -> Void

    /// " (shown: "Start", "Reset")", or a hint when nothing tappable is labelled: what a
    /// missed tap's message lists, at most a dozen labels.
    static func listing(_ targets: [TapTarget]) -> String {
        // At most 13 distinct labels are gathered (12 shown, and whether there are more).
        var seen: [String] = []
        for target in targets where !target.label.isEmpty && !seen.contains(target.label) {
            seen.append(target.label)
            if seen.count > 12 { break }
        }
        if seen.isEmpty {
            return targets.isEmpty ? " (no button, toggle or tap gesture is shown)"
                : " (what is shown has no text: give it .accessibilityLabel, or a Text in its label)"
        }
        let shown = seen.prefix(12).map { "\"\($0)\"" }.joined(separator: ", ")
        return " (shown: \(shown)\(seen.count > 12 ? ", …" : ""))"
    }
}

/// A tap a recording performs: the control labelled `label`, at `time` seconds
/// (`proof animate --tap LABEL@SECONDS`).
public struct RecordingTap: Hashable, Sendable {
    /// The label of the control to tap (a button's title, a toggle's label text).
    public let label: String
    /// When, in seconds from the view's appearance.
    public let time: Double

    /// The tap on `label` at `time` seconds.
    public init(label: String, time: Double) {
        self.label = label; self.time = time
    }

    /// Reads `LABEL@SECONDS` (the last `@` splits, so a label may hold one); nil when the
    /// text has no `@`, an empty label, or a time that is not a number from 0 to 600.
    public init?(_ text: String) {
        guard let at = text.lastIndex(of: "@") else { return nil }
        let label = String(text[..<at])
        guard !label.isEmpty, let time = Double(text[text.index(after: at)...]), time.isFinite, (0...600).contains(time) else { return nil }
        self.init(label: label, time: time)
    }
}

private struct RecordingTapsKey: EnvironmentKey { static let defaultValue: [RecordingTap] = [] }

extension EnvironmentValues {
    /// Not SwiftUI: the taps an `AnimationRecording` made over this environment performs, in
    /// order (`proof animate --tap`). A still performs none.
    public var recordingTaps: [RecordingTap] {
        get { self[RecordingTapsKey.self] }
        set { self[RecordingTapsKey.self] = newValue }
    }
}

extension View {
    /// Registers this view as a control a recording can tap by `label` (nothing in a still).
    nonisolated func tapTarget(_ label: String, kind: String, isEnabled: Bool, action: @escaping () -> Void) -> some View {
        LifecycleModifier(content: self) { context in
            guard let graph = context.graph, !graph.isAtRest else { return }
            graph.noteTapTarget(TapTarget(label: label, kind: kind, isEnabled: isEnabled && context.environment.isEnabled, action: context.inEnvironment(action)))
        }
    }
}

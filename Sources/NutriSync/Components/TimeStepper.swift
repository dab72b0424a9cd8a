public import SwiftUI

/// The daily-routine stepper (Screen 4.2, "Wake up? [6:00 AM] ±"): a `ValueStepper` showing
/// a `NutriSyncTime`, whose buttons are labelled from the question — "Wake up?" gives
/// "Wake up earlier" and "Wake up later" — so VoiceOver says which time a tap moves.
nonisolated public struct TimeStepper: View {
    let question: String
    let time: NutriSyncTime

    public init(_ question: String, time: NutriSyncTime) {
        self.question = question; self.time = time
    }

    /// "Wake up" from "Wake up?".
    var action: String { question.hasSuffix("?") ? String(question.dropLast()) : question }

    public var body: some View {
        ValueStepper(question, value: time.text, valueLabel: "\(action) time, \(time.text)",
                     decrease: action + " earlier", increase: action + " later",
                     key: action.lowercased().split(separator: " ").joined(separator: "-"))
    }
}

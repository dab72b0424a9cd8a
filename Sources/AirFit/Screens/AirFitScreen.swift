public import SwiftUI

/// AirFit's four screens (seed §6) and the gradient each one is shown on (seed §11's
/// "Random-Gradient QA Pass": Welcome peachRose → Dashboard mintAqua → VoiceLog lilacBlush
/// → RepCounter skyLavender). The app picks a gradient at random on every push; a still of
/// a screen is drawn on the one its QA row names, so the four stills read as four screens
/// and match the frames of `airfit/qa-pass`. `--gradient` overrides it.
public enum AirFitScreen: String, CaseIterable, Sendable {
    case welcome, dashboard, voiceLog = "voice-log", repCounter = "rep-counter"

    /// `airfit/welcome` …
    public var id: String { "airfit/" + rawValue }

    /// The gradient token of the screen's QA row.
    public var qaGradient: String {
        switch self {
        case .welcome: "peachRose"
        case .dashboard: "mintAqua"
        case .voiceLog: "lilacBlush"
        case .repCounter: "skyLavender"
        }
    }

    /// The name of the screen's view type: the root of its element ids.
    public var viewName: String {
        switch self {
        case .welcome: "OnboardingWelcome"
        case .dashboard: "Dashboard"
        case .voiceLog: "VoiceLog"
        case .repCounter: "RepCounter"
        }
    }

    /// The screen as the seed writes it.
    public var view: AnyView {
        switch self {
        case .welcome: AnyView(OnboardingWelcome())
        case .dashboard: AnyView(Dashboard())
        case .voiceLog: AnyView(VoiceLog())
        case .repCounter: AnyView(RepCounter())
        }
    }
}

extension AirFitTheme {
    /// The gradient `screen` is shown on by default (its QA row).
    public func qaGradient(for screen: AirFitScreen) -> GradientToken { screenGradients[screen]! }
}

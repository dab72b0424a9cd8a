public import AppSupport

extension FitAIApp {
    /// Where each FitAI animation comes to rest and where each spring is measured (`proof
    /// check motion`). The seed names no animation; the reduced-motion fade is chosen.
    public var motionClaims: MotionClaims {
        MotionClaims(
            reducedFadeSource: "chosen: the seed names no animation (\"Loading states and animations\", §Phase 7)",
            endings: [
                "fitai/progress-fill": .screen("fitai/home"),
                "fitai/tab-switch": .screen("fitai/history"),
            ],
            springs: [
                "spring.progressFill": .measured(animation: "fitai/progress-fill", element: "Section/SectionRows.1/VStack/ProgressView.1/LinearProgressBar/fill", signal: .width),
                "spring.push": .notMeasured(reason: "no catalogue animation pushes a FitAI screen (fitai/tab-switch is a cross-fade)"),
            ])
    }
}

public import AppSupport

extension NutriSyncApp {
    /// "Animations respect reduce motion setting" (§Accessibility), where each animation
    /// comes to rest and where each spring is measured (`proof check motion`).
    public var motionClaims: MotionClaims {
        MotionClaims(
            reducedFadeSource: "chosen: the seed says \"Animations respect reduce motion setting\" (§Accessibility) but names no length",
            endings: [
                "nutrisync/progress-dots": .screen("nutrisync/basic-info"),
                "nutrisync/count-up": .screen("nutrisync/impact-calculator"),
                "nutrisync/windows-slide-in": .screen("nutrisync/schedule-preview"),
                "nutrisync/window-pulse": .screen("nutrisync/schedule-intro"),
                "nutrisync/calculating-ring": .none(reason: "ends with the ring full (100 %); the catalogue's nutrisync/calculating shows the wait part-way"),
                "nutrisync/confetti": .screen("nutrisync/all-set"),
                "nutrisync/checkmark-bounce": .screen("nutrisync/all-set"),
            ],
            springs: [
                "spring.transition": .notMeasured(reason: "no catalogue animation pushes a NutriSync screen; the screens are drawn at rest"),
                "spring.progressDot": .notMeasured(reason: "the current dot grows on it and is sent back after 0.35 s (motion.progressDots), before it settles, so no frame shows it settle"),
                "spring.windowSlideIn": .measured(animation: "nutrisync/windows-slide-in", element: "meal-window-1/background/RoundedRectangle", signal: .centreX),
                "spring.checkmarkBounce": .measured(animation: "nutrisync/checkmark-bounce", element: "successCheck", signal: .width, from: 0),
                "spring.selection": .notMeasured(reason: "no catalogue animation selects a card; the selected states are drawn at rest"),
                "spring.windowSnap": .notMeasured(reason: "no catalogue animation drags a meal window; the schedule builder is drawn at rest"),
            ])
    }
}

public import AppSupport

extension CalAIApp {
    /// Where each Cal AI animation comes to rest and where each spring is measured (`proof
    /// check motion`). The seeds name no reduced-motion fade; the token's is chosen.
    public var motionClaims: MotionClaims {
        MotionClaims(
            reducedFadeSource: "chosen: the seeds say nothing of Reduce Motion (motion.reducedMotion)",
            endings: [
                "calai/weight-chart-draw": .screen("calai/weight-chart"),
                "calai/loading-progress": .none(reason: "ends at 100 % with every item ticked; the catalogue's calai/loading shows the wait part-way, at 65 %"),
                "calai/health-score-fill": .none(reason: "ends on calai/plan-ready scrolled to its Health Score card (the fill starts as the card scrolls in); the catalogue draws the screen from its top"),
                "calai/spin-wheel-spin": .none(reason: "ends with the wheel turned onto the prize (80 % under the pointer); the catalogue's calai/spin-wheel shows it before the spin"),
                "calai/speed-slider": .screen("calai/speed", state: "fast"),
                "calai/push": .screen("calai/workouts"),
            ],
            springs: [
                "spring.push": .measured(animation: "calai/push", element: "CalAIWorkouts/VStack.1/PrimaryButton.2", signal: .centreX),
                "spring.speedSlider": .notMeasured(reason: "the thumb follows the finger's drag through it, never a step from rest, so no frame shows its step response"),
                "spring.speedIcon": .notMeasured(reason: "each emoji springs from the moment the thumb passes its pace, a time the drag decides, and the next pace can start before it settles"),
            ],
            reducedMotionMovers: [
                ReducedMotionMover(animation: "calai/speed-slider", element: "SpeedSlider.1/Capsule.1/overlay",
                                   reason: "the thumb moves under the finger that drags it: direct manipulation, which Reduce Motion leaves alone"),
                ReducedMotionMover(animation: "calai/speed-slider", element: "FractionRow",
                                   reason: "the chosen pace's emoji and label are drawn larger: a state that changes in one frame as the thumb passes, not an animation"),
                ReducedMotionMover(animation: "calai/speed-slider", element: "CalAISpeed/VStack.1/ViewThatFits.1/VStack/VStack.2/",
                                   reason: "at the fastest pace the tip below the slider turns to two lines, and the centred column rises 9 pt to make room: a layout change with the new text, in one frame, not an animation"),
            ])
    }
}

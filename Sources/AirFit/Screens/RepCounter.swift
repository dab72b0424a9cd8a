public import SwiftUI

/// Seed §6.4, as written there (the seed's cascade string is "I " — kept verbatim).
nonisolated public struct RepCounter: View {
    let reps: Int
    public init(reps: Int = 12) { self.reps = reps }

    public var body: some View {
        BaseScreen {
            VStack(spacing: 12) {
                CascadeText(text: "I ")
                    .font(.scaled(.system(size: 28, weight: .thin, design: .rounded)))
                GradientNumber(value: reps)
                Text("Reps").font(.title3.weight(.thin))
            }
        }
    }
}

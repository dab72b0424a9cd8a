public import SwiftUI

/// "Food Scanner UI: A floating camera button at the bottom of the screen" (seed 000 §2.1):
/// a 60 pt black circle with a camera, lifted by the `shadow.fab` shadow.
nonisolated public struct CameraButton: View {
    @Environment(\.mainLook) private var look

    public init() {}

    public var body: some View {
        let look = self.look
        let d = look.length(.sizeFab)
        Image(systemName: "camera.fill")
            .font(.system(size: d * 0.4, weight: .semibold))
            .foregroundColor(look.color(.ctaText))
            .frame(width: d, height: d)
            .background(look.color(.ctaFill), in: Circle())
            .mainShadow(look.shadow(.fab))
            .accessibilityLabel("Scan food")
            .accessibilityAddTraits(.isButton)
    }
}

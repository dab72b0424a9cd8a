public import SwiftUI
import AppSupport

/// "Spin to unlock an exclusive discount" (seed 000 p8 "Discount Spinner"; 001 p8 "A 'Spin
/// to unlock an exclusive discount' screen … a visually engaging component with an
/// animated spinning wheel"): the title, the wheel with its pointer, and the Spin capsule.
/// `rotation` turns the wheel for `calai/spin-wheel-spin`.
nonisolated public struct CalAISpinWheel: View {
    @Environment(\.mainLook) private var look
    let offer: CalAIOffer
    let rotation: Angle

    public init(offer: CalAIOffer = .standard, rotation: Angle = .radians(0)) { self.offer = offer; self.rotation = rotation }

    public var body: some View {
        let look = self.look
        let side = look.length(.spacingScreenHorizontal)
        let wheel = look.length(.sizeSpinWheel)
        let header = VStack(spacing: look.length(.spacingTitleToSubtitle)) {
            Text("Spin to unlock an exclusive discount")
                .font(look.font(.title, .title))
                .multilineTextAlignment(.center)
                .foregroundColor(look.color(.textPrimary))
                .fixedSize(horizontal: false, vertical: true)
            Text("One spin, one offer — only on this screen.")
                .font(look.font(.subtitle, .callout))
                .multilineTextAlignment(.center)
                .foregroundColor(look.color(.textSecondary))
                .fixedSize(horizontal: false, vertical: true)
        }
        .padding(.top, 36)
        let spinner = ZStack(alignment: .top) {
            SpinWheel(labels: offer.wheelDiscounts.map { "\($0)%" }, rotation: rotation)
                .frame(width: wheel, height: wheel)
                .padding(.top, 14)
            SpinWheelPointer()
        }
        ZStack {
            look.color(.background).ignoresSafeArea()
            VStack(spacing: 0) {
                ViewThatFits(in: .vertical) {
                    VStack(spacing: 0) {
                        header
                        Spacer(minLength: 24)
                        spinner
                        Spacer(minLength: 24)
                    }
                    ScrollView {
                        VStack(spacing: 32) {
                            header
                            spinner
                        }
                        .padding(.bottom, 24)
                    }
                    // The wheel, cut by "Spin" at the largest sizes, fades into the page: it scrolls.
                    .foldFade(look.color(.background))
                    // The fade ends a little above "Spin", not against it.
                    .padding(.bottom, 8)
                }
                PrimaryButton("Spin")
                    .padding(.bottom, look.length(.spacingCtaBottom))
            }
            .padding(.horizontal, side)
        }
    }
}

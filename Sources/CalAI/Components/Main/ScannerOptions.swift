public import SwiftUI

/// The scanner's bottom bar (seed 000 §2.1 "a bottom bar with 'Scan Food,' gallery, and
/// manual entry options"): three chips — "Scan Food" selected (white, black text), "Gallery"
/// and "Manual" on translucent white — above the shutter.
nonisolated public struct ScannerOptions: View {
    @Environment(\.mainLook) private var look

    public init() {}

    static let options = [("camera.viewfinder", "Scan Food"), ("photo", "Gallery"), ("keyboard", "Manual")]

    @ViewBuilder
    func chipContent(_ option: (String, String), selected: Bool) -> some View {
        let look = self.look
        Image(systemName: option.0)
            .font(.system(size: look.scaled(value: 20, .footnote), weight: .medium))
            .foregroundColor(look.color(selected ? .black : .white))
        Text(option.1)
            .font(look.font(.footnote, .footnote))
            .fontWeight(.semibold)
            .foregroundColor(look.color(selected ? .black : .white))
            .fixedSize()
    }

    public var body: some View {
        let look = self.look
        // The Camera app's shutter: a 72 pt white ring around a white disc.
        let shutter = 72.0
        VStack(spacing: 20) {
            ViewThatFits(in: .horizontal) {
                HStack(spacing: 10) {
                    ForEach(Array(Self.options.enumerated()), id: \.offset) { index, option in
                        VStack(spacing: 6) { chipContent(option, selected: index == 0) }
                            .padding(.vertical, 10)
                            .padding(.horizontal, 8)
                            .frame(maxWidth: .infinity)
                            .scannerChip(option.1, selected: index == 0, look: look)
                    }
                }
                VStack(spacing: 8) {
                    ForEach(Array(Self.options.enumerated()), id: \.offset) { index, option in
                        HStack(spacing: 10) { chipContent(option, selected: index == 0); Spacer(minLength: 0) }
                            .padding(12)
                            .scannerChip(option.1, selected: index == 0, look: look)
                    }
                }
            }
            Circle().fill(look.color(.white))
                .frame(width: shutter - 12, height: shutter - 12)
                .overlay(Circle().stroke(look.color(.white), lineWidth: 4).frame(width: shutter, height: shutter))
                .frame(width: shutter, height: shutter)
                .accessibilityLabel("Take photo")
                .accessibilityAddTraits(.isButton)
        }
        .padding(.horizontal, look.length(.spacingScreenHorizontal))
        .padding(.top, 16)
        .padding(.bottom, 12)
        .background(look.color(.scannerBar).ignoresSafeArea(edges: .bottom))
    }
}

extension View {
    /// A scanner option's chip: white when selected, translucent white otherwise.
    nonisolated func scannerChip(_ label: String, selected: Bool, look: MainLook) -> some View {
        self
            .background(look.color(selected ? .scannerChipSelected : .scannerChip),
                        in: RoundedRectangle(cornerRadius: look.length(.radiusChip)))
            .accessibilityLabel(label + (selected ? ", selected" : ""))
            .accessibilityAddTraits(.isButton)
    }
}

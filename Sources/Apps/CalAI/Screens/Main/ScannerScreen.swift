public import Layout

/// The food scanner (seed 000 §2.1 "Tapping it opens a camera view with a square frame and
/// a bottom bar with 'Scan Food,' gallery, and manual entry options"): the camera's picture
/// (the salad illustration) edge to edge, a close button and the flash, the square frame
/// with a hint, and the bottom bar. The camera view is dark in both appearances
/// (`color.scanner`), so the catalogue renders it with the light status bar.
public struct CalAIScanner: View {
    @Environment(\.mainLook) private var look

    public init() {}

    func roundButton(_ symbol: String, _ label: String) -> some View {
        let look = self.look
        let d = look.length("size.backButton")
        return Image(systemName: symbol)
            .font(.system(size: 17, weight: .semibold))
            .foregroundColor(look.color("white"))
            .frame(width: d, height: d)
            .background(look.color("scanner.bar"), in: Circle())
            .accessibilityLabel(label)
            .accessibilityAddTraits(.isButton)
    }

    public var body: some View {
        let look = self.look
        let side = look.length("spacing.screenHorizontal")
        ZStack {
            look.color("scanner.background").ignoresSafeArea()
            Image(illustration: "salad", aspectRatio: 393.0 / 852.0)
                .aspectRatio(contentMode: .fill)
                .ignoresSafeArea()
                .accessibilityLabel("Camera view of a salad")
            // A scrim so the status bar and the top buttons read on any picture.
            LinearGradient(colors: [look.color("scanner.bar"), .clear], startPoint: .top, endPoint: .bottom)
                .frame(height: 180)
                .frame(maxHeight: .infinity, alignment: .top)
                .ignoresSafeArea()
            VStack(spacing: 20) {
                ScannerFrame()
                // At the accessibility sizes the bottom bar grows over where the hint would be.
                if !look.contentSize.isAccessibilityCategory {
                    Text("Center your meal in the frame")
                        .font(look.font("subheadline", .subheadline))
                        .foregroundColor(look.color("white"))
                        .multilineTextAlignment(.center)
                        .fixedSize(horizontal: false, vertical: true)
                        .padding(.horizontal, 14)
                        .padding(.vertical, 8)
                        .background(look.color("scanner.bar"), in: Capsule())
                        .padding(.horizontal, side)
                }
            }
            VStack(spacing: 0) {
                HStack {
                    roundButton("xmark", "Close")
                    Spacer()
                    Text("Scanner")
                        .font(look.font("headline", .headline))
                        .foregroundColor(look.color("white"))
                        .padding(.horizontal, 14)
                        .padding(.vertical, 6)
                        .background(look.color("scanner.bar"), in: Capsule())
                    Spacer()
                    roundButton("bolt.fill", "Flash")
                }
                .padding(.horizontal, side)
                .padding(.top, 8)
                Spacer(minLength: 16)
                ScannerOptions()
            }
        }
    }
}

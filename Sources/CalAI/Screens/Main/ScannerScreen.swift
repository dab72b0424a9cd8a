public import SwiftUI
import Illustrations

/// The food scanner (seed 000 §2.1 "Tapping it opens a camera view with a square frame and
/// a bottom bar with 'Scan Food,' gallery, and manual entry options"): the camera's picture
/// (the salad illustration) down to the bottom bar, a close button and the flash, the
/// square frame with a hint, and the bottom bar. The camera view is dark in both appearances
/// (`color.scanner`), so the catalogue renders it with the light status bar.
nonisolated public struct CalAIScanner: View {
    @Environment(\.mainLook) private var look

    public init() {}

    func roundButton(_ symbol: String, _ label: String) -> some View {
        let look = self.look
        let d = look.length(.sizeBackButton)
        return Image(systemName: symbol)
            .font(.system(size: 17, weight: .semibold))
            .foregroundColor(look.color(.white))
            .frame(width: d, height: d)
            .background(look.color(.scannerBar), in: Circle())
            .accessibilityLabel(label)
            .accessibilityAddTraits(.isButton)
    }

    /// The square frame (`side` points) with the hint below it, or the frame alone.
    func framing(side: Double, hint: Bool) -> some View {
        let look = self.look
        return VStack(spacing: 20) {
            ScannerFrame(side: side)
            if hint {
                Text("Center your meal in the frame")
                    .font(look.font(.subheadline, .subheadline))
                    .foregroundColor(look.color(.white))
                    .multilineTextAlignment(.center)
                    .fixedSize(horizontal: false, vertical: true)
                    .padding(.horizontal, 14)
                    .padding(.vertical, 8)
                    .background(look.color(.scannerBar), in: Capsule())
                    .padding(.horizontal, look.length(.spacingScreenHorizontal))
            }
        }
    }

    public var body: some View {
        let look = self.look
        let side = look.length(.spacingScreenHorizontal)
        let frame = look.length(.sizeScannerFrame)
        ZStack {
            look.color(.scannerBackground).ignoresSafeArea()
            VStack(spacing: 0) {
                // The camera feed fills the screen down to the bottom bar, as the Camera app
                // keeps its picture above its controls: nothing of the photo lies under the
                // chips or the shutter, and the frame and its hint are centred in what shows.
                ZStack {
                    Image(illustration: Illustrations.salad, aspectRatio: 393.0 / 852.0)
                        .aspectRatio(contentMode: .fill)
                        .ignoresSafeArea(edges: .top)
                        .accessibilityLabel("Camera view of a salad")
                    // A scrim so the status bar and the top buttons read on any picture: the bar's
                    // black over 180 pt, and again over the status bar's 110, so the white clock
                    // and battery sit on 84 % black at the top edge even over a light plate.
                    LinearGradient(colors: [look.color(.scannerBar), .clear], startPoint: .top, endPoint: .bottom)
                        .frame(height: 180)
                        .frame(maxHeight: .infinity, alignment: .top)
                        .ignoresSafeArea(edges: .top)
                    LinearGradient(colors: [look.color(.scannerBar), .clear], startPoint: .top, endPoint: .bottom)
                        .frame(height: 110)
                        .frame(maxHeight: .infinity, alignment: .top)
                        .ignoresSafeArea(edges: .top)
                    VStack(spacing: 0) {
                        HStack {
                            roundButton("xmark", "Close")
                            Spacer()
                            Text("Scanner")
                                .font(look.font(.headline, .headline))
                                .foregroundColor(look.color(.white))
                                .padding(.horizontal, 14)
                                .padding(.vertical, 6)
                                .background(look.color(.scannerBar), in: Capsule())
                            Spacer()
                            roundButton("bolt.fill", "Flash")
                        }
                        .padding(.horizontal, side)
                        .padding(.top, 8)
                        // Smaller on a short screen or with large type; the hint goes last.
                        ViewThatFits(in: .vertical) {
                            framing(side: frame, hint: true)
                            framing(side: frame * 0.8, hint: true)
                            framing(side: frame * 0.6, hint: true)
                            framing(side: frame * 0.6, hint: false)
                        }
                        .padding(.vertical, 16)
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                    }
                }
                .frame(maxHeight: .infinity)
                ScannerOptions()
            }
        }
    }
}

public import SwiftUI
import DisplayList
import Tokens

/// The small logos of "Where did you hear about us?" (seed 000 p4: "A scrollable list of
/// options (e.g., 'Youtube,' 'Instagram')"; seed 001 p4: "A full-screen list with multiple
/// options (TV, Youtube, etc.)"), drawn with shapes in a `size` square: the real marks are
/// trademarks that ship with no Linux font, so each is a simplified likeness in its
/// owner's published colours. TV and "Friend or family" have no brand and use emoji, as
/// the app does.
nonisolated public struct BrandMark: View {
    public enum Brand: String, CaseIterable, Sendable, Hashable {
        case appStore, instagram, tiktok, youtube, google, facebook, tv, friends
    }

    /// Brand colours, from each company's brand guidelines (hex as published).
    enum Palette {
        static let appStore = [RGBA(hex: "#1AC1FB")!, RGBA(hex: "#1D6FF2")!]
        static let instagram = [RGBA(hex: "#FEDA75")!, RGBA(hex: "#FA7E1E")!, RGBA(hex: "#D62976")!, RGBA(hex: "#962FBF")!, RGBA(hex: "#4F5BD5")!]
        static let tiktokCyan = RGBA(hex: "#25F4EE")!, tiktokRed = RGBA(hex: "#FE2C55")!, tiktokInk = RGBA(hex: "#000000")!
        static let youtube = RGBA(hex: "#FF0000")!
        static let googleBlue = RGBA(hex: "#4285F4")!, googleGreen = RGBA(hex: "#34A853")!
        static let googleYellow = RGBA(hex: "#FBBC05")!, googleRed = RGBA(hex: "#EA4335")!
        static let facebook = RGBA(hex: "#0866FF")!
    }

    let brand: Brand
    let size: Double

    public init(_ brand: Brand, size: Double = 28) { self.brand = brand; self.size = size }

    public var body: some View {
        ZStack {
            switch brand {
            case .appStore: appStore
            case .instagram: instagram
            case .tiktok: tiktok
            case .youtube: youtube
            case .google: google
            case .facebook: facebook
            case .tv: emoji("📺")
            case .friends: emoji("👫")
            }
        }
        .frame(width: size, height: size)
    }

    /// An app-icon square: iOS icons round their corners at about 22.5 % of the side.
    func tile(_ style: some ShapeStyle) -> some View {
        RoundedRectangle(cornerRadius: size * 0.225).fill(style).frame(width: size, height: size)
    }

    /// A path in the mark's square, from unit coordinates.
    func path(_ points: [[(Double, Double)]]) -> Path {
        Path { p in
            for stroke in points {
                guard let first = stroke.first else { continue }
                p.move(to: Point(x: first.0 * size, y: first.1 * size))
                for q in stroke.dropFirst() { p.addLine(to: Point(x: q.0 * size, y: q.1 * size)) }
            }
        }
    }

    /// The App Store's "A" of three sticks on a blue gradient tile.
    var appStore: some View {
        ZStack {
            tile(LinearGradient(gradient: Gradient(Palette.appStore), startPoint: .top, endPoint: .bottom))
            path([[(0.30, 0.74), (0.54, 0.27)], [(0.70, 0.74), (0.46, 0.27)], [(0.22, 0.62), (0.78, 0.62)]])
                .stroke(Color.white, lineWidth: size * 0.085, lineCap: .round)
                .frame(width: size, height: size)
        }
    }

    /// Instagram's camera outline on its yellow-to-purple radial gradient.
    var instagram: some View {
        ZStack {
            tile(RadialGradient(gradient: Gradient(Palette.instagram), center: .bottomLeading, startRadius: 0, endRadius: size * 1.4))
            RoundedRectangle(cornerRadius: size * 0.2).stroke(Color.white, lineWidth: size * 0.08).frame(width: size * 0.62, height: size * 0.62)
            Circle().stroke(Color.white, lineWidth: size * 0.08).frame(width: size * 0.28, height: size * 0.28)
            Circle().fill(Color.white).frame(width: size * 0.08, height: size * 0.08).offset(x: size * 0.15, y: -size * 0.15)
        }
    }

    /// TikTok's note, drawn three times — cyan and red fringes under the white note.
    var tiktok: some View {
        ZStack {
            tile(Color(Palette.tiktokInk))
            note(Palette.tiktokCyan).offset(x: -size * 0.03, y: -size * 0.03)
            note(Palette.tiktokRed).offset(x: size * 0.03, y: size * 0.03)
            note(.white)
        }
    }

    func note(_ colour: RGBA) -> some View {
        let line = size * 0.09
        return ZStack {
            Circle().stroke(Color(colour), lineWidth: line).frame(width: size * 0.26, height: size * 0.26).offset(x: -size * 0.07, y: size * 0.12)
            path([[(0.56, 0.62), (0.56, 0.22)]]).stroke(Color(colour), lineWidth: line).frame(width: size, height: size)
            Path { p in
                p.move(to: Point(x: 0.56 * size, y: 0.22 * size))
                p.addCurve(to: Point(x: 0.76 * size, y: 0.40 * size), control1: Point(x: 0.58 * size, y: 0.33 * size), control2: Point(x: 0.68 * size, y: 0.39 * size))
            }
            .stroke(Color(colour), lineWidth: line, lineCap: .round).frame(width: size, height: size)
        }
    }

    /// YouTube's red rounded play button.
    var youtube: some View {
        ZStack {
            RoundedRectangle(cornerRadius: size * 0.2).fill(Color(Palette.youtube)).frame(width: size, height: size * 0.7)
            Path { p in
                p.move(to: Point(x: 0.41 * size, y: 0.36 * size))
                p.addLine(to: Point(x: 0.66 * size, y: 0.5 * size))
                p.addLine(to: Point(x: 0.41 * size, y: 0.64 * size))
                p.closeSubpath()
            }
            .fill(Color.white).frame(width: size, height: size)
        }
    }

    /// Google's four-colour "G" on a white disc.
    var google: some View {
        let ring = size * 0.62, line = size * 0.13
        return ZStack {
            Circle().fill(Color.white).frame(width: size, height: size)
            Circle().trim(from: 0, to: 0.125).stroke(Color(Palette.googleBlue), lineWidth: line).frame(width: ring, height: ring)
            Circle().trim(from: 0.125, to: 0.375).stroke(Color(Palette.googleGreen), lineWidth: line).frame(width: ring, height: ring)
            Circle().trim(from: 0.375, to: 0.56).stroke(Color(Palette.googleYellow), lineWidth: line).frame(width: ring, height: ring)
            Circle().trim(from: 0.56, to: 0.875).stroke(Color(Palette.googleRed), lineWidth: line).frame(width: ring, height: ring)
            Rectangle().fill(Color(Palette.googleBlue)).frame(width: ring / 2 + line / 2, height: line).offset(x: ring / 4 + line / 4)
        }
    }

    /// Facebook's white "f" in a blue disc, its stem running off the bottom.
    var facebook: some View {
        ZStack {
            Circle().fill(Color(Palette.facebook)).frame(width: size, height: size)
            Path { p in
                p.move(to: Point(x: 0.56 * size, y: 1.05 * size))
                p.addLine(to: Point(x: 0.56 * size, y: 0.42 * size))
                p.addCurve(to: Point(x: 0.76 * size, y: 0.24 * size), control1: Point(x: 0.56 * size, y: 0.30 * size),
                           control2: Point(x: 0.63 * size, y: 0.24 * size))
                p.move(to: Point(x: 0.38 * size, y: 0.55 * size))
                p.addLine(to: Point(x: 0.74 * size, y: 0.55 * size))
            }
            .stroke(Color.white, lineWidth: size * 0.14)
            .frame(width: size, height: size)
        }
        .clipShape(Circle())
    }

    func emoji(_ e: String) -> some View {
        Text(e)
            .font(.system(size: size * 0.82))
            .environment(\.fontFamilies, [.default: "Noto Color Emoji"])
    }
}

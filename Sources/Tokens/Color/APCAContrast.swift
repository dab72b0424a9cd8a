/// The APCA 0.0.98G-4g constants, as published in apca-w3 (`src/apca-w3.js`, object
/// `SA98G`, W3-licensed build 0.1.x). Named like the source so the two can be compared line
/// by line; any change of constants is a change of APCA version, not a tweak.
enum APCAConstants {
    /// "Estimated screen luminance" uses a simple 2.4 power, not the piecewise sRGB curve.
    static let mainTRC = 2.4
    static let sRco = 0.2126729
    static let sGco = 0.7151522
    static let sBco = 0.0721750

    static let normBG = 0.56
    static let normTXT = 0.57
    static let revTXT = 0.62
    static let revBG = 0.65

    static let blkThrs = 0.022
    static let blkClmp = 1.414
    static let scaleBoW = 1.14
    static let scaleWoB = 1.14
    static let loBoWoffset = 0.027
    static let loWoBoffset = 0.027
    static let deltaYmin = 0.0005
    static let loClip = 0.1
}

extension RGBA {
    /// APCA's estimated screen luminance Ys: each gamma-encoded channel raised to 2.4 (a
    /// monitor model, deliberately not the sRGB curve) and weighted. Differs from
    /// `relativeLuminance` by design; the two must not be mixed. Channels are clamped to
    /// 0…1 and alpha is ignored.
    public var apcaScreenLuminance: Double {
        func channel(_ v: Double) -> Double { ColorMath.pow(min(max(v, 0), 1), APCAConstants.mainTRC) }
        return APCAConstants.sRco * channel(r) + APCAConstants.sGco * channel(g) + APCAConstants.sBco * channel(b)
    }
}

/// APCA lightness contrast Lc (0.0.98G-4g, as in apca-w3's `APCAcontrast`): positive for
/// dark text on a light background, negative for light text on a dark one, 0 when the two
/// are too close to read. Roughly −108…106.
///
/// Unlike the WCAG ratio, APCA is polarity dependent, so text and background must not be
/// swapped. A translucent text colour is first composited over the background, as apca-w3's
/// `calcAPCA` does (it blends in gamma-encoded sRGB, which is what `over(_:)` does); the
/// background is taken as opaque (its alpha is ignored).
public func apcaContrast(text: RGBA, background: RGBA) -> Double {
    typealias K = APCAConstants
    let opaqueBackground = RGBA(r: background.r, g: background.g, b: background.b, a: 1)
    let shown = text.a < 1 ? text.over(opaqueBackground) : text

    // Soft clamp near black: lifts very dark luminances to model flare.
    func softClamp(_ y: Double) -> Double {
        y > K.blkThrs ? y : y + ColorMath.pow(K.blkThrs - y, K.blkClmp)
    }
    let textY = softClamp(shown.apcaScreenLuminance)
    let backgroundY = softClamp(opaqueBackground.apcaScreenLuminance)

    guard textY.isFinite, backgroundY.isFinite, abs(backgroundY - textY) >= K.deltaYmin else { return 0 }

    let output: Double
    if backgroundY > textY {
        // Normal polarity: dark text on a light background.
        let sapc = (ColorMath.pow(backgroundY, K.normBG) - ColorMath.pow(textY, K.normTXT)) * K.scaleBoW
        output = sapc < K.loClip ? 0 : sapc - K.loBoWoffset
    } else {
        // Reverse polarity: light text on a dark background; negative by design.
        let sapc = (ColorMath.pow(backgroundY, K.revBG) - ColorMath.pow(textY, K.revTXT)) * K.scaleWoB
        output = sapc > -K.loClip ? 0 : sapc + K.loWoBoffset
    }
    return output * 100
}

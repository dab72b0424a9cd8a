/// CIEDE2000 colour difference ΔE00 with kL = kC = kH = 1 (graphic-arts defaults).
///
/// Implemented as in Sharma, Wu & Dalal, "The CIEDE2000 Color-Difference Formula:
/// Implementation Notes, Supplementary Test Data, and Mathematical Observations" (2005),
/// including the two places naive implementations get wrong: the mean hue when the hues
/// straddle 0°/360°, and zero chroma (hue undefined, taken as 0). About 1 is a just
/// noticeable difference. Symmetric in its arguments.
public func deltaE2000(_ lab1: CIELAB, _ lab2: CIELAB) -> Double {
    let pow25to7 = 6_103_515_625.0 // 25^7

    // 1. Adjust a* so that neutral colours are treated fairly (the G factor).
    let cBar = ((lab1.a * lab1.a + lab1.b * lab1.b).squareRoot()
        + (lab2.a * lab2.a + lab2.b * lab2.b).squareRoot()) / 2
    let cBar7 = ColorMath.pow(cBar, 7)
    let g = 0.5 * (1 - (cBar7 / (cBar7 + pow25to7)).squareRoot())
    let a1p = (1 + g) * lab1.a
    let a2p = (1 + g) * lab2.a
    let c1p = (a1p * a1p + lab1.b * lab1.b).squareRoot()
    let c2p = (a2p * a2p + lab2.b * lab2.b).squareRoot()
    let h1p = (a1p == 0 && lab1.b == 0) ? 0 : ColorMath.hueDegrees(y: lab1.b, x: a1p)
    let h2p = (a2p == 0 && lab2.b == 0) ? 0 : ColorMath.hueDegrees(y: lab2.b, x: a2p)

    // 2. Differences; the hue difference takes the short way round the circle.
    let deltaLp = lab2.l - lab1.l
    let deltaCp = c2p - c1p
    let chromaProduct = c1p * c2p
    var deltahp = 0.0
    if chromaProduct != 0 {
        deltahp = h2p - h1p
        if deltahp > 180 { deltahp -= 360 } else if deltahp < -180 { deltahp += 360 }
    }
    let deltaHp = 2 * chromaProduct.squareRoot() * ColorMath.sin(degrees: deltahp / 2)

    // 3. Means; the mean hue also goes the short way round.
    let lBarp = (lab1.l + lab2.l) / 2
    let cBarp = (c1p + c2p) / 2
    let hBarp: Double
    if chromaProduct == 0 {
        hBarp = h1p + h2p
    } else if abs(h1p - h2p) <= 180 {
        hBarp = (h1p + h2p) / 2
    } else if h1p + h2p < 360 {
        hBarp = (h1p + h2p + 360) / 2
    } else {
        hBarp = (h1p + h2p - 360) / 2
    }

    // 4. Weighting functions and the blue-region rotation term.
    let t = 1 - 0.17 * ColorMath.cos(degrees: hBarp - 30) + 0.24 * ColorMath.cos(degrees: 2 * hBarp)
        + 0.32 * ColorMath.cos(degrees: 3 * hBarp + 6) - 0.20 * ColorMath.cos(degrees: 4 * hBarp - 63)
    let deltaTheta = 30 * ColorMath.exp(-((hBarp - 275) / 25) * ((hBarp - 275) / 25))
    let cBarp7 = ColorMath.pow(cBarp, 7)
    let rc = 2 * (cBarp7 / (cBarp7 + pow25to7)).squareRoot()
    let lOffset2 = (lBarp - 50) * (lBarp - 50)
    let sl = 1 + 0.015 * lOffset2 / (20 + lOffset2).squareRoot()
    let sc = 1 + 0.045 * cBarp
    let sh = 1 + 0.015 * cBarp * t
    let rt = -ColorMath.sin(degrees: 2 * deltaTheta) * rc

    let l = deltaLp / sl
    let c = deltaCp / sc
    let h = deltaHp / sh
    return (l * l + c * c + h * h + rt * c * h).squareRoot()
}

/// ΔE00 between two sRGB colours (alpha ignored; composite translucent colours first).
public func deltaE2000(_ color1: RGBA, _ color2: RGBA) -> Double {
    deltaE2000(color1.lab, color2.lab)
}

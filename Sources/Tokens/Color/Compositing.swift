extension RGBA {
    /// Porter–Duff source-over with straight alpha: `self` painted on `backdrop`.
    ///
    /// αo = αs + αd(1 − αs) and Co = (Cs·αs + Cd·αd·(1 − αs)) / αo, in gamma-encoded sRGB
    /// because that is where browsers, SwiftUI and Cairo blend — contrast must be measured
    /// on the colour they actually produce. The result is straight (un-premultiplied);
    /// fully transparent results are `.clear`, as their colour is undefined.
    public func over(_ backdrop: RGBA) -> RGBA {
        let alpha = a + backdrop.a * (1 - a)
        guard alpha > 0 else { return .clear }
        let backdropWeight = backdrop.a * (1 - a)
        func channel(_ source: Double, _ dest: Double) -> Double {
            (source * a + dest * backdropWeight) / alpha
        }
        return RGBA(r: channel(r, backdrop.r), g: channel(g, backdrop.g), b: channel(b, backdrop.b), a: alpha)
    }
}

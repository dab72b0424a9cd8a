import AppSupport
import Motion
import Tokens

// How AirFit's theme reads its tokens: through `ThemeReader`, the mechanism every app
// shares, one token at a time (`read`), so every token that is missing, mistyped or out of
// range is kept and `finish()` reports them together. Each group of the theme is read by an
// initialiser that is nil when one of its tokens could not be read (the reader has the problem).

extension ThemeReader {
    mutating func duration(_ path: String) -> Double? { read(path) { t, p throws(TokenError) in try t.duration(p) } }
    mutating func dimension(_ path: String) -> Double? { read(path) { t, p throws(TokenError) in try t.dimension(p) } }
    mutating func fontWeight(_ path: String) -> Double? { read(path) { t, p throws(TokenError) in try t.fontWeight(p) } }
    mutating func color(_ path: String) -> RGBA? { read(path) { t, p throws(TokenError) in try t.color(p) } }
    mutating func curve(_ path: String) -> MotionCurve? { read(path) { t, p throws(TokenError) in try t.curve(p) } }
    mutating func cubicBezier(_ path: String) -> CubicBezier? { read(path) { t, p throws(TokenError) in try t.cubicBezier(p) } }
    mutating func spring(_ path: String) -> SpringParameters? { read(path) { t, p throws(TokenError) in try t.spring(p) } }
    mutating func number(_ path: String, in range: ClosedRange<Double>, meaning: String) -> Double? {
        read(path) { t, p throws(TokenError) in try t.number(p, in: range, meaning: meaning) }
    }
    mutating func scaleFactor(_ path: String) -> Double? { read(path) { t, p throws(TokenError) in try t.scaleFactor(p) } }
    mutating func opacity(_ path: String) -> Double? { read(path) { t, p throws(TokenError) in try t.opacity(p) } }
    mutating func familyName(_ path: String) -> String? { read(path) { t, p throws(TokenError) in try t.fontFamily(p).renderWith } }

    /// `gradient.NAME.light` and `.dark` (an app's normalised pair).
    mutating func gradientToken(_ name: String) -> GradientToken? {
        let light = read("gradient.\(name).light") { t, p throws(TokenError) in try t.gradient(p) }
        let dark = read("gradient.\(name).dark") { t, p throws(TokenError) in try t.gradient(p) }
        guard let light, let dark else { return nil }
        return GradientToken(name: name, light: light, dark: dark)
    }

    /// The first shadow of `path` (the glass card draws one); an empty list is a problem.
    mutating func firstShadow(_ path: String) -> Shadow? {
        read(path) { t, p throws(TokenError) in
            guard let first = try t.shadow(p).first else {
                throw TokenError(file: t.file, pointer: t[p]?.pointer.appending("$value") ?? ThemeReader.pointer(p),
                                 message: "an empty list of shadows: the glass card draws one")
            }
            return first
        }
    }
}

extension AirFitTheme.CascadeTokens {
    /// `motion.cascade.*` (seed §3).
    init?(reading r: inout ThemeReader) {
        let duration = r.duration("motion.cascade.duration"), stagger = r.duration("motion.cascade.stagger"),
            offsetY = r.dimension("motion.cascade.offsetY"), weightFrom = r.fontWeight("motion.cascade.weightFrom"),
            weightTo = r.fontWeight("motion.cascade.weightTo"), curve = r.curve("motion.cascade.curve"),
            phaseEnd = r.number("motion.cascade.phaseEnd", in: 1...10, meaning: "where the cascade's phase ends")
        guard let duration, let stagger, let offsetY, let weightFrom, let weightTo, let curve, let phaseEnd else { return nil }
        self.init(duration: duration, stagger: stagger, offsetY: offsetY, weightFrom: weightFrom, weightTo: weightTo, curve: curve, phaseEnd: phaseEnd)
    }
}

extension AirFitTheme.GlassTokens {
    /// The glass card (seed §4): its shape, stroke, shadow and spring-in.
    init?(reading r: inout ThemeReader) {
        let radius = r.dimension("radius.glassCard"), strokeWidth = r.dimension("size.glassCard.strokeWidth"),
            stroke = r.color("color.glass.stroke"),
            scaleFrom = r.scaleFactor("motion.glassIn.scaleFrom"),
            opacityFrom = r.opacity("motion.glassIn.opacityFrom"),
            shadow = r.firstShadow("shadow.glassCard"), spring = r.spring("spring.glassIn")
        guard let radius, let strokeWidth, let stroke, let scaleFrom, let opacityFrom, let shadow, let spring else { return nil }
        self.init(radius: radius, strokeWidth: strokeWidth, strokeOpacity: stroke.a, scaleFrom: scaleFrom, opacityFrom: opacityFrom,
                  shadow: shadow, spring: spring)
    }
}

extension AirFitTheme.MicRippleTokens {
    /// The microphone's ripple (seed §5).
    init?(reading r: inout ThemeReader) {
        let duration = r.duration("motion.micRipple.duration"), frame = r.dimension("size.micRipple.frame"),
            iconSize = r.dimension("size.micRipple.iconSize"),
            scaleFrom = r.scaleFactor("motion.micRipple.scaleFrom"),
            scaleTo = r.scaleFactor("motion.micRipple.scaleTo"),
            opacityFrom = r.opacity("motion.micRipple.opacityFrom"),
            opacityTo = r.opacity("motion.micRipple.opacityTo"),
            curve = r.curve("motion.micRipple.curve"), fill = r.color("color.micRipple.fill")
        guard let duration, let frame, let iconSize, let scaleFrom, let scaleTo, let opacityFrom, let opacityTo, let curve, let fill else { return nil }
        self.init(duration: duration, frame: frame, iconSize: iconSize, scaleFrom: scaleFrom, scaleTo: scaleTo,
                  opacityFrom: opacityFrom, opacityTo: opacityTo, curve: curve, fill: fill)
    }
}

extension AirFitTheme.RingTokens {
    /// The dashboard's metric rings.
    init?(reading r: inout ThemeReader) {
        let diameter = r.dimension("size.metricRing.diameter"), lineWidth = r.dimension("size.metricRing.lineWidth"),
            track = r.color("color.ring.track"), progressStart = r.color("color.ring.progressStart"), progressEnd = r.color("color.ring.progressEnd")
        guard let diameter, let lineWidth, let track, let progressStart, let progressEnd else { return nil }
        self.init(diameter: diameter, lineWidth: lineWidth, track: track, progressStart: progressStart, progressEnd: progressEnd)
    }
}

extension AirFitTheme.Spacing {
    /// The screens' stacks and padding.
    init?(reading r: inout ThemeReader) {
        let screen = r.dimension("spacing.screenPadding"), welcome = r.dimension("spacing.welcomeStack"),
            dashboard = r.dimension("spacing.dashboardStack"), dashboardCards = r.dimension("spacing.dashboardCards"),
            voiceLog = r.dimension("spacing.voiceLogStack"), repCounter = r.dimension("spacing.repCounterStack")
        guard let screen, let welcome, let dashboard, let dashboardCards, let voiceLog, let repCounter else { return nil }
        self.init(screen: screen, welcome: welcome, dashboard: dashboard, dashboardCards: dashboardCards, voiceLog: voiceLog, repCounter: repCounter)
    }
}

extension AirFitTheme.FadeTokens {
    /// `PREFIX.duration` (or `durationName`) along `PREFIX.curve`.
    init?(reading r: inout ThemeReader, _ prefix: String, durationName: String = "duration") {
        let duration = r.duration(prefix + "." + durationName), curve = r.cubicBezier(prefix + ".curve")
        guard let duration, let curve else { return nil }
        self.init(duration: duration, curve: curve)
    }
}

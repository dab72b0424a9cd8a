import AppSupport
import DisplayList
import SwiftUI
import Motion
import Tokens

extension CalAIAnimations {
    /// An onboarding page `calai/push` can go between: its catalogue id, the share of the
    /// step bar it shows, and the page (in its selected state when it has one — the option
    /// the user tapped before Continue — or as the catalogue's default).
    struct PushPage {
        let id: String
        let progress: Double
        let view: (_ selected: Bool) -> AnyView
    }

    /// The pages with the step bar, in onboarding order. Their bar values repeat what the
    /// pages draw; `CalAIAnimationTests` checks each against its rendered bar.
    static var pushPages: [PushPage] {
        let plan = CalAIPlan(profile: .sample)
        func page(_ name: String, _ progress: Double, _ view: @escaping (Bool) -> AnyView) -> PushPage {
            PushPage(id: "calai/" + name, progress: progress, view: view)
        }
        return [
            page("gender", 2 / 29) { AnyView(CalAIGender(selected: $0 ? "Male" : nil)) },
            page("workouts", 3 / 29) { AnyView(CalAIWorkouts(selected: $0 ? 1 : nil)) },
            page("referral-source", 4 / 29) { AnyView(CalAIReferralSource(selected: $0 ? .youtube : nil)) },
            page("prior-apps", 5 / 29) { AnyView(CalAIPriorApps(selected: $0 ? true : nil)) },
            page("height-weight", 6 / 29) { _ in AnyView(CalAIHeightWeight(profile: .sample)) },
            page("birth-date", 7 / 29) { _ in AnyView(CalAIBirthDate()) },
            page("goal", 9 / 29) { AnyView(CalAIGoal(selected: $0 ? 0 : nil)) },
            page("desired-weight", 10 / 29) { _ in AnyView(CalAIDesiredWeight()) },
            page("realistic-target", 10.5 / 29) { _ in AnyView(CalAIRealisticTarget()) },
            page("speed", 11 / 29) { _ in AnyView(CalAISpeed(profile: .sample)) },
            page("comparison", 12 / 29) { _ in AnyView(CalAIComparison()) },
            page("obstacles", 13 / 29) { AnyView(CalAIObstacles(selected: $0 ? [0, 3] : [])) },
            page("diet", 14 / 29) { AnyView(CalAIDiet(selected: $0 ? 0 : nil)) },
            page("accomplishments", 15 / 29) { AnyView(CalAIAccomplishments(selected: $0 ? 0 : nil)) },
            page("weight-chart", 16 / 29) { _ in AnyView(CalAIWeightChartScreen(plan: plan)) },
            page("thank-you", 17 / 29) { _ in AnyView(CalAIThankYou()) },
            page("apple-health", 18 / 29) { _ in AnyView(CalAIAppleHealth(dialog: false)) },
            page("calories-burned", 19 / 29) { _ in AnyView(CalAICaloriesBurned()) },
            page("rollover", 20 / 29) { _ in AnyView(CalAIRollover()) },
            page("rating", 21 / 29) { _ in AnyView(CalAIRating(modal: false)) },
            page("notifications", 22 / 29) { _ in AnyView(CalAINotifications(dialog: false)) },
            page("referral-code", 23 / 29) { _ in AnyView(CalAIReferralCode(code: "")) },
        ]
    }

    /// The ids `--from`/`--to` accept for `calai/push`.
    public static var pushPageIDs: [String] { pushPages.map(\.id) }

    /// The page named `name` ("calai/goal" or "goal").
    static func pushPage(_ name: String, option: String) throws(ScreenRequestError) -> PushPage {
        let id = name.hasPrefix("calai/") ? name : "calai/" + name
        if let page = pushPages.first(where: { $0.id == id }) { return page }
        let near = pushPageIDs.min { editDistance($0, id) < editDistance($1, id) }
        let hint = near.flatMap { editDistance($0, id) <= 2 ? " (did you mean \($0)?)" : nil } ?? ""
        throw .usage("\(option) \(name) is not an onboarding page with a step bar\(hint); calai/push goes between "
                     + pushPageIDs.joined(separator: ", "))
    }

    /// 000 §3 "Screen transitions should be smooth": the iOS navigation push between two
    /// onboarding pages (default: "Choose your Gender" with Male picked → "How many
    /// workouts do you do per week?"). As UINavigationController does, the new page slides
    /// in from the right edge while the old one moves left by `motion.push.parallax` (30 %)
    /// of the width underneath it, both on `spring.push` (Chosen: response 0.5, critically
    /// damped — UIKit's push; the clip runs until the spring settles within 0.1 %). The back
    /// button and the step bar stay in place, and the bar advances to the new page's step
    /// over `motion.stepProgress` (0.3 s easeInOut). At the end the old page is removed, so
    /// the last frame is the new page's static screen. As UIKit does, the page being covered
    /// dims (black up to `Self.pushDimming`) and the incoming page's left edge casts a soft
    /// shadow (a `Self.pushEdgeWidth` pt gradient to black at `Self.pushEdgeShade`, fading in
    /// over the first few percent of the move so the first frame is the old page alone) —
    /// Chosen values, close to UIKit's, which does not publish them.
    ///
    /// Reduced motion: the new page fades in over the old in 0.2 s (nothing slides).
    /// Chosen: how dark the covered page gets, and the incoming page's edge shadow.
    static let pushDimming = 0.1
    static let pushEdgeShade = 0.12
    static let pushEdgeWidth = 10.0

    func push(from: String?, to: String?) throws(ScreenRequestError) -> AnimationClip {
        let id = "calai/push"
        // One page named: the other is its neighbour in the onboarding order.
        let pages = Self.pushPages
        func neighbour(of page: PushPage, by step: Int) -> PushPage {
            let i = pages.firstIndex { $0.id == page.id } ?? 0
            return pages[(i + step + pages.count) % pages.count]
        }
        let named = (from: try from.map { name throws(ScreenRequestError) in try Self.pushPage(name, option: "--from") },
                     to: try to.map { name throws(ScreenRequestError) in try Self.pushPage(name, option: "--to") })
        let a = named.from ?? named.to.map { neighbour(of: $0, by: -1) } ?? pages[0]
        let b = named.to ?? neighbour(of: a, by: 1)
        if a.id == b.id {
            throw .usage("--from and --to are both \(a.id): a push needs two different pages")
        }
        let old = a.view(true), new = b.view(false)
        if reducedMotion { return reducedCrossfade(id: id, from: old, to: new, element: b.id) }
        let m = motion
        let spring = m.pushSpring
        let duration = spring.settlingDuration()
        let width = environment.device.size.width
        let p = { (t: Double) in t >= duration ? 1 : min(max(spring.progress(at: t), 0), 1) }
        let bar = { (t: Double) in a.progress + (b.progress - a.progress) * (t >= m.barDuration ? 1 : m.barCurve.progress(max(0, t) / m.barDuration)) }
        let rows = [
            TimelineRow(element: b.id, property: "offsetX", from: width, to: 0, start: 0, end: duration, curve: m.pushSpringText, spring: spring) { width * (1 - p($0)) },
            TimelineRow(element: a.id, property: "offsetX", from: 0, to: -m.parallax * width, start: 0, end: duration, curve: m.pushSpringText, spring: spring) {
                -m.parallax * width * p($0)
            },
            TimelineRow(element: "step bar", property: "fill", from: a.progress, to: b.progress, start: 0, end: m.barDuration,
                        curve: MotionText.curve(m.barCurve), value: bar),
            TimelineRow(element: a.id + " dimming", property: "opacity", from: 0, to: Self.pushDimming, start: 0, end: duration,
                        curve: m.pushSpringText, spring: spring) { Self.pushDimming * p($0) },
        ]
        return AnimationClip(id: id, duration: duration, rows: rows, lengthTokens: ["spring.push"]) { t in
            // UIKit removes the old page once the push completes.
            if t >= duration { return layout(new) }
            let outgoing = OnboardingSlide(offsetX: -m.parallax * width * p(t), showsChrome: false)
            let incoming = OnboardingSlide(offsetX: width * (1 - p(t)), barProgress: bar(t))
            let shade = Self.pushEdgeShade * min(1, p(t) / 0.05)
            return layout(ZStack {
                old.environment(\.onboardingSlide, outgoing)
                Color(RGBA(r: 0, g: 0, b: 0, a: Self.pushDimming * p(t))).ignoresSafeArea()
                LinearGradient(gradient: Gradient([RGBA(r: 0, g: 0, b: 0, a: 0), RGBA(r: 0, g: 0, b: 0, a: shade)]),
                               startPoint: .leading, endPoint: .trailing)
                    .frame(width: Self.pushEdgeWidth)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
                    .offset(x: incoming.offsetX - Self.pushEdgeWidth)
                    .ignoresSafeArea()
                new.environment(\.onboardingSlide, incoming)
            })
        }
    }
}

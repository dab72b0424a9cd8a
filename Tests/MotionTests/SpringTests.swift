import Testing
@testable import Motion

/// Reference values from a numerical ODE solution, independent of the closed form:
///
/// ```python
/// from scipy.integrate import solve_ivp
/// def run(k, c, m, v0, ts):
///     f = lambda t, y: [y[1], (-k*y[0] - c*y[1])/m]
///     sol = solve_ivp(f, (0, 6), [1.0, -v0], method="DOP853", rtol=1e-10, atol=1e-12,
///                     dense_output=True)
///     for t in ts:
///         d, dd = sol.sol(t); print(t, 1 - d, -dd)   # progress, velocity
/// ```
@Suite struct SpringTests {
    typealias Sample = (t: Double, progress: Double, velocity: Double)

    func check(_ spring: Spring, _ samples: [Sample]) {
        for sample in samples {
            #expect(close(spring.progress(at: sample.t), sample.progress, 1e-8), "progress at \(sample.t)")
            #expect(close(spring.velocity(at: sample.t), sample.velocity, 1e-7), "velocity at \(sample.t)")
        }
    }

    /// The seed's GlassCard spring: under-damped (ζ ≈ 0.526), overshoots to ~1.08.
    @Test func glassCardUnderdamped() {
        let spring = Spring(stiffness: 130, damping: 12)
        #expect(close(spring.dampingRatio, 0.5262348115842176, 1e-12))
        #expect(close(spring.naturalFrequency, 11.40175425099138, 1e-12))
        check(spring, [
            (0.05, 0.13089400298954368, 4.62892215270799),
            (0.1, 0.40947722977640355, 6.068178439857094),
            (0.25, 1.077263330192091, 1.9677107053598686),
            (0.5, 1.0238141118205089, -0.6614685718355552),
            (1.0, 1.0027985855507526, -0.008883796596264922),
        ])
    }

    /// Positive initial velocity pushes toward the target (SwiftUI's sign).
    @Test func underdampedWithInitialVelocity() {
        check(Spring(stiffness: 130, damping: 12, initialVelocity: 3), [
            (0.05, 0.2377152834302766, 5.954384778686256),
            (0.25, 1.1226720387090547, 1.1910162122848496),
            (0.5, 1.0085494524747427, -0.549734995100803),
        ])
    }

    @Test func criticallyDamped() {
        let spring = Spring(stiffness: 100, damping: 20)
        #expect(spring.dampingRatio == 1)
        check(spring, [
            (0.05, 0.09020401043026771, 3.032653298572221),
            (0.1, 0.2642411176575543, 3.678794411709474),
            (0.25, 0.712702504817593, 2.052124965582733),
            (0.5, 0.9595723180011022, 0.3368973500186537),
            (1.0, 0.999500600772758, 0.004539992975190855),
        ])
    }

    /// A fast start makes even a critically damped spring overshoot.
    @Test func criticallyDampedWithInitialVelocity() {
        check(Spring(stiffness: 100, damping: 20, initialVelocity: 25), [
            (0.05, 0.8483673350309091, 10.614286545429973),
            (0.1, 1.1839397205888154, 3.678794411679312),
            (0.25, 1.2257337462151092, -1.0260624827917761),
            (0.5, 1.043796655494204, -0.33689734995626563),
        ])
    }

    @Test func overdamped() {
        let spring = Spring(stiffness: 100, damping: 50, mass: 2)
        #expect(close(spring.dampingRatio, 1.7677669529663687, 1e-12))
        check(spring, [
            (0.05, 0.04251493611027546, 1.3981865363384665),
            (0.25, 0.36081284668412983, 1.393928125351017),
            (0.5, 0.6303004954098492, 0.810444091394875),
            (1.0, 0.8764586688233558, 0.27083174552740197),
            (2.0, 0.9862045361761931, 0.03024291154772843),
        ])
    }

    @Test func overdampedWithInitialVelocityOvershoots() {
        check(Spring(stiffness: 100, damping: 50, mass: 2, initialVelocity: 40), [
            (0.05, 1.161064165155464, 11.733858365741643),
            (0.25, 1.4759553470175564, -0.9171482502345072),
            (0.5, 1.2786557685446205, -0.6104575533270417),
            (1.0, 1.093124065240672, -0.2041499174829522),
        ])
    }

    @Test func startsAtRestAtZero() {
        let spring = Spring(stiffness: 130, damping: 12, initialVelocity: 2)
        #expect(spring.progress(at: 0) == 0)
        #expect(spring.progress(at: -1) == 0)
        #expect(close(spring.velocity(at: 0), 2, 1e-12))
    }

    /// SwiftUI: mass 1, stiffness (2π/response)², damping 4π·dampingFraction/response.
    /// Numbers from Python: (2*math.pi/0.5)**2 and 4*math.pi*0.825/0.5.
    @Test func responseConversion() {
        let spring = Spring(response: 0.5, dampingFraction: 0.825)
        #expect(spring.mass == 1)
        #expect(close(spring.stiffness, 157.91367041742973, 1e-9))
        #expect(close(spring.damping, 20.734511513692635, 1e-9))
        #expect(close(spring.dampingRatio, 0.825, 1e-12))
        #expect(close(spring.naturalFrequency, 12.566370614359172, 1e-12))
    }

    /// Just either side of ζ = 1 the three formulas must agree (no jump at the seams).
    @Test func continuousAcrossCriticalDamping() {
        let critical = Spring(stiffness: 100, damping: 20)
        let under = Spring(stiffness: 100, damping: 20 - 1e-6)
        let over = Spring(stiffness: 100, damping: 20 + 1e-6)
        for t in [0.05, 0.2, 0.6] {
            #expect(close(under.progress(at: t), critical.progress(at: t), 1e-6))
            #expect(close(over.progress(at: t), critical.progress(at: t), 1e-6))
        }
    }
}

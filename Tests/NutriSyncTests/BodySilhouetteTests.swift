import DisplayList
import NutriSync
import Testing

/// The silhouette's geometry: one path whose outlines unite (all clockwise), inside its
/// box, each step of the grid visibly fuller than the last, and nothing from a hostile
/// fullness that is not a number.
@Suite struct BodySilhouetteTests {
    static let steps = (0...8).map { Double($0) / 8 }
    typealias Sex = NutriSyncProfile.BiologicalSex

    /// Twice the signed area by the shoelace formula: positive for a loop that runs
    /// clockwise on screen (y pointing down).
    static func signedArea(_ loop: [Point]) -> Double {
        zip(loop, loop.dropFirst() + [loop[0]]).reduce(0) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y }
    }

    static func points(_ commands: [PathCommand]) -> [Point] {
        commands.flatMap { c -> [Point] in
            switch c {
            case .move(let p), .line(let p): [p]
            case .curve(let p, let c1, let c2): [p, c1, c2]
            case .close: []
            }
        }
    }

    static func width(_ loops: [[Point]]) -> Double {
        let xs = loops.flatMap { $0.map(\.x) }
        return xs.max()! - xs.min()!
    }

    @Test(arguments: Sex.allCases)
    func everyOutlineRunsClockwiseSoOverlapsUniteUnderNonZero(_ sex: Sex) {
        for f in Self.steps {
            let loops = BodySilhouetteOutline.loops(sex: sex, fullness: f)
            #expect(loops.count == 4)   // head, torso and legs, two arms
            for (i, loop) in loops.enumerated() {
                #expect(Self.signedArea(loop) > 0, "\(sex) fullness \(f): outline \(i) runs anticlockwise and would cut a hole")
            }
        }
    }

    @Test(arguments: Sex.allCases)
    func eachSilhouetteIsWiderThanTheLeanerOne(_ sex: Sex) {
        let widths = Self.steps.map { Self.width(BodySilhouetteOutline.loops(sex: sex, fullness: $0)) }
        for (lean, full) in zip(widths, widths.dropFirst()) { #expect(full > lean + 1, "\(widths)") }
        // The torso alone too (arms aside): the waist is what a body-fat estimate reads.
        let torsos = Self.steps.map { Self.width([BodySilhouetteOutline.loops(sex: sex, fullness: $0)[1]]) }
        for (lean, full) in zip(torsos, torsos.dropFirst()) { #expect(full > lean) }
    }

    @Test(arguments: Sex.allCases)
    func theFigureStaysInsideItsFrame(_ sex: Sex) {
        for f in Self.steps {
            let height = 84.0
            let points = Self.points(BodySilhouetteOutline.commands(sex: sex, fullness: f, height: height))
            #expect(points.allSatisfy { $0.x >= 0 && $0.x <= height * BodySilhouetteOutline.aspect && $0.y >= 0 && $0.y <= height },
                    "\(sex) fullness \(f) leaves its \(height * BodySilhouetteOutline.aspect) × \(height) frame")
        }
    }

    @Test func theOutlinesAreClosedCubicLoops() {
        let commands = BodySilhouetteOutline.commands(sex: .female, fullness: 0.5, height: 100)
        #expect(commands.filter { if case .move = $0 { true } else { false } }.count == 4)
        #expect(commands.filter { $0 == .close }.count == 4)
        #expect(!commands.contains { if case .line = $0 { true } else { false } })
    }

    @Test func aHostileFullnessIsClampedNotPropagated() {
        let lean = BodySilhouetteOutline.commands(sex: .male, fullness: 0, height: 80)
        let full = BodySilhouetteOutline.commands(sex: .male, fullness: 1, height: 80)
        #expect(BodySilhouetteOutline.commands(sex: .male, fullness: .nan, height: 80) == lean)
        #expect(BodySilhouetteOutline.commands(sex: .male, fullness: -3, height: 80) == lean)
        #expect(BodySilhouetteOutline.commands(sex: .male, fullness: .infinity, height: 80) == lean)
        #expect(BodySilhouetteOutline.commands(sex: .male, fullness: 7, height: 80) == full)
    }
}

import Testing
import Tokens

/// CIEDE2000 against the complete supplementary test data of Sharma, Wu & Dalal (2005),
/// "The CIEDE2000 Color-Difference Formula: Implementation Notes, Supplementary Test Data,
/// and Mathematical Observations", Color Res. Appl. 30(1), Table 1 (also distributed as
/// ciede2000testdata from www.ece.rochester.edu/~gsharma/ciede2000/). The table gives ΔE00
/// to four decimals, so a correct implementation lands within 5e-5; 1e-4 is the pin.
/// Pairs 7–16 exercise zero chroma and the 0°/360° hue wrap of the mean hue and of Δh'.
struct ColorCIEDE2000Tests {
    struct Pair: Sendable, CustomTestStringConvertible {
        let number: Int
        let lab1: CIELAB
        let lab2: CIELAB
        let deltaE: Double
        var testDescription: String { "Sharma pair \(number)" }

        init(_ number: Int, _ l1: Double, _ a1: Double, _ b1: Double,
             _ l2: Double, _ a2: Double, _ b2: Double, _ deltaE: Double) {
            self.number = number
            self.lab1 = CIELAB(l: l1, a: a1, b: b1)
            self.lab2 = CIELAB(l: l2, a: a2, b: b2)
            self.deltaE = deltaE
        }
    }

    static let sharma: [Pair] = [
        Pair(1, 50.0000, 2.6772, -79.7751, 50.0000, 0.0000, -82.7485, 2.0425),
        Pair(2, 50.0000, 3.1571, -77.2803, 50.0000, 0.0000, -82.7485, 2.8615),
        Pair(3, 50.0000, 2.8361, -74.0200, 50.0000, 0.0000, -82.7485, 3.4412),
        Pair(4, 50.0000, -1.3802, -84.2814, 50.0000, 0.0000, -82.7485, 1.0000),
        Pair(5, 50.0000, -1.1848, -84.8006, 50.0000, 0.0000, -82.7485, 1.0000),
        Pair(6, 50.0000, -0.9009, -85.5211, 50.0000, 0.0000, -82.7485, 1.0000),
        Pair(7, 50.0000, 0.0000, 0.0000, 50.0000, -1.0000, 2.0000, 2.3669),
        Pair(8, 50.0000, -1.0000, 2.0000, 50.0000, 0.0000, 0.0000, 2.3669),
        Pair(9, 50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0009, 7.1792),
        Pair(10, 50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0010, 7.1792),
        Pair(11, 50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0011, 7.2195),
        Pair(12, 50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0012, 7.2195),
        Pair(13, 50.0000, -0.0010, 2.4900, 50.0000, 0.0009, -2.4900, 4.8045),
        Pair(14, 50.0000, -0.0010, 2.4900, 50.0000, 0.0010, -2.4900, 4.8045),
        Pair(15, 50.0000, -0.0010, 2.4900, 50.0000, 0.0011, -2.4900, 4.7461),
        Pair(16, 50.0000, 2.5000, 0.0000, 50.0000, 0.0000, -2.5000, 4.3065),
        Pair(17, 50.0000, 2.5000, 0.0000, 73.0000, 25.0000, -18.0000, 27.1492),
        Pair(18, 50.0000, 2.5000, 0.0000, 61.0000, -5.0000, 29.0000, 22.8977),
        Pair(19, 50.0000, 2.5000, 0.0000, 56.0000, -27.0000, -3.0000, 31.9030),
        Pair(20, 50.0000, 2.5000, 0.0000, 58.0000, 24.0000, 15.0000, 19.4535),
        Pair(21, 50.0000, 2.5000, 0.0000, 50.0000, 3.1736, 0.5854, 1.0000),
        Pair(22, 50.0000, 2.5000, 0.0000, 50.0000, 3.2972, 0.0000, 1.0000),
        Pair(23, 50.0000, 2.5000, 0.0000, 50.0000, 1.8634, 0.5757, 1.0000),
        Pair(24, 50.0000, 2.5000, 0.0000, 50.0000, 3.2592, 0.3350, 1.0000),
        Pair(25, 60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644),
        Pair(26, 63.0109, -31.0961, -5.8663, 62.8187, -29.7946, -4.0864, 1.2630),
        Pair(27, 61.2901, 3.7196, -5.3901, 61.4292, 2.2480, -4.9620, 1.8731),
        Pair(28, 35.0831, -44.1164, 3.7933, 35.0232, -40.0716, 1.5901, 1.8645),
        Pair(29, 22.7233, 20.0904, -46.6940, 23.0331, 14.9730, -42.5619, 2.0373),
        Pair(30, 36.4612, 47.8580, 18.3852, 36.2715, 50.5065, 21.2231, 1.4146),
        Pair(31, 90.8027, -2.0831, 1.4410, 91.1528, -1.6435, 0.0447, 1.4441),
        Pair(32, 90.9257, -0.5406, -0.9208, 88.6381, -0.8985, -0.7239, 1.5381),
        Pair(33, 6.7747, -0.2908, -2.4247, 5.8714, -0.0985, -2.2286, 0.6377),
        Pair(34, 2.0776, 0.0795, -1.1350, 0.9033, -0.0636, -0.5514, 0.9082),
    ]

    @Test(arguments: sharma)
    func matchesSharmaTable(_ pair: Pair) {
        #expect(abs(deltaE2000(pair.lab1, pair.lab2) - pair.deltaE) < 1e-4)
    }

    @Test(arguments: sharma)
    func isSymmetric(_ pair: Pair) {
        #expect(abs(deltaE2000(pair.lab1, pair.lab2) - deltaE2000(pair.lab2, pair.lab1)) < 1e-12)
    }

    @Test func identicalColoursDifferByZero() {
        #expect(deltaE2000(CIELAB(l: 50, a: 2.5, b: 0), CIELAB(l: 50, a: 2.5, b: 0)) == 0)
        #expect(deltaE2000(RGBA(hex: "#FDE4D2")!, RGBA(hex: "#FDE4D2")!) == 0)
    }
}

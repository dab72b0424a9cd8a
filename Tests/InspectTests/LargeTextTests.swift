import Testing
@testable import Inspect

/// WCAG 2.2 "large scale" text: ≥ 18 pt, or ≥ 14 pt at bold (weight ≥ 700).
struct LargeTextTests {
    @Test func boundaries() {
        #expect(isLargeText(pointSize: 18, weight: 400))
        #expect(!isLargeText(pointSize: 17.99, weight: 400))
        #expect(isLargeText(pointSize: 14, weight: 700))
        #expect(!isLargeText(pointSize: 14, weight: 600))
        #expect(!isLargeText(pointSize: 13.99, weight: 900))
        #expect(isLargeText(pointSize: 24, weight: 100))
    }
}

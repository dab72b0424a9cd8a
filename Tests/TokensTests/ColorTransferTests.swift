import Testing
@testable import Tokens

/// The sRGB transfer function: published values, the knee, and a lossless round trip.
struct ColorTransferTests {
    @Test func midGreyDecodesToPublishedLinearValue() {
        // 8-bit 128 → 0.2158605 linear: the standard IEC 61966-2-1 value quoted in every sRGB table.
        #expect(abs(SRGBTransfer.linear(fromEncoded: 128.0 / 255) - 0.2158605) < 1e-7)
        // 0.5 encoded → ((0.5 + 0.055) / 1.055)^2.4, evaluated by hand to 0.2140411.
        #expect(abs(RGBA(gray: 0.5).linear.r - 0.2140411) < 1e-7)
    }

    @Test func kneeUsesWCAGThresholds() {
        // At the WCAG 2.2 threshold the toe applies: 0.04045 / 12.92.
        #expect(SRGBTransfer.linear(fromEncoded: 0.04045) == 0.04045 / 12.92)
        // Just above, the power segment applies; the two pieces meet within 1e-7.
        #expect(abs(SRGBTransfer.linear(fromEncoded: 0.040451) - 0.0031308) < 1e-7)
        #expect(SRGBTransfer.encoded(fromLinear: 0.0031308) == 0.0031308 * 12.92)
    }

    @Test func endpointsAreExact() {
        #expect(RGBA.white.linear == LinearRGB(r: 1, g: 1, b: 1))
        #expect(RGBA.black.linear == LinearRGB(r: 0, g: 0, b: 0))
        // Encoding 1 gives 1.055 − 0.055, which is 1 only to within one ulp in binary.
        let white = RGBA(linear: LinearRGB(r: 1, g: 1, b: 1, a: 0.25))
        #expect(abs(white.r - 1) < 1e-15 && white.a == 0.25)
    }

    @Test func everyByteRoundTrips() {
        for byte in 0...255 {
            let v = Double(byte) / 255
            let back = SRGBTransfer.encoded(fromLinear: SRGBTransfer.linear(fromEncoded: v))
            #expect(abs(back - v) < 1e-12, "byte \(byte)")
        }
    }

    @Test func alphaIsNotLinearised() {
        #expect(RGBA(gray: 0.5, a: 0.5).linear.a == 0.5)
    }
}

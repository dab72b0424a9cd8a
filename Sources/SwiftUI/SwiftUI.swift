// `import SwiftUI` on Linux: DesignProof's SwiftUI-shaped DSL (Layout) under SwiftUI's own
// module name, so a team's view files compile unchanged (issue 33). As Apple's SwiftUI does,
// it re-exports Foundation — CGFloat, CGPoint, CGSize, CGRect, Date, TimeInterval, URL — and
// with them Swift's implicit CGFloat ↔ Double conversion, so Layout's Double parameters take
// a CGFloat as SwiftUI's CGFloat parameters take a Double; Combine (`ObservableObject`,
// `@Published`) and Observation (`@Observable`).
//
// One DSL, not two: this module adds SwiftUI's spellings that Layout lacks; everything else
// is Layout's own, which stays an implementation detail below it.
@_exported import Combine
@_exported import Foundation
@_exported import Layout
@_exported import Observation
import Motion
@_exported import protocol Motion.Animatable
@_exported import protocol Motion.VectorArithmetic
@_exported import struct Motion.AnimatablePair
@_exported import struct Motion.EmptyAnimatableData

/// SwiftUI's `Animation`: DesignProof's Motion animation, which has SwiftUI's curves,
/// springs, delay, speed and repeats (`Animation.easeInOut(duration:)`, `.spring(response:
/// dampingFraction:)`, `.default` …).
public typealias Animation = Motion.Animation

/// StoreKit's `RequestReviewAction` (`@Environment(\.requestReview)`), which SwiftUI files
/// reach through the environment: asks for an App Store rating — nothing, in a still.
public struct RequestReviewAction: Sendable {
    /// Asks for a review: a still shows no prompt.
    @MainActor public func callAsFunction() {}
}

extension EnvironmentValues {
    /// StoreKit's `\.requestReview`.
    public var requestReview: RequestReviewAction { RequestReviewAction() }
}

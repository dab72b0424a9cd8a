// `import CoreGraphics` on Linux: what a SwiftUI app's files reach for under that name —
// CGFloat, CGPoint, CGSize, CGRect and CGVector from Foundation (which has them on Linux),
// and DesignProof's CGAffineTransform — so a geometry helper file that imports only
// CoreGraphics (`extension CGPoint { static func + … }`) compiles unchanged.
@_exported import Foundation
@_exported import struct Layout.CGAffineTransform

// `import Charts` on Linux: the Swift Charts spellings Layout draws (`Chart`, `BarMark`,
// `LineMark`, `PointMark`, `RuleMark`, `.value(_:_:)`, the chart modifiers;
// docs/ARCHITECTURE.md, "Charts"), under Swift Charts' module name, with SwiftUI beside them
// as a file that imports Charts always has it.
@_exported import SwiftUI

/// An output the generator cannot read a figure from: the tool's output changed shape, so
/// the generator (Sources/DocFigures) must follow before the docs can.
public struct FigureError: Error, Equatable, CustomStringConvertible {
    public let run: String
    public let problem: String

    public init(run: String, _ problem: String) {
        self.run = run
        self.problem = problem
    }

    public var description: String {
        "docfigures: cannot read the figures of `\(run)`: \(problem) (update Sources/DocFigures to the new output)"
    }
}

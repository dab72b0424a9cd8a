import DisplayList
import SwiftUI
import Testing
import Tokens

/// `ContainerRelativeShape` takes the shape `.containerShape(_:)` set above it.
@Suite @MainActor struct ContainerShapeTests {
    @Test func containerRelativeShapesTakeTheContainersShape() throws {
        let ring = layout(ContainerRelativeShape().strokeBorder(.tertiary).frame(width: 40, height: 40).containerShape(Circle()))
        #expect(ring.elements.first?.shape == .ellipse && ring.elements.first?.stroke?.inside == true)
        let card = layout(Text("A").background(Color(red: 0, green: 0, blue: 1), in: ContainerRelativeShape())
            .containerShape(RoundedRectangle(cornerRadius: 20)))
        #expect(card.elements.first?.shape == .roundedRectangle(cornerRadius: 20, style: .continuous))
        #expect(layout(ContainerRelativeShape().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 10, height: 10)).elements.first?.shape == .rectangle)
        let clipped = layout(Color(red: 1, green: 0, blue: 0).frame(width: 50, height: 50).clipShape(ContainerRelativeShape()).containerShape(Capsule()))
        #expect(clipped.elements.first?.clip?.shape == .capsule)
    }
}

@testable import Layout
import Testing

/// Element ids are made of view type names (`Dashboard/VStack/GlassCard.1`), so the name a
/// build gives a type must stay what `String(describing:)` printed when ids were first
/// written, for every kind of type a screen or a team's file declares.
@MainActor @Suite struct ViewTypeNameTests {
    struct Card: View { var body: some View { Text("a") } }
    enum Namespace { struct Nested<T: View>: View { let content: T; var body: some View { content } } }
    private struct Hidden: View { var body: some View { Text("h") } }
    final class Boxed<T> { struct Row: View { var body: some View { Text("r") } } }

    static func local() -> any View {
        struct LocalRow: View { var body: some View { Text("l") } }
        return LocalRow()
    }

    static let views: [any View] = [
        Card(), Namespace.Nested(content: Card()), Hidden(), Boxed<Int>.Row(), local(),
        VStack { Text("x"); Card() }, Text("t").padding(4), Optional<Card>.some(Card()),
        HStack { ForEach(0..<2, id: \.self) { _ in Hidden() } },
    ]

    @Test func namesAreWhatStringDescribingPrints() {
        for view in Self.views {
            let printed = String(describing: type(of: view))
            #expect(BuildContext.typeName(of: view) == String(printed.prefix { $0 != "<" }), "\(printed)")
        }
    }

    @Test func namesDropGenericArgumentsOnly() {
        #expect(BuildContext.typeName(of: Namespace.Nested(content: Card())) == "Nested")
        #expect(BuildContext.typeName(of: Hidden()) == "Hidden")
        #expect(BuildContext.typeName(of: Self.local()) == "LocalRow")
        #expect(BuildContext.typeName(of: VStack { Card() }) == "VStack")
        #expect(BuildContext.baseTypeName(of: Card().padding(2).opacity(0.5)) == "Card")
    }
}
